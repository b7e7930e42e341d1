#include "support/scenarios.h"

#include <catch2/catch.hpp>

#include "gavel/games/auction_web/chapter.h"

namespace gavel::auction_web {
namespace {

TEST_CASE("Auction Web plays every rule scenario", "[auction-web][scenario]") {
  // One file per rule; a failed move or expectation names its file and line.
  const int files =
      testing::run_scenarios(auction_web::chapter(), GAVEL_TEST_DATA_DIR "/scenarios/auction-web");
  // Every file is counted, so one that goes missing is noticed: add to the count
  // with each new scenario.
  REQUIRE(files == 69);
}

}  // namespace
}  // namespace gavel::auction_web
