#pragma once
// The Cosmic Encounter board: the galaxy as the human seat sees it, and the keys that
// play it. Everything it draws comes from that seat's CosmicView and the log that
// seat reads, so it never shows a hand, a face-down card or a hidden tech the seat was
// not shown; the state is asked only for the legal moves, their notation, the log
// and, at the end, the standings.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/core/match.h"
#include "gavel/games/cosmic/view.h"
#include "gavel/ui/boards.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/screen.h"
#include "gavel/ui/table.h"

namespace gavel::ui::cosmic {

// Plays `match` from wherever it is, the human at settings.human and agents in the
// other seats, until the game is over (after the end screen) or the player leaves.
// Returns 0, or interrupted_status (title.h) when Key::interrupt stopped it.
int play_board(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings);

// The board as the ui layer lists it (ui/boards.h).
ChapterBoard board();

// What the board draws: one seat's view and that seat's log, nothing else.
struct Scene {
  const gavel::cosmic::CosmicView& view;
  const std::vector<std::string>& log;     // that seat's, rivals named, with their table talk
  const std::vector<LineSource>& sources;  // by log line: who acted, on whom, who said it
  const std::vector<Sitter>& sitters;      // by seat
  std::uint64_t seed = 0;
  std::size_t new_from = 0;  // log lines from here on came since the player last chose
  // The view when the player last chose: planets whose ships changed since are
  // marked. None marks nothing.
  const gavel::cosmic::CosmicView* before = nullptr;
  std::optional<RunStanding> run;
  int card = -1;  // the card of the hand picked out (its text is shown), or -1
  // What the answer under a question's cursor means (an alien's power, a tech), shown
  // instead of the card's text when set.
  std::string about;
};

// Draws the whole board: each player's home system with the ships of every colour on
// its planets, the encounter (destiny, the gate, both sides, the cards and totals as
// far as they are known), the warp, your hand with the text of the card picked out,
// the newest log lines (`log_columns` > 0 keeps them left of a question box),
// `status` and the key hints. The screen must be at least 80x24.
void draw_board(Screen& screen, const Glyphs& glyphs, const Scene& table, std::string_view status,
                const std::vector<std::string>& hints, int log_columns = 0);

}  // namespace gavel::ui::cosmic
