// What the flares that act at once tell each seat: the reader and the read are "you",
// and the others are told who read whom, never the cards.

#include <algorithm>
#include <string>

#include <catch2/catch.hpp>

#include "gavel/core/script.h"
#include "gavel/games/cosmic/chapter.h"

using namespace gavel;

namespace {

bool has_line(const std::vector<std::string>& log, const std::string& line) {
  return std::find(log.begin(), log.end(), line) != log.end();
}

std::unique_ptr<State> played(const std::string& name) {
  const Script script = load_script(GAVEL_TEST_DATA_DIR "/scenarios/cosmic-lucre/" + name);
  auto state = cosmic::chapter().start(script.setup, GAVEL_SOURCE_CONTENT_DIR);
  play_script(script, *state);
  return state;
}

const std::string blue_hand =
    "attack 6, attack 8, attack 10, attack 14, attack 15, negotiate, negotiate, "
    "reinforcement +3.";

}  // namespace

TEST_CASE("The Mind's Wild reads the opponent's hand as Planning opens", "[cosmic][flares]") {
  const auto state = played("flare_mind_wild_reads_the_opponent_hand.txt");
  CHECK(has_line(state->log_for(0), "You play the Mind flare as a Wild."));
  CHECK(has_line(state->log_for(0), "You read Seat 1's hand: " + blue_hand));
  CHECK(has_line(state->log_for(1), "Seat 0 reads your hand."));
  CHECK(has_line(state->log_for(2), "Seat 0 reads Seat 1's hand."));
  for (int seat : {1, 2}) {
    for (const std::string& line : state->log_for(seat))
      CHECK(line.find("reinforcement +3.") == std::string::npos);
  }
}

TEST_CASE("The Mind's Super reads the allies' hands too", "[cosmic][flares]") {
  const auto state = played("flare_mind_super_reads_the_allies_hands.txt");
  const auto mind = state->log_for(0);
  CHECK(has_line(mind, "You play the Mind flare as your Super."));
  CHECK(has_line(mind, "As the Mind you read Seat 1's hand: " + blue_hand));
  CHECK(has_line(mind,
                 "As the Mind you read Seat 2's hand: attack 4, attack 6, attack 6, "
                 "attack 8, attack 11, attack 13, negotiate, negotiate."));
  CHECK(has_line(state->log_for(2), "Seat 0, the Mind, reads your hand."));
  CHECK(has_line(state->log_for(1), "Seat 0, the Mind, reads Seat 2's hand."));
}

TEST_CASE("The Trader's flares tell both hands' players of the swap", "[cosmic][flares]") {
  const auto wild = played("flare_trader_wild_swaps_hands_with_the_opponent.txt");
  CHECK(has_line(wild->log_for(0), "You swap hands with Seat 1."));
  CHECK(has_line(wild->log_for(1), "Seat 0 swaps hands with you."));
  CHECK(has_line(wild->log_for(2), "Seat 0 swaps hands with Seat 1."));
  const auto super = played("flare_trader_super_swaps_with_any_player.txt");
  CHECK(has_line(super->log_for(0), "You swap hands with Seat 2."));
  CHECK(has_line(super->log_for(2), "Seat 0 swaps hands with you."));
}

TEST_CASE("The Parasite's flares say how many ships join", "[cosmic][flares]") {
  const auto wild = played("flare_parasite_wild_sends_one_more_ship.txt");
  CHECK(has_line(wild->log_for(2), "You send 1 ship more to the encounter."));
  CHECK(has_line(wild->log_for(0), "Seat 2 sends 1 ship more to the encounter."));
  const auto super = played("flare_parasite_super_sends_two_more_ships.txt");
  CHECK(has_line(super->log_for(2), "You send 2 ships more to the encounter."));
}
