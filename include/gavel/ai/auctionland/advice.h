#pragma once
// Why the adviser (ai/adviser.h) plays a move at Auctionland, in one line to the
// player: what a tile adds to the island, against what it costs.

#include <string>

#include "gavel/core/state.h"
#include "gavel/games/auctionland/view.h"

namespace gavel::auctionland {

// The reason, other seats named "Seat N", or "" when there is none beyond the move.
std::string why(const AuctionlandView& view, Move move);

}  // namespace gavel::auctionland
