#pragma once
// The Auction Auction board: twelve seats as the human seat sees them, and the keys
// that play it. Everything it draws comes from that seat's AuctionView and the log
// that seat reads (and the player's own notebook), so it never shows a sealed bid, a
// location's lots or a deal's terms the seat was not shown; the state is asked only
// for the legal moves, their notation, the log and, at the end, the standings.

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/core/match.h"
#include "gavel/games/auction_auction/view.h"
#include "gavel/ui/boards.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/screen.h"
#include "gavel/ui/table.h"

namespace gavel::ui::auction_auction {

// Plays `match` from wherever it is, the human at settings.human and agents in the
// other seats, until the game is over (after the end screen) or the player leaves.
// Returns 0, or interrupted_status (title.h) when Key::interrupt stopped it.
int play_board(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings);

// The board as the ui layer lists it (ui/boards.h).
ChapterBoard board();

// What the board draws: one seat's view, that seat's log and the player's notes.
struct Scene {
  const gavel::auction_auction::AuctionView& view;
  const std::vector<std::string>& log;     // that seat's, rivals named, with their table talk
  const std::vector<LineSource>& sources;  // by log line: who acted, on whom, who said it
  const std::vector<Sitter>& sitters;      // by seat
  // The notebook: a house's short name to the colour the player believes it keeps.
  const std::map<std::string, std::string>& notes;
  std::uint64_t seed = 0;
  std::size_t new_from = 0;  // log lines from here on came since the player last chose
  // The view when the player last chose: what changed since is marked. None marks
  // nothing.
  const gavel::auction_auction::AuctionView* before = nullptr;
  std::optional<RunStanding> run;
};

// Draws the whole board: the seats with their access bids by round, you and the
// locations with your notes, your location's lots and sheet, the deals, the newest
// log lines (`log_columns` > 0 keeps them left of a question box), `status` and the
// key hints. The screen must be at least 80x24.
void draw_board(Screen& screen, const Glyphs& glyphs, const Scene& table, std::string_view status,
                const std::vector<std::string>& hints, int log_columns = 0);

}  // namespace gavel::ui::auction_auction
