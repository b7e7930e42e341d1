#pragma once
// The scripted Auction Auction rival's choices, one function a kind of decision;
// scripted.cpp picks by the view's step. Each returns a move of `legal`.

#include <vector>

#include "reading.h"

namespace gavel::auction_auction::scripted {

// The legal move nearest to what the rival wants: `wanted` itself, else the same kind
// (and house) with the nearest amount, else `fallback`, else the first.
Move nearest(const std::vector<Move>& legal, Move wanted, Move fallback);

// An offer the rival would make to `to` now: what it gives, promises and asks.
struct Offer {
  int give = 0;
  Term promise;
  Term ask;
};
// The seat the rival means to take aside in this talk turn, or nobody.
Seat deal_partner(const Reading& reading);
Offer offer_to(const Reading& reading, Seat to);
// What an offer made to the rival is worth to it, in dollars; it accepts at 0 or more.
double offer_worth(const Reading& reading, const Deal& deal);

Move choose_talk(const Reading& reading, const std::vector<Move>& legal);
Move choose_deal_step(const Reading& reading, const std::vector<Move>& legal);
Move choose_answer(const Reading& reading, const std::vector<Move>& legal);
Move choose_access(const Reading& reading, const std::vector<Move>& legal);
Move choose_lot_bid(const Reading& reading, const std::vector<Move>& legal);

}  // namespace gavel::auction_auction::scripted
