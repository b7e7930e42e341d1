// Playing Auctionland on the in-memory screen: whole games to the end screen, the
// pages, leaving, the size guard, Quick play, rivals of the roster and their talk,
// and random keys.

#include <bit>

#include <catch2/catch.hpp>

#include "gavel/ai/agents.h"
#include "gavel/ui/play.h"
#include "gavel/ui/theme.h"
#include "gavel/ui/title.h"
#include "ui/auctionland_table.h"

namespace gavel::ui::auctionland_testing {
namespace {

bool says_a_line(const std::string& screen, const Rival& rival, Situation situation) {
  for (const std::string& line : rival.lines(situation)) {
    if (screen.find(rival.name + ": \"" + line + "\"") != std::string::npos) return true;
  }
  return false;
}

TEST_CASE("a whole game of Auctionland played with keys reaches the end screen",
          "[ui][auctionland]") {
  const bool ascii = GENERATE(false, true);
  INFO((ascii ? "ascii" : "unicode"));
  Game game(2);
  // Enter takes the first tile and builds at the first place; p passes every
  // auction (elsewhere it only says it does nothing); the end screen closes on a key.
  for (int i = 0; i < 600; ++i) {
    game.screen.type("p");
    game.screen.press(Key::Kind::enter);
  }
  REQUIRE(game.play(false, ascii) == 0);
  CHECK(game.match->state().over());
  CHECK(game.screen.contains("final scores"));
  CHECK(game.screen.contains("Place"));
  CHECK(game.screen.contains("This game's seed is 7"));
  CHECK(game.view().seats[0].island.tiles() > 0);
  if (ascii) CHECK(ascii_only(game.screen.all()));
}

TEST_CASE("the Auctionland board's pages, its moves menu and leaving", "[ui][auctionland]") {
  Game game(3);
  deal(game);
  SECTION("? shows the keys, the board's marks and the rules") {
    game.screen.type("?");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("turn the tile clockwise, anticlockwise"));
    CHECK(game.screen.contains("pass: you are out of this auction"));
  }
  SECTION("the rules follow the keys") {
    game.screen.type("?");
    game.screen.press(Key::Kind::end);
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Moves: take 3, build at e4 rot 90"));
  }
  SECTION("L shows the whole log") {
    game.screen.type("L");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("The market is dealt and sorted by icons: 1a, 2a"));
  }
  SECTION("m lists the moves in the notation, and Enter plays one") {
    game.screen.type("mj");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK_THAT(game.log(), Catch::Contains("You take 2a (PPGG) from position 2"));
  }
  SECTION("a key that does nothing says so") {
    game.screen.type("z");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("That key does nothing here; ? lists the keys."));
  }
  SECTION("q asks, and y leaves") {
    game.screen.type("qy");
    CHECK(game.play() == 0);
  }
  SECTION("Esc asks, and n stays") {
    game.screen.press(Key::Kind::escape);
    game.screen.type("n");
    CHECK(game.play() == interrupted_status);
    CHECK(game.screen.contains("Build: take 1"));
  }
}

TEST_CASE("the Auctionland board keeps to the size guard", "[ui][auctionland]") {
  Game game(2, 60, 20);
  deal(game);
  game.screen.press(Key::Kind::enter);  // unseen, so ignored
  game.screen.resize(80, 24);
  REQUIRE(game.play() == interrupted_status);
  CHECK(game.screen.contains("Market"));
  CHECK_THAT(game.log(), !Catch::Contains("You take 1a"));

  Game small(2, 79, 24);
  deal(small);
  small.play();
  CHECK(small.screen.contains("Make the terminal at least 80"));
}

TEST_CASE("a bigger screen shows the rivals' islands large and more of the log",
          "[ui][auctionland]") {
  Game game(4, 132, 40);
  deal(game);
  game.apply({"take 1", "build at d4", "auction 1", "pass", "pass", "pass", "build at e4"});
  REQUIRE(game.play(true) == interrupted_status);
  const al::AuctionlandView view = game.view();
  REQUIRE(view.seats[1].island.tiles() > 0);
  CHECK(game.screen.contains("You put 2a (PPGG) up for auction."));
  // Seat 1's first tile, large (two columns a quadrant), under its name.
  const al::SeatView& s = view.seats[1];
  const al::Quadrants q =
      s.island.quadrants[static_cast<std::size_t>(std::countr_zero(s.island.occupied))];
  const std::string top = std::string(1, al::terrain_letter(al::terrain_at(q, al::nw))) + " " +
                          al::terrain_letter(al::terrain_at(q, al::ne)) + " ";
  int first_rival_col = 0;
  while (first_rival_col < 120 && encode_utf8(game.screen.cell(6, first_rival_col).ch) != "S")
    ++first_rival_col;
  CHECK(game.screen.row(6).find("Seat 1") != std::string::npos);
  std::string shown;
  for (int k = 0; k < 4; ++k)
    shown += encode_utf8(game.screen.cell(7, first_rival_col + k).ch);
  CHECK(shown == top);
}

TEST_CASE("Quick play asks the number of players and plays Auctionland", "[ui][auctionland]") {
  MemoryScreen screen(80, 24);
  const Chapter chapter = al::chapter();
  CHECK(has_board(chapter));
  screen.type("-");  // 3 players
  screen.press(Key::Kind::enter);
  screen.press(Key::Kind::enter);  // the options as they are
  CHECK(quick_play_on_screen(screen, unicode_glyphs(), chapter, 7, shipped_content_dir) ==
        interrupted_status);
  CHECK(screen.contains("Auctionland"));
  CHECK(screen.contains("seed 7"));
  CHECK(screen.contains("Your island"));
}

TEST_CASE("rivals of the roster sit at the board by name, glyph and colour", "[ui][auctionland]") {
  const Roster roster = load_roster(shipped_content_dir);
  const bool ascii = GENERATE(false, true);
  Game game(3);
  deal(game);
  game.screen.type("L");
  REQUIRE(game.play(false, ascii, {"auntie-mo", "baron-vex"}) == interrupted_status);
  // The log page: the game's lines name the rivals, and one of them greets the table.
  CHECK(game.screen.contains("You take the gavel"));
  CHECK((says_a_line(game.screen.all(), roster.rivals[0], Situation::greeting) ||
         says_a_line(game.screen.all(), roster.rivals[1], Situation::greeting)));

  Game board(3);
  deal(board);
  board.apply({"take 1", "build at d4", "auction 1", "pass", "pass", "build at e4"});
  REQUIRE(board.play(false, ascii, {"auntie-mo", "baron-vex"}) == interrupted_status);
  CHECK_FALSE(board.screen.contains("Seat 1"));
  CHECK(board.screen.contains("from Auntie Mo"));
  int r = 0;
  int c = 0;
  REQUIRE(board.screen.find("A Auntie Mo", r, c));
  const Style style = board.screen.cell(r, c + 2).style;
  CHECK(style.hue == Hue::yellow);
  CHECK(look_for(style, false).ink == Ink::none);
  if (ascii) CHECK(ascii_only(board.screen.all()));
}

TEST_CASE("table talk at the Auctionland board never changes the game", "[ui][auctionland]") {
  const std::vector<Key> keys = {key_of(Key::Kind::up),
                                 key_of(Key::Kind::down),
                                 key_of(Key::Kind::left),
                                 key_of(Key::Kind::right),
                                 key_of(Key::Kind::enter),
                                 key_of(Key::Kind::enter),
                                 key_of(U'p'),
                                 key_of(U'r'),
                                 key_of(U'3'),
                                 key_of(U'+')};
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    INFO("seed " << seed);
    CHECK(played_with_talk(al::chapter(), auctionland::play_board, keys, seed, true) ==
          played_with_talk(al::chapter(), auctionland::play_board, keys, seed, false));
  }
}

TEST_CASE("random keys play whole games of Auctionland and only legal moves", "[ui][auctionland]") {
  // A key that led to an illegal move would make Match::play throw.
  const std::vector<Key> keys = {key_of(Key::Kind::up),
                                 key_of(Key::Kind::down),
                                 key_of(Key::Kind::left),
                                 key_of(Key::Kind::right),
                                 key_of(Key::Kind::enter),
                                 key_of(Key::Kind::enter),
                                 key_of(Key::Kind::enter),
                                 key_of(Key::Kind::tab),
                                 key_of(Key::Kind::home),
                                 key_of(Key::Kind::end),
                                 key_of(Key::Kind::backspace),
                                 key_of(U'0'),
                                 key_of(U'1'),
                                 key_of(U'5'),
                                 key_of(U'9'),
                                 key_of(U'p'),
                                 key_of(U'r'),
                                 key_of(U'R'),
                                 key_of(U'+'),
                                 key_of(U'-'),
                                 key_of(U'm'),
                                 key_of(U's'),
                                 key_of(U't'),
                                 key_of(U'L'),
                                 key_of(U'?'),
                                 key_of(U'n'),
                                 key_of(Key::Kind::page_down)};
  // Six seeds cover every table size, both screen sizes, money seen and not, and both glyph sets.
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const int players = 2 + static_cast<int>(seed % 5);
    INFO("seed " << seed << ", " << players << " players");
    MemoryScreen screen(seed % 3 == 0 ? 120 : 80, seed % 3 == 0 ? 36 : 24);
    Rng pick(seed, Stream::cosmetic);
    press_at_random(screen, keys, pick, 8000);
    RandomAgent rival;
    std::vector<Agent*> seats = {nullptr};
    for (int seat = 1; seat < players; ++seat)
      seats.push_back(&rival);
    const Setup setup{players, {{"visible-money", seed % 2 == 0 ? "on" : "off"}}};
    Match match(al::chapter().start(setup, shipped_content_dir), seed, seats);
    BoardSettings settings;
    settings.seed = seed;
    const int status = auctionland::play_board(screen, glyphs_for(seed % 2 == 1), match, settings);
    CHECK((status == 0 || status == interrupted_status));
    CHECK(match.state().over());  // 8000 keys are enough for a whole game
  }
}

}  // namespace
}  // namespace gavel::ui::auctionland_testing
