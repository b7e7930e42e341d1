#pragma once
// The scripted Cosmic Encounter rival's reading of one view: who holds what, how near
// each seat is to the win, what a colony is worth, and the odds of the other side's
// card from the attack cards not yet seen. Nothing is kept between decisions.

#include <array>
#include <vector>

#include "gavel/ai/best_move.h"
#include "gavel/ai/traits.h"
#include "gavel/core/rng.h"
#include "gavel/games/cosmic/moves.h"
#include "gavel/games/cosmic/view.h"

namespace gavel::cosmic::scripted {

// The traits as the numbers the strategy multiplies by.
struct Temper {
  explicit Temper(const Traits& traits);

  double greed;     // scales a colony and the Reward deck for itself
  double fear;      // how many of the other side's attack cards it reckons with (nerve)
  double whim;      // how far taste may sway a close choice (bluff)
  double thrift;    // what spending one point of attack costs it (patience)
  double spite;     // weight of the leader's and intruders' gains against its own (grudge)
  double fondness;  // readiness to ally and to deal (partner affinity)
};

class Reading {
 public:
  Reading(const CosmicView& view, const Traits& traits);

  const CosmicView& view;
  Temper temper;
  Seat me = 0;
  int players = 0;

  int ships(int planet, Seat seat) const {
    return view.planets[static_cast<std::size_t>(planet)][static_cast<std::size_t>(seat)];
  }
  Seat owner(int planet) const { return planet / view.per_home; }
  bool home(int planet) const { return owner(planet) == me; }
  int foreign(Seat seat) const { return foreign_[static_cast<std::size_t>(seat)]; }
  int warp(Seat seat) const { return view.warp[static_cast<std::size_t>(seat)]; }
  int sent(Seat seat) const { return view.sent[static_cast<std::size_t>(seat)]; }
  // The side a seat is on in the encounter: main players and allies alike.
  Side side_of(Seat seat) const;
  // Ships on a side: the offense's in the gate, the defense's on the planet, allies'.
  int side_ships(Side side) const;
  // A side's total as the rules will count it should its main player lay a card of
  // `value` (printed, times a Kicker): ships as they weigh, allies, powers, flares and
  // techs (side_total, view.h). With 0, what the side has before its card.
  int total_with(Side side, int value) const { return side_total(view, side, value); }

  // What one more foreign colony is worth to `seat`, in ships: more near the win.
  double colony_worth(Seat seat) const;
  // How much what `seat` gains counts against me: 0 for me, more for a seat near the
  // win and for one with colonies in my home system.
  double weight(Seat seat) const;
  // My colonies in `seat`'s home system that it could take from me: none is a grudge.
  int intrusions(Seat seat) const { return intrusions_[static_cast<std::size_t>(seat)]; }

  // The chance that the best attack among the other side's cards is at most `value`.
  double best_at_most(int value, Seat holder) const;
  // The chance that `holder` lays a negotiate rather than an attack.
  double negotiates(Seat holder) const;
  // How many attack cards `holder` likely holds, as this rival fears it.
  double attacks_held(Seat holder) const;

  // The card a move names by id, from my hand (or the one I laid).
  const Card* card(int id) const;
  // My best attack in hand, or -100 without one.
  int best_attack() const;
  int encounter_cards() const;

 private:
  std::array<int, max_players> foreign_{};
  std::array<int, max_players> intrusions_{};
  std::vector<int> unseen_attacks_;  // values, ascending
  int unseen_negotiates_ = 0;
  int unseen_ = 0;  // cosmic cards not seen anywhere
};

// One scored choice among the legal moves, ties to the first, swayed by whim.
template <class Score>
Move best_of(const std::vector<Move>& legal, Rng& rng, double whim, Score score) {
  BestMove best(rng, whim);
  for (Move move : legal)
    best.offer(move, score(move));
  return best.move();
}

// The choices, one file per part of the turn.
Move choose_regroup(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_destiny(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_aim(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_ships(const Reading& r, const std::vector<Move>& legal, Rng& rng, int wanted);
Move choose_launch(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_invite(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_answer(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_ally_ships(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_second(const Reading& r, const std::vector<Move>& legal);
Move choose_card(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_window(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_reward(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_offer(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_deal_answer(const Reading& r, const std::vector<Move>& legal);
Move choose_deal_land(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_give(const Reading& r, const std::vector<Move>& legal);
Move choose_loss(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_alien(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_power(const Reading& r, const std::vector<Move>& legal);
Move choose_tech(const Reading& r, const std::vector<Move>& legal, Rng& rng);
Move choose_research(const Reading& r, const std::vector<Move>& legal);
// Lucre (lucre.cpp): auctions, investments and the Auction cards carried out.
Move choose_lucre(const Reading& r, const std::vector<Move>& legal, Rng& rng);

// After the reveal: my side's total less the other's, as the game counts it; and
// whether a side ahead `by` that much wins (ties go to the defense; with an upset the
// lower total wins).
int margin(const Reading& r, Side mine);
bool wins(Side side, int by, bool upset = false);

// The chance the offense wins from the ships alone, both cards unknown.
double offense_odds(const Reading& r);
// What playing a flare now is worth to me, in ships (flares.cpp).
double flare_score(const Reading& r, const Card& flare, int target);
// What a card in hand is worth keeping, in ships.
double keep_worth(const Card& card);

}  // namespace gavel::cosmic::scripted
