#pragma once
// What Auction Web's rules tests share: a hand of every value, round 1's properties
// turned up, and a seat's view as Auction Web's own.

#include <string>

#include "gavel/core/state.h"
#include "gavel/games/auction_web/view.h"

namespace gavel::testing {

// One card of each value, 0 to 6, in the notation of "dealt" lines.
inline const std::string hand_of_every_value = "0a 1a 2a 3a 4a 5a 6a";

// The chance lines that turn up round 1: Pachinko (a), Litcoin ATM (b), Near Meat
// Burger (c) and Mochi Waterfall (d).
inline const std::string round_one_properties =
    "chance: turn up Pachinko #1\n"
    "chance: turn up Litcoin ATM #1\n"
    "chance: turn up Near Meat Burger\n"
    "chance: turn up Mochi Waterfall\n";

inline auction_web::AuctionWebView auction_web_view(const State& state, Seat seat) {
  const auto view = state.view(seat);
  return dynamic_cast<const auction_web::AuctionWebView&>(*view);
}

}  // namespace gavel::testing
