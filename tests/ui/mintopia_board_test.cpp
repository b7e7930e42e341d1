// The New Mintopia City board on the in-memory screen at 80x24: the players round
// the ring, the auction and its questions, the sealed bids, the cursor that places a
// Location, the AI card's modes, the pages, and what it must not show.

#include <sstream>

#include <catch2/catch.hpp>

#include "gavel/ui/play.h"
#include "gavel/ui/theme.h"
#include "gavel/ui/title.h"
#include "ui/mintopia_table.h"

namespace gavel::ui::mintopia_testing {
namespace {

TEST_CASE("the Auctioneer's choice shows the players, the Auction Block and the empty zones",
          "[ui][mintopia]") {
  Game game(4);
  deal(game);
  REQUIRE(game.play() == interrupted_status);
  const std::string screen = game.screen.all();
  CHECK_THAT(game.row_with("Players"), Catch::Contains("Mints") && Catch::Contains("D  U  P  C"));
  CHECK_THAT(game.row_with("You (A)"), Catch::Contains("4"));
  CHECK(game.screen.contains("Auction Block"));
  CHECK(game.screen.contains("S Mine 3p C The Mine"));
  CHECK(game.screen.contains("C Humb 3d B Humbug Heights"));
  CHECK_THAT(game.row_with("0 You+Seat 1"), Catch::Contains("empty"));
  CHECK(game.screen.contains("3 You+Seat 3"));
  CHECK_THAT(game.row_with("Auction "), Catch::Contains("Auction"));
  CHECK(game.screen.contains("Sugarwork Lofts  "));
  CHECK(game.screen.contains("You are the Auctioneer"));
  CHECK(cut_text(game.screen, unicode_glyphs()).empty());
}

TEST_CASE("the Auctioneer picks a Location, then open or closed", "[ui][mintopia]") {
  Game game(4);
  deal(game);
  SECTION("the second question") {
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Open auction"));
    CHECK(game.screen.contains("Closed auction"));
  }
  SECTION("closed") {
    game.screen.type("j");  // Humbug Heights
    game.screen.press(Key::Kind::enter);
    game.screen.type("j");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You put Humbug Heights up in a closed auction."));
  }
}

TEST_CASE("while bidding, the rest of the Auction Block shows as cards", "[ui][mintopia]") {
  Game game(4);
  deal(game);
  game.apply({"auction The Mine open"});
  REQUIRE(game.play() == interrupted_status);
  INFO(game.screen.all());
  // VP, type and colours of each, as a zone shows them, not names alone.
  CHECK_THAT(game.row_with("Block:"), Catch::Contains("C Humb 3d B"));
  CHECK(cut_text(game.screen, unicode_glyphs()).empty());
}

TEST_CASE("rivals of the roster: names, glyphs and zones fit at 80x24", "[ui][mintopia]") {
  Game game(6);
  game.apply({"first auctioneer 2", "turn up The Mine", "turn up Humbug Heights",
              "turn up Lozenge Press", "turn up Sugarwork Lofts", "turn up Wrapper Mill",
              "turn up Glaze Gas Works", "auction The Mine open", "propose 1 and 1 to left",
              "accept", "propose 2 and 1 to left", "refuse", "bid 3", "withdraw"});
  REQUIRE(game.play(false, false, {"auntie-mo", "baron-vex", "cipher", "dottie", "gus"}) ==
          interrupted_status);
  CHECK_THAT(game.row_with("D Dottie "), Catch::Contains("in: 3"));
  CHECK(game.screen.contains("B Baron (A)"));
  CHECK(game.screen.contains("A Auntie Mo "));
  CHECK(game.screen.contains("4 Dottie+Gus"));
  CHECK(game.screen.contains("5 You+Gus"));
  CHECK(game.screen.contains("Withdrawn: Gus"));
  CHECK(game.screen.contains("Bid 3: Dottie alone"));
  CHECK(cut_text(game.screen, unicode_glyphs()).empty());
}

TEST_CASE("a proposal is a question the player answers", "[ui][mintopia]") {
  Game game(4);
  deal(game, 1);
  // Seat 1 opens by asking seat 0, its right neighbour: 1 Mint each.
  game.apply({"auction The Mine open", "propose 1 and 1 to right"});
  SECTION("shown") {
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Seat 1 asks you"));
    CHECK(game.screen.contains("Accept (you put 1)"));
    CHECK(game.screen.contains("Refuse"));
    CHECK(game.screen.contains("Seat 1 asks You: 1 + 1"));
    CHECK_THAT(game.row_with("You "), Catch::Contains("asked"));
    CHECK_THAT(game.row_with("Seat 1 (A)"), Catch::Contains("asking"));
  }
  SECTION("accepting asks first") {
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Accept Seat 1's proposal: you put 1 of your"));
    CHECK(game.screen.contains("(y/N)"));
  }
  SECTION("accepted") {
    game.screen.press(Key::Kind::enter);
    game.screen.type("y");
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You accept: you and Seat 1 bid 2 Mints."));
  }
  SECTION("refused") {
    game.screen.type("j");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You refuse Seat 1."));
  }
}

TEST_CASE("the player bids alone or proposes a split to a neighbour", "[ui][mintopia]") {
  Game game(4);
  deal(game);
  game.apply({"auction The Mine open"});
  SECTION("the choices") {
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Bid alone (1 to 4)"));
    CHECK(game.screen.contains("Propose to Seat 1 (left)"));
    CHECK(game.screen.contains("Propose to Seat 3 (right)"));
    CHECK(game.screen.contains("No bid yet"));
  }
  SECTION("alone") {
    game.screen.press(Key::Kind::enter);
    game.screen.type("3");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You bid 3 Mints alone."));
  }
  SECTION("a split with the left neighbour") {
    game.screen.type("j");
    game.screen.press(Key::Kind::enter);
    game.screen.type("2");
    game.screen.press(Key::Kind::enter);
    game.screen.type("1");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You ask Seat 1 to bid together: you put 2, they "
                                           "put 1 (3 Mints in all)."));
    // The passive rival refuses, and the board shows who is in and who is out.
    CHECK_THAT(game.log(), Catch::Contains("Seat 1 refuses you."));
  }
  SECTION("Esc goes back from the amount to the choices") {
    game.screen.press(Key::Kind::enter);
    game.screen.press(Key::Kind::escape);
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Bid alone (1 to 4)"));
  }
}

TEST_CASE("sealed bids stay sealed until the reveal", "[ui][mintopia]") {
  Game game(4);
  deal(game, 1);
  game.apply({"auction The Mine closed", "commit 2", "commit 3", "commit 1"});
  SECTION("before") {
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Your sealed bid"));
    CHECK(game.screen.contains("(0 to 4)"));
    CHECK(game.screen.contains("Sealed bids: 3 of 4 in"));
    CHECK_THAT(game.row_with("Seat 2"), Catch::Contains("sealed"));
    CHECK_FALSE(game.screen.contains("put 3"));
    CHECK_THAT(game.row_with("You "), Catch::Contains("waits"));
  }
  SECTION("the reveal") {
    game.screen.type("4");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("The sealed bids are revealed: you 4, Seat 1 2, "
                                           "Seat 2 3, Seat 3 1."));
    CHECK(game.screen.contains("The sealed bids are revealed"));
  }
}

TEST_CASE("tied pairs: the Auctioneer names the chooser, or chooses the pair", "[ui][mintopia]") {
  Game game(4);
  deal(game);
  SECTION("naming") {
    // Every pair totals 2; seats 1 and 3 tie for the highest bid, the Auctioneer is not
    // among them, so seat 0 names one of them.
    game.apply({"auction The Mine closed", "commit 0", "commit 2", "commit 0", "commit 2"});
    game.screen.type("j");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You name Seat 3 to choose."));
  }
  SECTION("choosing the pair") {
    // Seat 0, the Auctioneer, ties seat 2 for the highest bid, so it chooses.
    game.apply({"auction The Mine closed", "commit 2", "commit 0", "commit 2", "commit 0"});
    SECTION("shown") {
      REQUIRE(game.play() == interrupted_status);
      CHECK(game.screen.contains("Pair with Seat 1: you two win"));
      CHECK(game.screen.contains("Pair with Seat 3: you two win"));
      CHECK(game.screen.contains("Tied:"));
      CHECK(game.screen.contains("Revealed: You 2, Seat 1 0"));
    }
    SECTION("chosen") {
      game.screen.press(Key::Kind::enter);
      REQUIRE(game.play() == interrupted_status);
      CHECK_THAT(game.log(), Catch::Contains("You and Seat 1 win The Mine"));
    }
  }
}

TEST_CASE("placing: the cursor goes over the zone's open spots and r turns the card",
          "[ui][mintopia]") {
  Game game(4);
  mine_won(game);
  SECTION("the first card of a zone") {
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Won: to place"));
    CHECK(game.screen.contains("Enter places The Mine at row 0 col 0 in zone 0"));
    CHECK_THAT(game.row_with("0 You+Seat 1"), Catch::Contains("S Mine 3p C"));
  }
  SECTION("turned") {
    game.screen.type("r");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(),
               Catch::Contains("You place The Mine in zone 0 at row 0, col 0, turned."));
  }
  SECTION("beside it, making a match") {
    game.apply({"place at row 0 col 0", "auction Humbug Heights open", "bid 1", "withdraw",
                "withdraw", "propose 1 and 1 to left", "accept"});
    // The spots: above, left, right and below The Mine; the cursor starts above.
    game.screen.type("jl");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You place Humbug Heights in zone 0 at row 0, col 1, "
                                           "making a match."));
    CHECK_THAT(game.row_with("0 You+Seat 1"), Catch::Contains("S Mine 3p C=C Humb 3d B"));
    CHECK(game.screen.contains("1 match"));
  }
  SECTION("the open spots are marked") {
    game.apply({"place at row 0 col 0", "auction Humbug Heights open", "bid 1", "withdraw",
                "withdraw", "propose 1 and 1 to left", "accept"});
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("( )") == false);
    CHECK(game.screen.contains("(         )"));
    CHECK(game.screen.contains("at row -1 col 0"));
  }
}

TEST_CASE("mint colours: their colour, reverse video without it, letters in ASCII",
          "[ui][mintopia]") {
  const bool ascii = GENERATE(false, true);
  Game game(4);
  mine_won(game);
  REQUIRE(game.play(false, ascii) == interrupted_status);
  int r = 0;
  int c = 0;
  REQUIRE(game.screen.find("S Mine 3p C", r, c));
  const Style spearmint = game.screen.cell(r, c).style;
  CHECK(spearmint.reverse);
  CHECK(look_for(spearmint, true).ink == Ink::green);
  CHECK(look_for(spearmint, false).reverse);
  CHECK(look_for(game.screen.cell(r, c + 10).style, true).ink == Ink::red);
  if (ascii) CHECK(ascii_only(game.screen.all()));
}

TEST_CASE("the scores page shows each part", "[ui][mintopia]") {
  Game game(4);
  mine_won(game);
  game.apply({"place at row 0 col 0"});
  game.screen.type("s");
  REQUIRE(game.play() == interrupted_status);
  // The row's cells, one per competitor, each whole and apart.
  std::istringstream row(game.row_with("Location VP"));
  std::vector<std::string> cells;
  for (std::string cell; row >> cell;)
    cells.push_back(cell);
  CHECK(cells ==
        std::vector<std::string>{"\u2502", "Location", "VP", "3", "3", "0", "0", "\u2502"});
  CHECK(game.screen.contains("Matches"));
  CHECK(game.screen.contains("Culture bonus"));
}

TEST_CASE("the help page explains the cards", "[ui][mintopia]") {
  Game game(4);
  deal(game);
  game.screen.type("?");
  REQUIRE(game.play() == interrupted_status);
  CHECK(game.screen.contains("New Mintopia City"));
  CHECK(game.screen.contains("help"));
}

TEST_CASE("2 players with an AI card: the AI's row, its zone and its die", "[ui][mintopia]") {
  Game game(2, "hoarder");
  game.apply({"first auctioneer 0", "turn up The Mine", "turn up Humbug Heights",
              "auction The Mine", "bid 1", "withdraw", "ai rolls 6"});
  REQUIRE(game.play() == interrupted_status);
  CHECK_THAT(game.row_with("Hoarder"), Catch::Contains("any"));
  CHECK(game.screen.contains("2 Hoarder"));
  CHECK(game.screen.contains("AI die: 6 (+3), bids 4"));
  CHECK(game.screen.contains("raise once to beat it"));
}

TEST_CASE("solitaire against an AI card: bid 1 more or withdraw", "[ui][mintopia]") {
  Game game(1, "planner");
  game.screen.press(Key::Kind::enter);  // auction the Location turned up
  REQUIRE(game.play() == interrupted_status);
  CHECK(game.screen.contains("Bid 1"));
  CHECK(game.screen.contains("1 Planner"));
  CHECK(game.screen.contains("0 You"));
}

TEST_CASE("whole games end on the final scores", "[ui][mintopia]") {
  const auto [players, ai] = GENERATE(std::pair{4, "none"}, std::pair{2, "magnate"},
                                      std::pair{1, "speculator"}, std::pair{6, "none"});
  INFO(players << " " << ai);
  Game game(players, ai);
  for (int i = 0; i < 1500; ++i)
    game.screen.press(i % 7 == 3 ? key_of(U'j') : key_of(Key::Kind::enter));
  game.play(true);
  CHECK(game.match->state().over());
  CHECK(game.screen.contains("final scores"));
}

// A 2-player game where seat 0 takes every Location (the passive rival withdraws),
// Enter pressed `presses` times: it ends holding every majority.
std::unique_ptr<Game> all_to_seat_0(int presses, std::string_view then = "") {
  auto game = std::make_unique<Game>(2);
  for (int i = 0; i < presses; ++i)
    game->screen.press(Key::Kind::enter);
  for (const char ch : then)
    game->screen.press(ch == '\n' ? key_of(Key::Kind::enter) : key_of(static_cast<char32_t>(ch)));
  game->play();
  return game;
}

// The fewest Enters that bring that game to `phase`.
int presses_until(mt::Phase phase) {
  for (int presses = 1; presses < 200; ++presses) {
    if (all_to_seat_0(presses)->view().phase == phase) return presses;
  }
  FAIL("never reached " << mt::phase_name(phase));
  return 0;
}

TEST_CASE("the end-of-game abilities are choices on the board", "[ui][mintopia]") {
  const int deed = presses_until(mt::Phase::deed_place);
  SECTION("the Deed's Location is placed with the cursor") {
    const auto game = all_to_seat_0(deed);
    CHECK(game->screen.contains("Deed: to place"));
    CHECK(game->screen.contains("Enter places"));
    const auto placed = all_to_seat_0(deed + 1);
    CHECK_THAT(placed->log(), Catch::Contains("by Deed.") && Catch::Contains("You place"));
    CHECK(placed->view().phase == mt::Phase::utility);
    CHECK(placed->screen.contains("Skip: move nothing"));
    CHECK(placed->screen.contains("Utility"));
  }
  SECTION("Utility moves a Location to a spot chosen with the cursor") {
    const auto game = all_to_seat_0(deed + 1, "j\n");  // the first Location
    CHECK(game->screen.contains("Enter moves"));
    const auto moved = all_to_seat_0(deed + 1, "j\n\n");
    CHECK_THAT(moved->log(), Catch::Contains("You use Utility to move"));
    CHECK(moved->view().phase == mt::Phase::production);
    CHECK(moved->screen.contains("Skip: turn nothing"));
    const auto turned = all_to_seat_0(deed + 1, "j\n\nj\n");
    CHECK_THAT(turned->log(), Catch::Contains("You use Production to turn"));
    CHECK(turned->screen.contains("The game is over: You win!"));
  }
  SECTION("or skipped") {
    const auto game = all_to_seat_0(deed + 3);
    CHECK_THAT(game->log(), Catch::Contains("You let the ability go unused."));
    CHECK(game->view().phase == mt::Phase::over);
  }
}

TEST_CASE("rivals have their last words on the final scores", "[ui][mintopia]") {
  Game game(4);
  for (int i = 0; i < 1500; ++i)
    game.screen.press(i % 7 == 3 ? key_of(U'j') : key_of(Key::Kind::enter));
  game.play(true, false, {"auntie-mo", "baron-vex", "cipher"});
  REQUIRE(game.match->state().over());
  CHECK(game.screen.contains("At the table:"));
}

TEST_CASE("table talk never changes a game of New Mintopia City", "[ui][mintopia]") {
  const std::vector<Key> keys = {key_of(Key::Kind::enter),
                                 key_of(Key::Kind::enter),
                                 key_of(Key::Kind::enter),
                                 key_of(U'j'),
                                 key_of(U'k'),
                                 key_of(U'l'),
                                 key_of(U'h'),
                                 key_of(U'r'),
                                 key_of(U'2'),
                                 key_of(Key::Kind::tab),
                                 key_of(Key::Kind::backspace)};
  const std::uint64_t seed = GENERATE(3, 4);
  CHECK(played_with_talk(mt::chapter(), mintopia::play_board, keys, seed, true) ==
        played_with_talk(mt::chapter(), mintopia::play_board, keys, seed, false));
}

TEST_CASE("a terminal too small gets the usual notice", "[ui][mintopia]") {
  Game game(4, "none", 60, 20);
  deal(game);
  REQUIRE(game.play() == interrupted_status);
  CHECK(game.screen.contains("at least 80"));
}

}  // namespace
}  // namespace gavel::ui::mintopia_testing

namespace gavel::ui::mintopia_testing {
namespace {

TEST_CASE("Quick play plays New Mintopia City with an AI card", "[ui][mintopia]") {
  MemoryScreen screen(80, 24);
  const Chapter chapter = mt::chapter();
  CHECK(has_board(chapter));
  SECTION("2 players and the Hoarder") {
    screen.type("2");
    screen.press(Key::Kind::enter);
    screen.type("+");  // ai: hoarder
    screen.press(Key::Kind::enter);
    CHECK(quick_play_on_screen(screen, unicode_glyphs(), chapter, 7, shipped_content_dir) ==
          interrupted_status);
    CHECK(screen.contains("New Mintopia City"));
    CHECK(screen.contains("Hoarder"));
  }
  SECTION("solitaire without an AI card is refused with the reason") {
    screen.type("1");
    screen.press(Key::Kind::enter);
    screen.press(Key::Kind::enter);
    CHECK(quick_play_on_screen(screen, unicode_glyphs(), chapter, 7, shipped_content_dir) ==
          interrupted_status);
    CHECK(screen.contains("played against an AI card"));
  }
}

}  // namespace
}  // namespace gavel::ui::mintopia_testing
