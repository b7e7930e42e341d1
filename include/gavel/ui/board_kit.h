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

// A board's help page, titled "<chapter> - help": the board's own keys and marks
// (`text`), then what every board says of the player's seat and the rivals' table
// talk, then the chapter's rules.
Leave show_board_help_page(Screen& screen, const Glyphs& glyphs, std::string_view chapter,
                           std::vector<std::string> text, const std::string& rules_summary,
                           Seat human);

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

// The status line above the key hints: `status` wrapped to the screen, two lines at
// most; and those lines drawn from `row` in the accent tone, so a board's status reads
// alike on every board.
std::vector<std::string> wrap_status(const Screen& screen, std::string_view status);
void draw_status(Screen& screen, int row, const std::vector<std::string>& lines);

// The lines of a TableLog as a board shows them.
struct TableLogView {
  const std::vector<std::string>& lines;
  const std::vector<Seat>& voices;  // by line: the rival who said it, or nobody
  const std::vector<Sitter>& sitters;
  std::size_t new_from = 0;  // lines from here on are new since the player last chose
};

// A rule across the screen at `rule_row` titled "Log", then the newest lines that fit
// in `rows` rows from `first_row`, the newest at the bottom. Lines new since the
// player's last choice are bright, older ones dim; table talk wears its speaker's
// colour.
// `columns` > 0 keeps the lines to that many columns from the left, for a board that
// asks its questions in a box beside the log.
void draw_table_log(Screen& screen, const Glyphs& glyphs, const TableLogView& log, int rule_row,
                    int first_row, int rows, int columns = 0);

// The board left as the game ended (`draw` draws it) until the player asks for the
// final scores: `?` opens `help`, L the whole log, `page_key` (either case) the
// board's own page, and any other key `final_scores`, whose answer it returns.
Leave pause_at_game_over(Screen& screen, const Glyphs& glyphs, const std::function<void()>& draw,
                         const std::function<Leave()>& help, const std::vector<std::string>& log,
                         char page_key, const std::function<Leave()>& page,
                         const std::function<Leave()>& final_scores);

// The whole log, newest at the bottom, on a page of its own.
Leave show_full_log(Screen& screen, const Glyphs& glyphs, const std::vector<std::string>& log);

}  // namespace gavel::ui
