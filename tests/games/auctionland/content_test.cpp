// Auctionland's content: the files the game ships, and the errors odd files give.

#include <algorithm>
#include <string>

#include <catch2/catch.hpp>

#include "gavel/core/error.h"
#include "gavel/games/auctionland/tiles.h"
#include "support/shipped_content.h"

namespace gavel::auctionland {
namespace {

using Catch::Contains;

std::filesystem::path data(const char* name) {
  return std::filesystem::path(GAVEL_TEST_DATA_DIR) / "data" / "auctionland" / name;
}

// The error reading `file` as tiles.json (or rules.json) gives.
std::string tiles_error(const char* file) {
  Content content;
  try {
    read_tiles(data(file), content);
  } catch (const Error& error) {
    return error.what();
  }
  return "no error";
}
std::string rules_error(const char* file) {
  Content content;
  try {
    read_rules(data(file), content);
  } catch (const Error& error) {
    return error.what();
  }
  return "no error";
}

TEST_CASE("Auctionland's content is the stack and tables the man page gives",
          "[auctionland][content]") {
  const Content content = load_content(testing::shipped_content_dir);
  REQUIRE(content.tiles.size() == 96);
  for (int pattern = 1; pattern <= 16; ++pattern) {
    INFO("pattern " << pattern);
    std::array<int, 3> by_icons{};  // copies with 0, 1 and 2 icons
    std::array<int, icon_kinds> singles{};
    int copies = 0;
    for (const Tile& tile : content.tiles) {
      if (tile.pattern != pattern) continue;
      ++copies;
      ++by_icons[static_cast<std::size_t>(tile.icon_count())];
      if (tile.icon_count() == 1) {
        for (std::size_t icon = 0; icon < icon_kinds; ++icon)
          singles[icon] += tile.icons[icon];
      }
    }
    CHECK(copies == 6);
    CHECK(by_icons == std::array{2, 3, 1});
    CHECK(singles == std::array{1, 1, 1});
  }
  CHECK(quadrant_letters(content.tile(*content.tile_named("16a")).quadrants) == "BGBH");
  CHECK(describe_tile(content, *content.tile_named("7f")) == "7f (GHGH, Peace, Love)");
  CHECK(content.money_by_seat == std::array{10, 12, 14, 16, 18, 20});
  CHECK(content.market_size == 8);
  CHECK(content.market_size_min == 6);
  CHECK(content.market_size_max == 10);
  CHECK(content.tables.beach_points == std::vector{0, 1, 3, 6, 10, 15, 21, 28, 36});
  CHECK(content.tables.park_points == content.tables.beach_points);
  CHECK(content.tables.area_cap == 6);
  CHECK(content.tables.icon_points == std::vector{20, 10, 5});
  for (int tile = 0; tile < static_cast<int>(content.tiles.size()); ++tile)
    CHECK(content.tile_named(content.tile_name(tile)) == tile);
  CHECK_FALSE(content.tile_named("17a"));
  CHECK_FALSE(content.tile_named("1g"));
  CHECK_FALSE(content.tile_named("a"));
}

TEST_CASE("Bad Auctionland content names the file, the entry and the field",
          "[auctionland][content]") {
  CHECK_THAT(tiles_error("unknown_terrain.json"),
             Contains("unknown_terrain.json': \"1\": quadrants 'lava' is not one of"));
  CHECK_THAT(tiles_error("three_quadrants.json"),
             Contains("three_quadrants.json': \"1\": quadrants must name 4 terrains"));
  CHECK_THAT(tiles_error("unknown_icon.json"),
             Contains("unknown_icon.json': \"1\": copies 'joy' is not one of"));
  CHECK_THAT(tiles_error("icon_twice.json"),
             Contains("icon_twice.json': \"1\": copies 'love love' names one icon twice"));
  CHECK_THAT(tiles_error("pattern_out_of_order.json"),
             Contains("pattern_out_of_order.json': \"3\": id must be the pattern's number"));
  CHECK_THAT(rules_error("five_amounts.json"),
             Contains("five_amounts.json': money_by_seat must list 6 amounts"));
  CHECK_THAT(rules_error("beaches_not_from_zero.json"),
             Contains("beaches_not_from_zero.json': beach_points must start at 0"));
  CHECK_THAT(rules_error("park_table_falls.json"),
             Contains("park_table_falls.json': park_points must never go down"));
  CHECK_THAT(rules_error("icon_points_rise.json"),
             Contains("icon_points_rise.json': icon_points must never go up"));
  CHECK_THAT(rules_error("market_size_outside_range.json"),
             Contains("market_size_outside_range.json': market_size must be 6..10"));
  // `--option market-size=10` used to fail at the table on such a file.
  CHECK_THAT(rules_error("market_range_narrow.json"),
             Contains("market_range_narrow.json': market_size_min and market_size_max must take "
                      "in 6 to 10, the sizes the market-size option offers"));
  CHECK_THAT(tiles_error("missing.json"), Contains("missing.json': cannot read the file"));
}

}  // namespace
}  // namespace gavel::auctionland
