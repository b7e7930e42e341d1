#include "support/scenarios.h"

#include <catch2/catch.hpp>

#include "gavel/games/mintopia/chapter.h"

namespace gavel::mintopia {
namespace {

TEST_CASE("New Mintopia City plays every rule scenario", "[mintopia][scenario]") {
  // One file per rule; a failed move or expectation names its file and line.
  const int files =
      testing::run_scenarios(mintopia::chapter(), GAVEL_TEST_DATA_DIR "/scenarios/mintopia");
  // Every file is counted, so one that goes missing is noticed: add to the count
  // with each new scenario.
  REQUIRE(files == 50);
}

}  // namespace
}  // namespace gavel::mintopia
