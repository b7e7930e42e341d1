// What the end-of-game abilities do to a zone: taking a Location out (gaps and split
// zones), moving one for Utility, turning one for Production.

#include <catch2/catch.hpp>

#include "games/mintopia/mintopia_support.h"
#include "gavel/core/error.h"
#include "gavel/games/mintopia/zone.h"

namespace gavel::mintopia {
namespace {

using testing::three_location_deck;

Zone row_of_three() {
  Zone zone;
  zone.place(0, {0, 0}, false);
  zone.place(1, {0, 1}, false);
  zone.place(2, {0, 2}, false);
  return zone;
}

TEST_CASE("a zone laid out directly may have gaps but never 3 rows or a doubled spot",
          "[mintopia][zone]") {
  const Zone gapped({{0, {0, 0}, false}, {2, {0, 2}, true}});
  CHECK(gapped.cards().size() == 2);
  CHECK(gapped.find(2)->turned);
  CHECK(gapped.find(1) == nullptr);
  CHECK(Zone({{0, {0, 0}, false}, {1, {0, 1}, false}, {2, {0, 2}, false}}) == row_of_three());
  CHECK_THROWS_AS(Zone({{0, {0, 0}, false}, {1, {0, 0}, false}}), Error);
  CHECK_THROWS_AS(Zone({{0, {0, 0}, false}, {0, {0, 1}, false}}), Error);
  CHECK_THROWS_AS(Zone({{0, {-1, 0}, false}, {1, {0, 0}, false}, {2, {1, 0}, false}}), Error);
}

TEST_CASE("taking a Location out leaves the others where they lie", "[mintopia][zone]") {
  const Zone zone = row_of_three();
  const Zone gapped = zone.without(1);
  CHECK(gapped == Zone({{0, {0, 0}, false}, {2, {0, 2}, false}}));
  CHECK(gapped.matches(three_location_deck) == 0);
  // Beside either piece, the gap included.
  CHECK(gapped.open_spots() ==
        std::vector<Spot>{{-1, 0}, {-1, 2}, {0, -1}, {0, 1}, {0, 3}, {1, 0}, {1, 2}});
  CHECK(gapped.can_place({0, 1}));
  CHECK_FALSE(gapped.can_place({0, 4}));
  CHECK_THROWS_AS(gapped.without(1), Error);
  CHECK(zone.without(0).without(1).without(2).empty());
}

TEST_CASE("a zone split across its rows keeps the 2-row limit of what remains",
          "[mintopia][zone]") {
  // (0,0) above (1,0), and (1,1) beside it: without (1,0) only corners touch.
  const Zone zone({{0, {0, 0}, false}, {1, {1, 0}, false}, {2, {1, 1}, false}});
  CHECK(zone.without(1).open_spots() == std::vector<Spot>{{0, -1}, {0, 1}, {1, 0}, {1, 2}});
  // With the only card of row 1 gone, the zone may grow upward again.
  const Zone two_rows({{0, {0, 0}, false}, {1, {0, 1}, false}, {2, {1, 0}, false}});
  CHECK_FALSE(two_rows.can_place({-1, 0}));
  CHECK(two_rows.without(2).can_place({-1, 0}));
  CHECK(two_rows.without(2).can_place({-1, 1}));
}

TEST_CASE("Utility moves a Location to another open spot of its zone, keeping its orientation",
          "[mintopia][zone]") {
  Zone zone = row_of_three();
  zone.turn(2);
  // The spots beside the other two, not its own (0,2).
  CHECK(zone.move_spots(2) == std::vector<Spot>{{-1, 0}, {-1, 1}, {0, -1}, {1, 0}, {1, 1}});
  zone.move(2, {0, -1});
  CHECK(*zone.find(2) == Placed{2, {0, -1}, true});
  CHECK(zone.at({0, 2}) == nullptr);
  // Lemon|Lemon left of Spearmint|Cherry: no match; Cherry still meets Cherry.
  CHECK(zone.matches(three_location_deck) == 1);

  // Moving the middle one splits the row; it may go back into no other gap.
  Zone split = row_of_three();
  CHECK(split.move_spots(1) ==
        std::vector<Spot>{{-1, 0}, {-1, 2}, {0, -1}, {0, 3}, {1, 0}, {1, 2}});
  split.move(1, {0, 3});
  CHECK(split.open_spots() ==
        std::vector<Spot>{
            {-1, 0}, {-1, 2}, {-1, 3}, {0, -1}, {0, 1}, {0, 4}, {1, 0}, {1, 2}, {1, 3}});

  CHECK_THROWS_AS(zone.move(0, {0, 0}), Error);   // its own spot
  CHECK_THROWS_AS(zone.move(0, {0, 5}), Error);   // beside nothing
  CHECK_THROWS_AS(zone.move(1, {0, -1}), Error);  // taken
  CHECK_THROWS_AS(zone.move(7, {1, 0}), Error);   // not in the zone

  // Alone in its zone, a Location has nowhere else to go.
  Zone lone;
  lone.place(0, {0, 0}, false);
  CHECK(lone.move_spots(0).empty());
}

TEST_CASE("Production turns a Location 180 degrees where it lies", "[mintopia][zone]") {
  Zone zone = row_of_three();
  CHECK(zone.matches(three_location_deck) == 2);
  zone.turn(1);  // Lemon|Cherry: Cherry meets Lemon, Cherry meets Lemon
  CHECK(zone.find(1)->turned);
  CHECK(zone.find(1)->spot == Spot{0, 1});
  CHECK(zone.matches(three_location_deck) == 0);
  zone.turn(1);
  CHECK(zone == row_of_three());
  CHECK_THROWS_AS(zone.turn(5), Error);
}

}  // namespace
}  // namespace gavel::mintopia
