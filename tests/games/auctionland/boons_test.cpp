// Campaign perks in Auctionland: what the boons show in the views and logs, which
// scenario files cannot check, and that boons the chapter does not read change
// nothing. The rules themselves are in tests/scenarios/auctionland/*money* and
// *starts*.

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "gavel/ai/random_agent.h"
#include "gavel/core/match.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/state.h"
#include "support/shipped_content.h"

namespace gavel::auctionland {
namespace {

std::unique_ptr<State> start(const Setup& setup) {
  return auctionland::chapter().start(setup, testing::shipped_content_dir);
}

// A whole random game from `setup`, seeded.
std::unique_ptr<State> random_game(const Setup& setup, std::uint64_t seed) {
  RandomAgent random;
  Match match(start(setup), seed,
              std::vector<Agent*>(static_cast<std::size_t>(setup.players), &random));
  match.advance();
  return match.state().clone();
}

const AuctionlandView& as_land(const View& view) {
  return dynamic_cast<const AuctionlandView&>(view);
}

TEST_CASE("sees-money shows every seat's money to seat 0 alone", "[auctionland][boons][fairness]") {
  Boons boons;
  boons.sees_money = true;
  const Setup with{4, {}, boons};
  const auto finished = random_game(with, Catch::rngSeed() + 7);
  // The same moves without the boon: it changes no rule, so they stay legal, and
  // every other seat's view must be the same at every step.
  auto seeing = start(with);
  auto plain = start(Setup{4, {}});
  for (const Turn& turn : finished->history()) {
    seeing->apply(turn.move);
    plain->apply(turn.move);
    const auto& land = dynamic_cast<const AuctionlandState&>(*seeing);
    const auto mine = seeing->view(0);
    for (Seat seat = 0; seat < 4; ++seat) {
      REQUIRE(as_land(*mine).seats[static_cast<std::size_t>(seat)].money ==
              land.player(seat).money);
    }
    for (Seat seat = 1; seat < 4; ++seat)
      REQUIRE(seeing->view(seat)->same_as(*plain->view(seat)));
  }
  REQUIRE(seeing->over());
  for (Seat seat = 0; seat < 4; ++seat)
    REQUIRE(seeing->log_for(seat) == plain->log_for(seat));
}

TEST_CASE("extra money is told to seat 0 alone", "[auctionland][boons][fairness]") {
  Boons boons;
  boons.extra_money = 5;
  auto rich = start(Setup{3, {}, boons});
  auto plain = start(Setup{3, {}});
  for (State* state : {rich.get(), plain.get()})
    state->apply(state->parse("first player 1"));
  const auto& land = dynamic_cast<const AuctionlandState&>(*rich);
  REQUIRE(land.player(0).money == 19);
  REQUIRE(rich->log_for(0).back() == "You start with $5 more: $19 in all.");
  for (Seat seat : {1, 2}) {
    REQUIRE(rich->log_for(seat) == plain->log_for(seat));
    REQUIRE(as_land(*rich->view(seat)).seats[0].money == hidden_money);
  }
}

TEST_CASE("Auctionland ignores the boons it does not read", "[auctionland][boons]") {
  // Auction Web's boons: the same seed plays the same game to the same bytes.
  Boons others;
  others.extra_cards = 2;
  others.hand_limit = 3;
  others.peeks = 1;
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    const auto with = random_game(Setup{3, {}, others}, Catch::rngSeed() + seed);
    const auto without = random_game(Setup{3, {}}, Catch::rngSeed() + seed);
    REQUIRE(with->same_as(*without));
  }
}

TEST_CASE("Auctionland lists the boons it reads", "[auctionland][boons]") {
  REQUIRE(auctionland::chapter().boons ==
          std::vector<std::string>{"extra-money", "sees-money", "starts"});
}

}  // namespace
}  // namespace gavel::auctionland
