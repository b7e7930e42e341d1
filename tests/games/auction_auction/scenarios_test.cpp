#include "support/scenarios.h"

#include <catch2/catch.hpp>

#include "gavel/games/auction_auction/chapter.h"

namespace gavel::auction_auction {
namespace {

TEST_CASE("Auction Auction plays every rule scenario", "[auction-auction][scenario]") {
  // One file per rule; a failed move or expectation names its file and line.
  const int files = testing::run_scenarios(auction_auction::chapter(),
                                           GAVEL_TEST_DATA_DIR "/scenarios/auction-auction");
  // Every file is counted, so one that goes missing is noticed: add to the count
  // with each new scenario.
  REQUIRE(files == 21);
}

}  // namespace
}  // namespace gavel::auction_auction
