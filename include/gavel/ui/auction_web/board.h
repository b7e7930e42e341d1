#pragma once
// The Auction Web board: the table as the human seat sees it, and the keys that play
// it (the man page's KEYS). Everything it draws comes from that seat's
// AuctionWebView and the log that seat reads, so it cannot show a card the seat does
// not know; the state is asked only for the legal moves, their notation, the log and,
// once the game is over, the standings.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/core/match.h"
#include "gavel/games/auction_web/view.h"
#include "gavel/ui/boards.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/screen.h"
#include "gavel/ui/table.h"

namespace gavel::ui::auction_web {

// Who sits where and what the board is told (table.h), shared with other boards.
using BoardSettings = gavel::ui::BoardSettings;
using Sitter = gavel::ui::Sitter;

// Plays `match` from wherever it is, the human at settings.human and agents in the
// other seats, until the game is over (after the end screen) or the player leaves.
// Returns 0, or interrupted_status (title.h) when Key::interrupt stopped it.
int play_board(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings);

// The board as the ui layer lists it (ui/boards.h).
ChapterBoard board();

// What the board draws: one seat's view and that seat's log, nothing else.
struct Scene {
  const gavel::auction_web::AuctionWebView& view;
  const std::vector<std::string>& log;     // that seat's, rivals named, with their table talk
  const std::vector<LineSource>& sources;  // by log line: who acted, on whom, who said it
  const std::vector<Sitter>& sitters;      // by seat
  std::uint64_t seed = 0;
  std::size_t new_from = 0;  // log lines from here on came since the player last chose
  // The view when the player last chose (or when the board opened): what differs from
  // it now is marked on the board until the player chooses again. Null: no marks.
  const gavel::auction_web::AuctionWebView* seen = nullptr;
  // In a run: the header shows the run's seed, tokens and garnets instead of `seed`.
  std::optional<RunStanding> run;
};

// What the player is pointing at: a property (lot index) and a card (index into the
// hand), -1 for none; and properties a question is about, shown marked.
struct Marks {
  int lot = -1;
  int card = -1;
  std::vector<int> lots;
};

// Draws the whole board: properties, hand, players, the newest log lines, `status`
// on the line above the key hints. The screen must be at least 80x24.
void draw_board(Screen& screen, const Glyphs& glyphs, const Scene& table, const Marks& marks,
                std::string_view status, const std::vector<std::string>& hints);

}  // namespace gavel::ui::auction_web
