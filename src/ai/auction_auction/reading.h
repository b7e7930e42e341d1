#pragma once
// What the scripted Auction Auction rival makes of its seat's view: which colours it
// knows (or has read from the names), what each lot would do for its hand, where it
// means to go and what it means to pay. Built afresh for every decision from the
// view and the traits alone; the same view always reads the same.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "gavel/ai/traits.h"
#include "gavel/core/state.h"
#include "gavel/games/auction_auction/moves.h"
#include "gavel/games/auction_auction/view.h"

namespace gavel::auction_auction::scripted {

// A seat, location or lot number as an index into the view's arrays.
inline std::size_t at(int index) {
  return static_cast<std::size_t>(index);
}

// How strong a hand is, for the rival's reckoning: its rank first, then its red,
// yellow and green cubes in the order ties are broken.
double strength(const Cubes& cubes);

// The colour a house's short name spells backwards or jumbled ("Wolley" is yellow
// read backwards), or unknown when it spells none.
int colour_in_name(const std::string& name);

// Whether the seat has seen through `house`'s name by `round`: a chance each round
// of 4 points a skill point and 2 a nerve point, less 20 (30% at skill 10, nerve 5),
// decided by a fixed mix of the seat, the round and the house, so the same view
// always reads the same. Once seen, it stays seen.
bool reads_name(Seat me, int round, int house, const Traits& traits);

// Every location's colour as the seat knows it (view.colours), has read from the
// names (reads_name) or can work out: three houses, three colours, one each.
std::array<int, location_count> known_colours(const AuctionView& view, const Traits& traits);

// A fixed mix of a few numbers into 0..99: the rival's dice, the same for the same view.
int mix(int a, int b, int c, int d = 0);

class Reading {
 public:
  // `dice` is the decision's one draw from the seat's stream, 0..999.
  Reading(const AuctionView& view, const Traits& traits, int dice);

  const AuctionView& view;
  const Traits& traits;
  int dice = 0;
  // Every location's colour as the seat knows it (known_colours).
  const std::array<int, location_count>& colours() const;
  int last_round = 0;  // from 0, as view.round counts

  // What winning these lots of `location` together (bit n-1 for its lot n) would add
  // to the hand, averaged over the colours an unknown lot could have.
  double gain(int location, unsigned lots) const;
  // What each lot of `location` is worth to the hand as part of them all, by number
  // from 1 (the Black Market's last two are 0).
  using Weights = std::array<double, lots_per_house>;
  Weights lot_weights(int location) const;

  // The access bid the seat expects to need to get into each house this round: the
  // third-highest bid there in earlier rounds, as a share of the money seats had
  // then, brought to what they hold now (a guess from the table's size in the
  // first), pulled halfway to the houses' average, as others read the bids too.
  const std::array<int, house_count>& likely_cuts() const;
  // What a seat held on average at the start of each round so far, as far as the
  // seat can tell.
  std::vector<double> typical_cash() const;
  // The house the seat means to enter this round, leaving out `avoid` (a house it
  // promised to stay out of), and the bid it means to make there.
  struct Plan {
    int house = 0;
    int bid = 0;
    double score = 0;
  };
  Plan access_plan(int avoid = unknown) const;
  // The sheet the seat means to seal where it stands: one amount a lot, in order.
  std::vector<int> sheet_plan() const;
  // The other seats in the seat's location this round, once the access bids are
  // revealed: with none, $1 takes any of its lots.
  int rivals_beside() const;

  // How far the seat trusts `seat`: 1 for a stranger, a little more for each promise
  // it saw kept, less for each it saw broken (0.2 and 0.04 a point of grudge).
  double trust(Seat seat) const;
  // Whether the seat keeps a promise that costs it `cost` (0..1 of what is at stake)
  // to keep, to `to`.
  bool keeps_word(Seat to, double cost) const;
  // A shaded amount: odd, off the round numbers, a little more by the dice and seat.
  int shade(int amount, int salt, int most) const;

  int cash() const { return view.cash; }
  Seat me() const { return view.me; }

 private:
  // Worked out once a decision, when first asked for.
  mutable std::optional<std::array<int, location_count>> colours_;
  mutable std::optional<std::array<int, house_count>> cuts_;
  mutable std::optional<double> now_;  // the hand's strength as it stands
};

}  // namespace gavel::auction_auction::scripted
