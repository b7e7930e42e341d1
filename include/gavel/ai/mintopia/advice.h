#pragma once
// Why the adviser (ai/adviser.h) plays a move at New Mintopia City, in one line to
// the player: what a Location could be worth against the bid, what a placing makes.

#include <string>

#include "gavel/core/state.h"
#include "gavel/games/mintopia/view.h"

namespace gavel::mintopia {

// The reason, other seats named "Seat N", or "" when there is none beyond the move.
std::string why(const MintopiaView& view, Move move);

}  // namespace gavel::mintopia
