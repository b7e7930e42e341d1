// The market: which tile to take to build (or as a Bonus tile), and which to put up
// for auction. Taking the tile at position k costs $1 on each of the k-1 tiles
// before it and brings in the money lying on it.

#include <algorithm>
#include <array>
#include <cmath>

#include "reading.h"

namespace gavel::auctionland::scripted {
namespace {

// Part of the leader's gain a grudge counts when taking a tile to build: the leader
// would not surely have had it.
constexpr double denial_share = 0.3;

// How an auction of `tile` would probably end, seen from the auctioneer's seat
// after taking it with `money` dollars in hand: what I end up with in points.
double auction_outcome(Reading& r, int tile, double money) {
  const double mine =
      r.full(r.me) ? 0.0 : r.temper.greed * r.worth(r.me, tile, r.may_earn_bonus(r.me));
  // The keenest bidder and the runner-up, by what each would pay.
  Seat keenest = -1;
  double first = 0, second = 0;
  for (Seat s = 0; s < r.players; ++s) {
    if (s == r.me || r.full(s)) continue;
    const double w = r.willing(s, tile);
    if (w > first) {
      second = first;
      first = w;
      keenest = s;
    } else {
      second = std::max(second, w);
    }
  }
  if (keenest < 0 || first < 1) return mine;  // nobody bids: I build it free
  double price = 0;
  if (second >= 1) {
    price = std::min(first, std::floor(second) + 1);
  } else {
    // A lone bidder bids once: enough that I would rather sell, if it can pay that
    // much; otherwise $1, happy to be bought out.
    const double sell_from = std::ceil((mine / r.dollar - 1) / 2 + 0.5);
    price = first >= sell_from ? std::max(1.0, sell_from) : 1.0;
  }
  const double sell = r.dollar * price - r.menace[static_cast<std::size_t>(keenest)] *
                                             r.worth(keenest, tile, r.may_earn_bonus(keenest));
  if (money < price + 1) return sell;
  return std::max(sell, mine - r.dollar * (price + 1));
}

}  // namespace

Move choose_take(Reading& r, const std::vector<Move>& legal, Rng& rng) {
  const bool bonus = r.may_earn_bonus(r.me);
  const double spite =
      r.leader >= 0 ? denial_share * r.menace[static_cast<std::size_t>(r.leader)] : 0.0;
  BestMove best(rng, r.temper.whim);
  for (Move move : legal) {
    const int index = first_of(move);
    const int tile = r.view.market[static_cast<std::size_t>(index)].tile;
    double score = r.temper.greed * r.worth(r.me, tile, bonus) + r.dollar * r.take_dollars(index);
    if (spite > 0) score += spite * r.worth(r.leader, tile, r.may_earn_bonus(r.leader));
    best.offer(move, score);
  }
  return best.move();
}

Move choose_auction(Reading& r, const std::vector<Move>& legal, Rng& rng) {
  BestMove best(rng, r.temper.whim);
  for (Move move : legal) {
    const int index = first_of(move);
    const int tile = r.view.market[static_cast<std::size_t>(index)].tile;
    const int dollars = r.take_dollars(index);
    const double money = r.money[static_cast<std::size_t>(r.me)] + dollars;
    best.offer(move, auction_outcome(r, tile, money) + r.dollar * dollars);
  }
  return best.move();
}

}  // namespace gavel::auctionland::scripted
