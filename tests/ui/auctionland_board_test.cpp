// The Auctionland board on the in-memory screen: the market, the islands, the tile in
// hand, the auction and the sale, the scores, and what it must not show.

#include <catch2/catch.hpp>

#include "gavel/ui/theme.h"
#include "gavel/ui/title.h"
#include "ui/auctionland_table.h"

namespace gavel::ui::auctionland_testing {
namespace {

TEST_CASE("the market shows each tile, the money on it and what reaching it costs",
          "[ui][auctionland]") {
  const bool ascii = GENERATE(false, true);
  INFO((ascii ? "ascii" : "unicode"));
  Game game(2);
  deal(game);
  game.apply({"take 3", "build at d4"});  // $1 on 1a and on 2a
  REQUIRE(game.play(false, ascii) == interrupted_status);
  // 1a PPPP, 2a PPGG, 4a PPBB, 5a GGGG, 6a HHHH, 7a GHGH, 8a GGHH: NW NE over SW SE.
  CHECK_THAT(game.screen.row(2), Catch::Contains("P P   P P   P P   G G   H H   G H   G G"));
  CHECK_THAT(game.screen.row(3), Catch::Contains("P P   G G   B B   G G   H H   H G   H H"));
  CHECK_THAT(game.row_with("on it"), Catch::Contains("+$1   +$1   $0    $0"));
  CHECK_THAT(game.row_with("cost"), Catch::Contains("free  $1    $2    $3    $4    $5"));
  CHECK(game.screen.contains("Stack 88"));
  CHECK(game.screen.contains("Auction: put up 1, 1a (PPPP): free, collect $1."));
  if (ascii) CHECK(ascii_only(game.screen.all()));

  // A quadrant is its letter on its terrain's colour; without colour, the letter in
  // reverse video, so the terrain still reads.
  int r = 0;
  int c = 0;
  REQUIRE(game.screen.find("B B", r, c));
  const Style beach = game.screen.cell(r, c).style;
  CHECK(beach.reverse);
  CHECK(look_for(beach, true).ink == Ink::yellow);
  CHECK(look_for(beach, false).ink == Ink::none);
  CHECK(look_for(beach, false).reverse);
  REQUIRE(game.screen.find("H H", r, c));
  CHECK(look_for(game.screen.cell(r, c).style, true).ink != Ink::yellow);
}

TEST_CASE("market icons have a glyph in each set", "[ui][auctionland]") {
  Game game(2);
  game.apply({"first player 0", "draw 1a", "draw 1c", "draw 1d", "draw 1e", "draw 1f", "draw 2a",
              "draw 3a", "draw 4a"});
  const bool ascii = GENERATE(false, true);
  const Glyphs& glyphs = glyphs_for(ascii);
  REQUIRE(game.play(false, ascii) == interrupted_status);
  const std::string numbers = game.row_with("Market");
  // Sorted by icons: the four without any first.
  CHECK_THAT(numbers, Catch::Contains("4     5 " + std::string(glyphs.peace)));
  CHECK_THAT(numbers, Catch::Contains("6 " + std::string(glyphs.love)));
  CHECK_THAT(numbers, Catch::Contains("7 " + std::string(glyphs.music)));
  CHECK_THAT(numbers, Catch::Contains("8 " + std::string(glyphs.peace) + std::string(glyphs.love)));
}

TEST_CASE("the tile in hand follows the cursor over the places it may go", "[ui][auctionland]") {
  Game game(2);
  deal(game);
  // Nobody bids on 2a, so seat 0 builds it next to 1a (PPPP) at d4.
  game.apply({"take 1", "build at d4", "auction 1", "pass"});
  const Glyphs& glyphs = unicode_glyphs();

  SECTION("the places, the preview and the grid's names") {
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("In hand"));
    CHECK_THAT(game.row_with("Your island"), Catch::Contains("In hand"));
    CHECK(game.screen.contains("Enter builds 2a at d3 rot 0"));
    // The preview at d3 shows lowercase letters above the built tile's capitals.
    CHECK_THAT(game.row_with("p p"), Catch::Contains("p p"));
    CHECK_THAT(game.screen.row(10), Catch::Contains(std::string(glyphs.top_right) + "P P "));
    // Three more places: c4, e4 and d5.
    CHECK(count_of(game.screen.all(),
                   std::string(glyphs.top_left) + std::string(glyphs.horizontal)) == 3);
    CHECK_THAT(game.screen.row(7), Catch::Contains("c   d   e"));
  }
  SECTION("r turns the tile; its preview turns with it") {
    game.screen.type("r");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Enter builds 2a at d3 rot 90"));
    // PPGG turned a quarter clockwise: G P over G P.
    CHECK(count_of(game.screen.all(), "g p") == 4);  // in hand and at the cursor
    CHECK(game.screen.contains("rot 90"));
  }
  SECTION("arrows go to the nearest place that way, and Enter builds") {
    game.screen.type("rj");  // d3 to d5
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You build 2a at d5 turned 90 degrees."));
  }
  SECTION("no place that way says so") {
    game.screen.type("k");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("No place for the tile that way"));
  }
}

TEST_CASE("a place that fills a row is marked and earns a Bonus tile", "[ui][auctionland]") {
  Game game(2);
  three_in_a_row(game);
  game.screen.press(Key::Kind::tab);
  game.screen.press(Key::Kind::tab);
  game.screen.press(Key::Kind::tab);  // d3, e3, f3, then c4
  SECTION("marked") {
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("at c4 rot 0"));
    CHECK(game.screen.contains("fills row 4: Bonus tile!"));
    CHECK(game.screen.contains("!!"));  // g4 fills it too
  }
  SECTION("built") {
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You fill a line of four and take a Bonus tile."));
    CHECK(game.view().phase == al::Phase::bonus_take);
    CHECK(game.screen.contains("Bonus tile! Take 1"));
  }
}

TEST_CASE("bidding on a rival's tile", "[ui][auctionland]") {
  Game game(2);
  rival_auctions(game);
  SECTION("the panel") {
    REQUIRE(game.play() == interrupted_status);
    // Right of the market, which stays in sight.
    CHECK_THAT(game.screen.row(1), Catch::StartsWith("Market 1"));
    CHECK_THAT(game.screen.row(1), Catch::EndsWith("Auction  4a             "));
    CHECK(game.screen.contains("from Seat 1"));
    CHECK(game.screen.contains("No bid yet"));
    CHECK(game.screen.contains("In: You "));
    CHECK(game.screen.contains("Bid " + std::string(unicode_glyphs().pointer) + " $1 of $10"));
    CHECK(game.screen.contains("Enter bids $1 (least $1, you have $10); p passes"));
  }
  SECTION("+ raises and Enter bids") {
    game.screen.type("++");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You bid $3."));
    CHECK_THAT(game.log(), Catch::Contains("Seat 1 sells 4a to you for $3."));
    CHECK(game.view().seats[0].money == 7);
    CHECK(game.screen.contains("In hand"));
  }
  SECTION("typed digits past the money start again") {
    game.screen.type("12");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Bid " + std::string(unicode_glyphs().pointer) + " $2"));
  }
  SECTION("a bid below the least raise is refused") {
    game.screen.type("0");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("A bid must be at least $1."));
    CHECK(game.view().phase == al::Phase::bidding);
  }
  SECTION("p passes") {
    game.screen.type("p");
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You pass."));
    CHECK_THAT(game.log(), Catch::Contains("Nobody bids."));
  }
}

TEST_CASE("the auctioneer sells or buys back", "[ui][auctionland]") {
  Game game(2);
  deal(game);
  game.apply({"take 1", "build at d4", "auction 1"});
  SECTION("what each choice gains and costs") {
    game.apply({"bid 4"});
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.row_with("Sale"), Catch::EndsWith("Sale  2a                "));
    CHECK(game.screen.contains("Seat 1 bid $4"));
    const std::string status = game.screen.row(21) + game.screen.row(22);
    CHECK_THAT(status, Catch::Contains("Sell: Seat 1 pays you $4 and builds the tile."));
    CHECK_THAT(status, Catch::Contains("Buy back: you"));
    CHECK_THAT(status, Catch::Contains("Seat 1 $5 (bid + $1) and build it yourself."));
    CHECK(game.screen.contains("Sell +$4 ($14)"));
    CHECK(game.screen.contains("Buy back -$5 ($5)"));
  }
  SECTION("buying back") {
    game.apply({"bid 4"});
    game.screen.press(Key::Kind::down);
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You buy 2a back, paying Seat 1 $5."));
    CHECK(game.screen.contains("In hand"));
  }
  SECTION("a buy back the player cannot pay is shown but cannot be chosen") {
    game.apply({"bid 11"});
    game.screen.press(Key::Kind::down);
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You sell 2a to Seat 1 for $11."));
  }
}

TEST_CASE("the scores page shows each part of each score", "[ui][auctionland]") {
  Game game(2);
  three_in_a_row(game);
  game.screen.type("s");
  REQUIRE(game.play() == interrupted_status);
  const State& state = game.match->state();
  CHECK_THAT(game.row_with("Theme park  "), Catch::Contains(state.fact("park-points.0") + " (" +
                                                            state.fact("park-tiles.0") + ")"));
  CHECK_THAT(
      game.row_with("Gardens"),
      Catch::Contains(state.fact("area-points.0") + " (" + state.fact("garden-areas.0") +
                      std::string(unicode_glyphs().times) + state.fact("house-areas.0") + ")"));
  CHECK_THAT(game.row_with("Total"), Catch::Contains(state.fact("points.0")));
  CHECK_THAT(game.row_with("Money"), Catch::Contains("$" + state.fact("money.0")));
  CHECK_THAT(game.row_with("Money"), Catch::Contains("hidden"));
  CHECK_FALSE(game.screen.contains("Place"));  // places only when the game is over
  // The label's words stand apart, with --ascii's "x" as with the Unicode sign.
  CHECK(game.screen.contains("Gardens " + std::string(unicode_glyphs().times) + " houses"));
  Game ascii(2);
  three_in_a_row(ascii);
  ascii.screen.type("s");
  REQUIRE(ascii.play(false, true) == interrupted_status);
  CHECK(ascii.screen.contains("Gardens x houses"));
}

TEST_CASE("a rival's money is drawn only with the visible-money option", "[ui][auctionland]") {
  // Seat 0 starts with $10; seat 1 has $12 and seat 2 $14.
  for (const bool visible : {false, true}) {
    INFO((visible ? "visible" : "hidden"));
    Game game(3, 80, 24, visible);
    deal(game);
    REQUIRE(game.play() == interrupted_status);
    std::string rivals;
    for (int row = 6; row < 18; ++row)
      rivals += game.screen.row(row).substr(30) + "\n";
    CHECK((rivals.find("$12") != std::string::npos) == visible);
    CHECK((rivals.find("$14") != std::string::npos) == visible);
    if (!visible) CHECK(rivals.find('$') == std::string::npos);

    Game page(3, 80, 24, visible);
    deal(page);
    page.screen.type("t");
    REQUIRE(page.play() == interrupted_status);
    CHECK(page.screen.contains("Seat 1: 0 points, 0 tiles, money " +
                               std::string(visible ? "$12." : "hidden.")));
  }
}

TEST_CASE("islands read by their letters in ASCII", "[ui][auctionland]") {
  Game game(2);
  three_in_a_row(game);
  game.screen.press(Key::Kind::escape);  // asks to leave; n stays
  game.screen.type("n");
  REQUIRE(game.play(false, true) == interrupted_status);
  CHECK(ascii_only(game.screen.all()));
  // Seat 0's row 4: 1a PPPP, 2a PPGG and 5a GGGG, with a place to either side that
  // fills the row (!!).
  // A line between tiles side by side.
  CHECK_THAT(game.screen.row(10), Catch::StartsWith("4 +--+P P|P P|G G +--+"));
  CHECK_THAT(game.screen.row(11), Catch::StartsWith("  +!!+P P|G G|G G +!!+"));
  // Seat 1's island: 3a PPHH and 4a PPBB side by side, the same way.
  CHECK_THAT(game.screen.row(7).substr(34), Catch::Contains("P P|P P"));
  CHECK_THAT(game.screen.row(8).substr(34), Catch::Contains("H H|B B"));
}

}  // namespace
}  // namespace gavel::ui::auctionland_testing
