// Auction Auction's table.json: the shipped table is the one the man page gives, and a
// file that breaks it is refused with one line naming the file, entry and field.

#include "gavel/games/auction_auction/table.h"

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "core/save_support.h"
#include "gavel/core/error.h"
#include "gavel/games/auction_auction/chapter.h"
#include "support/shipped_content.h"
#include "support/whole_game.h"

namespace gavel::auction_auction {
namespace {

using Catch::Contains;

// Loads tests/data/auction-auction/`file` as a content folder's table.json; the
// error it gives, or "no error".
std::string table_error(const char* file) {
  testing::TempDir dir;
  std::filesystem::create_directories(dir.path() / "auction-auction");
  const auto data = std::filesystem::path(GAVEL_TEST_DATA_DIR) / "data" / "auction-auction" / file;
  testing::write_bytes(dir.path() / "auction-auction" / "table.json", testing::read_bytes(data));
  try {
    load_table(dir.path());
  } catch (const Error& error) {
    return error.what();
  }
  return "no error";
}

TEST_CASE("the shipped table is the man page's table", "[auction-auction][content]") {
  const TableContent table = load_table(testing::shipped_content_dir);
  CHECK(table.starting_cash == 100);
  CHECK(table.rounds == 3);
  CHECK(table.spots == 3);
  CHECK(table.relief == 10);
  CHECK(table.garnet_cash == 10);
  CHECK(table.garnets == 2);
  CHECK(table.deals_per_talk == 2);
  CHECK(table.houses[0].name == "Dr. E Appraisings");
  CHECK(table.houses[1].name == "Genre Shop");
  CHECK(table.houses[2].name == "Wolley Limited");
  CHECK(table.market_name == "Black Market");
  // The colour code: the names hide the colours (and nobody is told).
  CHECK(table.houses[0].colour == Colour::red);
  CHECK(table.houses[1].colour == Colour::green);
  CHECK(table.houses[2].colour == Colour::yellow);
}

TEST_CASE("lots follow from the houses: a double of the house's colour, then one of each",
          "[auction-auction][content]") {
  const TableContent table = load_table(testing::shipped_content_dir);
  REQUIRE(lot_count == 14);
  for (int house = 0; house < house_count; ++house) {
    INFO("house " << house);
    const Lot doubled = lot_at(table, first_lot(house), Colour::red);
    CHECK(doubled.location == house);
    CHECK(doubled.cubes == 2);
    CHECK(doubled.colour == table.houses[static_cast<std::size_t>(house)].colour);
    for (int number = 2; number <= 4; ++number) {
      const Lot single = lot_at(table, first_lot(house) + number - 1, Colour::red);
      CHECK(single.cubes == 1);
      CHECK(single.colour == all_colours[static_cast<std::size_t>(number - 2)]);
      CHECK(lot_number(first_lot(house) + number - 1) == number);
    }
  }
  for (Colour colour : all_colours) {
    CHECK(lot_at(table, first_lot(market), colour).cubes == 2);
    CHECK(lot_at(table, first_lot(market), colour).colour == colour);
    CHECK(lot_at(table, first_lot(market) + 1, colour).cubes == 1);
    CHECK(lot_at(table, first_lot(market) + 1, colour).colour == colour);
  }
  CHECK(location_of_lot(lot_count - 1) == market);
  CHECK(lots_in(market) == 2);
}

TEST_CASE("a table.json that breaks the table is refused in one line",
          "[auction-auction][content]") {
  const std::vector<std::pair<const char*, std::string>> cases = {
      {"two_houses.json", "table.json': houses must list exactly 3 auction houses"},
      {"four_houses.json", "table.json': houses must list exactly 3 auction houses"},
      {"colour_twice.json",
       "table.json': \"Genre Shop\": colour is another house's too: each colour hides behind "
       "one house"},
      {"blue_house.json",
       "table.json': \"Wolley Limited\": colour 'blue' is not one of: red, yellow, green"},
      {"name_ends_in_a_number.json",
       "table.json': \"Genre Shop 2\": name 'Genre Shop 2' may not end in a number"},
      {"short_name_too_long.json",
       "table.json': \"Wolley Limited\": short must be 1..8 characters"},
      {"names_shared.json",
       "table.json': houses and the Black Market need names of their own: 'genre' names two"},
      {"rounds_out_of_range.json", "table.json': rounds must be 1..9"},
      {"garnets_missing.json", "table.json': garnets is missing"},
      // $1,000 a garnet and the campaign's 999 garnets: more than a bid can name.
      {"garnet_cash_too_large.json",
       "table.json': starting_cash with garnet_cash, garnets and relief lets a seat hold "
       "$1024560 at a table of 12, and a bid can name at most $99999"},
      {"not_json.json", "table.json':5: not valid JSON"},
  };
  for (const auto& [file, message] : cases) {
    INFO(file);
    const std::string error = table_error(file);
    CHECK_THAT(error, Contains("auction-auction/" + message));
    CHECK(error.find('\n') == std::string::npos);
  }
}

// The richest table the check takes, with the most garnets a run can bring: every
// amount still fits a bid.
TEST_CASE("the richest table the check takes plays to the end", "[auction-auction][content]") {
  std::string table =
      testing::read_bytes(testing::shipped_content_dir / "auction-auction" / "table.json");
  for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
           {R"("starting_cash": 100)", R"("starting_cash": 2000)"},
           {R"("rounds": 3)", R"("rounds": 9)"},
           {R"("garnet_cash": 10)", R"("garnet_cash": 50)"},
           {R"("garnets": 2)", R"("garnets": 9)"}}) {
    const auto at = table.find(from);
    REQUIRE(at != std::string::npos);
    table.replace(at, from.size(), to);
  }
  testing::ContentCopy content;
  content.replace("auction-auction/table.json", table);
  REQUIRE(load_table(content.path()).garnet_cash == 50);
  Setup setup{max_players, {}, {}};
  setup.boons.garnets = 999;
  testing::play_whole_game(chapter(), setup, content.path(), 1);
}

}  // namespace
}  // namespace gavel::auction_auction
