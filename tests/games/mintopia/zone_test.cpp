// A zone's layout rules: where a Location may go, the 2-row limit, turning, matches.

#include "gavel/games/mintopia/zone.h"

#include <catch2/catch.hpp>

#include "games/mintopia/mintopia_support.h"
#include "gavel/core/error.h"

namespace gavel::mintopia {
namespace {

using testing::three_location_deck;

TEST_CASE("the first Location of a zone goes anywhere, later ones beside one", "[mintopia][zone]") {
  Zone zone;
  CHECK(zone.open_spots() == std::vector<Spot>{{0, 0}});
  zone.place(0, {0, 0}, false);
  CHECK(zone.open_spots() == std::vector<Spot>{{-1, 0}, {0, -1}, {0, 1}, {1, 0}});
  zone.place(1, {0, 1}, false);
  CHECK(zone.open_spots() == std::vector<Spot>{{-1, 0}, {-1, 1}, {0, -1}, {0, 2}, {1, 0}, {1, 1}});
  // Not beside any Location, or on one: refused.
  CHECK_THROWS_AS(zone.place(2, {0, 3}, false), Error);
  CHECK_THROWS_AS(zone.place(2, {0, 1}, false), Error);
  CHECK_THROWS_AS(zone.place(2, {1, 2}, false), Error);  // only a corner touches
}

TEST_CASE("a zone never spans more than 2 rows", "[mintopia][zone]") {
  Zone zone;
  zone.place(0, {0, 0}, false);
  zone.place(1, {1, 0}, false);
  for (const Spot spot : zone.open_spots()) {
    CHECK(spot.row >= 0);
    CHECK(spot.row <= 1);
  }
  CHECK_FALSE(zone.can_place({-1, 0}));
  CHECK_FALSE(zone.can_place({2, 0}));
  CHECK(zone.can_place({1, 1}));
  CHECK(zone.can_place({0, -1}));
}

TEST_CASE("a match is two Locations side by side whose touching sides share a colour",
          "[mintopia][zone]") {
  Zone zone;
  zone.place(0, {0, 0}, false);  // Spearmint | Cherry
  zone.place(1, {0, 1}, false);  // Cherry | Lemon: Cherry meets Cherry
  CHECK(zone.matches(three_location_deck) == 1);
  zone.place(2, {0, 2}, false);  // Lemon meets Lemon
  CHECK(zone.matches(three_location_deck) == 2);

  // Turned 180°, a Location shows its right colour on the left.
  Zone turned;
  turned.place(0, {0, 0}, false);
  turned.place(1, {0, 1}, true);  // Lemon | Cherry: Cherry meets Lemon
  CHECK(turned.matches(three_location_deck) == 0);
  turned.place(2, {0, -1}, true);  // Lemon | Lemon beside Spearmint: no match
  CHECK(turned.matches(three_location_deck) == 0);
  CHECK(left_side(three_location_deck[1], true) == Mint::lemon);
  CHECK(right_side(three_location_deck[1], true) == Mint::cherry);

  // One above the other is no match, whatever the colours.
  Zone column;
  column.place(1, {0, 0}, false);  // Cherry | Lemon
  column.place(2, {1, 0}, false);  // Lemon | Lemon below it
  CHECK(column.matches(three_location_deck) == 0);
}

}  // namespace
}  // namespace gavel::mintopia
