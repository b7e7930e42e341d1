#pragma once
// The log at a board's foot, alike on every board. While everything new since the
// player's last move fits, it shows the newest lines; when it does not, it shows a
// recap: what was done to the player, then one whole sentence per rival who acted
// (their lines joined, the name said once), then the player's own lines and what the
// table announced, then the talk. A line made untrue by a later one on the same topic
// (a lead since taken) is left out of the recap. Nothing is cut inside a word: what
// does not fit is counted on a --more-- row, and L shows the whole log.

#include <cstddef>
#include <string>
#include <vector>

#include "gavel/ui/glyphs.h"
#include "gavel/ui/screen.h"
#include "gavel/ui/table.h"

namespace gavel::ui {

// The lines of a TableLog as a board shows them.
struct TableLogView {
  const std::vector<std::string>& lines;
  const std::vector<LineSource>& sources;  // by line (TableLog::sources)
  const std::vector<Sitter>& sitters;
  std::size_t new_from = 0;  // lines from here on are new since the player last chose
  Seat me = 0;               // the player's seat
};

// One entry of the recap, whole: a sentence or a few, as the panel shows it.
struct RecapEntry {
  enum class Kind { to_you, rival, yours, announced, talk };
  Kind kind = Kind::announced;
  Seat seat = nobody;  // the rival, for Kind::rival and Kind::talk
  std::string text;
  std::vector<std::size_t> told;  // the log lines it tells, by index
};

// The recap of the lines from log.new_from on, in the order shown, every entry whole.
std::vector<RecapEntry> recap(const TableLogView& log);

// One row of the log panel.
struct LogRow {
  std::string text;
  bool fresh = true;    // new since the player's last choice
  Hue hue = Hue::none;  // table talk wears its speaker's colour
};

// The recap as it fits `rows` rows of `width` columns: entries wrapped whole (later
// rows indented two), a rival's oldest lines left for L when their sentence is too
// long ("Hollis Crane (3 earlier lines: L) bids..."), then the lowest entries left
// out and counted on a last --more-- row.
std::vector<LogRow> recap_rows(const TableLogView& log, int rows, int width);

// A rule across the screen at `rule_row` titled "Log", then the newest lines that fit
// in `rows` rows from `first_row`, the newest at the bottom, or the recap when the
// new lines do not fit. Lines new since the player's last choice are bright, older
// ones dim; table talk wears its speaker's colour.
// `columns` > 0 keeps the lines to that many columns from the left, for a board that
// asks its questions in a box beside the log.
void draw_table_log(Screen& screen, const Glyphs& glyphs, const TableLogView& log, int rule_row,
                    int first_row, int rows, int columns = 0);

}  // namespace gavel::ui
