// Cosmic Encounter's move notation: every legal move's text reads back to it, in any
// case, and each bad move gets one clear line (a gavel::Error), never a crash.

#include "support/notation.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "gavel/core/error.h"
#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/cosmic/state.h"
#include "support/scenarios.h"
#include "support/shipped_content.h"

namespace gavel::cosmic {
namespace {

using testing::check_round_trips;
using testing::parse_error;

std::unique_ptr<State> three_player_game(bool aliens = true) {
  Setup setup{3, {}, {}};
  if (!aliens) setup.options["aliens"] = "off";
  if (!aliens) setup.options["techs"] = "off";  // the plain game: the cards are dealt first
  return cosmic::chapter().start(setup, testing::shipped_content_dir);
}

// Plays the first legal move until a player (not chance) is to move.
void settle(State& state) {
  while (!state.over() && state.to_move() == chance_seat)
    state.apply(state.legal_moves().front());
}

TEST_CASE("Cosmic Encounter's moves read back from their text, in any case", "[cosmic][notation]") {
  auto plain = three_player_game(false);
  // The deal draws by name, the lowest id of that kind unless an id is given.
  CHECK(plain->to_text(plain->parse("draw attack 4")) == "draw attack 4 #2");
  CHECK(plain->to_text(plain->parse("DRAW Attack 4 #5")) == "draw attack 4 #5");
  auto game = three_player_game();
  CHECK(game->to_text(game->parse("ALIEN human")) == "alien Human");
  // Every state of a game played by always taking the middle legal move: each move
  // written is read back, with aliens and without.
  for (auto* each : {plain.get(), game.get()}) {
    for (int step = 0; step < 600 && !each->over(); ++step) {
      check_round_trips(*each);
      const std::vector<Move> legal = each->legal_moves();
      each->apply(legal[legal.size() / 2]);
    }
  }
}

TEST_CASE("a bad Cosmic Encounter move gets one clear line", "[cosmic][notation]") {
  auto game = three_player_game();
  settle(*game);
  REQUIRE(game->to_move() == 0);
  CHECK(parse_error(*game, "aim at B6") ==
        "'b6' is not a planet: planets are a colour's letter and a number 1-5, such as R1 or "
        "B5.");
  CHECK(parse_error(*game, "launch from X1").find("is not a planet") != std::string::npos);
  CHECK(parse_error(*game, "against 3") == "'3' is not a seat: seats are 0 to 2.");
  CHECK(parse_error(*game, "against -1") == "'-1' is not a seat: seats are 0 to 2.");
  CHECK(parse_error(*game, "invite 1 9") == "'9' is not a seat: seats are 0 to 2.");
  CHECK(parse_error(*game, "attack R1 of 7") == "'7' is not a seat: seats are 0 to 2.");
  CHECK(parse_error(*game, "play attack 99") == "There is no attack 99 in the hand.");
  CHECK(parse_error(*game, "play banana").starts_with("'banana' is not a card"));
  CHECK(parse_error(*game, "give reinforcement +9") == "There is no reinforcement +9 in the hand.");
  CHECK(parse_error(*game, "offer colony for 200 cards").starts_with("An offer reads"));
  // Lucre is an offer's second move, except at a table with deals = capped.
  CHECK(parse_error(*game, "offer colony+2 lucre for 1 card").starts_with("An offer reads"));
  CHECK(parse_error(*game, "lucre 100 for 0").starts_with("An offer's Lucre reads"));
  CHECK(parse_error(*game, "lucre 2 for 0") == "parsed");
  CHECK(parse_error(*game, "offer colony").starts_with("An offer reads"));
  CHECK(parse_error(*game, "fly to B1").starts_with("Not a move: 'fly to B1'"));
  CHECK(parse_error(*game, "").starts_with("expected a move such as"));
  // A move that reads but is not legal now still parses: legality is the rules' say.
  CHECK(parse_error(*game, "offer nothing for nothing") == "parsed");
  CHECK(parse_error(*game, "accept") == "parsed");
  // Garbage of every shape: a gavel::Error or a move, nothing else.
  for (const std::string text :
       {"#", "draw", "draw attack", "play", "play #3", "play attack 4 #x", "reinforce offense with",
        "reinforce sideways with reinforcement +2", "reward ship to", "land on", "invite",
        "against 99999999999999999999", "offer  for ", "offer colony+ for nothing", "regroup to R",
        "attack of", "destiny red"}) {
    INFO(text);
    CHECK_NOTHROW(parse_error(*game, text));
  }
}

TEST_CASE("a card played in a window names its target", "[cosmic][notation]") {
  // Red holds a Plague in the window after Regroup.
  auto game = testing::play_scenario_until(
      cosmic::chapter(),
      GAVEL_TEST_DATA_DIR "/scenarios/cosmic-lucre/artifact_plague_costs_ships_and_cards.txt",
      "reject:");
  REQUIRE(game->to_move() == 0);
  CHECK(game->to_text(game->parse("PLAY Plague ON 2")) == "play plague on 2");
  check_round_trips(*game);
  CHECK(parse_error(*game, "play plague on 7") == "'7' is not a seat: seats are 0 to 2.");
  CHECK(parse_error(*game, "play plague to Q1").find("is not a planet") != std::string::npos);
  CHECK(parse_error(*game, "play plague to R1 R2") ==
        "Play a card to one planet: 'play space junk to R2'.");
  CHECK(parse_error(*game, "play quash") == "There is no quash in the hand.");
  // Read, but not legal: a Plague needs a player, and not its own player.
  const auto legal = game->legal_moves();
  for (const char* text : {"play plague", "play plague on 0", "play plague to B1"})
    CHECK(std::find(legal.begin(), legal.end(), game->parse(text)) == legal.end());
  CHECK(std::find(legal.begin(), legal.end(), game->parse("play plague on 1")) != legal.end());
}

TEST_CASE("Cosmic Encounter's tech moves read back, and a bad one gets one line",
          "[cosmic][notation]") {
  Setup setup{3, {}, {}};
  setup.options["aliens"] = "off";
  auto game = cosmic::chapter().start(setup, testing::shipped_content_dir);
  // Without aliens the techs are dealt first, by name.
  CHECK(game->to_text(game->parse("TECH battle drill")) == "tech Battle Drill");
  CHECK(parse_error(*game, "tech Time Machine") == "'time machine' is not a tech.");
  settle(*game);
  REQUIRE(game->to_move() == 0);
  const std::string first = game->to_text(game->legal_moves().front());
  CHECK(first.starts_with("keep tech "));
  CHECK(game->to_text(game->parse(first)) == first);
  CHECK(parse_error(*game, "keep tech Time Machine") == "'time machine' is not a tech.");
  CHECK(game->to_text(game->parse("Research from r2")) == "research from R2");
  CHECK(game->to_text(game->parse("complete TECH")) == "complete tech");
  CHECK(game->to_text(game->parse("no tech")) == "no tech");
  CHECK(game->to_text(game->parse("use tech")) == "use tech");
  CHECK(game->to_text(game->parse("use tech to B3")) == "use tech to B3");
  CHECK(parse_error(*game, "use tech to Q9").find("is not a planet") != std::string::npos);
  CHECK(parse_error(*game, "use tech for attack 8") == "There is no attack 8 in the discard pile.");
  CHECK(parse_error(*game, "research from").starts_with("Not a move"));
  for (const std::string text : {"keep tech", "use tech for", "use tech to", "research from R"}) {
    INFO(text);
    CHECK_NOTHROW(parse_error(*game, text));
  }
}

TEST_CASE("a flare played in a window reads back, and a bad one gets one line",
          "[cosmic][notation]") {
  // Red, the Trader, holds its flare in the window after the alliances.
  auto game = testing::play_scenario_until(
      cosmic::chapter(),
      GAVEL_TEST_DATA_DIR "/scenarios/cosmic-lucre/flare_trader_super_swaps_with_any_player.txt",
      "reject: 0: play trader flare on 0");
  REQUIRE(game->to_move() == 0);
  CHECK(game->to_text(game->parse("PLAY Trader Flare on 2")) == "play Trader flare on 2");
  check_round_trips(*game);
  CHECK(parse_error(*game, "play mind flare") == "There is no Mind flare in the hand.");
  CHECK(parse_error(*game, "play trader flare on 5") == "'5' is not a seat: seats are 0 to 2.");
  const auto legal = game->legal_moves();
  CHECK(std::find(legal.begin(), legal.end(), game->parse("play trader flare")) == legal.end());
}

}  // namespace
}  // namespace gavel::cosmic
