#pragma once
// Why the adviser (ai/adviser.h) plays a move at Auction Web, in one line to the
// player: what a bid can beat, what a pass keeps, what a draw fills.

#include <string>

#include "gavel/core/state.h"
#include "gavel/games/auction_web/view.h"

namespace gavel::auction_web {

// The reason, other seats named "Seat N", or "" when there is none beyond the move.
std::string why(const AuctionWebView& view, Move move);

}  // namespace gavel::auction_web
