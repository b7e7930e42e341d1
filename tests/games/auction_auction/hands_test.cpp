// Auction Auction's hands: the rank a set of cubes makes, the tie-breaks between
// equal ranks (red, yellow, green, cash), and the places a table's hands take.

#include "gavel/games/auction_auction/hands.h"

#include <catch2/catch.hpp>

namespace gavel::auction_auction {
namespace {

// Cubes as red, yellow, green.
Cubes cubes(int red, int yellow, int green) {
  return Cubes{red, yellow, green};
}

TEST_CASE("a hand is the best rank its cubes make", "[auction-auction][hands]") {
  CHECK(hand_of(cubes(0, 0, 0)) == Hand::nothing);
  CHECK(hand_of(cubes(1, 1, 0)) == Hand::nothing);
  CHECK(hand_of(cubes(0, 2, 0)) == Hand::one_pair);
  CHECK(hand_of(cubes(2, 1, 0)) == Hand::one_pair);
  CHECK(hand_of(cubes(2, 0, 2)) == Hand::two_pair);
  CHECK(hand_of(cubes(0, 3, 0)) == Hand::three_of_a_kind);
  CHECK(hand_of(cubes(3, 2, 0)) == Hand::three_of_a_kind);  // no full house above it
  CHECK(hand_of(cubes(0, 0, 4)) == Hand::four_of_a_kind);
  CHECK(hand_of(cubes(6, 2, 0)) == Hand::four_of_a_kind);  // four or more of one colour
  CHECK(hand_of(cubes(1, 1, 1)) == Hand::rainbow);
  CHECK(hand_of(cubes(4, 1, 1)) == Hand::rainbow);  // a Rainbow beats whatever else it holds
  CHECK(hand_of(cubes(2, 2, 2)) == Hand::rainbow);
}

TEST_CASE("hands are named as the rules name them, and cubes are listed red first",
          "[auction-auction][hands]") {
  CHECK(std::string(hand_name(Hand::rainbow)) == "Rainbow");
  CHECK(std::string(hand_name(Hand::four_of_a_kind)) == "Four of a Kind");
  CHECK(std::string(hand_name(Hand::three_of_a_kind)) == "Three of a Kind");
  CHECK(std::string(hand_name(Hand::two_pair)) == "Two Pair");
  CHECK(std::string(hand_name(Hand::one_pair)) == "One Pair");
  CHECK(std::string(hand_name(Hand::nothing)) == "Nothing");
  CHECK(cubes_text(cubes(0, 0, 0)) == "no cubes");
  CHECK(cubes_text(cubes(1, 0, 2)) == "1 red, 2 green");
  CHECK(cubes_text(cubes(3, 1, 1)) == "3 red, 1 yellow, 1 green");
  CHECK(cube_total(cubes(3, 1, 1)) == 5);
}

TEST_CASE("compare_hands: rank first, then red, yellow, green, then cash",
          "[auction-auction][hands]") {
  // Rank beats every tie-break: a poor Rainbow over a rich Four of a Kind.
  CHECK(compare_hands(cubes(1, 1, 1), 0, cubes(4, 0, 0), 100) > 0);
  CHECK(compare_hands(cubes(0, 2, 2), 0, cubes(2, 0, 0), 100) > 0);  // Two Pair over One Pair
  CHECK(compare_hands(cubes(2, 0, 0), 0, cubes(0, 0, 0), 100) > 0);  // One Pair over Nothing
  // Equal ranks: more red wins, even against more cubes of another colour.
  CHECK(compare_hands(cubes(3, 0, 0), 0, cubes(0, 0, 3), 50) > 0);
  // Equal red: more yellow.
  CHECK(compare_hands(cubes(2, 2, 0), 0, cubes(2, 0, 2), 50) > 0);
  // Equal red and yellow: more green.
  CHECK(compare_hands(cubes(1, 2, 0), 0, cubes(0, 2, 1), 0) > 0);
  CHECK(compare_hands(cubes(0, 2, 1), 0, cubes(0, 2, 0), 50) > 0);
  // Equal cubes: more cash.
  CHECK(compare_hands(cubes(0, 2, 0), 31, cubes(0, 2, 0), 30) > 0);
  CHECK(compare_hands(cubes(0, 2, 0), 30, cubes(0, 2, 0), 31) < 0);
  // Equal in everything: the same place.
  CHECK(compare_hands(cubes(1, 1, 1), 7, cubes(1, 1, 1), 7) == 0);
}

TEST_CASE("hand_standings: places by hand, shared when equal, score the hand's rank",
          "[auction-auction][hands]") {
  const std::vector<Cubes> held = {cubes(0, 2, 0), cubes(1, 1, 1), cubes(0, 0, 4),
                                   cubes(0, 2, 0), cubes(0, 2, 0), cubes(2, 2, 0)};
  const std::vector<int> cash = {10, 0, 0, 10, 20, 0};
  const std::vector<Standing> places = hand_standings(held, cash);
  REQUIRE(places.size() == held.size());
  CHECK(places[1].place == 1);  // Rainbow
  CHECK(places[2].place == 2);  // Four of a Kind
  CHECK(places[5].place == 3);  // Two Pair
  CHECK(places[4].place == 4);  // One Pair with the most cash
  CHECK(places[0].place == 5);  // One Pair, $10: shared with seat 3
  CHECK(places[3].place == 5);
  CHECK(places[1].score == 5);
  CHECK(places[2].score == 4);
  CHECK(places[5].score == 2);
  CHECK(places[0].score == 1);

  // A table of equal hands shares first place.
  const std::vector<Standing> all_equal = hand_standings({Cubes{}, Cubes{}}, {100, 100});
  CHECK(all_equal[0].place == 1);
  CHECK(all_equal[1].place == 1);
  CHECK(all_equal[0].score == 0);
}

}  // namespace
}  // namespace gavel::auction_auction
