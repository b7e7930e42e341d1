#pragma once
// The Auctionland board: the table as the human seat sees it, and the keys that play
// it (the man page's KEYS). Everything it draws comes from that seat's
// AuctionlandView and the log that seat reads, so it cannot show a rival's hidden
// money; the state is asked only for the legal moves, their notation, the log and,
// once the game is over, the standings.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/core/match.h"
#include "gavel/games/auctionland/view.h"
#include "gavel/ui/boards.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/screen.h"
#include "gavel/ui/table.h"

namespace gavel::ui::auctionland {

// Plays `match` from wherever it is, the human at settings.human and agents in the
// other seats, until the game is over (after the end screen) or the player leaves.
// Returns 0, or interrupted_status (title.h) when Key::interrupt stopped it.
int play_board(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings);

// The board as the ui layer lists it (ui/boards.h).
ChapterBoard board();

// What the board draws: one seat's view and that seat's log, nothing else.
struct Scene {
  const gavel::auctionland::AuctionlandView& view;
  const std::vector<std::string>& log;     // that seat's, rivals named, with their table talk
  const std::vector<LineSource>& sources;  // by log line: who acted, on whom, who said it
  const std::vector<Sitter>& sitters;      // by seat
  std::uint64_t seed = 0;
  std::size_t new_from = 0;  // log lines from here on came since the player last chose
  // The view as it was when the player last chose (or when the deal was done): what
  // changed since is marked on the board. None marks nothing.
  const gavel::auctionland::AuctionlandView* before = nullptr;
  // In a run, the run's standing goes in the header and the table's seed to the
  // players page.
  std::optional<RunStanding> run;
};

// What the player is pointing at: a market position (from 0), or an island position
// for the tile in hand with its quarter turns; -1 for none.
struct Focus {
  int market = -1;
  int position = -1;
  int turns = 0;
};

// Draws the whole board: the market with the player's counts beside it, the player's
// island (with the tile in hand at `focus`), the rivals' islands, the newest log
// lines, and `status` on the line or two above the key hints; what changed since
// `table.before` is marked. The screen must be at least 80x24.
void draw_board(Screen& screen, const Glyphs& glyphs, const Scene& table, const Focus& focus,
                std::string_view status, const std::vector<std::string>& hints);

}  // namespace gavel::ui::auctionland
