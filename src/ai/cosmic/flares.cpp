// The flares a rival plays: one a turn at most, and the card stays in its hand, so a
// flare costs only the chance of another in the same encounter. After the reveal it
// plays one that turns a lost attack into a won one (or, as the Zombie's, saves its
// ships from a loss); before Planning, one that shows it the other side's card or
// hand, swaps a poor hand for a bigger one, or sends more ships to a side likely to
// win.

#include <algorithm>

#include "reading.h"

namespace gavel::cosmic::scripted {
namespace {

// What a flare after the reveal adds to my side's total.
int added(const Reading& r, Alien alien, bool super) {
  const CosmicView& v = r.view;
  const Seat me = r.me;
  const bool offense = me == v.offense;
  const int own = offense ? r.sent(me) : r.ships(v.planet, me);
  const int index = offense ? 0 : 1;
  const int value = v.revealed.size() == 2 ? v.revealed[static_cast<std::size_t>(index)].value : 0;
  switch (alien) {
    case Alien::human:
      return super ? 4 : 2;
    case Alien::warpish: {
      int all = 0;
      for (Seat seat = 0; seat < r.players; ++seat)
        all += r.warp(seat);
      return super ? all : r.warp(me);
    }
    case Alien::virus:
      return super ? (r.side_ships(r.side_of(me)) - own) * (value - 1) : own;
    case Alien::tripler:
      return super ? (value < 10 ? 0 : value * 3 - (value + 2) / 3) : value;
    case Alien::macron:
      return r.sent(me);
    case Alien::warrior:
      return super ? v.points[me] : r.foreign(me);
    default:
      return 0;
  }
}

bool losing(const Reading& r, Side mine) {
  return mine != Side::none && r.view.totals[1] + r.view.totals[2] > 0 &&
         !wins(mine, margin(r, mine), r.view.upset);
}

}  // namespace

double flare_score(const Reading& r, const Card& flare, int target) {
  const CosmicView& v = r.view;
  const auto alien = static_cast<Alien>(flare.value);
  const bool super = v.aliens[r.me] == flare.value;
  const Side mine = r.side_of(r.me);
  const Seat other = r.me == v.offense ? v.defense : v.offense;
  switch (alien) {
    case Alien::human:
    case Alien::warpish:
    case Alien::virus:
    case Alien::tripler:
    case Alien::warrior:
    case Alien::macron: {
      if (alien == Alien::macron && super) return r.me == v.offense ? 1.5 : -1.0;  // 2 ships
      if (mine == Side::none || v.upset) return -1.0;
      const int gain = added(r, alien, super);
      const int by = margin(r, mine);
      if (!wins(mine, by, false) && wins(mine, by + gain, false)) return 6.0;
      return gain > 0 && wins(mine, by, false) ? 0.3 : -1.0;
    }
    case Alien::loser:
      if (v.phase == Phase::reinforce) {  // its Super, having seen the cards
        return losing(r, mine) && wins(mine, margin(r, mine), true) ? 6.0 : -1.0;
      } else {
        int lowest = 99;
        for (const Card& card : v.hand) {
          if (card.kind == CardKind::attack) lowest = std::min(lowest, card.value);
        }
        return lowest <= 4 && r.best_attack() < 12 ? 1.5 : -1.0;
      }
    case Alien::pacifist:
      return super ? 2.0 : 1.0;  // more cards, at no cost
    case Alien::zombie: {
      const bool lost_negotiate =
          v.revealed.size() == 2 &&
          v.revealed[r.me == v.offense ? 0u : 1u].kind == CardKind::negotiate &&
          v.revealed[r.me == v.offense ? 1u : 0u].kind == CardKind::attack;
      if (!losing(r, mine) && !lost_negotiate) return -1.0;
      return super ? 0.5 * (r.side_ships(mine) - r.sent(r.me)) : 2.0;
    }
    case Alien::oracle:
      return super ? 0.5 : 2.0;
    case Alien::mind:
      return 1.0;
    case Alien::trader: {
      const Seat named = Target::seat_of(target);  // its Super names the hand
      const Seat with = named == nobody ? other : named;
      const int theirs = v.hand_sizes[with];
      const int ours = v.hand_sizes[r.me] - 1;  // the flare stays
      if (r.best_attack() >= 12) return -2.0;
      return 0.5 * (theirs - ours) + (r.best_attack() < 8 ? 1.0 : 0.0);
    }
    case Alien::mutant:
      return 1.0;  // two cards, or a hand of ten
    case Alien::parasite: {
      const double odds = offense_odds(r);
      return (mine == Side::offense ? odds : 1.0 - odds) > 0.55 ? 1.0 : -1.0;
    }
  }
  return -1.0;
}

}  // namespace gavel::cosmic::scripted
