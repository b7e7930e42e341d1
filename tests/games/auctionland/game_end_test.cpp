// The game's end when the tiles run out, played on a stack of twelve tiles
// (tests/data/auctionland/small) so that no island can fill first.

#include <algorithm>
#include <string>

#include <catch2/catch.hpp>

#include "gavel/ai/random_agent.h"
#include "gavel/core/match.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/state.h"
#include "gavel/games/auctionland/view.h"

namespace gavel::auctionland {
namespace {

bool logged(const State& state, const std::string& text) {
  const auto lines = state.log_for(0);
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& line) { return line.find(text) != std::string::npos; });
}

TEST_CASE("Auctionland ends when the market and the stack are empty", "[auctionland][rules]") {
  const auto content_dir = std::filesystem::path(GAVEL_TEST_DATA_DIR) / "data/auctionland/small";
  RandomAgent random;
  int skipped = 0;
  for (int players = 2; players <= 6; ++players) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      INFO(players << " players, seed " << seed);
      Match match(auctionland::chapter().start(Setup{players, {}}, content_dir),
                  Catch::rngSeed() + seed,
                  std::vector<Agent*>(static_cast<std::size_t>(players), &random));
      REQUIRE(match.advance() == nobody);
      const auto& state = dynamic_cast<const AuctionlandState&>(match.state());
      CHECK(state.stack().empty());
      CHECK(state.market().empty());
      CHECK(logged(state, "The market and the stack are both empty: the game is over."));
      int built = static_cast<int>(state.box().size());
      for (Seat seat = 0; seat < players; ++seat)
        built += state.player(seat).island.tiles();
      CHECK(built == 12);
      // Over, every view shows every seat's money: the tie-break counts it.
      for (Seat seat = 0; seat < players; ++seat) {
        const auto view = state.view(seat);
        const auto& seen = dynamic_cast<const AuctionlandView&>(*view);
        for (Seat other = 0; other < players; ++other)
          CHECK(seen.seats[static_cast<std::size_t>(other)].money == state.player(other).money);
      }
      if (logged(state, "The market is empty")) ++skipped;
    }
  }
  // Late turns find the row empty before its auction, or before its build; those
  // steps are skipped rather than stalling the game.
  CHECK(skipped > 0);
}

}  // namespace
}  // namespace gavel::auctionland
