#include "support/conformance.h"

#include <string>

#include <catch2/catch.hpp>

#include "gavel/games/mintopia/chapter.h"
#include "gavel/games/mintopia/state.h"

namespace gavel::mintopia {
namespace {

// Every Location of the game's pool is in one place: unseen (deck or unused), the
// Auction Block, up for auction, or in one zone; the deck is never more than the
// unseen; no Mints below zero; every zone within 2 rows; and no view shows another
// seat's sealed commitment before the reveal, but for seat 0's with the sealed-peek
// perk, which shows those made before its own.
void check_invariants(const State& state, bool sealed_peek = false) {
  const auto& game = dynamic_cast<const MintopiaState&>(state);
  const City& city = game.city();
  std::vector<int> seen(game.cards().locations.size(), 0);
  for (int location : game.unseen())
    ++seen[static_cast<std::size_t>(location)];
  for (int location : game.block())
    ++seen[static_cast<std::size_t>(location)];
  if (game.lot() >= 0 && zone_holding(city, game.lot()) == no_one)
    ++seen[static_cast<std::size_t>(game.lot())];
  for (const Zone& zone : city.zones) {
    int top = 9, bottom = -9;
    for (const Placed& placed : zone.cards()) {
      ++seen[static_cast<std::size_t>(placed.location)];
      top = std::min(top, placed.spot.row);
      bottom = std::max(bottom, placed.spot.row);
    }
    if (!zone.empty()) REQUIRE(bottom - top <= 1);
  }
  const std::vector<int> pool = deck_pool(game.cards().locations, city.mode);
  for (std::size_t location = 0; location < seen.size(); ++location) {
    const bool in_pool = std::binary_search(pool.begin(), pool.end(), static_cast<int>(location));
    // A Deed's drawn Location waits outside every list while its holder places it.
    if (game.phase() != Phase::deed_place) REQUIRE(seen[location] == (in_pool ? 1 : 0));
    REQUIRE(seen[location] <= 1);
  }
  REQUIRE(game.deck() >= 0);
  REQUIRE(game.deck() <= static_cast<int>(game.unseen().size()));
  for (Seat seat = 0; seat < state.seats(); ++seat) {
    REQUIRE(game.mints(seat) >= 0);
    const auto view = state.view(seat);
    const auto& mine = dynamic_cast<const MintopiaView&>(*view);
    for (Seat other = 0; other < state.seats(); ++other) {
      const int shown = mine.commitments[static_cast<std::size_t>(other)];
      if (game.phase() != Phase::commit || other == seat) continue;
      if (seat == 0 && sealed_peek) {
        REQUIRE(shown != sealed);
      } else {
        REQUIRE((shown == sealed || shown == not_committed));
      }
    }
  }
}

void run(int players, const std::string& ai, int games, std::uint64_t seed = 0) {
  testing::ConformanceOptions options;
  options.games = games;
  options.seed = seed;
  options.snapshot_every = 7;
  options.invariant = [](const State& state) { check_invariants(state); };
  Setup setup{players, {}};
  if (!ai.empty()) {
    setup.options["ai"] = ai;
    options.other_competitors = 1;
  }
  testing::check_conformance(mintopia::chapter(), setup, options);
}

TEST_CASE("New Mintopia City passes the conformance suite around the ring",
          "[mintopia][conformance]") {
  for (const int players : {3, 4, 5, 6})
    run(players, "", 3);
}

TEST_CASE("New Mintopia City passes the conformance suite in its 2-player and solitaire modes",
          "[mintopia][conformance]") {
  run(2, "", 3);
  for (const char* card : {"hoarder", "magnate", "speculator", "planner"}) {
    run(2, card, 3, 100);
    run(1, card, 3, 200);
  }
}

TEST_CASE("New Mintopia City passes the conformance suite with its perks",
          "[mintopia][conformance][boons]") {
  testing::ConformanceOptions options;
  options.games = 2;
  options.seed = 1000;
  options.snapshot_every = 7;
  options.invariant = [](const State& state) { check_invariants(state, true); };
  Boons boons;
  boons.extra_money = 3;
  boons.starts = true;
  boons.extra_income = 1;
  boons.sealed_peek = true;
  testing::check_conformance(mintopia::chapter(), Setup{4, {}, boons}, options);
}

}  // namespace
}  // namespace gavel::mintopia
