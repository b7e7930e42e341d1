#include "support/scenarios.h"

#include <catch2/catch.hpp>

#include "gavel/games/auctionland/chapter.h"

namespace gavel::auctionland {
namespace {

TEST_CASE("Auctionland plays every rule scenario", "[auctionland][scenario]") {
  // One file per rule; a failed move or expectation names its file and line.
  const int files =
      testing::run_scenarios(auctionland::chapter(), GAVEL_TEST_DATA_DIR "/scenarios/auctionland");
  // Every file is counted, so one that goes missing is noticed: add to the count
  // with each new scenario.
  REQUIRE(files == 16);
}

}  // namespace
}  // namespace gavel::auctionland
