// The rival's alien: which of its two to keep, and whether to use the powers that ask
// (the Trader's swap, the Loser's upset). The other powers act by themselves.

#include <array>

#include "reading.h"

namespace gavel::cosmic::scripted {
namespace {

// How much each power helps a player who plays it plainly, in ships an encounter:
// the ones that add to every total first, the situational ones after.
constexpr std::array<double, alien_count> plain_alien_worth = {
    4.0,  // Human
    2.5,  // Warpish
    3.5,  // Virus
    3.0,  // Tripler
    3.5,  // Macron
    2.0,  // Pacifist
    3.5,  // Zombie
    3.0,  // Oracle
    1.5,  // Trader
    2.0,  // Loser
    2.5,  // Mutant
    3.0,  // Warrior
    2.0,  // Parasite
    2.5,  // Mind
};

// The traits tilt the choice: greed wants powers that pile up, nerve fears losing
// ships, a fond rival likes joining others, a whimsical one the tricky powers.
double taste(const Reading& r, Alien alien) {
  switch (alien) {
    case Alien::warrior:
    case Alien::mutant:
      return r.temper.greed - 1.0;
    case Alien::zombie:
    case Alien::oracle:
    case Alien::mind:
      return r.temper.fear - 1.0;
    case Alien::parasite:
      return r.temper.fondness - 1.0;
    case Alien::trader:
    case Alien::loser:
      return r.temper.whim;
    default:
      return 0.0;
  }
}

}  // namespace

Move choose_alien(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  return best_of(legal, rng, r.temper.whim, [&](Move move) {
    const auto alien = static_cast<Alien>(payload_of(move));
    return plain_alien_worth[static_cast<std::size_t>(alien)] + taste(r, alien);
  });
}

// The Trader swaps for the bigger hand when its own holds no good attack; the Loser
// calls an upset when its lowest attack is low and its best one would not win anyway.
Move choose_power(const Reading& r, const std::vector<Move>& legal) {
  const auto& view = r.view;
  const Seat other = view.offense == r.me ? view.defense : view.offense;
  bool use = false;
  if (view.aliens[r.me] == static_cast<int>(Alien::trader)) {
    const int mine = view.hand_sizes[r.me];
    const int theirs = view.hand_sizes[other];
    use = theirs > mine + 1 || (theirs >= mine && r.best_attack() < 8);
  } else {
    int lowest = 99;
    for (const Card& card : view.hand) {
      if (card.kind == CardKind::attack && card.value < lowest) lowest = card.value;
    }
    use = lowest <= 4 && r.best_attack() < 12;
  }
  for (Move move : legal) {
    if (payload_of(move) == (use ? 1 : 0)) return move;
  }
  return legal.front();
}

}  // namespace gavel::cosmic::scripted
