#include "gavel/ui/widgets.h"

#include <algorithm>
#include <limits>
#include <string>

namespace gavel::ui {

namespace {

std::string repeat(std::string_view piece, int times) {
  std::string out;
  for (int i = 0; i < times; ++i)
    out += piece;
  return out;
}

// Cuts `word` into pieces of at most `width` columns.
std::vector<std::string> cut_word(std::string_view word, int width) {
  std::vector<std::string> pieces;
  const std::u32string points = decode_utf8(word);
  const auto step = static_cast<std::size_t>(std::max(width, 1));
  for (std::size_t at = 0; at < points.size(); at += step) {
    pieces.push_back(encode_utf8(std::u32string_view(points).substr(at, step)));
  }
  return pieces;
}

}  // namespace

bool too_small(const Screen& screen) {
  return screen.width() < minimum_width || screen.height() < minimum_height;
}

void draw_size_notice(Screen& screen, const Glyphs& glyphs) {
  const std::string wanted =
      std::to_string(minimum_width) + std::string(glyphs.times) + std::to_string(minimum_height);
  const std::string now =
      std::to_string(screen.width()) + std::string(glyphs.times) + std::to_string(screen.height());
  const std::string message = "Make the terminal at least " + wanted + " (it is now " + now + ").";
  const std::vector<std::string> lines = wrap_text(message, std::max(screen.width() - 2, 1));
  const int top = std::max(0, (screen.height() - static_cast<int>(lines.size())) / 2);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    draw_centred(screen, top + static_cast<int>(i), lines[i], styled(Tone::warning));
  }
}

Key next_key(Screen& screen, const Glyphs& glyphs, const std::function<void()>& draw_page) {
  for (;;) {
    screen.clear();
    const bool small = too_small(screen);
    if (small) {
      draw_size_notice(screen, glyphs);
    } else {
      draw_page();
    }
    screen.present();
    const Key key = screen.read_key();
    if (key.kind == Key::Kind::resize) continue;
    if (small && key.kind != Key::Kind::escape && key.kind != Key::Kind::interrupt &&
        !key.is(U'q')) {
      continue;
    }
    return key;
  }
}

Step step_of(const Key& key) {
  switch (key.kind) {
    case Key::Kind::up:
      return Step::up;
    case Key::Kind::down:
      return Step::down;
    case Key::Kind::left:
      return Step::left;
    case Key::Kind::right:
      return Step::right;
    case Key::Kind::character:
      if (key.ch == U'k') return Step::up;
      if (key.ch == U'j') return Step::down;
      if (key.ch == U'h') return Step::left;
      if (key.ch == U'l') return Step::right;
      return Step::none;
    default:
      return Step::none;
  }
}

std::vector<std::string> wrap_text(std::string_view text, int width) {
  width = std::max(width, 1);
  // A line that fits stays as written, with its runs of blanks (tables of keys).
  if (text_width(text) <= width) return {std::string(text)};
  const std::size_t blanks = text.find_first_not_of(' ');
  if (blanks == std::string_view::npos) return {""};
  const int indent = std::min(static_cast<int>(blanks), width / 2);
  const std::string margin(static_cast<std::size_t>(indent), ' ');

  std::vector<std::string> lines;
  std::string line = margin;
  int used = indent;
  bool line_has_words = false;
  auto add_word = [&](const std::string& word) {
    const int size = text_width(word);
    if (line_has_words && used + 1 + size > width) {
      lines.push_back(line);
      line = margin;
      used = indent;
      line_has_words = false;
    }
    if (line_has_words) {
      line += ' ';
      ++used;
    }
    line += word;
    used += size;
    line_has_words = true;
  };

  std::size_t at = blanks;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find(' ', at), text.size());
    if (end > at) {
      for (const std::string& piece : cut_word(text.substr(at, end - at), width - indent)) {
        add_word(piece);
      }
    }
    at = end + 1;
  }
  lines.push_back(line);
  return lines;
}

void draw_centred(Screen& screen, int row, std::string_view utf8, Style style) {
  const int col = (screen.width() - text_width(utf8)) / 2;
  screen.text(row, std::max(col, 0), utf8, style);
}

void draw_frame(Screen& screen, const Glyphs& glyphs, int top, int left, int height, int width,
                std::string_view title) {
  if (height < 2 || width < 2) return;
  const Style line = styled(Tone::dim);
  const std::string across = repeat(glyphs.horizontal, width - 2);
  screen.text(top, left, std::string(glyphs.top_left) + across + std::string(glyphs.top_right),
              line);
  for (int row = top + 1; row < top + height - 1; ++row) {
    screen.text(row, left, glyphs.vertical, line);
    screen.text(row, left + width - 1, glyphs.vertical, line);
  }
  screen.text(top + height - 1, left,
              std::string(glyphs.bottom_left) + across + std::string(glyphs.bottom_right), line);
  if (!title.empty()) {
    const std::string label = " " + clip_text(title, width - 6) + " ";
    screen.text(top, left + 2, label, styled(Tone::title));
  }
}

void draw_footer(Screen& screen, const Glyphs& glyphs, const std::vector<std::string>& hints) {
  std::string line;
  for (const std::string& hint : hints) {
    if (!line.empty()) line += " " + std::string(glyphs.bullet) + " ";
    line += hint;
  }
  draw_centred(screen, screen.height() - 1, clip_text(line, screen.width()), styled(Tone::dim));
}

void move_cursor(Menu& menu, int delta) {
  const int count = static_cast<int>(menu.items.size());
  auto enabled = [&](int i) { return menu.items[static_cast<std::size_t>(i)].enabled; };
  if (std::none_of(menu.items.begin(), menu.items.end(),
                   [](const MenuItem& item) { return item.enabled; })) {
    return;
  }
  int cursor = std::clamp(menu.cursor, 0, count - 1);
  while (!enabled(cursor))
    cursor = (cursor + 1) % count;
  const int direction = delta < 0 ? -1 : 1;
  for (int moved = 0; moved != delta; moved += direction) {
    do {
      cursor = ((cursor + direction) % count + count) % count;
    } while (!enabled(cursor));
  }
  menu.cursor = cursor;
}

void cursor_to_first(Menu& menu) {
  menu.cursor = 0;
  move_cursor(menu, 0);
}

void cursor_to_last(Menu& menu) {
  menu.cursor = static_cast<int>(menu.items.size()) - 1;
  // Step back over disabled items at the end rather than wrapping to the top.
  while (menu.cursor > 0 && !menu.items[static_cast<std::size_t>(menu.cursor)].enabled) {
    --menu.cursor;
  }
  move_cursor(menu, 0);
}

bool steer_menu(Menu& menu, const Key& key) {
  const Step step = step_of(key);
  if (step == Step::up) move_cursor(menu, -1);
  if (step == Step::down) move_cursor(menu, 1);
  if (key.kind == Key::Kind::home) cursor_to_first(menu);
  if (key.kind == Key::Kind::end) cursor_to_last(menu);
  return step == Step::up || step == Step::down || key.kind == Key::Kind::home ||
         key.kind == Key::Kind::end;
}

std::string shorten(const Glyphs& glyphs, std::string_view text, int width) {
  if (text_width(text) <= width) return std::string(text);
  const int room = width - text_width(glyphs.ellipsis);
  if (room <= 0) return clip_text(text, width);
  return clip_text(text, room) + std::string(glyphs.ellipsis);
}

void draw_menu(Screen& screen, const Glyphs& glyphs, const Menu& menu, int top, int left,
               int width) {
  for (std::size_t i = 0; i < menu.items.size(); ++i) {
    const MenuItem& item = menu.items[i];
    const int row = top + static_cast<int>(i);
    const bool chosen = static_cast<int>(i) == menu.cursor && item.enabled;
    const Style base =
        chosen ? Style{Tone::normal, true, true} : (item.enabled ? plain : styled(Tone::dim));
    screen.text(row, left, std::string(static_cast<std::size_t>(width), ' '), base);
    if (chosen) screen.text(row, left + 1, glyphs.pointer, Style{Tone::accent, true, true});
    const std::string label = shorten(glyphs, item.label, width - 6);
    screen.text(row, left + 3, label, base);
    if (!item.enabled && !item.note.empty()) {
      const int after = left + 4 + text_width(label);
      screen.text(row, after, shorten(glyphs, item.note, left + width - 1 - after),
                  styled(Tone::dim));
    }
    if (!item.key.empty()) {
      const Style key_style =
          item.enabled ? Style{Tone::accent, chosen, chosen} : styled(Tone::dim);
      screen.text(row, left + width - 1 - text_width(item.key), item.key, key_style);
    }
  }
}

namespace {

// Where the text of an indented two-column line starts ("  Enter      bid it": after
// the blanks that follow the key), so that its wrapped lines continue under it; 0 for
// any other paragraph.
std::size_t hanging_indent(std::string_view paragraph) {
  if (!paragraph.starts_with(' ')) return 0;
  const std::size_t key = paragraph.find_first_not_of(' ');
  if (key == std::string_view::npos) return 0;
  const std::size_t gap = paragraph.find("  ", key);
  if (gap == std::string_view::npos) return 0;
  const std::size_t text = paragraph.find_first_not_of(' ', gap);
  return text == std::string_view::npos ? 0 : text;
}

// A paragraph of a page as lines of at most `columns`: a two-column line keeps its
// columns, its text wrapped under itself.
std::vector<std::string> page_lines(std::string_view paragraph, int columns) {
  const std::size_t hang = hanging_indent(paragraph);
  const int hang_width = text_width(paragraph.substr(0, hang));
  if (hang == 0 || text_width(paragraph) <= columns || hang_width > columns / 2)
    return wrap_text(paragraph, columns);
  std::vector<std::string> lines = wrap_text(paragraph.substr(hang), columns - hang_width);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    lines[i] = (i == 0 ? std::string(paragraph.substr(0, hang))
                       : std::string(static_cast<std::size_t>(hang_width), ' ')) +
               lines[i];
  }
  return lines;
}

}  // namespace

Leave show_page(Screen& screen, const Glyphs& glyphs, std::string_view title,
                const std::vector<std::string>& paragraphs, bool from_end) {
  // Clamped to the last page when laid out.
  int first = from_end ? std::numeric_limits<int>::max() : 0;
  std::vector<std::string> lines;
  int rows = 1;
  int last_first = 0;
  auto lay_out = [&] {
    const int text_columns = std::min(screen.width() - 4, 76);
    lines.clear();
    for (const std::string& paragraph : paragraphs) {
      for (std::string& line : page_lines(paragraph, text_columns))
        lines.push_back(std::move(line));
    }
    rows = std::max(screen.height() - 3, 1);
    last_first = std::max(static_cast<int>(lines.size()) - rows, 0);
    first = std::clamp(first, 0, last_first);
    return text_columns;
  };
  auto draw = [&] {
    const int text_columns = lay_out();
    const int left = (screen.width() - text_columns) / 2;
    draw_frame(screen, glyphs, 0, 0, screen.height() - 1, screen.width(), title);
    for (int r = 0; r < rows && first + r < static_cast<int>(lines.size()); ++r) {
      screen.text(1 + r, left, lines[static_cast<std::size_t>(first + r)]);
    }
    const std::string above = " " + std::string(glyphs.up) + " more ";
    const std::string below = " " + std::string(glyphs.down) + " more ";
    if (first > 0) {
      screen.text(0, screen.width() - 2 - text_width(above), above, styled(Tone::accent));
    }
    if (first < last_first) {
      screen.text(screen.height() - 2, screen.width() - 2 - text_width(below), below,
                  styled(Tone::accent));
    }
    if (last_first > 0) {
      draw_footer(screen, glyphs,
                  {std::string(glyphs.up_down) + "/jk scroll", "PgUp PgDn page", "Esc back"});
    } else {
      draw_footer(screen, glyphs, {"any key: back"});
    }
  };

  for (;;) {
    const Key key = next_key(screen, glyphs, draw);
    if (key.kind == Key::Kind::interrupt) return Leave::interrupted;
    lay_out();
    if (last_first == 0) return Leave::back;
    if (!scroll_key(key, rows, last_first, first)) return Leave::back;
  }
}

bool scroll_key(const Key& key, int page, int most, int& first) {
  const Step step = step_of(key);
  int to = first;
  if (step == Step::up) {
    --to;
  } else if (step == Step::down) {
    ++to;
  } else if (key.kind == Key::Kind::page_up) {
    to -= page - 1;
  } else if (key.kind == Key::Kind::page_down || key.is(U' ')) {
    to += page - 1;
  } else if (key.kind == Key::Kind::home || key.is(U'g')) {
    to = 0;
  } else if (key.kind == Key::Kind::end || key.is(U'G')) {
    to = most;
  } else {
    return false;
  }
  first = std::clamp(to, 0, std::max(most, 0));
  return true;
}

namespace {

// A framed box of wrapped text over whatever `draw_behind` draws, with `footer` on
// its last row: centred for a question, from the left for a note to read.
void draw_box_over(Screen& screen, const Glyphs& glyphs, std::string_view text, int width,
                   bool centred, std::string_view footer,
                   const std::function<void()>& draw_behind) {
  draw_behind();
  width = std::min(width, screen.width());
  const std::vector<std::string> lines = wrap_text(text, width - 4);
  const int height = std::min(4 + static_cast<int>(lines.size()), screen.height());
  const int top = std::max(0, (screen.height() - height) / 2);
  const int left = (screen.width() - width) / 2;
  for (int row = top; row < top + height; ++row) {
    screen.text(row, left, std::string(static_cast<std::size_t>(width), ' '));
  }
  draw_frame(screen, glyphs, top, left, height, width);
  for (std::size_t i = 0; i < lines.size() && static_cast<int>(i) < height - 4; ++i) {
    const int row = top + 1 + static_cast<int>(i);
    if (centred) {
      draw_centred(screen, row, lines[i], Style{Tone::normal, true});
    } else {
      screen.text(row, left + 2, lines[i]);
    }
  }
  draw_centred(screen, top + height - 2, footer, styled(Tone::accent));
}

}  // namespace

Answer ask_yes_no(Screen& screen, const Glyphs& glyphs, std::string_view question,
                  const std::function<void()>& draw_behind) {
  // A long question wraps in a wider box rather than lose its end.
  const int width = std::max(text_width(question) + 6, 30);
  const Key key = next_key(screen, glyphs, [&] {
    draw_box_over(screen, glyphs, question, width, true, "y yes, any other key no", draw_behind);
  });
  if (key.kind == Key::Kind::interrupt) return Answer::interrupted;
  return key.is(U'y') || key.is(U'Y') ? Answer::yes : Answer::no;
}

Leave show_note(Screen& screen, const Glyphs& glyphs, std::string_view text,
                const std::function<void()>& draw_behind) {
  const int width = std::min(text_width(text) + 4, note_width);
  const Key key = next_key(screen, glyphs, [&] {
    draw_box_over(screen, glyphs, text, width, false, "any key: back", draw_behind);
  });
  return key.kind == Key::Kind::interrupt ? Leave::interrupted : Leave::back;
}

}  // namespace gavel::ui
