// Closed auctions: the highest adjacent pair, the tie protocol of the man page, and
// who places.

#include "gavel/games/mintopia/closed_auction.h"

#include <catch2/catch.hpp>

#include "gavel/core/error.h"

namespace gavel::mintopia {
namespace {

TEST_CASE("the pair of neighbours with the highest total wins, the ring wrapping",
          "[mintopia][closed]") {
  // Pairs: (0,1) 4, (1,2) 1, (2,3) 2, (3,0) 5.
  const std::vector<int> bids = {3, 1, 0, 2};
  const ClosedOutcome outcome = closed_outcome(bids, 0);
  CHECK(outcome.pairs == std::vector<int>{3});
  CHECK(outcome.choosers.empty());
  CHECK(pair_left(3) == 3);
  CHECK(pair_right(3, 4) == 0);
  // The higher bidder of the two places.
  CHECK(closed_placer(bids, 3, -1, 0) == 0);
}

TEST_CASE("tied pairs: the highest single bid among them chooses", "[mintopia][closed]") {
  // Pairs (0,1) and (2,3) tie at 5; seat 0's 4 is the highest bid among them.
  const std::vector<int> bids = {4, 1, 3, 2, 0};
  const ClosedOutcome outcome = closed_outcome(bids, 2);
  CHECK(outcome.pairs == std::vector<int>{0, 2});
  CHECK(outcome.choosers == std::vector<int>{0});
  CHECK_FALSE(outcome.auctioneer_names);
  CHECK(pairs_of(outcome, 0, 5) == std::vector<int>{0});
  CHECK(closed_placer(bids, 0, 0, 2) == 0);  // the chooser places
}

TEST_CASE("tied highest bids: the Auctioneer chooses when among them", "[mintopia][closed]") {
  const std::vector<int> bids = {2, 2, 2, 2};  // every pair ties at 4
  const ClosedOutcome outcome = closed_outcome(bids, 0);
  CHECK(outcome.pairs == std::vector<int>{0, 1, 2, 3});
  CHECK(outcome.choosers == std::vector<int>{0});
  CHECK_FALSE(outcome.auctioneer_names);
  // The Auctioneer chooses among the tied pairs they sit in.
  CHECK(pairs_of(outcome, 0, 4) == std::vector<int>{0, 3});
}

TEST_CASE("tied highest bids without the Auctioneer: the Auctioneer names the chooser",
          "[mintopia][closed]") {
  // Pairs (1,2) and (2,3) tie at 4; seats 1 and 3 tie for the highest bid, 3.
  const std::vector<int> bids = {0, 3, 1, 3};
  const ClosedOutcome outcome = closed_outcome(bids, 0);
  CHECK(outcome.pairs == std::vector<int>{1, 2});
  CHECK(outcome.choosers == std::vector<int>{1, 3});
  CHECK(outcome.auctioneer_names);
  CHECK(pairs_of(outcome, 1, 4) == std::vector<int>{1});
  CHECK(pairs_of(outcome, 3, 4) == std::vector<int>{2});
}

TEST_CASE("equal bids in the winning pair: the one nearer the Auctioneer's left places",
          "[mintopia][closed]") {
  const std::vector<int> bids = {2, 2, 0, 1};
  CHECK(closed_placer(bids, 0, -1, 3) == 0);  // seat 0 sits on the Auctioneer's left
  CHECK(closed_placer(bids, 0, -1, 0) == 1);  // the Auctioneer itself comes last
  CHECK_THROWS_AS(closed_outcome({1, 2}, 0), gavel::Error);
}

}  // namespace
}  // namespace gavel::mintopia
