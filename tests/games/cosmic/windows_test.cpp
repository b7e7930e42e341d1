// The timing windows as a seat reads them: what waits on whom.

#include <string>

#include <catch2/catch.hpp>

#include "gavel/games/cosmic/chapter.h"
#include "support/scenarios.h"

namespace gavel::cosmic {
namespace {

TEST_CASE("a card waiting on the Card Zaps is described with its target", "[cosmic][view]") {
  auto state = testing::play_scenario_until(
      cosmic::chapter(),
      GAVEL_TEST_DATA_DIR "/scenarios/cosmic-lucre/artifact_card_zap_cancels_an_artifact.txt",
      "2: play card zap");
  REQUIRE(state->to_move() == 2);
  CHECK(state->view(2)->describe().find(
            "Waiting on the Card Zaps: Seat 0's plague on Seat 2 acts unless someone zaps it.") !=
        std::string::npos);
  // Seat 0, having played its Plague, holds seven cards.
  CHECK(state->view(2)->describe().find("7 cards (0 Reward)") != std::string::npos);
}

}  // namespace
}  // namespace gavel::cosmic
