// The board kit's session on real boards: a digit past a number's most never ends the
// game, keys typed ahead never answer a question the player did not cause, h says why
// the adviser answers as it does, and the session's loop is the same on every board.

#include <catch2/catch.hpp>

#include "gavel/ui/auctionland/board.h"
#include "gavel/ui/title.h"
#include "ui/auction_auction_table.h"
#include "ui/auctionland_table.h"
#include "ui/cosmic_table.h"

namespace gavel::ui::testing {
namespace {

TEST_CASE("a digit past the most at Auction Auction's sheet is the most, and the game goes on",
          "[ui][kit]") {
  using auction_auction_testing::Game;
  Game game;
  game.screen.press(Key::Kind::enter);  // done talking
  game.screen.press(Key::Kind::enter);  // Dr. E Appraisings
  game.screen.type("97");               // $97 of $100 for access
  game.screen.press(Key::Kind::enter);
  game.screen.press(Key::Kind::escape);  // the access results page
  game.screen.press(Key::Kind::enter);   // done talking
  game.screen.type("9");                 // "$3 left for this sheet"
  SECTION("the number stays in its range") {
    REQUIRE(game.play_named() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.screen.contains("$3 left for this sheet"));
    CHECK(game.screen.contains("3   (0 to 3)"));
  }
  SECTION("Enter bids the most, and the sheet goes on") {
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play_named() == interrupted_status);
    INFO(game.screen.all());
    CHECK_THAT(game.log(), Catch::Contains("You bid $3 on Dr. E 1."));
    CHECK(game.screen.contains("(0 to 0)"));  // the next lot, nothing left for it
  }
}

// Cosmic Encounter with Lucre, three players, seat 0 holding 2 Lucre (1, and 1 from
// the extra-money boon), the market dealt: Start of Turn asks for auctions.
struct LucreGame : cosmic_testing::Game {
  LucreGame() : Game(Setup{3, {{"aliens", "off"}, {"techs", "off"}}, Boons{.extra_money = 1}}) {
    cosmic_testing::deal_market(*this);
  }
};

TEST_CASE(
    "a digit past the most at Cosmic Encounter's first bid is the most, and the game "
    "goes on",
    "[ui][kit][cosmic]") {
  LucreGame game;
  game.screen.press(Key::Kind::down);   // Best of 2 Cosmic, at least 1
  game.screen.press(Key::Kind::enter);  // how much?
  game.screen.type("9");
  SECTION("the number stays in its range") {
    REQUIRE(game.play() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.screen.contains("How much? (1 to 2)"));
    CHECK(game.screen.contains("2   (1 to 2)"));
  }
  SECTION("Enter bids the most") {
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(),
               Catch::Contains("You call an auction on Best of 2 Cosmic and bid 2 Lucre."));
  }
}

TEST_CASE("keys typed ahead do not answer a rival's offer", "[ui][kit]") {
  using auction_auction_testing::Game;
  Game game;
  game.apply({"done", "deal with 0", "give 10", "promise out of Genre", "ask nothing on Genre 1"});
  // Typed before the offer opened: Enter on Accept, then y at the question it asks.
  game.screen.press_ahead(key_of(Key::Kind::enter));
  game.screen.type_ahead("y");
  REQUIRE(game.play_named() == interrupted_status);
  INFO(game.screen.all());
  CHECK(game.screen.keys_dropped() == 2);
  CHECK_THAT(game.log(), !Catch::Contains("You accept."));
  CHECK(game.screen.contains("Auntie offers a deal"));
}

TEST_CASE("a key typed after Esc does not answer the leave question", "[ui][kit]") {
  using auctionland_testing::Game;
  Game game(2);
  auctionland_testing::three_in_a_row(game);
  for (int i = 0; i < 3; ++i)
    game.screen.press(Key::Kind::tab);  // c4, which fills row 4
  game.screen.press(Key::Kind::enter);  // built: the Bonus tile is asked for
  game.screen.press(Key::Kind::escape);
  game.screen.type_ahead("1");          // typed hard on Esc, before the question opened
  game.screen.press(Key::Kind::enter);  // read at the question: no, stay
  REQUIRE(game.play() == interrupted_status);
  INFO(game.screen.all());
  CHECK(game.screen.keys_dropped() == 1);
  CHECK(game.view().phase == auctionland_testing::al::Phase::bonus_take);
  CHECK(game.screen.contains("Bonus tile! Take 1"));
}

TEST_CASE("h says what the adviser plays and why; every board answers it", "[ui][kit]") {
  LucreGame game;
  game.settings.advice = true;
  game.screen.type("h");
  REQUIRE(game.play() == interrupted_status);
  INFO(game.screen.all());
  CHECK(game.screen.contains("Adviser: "));
}

}  // namespace
}  // namespace gavel::ui::testing
