#pragma once
// Pieces every chapter's board uses besides the widgets: key hints that fit the
// bottom line, the question box asked over part of a board, and the words and
// columns of score pages.

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/core/state.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/log_panel.h"
#include "gavel/ui/screen.h"
#include "gavel/ui/table.h"
#include "gavel/ui/widgets.h"

namespace gavel::ui {

// How a decision on a board ended: a move chosen, or the player backed out of a
// question, left the game, or a signal stopped it.
struct Outcome {
  enum class End { move, back, left, interrupted };
  End end = End::back;
  Move move;
};
inline Outcome chosen(Move move) {
  return {Outcome::End::move, move};
}
inline Outcome ended(Outcome::End end) {
  return {end, Move{}};
}
// Whether `move` is among the sorted legal moves.
bool is_legal(const std::vector<Move>& legal, Move move);
// The moves of `legal` whose kind, as the chapter's `kind_of` reads it, is `kind`.
template <class Kind, class KindOf>
std::vector<Move> moves_of_kind(const std::vector<Move>& legal, Kind kind, KindOf kind_of) {
  std::vector<Move> found;
  for (Move move : legal) {
    if (kind_of(move) == kind) found.push_back(move);
  }
  return found;
}

// Whether `key` asks to leave the table: q or Esc, on every board.
bool is_leave_key(const Key& key);
// Asks `question` (leave the table?) over what `draw_behind` draws: how the board
// ends when the player leaves or a signal stops the game, nothing when they stay.
std::optional<Outcome> ask_to_leave(Screen& screen, const Glyphs& glyphs, std::string_view question,
                                    const std::function<void()>& draw_behind);

// Key hints that fit: the optional ones (listed after `essential` of them) are left
// out from the end until the line fits the screen.
std::vector<std::string> fit_hints(const Screen& screen, const Glyphs& glyphs,
                                   std::vector<std::string> hints, std::size_t essential);

// A question asked in a box: paragraphs that explain it, then a menu of answers or a
// number to choose.
struct Question {
  std::string title;
  std::vector<std::string> explain;  // paragraphs above the choices
  Menu menu;
  std::optional<int> number;  // set: a number is asked instead of a menu
  int low = 0;
  int high = 0;
  // Set (width > 0): the box takes these columns only and leaves the rest of its rows
  // as the board drew them; else it is centred and blanks its rows whole.
  int left = 0;
  int width = 0;
};

// Draws `question` across the screen from row `top`, using rows up to `bottom`; the
// explanation is cut before the answers are, and a long menu scrolls with its cursor.
void draw_question(Screen& screen, const Glyphs& glyphs, int top, int bottom,
                   const Question& question);

// How draw_question fits `question` between rows `top` and `bottom`: the rows its box
// takes, and whether its explanation is whole with at least three answers (or all it
// has) in view.
struct QuestionFit {
  int height = 0;
  bool roomy = false;
};
QuestionFit fit_question(const Screen& screen, const Question& question, int top, int bottom);

// A number typed or stepped in a question: digits type it (a digit that would pass
// `high` starts again, and one past `high` on its own is `high`), Backspace takes one
// back, + - and the arrows step it by 1 within low..high. It never passes `high`; it
// may be under `low` while typed, so the question checks it on Enter. `typed` holds
// the digits so far. False when `key` is none of these.
bool edit_number(int& number, std::string& typed, const Key& key, int low, int high);

// The seats 0..seats-1, best place first when `standings` are given (ties keep seat
// order), else in seat order: the columns of a scores table.
std::vector<Seat> seats_by_place(std::size_t seats, const std::vector<Standing>* standings);

// The text of a multi-line string as paragraphs for show_page, one per line.
std::vector<std::string> paragraphs_of(std::string_view text);

// A line of a board's help page saying what a key does, the keys in one column:
// "  Enter               bid the chosen card on the chosen property".
std::string help_key(std::string_view keys, std::string_view does);

// What a board's help page says of its own board.
struct BoardHelp {
  std::vector<std::string> keys;  // how its questions are answered: prose and help_key lines
  // The keys of its own pages ("s", "the scores so far"), listed with every board's keys.
  std::vector<std::pair<std::string, std::string>> pages;
  std::vector<std::string> board;  // what its panels and marks show
};

// A board's help page, titled "<chapter> - help": under "Keys" the board's keys, then
// its pages' keys and the keys every board answers (m, L, ?, q); under "The board"
// what it shows; then what every board says of the player's seat, the adviser, grave
// moves and the game's end; then the chapter's rules.
Leave show_board_help_page(Screen& screen, const Glyphs& glyphs, std::string_view chapter,
                           const BoardHelp& help, const std::string& rules_summary, Seat human);

// Rows of cells as lines of a table whose columns are each as wide as their widest
// cell, two blanks apart: no cell of a score page is cut, and no two run together.
// Trailing blanks are dropped.
std::vector<std::string> aligned_columns(const std::vector<std::vector<std::string>>& rows);

// Text cut to `width` columns and padded with blanks to exactly that width; and
// padded on the left instead (numbers in a column).
std::string pad(std::string_view text, int width);
std::string pad_left(std::string_view text, int width);

// A board's header words for where the run stands (its seed, tokens of life and
// garnets), widest first, for a board to take the first that fits: "run 7  ●●○  3
// garnets", then tighter forms.
std::vector<std::string> run_standing_forms(const Glyphs& glyphs, const RunStanding& run);
// The header's right end: the run's standing in its widest form, or the table's seed.
std::string standing_words(const Glyphs& glyphs, const std::optional<RunStanding>& run,
                           std::uint64_t seed);

// The status line above the key hints: `status` wrapped to the screen, three lines
// at most (the log gives up its rows for them, so what the game asks is read whole);
// and those lines drawn from `row` in the accent tone, so a board's status reads
// alike on every board.
std::vector<std::string> wrap_status(const Screen& screen, std::string_view status);
void draw_status(Screen& screen, int row, const std::vector<std::string>& lines);

// The top row of a board: the chapter's name, where the game stands, whose turn it is
// (bright when it is the player's) and, at the right, the run's standing or the table's
// seed. Each part has forms widest first, and the widest that fit are drawn: where the
// game stands gives way first (at last to nothing), then the name of the seat to move,
// then the run's standing.
struct TitleBar {
  std::string_view chapter;        // "Auction Web"
  std::vector<std::string> where;  // "round 2/3 • auction: lot 4", widest first
  bool over = false;               // "Game over" in place of whose turn it is
  Seat to_move = nobody;
  Seat me = nobody;
};
void draw_title_bar(Screen& screen, const Glyphs& glyphs, const TitleBar& bar,
                    const std::vector<Sitter>& sitters, const std::optional<RunStanding>& run,
                    std::uint64_t seed);

// The rows at a board's foot, alike on every board: the log under its rule, the status
// line (one to three rows) and the key hints on the last row. Each board's Layout is one.
struct Foot {
  int log_rule = 0;
  int first_log = 0;
  int log_rows = 0;
  int status = 0;  // the first status line
  int status_rows = 1;
};
// Draws the foot: the log (draw_table_log, kept left of `log_columns` when that is set),
// the status wrapped to three lines at most, and the key hints.
void draw_foot(Screen& screen, const Glyphs& glyphs, const Foot& foot, const TableLogView& log,
               std::string_view status, const std::vector<std::string>& hints, int log_columns = 0);

// The game's result from the player's seat `me` in one sentence, the others named by
// `name`: "You win!", "You share first place with Pip and Rook.", "Pip wins; you are
// 2nd.", "Pip and Rook win; you share 3rd place."
std::string result_headline(const std::vector<Standing>& standings, Seat me,
                            const std::function<std::string(Seat)>& name);
// The seats in first place other than `me`, in seat order.
std::vector<Seat> first_besides(const std::vector<Standing>& standings, Seat me);

// The whole log, newest at the bottom, on a page of its own.
Leave show_full_log(Screen& screen, const Glyphs& glyphs, const std::vector<std::string>& log);

}  // namespace gavel::ui
