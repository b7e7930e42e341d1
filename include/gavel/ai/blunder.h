#pragma once
// What a beginner should never do, and what a player should think twice about,
// whatever the chapter: each chapter that has rivals names its own blunders and grave
// moves in one place (include/gavel/ai/<chapter>/blunder.h); elsewhere there are none.

#include <optional>
#include <string>

#include "gavel/core/state.h"

namespace gavel {

// A move no beginner would make: the rivals never make one, and the adviser never
// proposes one.
bool is_blunder(const View& view, Move move);

// A move that loses the game, hands a rival the win or cannot be undone (a colony's
// last ship sent away, a deal that gives a rival its winning colony, accepting what
// a rival offers): the question a board asks before playing it, in the words of the
// seat whose view this is ("Send your last ship from R2? The colony is lost."),
// other seats named "Seat N". Nothing for a move played without asking.
std::optional<std::string> grave(const View& view, Move move);

}  // namespace gavel
