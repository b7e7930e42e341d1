// The pieces boards share: fitted key hints, the question box, score-page words and
// the log page.

#include "gavel/ui/board_kit.h"

#include <algorithm>
#include <numeric>
#include <utility>

#include "gavel/core/text.h"

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

namespace {

int question_width(const Screen& screen, const Question& question) {
  return question.width > 0 ? question.width : std::min(screen.width() - 2, 96);
}

// The box's rows: its explanation as it fits, then `visible` answers.
struct QuestionShape {
  std::vector<std::string> lines;
  int wanted_lines = 0;
  int wanted_items = 0;
  int visible = 0;
  int items_top = 0;
  int height = 0;
};

QuestionShape shape_question(const Screen& screen, const Question& question, int top, int bottom) {
  QuestionShape shape;
  for (const std::string& paragraph : question.explain) {
    for (std::string& line : wrap_text(paragraph, question_width(screen, question) - 4))
      shape.lines.push_back(std::move(line));
  }
  shape.wanted_lines = static_cast<int>(shape.lines.size());
  shape.wanted_items = question.number ? 1 : static_cast<int>(question.menu.items.size());
  // The frame's two rows and the blank under the text, then three answers at least.
  const int max_lines = std::max(0, bottom - top - 2 - std::min(shape.wanted_items, 3));
  if (shape.wanted_lines > max_lines) shape.lines.resize(static_cast<std::size_t>(max_lines));
  shape.items_top = top + 1 + static_cast<int>(shape.lines.size()) + (shape.lines.empty() ? 0 : 1);
  shape.visible = std::max(1, std::min(shape.wanted_items, bottom - shape.items_top));
  shape.height = shape.items_top + shape.visible + 1 - top;
  return shape;
}

}  // namespace

QuestionFit fit_question(const Screen& screen, const Question& question, int top, int bottom) {
  const QuestionShape shape = shape_question(screen, question, top, bottom);
  return {shape.height, static_cast<int>(shape.lines.size()) == shape.wanted_lines &&
                            shape.visible >= std::min(shape.wanted_items, 3)};
}

void draw_question(Screen& screen, const Glyphs& glyphs, int top, int bottom,
                   const Question& question) {
  const bool placed = question.width > 0;
  const int width = question_width(screen, question);
  const int left = placed ? question.left : (screen.width() - width) / 2;
  const QuestionShape shape = shape_question(screen, question, top, bottom);
  const std::vector<std::string>& lines = shape.lines;
  const int items_top = shape.items_top;
  const int visible = shape.visible;
  const int height = shape.height;

  // Whole rows: the board's marks at the edges must not show beside the box.
  for (int row = top; row < top + height; ++row) {
    if (placed) {
      screen.text(row, left, std::string(static_cast<std::size_t>(width), ' '));
    } else {
      screen.text(row, 0, std::string(static_cast<std::size_t>(screen.width()), ' '));
    }
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

bool is_leave_key(const Key& key) {
  return key.is(U'q') || key.is(U'Q') || key.kind == Key::Kind::escape;
}

std::optional<Outcome> ask_to_leave(Screen& screen, const Glyphs& glyphs, std::string_view question,
                                    const std::function<void()>& draw_behind) {
  switch (ask_yes_no(screen, glyphs, question, draw_behind)) {
    case Answer::yes:
      return ended(Outcome::End::left);
    case Answer::interrupted:
      return ended(Outcome::End::interrupted);
    case Answer::no:
      break;
  }
  return std::nullopt;
}

bool edit_number(int& number, std::string& typed, const Key& key, int low, int high) {
  const Step step = step_of(key);
  if (key.is(U'+') || key.is(U'=') || step == Step::up || step == Step::right) {
    typed.clear();
    number = std::min(number + 1, high);
  } else if (key.is(U'-') || step == Step::down || step == Step::left) {
    typed.clear();
    number = std::max(number - 1, low);
  } else if (key.kind == Key::Kind::character && key.ch >= U'0' && key.ch <= U'9') {
    const auto digit = static_cast<char>('0' + (key.ch - U'0'));
    typed += digit;
    if (typed.size() > 6 || std::stoi(typed) > high) typed = std::string(1, digit);
    // A digit past the most on its own means the most: the number never leaves the
    // range the question shows.
    if (std::stoi(typed) > high) typed = std::to_string(high);
    number = std::stoi(typed);
  } else if (key.kind == Key::Kind::backspace) {
    if (!typed.empty()) typed.pop_back();
    number = typed.empty() ? low : std::stoi(typed);
  } else {
    return false;
  }
  return true;
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

std::string help_key(std::string_view keys, std::string_view does) {
  constexpr int key_column = 20;
  return "  " + pad(keys, std::max(key_column, text_width(keys) + 2)) + std::string(does);
}

Leave show_board_help_page(Screen& screen, const Glyphs& glyphs, std::string_view chapter,
                           const BoardHelp& help, const std::string& rules_summary, Seat human) {
  std::vector<std::string> text = {"Keys", ""};
  text.insert(text.end(), help.keys.begin(), help.keys.end());
  if (!help.keys.empty()) text.emplace_back();
  for (const auto& [keys, does] : help.pages)
    text.push_back(help_key(keys, does));
  text.push_back(help_key("m", "all your moves now, in the move notation"));
  text.push_back(help_key("L", "the whole message log"));
  text.push_back(help_key("?", "this page"));
  text.push_back(help_key("q or Esc", "leave the game (asks first); in a run, save and quit"));
  for (const char* line : {"", "The board", ""})
    text.emplace_back(line);
  text.insert(text.end(), help.board.begin(), help.board.end());
  text.emplace_back();
  text.push_back("You sit in seat " + std::to_string(human) +
                 ". The log speaks to you: \"You bid\", \"your card\", and a rival's move "
                 "against you (\"you show them your 6\") is told to you too. Lines new since your "
                 "last move are bright; when they do not all fit, the log tells them again in "
                 "short: what was done to you first, then one sentence for each rival who acted, "
                 "then your own moves and the table's news, leaving out what a later line made "
                 "untrue (a lead since taken). A --more-- line counts what is left for L, which "
                 "shows them all. A question in a box across the board keeps the log in the "
                 "rows under it. A rival's words in quotes are "
                 "table talk: flavour, never a clue.");
  text.push_back(
      "Every question opens on the adviser's answer, from what you can see alone: the "
      "move the chapter's rivals would usually play in your seat, with an even temper, "
      "unless playing it and a few others out in games drawn from your view shows "
      "another to be clearly better. It never proposes a blunder or a grave move while "
      "another is open, so Enter alone never throws the game away. h says what it plays "
      "and why, in the game's own numbers (w where h moves a cursor; w works everywhere; "
      "a reason too long for the status line opens in a box, any key closes it); m lists "
      "every legal move.");
  text.push_back(
      "Grave moves ask first, and only y plays them: a colony's last ship sent away, a deal "
      "that asks something of you, a neighbour's proposal, an access bid of all your cash, a "
      "garnet traded, a bid far past a tile's worth. A question you did not cause (a rival's "
      "offer, a results "
      "page, leaving) drops the keys typed before it opened. A number never leaves the range "
      "it shows.");
  text.push_back(
      "When the game ends the board stays as it ended, the result on its status line; ?, L and "
      "the board's pages still open, and any other key shows the final page: scores and places, "
      "the rivals' last words, how ties went and the seed that deals the game again.");
  for (const char* line : {"", "Rules", ""})
    text.emplace_back(line);
  for (std::string& paragraph : paragraphs_of(rules_summary))
    text.push_back(std::move(paragraph));
  return show_page(screen, glyphs, std::string(chapter) + " " + std::string(glyphs.dash) + " help",
                   text);
}

std::vector<std::string> wrap_status(const Screen& screen, std::string_view status) {
  std::vector<std::string> lines = wrap_text(status, screen.width() - 2);
  if (lines.size() > 3) lines.resize(3);
  return lines;
}

void draw_status(Screen& screen, int row, const std::vector<std::string>& lines) {
  for (std::size_t i = 0; i < lines.size(); ++i)
    screen.text(row + static_cast<int>(i), 1, lines[i], Style{Tone::accent, true, false});
}

std::vector<std::string> aligned_columns(const std::vector<std::vector<std::string>>& rows) {
  std::vector<int> widths;
  for (const auto& cells : rows) {
    if (widths.size() < cells.size()) widths.resize(cells.size(), 0);
    for (std::size_t c = 0; c < cells.size(); ++c)
      widths[c] = std::max(widths[c], text_width(cells[c]));
  }
  std::vector<std::string> lines;
  for (const auto& cells : rows) {
    std::string line;
    for (std::size_t c = 0; c < cells.size(); ++c) {
      line += cells[c];
      if (c + 1 < cells.size())
        line.append(static_cast<std::size_t>(widths[c] - text_width(cells[c]) + 2), ' ');
    }
    while (!line.empty() && line.back() == ' ')
      line.pop_back();
    lines.push_back(std::move(line));
  }
  return lines;
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

Leave show_full_log(Screen& screen, const Glyphs& glyphs, const std::vector<std::string>& log) {
  std::vector<std::string> lines = log;
  if (lines.empty()) lines = {"Nothing has happened yet."};
  return show_page(screen, glyphs, "Log", lines, true);
}

std::vector<std::string> run_standing_forms(const Glyphs& glyphs, const RunStanding& run) {
  std::string tokens;
  for (int i = 0; i < run.max_tokens; ++i)
    tokens += i < run.tokens ? glyphs.token : glyphs.no_token;
  const std::string garnets = counted(run.garnets, "garnet", "garnets");
  const std::string seed = std::to_string(run.seed);
  return {"run " + seed + "  " + tokens + "  " + garnets,
          "run " + seed + " " + tokens + " " + garnets,
          seed + " " + tokens + " " + std::to_string(run.garnets) + "g"};
}

std::string standing_words(const Glyphs& glyphs, const std::optional<RunStanding>& run,
                           std::uint64_t seed) {
  return run ? run_standing_forms(glyphs, *run).front() : "seed " + std::to_string(seed);
}

void draw_title_bar(Screen& screen, const Glyphs& glyphs, const TitleBar& bar,
                    const std::vector<Sitter>& sitters, const std::optional<RunStanding>& run,
                    std::uint64_t seed) {
  // Chance and nobody are below seat 0: no one is named as to move then.
  const bool seated = bar.to_move >= 0;
  const bool yours = !bar.over && seated && bar.to_move == bar.me;
  std::vector<std::string> turns = {""};
  if (bar.over) {
    turns = {"Game over"};
  } else if (yours) {
    turns = {"Your turn"};
  } else if (seated) {
    turns = {sitter_name(sitters, bar.to_move) + " to move",
             sitter_short_name(sitters, bar.to_move) + " to move"};
  }
  const std::vector<std::string> rights =
      run ? run_standing_forms(glyphs, *run)
          : std::vector<std::string>{"seed " + std::to_string(seed)};
  std::vector<std::string> wheres = bar.where;
  wheres.emplace_back();
  const int left = 1 + text_width(bar.chapter) + 3;  // after "Name • "
  const auto fits = [&](const std::string& where, const std::string& turn,
                        const std::string& right) {
    return left + text_width(where) + 3 + text_width(turn) + 3 + text_width(right) + 1 <=
           screen.width();
  };
  std::string where = wheres.back();
  std::string turn = turns.back();
  std::string right = rights.back();
  const auto pick_widest = [&] {
    for (const std::string& r : rights) {
      for (const std::string& t : turns) {
        for (const std::string& w : wheres) {
          if (!fits(w, t, r)) continue;
          where = w;
          turn = t;
          right = r;
          return;
        }
      }
    }
  };
  pick_widest();
  const int right_col = std::max(0, screen.width() - 1 - text_width(right));
  const int turn_col = right_col - 3 - text_width(turn);
  screen.text(0, 1, std::string(bar.chapter), Style{Tone::title, true, false});
  screen.text(0, left - 2, std::string(glyphs.bullet), styled(Tone::dim));
  screen.text(0, left, where);
  screen.text(0, turn_col, turn, Style{yours ? Tone::accent : Tone::normal, true, false});
  screen.text(0, right_col, right, styled(run ? Tone::normal : Tone::dim));
}

void draw_foot(Screen& screen, const Glyphs& glyphs, const Foot& foot, const TableLogView& log,
               std::string_view status, const std::vector<std::string>& hints, int log_columns) {
  draw_table_log(screen, glyphs, log, foot.log_rule, foot.first_log, foot.log_rows, log_columns);
  draw_status(screen, foot.status, wrap_status(screen, status));
  draw_footer(screen, glyphs, hints);
}

std::vector<Seat> first_besides(const std::vector<Standing>& standings, Seat me) {
  std::vector<Seat> first;
  for (Seat seat = 0; seat < static_cast<Seat>(standings.size()); ++seat) {
    if (standings[static_cast<std::size_t>(seat)].place == 1 && seat != me) first.push_back(seat);
  }
  return first;
}

std::string result_headline(const std::vector<Standing>& standings, Seat me,
                            const std::function<std::string(Seat)>& name) {
  std::vector<std::string> first;
  for (Seat seat : first_besides(standings, me))
    first.push_back(name(seat));
  const int mine = standings[static_cast<std::size_t>(me)].place;
  if (mine == 1)
    return first.empty() ? "You win!" : "You share first place with " + and_list(first) + ".";
  const bool shared = std::count_if(standings.begin(), standings.end(),
                                    [&](const Standing& s) { return s.place == mine; }) > 1;
  return and_list(first) + (first.size() > 1 ? " win" : " wins") + "; you " +
         (shared ? "share " + ordinal(mine) + " place." : "are " + ordinal(mine) + ".");
}

}  // namespace gavel::ui
