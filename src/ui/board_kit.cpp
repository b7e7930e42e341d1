// The pieces boards share: fitted key hints, the question box, score-page words and
// the log page.

#include "gavel/ui/board_kit.h"

#include <algorithm>
#include <numeric>

namespace gavel::ui {

std::vector<std::string> fit_hints(const Screen& screen, const Glyphs& glyphs,
                                   std::vector<std::string> hints, std::size_t essential) {
  const auto length = [&] {
    int total = 0;
    for (const std::string& hint : hints)
      total += text_width(hint) + (total == 0 ? 0 : 2 + text_width(glyphs.bullet));
    return total;
  };
  while (hints.size() > essential && length() > screen.width() - 2)
    hints.pop_back();
  return hints;
}

void draw_question(Screen& screen, const Glyphs& glyphs, int top, int bottom,
                   const Question& question) {
  const int width = std::min(screen.width() - 2, 96);
  const int left = (screen.width() - width) / 2;
  const int inner = width - 4;
  std::vector<std::string> lines;
  for (const std::string& paragraph : question.explain) {
    for (std::string& line : wrap_text(paragraph, inner))
      lines.push_back(std::move(line));
  }
  const int wanted_items = question.number ? 1 : static_cast<int>(question.menu.items.size());
  const int max_lines = std::max(0, bottom - top - 3 - std::min(wanted_items, 3));
  if (static_cast<int>(lines.size()) > max_lines) lines.resize(static_cast<std::size_t>(max_lines));
  const int items_top = top + 1 + static_cast<int>(lines.size()) + (lines.empty() ? 0 : 1);
  const int visible = std::max(1, std::min(wanted_items, bottom - items_top));
  const int height = items_top + visible + 1 - top;

  // Whole rows: the board's marks at the edges must not show beside the box.
  for (int row = top; row < top + height; ++row) {
    screen.text(row, 0, std::string(static_cast<std::size_t>(screen.width()), ' '));
  }
  draw_frame(screen, glyphs, top, left, height, width, question.title);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    screen.text(top + 1 + static_cast<int>(i), left + 2, lines[i]);
  }
  if (question.number) {
    const std::string number =
        std::string(glyphs.pointer) + " " + std::to_string(*question.number) + "   (" +
        std::to_string(question.low) + " to " + std::to_string(question.high) + ")";
    screen.text(items_top, left + 2, number, Style{Tone::accent, true, false});
    return;
  }
  const int count = static_cast<int>(question.menu.items.size());
  const int first = std::clamp(question.menu.cursor - visible / 2, 0, std::max(0, count - visible));
  Menu window;
  for (int i = first; i < std::min(count, first + visible); ++i)
    window.items.push_back(question.menu.items[static_cast<std::size_t>(i)]);
  window.cursor = question.menu.cursor - first;
  draw_menu(screen, glyphs, window, items_top, left + 1, width - 2);
  if (first > 0) {
    screen.text(top, left + width - 9, " " + std::string(glyphs.up) + " more ",
                styled(Tone::accent));
  }
  if (first + visible < count) {
    screen.text(top + height - 1, left + width - 9, " " + std::string(glyphs.down) + " more ",
                styled(Tone::accent));
  }
}

bool is_legal(const std::vector<Move>& legal, Move move) {
  return std::binary_search(legal.begin(), legal.end(), move);
}

std::vector<Seat> seats_by_place(std::size_t seats, const std::vector<Standing>* standings) {
  std::vector<Seat> order(seats);
  std::iota(order.begin(), order.end(), 0);
  if (standings != nullptr) {
    std::stable_sort(order.begin(), order.end(), [&](Seat a, Seat b) {
      return (*standings)[static_cast<std::size_t>(a)].place <
             (*standings)[static_cast<std::size_t>(b)].place;
    });
  }
  return order;
}

std::vector<std::string> paragraphs_of(std::string_view text) {
  std::vector<std::string> paragraphs;
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    paragraphs.emplace_back(text.substr(at, end - at));
    at = end + 1;
  }
  return paragraphs;
}

Leave show_board_help_page(Screen& screen, const Glyphs& glyphs, std::string_view chapter,
                           std::vector<std::string> text, const std::string& rules_summary,
                           Seat human) {
  const std::string seat = std::to_string(human);
  text.push_back("You sit in seat " + seat + ": the log calls you Seat " + seat +
                 " when it tells everyone what you did. A rival's words in quotes are table "
                 "talk: flavour, never a clue.");
  for (const char* line : {"", "Rules", ""})
    text.emplace_back(line);
  for (std::string& paragraph : paragraphs_of(rules_summary))
    text.push_back(std::move(paragraph));
  return show_page(screen, glyphs, std::string(chapter) + " " + std::string(glyphs.dash) + " help",
                   text);
}

std::string pad(std::string_view text, int width) {
  if (width <= 0) return {};
  std::string out = clip_text(text, width);
  out.append(static_cast<std::size_t>(std::max(0, width - text_width(out))), ' ');
  return out;
}

std::string pad_left(std::string_view text, int width) {
  const std::string cut = clip_text(text, width);
  return std::string(static_cast<std::size_t>(std::max(0, width - text_width(cut))), ' ') + cut;
}

std::string shorten(const Glyphs& glyphs, std::string_view text, int width) {
  if (text_width(text) <= width) return std::string(text);
  const int room = width - text_width(glyphs.ellipsis);
  if (room <= 0) return clip_text(text, width);
  return clip_text(text, room) + std::string(glyphs.ellipsis);
}

void draw_table_log(Screen& screen, const Glyphs& glyphs, const TableLogView& log, int rule_row,
                    int first_row, int rows) {
  std::string rule;
  for (int i = 0; i < screen.width(); ++i)
    rule += glyphs.horizontal;
  screen.text(rule_row, 0, rule, styled(Tone::dim));
  screen.text(rule_row, 2, " Log ", styled(Tone::title));
  const std::string more = " L: the whole log ";
  screen.text(rule_row, screen.width() - 2 - text_width(more), more, styled(Tone::dim));
  // Wrap from the newest line back while whole lines fit; only a newest line too long
  // for all the rows is cut.
  struct Row {
    std::string text;
    bool fresh = false;   // new since the last choice
    Hue hue = Hue::none;  // table talk wears its speaker's colour
  };
  std::vector<Row> shown_rows;
  for (std::size_t i = log.lines.size(); i-- > 0;) {
    const std::vector<std::string> lines = wrap_text(log.lines[i], screen.width() - 4);
    if (!shown_rows.empty() && static_cast<int>(shown_rows.size() + lines.size()) > rows) break;
    const Seat voice = i < log.voices.size() ? log.voices[i] : nobody;
    for (std::size_t j = lines.size(); j-- > 0;) {
      shown_rows.push_back({(j == 0 ? "" : "  ") + lines[j], i >= log.new_from,
                            voice == nobody ? Hue::none : sitter_hue(log.sitters, voice)});
    }
    if (static_cast<int>(shown_rows.size()) >= rows) break;
  }
  const int shown = std::min(static_cast<int>(shown_rows.size()), rows);
  for (int r = 0; r < shown; ++r) {
    const Row& line = shown_rows[static_cast<std::size_t>(shown - 1 - r)];
    // The newest line sits at the bottom, next to the status line, however few there are.
    const int row = first_row + rows - shown + r;
    Style style = line.fresh ? plain : styled(Tone::dim);
    style.hue = line.hue;
    screen.text(row, 1, line.text, style);
  }
}

Leave show_full_log(Screen& screen, const Glyphs& glyphs, const std::vector<std::string>& log) {
  std::vector<std::string> lines = log;
  if (lines.empty()) lines = {"Nothing has happened yet."};
  return show_page(screen, glyphs, "Log", lines, true);
}

}  // namespace gavel::ui
