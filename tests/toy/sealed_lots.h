#pragma once
// Sealed Lots: a test-only chapter, kept in its own folder as a real chapter is (its
// rules here, its rivals in mind.h), and a game, small enough to check by hand, that exercises what
// the core must support: chance deals with hidden results, sealed bids committed in
// turn, events some seats may not read, and tied standings.
//
// Rules. 2–4 seats, 5 coins each. Chance first deals each seat a secret bonus 0..2
// (only its owner sees it). Then three rounds: chance turns up a lot worth 1..6;
// every seat in order commits a sealed bid from 0 to its coins; when all have bid the
// bids are shown and the highest wins the lot and pays (a tie goes to the lowest
// seat). Score: lot values + secret bonus + coins left. Most points places first;
// equal scores share a place. Option "rounds" = 1..5 changes the number of rounds.

#include <sstream>
#include <string>
#include <vector>

#include "gavel/core/chapter.h"

namespace gavel::toy {

// What one seat sees: its own secret and bid, every seat's coins and lot points, who
// has bid this round, and the bids of the rounds resolved.
struct LotsView : ViewOf<LotsView> {
  Seat me = 0;
  int round = 0;
  int lot = 0;
  int secret = 0;
  std::vector<int> coins;
  std::vector<int> points;        // lot values won, public
  std::vector<bool> has_bid;      // this round
  std::vector<int> my_bid_shown;  // -1 until I bid
  std::vector<std::vector<int>> revealed;

  Seat seat() const override { return me; }
  bool operator==(const LotsView&) const = default;
  std::string describe() const override {
    std::ostringstream out;
    out << "round " << round << ", lot worth " << lot << "; my secret " << secret << "; coins";
    for (int c : coins)
      out << " " << c;
    out << "; bid in:";
    for (bool b : has_bid)
      out << (b ? " yes" : " no");
    return out.str();
  }
};

// The chapter record, as a built chapter would give it.
Chapter sealed_lots();

}  // namespace gavel::toy
