// Playing Auction Web on the in-memory screen: whole rounds and games, the pages,
// leaving, ASCII, the size guard, Quick play, and random keys.

#include <catch2/catch.hpp>

#include "gavel/ai/roster.h"
#include "gavel/games/catalog.h"
#include "gavel/ui/play.h"
#include "gavel/ui/title.h"
#include "ui/auction_web_table.h"

namespace gavel::ui::auction_web_testing {
namespace {

TEST_CASE("the end screen breaks each score down", "[ui][auction-web]") {
  // A random game that ends with a bonus for somebody.
  for (std::uint64_t seed = 1;; ++seed) {
    RandomAgent rival;
    auto state = aw::chapter().start(Setup{4, {}}, shipped_content_dir);
    Match match(std::move(state), seed, {&rival, &rival, &rival, &rival});
    REQUIRE(match.advance() == nobody);
    const auto seen = match.state().view(0);
    const auto& view = dynamic_cast<const aw::AuctionWebView&>(*seen);
    const auto with_bonus = std::find_if(view.seats.begin(), view.seats.end(), [](const auto& s) {
      return !s.score.bonus_by_card.empty();
    });
    if (with_bonus == view.seats.end()) continue;

    MemoryScreen screen(110, 50);
    auction_web::BoardSettings settings;
    settings.seed = seed;
    screen.press(Key::Kind::enter);  // from the board as the game ended to the final scores
    REQUIRE(auction_web::play_board(screen, unicode_glyphs(), match, settings) ==
            interrupted_status);
    INFO(screen.all());
    CHECK(screen.contains("Properties  Card VP  Tokens  Bonuses  Total"));
    CHECK(screen.contains("Bonuses by card:"));
    for (Seat seat = 0; seat < 4; ++seat) {
      const aw::Score& score = view.seats[static_cast<std::size_t>(seat)].score;
      const std::string name = seat == 0 ? "You" : "Seat " + std::to_string(seat);
      int r = 0;
      int c = 0;
      REQUIRE(screen.find(name + "  ", r, c));  // its cell in the scores table
      const std::string row = screen.row(r);
      CHECK_THAT(row, Catch::Contains(std::to_string(score.total())));
      CHECK_THAT(row, Catch::Contains(std::to_string(score.properties)));
    }
    const auto& [card, points] = with_bonus->score.bonus_by_card.front();
    CHECK(screen.contains(view.cards->properties[static_cast<std::size_t>(card)].name + " +" +
                          std::to_string(points)));
    break;
  }
}

TEST_CASE("help, the log, the players and leaving", "[ui][auction-web]") {
  Game game(2);
  deal_two(game, 0);
  SECTION("? shows the keys and the rules") {
    game.screen.type("?");
    game.play();
    CHECK(game.screen.contains("bid the chosen card on the chosen property"));
  }
  SECTION("the rules follow the keys") {
    game.screen.type("?");
    for (int page = 0; page < 3; ++page)
      game.screen.press(Key::Kind::page_down);
    game.play();
    CHECK(game.screen.contains("Three rounds of sealed bidding"));
  }
  SECTION("L shows the whole log") {
    game.screen.type("L");
    game.play();
    CHECK(game.screen.contains("Round 1 begins."));
  }
  SECTION("t shows the players") {
    game.screen.type("t");
    game.play();
    CHECK(game.screen.contains("Hand: 7 cards (0 1 2 3 4 5 6)"));
  }
  SECTION("m lists the moves in the notation") {
    game.screen.type("m");
    game.play();
    CHECK(game.screen.contains("Your moves"));
    CHECK(game.screen.contains("bid 0 on"));
  }
  SECTION("from the moves, Esc comes back and Enter plays one") {
    game.screen.type("m");
    game.screen.press(Key::Kind::escape);
    game.screen.type("mj");
    game.screen.press(Key::Kind::enter);
    game.play();
    CHECK_FALSE(game.screen.contains("Your moves"));
    CHECK_THAT(game.log(), Catch::Contains("You bid 0 (Extortion) on"));
  }
  SECTION("q asks, and y leaves") {
    game.screen.type("qy");
    CHECK(game.play() == 0);
  }
  SECTION("q asks, and n stays") {
    game.screen.type("q");
    CHECK(game.play() == interrupted_status);
    CHECK(game.screen.contains("Leave this game? (y/n)"));
  }
}

TEST_CASE("the ASCII board draws only ASCII", "[ui][auction-web]") {
  Game game(2);
  deal_two(game, 1);
  game.apply({"bid 6 on Pachinko"});
  SECTION("the board") {
    game.play(false, true);
    CHECK(game.screen.contains("Seat 1 ?"));
    CHECK(ascii_only(game.screen.all()));
  }
  SECTION("a question") {
    game.screen.type("2");  // the 2, on Pachinko (a)
    game.screen.press(Key::Kind::enter);
    game.play(false, true);
    CHECK(game.screen.contains("Do not use it"));
    CHECK(ascii_only(game.screen.all()));
  }
  SECTION("help") {
    game.screen.type("?");
    game.play(false, true);
    CHECK(ascii_only(game.screen.all()));
  }
}

TEST_CASE("the board keeps to the size guard", "[ui][auction-web]") {
  Game game(2, 60, 20);
  deal_two(game, 0);
  game.screen.press(Key::Kind::enter);  // unseen, so ignored
  game.screen.resize(80, 24);
  REQUIRE(game.play() == interrupted_status);
  CHECK(game.screen.contains("Hand"));
  CHECK_THAT(game.log(), !Catch::Contains("You bid"));

  Game small(2, 79, 24);
  deal_two(small, 0);
  small.play();
  CHECK(small.screen.contains("Make the terminal at least 80"));
}

TEST_CASE("Quick play asks the number of players and plays", "[ui][auction-web]") {
  MemoryScreen screen(80, 24);
  const Chapter chapter = aw::chapter();
  SECTION("the question") {
    CHECK(quick_play_on_screen(screen, unicode_glyphs(), chapter, 7, shipped_content_dir) ==
          interrupted_status);
    CHECK(screen.contains("How many players, you included?"));
    CHECK(screen.contains(std::string(unicode_glyphs().pointer) + " 4"));
  }
  SECTION("three players from the title menu's hook") {
    TerminalOptions options;
    options.play_chapter = [&](const Chapter& played, Screen& on) {
      return quick_play_on_screen(on, unicode_glyphs(), played, 7, shipped_content_dir);
    };
    screen.press(Key::Kind::enter);  // Auction Web
    screen.type("-");
    screen.press(Key::Kind::enter);
    screen.press(Key::Kind::enter);  // the options as they are
    CHECK(run_quick_play(screen, unicode_glyphs(), options, {chapter}) == interrupted_status);
    CHECK(screen.contains("seed 7"));
    // Two rivals, drawn from the roster by the seed.
    for (const Rival& rival : draw_table(load_roster(shipped_content_dir), 7, 2)) {
      CHECK(screen.contains(std::string(1, rival.glyph) + " " + rival.name));
    }
    CHECK_FALSE(screen.contains("Seat 2"));
  }
  SECTION("Esc goes back") {
    screen.press(Key::Kind::escape);
    CHECK(quick_play_on_screen(screen, unicode_glyphs(), chapter, 7, shipped_content_dir) == 0);
  }
  SECTION("the draft option, asked after the players, deals a draft") {
    screen.press(Key::Kind::enter);  // four players
    screen.press(Key::Kind::right);  // draft: on
    screen.press(Key::Kind::enter);
    CHECK(quick_play_on_screen(screen, unicode_glyphs(), chapter, 7, shipped_content_dir) ==
          interrupted_status);
    CHECK(screen.contains("Keep one of the two properties"));
  }
}

TEST_CASE("random keys play whole games and only legal moves", "[ui][auction-web]") {
  // Every question the rules can ask comes up somewhere in these games (the draft,
  // Mochi Waterfall, UFO, Avocado Island, Crocodile Submarine, the hand limit); a key
  // that led to an illegal move would make Match::play throw.
  const std::vector<Key> keys = {key_of(Key::Kind::up),
                                 key_of(Key::Kind::down),
                                 key_of(Key::Kind::left),
                                 key_of(Key::Kind::right),
                                 key_of(Key::Kind::enter),
                                 key_of(Key::Kind::enter),
                                 key_of(Key::Kind::enter),
                                 key_of(Key::Kind::home),
                                 key_of(Key::Kind::end),
                                 key_of(U'0'),
                                 key_of(U'3'),
                                 key_of(U'6'),
                                 key_of(U'p'),
                                 key_of(U'y'),
                                 key_of(U'y'),
                                 key_of(U'n'),
                                 key_of(U'a'),
                                 key_of(U'c'),
                                 key_of(U'+'),
                                 key_of(U'-'),
                                 key_of(U't'),
                                 key_of(U'L'),
                                 key_of(U'?'),
                                 key_of(Key::Kind::page_down)};
  for (std::uint64_t seed = 1; seed <= 24; ++seed) {
    const int players = 2 + static_cast<int>(seed % 4);
    const bool draft = seed % 2 == 0;
    INFO("seed " << seed << ", " << players << " players" << (draft ? ", draft" : ""));
    MemoryScreen screen(seed % 3 == 0 ? 120 : 80, seed % 3 == 0 ? 36 : 24);
    Rng pick(seed, Stream::cosmetic);
    press_at_random(screen, keys, pick, 6000);
    Setup setup{players, {{"draft", draft ? "on" : "off"}}};
    RandomAgent rival;
    std::vector<Agent*> seats = {nullptr};
    for (int seat = 1; seat < players; ++seat)
      seats.push_back(&rival);
    Match match(aw::chapter().start(setup, shipped_content_dir), seed, seats);
    auction_web::BoardSettings settings;
    settings.seed = seed;
    const int status = auction_web::play_board(screen, glyphs_for(seed % 2 == 1), match, settings);
    CHECK((status == 0 || status == interrupted_status));
    CHECK(match.state().over());  // 6000 keys are enough for a whole game
  }
}

TEST_CASE("a chapter without a board says so", "[ui][auction-web]") {
  MemoryScreen screen(80, 24);
  Chapter chapter;
  chapter.id = "to-come";
  chapter.title = "A Chapter To Come";
  CHECK_FALSE(has_board(chapter));
  CHECK(play_on_screen(screen, unicode_glyphs(), chapter, Setup{3, {}}, 1, shipped_content_dir) ==
        interrupted_status);
  CHECK(screen.contains("The board for A Chapter To Come is not built yet."));
}

}  // namespace
}  // namespace gavel::ui::auction_web_testing
