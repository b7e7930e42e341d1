#pragma once
// The New Mintopia City board: the table as the human seat sees it, and the keys that
// play it. Everything it draws comes from that seat's MintopiaView and the log that
// seat reads, so it never shows another seat's sealed commitment before the reveal;
// the state is asked only for the legal moves, their notation, the log and, once the
// game is over, the standings.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/core/match.h"
#include "gavel/games/mintopia/view.h"
#include "gavel/ui/boards.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/screen.h"
#include "gavel/ui/table.h"

namespace gavel::ui::mintopia {

// Plays `match` from wherever it is, the human at settings.human and agents in the
// other seats, until the game is over (after the end screen) or the player leaves.
// Returns 0, or interrupted_status (title.h) when Key::interrupt stopped it.
int play_board(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings);

// The board as the ui layer lists it (ui/boards.h).
ChapterBoard board();

// What the board draws: one seat's view and that seat's log, nothing else.
struct Scene {
  const gavel::mintopia::MintopiaView& view;
  const std::vector<std::string>& log;     // that seat's, rivals named, with their table talk
  const std::vector<LineSource>& sources;  // by log line: who acted, on whom, who said it
  const std::vector<Sitter>& sitters;      // by seat
  std::uint64_t seed = 0;
  std::size_t new_from = 0;  // log lines from here on came since the player last chose
  // The view when the player last chose: what changed since is marked. None marks
  // nothing.
  const gavel::mintopia::MintopiaView* before = nullptr;
  std::optional<RunStanding> run;
};

// What the player is pointing at: a spot of a zone for the Location in hand (placing,
// or where Utility moves one), with its orientation; or a Location already placed
// (Utility's and Production's choice). -1 for none.
struct Focus {
  int zone = -1;
  gavel::mintopia::Spot spot;
  bool turned = false;
  int location = -1;  // a placed Location picked out
  // The Location the cursor carries: the lot, the Deed's draw, or the one Utility
  // lifts; -1 for none.
  int carried = -1;
};

// Draws the whole board: the players round the ring with their Mints and holdings,
// the auction (or the Auction Block), every zone with its two rows of Locations and
// their matches, the newest log lines (`log_columns` > 0 keeps them left of a question
// box), and `status` above the key hints. The screen
// must be at least 80x24.
void draw_board(Screen& screen, const Glyphs& glyphs, const Scene& table, const Focus& focus,
                std::string_view status, const std::vector<std::string>& hints,
                int log_columns = 0);

}  // namespace gavel::ui::mintopia
