#pragma once
// Moves no beginner would make at Auctionland. The scripted rival never makes one,
// not even in a careless moment, and the board never proposes one under Enter.

#include <optional>
#include <string>

#include "gavel/core/state.h"
#include "gavel/games/auctionland/view.h"

namespace gavel::auctionland {

// Whether `move`, made by the seat whose view this is, is a blunder:
// - a bid of more than three times what the tile is worth to you and $4 more
//   (own_tile_value in prices.h);
// - buying back a tile when your island is full, which pays the bid and $1 to send
//   the tile to the box.
bool is_blunder(const AuctionlandView& view, Move move);

// What `tile` (the one held, when not given) adds to the seat's island at its best
// place and turn, in points, each icon on it counted as icon_worth: a plain measure
// of a bid, which a player can check on the board.
inline constexpr int icon_worth = 5;
int tile_points(const AuctionlandView& view, int tile);
inline int tile_points(const AuctionlandView& view) {
  return view.held < 0 ? 0 : tile_points(view, view.held);
}

// The question to ask before `move`, when it is grave: a bid of more than twice
// tile_points and $2 more, money gone for good if it wins.
std::optional<std::string> grave(const AuctionlandView& view, Move move);
// Whether a bid of `amount` on the tile up for auction is that grave.
bool bid_past_worth(const AuctionlandView& view, int amount);

}  // namespace gavel::auctionland
