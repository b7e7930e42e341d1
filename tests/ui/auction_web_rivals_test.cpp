// Rivals at the Auction Web board: their names, glyphs and colours on the board and in
// the log, and their table talk, which must neither change a game nor tell the player
// anything the log does not.

#include <optional>

#include <catch2/catch.hpp>

#include "gavel/ai/agents.h"
#include "gavel/ai/roster.h"
#include "gavel/ui/theme.h"
#include "gavel/ui/title.h"
#include "ui/auction_web_table.h"

namespace gavel::ui::auction_web_testing {
namespace {

// Rivals of the roster by id, in seats 1 on.
std::vector<std::optional<Rival>> rivals_named(const std::vector<std::string>& ids) {
  const Roster roster = load_roster(shipped_content_dir);
  std::vector<std::optional<Rival>> rivals(1);
  for (const std::string& id : ids)
    rivals.emplace_back(*roster.find(id));
  return rivals;
}

const std::vector<std::string> first_ids = {"auntie-mo", "baron-vex", "cipher", "dottie"};

// As Game::play with passive rivals, but the board knows who they are: the roster's
// first rivals unless `ids` says which.
int play_with_rivals(Game& game, bool talk = true, bool ascii = false,
                     const std::vector<std::string>& ids = first_ids) {
  std::vector<Agent*> seats = {nullptr};
  for (int seat = 1; seat < game.state->seats(); ++seat)
    seats.push_back(&game.passive);
  auction_web::BoardSettings settings;
  settings.rivals = rivals_named(std::vector<std::string>(
      ids.begin(), ids.begin() + static_cast<long>(game.state->seats() - 1)));
  settings.talk = talk;
  settings.seed = 7;
  settings.advice = false;  // the keys start from each question's first answer
  game.match = std::make_unique<Match>(std::move(game.state), 7, seats);
  return auction_web::play_board(game.screen, glyphs_for(ascii), *game.match, settings);
}

bool says_a_line(const std::string& screen, const Rival& rival, Situation situation) {
  for (const std::string& line : rival.lines(situation)) {
    if (screen.find(rival.name + ": \"" + line + "\"") != std::string::npos) return true;
  }
  return false;
}

TEST_CASE("rivals sit at the board by name, glyph and colour", "[ui][auction-web]") {
  Game game(2);
  deal_two(game, 1);
  game.apply({"bid 6 on Pachinko"});  // Auntie Mo, in seat 1, leads face down
  const bool ascii = GENERATE(false, true);
  INFO((ascii ? "ascii" : "unicode"));
  REQUIRE(play_with_rivals(game, true, ascii) == interrupted_status);
  const std::string hidden(glyphs_for(ascii).hidden);
  CHECK_THAT(game.row_with("a Pachinko"), Catch::Contains("Auntie Mo " + hidden));
  CHECK(game.screen.contains("A Auntie Mo"));  // the players list: glyph and name
  // The log's recap tells her lines as one sentence, her name once.
  CHECK(game.screen.contains("Auntie Mo will bid first; bids a card on Pachinko (a)."));
  CHECK_FALSE(game.screen.contains("Seat 1"));
  if (ascii) CHECK(ascii_only(game.screen.all()));

  // Her name wears her colour (yellow) where there are colours, and nothing without.
  int r = 0;
  int c = 0;
  REQUIRE(game.screen.find("A Auntie Mo", r, c));
  const Style style = game.screen.cell(r, c + 2).style;
  CHECK(style.hue == Hue::yellow);
  CHECK(look_for(style, true).ink == Ink::yellow);
  CHECK(look_for(style, false).ink == Ink::none);
  CHECK(look_for(style, false) == look_for(Style{style.tone, style.bold, style.reverse}, false));

  // The log speaks to the player, so the players page needs no seat number for them.
  Game again(2);
  deal_two(again, 1);
  again.apply({"bid 6 on Pachinko"});
  again.screen.type("t");
  play_with_rivals(again);
  CHECK(again.screen.contains("You: 0 VP"));
  CHECK_FALSE(again.screen.contains("Seat 0"));
  CHECK(again.screen.contains("Auntie Mo: 0 VP"));
}

TEST_CASE("narrow boards show rivals' first names where they lead", "[ui][auction-web]") {
  Game game(4);
  game.apply({"first player 1"});
  for (int seat = 0; seat < 4; ++seat) {
    game.apply(
        {"dealt 0a", "dealt 1a", "dealt 2a", "dealt 3a", "dealt 4a", "dealt 5a", "dealt 6a"});
  }
  // A long property name leaves little room beside the abilities at 80 columns.
  game.apply({"turn up Crocodile Submarine #1", "turn up Octopus VR Aquarium #1",
              "turn up Pachinko #1", "turn up Litcoin ATM #1", "turn up Mochi Waterfall",
              "bid 6 on Pachinko", "bid 5 on Octopus VR Aquarium", "pass"});
  REQUIRE(play_with_rivals(game, true, false, {"dottie", "gus", "sister-ansel"}) ==
          interrupted_status);
  const std::string hidden(unicode_glyphs().hidden);
  CHECK_THAT(game.row_with("c Pachinko"), Catch::Contains("Dottie " + hidden));
  CHECK_THAT(game.row_with("b Octopus VR Aquarium"), Catch::Contains("Gus " + hidden));
  CHECK(game.screen.contains("D Dottie Ferrante"));  // whole names in the players list
}

TEST_CASE("rivals greet the table and have the last word", "[ui][auction-web]") {
  const Roster roster = load_roster(shipped_content_dir);
  SECTION("a greeting opens the log") {
    Game game(3);
    game.screen.type("L");
    REQUIRE(play_with_rivals(game) == interrupted_status);
    const std::string log = game.screen.all();
    CHECK((says_a_line(log, roster.rivals[0], Situation::greeting) ||
           says_a_line(log, roster.rivals[1], Situation::greeting)));
  }
  SECTION("a game of passing ends with the winners' words") {
    Game game(2);
    for (int round = 0; round < 3; ++round) {
      game.screen.type("py");
      game.screen.press(Key::Kind::enter);                 // the round's page
      if (round < 2) game.screen.press(Key::Kind::enter);  // draw nothing: the hand is full
    }
    game.screen.press(Key::Kind::enter);  // the final scores
    REQUIRE(play_with_rivals(game) == interrupted_status);
    REQUIRE(game.match->state().over());
    CHECK(game.screen.contains("final scores"));
    CHECK(game.screen.contains("At the table:"));
    // Nobody bid, so everyone shares first place: Auntie Mo won too.
    CHECK(says_a_line(game.screen.all(), roster.rivals[0], Situation::game_won));
  }
  SECTION("talk can be turned off") {
    Game game(3);
    game.screen.type("L");
    REQUIRE(play_with_rivals(game, false) == interrupted_status);
    CHECK_FALSE(game.screen.contains(": \""));
    CHECK(game.screen.contains("Round 1 begins"));
  }
}

TEST_CASE("table talk never changes the game", "[ui][auction-web]") {
  const std::vector<Key> keys = {key_of(Key::Kind::up),
                                 key_of(Key::Kind::down),
                                 key_of(Key::Kind::left),
                                 key_of(Key::Kind::right),
                                 key_of(Key::Kind::enter),
                                 key_of(Key::Kind::enter),
                                 key_of(U'p'),
                                 key_of(U'y'),
                                 key_of(U'n'),
                                 key_of(U'3'),
                                 key_of(U'6'),
                                 key_of(U'c'),
                                 key_of(U'a')};
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    INFO("seed " << seed);
    CHECK(played_with_talk(aw::chapter(), auction_web::play_board, keys, seed, true) ==
          played_with_talk(aw::chapter(), auction_web::play_board, keys, seed, false));
  }
}

TEST_CASE("table talk tells the player nothing the log does not", "[ui][auction-web]") {
  // Two games that differ only in the value of a rival's face-down card: the player's
  // whole log, talk and all, must read the same.
  std::string logs[2];
  for (int i = 0; i < 2; ++i) {
    Game game(2);
    deal_two(game, 1);
    game.apply({i == 0 ? "bid 6 on Pachinko" : "bid 5 on Pachinko"});
    game.screen.type("1j");
    game.screen.press(Key::Kind::enter);  // a 1 on Litcoin ATM, which meets no card
    game.screen.type("L");
    REQUIRE(play_with_rivals(game) == interrupted_status);
    logs[i] = game.screen.all();
  }
  CHECK(logs[0] == logs[1]);
  CHECK_THAT(logs[0], Catch::Contains(": \""));
}

}  // namespace
}  // namespace gavel::ui::auction_web_testing
