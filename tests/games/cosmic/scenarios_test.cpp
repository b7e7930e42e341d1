#include "support/scenarios.h"

#include <catch2/catch.hpp>

#include "gavel/games/cosmic/chapter.h"

namespace gavel::cosmic {
namespace {

TEST_CASE("Cosmic Encounter plays every rule scenario", "[cosmic][scenario]") {
  // One file per rule; a failed move or expectation names its file and line.
  const int files =
      testing::run_scenarios(cosmic::chapter(), GAVEL_TEST_DATA_DIR "/scenarios/cosmic-lucre");
  // Every file is counted, so one that goes missing is noticed: add to the count
  // with each new scenario.
  REQUIRE(files == 130);
}

}  // namespace
}  // namespace gavel::cosmic
