// Auctionland's island geometry and scoring, as pure functions: where tiles may go,
// how they turn, when a line fills, and each scoring part.

#include "gavel/games/auctionland/geometry.h"

#include <array>
#include <initializer_list>
#include <string>

#include <catch2/catch.hpp>

#include "gavel/games/auctionland/scoring.h"

namespace gavel::auctionland {
namespace {

Terrain terrain(char letter) {
  switch (letter) {
    case 'B':
      return Terrain::beach;
    case 'P':
      return Terrain::park;
    case 'G':
      return Terrain::garden;
    default:
      return Terrain::house;
  }
}

// Four letters, NW NE SE SW, as the tile lies on the island.
Quadrants tile(const char* letters) {
  return pack(terrain(letters[0]), terrain(letters[1]), terrain(letters[2]), terrain(letters[3]));
}

struct Placed {
  const char* position;
  const char* quadrants;
};

Layout island(std::initializer_list<Placed> tiles) {
  Layout layout;
  for (const Placed& placed : tiles)
    layout.build(*position_named(placed.position), tile(placed.quadrants));
  return layout;
}

int at(const char* name) {
  return *position_named(name);
}

Positions set_of(std::initializer_list<const char*> names) {
  Positions set = 0;
  for (const char* name : names)
    set |= bit_of(at(name));
  return set;
}

Tables tables() {
  Tables t;
  t.beach_points = {0, 1, 3, 6, 10, 15, 21, 28, 36};
  t.park_points = {0, 1, 3, 6, 10, 15, 21, 28, 36};
  t.area_cap = 6;
  t.icon_points = {20, 10, 5};
  return t;
}

TEST_CASE("Positions are named a1 to g7 around d4", "[auctionland][geometry]") {
  CHECK(position_name(start_position) == "d4");
  for (int position = 0; position < positions; ++position)
    CHECK(position_named(position_name(position)) == position);
  CHECK_FALSE(position_named("h1"));
  CHECK_FALSE(position_named("a8"));
  CHECK_FALSE(position_named("a0"));
  CHECK_FALSE(position_named("d"));
}

TEST_CASE("A tile turns clockwise in quarter turns", "[auctionland][geometry]") {
  const Quadrants ppbb = tile("PPBB");
  CHECK(turned(ppbb, 0) == ppbb);
  CHECK(turned(ppbb, 1) == tile("BPPB"));  // what was north-west is now north-east
  CHECK(turned(ppbb, 2) == tile("BBPP"));
  CHECK(turned(ppbb, 3) == tile("PBBP"));
  CHECK(turned(turned(ppbb, 3), 1) == ppbb);
  CHECK(terrain_at(tile("BGPH"), se) == Terrain::park);
}

TEST_CASE("The first tile goes at d4, later ones share an edge", "[auctionland][geometry]") {
  CHECK(buildable(0) == bit_of(start_position));
  const Positions one = set_of({"d4"});
  CHECK(buildable(one) == set_of({"d3", "c4", "e4", "d5"}));
  // Diagonal contact is not an edge.
  CHECK((buildable(one) & set_of({"c3", "e5"})) == 0);
  const Positions two = set_of({"d4", "e4"});
  CHECK(buildable(two) == set_of({"d3", "e3", "c4", "f4", "d5", "e5"}));
}

TEST_CASE("An island always fits a 4x4 box, wherever it grows", "[auctionland][geometry]") {
  // A row of four from d4 eastwards: no fifth tile in that row on either side.
  const Positions row = set_of({"d4", "e4", "f4", "g4"});
  CHECK((buildable(row) & set_of({"c4"})) == 0);
  CHECK(buildable(row) == set_of({"d3", "e3", "f3", "g3", "d5", "e5", "f5", "g5"}));
  // The box can lie west of d4 just as well.
  const Positions west = set_of({"a4", "b4", "c4", "d4"});
  CHECK((buildable(west) & set_of({"e4"})) == 0);
  // A column of four north from d4: rows 1..4 only.
  const Positions column = set_of({"d1", "d2", "d3", "d4"});
  CHECK((buildable(column) & set_of({"d5"})) == 0);
  // An L three wide and three tall still grows both ways, but not past four.
  const Positions ell = set_of({"b2", "b3", "b4", "c4", "d4"});
  CHECK((buildable(ell) & set_of({"e4", "b5", "b1", "a2", "c3"})) ==
        set_of({"e4", "b5", "b1", "a2", "c3"}));
  const Positions wide = ell | set_of({"e4"});
  CHECK((buildable(wide) & set_of({"a2", "a3", "a4", "f4"})) == 0);
  CHECK(box_of(wide).width == 4);
  CHECK(box_of(wide).height == 3);
}

TEST_CASE("A full island has nowhere to build; a gap inside it is buildable",
          "[auctionland][geometry]") {
  Positions full = 0;
  for (int row = 2; row < 6; ++row) {
    for (int column = 2; column < 6; ++column)
      full |= bit_of(position_at(column, row));
  }
  CHECK(buildable(full) == 0);
  const Positions holed = full & ~bit_of(at("d4"));
  CHECK(buildable(holed) == bit_of(at("d4")));
}

TEST_CASE("Filling a row or a column of four is noticed", "[auctionland][geometry]") {
  const Positions three = set_of({"d4", "e4", "f4"});
  CHECK_FALSE(completes_line(three, at("f4")));
  CHECK(completes_line(three | bit_of(at("c4")), at("c4")));
  const Positions column = set_of({"d4", "d5", "d6", "d7"});
  CHECK(completes_line(column, at("d7")));
  // The line must be the new tile's own.
  CHECK_FALSE(completes_line(column | bit_of(at("e7")), at("e7")));
}

TEST_CASE("Beaches count tiles with a beach facing the ocean", "[auctionland][scoring]") {
  SECTION("a single tile's beaches all face the ocean") {
    const auto score = score_island(island({{"d4", "BPPB"}}), tables());
    CHECK(score.beach_tiles == 1);
    CHECK(score.beach_points == 1);
  }
  SECTION("a beach facing only tiles does not count") {
    // d4's beach (its NE) faces d3 to the north and e4 to the east: both tiles.
    const auto score = score_island(
        island({{"d4", "GBGG"}, {"d3", "GGGG"}, {"e4", "GGGG"}, {"e3", "GGGG"}}), tables());
    CHECK(score.beach_tiles == 0);
  }
  SECTION("a beach next to a gap inside the island counts") {
    // A ring of eight around an empty d4. The four tiles beside the gap have
    // beaches only on the quadrants facing it; the four corner tiles touch the gap
    // only at a corner, and their beaches face only land.
    const auto score = score_island(island({{"c3", "GGBG"},
                                            {"d3", "GGBB"},
                                            {"e3", "GGGB"},
                                            {"c4", "GBBG"},
                                            {"e4", "BGGB"},
                                            {"c5", "GBGG"},
                                            {"d5", "BBGG"},
                                            {"e5", "BGGG"}}),
                                    tables());
    CHECK(score.beach_tiles == 4);
    CHECK(score.beach_points == 10);
  }
  SECTION("with the gap filled the same beaches face only land") {
    const auto score = score_island(island({{"c3", "GGBG"},
                                            {"d3", "GGBB"},
                                            {"e3", "GGGB"},
                                            {"c4", "GBBG"},
                                            {"d4", "HHHH"},
                                            {"e4", "BGGB"},
                                            {"c5", "GBGG"},
                                            {"d5", "BBGG"},
                                            {"e5", "BGGG"}}),
                                    tables());
    CHECK(score.beach_tiles == 0);
  }
  SECTION("past the table's end the count scores its last entry") {
    Layout layout;
    for (int row = 2; row < 6; ++row) {
      for (int column = 2; column < 6; ++column)
        layout.build(position_at(column, row), tile("BBBB"));
    }
    const auto score = score_island(layout, tables());
    CHECK(score.beach_tiles == 12);  // the four in the middle face only land
    CHECK(score.beach_points == 36);
  }
}

TEST_CASE("The theme park is the largest Park area, by tiles spanned", "[auctionland][scoring]") {
  SECTION("a park spanning three tiles") {
    // d4's east half joins e4's west half, e4's south half joins e5's north half.
    const auto score = score_island(
        island({{"d4", "GPPG"}, {"e4", "PGPP"}, {"e5", "PPHH"}, {"c4", "PPPP"}}), tables());
    // c4 is all park but its east side meets d4's Garden west half: a separate area.
    CHECK(score.park_tiles == 3);
    CHECK(score.park_points == 6);
  }
  SECTION("diagonal contact does not join parks") {
    // d4's SE and e5's NW meet only at a corner; e4 between them has no park.
    const auto score =
        score_island(island({{"d4", "GGPG"}, {"e4", "HHHH"}, {"e5", "PGGG"}}), tables());
    CHECK(score.park_tiles == 1);
    CHECK(score.park_points == 1);
  }
  SECTION("one tile's parks joined inside it") {
    const auto score = score_island(island({{"d4", "PPPP"}}), tables());
    CHECK(score.park_tiles == 1);
  }
  SECTION("no park at all") {
    CHECK(score_island(island({{"d4", "GGGG"}}), tables()).park_points == 0);
  }
}

TEST_CASE("Gardens times houses counts separate areas", "[auctionland][scoring]") {
  SECTION("diagonal quadrants of one tile are separate areas") {
    const auto score = score_island(island({{"d4", "GHGH"}}), tables());
    CHECK(score.garden_areas == 2);
    CHECK(score.house_areas == 2);
    CHECK(score.area_points == 4);
  }
  SECTION("areas join across tile edges") {
    // d4's east gardens meet e4's west gardens: one garden area; houses apart.
    const auto score = score_island(island({{"d4", "HGGH"}, {"e4", "GHHG"}}), tables());
    CHECK(score.garden_areas == 1);
    CHECK(score.house_areas == 2);
    CHECK(score.area_points == 2);
  }
  SECTION("no houses scores nothing") {
    const auto score = score_island(island({{"d4", "GBGB"}}), tables());
    CHECK(score.garden_areas == 2);
    CHECK(score.area_points == 0);
  }
  SECTION("each count stops at the cap") {
    Tables capped = tables();
    capped.area_cap = 1;
    const auto score = score_island(island({{"d4", "GHGH"}, {"e4", "HGHG"}}), capped);
    // Gardens: d4's NW; d4's SE with e4's SW; e4's NE. Houses likewise three.
    CHECK(score.garden_areas == 3);
    CHECK(score.house_areas == 3);
    CHECK(score.area_points == 1);
  }
}

TEST_CASE("Icons rank as the rule text's example shows", "[auctionland][scoring]") {
  const std::vector<int> points = {20, 10, 5};
  std::array<int, 4> got{};
  // Alex, Bonnie, Charlie, Doruk.
  SECTION("Peace: 2, 3, 3, 0") {
    rank_icons(std::array{2, 3, 3, 0}, points, got);
    CHECK(got == std::array{5, 20, 20, 0});
  }
  SECTION("Love: 2, 2, 0, 0") {
    rank_icons(std::array{2, 2, 0, 0}, points, got);
    CHECK(got == std::array{20, 20, 0, 0});
  }
  SECTION("Love with one each for the others: they come third") {
    rank_icons(std::array{2, 2, 1, 1}, points, got);
    CHECK(got == std::array{20, 20, 5, 5});
  }
  SECTION("Music: 3, 3, 3, 1") {
    rank_icons(std::array{3, 3, 3, 1}, points, got);
    CHECK(got == std::array{20, 20, 20, 0});
  }
  SECTION("no ties: 20, 10, 5, then nothing") {
    rank_icons(std::array{4, 3, 2, 1}, points, got);
    CHECK(got == std::array{20, 10, 5, 0});
  }
}

TEST_CASE("A score sums its parts", "[auctionland][scoring]") {
  Score score;
  score.island.beach_points = 3;
  score.island.park_points = 6;
  score.island.area_points = 4;
  score.icon_points = {20, 0, 5};
  CHECK(score.icon_total() == 25);
  CHECK(score.total() == 38);
  CHECK(table_points({0, 1, 3}, 7) == 3);
  CHECK(table_points({0, 1, 3}, 0) == 0);
}

}  // namespace
}  // namespace gavel::auctionland
