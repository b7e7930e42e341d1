#pragma once
// Moves no beginner would make at Auctionland. The scripted rival never makes one,
// not even in a careless moment, and the board never proposes one under Enter.

#include "gavel/core/state.h"
#include "gavel/games/auctionland/view.h"

namespace gavel::auctionland {

// Whether `move`, made by the seat whose view this is, is a blunder:
// - a bid of more than three times what the tile is worth to you and $4 more
//   (own_tile_value in prices.h);
// - buying back a tile when your island is full, which pays the bid and $1 to send
//   the tile to the box.
bool is_blunder(const AuctionlandView& view, Move move);

}  // namespace gavel::auctionland
