// The flares as each seat is told of them: the one who plays or reads is "you", the
// others are told who did what, and never the cards of a hand read.

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>

#include <catch2/catch.hpp>

#include "games/cosmic/cosmic_support.h"
#include "gavel/core/script.h"
#include "gavel/games/cosmic/chapter.h"
#include "support/shipped_content.h"

namespace gavel::cosmic {
namespace {

using testing::has_line;

const std::string folder = GAVEL_TEST_DATA_DIR "/scenarios/cosmic-lucre/";

std::unique_ptr<State> played(const std::string& file) {
  const Script script = load_script(folder + file);
  auto state = cosmic::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  return state;
}

// A seat's own log speaks to it as "you": "Seat 2" never names the one reading.
bool names_itself(const std::string& line, Seat seat) {
  const std::string self = "Seat " + std::to_string(seat);
  for (auto at = line.find(self); at != std::string::npos; at = line.find(self, at + 1)) {
    const std::size_t end = at + self.size();
    if (end == line.size() || !std::isdigit(static_cast<unsigned char>(line[end]))) return true;
  }
  return false;
}

const std::string blue_hand =
    "attack 6, attack 8, attack 10, attack 14, attack 15, negotiate, negotiate, "
    "reinforcement +3.";

TEST_CASE("A flare's log speaks to its reader as you", "[cosmic][flares]") {
  // Every flare scenario: every line each seat reads, played to the end.
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    if (!name.starts_with("flare_")) continue;
    ++files;
    const auto state = played(name);
    for (Seat seat = 0; seat < state->seats(); ++seat) {
      for (const std::string& line : state->log_for(seat)) {
        INFO(name << ", seat " << seat << ": " << line);
        CHECK_FALSE(names_itself(line, seat));
      }
    }
  }
  CHECK(files >= 40);
}

TEST_CASE("A flare played is told as a Wild or a Super", "[cosmic][flares]") {
  const auto wild = played("flare_human_wild_adds_two_for_a_main_player.txt");
  CHECK(has_line(wild->log_for(0), "You play the Human flare as a Wild."));
  CHECK(has_line(wild->log_for(2), "Seat 0 plays the Human flare as a Wild."));
  const auto super = played("flare_human_super_adds_eight_instead_of_four.txt");
  CHECK(has_line(super->log_for(0), "You play the Human flare as your Super."));
  CHECK(has_line(super->log_for(1), "Seat 0 plays the Human flare as its Super."));
}

TEST_CASE("A zapped flare's player is told it is cancelled", "[cosmic][flares]") {
  const auto state = played("flare_general_card_zap_cancels_and_discards_a_flare.txt");
  CHECK(has_line(state->log_for(0), "Seat 1 plays card zap: your Human flare is cancelled."));
  CHECK(has_line(state->log_for(1), "You play card zap: Seat 0's Human flare is cancelled."));
}

TEST_CASE("The Pacifist's Super is told as compensation", "[cosmic][flares]") {
  const auto state = played("flare_pacifist_super_opponent_pays_for_ships_lost.txt");
  CHECK(has_line(state->log_for(1), "You take 2 cards of compensation from Seat 0."));
  CHECK(has_line(state->log_for(0), "Seat 1 takes 2 cards of compensation from you."));
}

TEST_CASE("Ships a Zombie flare sends home are told so, not the warp", "[cosmic][flares]") {
  const auto state = played("flare_zombie_wild_ships_go_home.txt");
  CHECK(
      has_line(state->log_for(0), "You lose the encounter: your ships go home, not to the warp."));
  CHECK(has_line(state->log_for(1), "You hold B1: the offense's ships go home, not to the warp."));
  CHECK(has_line(state->log_for(2),
                 "Seat 1 holds B1: the offense's ships go home, not to the warp."));
}

TEST_CASE("A defense under the Zombie's Wild is told its ships stay", "[cosmic][flares]") {
  const auto state = played("flare_zombie_wild_keeps_the_defense_on_its_planet.txt");
  CHECK(has_line(state->log_for(1),
                 "Seat 0 wins the encounter: your ships on B1 stay, as the Zombie's flare keeps "
                 "them from the warp."));
}

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

}  // namespace
}  // namespace gavel::cosmic
