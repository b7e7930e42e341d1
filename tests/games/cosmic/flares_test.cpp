#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>

#include <catch2/catch.hpp>

#include "gavel/core/script.h"
#include "gavel/games/cosmic/chapter.h"

using namespace gavel;

namespace {

const std::string folder = GAVEL_TEST_DATA_DIR "/scenarios/cosmic-lucre/";

std::unique_ptr<State> played(const std::string& file) {
  const Script script = load_script(folder + file);
  auto state = cosmic::chapter().start(script.setup, GAVEL_SOURCE_CONTENT_DIR);
  play_script(script, *state);
  return state;
}

bool has_line(const std::vector<std::string>& log, const std::string& line) {
  return std::find(log.begin(), log.end(), line) != log.end();
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

}  // namespace

TEST_CASE("A flare's log speaks to its reader as you", "[cosmic][flares]") {
  // The flares of the Human, Warpish, Virus, Tripler, Macron, Pacifist and Zombie, and
  // the general rules: every line each seat reads, played to the end of its scenario.
  const char* const prefixes[] = {"flare_human",   "flare_warpish", "flare_virus",
                                  "flare_tripler", "flare_macron",  "flare_pacifist",
                                  "flare_zombie",  "flare_general"};
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    const bool ours = std::any_of(std::begin(prefixes), std::end(prefixes),
                                  [&](const char* prefix) { return name.starts_with(prefix); });
    if (!ours) continue;
    ++files;
    const auto state = played(name);
    for (Seat seat = 0; seat < state->seats(); ++seat) {
      for (const std::string& line : state->log_for(seat)) {
        INFO(name << ", seat " << seat << ": " << line);
        CHECK_FALSE(names_itself(line, seat));
      }
    }
  }
  CHECK(files >= 20);
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
