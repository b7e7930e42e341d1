#include "gavel/games/mintopia/closed_auction.h"

#include <algorithm>

#include "gavel/core/error.h"

namespace gavel::mintopia {

Seat pair_left(int pair) {
  return pair;
}

Seat pair_right(int pair, int players) {
  return (pair + 1) % players;
}

bool in_pair(Seat seat, int pair, int players) {
  return seat == pair_left(pair) || seat == pair_right(pair, players);
}

ClosedOutcome closed_outcome(const std::vector<int>& bids, Seat auctioneer) {
  const int players = static_cast<int>(bids.size());
  if (players < 3) throw Error("a closed auction needs 3 players or more");
  const auto total = [&](int pair) {
    return bids[static_cast<std::size_t>(pair_left(pair))] +
           bids[static_cast<std::size_t>(pair_right(pair, players))];
  };
  int best = -1;
  ClosedOutcome outcome;
  for (int pair = 0; pair < players; ++pair) {
    if (total(pair) > best) {
      best = total(pair);
      outcome.pairs.clear();
    }
    if (total(pair) == best) outcome.pairs.push_back(pair);
  }
  if (outcome.pairs.size() == 1) return outcome;

  // The highest single bid among the players of the tied pairs chooses.
  std::vector<Seat> in_tie;
  for (Seat seat = 0; seat < players; ++seat) {
    if (std::any_of(outcome.pairs.begin(), outcome.pairs.end(),
                    [&](int pair) { return in_pair(seat, pair, players); })) {
      in_tie.push_back(seat);
    }
  }
  int highest = -1;
  for (Seat seat : in_tie)
    highest = std::max(highest, bids[static_cast<std::size_t>(seat)]);
  for (Seat seat : in_tie) {
    if (bids[static_cast<std::size_t>(seat)] == highest) outcome.choosers.push_back(seat);
  }
  if (outcome.choosers.size() > 1) {
    const bool auctioneer_tied = std::find(outcome.choosers.begin(), outcome.choosers.end(),
                                           auctioneer) != outcome.choosers.end();
    if (auctioneer_tied) {
      outcome.choosers = {auctioneer};
    } else {
      outcome.auctioneer_names = true;
    }
  }
  return outcome;
}

std::vector<int> pairs_of(const ClosedOutcome& outcome, Seat chooser, int players) {
  std::vector<int> pairs;
  for (int pair : outcome.pairs) {
    if (in_pair(chooser, pair, players)) pairs.push_back(pair);
  }
  return pairs;
}

Seat closed_placer(const std::vector<int>& bids, int pair, Seat chooser, Seat auctioneer) {
  const int players = static_cast<int>(bids.size());
  if (chooser >= 0) return chooser;
  const Seat left = pair_left(pair);
  const Seat right = pair_right(pair, players);
  const int left_bid = bids[static_cast<std::size_t>(left)];
  const int right_bid = bids[static_cast<std::size_t>(right)];
  if (left_bid != right_bid) return left_bid > right_bid ? left : right;
  // Nearer the Auctioneer's left: fewer steps clockwise from the seat after them.
  const auto steps = [&](Seat seat) { return (seat - auctioneer - 1 + 2 * players) % players; };
  return steps(left) < steps(right) ? left : right;
}

}  // namespace gavel::mintopia
