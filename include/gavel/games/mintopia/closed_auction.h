#pragma once
// Who wins a closed auction of New Mintopia City, from the sealed commitments once
// they are revealed, with the ties the rule text leaves open settled as the man
// page's NEW MINTOPIA CITY section says:
//
// Players sit in a ring; pair k is seat k and seat k+1 (wrapping), the neighbours
// who share zone k. The pair with the highest combined total wins. When pairs tie
// for it, the player with the highest single bid among those pairs chooses which of
// their own tied pairs wins. When several players tie for that highest bid, the
// Auctioneer chooses if among them; otherwise the Auctioneer names one of them to
// choose. Both players of the winning pair pay their bids.
//
// The pair places the Location: the player who chose, or else the higher bidder of
// the two, a tie going to the one nearer the Auctioneer's left.

#include <vector>

#include "gavel/core/state.h"

namespace gavel::mintopia {

// Pair k of a ring of `players`: seat k and seat (k + 1) % players.
Seat pair_left(int pair);
Seat pair_right(int pair, int players);
bool in_pair(Seat seat, int pair, int players);

struct ClosedOutcome {
  std::vector<int> pairs;         // the pairs tied for the highest total; one when it is won
  std::vector<Seat> choosers;     // who may choose among `pairs`: one seat, or several that
                                  // the Auctioneer names one of; empty when `pairs` has one
  bool auctioneer_names = false;  // the Auctioneer names the chooser among `choosers`
};

// `bids` by seat, at least 3 seats (2-player games bid in the open only).
ClosedOutcome closed_outcome(const std::vector<int>& bids, Seat auctioneer);

// The pairs `chooser` may choose: the tied pairs they sit in.
std::vector<int> pairs_of(const ClosedOutcome& outcome, Seat chooser, int players);

// Who places for the winning `pair`: `chooser` when a choice was made (not -1), else
// the higher bidder, a tie to the one nearer the Auctioneer's left.
Seat closed_placer(const std::vector<int>& bids, int pair, Seat chooser, Seat auctioneer);

}  // namespace gavel::mintopia
