// The open auction: bidding alone or with a neighbour, answering a neighbour's
// proposal, sharing a Location won alone, and raising over the AI card.
//
// The rival raises by the least it can, so a price climbs for reasons the table can
// see, and never past what the Location is worth to it, shaded by nerve. Alone it
// pays everything but chooses the zone; with a neighbour it asks them to put in as
// much as it reckons they would, judging them at an even temper, and pays the rest.

#include <algorithm>
#include <array>
#include <cmath>

#include "gavel/ai/mintopia/blunder.h"
#include "reading.h"

namespace gavel::mintopia::scripted {
namespace {

// What an even-tempered neighbour would put in at most for `location` in `zone`.
int willing_share(const Reading& r, Seat neighbour, int zone, int location) {
  const double worth = r.worth(neighbour, zone, location);
  if (worth <= 0) return 0;
  const double reach = Temper(Traits{}).reach;
  const double most = std::floor(reach * worth / r.dollar(neighbour));
  return static_cast<int>(std::min<double>(most, r.mints(neighbour)));
}

// The zone a seat shares with `other`, its neighbour.
int shared_zone(const Reading& r, Seat seat, Seat other) {
  return other == (seat + 1) % r.players ? r.zone_with(seat, left_side_code)
                                         : r.zone_with(seat, right_side_code);
}

// What the winning bid is worth to me if it stands and I am in it: the zone it
// goes to, less what I put in.
double standing_bid(const Reading& r) {
  const Bid& bid = r.view.bid;
  const int location = r.view.lot;
  const int zone =
      bid.partner == nobody ? r.best_zone(r.me, location) : shared_zone(r, bid.leader, bid.partner);
  const int puts = bid.leader == r.me ? bid.leader_puts : bid.partner_puts;
  return r.worth(r.me, zone, location) - r.dollar(r.me) * puts;
}

}  // namespace

Move choose_bid(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  const MintopiaView& v = r.view;
  const int location = v.lot;
  const int target = std::max(v.bid.total, v.ai_bid) + 1;
  const double dollar = r.dollar(r.me);
  const Move withdraw = make_move(Kind::withdraw);
  const bool may_withdraw = offered(legal, withdraw);

  // Every way to make the least raise, with what it leaves me and whether it stays
  // within what the Location is worth to me.
  struct Way {
    Move move;
    double value;
    bool within;
  };
  std::array<Way, 3> ways{};
  std::size_t count = 0;
  const double alone = r.worth(r.me, r.best_zone(r.me, location), location);
  ways[count++] = {make_move(Kind::bid, target), alone - dollar * target,
                   dollar * target <= r.temper.reach * alone};
  if (v.mode == Mode::ring) {
    for (const int side : {left_side_code, right_side_code}) {
      const Seat other =
          side == left_side_code ? (r.me + 1) % r.players : (r.me + r.players - 1) % r.players;
      const int zone = r.zone_with(r.me, side);
      const int theirs = std::min(willing_share(r, other, zone, location), target - 1);
      if (theirs < 1) continue;
      const int mine = target - theirs;
      const double worth = r.worth(r.me, zone, location) * (1.0 + r.temper.fondness);
      ways[count++] = {make_move(Kind::propose, mine, theirs, side), worth - dollar * mine,
                       dollar * mine <= r.temper.reach * worth};
    }
  }

  if (v.mode == Mode::duel_against_ai) {
    // The AI card rolls once the players are done: it withdraws, or it raises over
    // the Current Bid and the winner must top that. So every Mint the two players
    // push the price up is paid again to beat the card: count its coming raise.
    const double withdraws = r.ai_withdraws();
    const double beat_card = target + r.ai_raise() + 1;
    Way& way = ways[0];
    way.value = alone - dollar * (withdraws * target + (1 - withdraws) * beat_card);
    // Outbidding the other player only feeds the card: leave that to the card.
    way.within = dollar * beat_card <= r.temper.reach * alone && !feeds_the_card(v);
  }
  BestMove best(rng, r.temper.whim);
  for (std::size_t at = 0; at < count; ++at) {
    const Way& way = ways[at];
    if (!offered(legal, way.move)) continue;
    // The Auctioneer must open somehow, worth it or not.
    if (way.within || !may_withdraw) best.offer(way.move, way.value);
  }
  if (may_withdraw) best.offer(withdraw, 0.0);
  if (!best.empty()) return best.move();
  return may_withdraw ? withdraw : legal.front();
}

Move choose_answer(const Reading& r, const std::vector<Move>& legal) {
  const MintopiaView& v = r.view;
  const Move accept = make_move(Kind::accept);
  const Move refuse = make_move(Kind::refuse);
  const int zone = shared_zone(r, r.me, v.proposal.from);
  // A fond rival thinks better of a partnership; the grudge is in the weights: a
  // Location shared with the leader helps me little.
  const double yes =
      r.worth(r.me, zone, v.lot) * (1.0 + r.temper.fondness) - r.dollar(r.me) * v.proposal.yours;
  // Refusing leaves me where I stand: in the winning bid, which may yet be outbid,
  // or outside it.
  const double no = v.bid.includes(r.me) ? 0.6 * standing_bid(r) : 0.0;
  const bool within = r.dollar(r.me) * v.proposal.yours <=
                      r.temper.reach * r.worth(r.me, zone, v.lot) * (1.0 + r.temper.fondness);
  const Move first = yes > no && within ? accept : refuse;
  if (offered(legal, first)) return first;
  return first == accept ? refuse : accept;
}

Move choose_share(const Reading& r, const std::vector<Move>& legal) {
  const int left = r.zone_with(r.me, left_side_code);
  const int right = r.zone_with(r.me, right_side_code);
  const bool rightwards = r.outcome(r.me, right, r.view.lot) > r.outcome(r.me, left, r.view.lot);
  const Move first = make_move(Kind::share, 0, 0, rightwards ? right_side_code : left_side_code);
  if (offered(legal, first)) return first;
  return legal.front();
}

Move choose_ai_answer(const Reading& r, const std::vector<Move>& legal) {
  const MintopiaView& v = r.view;
  const int target = std::max(v.bid.total, v.ai_bid) + 1;
  const double worth = r.worth(r.me, r.me, v.lot);
  const Move raise = make_move(Kind::bid, target);
  const Move pass = make_move(Kind::pass);
  const bool wanted = r.dollar(r.me) * target <= r.temper.reach * worth;
  const Move first = wanted ? raise : pass;
  if (offered(legal, first)) return first;
  return offered(legal, pass) ? pass : legal.front();
}

}  // namespace gavel::mintopia::scripted
