#pragma once
// The scripted New Mintopia City rival's reading of one view: how the table stands,
// how much each competitor's points count against a seat, what a Mint is worth now,
// and what a Location adds to a seat's standing in each zone it could go to.
// Everything comes from the seat's view; nothing is kept between decisions.
//
// A seat's standing is its own points less a weighted sum of the others': an even
// share each, and more on the leader of the scores for a seat with a grudge. A
// Location in a shared zone scores for both its controllers, so a seat counts what
// its partner gains against itself as the weights say: helping the leader helps
// little.

#include <array>
#include <vector>

#include "gavel/ai/best_move.h"
#include "gavel/ai/traits.h"
#include "gavel/core/rng.h"
#include "gavel/games/mintopia/moves.h"
#include "gavel/games/mintopia/view.h"

namespace gavel::mintopia::scripted {

// Six seats and an AI card at most.
inline constexpr int max_competitors = 7;

// The traits as the numbers the strategy multiplies by.
struct Temper {
  explicit Temper(const Traits& traits);

  double greed;     // scales what a Location is worth to this seat
  double reach;     // how near its worth it lets a bid go (nerve)
  double whim;      // how far taste may sway a close choice (bluff)
  double push;      // Mints past its estimate it adds to a sealed bid (bluff)
  double thrift;    // how dearly it holds Mints while Locations remain (patience)
  double spite;     // the weight of the leader's points against its own (grudge)
  double fondness;  // how much more a partnership is worth to it (partner affinity)
};

class Reading {
 public:
  Reading(const MintopiaView& view, const Traits& traits);

  const MintopiaView& view;
  const std::vector<Location>& deck;
  Temper temper;
  Seat me = 0;
  int players = 0;
  int competitors = 0;
  int ai = no_one;      // the AI card's competitor number, or no_one
  int lots_left = 0;    // Locations still to be auctioned after the one under way
  double progress = 0;  // 0 at the start of the game, 1 when the last Location is up

  const Location& card(int location) const { return deck[static_cast<std::size_t>(location)]; }
  int mints(Seat seat) const { return view.mints[static_cast<std::size_t>(seat)]; }
  int total(int competitor) const { return totals_[static_cast<std::size_t>(competitor)]; }
  // The competitor with the most points other than `seat`; no_one when several
  // share the most.
  int leader_besides(int seat) const;
  // How much `other`'s points count against `seat`'s standing; `seat` reads itself at
  // 1 and with its own temper only when it is me (others read at an even temper).
  double weight(int seat, int other) const;
  // What one Mint is worth to `seat` now, in points of standing.
  double dollar(Seat seat) const;
  // The zone `seat` shares with its neighbour on `side`; in the modes without
  // sharing, the seat's own zone.
  int zone_with(Seat seat, int side) const;

  // The most matches `location` can make in `zone`, at its best spot and way round.
  int best_matches(int zone, int location) const;
  // What `location` placed in `zone` at its best spot adds to `seat`'s standing:
  // its VP and matches for the zone's controllers, and the majority its type swings.
  double outcome(int seat, int zone, int location) const;
  // What the Location does for `seat` when it would otherwise go elsewhere: the
  // average outcome over the zones `seat` does not control.
  double elsewhere(int seat, int location) const;
  // What winning `location` into `zone` is worth to `seat`, greed included for me.
  double worth(Seat seat, int zone, int location) const;
  // The better of the seat's zones for `location`, and its worth there.
  int best_zone(Seat seat, int location) const;

  // The chance the AI card's die says withdraw, on the side this mode rolls.
  double ai_withdraws() const;
  // How far the AI card raises over the Current Bid when it does not withdraw, on
  // average (a special face that does nothing else raises 2).
  double ai_raise() const;

  // What a Location's majority is worth to its holder at the end, in points, for
  // the type; later in the game it counts for more, being surer.
  double majority_worth(LocationType type, int holder) const;

 private:
  // What one Location does in each zone, worked out once a decision: most decisions
  // weigh only the Location under auction, many times over.
  struct Reckoned {
    int location = -1;
    std::array<int, max_competitors> matches{};       // best_matches by zone, -1 unknown
    std::array<double, max_competitors> elsewhere{};  // by seat
    std::array<bool, max_competitors> elsewhere_known{};
    std::array<std::array<double, max_competitors>, max_competitors> outcome{};  // seat, zone
    std::array<std::array<bool, max_competitors>, max_competitors> outcome_known{};
  };
  Reckoned& reckoned(int location) const;
  int matches_by_search(int zone, int location) const;
  double elsewhere_by_sum(int seat, int location) const;
  double outcome_by_sum(int seat, int zone, int location) const;

  mutable Reckoned reckoned_;
  std::array<int, max_competitors> leaders_{};
  std::array<int, max_competitors> totals_{};
  std::array<int, max_competitors> matches_{};
  std::array<std::array<int, type_kinds>, max_competitors> types_{};
  std::array<double, max_competitors> dollars_{};
};

// One decision each: bidding.cpp, choices.cpp, ending.cpp.
Move choose_lot(const Reading& reading, const std::vector<Move>& legal, Rng& rng);
Move choose_bid(const Reading& reading, const std::vector<Move>& legal, Rng& rng);
Move choose_answer(const Reading& reading, const std::vector<Move>& legal);
Move choose_share(const Reading& reading, const std::vector<Move>& legal);
Move choose_commit(const Reading& reading, const std::vector<Move>& legal, Rng& rng);
Move choose_chooser(const Reading& reading, const std::vector<Move>& legal);
Move choose_pair(const Reading& reading, const std::vector<Move>& legal);
Move choose_ai_answer(const Reading& reading, const std::vector<Move>& legal);
Move choose_place(const Reading& reading, const std::vector<Move>& legal, Rng& rng);
// The end of the game, searched exactly: a Deed's placement, Utility, Production.
Move choose_ending(const Reading& reading, const std::vector<Move>& legal);

// Whether `move` is in the sorted `legal`.
bool offered(const std::vector<Move>& legal, Move move);

}  // namespace gavel::mintopia::scripted
