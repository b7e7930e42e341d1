// The encounter card to lay and the rewards of a defensive ally.

#include <algorithm>

#include "reading.h"

namespace gavel::cosmic::scripted {
Move choose_card(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  const CosmicView& v = r.view;
  const bool offense = r.me == v.offense;
  const Seat other = offense ? v.defense : v.offense;
  const Side my_side = offense ? Side::offense : Side::defense;
  // The other side's total before its card, as the rules will count it.
  const int theirs = r.total_with(offense ? Side::defense : Side::offense, 0);
  const int planet = v.planet;
  // What winning is worth against losing, and the ships a lost encounter costs me.
  double stake = 0;
  int at_risk = 0;
  if (offense) {
    stake = (r.ships(planet, r.me) == 0 ? r.colony_worth(r.me) : 0.5) + r.sent(r.me) +
            r.ships(planet, other) * r.weight(other);
    at_risk = r.sent(r.me);
  } else {
    stake = r.ships(planet, r.me) + 2.0 +
            (r.ships(planet, other) == 0 ? r.colony_worth(other) * r.weight(other) : 0.0);
    at_risk = r.ships(planet, r.me);
  }
  const double compensation = 0.6 * at_risk;
  const double deal = 0.35 * stake - 1.0;
  const double they_negotiate = r.negotiates(other);
  // Ties go to the defense: the offense must beat the other total, the defense meet it.
  const int edge = offense ? 1 : 0;
  return best_of(legal, rng, r.temper.whim, [&](Move move) {
    // A Kicker multiplies an attack's value or a negotiate's compensation; it is kept
    // for a play where that turns the encounter, since it is spent either way.
    const bool kicked = kind_of(move) == Kind::play_kicked;
    const Card* card = r.card(kicked ? payload_of(move) / 8 : payload_of(move));
    const int times = kicked ? payload_of(move) % 8 : 1;
    const double kicker_cost = kicked ? r.temper.thrift * 6 + 0.5 : 0.0;
    if (card == nullptr) return -100.0;
    switch (card->kind) {
      case CardKind::attack: {
        const int mine = r.total_with(my_side, card->value * times);
        const double wins = r.best_at_most(mine - theirs - edge, other);
        return ((1 - they_negotiate) * wins + they_negotiate) * stake -
               r.temper.thrift * std::max(card->value, 0) - kicker_cost;
      }
      case CardKind::negotiate: {
        // A Crooked Deal: one more compensation card, and a failed deal costs a ship less.
        const bool crooked = card->value == 1;
        const double comp = (compensation + (crooked ? 0.6 : 0.0)) * times;
        return (1 - they_negotiate) * comp + they_negotiate * (deal + (crooked ? 1.0 : 0.0)) -
               r.temper.thrift * 5 - kicker_cost;
      }
      case CardKind::morph: {
        const bool wins = r.total_with(my_side, 0) - theirs >= edge;
        return (1 - they_negotiate) * (wins ? stake : 0.0) + they_negotiate * deal -
               r.temper.thrift * 20 - kicker_cost;
      }
      default:
        return -100.0;
    }
  });
}

Move choose_reward(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  // Cards when the hand is thin, ships when the warp holds many, else the Reward
  // deck's stronger cards.
  const int hand = r.view.hand_sizes[r.me];
  return best_of(legal, rng, r.temper.whim * 0.2, [&](Move move) {
    const int payload = payload_of(move);
    if (kind_of(move) == Kind::reward_lucre) return 1.2;  // an invested Lucre from the planet
    if (payload == 0) return 0.6 * (7 - hand);
    if (payload == 1) return r.view.reward_deck > 0 ? 1.5 * r.temper.greed : 0.5;
    const int planet = payload - 2;
    return 0.6 * r.warp(r.me) - 1.5 - 0.05 * r.ships(planet, r.me);
  });
}

}  // namespace gavel::cosmic::scripted
