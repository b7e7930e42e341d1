#include <algorithm>
#include <string>

#include <catch2/catch.hpp>

#include "games/cosmic/cosmic_support.h"
#include "gavel/core/script.h"
#include "gavel/games/cosmic/chapter.h"
#include "support/shipped_content.h"

namespace gavel::cosmic {
namespace {

using testing::has_line;

TEST_CASE("The Mind reads the hand a Mutant has filled", "[cosmic][aliens]") {
  // The scenario's second encounter: seat 0, the Mutant, draws attack 30 before
  // Planning; seat 1, the Mind, must read it among seat 0's cards, not the hand before.
  const Script script = load_script(GAVEL_TEST_DATA_DIR
                                    "/scenarios/cosmic-lucre/"
                                    "alien_mind_reads_a_mutant_hand_after_its_draw.txt");
  const auto state = cosmic::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  const auto mind = state->log_for(1);
  CHECK(has_line(mind,
                 "As the Mind you read Seat 0's hand: attack 4, attack 6, attack 8, attack 10, "
                 "attack 12, attack 30, negotiate, negotiate."));
  CHECK(has_line(state->log_for(0), "Seat 1, the Mind, reads your hand."));
  CHECK(has_line(state->log_for(2), "Seat 1, the Mind, reads Seat 0's hand."));
}

TEST_CASE("A Zombie that loses a planet is told its ships stay", "[cosmic][aliens]") {
  // The scenario's second encounter: seat 1 wins on R3, where the Zombie's four stay.
  const Script script = load_script(
      GAVEL_TEST_DATA_DIR "/scenarios/cosmic-lucre/alien_zombie_ships_go_home_not_to_the_warp.txt");
  const auto state = cosmic::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  CHECK(has_line(state->log_for(0),
                 "Seat 1 wins the encounter: your ships on R3 stay, as the Zombie's never go to "
                 "the warp."));
}

TEST_CASE("The log says what makes up each side's total", "[cosmic][aliens]") {
  // The Virus's attack 6 times its three ships, and its ally's one ship, against the
  // defense's attack 10 and four ships.
  const Script script =
      load_script(GAVEL_TEST_DATA_DIR
                  "/scenarios/cosmic-lucre/alien_virus_multiplies_its_card_by_its_ships.txt");
  const auto state = cosmic::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  CHECK(has_line(state->log_for(1),
                 "Totals: offense 19 (card 6 x 3 ships = 18, allies 1), defense 14 (card 10, "
                 "ships 4)."));
}

}  // namespace
}  // namespace gavel::cosmic
