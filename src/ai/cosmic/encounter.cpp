// Whom to attack and where, the ships to launch, invitations and the answers to them,
// and whether to have a second encounter.

#include <algorithm>

#include "reading.h"

namespace gavel::cosmic::scripted {
namespace {

// Ships an invitee or ally reckons on sending.
constexpr int ally_ships = 3;
// How far one ship moves the odds of an encounter, both cards unknown.
constexpr double ship_odds = 0.08;

// What aiming at `planet` promises: a new colony, against the ships defending it.
double planet_worth(const Reading& r, int planet) {
  const double colony = r.ships(planet, r.me) == 0 ? r.colony_worth(r.me) : 0.5;
  return colony - 0.6 * r.ships(planet, r.owner(planet));
}

// What an encounter against `seat` promises: its best planet, and its ships to the
// warp weighed by how much its gains count against me.
double target_worth(const Reading& r, Seat seat) {
  double best = -100;
  for (int k = 0; k < r.view.per_home; ++k)
    best = std::max(best, planet_worth(r, seat * r.view.per_home + k));
  return best + 2.0 * r.weight(seat);
}

double clamp_odds(double odds) {
  return std::clamp(odds, 0.02, 0.98);
}

}  // namespace

Move choose_regroup(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  // Ships freed from the warp shore up the thinnest colony, foreign ones first.
  return best_of(legal, rng, r.temper.whim, [&](Move move) {
    const int planet = payload_of(move);
    return -r.ships(planet, r.me) + (r.home(planet) ? 0.0 : 1.5);
  });
}

Move choose_destiny(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  double average = 0;
  int targets = 0;
  for (Seat seat = 0; seat < r.players; ++seat) {
    if (seat == r.me) continue;
    average += target_worth(r, seat);
    ++targets;
  }
  average /= std::max(targets, 1);
  return best_of(legal, rng, r.temper.whim, [&](Move move) {
    const int payload = payload_of(move);
    switch (kind_of(move)) {
      case Kind::against:
        return target_worth(r, payload);
      case Kind::attack_colony: {
        // Driving an intruder out of the home system costs it a foreign colony.
        const int planet = payload / 8;
        const Seat seat = payload % 8;
        return 1.5 + r.colony_worth(seat) * r.weight(seat) - 0.4 * r.ships(planet, seat);
      }
      case Kind::reestablish:
        return 4.0;  // no risk, and it counts as a successful encounter
      default:
        return average - 0.5;  // draw again: an encounter against someone, maybe
    }
  });
}

Move choose_aim(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  return best_of(legal, rng, r.temper.whim,
                 [&](Move move) { return planet_worth(r, payload_of(move)); });
}

Move choose_ships(const Reading& r, const std::vector<Move>& legal, Rng& rng, int wanted) {
  // Ships come from the colonies with the most to spare; a colony's last ship stays
  // unless nothing else can go, and a foreign colony's is dearest.
  const bool enough = r.sent(r.me) >= wanted;
  return best_of(legal, rng, r.temper.whim * 0.1, [&](Move move) {
    if (kind_of(move) == Kind::done) return enough ? 100.0 : -3.0;
    const int planet = payload_of(move);
    const int spare = r.ships(planet, r.me) - 1;
    if (spare <= 0) return r.home(planet) ? -6.0 : -15.0;
    return 1.0 + spare * (r.home(planet) ? 1.0 : 0.7);
  });
}

Move choose_launch(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  // Without an attack card a launch is a loss in waiting: one ship. A strong attack
  // or a bold temper sends all four.
  const int best = r.best_attack();
  int wanted = best < 0 ? 1 : best >= 8 ? 4 : 3;
  if (wanted == 3 && r.temper.fear < 1.0) wanted = 4;
  return choose_ships(r, legal, rng, wanted);
}

Move choose_invite(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  const bool offense = r.me == r.view.offense;
  const double odds = clamp_odds(offense_odds(r));
  const double stake = offense ? r.colony_worth(r.me) : r.ships(r.view.planet, r.me) + 2.0;
  std::array<double, max_players> worth{};
  for (Seat seat = 0; seat < r.players; ++seat) {
    const double help = ship_odds * ally_ships * stake;
    // An ally of the offense lands too; one of the defense takes rewards.
    const double gain = offense ? odds * r.colony_worth(seat) : (1 - odds) * ally_ships;
    worth[static_cast<std::size_t>(seat)] =
        help - gain * r.weight(seat) + 0.5 * (r.temper.fondness - 1);
  }
  return best_of(legal, rng, r.temper.whim, [&](Move move) {
    double score = 0;
    for (Seat seat = 0; seat < r.players; ++seat) {
      if ((payload_of(move) & (1 << seat)) != 0) score += worth[static_cast<std::size_t>(seat)];
    }
    return score;
  });
}

Move choose_answer(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  const double odds = clamp_odds(offense_odds(r));
  const double shift = ship_odds * ally_ships;
  const double with_offense = clamp_odds(odds + shift);
  const double with_defense = clamp_odds(odds - shift);
  const int planet = r.view.planet;
  const double colony = r.ships(planet, r.me) == 0 ? r.colony_worth(r.me) : 0.5;
  // What the main players gain from my help counts against me by their weight.
  const double offense_gain = r.colony_worth(r.view.offense) * r.weight(r.view.offense);
  const double defense_loss = r.ships(planet, r.view.defense) * r.weight(r.view.defense);
  const double friendly = 1.2 * (r.temper.fondness - 1);
  return best_of(legal, rng, r.temper.whim, [&](Move move) {
    if (kind_of(move) == Kind::decline) return 0.0;
    if (static_cast<Side>(payload_of(move)) == Side::offense) {
      return with_offense * colony - (1 - with_offense) * ally_ships - shift * offense_gain +
             shift * defense_loss + friendly;
    }
    return (1 - with_defense) * ally_ships * 0.9 - with_defense * ally_ships +
           shift * offense_gain - shift * defense_loss + friendly;
  });
}

Move choose_ally_ships(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  // A defensive ally earns a reward a ship; an offensive one sends all it can spare
  // when the offense looks strong.
  const bool offense = r.side_of(r.me) == Side::offense;
  const int wanted = offense ? (offense_odds(r) > 0.5 ? 4 : 2) : 3;
  return choose_ships(r, legal, rng, wanted);
}

Move choose_second(const Reading& r, const std::vector<Move>& legal) {
  // Another encounter while a good attack remains; a bolder rival settles for less.
  const double good = 4.0 + 5.0 * r.temper.fear;
  const bool near_win = r.foreign(r.me) + 1 >= r.view.to_win;
  const bool again = r.best_attack() >= good || (near_win && r.best_attack() >= 0) ||
                     (r.encounter_cards() >= 4 && r.best_attack() >= 6);
  const Kind wanted = again ? Kind::encounter_again : Kind::end_turn;
  for (Move move : legal) {
    if (kind_of(move) == wanted) return move;
  }
  return legal.front();
}

}  // namespace gavel::cosmic::scripted
