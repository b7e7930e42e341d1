// The Auctionland board read as a new player reads it, at 80x24: what changed since
// the last move is marked, bids are placed as the player asked, nothing is cut, the
// market stays in sight through an auction, rivals' islands are grids like the
// player's, and the labels are right.

#include <regex>

#include <catch2/catch.hpp>

#include "gavel/ui/theme.h"
#include "gavel/ui/title.h"
#include "ui/auctionland_table.h"

namespace gavel::ui::auctionland_testing {
namespace {

const std::vector<std::string> long_names = {"sister-ansel", "dottie", "baron-vex", "auntie-mo",
                                             "cipher"};

bool is_terrain(char32_t ch) {
  return ch == U'B' || ch == U'P' || ch == U'G' || ch == U'H';
}

// Terrain letters right of `left` in the islands' band: those in a tile's colour
// block, and those marked new (bold, out of the block).
struct Letters {
  int plain = 0;
  int fresh = 0;
};
Letters letters_in_band(const MemoryScreen& screen, int left) {
  Letters letters;
  for (int r = 7; r < 18; ++r) {
    for (int c = left; c < screen.width(); ++c) {
      const MemoryScreen::Cell& cell = screen.cell(r, c);
      if (!is_terrain(cell.ch)) continue;
      (cell.style.reverse ? letters.plain : letters.fresh) += 1;
    }
  }
  return letters;
}

int marks_in_band(const MemoryScreen& screen, const Glyphs& glyphs) {
  int marks = 0;
  for (int r = 7; r < 18; ++r) {
    for (int c = 0; c < screen.width(); ++c) {
      if (encode_utf8(screen.cell(r, c).ch) == glyphs.changed) ++marks;
    }
  }
  return marks;
}

TEST_CASE("what rivals did since the player's last move is marked until the player acts",
          "[ui][auctionland][marks]") {
  const bool ascii = GENERATE(false, true);
  INFO((ascii ? "ascii" : "unicode"));
  const Glyphs& glyphs = glyphs_for(ascii);
  Game game(3);
  deal(game);
  // Seat 0 builds 1a, auctions 2a, nobody bids, seat 0 builds it. Seat 1 (passive)
  // builds and auctions; seat 0 passes; seat 1 builds the tile; seat 2 builds and
  // auctions, and seat 0 is asked to bid.
  for (int i = 0; i < 4; ++i)
    game.screen.press(Key::Kind::enter);
  game.screen.type("p");
  REQUIRE(game.play(false, ascii) == interrupted_status);
  REQUIRE(game.view().phase == al::Phase::bidding);
  REQUIRE(game.view().seats[1].island.tiles() == 2);
  REQUIRE(game.view().seats[2].island.tiles() == 1);
  // Seat 1's first tile was built before seat 0 passed; its second and seat 2's came
  // after: those two are marked, each with its letters out of their colour. No mark
  // stands in the blank between two islands, which would run them together.
  const Letters letters = letters_in_band(game.screen, 30);
  CHECK(letters.fresh == 8);
  CHECK(letters.plain == 4);
  CHECK(marks_in_band(game.screen, glyphs) == 0);
  // Without colour a fresh letter still differs: not in reverse video.
  int r = 0;
  int c = 0;
  for (r = 7; r < 18; ++r) {
    for (c = 30; c < 80 &&
                 !(is_terrain(game.screen.cell(r, c).ch) && !game.screen.cell(r, c).style.reverse);
         ++c) {
    }
    if (c < 80) break;
  }
  REQUIRE(r < 18);
  CHECK_FALSE(look_for(game.screen.cell(r, c).style, false).reverse);
  // The market's positions refilled at the end of seat 1's turn, and the one seat 2
  // put $1 on, carry the mark after their number.
  CHECK(count_of(game.screen.row(1), glyphs.changed) >= 2);
  if (ascii) CHECK(ascii_only(game.screen.all()));
}

TEST_CASE("a raised bid and money that moved are marked", "[ui][auctionland][marks]") {
  SECTION("a rival's bid since the player's last move") {
    Game game(3);
    deal(game);
    game.apply({"take 1", "build at d4", "auction 1", "pass", "pass", "build at e4", "draw 9a",
                "draw 10a", "take 1", "build at d4", "auction 1"});
    // Seat 2 bids $3 where it may, else passes; seat 0 is asked next.
    game.passive = Passive({al::make_move(al::Kind::bid, 3), al::make_move(al::Kind::pass),
                            al::make_move(al::Kind::sell)});
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("High $3: Seat 2 " + std::string(unicode_glyphs().changed)));
  }
  SECTION("the player's money, paid to a rival who sold them the tile") {
    Game game(2);
    rival_auctions(game);
    game.screen.type("3");
    game.screen.press(Key::Kind::enter);  // seat 1 sells: seat 0 pays $3 and builds
    REQUIRE(game.play() == interrupted_status);
    REQUIRE(game.view().phase == al::Phase::auction_place);
    CHECK(game.screen.contains("You $7 (-$3) " + std::string(unicode_glyphs().changed)));
  }
  SECTION("a rival's money, with visible money") {
    Game game(2, 80, 24, true);
    rival_auctions(game);
    game.screen.type("3");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("$15 (+$3)"));
  }
}

TEST_CASE("Enter bids at once unless the player asked to confirm, and c turns that on and off",
          "[ui][auctionland][confirm]") {
  Game game(2);
  rival_auctions(game);
  SECTION("off by default: Enter bids") {
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You bid $1."));
  }
  SECTION("on in the settings: Enter asks, n keeps the bid back, y places it") {
    game.settings.confirm_bids = true;
    game.screen.press(Key::Kind::enter);
    game.screen.type("n");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Bid $1 for 4a? (y/n)"));
    CHECK_THAT(game.log(), !Catch::Contains("You bid"));
    CHECK(game.screen.contains("c confirm: on"));
  }
  SECTION("y places it") {
    game.settings.confirm_bids = true;
    game.screen.press(Key::Kind::enter);
    game.screen.type("y");
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You bid $1."));
  }
  SECTION("c turns asking on, and c again off") {
    game.screen.type("c");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Bid $1 for 4a? (y/n)"));

    Game again(2);
    rival_auctions(again);
    again.screen.type("cc");
    again.screen.press(Key::Kind::enter);
    REQUIRE(again.play() == interrupted_status);
    CHECK_THAT(again.log(), Catch::Contains("You bid $1."));
  }
  SECTION("the least raise proposed at first is never far above the tile's worth") {
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Enter bids $1 (least $1, you have $10)"));
  }
}

TEST_CASE("a bid far above what the tile adds to the island asks first, whatever c says",
          "[ui][auctionland][confirm]") {
  // Seat 1 builds 1a and auctions 2a (PPGG): on seat 0's empty island it would make a
  // theme park of one tile, 1 point, so $5 is far more than it is worth.
  Game game(2);
  game.apply({"first player 1", "draw 1a", "draw 2a", "draw 3a", "draw 4a", "draw 5a", "draw 6a",
              "draw 7a", "draw 8a", "take 1", "build at d4", "auction 1"});
  game.screen.type("5");
  SECTION("the status line says so") {
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("$5 (least $1, you have $12) is far more than 2a adds to your"));
  }
  SECTION("Enter asks with the tile's worth") {
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Bid $5? The tile adds 1 point to your"));
    CHECK(game.screen.contains("island. (y/N)"));
  }
  SECTION("Enter asks, and n places no bid") {
    game.screen.press(Key::Kind::enter);
    game.screen.type("n");
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), !Catch::Contains("You bid"));
    CHECK(game.screen.contains("Nothing was played: choose again."));
  }
  SECTION("y places it") {
    game.screen.press(Key::Kind::enter);
    game.screen.type("y");
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You bid $5."));
  }
  SECTION("the least raise is proposed, and Enter places it at once") {
    Game least(2);
    least.apply({"first player 1", "draw 1a", "draw 2a", "draw 3a", "draw 4a", "draw 5a", "draw 6a",
                 "draw 7a", "draw 8a", "take 1", "build at d4", "auction 1"});
    least.screen.press(Key::Kind::enter);
    REQUIRE(least.play() == interrupted_status);
    CHECK_THAT(least.log(), Catch::Contains("You bid $1."));
  }
}

TEST_CASE("the board's help says what Enter and c do when bidding", "[ui][auctionland][confirm]") {
  Game game(2);
  deal(game);
  game.screen.type("?");
  REQUIRE(game.play() == interrupted_status);
  CHECK(game.screen.contains("ask before each bid, or not"));
}

// The key screens of one four-player table at 80x24, with the roster's longer names:
// nothing written past the edge, no text cut with an ellipsis.
TEST_CASE("nothing is cut on the key screens at 80x24", "[ui][auctionland][cut]") {
  const bool ascii = GENERATE(false, true);
  const int players = GENERATE(4, 6);
  INFO((ascii ? "ascii" : "unicode") << ", " << players << " players");
  const Glyphs& glyphs = glyphs_for(ascii);
  const std::vector<std::string> rivals(long_names.begin(), long_names.begin() + players - 1);
  auto check = [&](Game& game, const char* what) {
    INFO(what << "\n" << game.screen.all());
    const std::vector<std::string> cut = cut_text(game.screen, glyphs);
    for (const std::string& text : cut)
      UNSCOPED_INFO("cut: " << text);
    CHECK(cut.empty());
  };
  {
    Game game(players);
    deal(game);
    game.apply({"take 1"});
    REQUIRE(game.play(false, ascii, rivals) == interrupted_status);
    REQUIRE(game.screen.contains("Enter builds"));
    check(game, "building");
  }
  {
    Game game(players);
    deal(game);
    game.apply({"take 1", "build at d4", "auction 1"});
    for (int seat = 1; seat < players; ++seat)
      game.apply({"pass"});
    game.apply({"build at e4", "draw 9a", "draw 10a", "take 1", "build at d4", "auction 1"});
    for (int seat = 2; seat < players; ++seat)
      game.apply({seat == 2 ? "bid 12" : "pass"});
    REQUIRE(game.play(false, ascii, rivals) == interrupted_status);
    REQUIRE(game.view().phase == al::Phase::bidding);
    check(game, "bidding");
  }
  {
    Game game(players);
    deal(game);
    game.apply({"take 1", "build at d4", "auction 1", "bid 11"});
    for (int seat = 2; seat < players; ++seat)
      game.apply({"pass"});
    REQUIRE(game.play(false, ascii, rivals) == interrupted_status);
    REQUIRE(game.view().phase == al::Phase::sale);
    check(game, "the buy-back question");
  }
  {
    Game game(players);
    deal(game);
    game.screen.type("s");
    REQUIRE(game.play(false, ascii, rivals) == interrupted_status);
    REQUIRE(game.screen.contains("Total"));
    check(game, "the scores page");
  }
  {
    Game game(players);
    for (int i = 0; i < 900; ++i) {
      game.screen.type("p");
      game.screen.press(Key::Kind::enter);
    }
    REQUIRE(game.play(false, ascii, rivals) == 0);
    REQUIRE(game.screen.contains("final scores"));
    check(game, "the final scores");
  }
}

// A view where every rival's island is full, drawn as the board draws it.
TEST_CASE("rivals' islands are grids with lines between tiles, and fit six players at 80x24",
          "[ui][auctionland][rivals]") {
  const bool ascii = GENERATE(false, true);
  // Three tiles tall, each rival's island keeps a rule between its rows of tiles; four
  // tall, it is packed without them, so its counts still fit under it.
  const int tall = GENERATE(3, 4);
  const Glyphs& glyphs = glyphs_for(ascii);
  Game game(6);
  deal(game);
  game.apply({"take 1", "build at d4"});
  al::AuctionlandView view = dynamic_cast<const al::AuctionlandView&>(*game.state->view(0));
  const al::Quadrants pppp = view.content->tile(0).quadrants;
  for (std::size_t seat = 1; seat < view.seats.size(); ++seat) {
    al::Layout& island = view.seats[seat].island;
    for (int row = 1; row < 1 + tall; ++row)
      for (int column = 1; column < 5; ++column)
        island.build(al::position_at(column, row), pppp);
    view.seats[seat].score.icons = {3, 2, 12};
  }
  const std::vector<std::string> log = {"Seat 1 builds 1a at b2."};
  const std::vector<LineSource> sources(1);
  BoardSettings settings;
  const Roster roster = load_roster(shipped_content_dir);
  settings.rivals.resize(1);
  for (const std::string& id : long_names)
    settings.rivals.emplace_back(*roster.find(id));
  const std::vector<Sitter> sitters = sitters_for(settings, 6);
  MemoryScreen screen(80, 24);
  const auctionland::Scene table{view, log, sources, sitters, 7, 0, nullptr, std::nullopt};
  auctionland::draw_board(screen, glyphs, table, auctionland::Focus{}, "Your turn.", {"? help"});
  INFO(tall << " tiles tall\n" << screen.all());
  CHECK(cut_text(screen, glyphs).empty());
  // Each of five rivals: four tiles of two letters, three lines between them.
  const std::string v(glyphs.vertical);
  const std::string across = "PP" + v + "PP" + v + "PP" + v + "PP";
  CHECK(count_of(screen.row(7), across) == 5);
  int rules = 0;
  for (int row = 7; row < 15; ++row) {
    for (int c = 21; c < 80; ++c)
      rules += encode_utf8(screen.cell(row, c).ch) == glyphs.horizontal ? 1 : 0;
  }
  if (tall == 3) {
    CHECK(rules == 5 * 2 * 4 * 2);
    CHECK(count_of(screen.row(13), across) == 5);
  } else {
    CHECK(rules == 0);
    for (int row = 7; row < 15; ++row)
      CHECK(count_of(screen.row(row), across) == 5);
  }
  // Every rival's points and icons stay under their island.
  const std::string icons = std::string(glyphs.peace) + "3";
  CHECK(count_of(screen.all(), "0 points") == 5);
  CHECK(count_of(screen.all(), icons) == 5);
  CHECK_THAT(screen.all(), !Catch::Contains("pts"));
}

TEST_CASE("the market stays in sight through an auction, from the first screen on",
          "[ui][auctionland][market]") {
  Game game(4);
  // A rival holds the gavel first: the player's first screen is a bid.
  game.apply({"first player 1", "draw 1a", "draw 2a", "draw 3a", "draw 4a", "draw 5a", "draw 6a",
              "draw 7a", "draw 8a"});
  REQUIRE(game.play(false, false, {"sister-ansel", "dottie", "baron-vex"}) == interrupted_status);
  REQUIRE(game.view().phase == al::Phase::bidding);
  CHECK_THAT(game.screen.row(1), Catch::StartsWith("Market 1"));
  CHECK_THAT(game.row_with("on it"), Catch::StartsWith("on it"));
  CHECK_THAT(game.row_with("cost"), Catch::StartsWith("cost   free"));
  CHECK_THAT(game.screen.row(1), Catch::Contains("Auction  2a"));
  CHECK(game.screen.contains("from Sister Ansel"));
  // The auctioneer's tile is built on their island and marked.
  CHECK(letters_in_band(game.screen, 30).fresh == 4);
  // Your counts make way for the auction, each number with its label.
  CHECK_FALSE(game.screen.contains("Stack"));
  CHECK(game.screen.contains("0 points"));
  CHECK_FALSE(std::regex_search(game.screen.all(), std::regex("[0-9] +[0-9]+ (pts|points)")));
}

TEST_CASE("in a run the header shows the run's standing, and the table's seed moves to t",
          "[ui][auctionland][labels]") {
  Game game(3);
  deal(game);
  game.settings.run = RunStanding{424242, 2, 3, 1};
  SECTION("the header") {
    REQUIRE(game.play() == interrupted_status);
    const std::string header = game.screen.row(0);
    CHECK_THAT(header, Catch::Contains("run 424242"));
    const Glyphs& glyphs = unicode_glyphs();
    CHECK_THAT(header, Catch::Contains(std::string(glyphs.token) + std::string(glyphs.token) +
                                       std::string(glyphs.no_token)));
    CHECK_THAT(header, Catch::Contains("1 garnet"));
    CHECK_THAT(header, !Catch::Contains("garnets"));
    CHECK_THAT(header, !Catch::Contains("seed 7"));
  }
  SECTION("the players page") {
    game.screen.type("t");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("This table's seed is 7; the run's is 424242."));
  }
}

TEST_CASE("counts are in the singular for one, and the end's pages say the game is over",
          "[ui][auctionland][labels]") {
  Game game(2);
  deal(game);
  game.apply({"take 1", "build at d4", "auction 1"});
  SECTION("one tile") {
    game.apply({"pass", "build at e4"});
    REQUIRE(game.play() == interrupted_status);
    Game one(2);
    deal(one);
    one.apply({"take 1", "build at d4"});
    one.screen.type("t");
    REQUIRE(one.play() == interrupted_status);
    CHECK(one.screen.contains("You: 1 point, 1 tile,"));
  }
  SECTION("the scores during play, and after the end") {
    game.screen.type("s");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("The scores so far"));

    Game ended(2);
    for (int i = 0; i < 600; ++i) {
      ended.screen.type("p");
      ended.screen.press(Key::Kind::enter);
    }
    REQUIRE(ended.play() == 0);
    CHECK_FALSE(ended.screen.contains("ended now"));
  }
}

}  // namespace
}  // namespace gavel::ui::auctionland_testing
