// The Auction Auction board on the in-memory screen at 80x24, twelve seats: talk,
// an offer to answer, a deal opened through questions, the access bid and its
// results page, the sheet, the board after the reveals, the game's end, ASCII, the
// notebook kept through BoardSettings::notes, and what it must not show.

#include <catch2/catch.hpp>

#include "gavel/ui/play.h"
#include "gavel/ui/title.h"
#include "ui/auction_auction_table.h"

namespace gavel::ui::auction_auction_testing {
namespace {

void nothing_cut(const Game& game, bool ascii = false) {
  const std::vector<std::string> cut = cut_text(game.screen, glyphs_for(ascii));
  INFO(game.screen.all());
  CHECK(cut.empty());
}

TEST_CASE("talk: twelve seats, you, the locations and the question fit at 80x24",
          "[ui][auction-auction]") {
  Game game;
  REQUIRE(game.play_named() == interrupted_status);
  INFO(game.screen.all());
  CHECK_THAT(game.row_with("Seats"), Catch::Contains("Round 1") && Catch::Contains("Round 3"));
  for (const char* name : {"You", "Auntie", "Baron", "Cipher", "Dottie", "Gus", "Kestrel", "Pip",
                           "Sister", "Tobias", "Seat 10", "Seat 11"})
    CHECK(game.screen.contains(name));
  CHECK_THAT(game.row_with("You $100"), Catch::Contains("2 garnets"));
  CHECK_THAT(game.row_with("Cubes"), Catch::Contains("none: Nothing"));
  CHECK_THAT(game.row_with("Dr. E"), Catch::Contains("?"));
  CHECK(game.screen.contains("Your lots show once the access bids"));
  CHECK(game.screen.contains("Your talk"));
  CHECK(game.screen.contains("Done talking"));
  CHECK(game.screen.contains("Open a deal with a rival"));
  CHECK(game.screen.contains("Trade a garnet for $10 (2 left)"));
  CHECK(game.screen.contains("deal with a rival (only they hear the terms)"));
  nothing_cut(game);
}

TEST_CASE("a garnet traded at the table is gone from the run's count on the top line",
          "[ui][auction-auction]") {
  Game game;
  game.settings.run = RunStanding{5, 2, 3, 2};
  game.apply({"trade garnet"});
  REQUIRE(game.play_named() == interrupted_status);
  INFO(game.screen.all());
  CHECK_THAT(game.row_with("You $110"), Catch::Contains("1 garnet"));
  CHECK_THAT(game.screen.row(0), Catch::Contains("1 garnet") && !Catch::Contains("2 garnets"));
}

TEST_CASE("an offer made to the player is a question with its terms", "[ui][auction-auction]") {
  Game game;
  game.apply({"done", "deal with 0", "give 10", "promise out of Genre", "ask nothing on Genre 1"});
  SECTION("shown") {
    REQUIRE(game.play_named() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.screen.contains("Auntie offers a deal"));
    CHECK(game.screen.contains("Auntie Mo gives you $10, promises to stay out of Genre, asks you"));
    CHECK(game.screen.contains("Genre 1. Accept or refuse?"));
    CHECK(game.screen.contains("Accept"));
    CHECK(game.screen.contains("Refuse"));
    CHECK(game.screen.contains("Now: Auntie with you"));
    nothing_cut(game);
  }
  SECTION("accepting asks first") {
    game.screen.press(Key::Kind::enter);  // Accept, the first answer with the adviser off
    REQUIRE(game.play_named() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.screen.contains("Accept Auntie Mo's deal? You promise to bid nothing on"));
    CHECK(game.screen.contains("(y/N)"));
  }
  SECTION("n at that question keeps the offer open") {
    game.screen.press(Key::Kind::enter);
    game.screen.type("n");
    REQUIRE(game.play_named() == interrupted_status);
    CHECK_THAT(game.log(), !Catch::Contains("You accept."));
    CHECK(game.screen.contains("Auntie offers a deal"));
  }
  SECTION("accepted") {
    game.screen.press(Key::Kind::enter);
    game.screen.type("y");  // the deal binds a promise: asked first
    REQUIRE(game.play_named() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You accept."));
    CHECK(game.view().cash == 110);
    INFO(game.screen.all());
    CHECK(game.screen.contains("Auntie: nothing on Genre 1, pending"));
    nothing_cut(game);
    CHECK(game.screen.contains("1 made, 2 promises pending (d)"));
  }
  SECTION("the deals page") {
    game.screen.press(Key::Kind::enter);
    game.screen.type("yd");
    REQUIRE(game.play_named() == interrupted_status);
    CHECK(game.screen.contains("Deals and promises"));
    CHECK(game.screen.contains("Auntie Mo to you: gives you $10, promises to stay out of Genre"));
    CHECK(game.screen.contains("You to Auntie Mo: nothing on Genre 1 (pending)."));
  }
}

TEST_CASE("a deal is opened through questions: whom, cash, promise, ask", "[ui][auction-auction]") {
  Game game;
  game.screen.type("j");
  game.screen.press(Key::Kind::enter);  // open a deal
  game.screen.press(Key::Kind::enter);  // with seat 1
  SECTION("the cash is a number") {
    REQUIRE(game.play_named() == interrupted_status);
    CHECK(game.screen.contains("You give Auntie"));
    CHECK(game.screen.contains("(0 to 100)"));
  }
  SECTION("made and refused") {
    game.screen.type("5");
    game.screen.press(Key::Kind::enter);
    game.screen.press(Key::Kind::enter);  // no promise
    game.screen.type("jj");               // they stay out of Genre
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play_named() == interrupted_status);
    CHECK_THAT(game.log(),
               Catch::Contains(
                   "You offer Seat 1 a deal: $5 for them and their promise to stay out of Genre."));
    CHECK_THAT(game.log(), Catch::Contains("Seat 1 refuses your offer."));
    CHECK(game.screen.contains("To Auntie: refused"));
    CHECK(game.view().cash == 100);
  }
  SECTION("Esc goes back a question") {
    game.screen.press(Key::Kind::enter);  // $0
    game.screen.press(Key::Kind::escape);
    REQUIRE(game.play_named() == interrupted_status);
    CHECK(game.screen.contains("You give Auntie"));
  }
}

TEST_CASE("the access bid: a house, then an amount; its results are a page",
          "[ui][auction-auction]") {
  Game game;
  game.screen.press(Key::Kind::enter);  // done talking
  SECTION("the houses") {
    REQUIRE(game.play_named() == interrupted_status);
    CHECK(game.screen.contains("Your access bid"));
    CHECK(game.screen.contains("Dr. E Appraisings (?)"));
    CHECK(game.screen.contains("Wolley Limited (?)"));
    nothing_cut(game);
  }
  SECTION("the amount") {
    game.screen.press(Key::Kind::enter);
    game.screen.type("3+-");
    REQUIRE(game.play_named() == interrupted_status);
    CHECK(game.screen.contains("Bid for Dr. E"));
    CHECK(game.screen.contains("3   (0 to 100)"));
    nothing_cut(game);
  }
  SECTION("the results page") {
    game.screen.press(Key::Kind::enter);
    game.screen.type("1");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play_named() == interrupted_status);
    CHECK(
        game.screen.contains("Round 1 " + std::string(unicode_glyphs().dash) + " access results"));
    CHECK(game.screen.contains("Dr. E Appraisings: You $1, Auntie Mo $0"));
    CHECK(game.screen.contains("In: You."));
    CHECK(game.screen.contains("You are in Dr. E this round; you paid $1."));
  }
  SECTION("the board after the reveal") {
    game.screen.press(Key::Kind::enter);
    game.screen.type("1");
    game.screen.press(Key::Kind::enter);
    game.screen.press(Key::Kind::escape);
    REQUIRE(game.play_named() == interrupted_status);
    CHECK_THAT(game.row_with("You  "), Catch::Contains("1 DrE+"));
    CHECK_THAT(game.row_with("Auntie"), Catch::Contains("0 DrE-"));
    CHECK(game.screen.contains(std::string(unicode_glyphs().changed) + "   1 DrE+"));
    CHECK_THAT(game.row_with("You $99"), Catch::Contains("(-$1)"));
    CHECK_THAT(game.row_with("Dr. E   red"), Catch::Contains("1"));
    CHECK(game.screen.contains("In Dr. E, round 1"));
    CHECK_THAT(game.row_with("Lot  1 RR"), Catch::Contains("2 R") && Catch::Contains("4 G"));
    nothing_cut(game);
  }
}

TEST_CASE("the sheet is filled lot by lot beside the lots", "[ui][auction-auction]") {
  Game game;
  for (const char* key : {"", "", "1", "", "esc", "", "5", ""}) {
    if (std::string(key) == "esc") {
      game.screen.press(Key::Kind::escape);
    } else if (*key == '\0') {
      game.screen.press(Key::Kind::enter);
    } else {
      game.screen.type(key);
    }
  }
  REQUIRE(game.play_named() == interrupted_status);
  CHECK(game.screen.contains("Bid on Dr. E 2"));
  CHECK(game.screen.contains("Dr. E 2 (1 red cube). 0 = no bid. $94 left for this sheet."));
  CHECK_THAT(game.row_with("Bid  $5"), Catch::Contains("$?"));
  nothing_cut(game);
}

TEST_CASE("after the auction, a page with every bid seen, the winners and what each paid",
          "[ui][auction-auction]") {
  Game game;
  play_a_round(game.screen, false);
  SECTION("the page") {
    REQUIRE(game.play_named() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.screen.contains("Round 1 " + std::string(unicode_glyphs().dash) +
                               " lot results in Dr. E"));
    CHECK_THAT(game.row_with("Lot"), Catch::Contains("You") && Catch::Contains("Winner"));
    CHECK_THAT(game.row_with("Dr. E 1 (2 red cubes)"),
               Catch::Contains("$1") && Catch::Contains("You"));
    CHECK_THAT(game.row_with("Dr. E 2 (1 red cube)"),
               Catch::Contains("$0") && Catch::Contains("unsold"));
    CHECK(game.screen.contains("Paid: You $1."));
    CHECK(game.screen.contains("You won Dr. E 1 (2 red cubes)."));
    CHECK(game.screen.contains("An unsold lot is offered again next round."));
  }
  SECTION("r opens it again from the board") {
    game.screen.press(Key::Kind::escape);
    game.screen.type("r");
    REQUIRE(game.play_named() == interrupted_status);
    CHECK(game.screen.contains("lot results in Dr. E"));
    CHECK(game.view().round == 1);
  }
}

TEST_CASE("after the auction: who won each lot, your cubes and hand", "[ui][auction-auction]") {
  Game game;
  play_a_round(game.screen);
  REQUIRE(game.play_named() == interrupted_status);
  CHECK(game.screen.contains("round 2/3"));
  CHECK(game.screen.contains("Last round in Dr. E"));
  CHECK_THAT(game.row_with("Won  You"), Catch::Contains("unsold"));
  CHECK_THAT(game.row_with("Cubes"), Catch::Contains("RR: One Pair"));
  nothing_cut(game);
}

TEST_CASE("the game's end: the board, then the final hands", "[ui][auction-auction]") {
  Game game;
  for (int round = 0; round < 3; ++round)
    play_a_round(game.screen, round < 2);
  SECTION("the board") {
    REQUIRE(game.play_named() == interrupted_status);
    CHECK(game.match->state().over());
    CHECK(game.screen.contains("The game is over: Your Four of a Kind is the best hand!"));
    CHECK(game.screen.contains("Game over"));
    nothing_cut(game);
  }
  SECTION("the final hands") {
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play_named() == interrupted_status);
    CHECK(game.screen.contains("final hands"));
    CHECK_THAT(game.row_with("1st"), Catch::Contains("You") && Catch::Contains("Four of a Kind"));
  }
}

TEST_CASE("with --ascii the board draws in ASCII only", "[ui][auction-auction]") {
  Game game;
  play_a_round(game.screen);
  game.screen.press(Key::Kind::enter);
  REQUIRE(game.play_named(true) == interrupted_status);
  CHECK(ascii_only(game.screen.all()));
  CHECK(game.screen.contains("Your access bid"));
  nothing_cut(game, true);
}

TEST_CASE("the notebook keeps the player's colours in BoardSettings::notes",
          "[ui][auction-auction]") {
  Game game;
  std::map<std::string, std::string> notes;
  int saves = 0;
  game.settings.notes = &notes;
  game.settings.after_move = [&] { ++saves; };
  game.screen.type("nrjgjgx");
  game.screen.press(Key::Kind::escape);
  REQUIRE(game.play_named() == interrupted_status);
  CHECK(notes == std::map<std::string, std::string>{{"Dr. E", "red"}, {"Genre", "green"}});
  CHECK(saves == 4);
  CHECK_THAT(game.row_with("Dr. E   ?"), Catch::Contains("red?"));
  CHECK_THAT(game.row_with("Genre   ?"), Catch::Contains("green?"));
  SECTION("and the access question says them") {
    Game again;
    again.settings.notes = &notes;
    again.screen.press(Key::Kind::enter);
    REQUIRE(again.play_named() == interrupted_status);
    CHECK(again.screen.contains("Dr. E Appraisings (red?)"));
  }
}

TEST_CASE("the notebook page, and quick play's own notes", "[ui][auction-auction]") {
  Game game;
  game.screen.type("nyy");
  REQUIRE(game.play_named() == interrupted_status);
  CHECK(game.screen.contains("Notebook"));
  CHECK_THAT(game.row_with("Dr. E Appraisings"), Catch::Contains("yellow"));
  nothing_cut(game);
}

TEST_CASE("the board shows nothing the seat was not shown", "[ui][auction-auction]") {
  Game game("yellow");
  // Seat 1 and seat 2 make a deal: the player sees only that they talked.
  game.apply({"done", "deal with 2", "give 33", "promise out of Wolley", "ask nothing on Genre 4",
              "accept"});
  game.screen.type("L");
  REQUIRE(game.play_named() == interrupted_status);
  const std::string log_page = game.screen.all();
  CHECK_THAT(log_page, Catch::Contains("Auntie Mo takes Baron Vex aside."));
  CHECK_THAT(log_page, !Catch::Contains("$33") && !Catch::Contains("Wolley"));
  Game board("yellow");
  board.apply({"done", "deal with 2", "give 33", "promise out of Wolley", "ask nothing on Genre 4",
               "accept"});
  REQUIRE(board.play_named() == interrupted_status);
  const std::string screen = board.screen.all();
  CHECK_THAT(screen, !Catch::Contains("33") && !Catch::Contains("out of Wolley") &&
                         !Catch::Contains("yellow"));
  CHECK_THAT(board.row_with("Market"), Catch::Contains("?"));
}

}  // namespace
}  // namespace gavel::ui::auction_auction_testing

namespace gavel::ui::auction_auction_testing {
namespace {

TEST_CASE("quick play deals Auction Auction to its board", "[ui][auction-auction]") {
  MemoryScreen screen(80, 24);
  CHECK(has_board(aa::chapter()));
  CHECK(play_on_screen(screen, unicode_glyphs(), aa::chapter(), Setup{12, {}}, 3,
                       shipped_content_dir) == interrupted_status);
  CHECK(screen.contains("Auction Auction"));
  CHECK(screen.contains("Your talk"));
}

TEST_CASE("a whole game through random keys; table talk changes nothing", "[ui][auction-auction]") {
  const std::vector<Key> keys = {key_of(Key::Kind::enter),
                                 key_of(Key::Kind::enter),
                                 key_of(Key::Kind::enter),
                                 key_of(Key::Kind::escape),
                                 key_of(U'j'),
                                 key_of(U'k'),
                                 key_of(U'1'),
                                 key_of(U'+'),
                                 key_of(U'-'),
                                 key_of(U'n'),
                                 key_of(U'r'),
                                 key_of(U'd'),
                                 key_of(U'a'),
                                 key_of(U'g'),
                                 key_of(Key::Kind::backspace)};
  const std::uint64_t seed = GENERATE(3, 4);
  CHECK(played_with_talk(aa::chapter(), auction_auction::play_board, keys, seed, true) ==
        played_with_talk(aa::chapter(), auction_auction::play_board, keys, seed, false));
}

TEST_CASE("Auction Auction at a terminal too small gets the usual notice",
          "[ui][auction-auction]") {
  Game game("red", 12, 60, 20);
  REQUIRE(game.play() == interrupted_status);
  CHECK(game.screen.contains("Make the terminal at least 80"));
}

}  // namespace
}  // namespace gavel::ui::auction_auction_testing

namespace gavel::ui::auction_auction_testing {
namespace {

TEST_CASE("a deal of the player's resumed half-made asks its next term", "[ui][auction-auction]") {
  Game game;
  game.apply({"deal with 1", "give 4"});
  REQUIRE(game.play_named() == interrupted_status);
  CHECK(game.screen.contains("Your promise"));
  CHECK(game.screen.contains("Your offer to Auntie Mo: gives $4."));
  CHECK(game.screen.contains("Now: you with Auntie"));
}

TEST_CASE("help says the board's keys and the chapter's rules", "[ui][auction-auction]") {
  Game game;
  game.screen.type("?");
  REQUIRE(game.play_named() == interrupted_status);
  CHECK(game.screen.contains("Auction Auction " + std::string(unicode_glyphs().dash) + " help"));
  CHECK(game.screen.contains("your notebook: mark the colour you believe each"));
}

}  // namespace
}  // namespace gavel::ui::auction_auction_testing
