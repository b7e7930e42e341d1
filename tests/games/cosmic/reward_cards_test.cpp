// The Reward deck's Kicker as the notation writes it and as each seat sees it: laid
// with the encounter card in one move, its multiplier hidden from everyone but its
// player until the reveal.

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "games/cosmic/cosmic_support.h"
#include "gavel/core/script.h"
#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/cosmic/state.h"
#include "gavel/games/cosmic/view.h"
#include "support/notation.h"
#include "support/shipped_content.h"

namespace gavel::cosmic {
namespace {

using testing::has_line;

// The kicker scenario up to the line `stop` (not played): blue, the offense, holds
// kicker x2 and kicker x3 against yellow on Y1.
std::unique_ptr<State> kicker_table(const std::string& stop) {
  std::ifstream file(GAVEL_TEST_DATA_DIR
                     "/scenarios/cosmic-lucre/reward_kicker_multiplies_the_card.txt");
  std::stringstream text;
  for (std::string line; std::getline(file, line) && line != stop;)
    text << line << "\n";
  const Script script = read_script(text.str(), "reward_kicker_multiplies_the_card.txt");
  auto state = cosmic::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  return state;
}

const CosmicView& cosmic_view(const std::unique_ptr<View>& view) {
  return dynamic_cast<const CosmicView&>(*view);
}

TEST_CASE("a Kicker is laid with the card in one move that reads back", "[cosmic][notation]") {
  auto state = kicker_table("1: play attack 8 with kicker x2");
  REQUIRE(state->to_move() == 1);
  testing::check_round_trips(*state);
  const Move kicked = state->parse("PLAY attack 8 WITH kicker x3");
  CHECK(state->to_text(kicked) == "play attack 8 with kicker x3");
  const auto legal = state->legal_moves();
  CHECK(std::find(legal.begin(), legal.end(), kicked) != legal.end());
  CHECK(testing::parse_error(*state, "play attack 8 with attack 6") ==
        "Only a Kicker is laid with an encounter card: 'play attack 8 with kicker x2'.");
  CHECK(testing::parse_error(*state, "play attack 8 with kicker x0") ==
        "There is no kicker x0 in the hand.");
  CHECK(testing::parse_error(*state, "play attack 99 with kicker x2") ==
        "There is no attack 99 in the hand.");
  for (const std::string text : {"play with", "play attack 8 with", "play with kicker x2",
                                 "play attack 8 with kicker", "play kicker x2 with kicker x3"}) {
    INFO(text);
    CHECK_NOTHROW(testing::parse_error(*state, text));
  }
}

TEST_CASE("a face-down Kicker shows its multiplier only to its player until the reveal",
          "[cosmic][view]") {
  auto state = kicker_table("2: play attack 10");
  const auto index = static_cast<std::size_t>(Side::offense);
  for (Seat seat = 0; seat < state->seats(); ++seat) {
    INFO("seat " << seat);
    const auto view = state->view(seat);
    CHECK(cosmic_view(view).kicked[index]);  // a second card laid is plain to see
    CHECK(cosmic_view(view).kicker[index] == (seat == 1 ? 2 : -1));
    CHECK_FALSE(cosmic_view(view).kicked[static_cast<std::size_t>(Side::defense)]);
  }
  CHECK(state->view(2)->describe().find("The offense laid a Kicker.") != std::string::npos);
  CHECK(state->view(1)->describe().find("The offense laid a Kicker x2.") != std::string::npos);
  CHECK(has_line(state->log_for(2),
                 "Seat 1 lays an encounter card face down, with a Kicker face down."));
  CHECK(has_line(state->log_for(1), "You lay attack 8 face down, with kicker x2 face down."));
  state->apply(state->parse("play attack 10"));
  for (Seat seat = 0; seat < state->seats(); ++seat)
    CHECK(cosmic_view(state->view(seat)).kicker[index] == 2);
  CHECK(has_line(state->log_for(0),
                 "Reveal: the offense, Seat 1, plays attack 8 with kicker x2; the defense, Seat "
                 "2, plays attack 10."));
}

}  // namespace
}  // namespace gavel::cosmic
