// The Auction Web board on the in-memory screen: what it draws, what it hides, and
// bids and lowballs made with the keys.

#include <catch2/catch.hpp>

#include "gavel/games/catalog.h"
#include "gavel/ui/play.h"
#include "gavel/ui/title.h"
#include "ui/auction_web_table.h"

namespace gavel::ui::auction_web_testing {
namespace {

TEST_CASE("the board shows the properties, the hand and the counts", "[ui][auction-web]") {
  const auto [width, height] = GENERATE(std::pair{80, 24}, std::pair{132, 40});
  INFO(width << "x" << height);
  Game game(4, width, height);
  REQUIRE(game.play(true) == interrupted_status);
  const aw::AuctionWebView view = game.view();
  REQUIRE(view.to_move == 0);
  for (std::size_t lot = 0; lot < view.lots.size(); ++lot) {
    const std::string name =
        view.cards->properties[static_cast<std::size_t>(view.lots[lot].property)].name;
    CHECK(game.screen.contains(std::string(1, static_cast<char>('a' + lot)) + " " + name));
  }
  const std::string hand = game.row_with("Hand");
  for (int value : view.hand) {
    CHECK_THAT(hand, Catch::Contains(std::to_string(value) + " "));
    if (width >= 120) {
      CHECK_THAT(hand, Catch::Contains(view.cards->litcoin_names[static_cast<std::size_t>(value)]));
    }
  }
  CHECK(game.screen.contains("Deck"));
  CHECK(game.screen.contains("seed 7"));
  CHECK(game.screen.contains("Your turn"));
  for (Seat seat = 1; seat < 4; ++seat) {
    const std::string row = game.row_with("Seat " + std::to_string(seat) + " ");
    CHECK_THAT(row,
               Catch::Contains(std::to_string(view.seats[static_cast<std::size_t>(seat)].hand)));
  }
  CHECK(game.screen.contains("Log"));
}

TEST_CASE("a bid made with the keys reaches the game", "[ui][auction-web]") {
  Game game(2);
  deal_two(game, 0);
  game.screen.type("1");               // the 1, from the first card
  game.screen.press(Key::Kind::down);  // on Litcoin ATM, from the first property
  game.screen.press(Key::Kind::enter);
  REQUIRE(game.play() == interrupted_status);
  CHECK_THAT(game.log(), Catch::Contains("You bid 1 (Encryption) on Litcoin ATM (b)."));
  CHECK(game.screen.contains("You bid 1 (Encryption) on Litcoin ATM (b)."));
  CHECK_THAT(game.row_with("b Litcoin ATM"), Catch::Contains("You 1"));
  CHECK(game.screen.contains("Seat 1 passes"));
}

TEST_CASE("cards of one value are shown and chosen together", "[ui][auction-web]") {
  Game game(2);
  game.apply({"first player 0", "dealt 1a", "dealt 1b", "dealt 2a", "dealt 3a", "dealt 3b",
              "dealt 4a", "dealt 4b"});
  game.apply({"dealt 0a", "dealt 1a", "dealt 2a", "dealt 3a", "dealt 4a", "dealt 5a", "dealt 6a"});
  game.apply({"turn up Pachinko #1", "turn up Litcoin ATM #1", "turn up Near Meat Burger",
              "turn up Mochi Waterfall"});
  game.screen.type("l");  // from the two 1s to the 2
  game.screen.press(Key::Kind::enter);
  REQUIRE(game.play() == interrupted_status);
  CHECK_THAT(game.log(), Catch::Contains("You bid 2 (Ledger Balance) on Pachinko (a)."));
  const std::string hand = game.row_with("Hand");
  CHECK_THAT(hand, Catch::Contains("1 Encryption " + std::string(unicode_glyphs().times) + "2"));
  CHECK_THAT(hand,
             Catch::Contains("3 Stocks Buyback " + std::string(unicode_glyphs().times) + "2"));
}

TEST_CASE("the board never shows a value the player's view does not know", "[ui][auction-web]") {
  Game game(2);
  deal_two(game, 1);
  game.apply({"bid 6 on Pachinko"});  // seat 1's Cash leads, face down
  const std::string hidden = std::string(unicode_glyphs().hidden);

  SECTION("a rival's face-down card shows as hidden") {
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.row_with("a Pachinko"), Catch::Contains("Seat 1 " + hidden));
    CHECK_FALSE(game.screen.contains("Seat 1 6"));
    CHECK_FALSE(game.screen.contains("Cash ("));
  }
  SECTION("a card seen in a comparison shows its value") {
    game.screen.type("2");                // the 2, on Pachinko (a)
    game.screen.press(Key::Kind::enter);  // 2 on Pachinko loses to the 6
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.row_with("a Pachinko"), Catch::Contains("Seat 1 6"));
  }
}

TEST_CASE("a lowball is asked and answered", "[ui][auction-web]") {
  Game game(2);
  deal_two(game, 1);
  game.apply({"bid 6 on Pachinko"});
  game.screen.type("2");                // the 2, on Pachinko (a)
  game.screen.press(Key::Kind::enter);  // Ledger Balance loses: its lowball is offered

  SECTION("the question lists declining and each player to look at") {
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Ledger Balance: use it?"));
    CHECK(game.screen.contains("Do not use it"));
    CHECK(game.screen.contains("Seat 1: 6 cards in hand"));
    CHECK(game.screen.contains("Your own hand: see a random card; keep it or trade it for a draw"));
    CHECK(cut_text(game.screen, unicode_glyphs()).empty());
  }
  SECTION("your own hand: keep the card or trade it for a fresh draw") {
    game.screen.press(Key::Kind::down);
    game.screen.press(Key::Kind::enter);  // ledger 0
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Ledger Balance picks your"));
    CHECK(game.screen.contains("Keep it in your hand"));
    CHECK(game.screen.contains("Discard it and draw a card from your deck"));
  }
  SECTION("choosing a player, then letting them keep the card") {
    game.screen.press(Key::Kind::down);  // your own hand
    game.screen.press(Key::Kind::down);
    game.screen.press(Key::Kind::enter);  // ledger 1: Seat 1 shows a random card
    game.screen.press(Key::Kind::enter);  // the first choice: return it
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You use Ledger Balance on Seat 1."));
    CHECK_THAT(game.log(), Catch::Contains("You let Seat 1 keep the card."));
    CHECK(game.view().phase == aw::Phase::bidding);
  }
  SECTION("the second question shows the card and both answers") {
    game.screen.press(Key::Kind::down);
    game.screen.press(Key::Kind::down);
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Seat 1 shows you"));
    CHECK(game.screen.contains("Return it: Seat 1 keeps it"));
    CHECK(game.screen.contains("Discard it: Seat 1 discards it and draws a card"));
  }
}

TEST_CASE("passing asks first, and the round ends with its own page", "[ui][auction-web]") {
  Game game(2);
  deal_two(game, 0);
  SECTION("n keeps the turn") {
    game.screen.type("pn");
    REQUIRE(game.play() == interrupted_status);
    CHECK_FALSE(game.view().seats[0].passed);
  }
  SECTION("y passes; the round's page shows who won what") {
    game.screen.type("py");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Round 1 is over."));
    CHECK(game.screen.contains("Won this round:"));
    CHECK(game.screen.contains("Points so far"));
  }
  SECTION("the draw count is typed, then drawn") {
    game.screen.type("py");
    game.screen.press(Key::Kind::enter);  // closes the round's page
    game.screen.type("3");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You draw 3 cards."));
    CHECK(game.screen.contains("Hand limit: discard a card"));  // 10 cards in hand
  }
}

TEST_CASE("a whole game of passing reaches the end screen", "[ui][auction-web]") {
  Game game(2);
  deal_two(game, 0);
  for (int round = 0; round < 3; ++round) {
    game.screen.type("py");
    game.screen.press(Key::Kind::enter);                 // the round's page
    if (round < 2) game.screen.press(Key::Kind::enter);  // draw nothing: the hand is full
  }
  game.screen.press(Key::Kind::enter);  // the board as the game ended
  game.screen.press(Key::Kind::enter);  // the final scores
  CHECK(game.play() == 0);
  CHECK(game.match->state().over());
  CHECK(game.screen.contains("You share first place with Seat 1."));
  CHECK(
      game.screen.contains("Auction Web " + std::string(unicode_glyphs().dash) + " final scores"));
}

}  // namespace
}  // namespace gavel::ui::auction_web_testing
