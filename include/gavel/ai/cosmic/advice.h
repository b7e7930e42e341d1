#pragma once
// Why the adviser (ai/adviser.h) plays a move at Cosmic Encounter, in one line to the
// player: a card's total against what the other side likely holds, the ships a
// colony can spare.

#include <string>

#include "gavel/core/state.h"
#include "gavel/games/cosmic/view.h"

namespace gavel::cosmic {

// The reason, other seats named "Seat N", or "" when there is none beyond the move.
std::string why(const CosmicView& view, Move move);

}  // namespace gavel::cosmic
