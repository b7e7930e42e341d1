// The auctioneer's choice: sell the tile for the high bid, or buy it back for the
// bid and $1. Selling brings the bid in but gives the tile to the bidder, which
// counts against me as far as I fear them; buying back costs a dollar more than the
// bid brings but puts the tile on my island (or in the box, when mine is full).
// Keeping the tile from the bidder may tip the choice, but never so far that I pay
// more than twice what the tile is worth to me: a price the table can follow.

#include "reading.h"

namespace gavel::auctionland::scripted {

Move choose_sale(Reading& r, const std::vector<Move>& legal) {
  const AuctionlandView& v = r.view;
  const Seat buyer = v.high_bidder;
  const double sell = r.dollar * v.high_bid - r.menace[static_cast<std::size_t>(buyer)] *
                                                  r.worth(buyer, v.held, r.may_earn_bonus(buyer));
  const double mine = r.temper.greed * r.worth(r.me, v.held, r.may_earn_bonus(r.me));
  const double price = r.dollar * (v.high_bid + 1);
  const double buy_back = mine - price;
  const bool within_worth = !r.full(r.me) && price <= 2 * mine;
  for (Move move : legal) {
    if (kind_of(move) == Kind::buy_back && within_worth && buy_back > sell) return move;
  }
  return make_move(Kind::sell);
}

}  // namespace gavel::auctionland::scripted
