#pragma once
// Why the adviser (ai/adviser.h) plays a move at Auction Auction, in one line to the
// player: the bid a house likely needs, what a lot does for the hand.

#include <string>

#include "gavel/core/state.h"
#include "gavel/games/auction_auction/view.h"

namespace gavel::auction_auction {

// The reason, other seats named "Seat N", or "" when there is none beyond the move.
std::string why(const AuctionView& view, Move move);

}  // namespace gavel::auction_auction
