#include "support/conformance.h"

#include <catch2/catch.hpp>

#include "gavel/games/auction_auction/chapter.h"
#include "gavel/games/auction_auction/state.h"

namespace gavel::auction_auction {
namespace {

// Money is conserved (what came in less what the houses were paid is what the seats
// hold, nobody below $0), and no view shows what its seat may not see: another seat's
// access bid before the reveal, another's sheet or a lot's winner from a location
// the seat was not in, or a colour of a location it has never been inside (but for
// the houses seat 0's house-colours boon names).
void check_invariants(const State& state, int known_houses = 0) {
  const auto& game = dynamic_cast<const AuctionState&>(state);
  int held = 0;
  for (Seat seat = 0; seat < game.seats(); ++seat) {
    REQUIRE(game.cash(seat) >= 0);
    REQUIRE(game.garnets(seat) >= 0);
    held += game.cash(seat);
  }
  REQUIRE(held == game.money_in() - game.money_paid());
  for (Seat seat = 0; seat < game.seats(); ++seat) {
    const auto view = state.view(seat);
    const auto& mine = dynamic_cast<const AuctionView&>(*view);
    const auto me = static_cast<std::size_t>(seat);
    for (std::size_t round = 0; round < mine.access.size(); ++round) {
      const bool current = static_cast<int>(round) == game.round();
      for (Seat other = 0; other < game.seats(); ++other) {
        const auto them = static_cast<std::size_t>(other);
        if (other == seat) continue;
        if (current && game.step() == Step::access)
          REQUIRE(mine.access[round][them].house == unknown);
        const bool together =
            mine.where[round][them] != unknown && mine.where[round][them] == mine.where[round][me];
        if (!together) REQUIRE(mine.sheets[round][them].empty());
        if (current && game.step() != Step::over) REQUIRE(mine.sheets[round][them].empty());
      }
      for (int lot = 0; lot < lot_count; ++lot) {
        if (mine.winners[round][static_cast<std::size_t>(lot)] == nobody) continue;
        REQUIRE(mine.where[round][me] == location_of_lot(lot));
      }
    }
    for (int location = 0; location < location_count; ++location) {
      if (mine.colours[static_cast<std::size_t>(location)] == unknown) continue;
      if (seat == 0 && location < known_houses) continue;
      bool been = false;
      for (const auto& where : mine.where)
        been = been || where[me] == location;
      REQUIRE(been);
    }
  }
}

void run(int players, int games, std::uint64_t seed, const Boons& boons = {}) {
  testing::ConformanceOptions options;
  options.games = games;
  options.seed = seed;
  options.snapshot_every = 11;
  options.invariant = [&](const State& state) { check_invariants(state, boons.house_colours); };
  testing::check_conformance(auction_auction::chapter(), Setup{players, {}, boons}, options);
}

// Every state of a playout is cloned, compared by snapshot and seen by every seat,
// so a twelve-seat game costs about ten times a four-seat one: one game at the
// printed table, and the perks (seat 0's alone) at four seats, halve the suite's
// time (19 s of CPU in the sanitizer build, from 39). GAVEL_CONFORMANCE_GAMES=N
// plays N games a case by hand.
TEST_CASE("Auction Auction passes the conformance suite at 12 seats",
          "[auction-auction][conformance]") {
  run(12, 1, 0);
}

TEST_CASE("Auction Auction passes the conformance suite at 4 and 8 seats",
          "[auction-auction][conformance]") {
  run(4, 2, 100);
  run(8, 1, 200);
}

TEST_CASE("Auction Auction passes the conformance suite with its perks",
          "[auction-auction][conformance][boons]") {
  Boons boons;
  boons.extra_money = 2;
  boons.house_colours = 1;
  boons.garnets = 5;
  run(4, 3, 300, boons);
}

}  // namespace
}  // namespace gavel::auction_auction
