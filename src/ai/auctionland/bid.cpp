// A bidding turn: raise or pass.
//
// A bid follows what the tile is worth to me on my own island, shaded by nerve, so a
// price rises for reasons the table can see. Only a bluffer goes past that, by a few
// dollars at most, and only where the bid will probably stand: a speculation that
// the auctioneer must buy the tile back dearly.
//
// A bid that will probably stand ends one of two ways: the auctioneer sells the tile
// for it, or buys it back and pays the bid and $1. So it is worth either the tile
// less its price or a payout, by the chance that buying back pays the auctioneer,
// who weighs the tile against twice the bid and $1. While a keener bidder is still
// in, the least raise will do, up to my worth.

#include <algorithm>
#include <cmath>

#include "reading.h"

namespace gavel::auctionland::scripted {
namespace {

// How sure the rival is of the auctioneer's sums, in dollars.
constexpr double doubt = 1.5;
// How likely a buy-back must look before a bluffer bids past its worth on it.
constexpr double speculation_odds = 0.5;

}  // namespace

Seat taker_without_me(Reading& r) {
  const AuctionlandView& v = r.view;
  if (v.high_bidder >= 0 && v.high_bidder != r.me) return v.high_bidder;
  Seat keenest = v.auctioneer;
  double most = 1;  // a bid is at least $1
  for (Seat s = 0; s < r.players; ++s) {
    if (s == r.me || s == v.auctioneer || r.seat(s).out || r.full(s)) continue;
    const double w = r.willing(s, v.held);
    if (w >= most) {
      most = w;
      keenest = s;
    }
  }
  return keenest;
}

double lot_value(Reading& r) {
  return r.temper.greed * r.worth(r.me, r.view.held, r.may_earn_bonus(r.me));
}

Move choose_bid(Reading& r, const std::vector<Move>& legal, Rng& rng) {
  const AuctionlandView& v = r.view;
  const int tile = v.held;
  const Seat auctioneer = v.auctioneer;
  const Seat taker = taker_without_me(r);
  const double mine = lot_value(r);
  // Keeping the tile from its taker decides whether to bid at all, never how far.
  const double lost =
      r.menace[static_cast<std::size_t>(taker)] * r.worth(taker, tile, r.may_earn_bonus(taker));
  // In dollars: never past what the tile is worth to me, shaded by nerve. At two
  // seats, where the other buy surely comes my way, nor past what the money would
  // buy in the market where I must go without that buy. (At four seats the bound made
  // a rival no stronger in sim, counted in full it made it weaker, and pricing the
  // market for every seat at every bid cut the games a second by more than half.)
  double ceiling = r.temper.reach * mine / r.dollar;
  if (r.players == 2) {
    const Reading::Alternative other = r.alternative();
    const double money = r.money[static_cast<std::size_t>(r.me)];
    if (other.rate > 0)
      ceiling = std::min(ceiling, std::max(money - other.price, mine / other.rate));
  }
  const int high = v.high_bidder >= 0 ? v.high_bid : 0;

  // Will someone raise the least raise? The leader comes back in when outbid.
  bool contested = false;
  for (Seat s = 0; s < r.players; ++s) {
    if (s == r.me || s == auctioneer || r.full(s)) continue;
    if (r.seat(s).out && s != v.high_bidder) continue;
    contested = contested || r.willing(s, v.held) >= high + 2;
  }
  if (contested) {
    if (high + 1 <= ceiling) return make_move(Kind::bid, high + 1);
    return make_move(Kind::pass);
  }

  // My bid will probably stand: weigh each amount by how the auctioneer answers it.
  const double theirs =
      r.full(auctioneer) ? 0.0 : r.worth(auctioneer, tile, r.may_earn_bonus(auctioneer));
  const double keep = theirs / r.their_dollar;  // dollars buying back is worth to them
  const double their_money = r.money[static_cast<std::size_t>(auctioneer)];
  const bool money_seen = r.seat(auctioneer).money != hidden_money;
  const double buy_back_cost = r.menace[static_cast<std::size_t>(auctioneer)] * theirs;
  const double passing = -lost;
  BestMove best(rng, r.temper.whim);
  for (Move move : legal) {
    if (kind_of(move) != Kind::bid) continue;
    const int bid = first_of(move);
    if (bid > ceiling + r.temper.push) break;  // bids rise through the list
    const double afford = money_seen ? (their_money >= bid + 1 ? 1.0 : 0.0)
                                     : logistic((their_money - bid - 0.5) / doubt);
    const double bought_back = afford * logistic((keep - (2 * bid + 1)) / doubt);
    // Past my worth the bid is a speculation on the buy-back, made only on good odds.
    if (bid > ceiling && bought_back < speculation_odds) continue;
    const double outcome = (1 - bought_back) * (mine - r.dollar * bid) +
                           bought_back * (r.dollar * (bid + 1) - buy_back_cost);
    best.offer(move, outcome);
  }
  if (best.empty() || best.score() <= passing) return make_move(Kind::pass);
  return best.move();
}

}  // namespace gavel::auctionland::scripted
