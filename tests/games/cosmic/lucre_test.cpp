// Lucre where a scenario cannot reach easily: the bank running dry, and the one-line
// refusals of bids and investments a player types.

#include <string>

#include <catch2/catch.hpp>

#include "games/cosmic/cosmic_support.h"
#include "gavel/core/error.h"
#include "gavel/core/rng.h"
#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/cosmic/state.h"
#include "support/scenarios.h"
#include "support/shipped_content.h"

namespace gavel::cosmic {
namespace {

using testing::cosmic_state;

// The message parse() refuses `text` with, or "accepted".
std::string refusal(const State& state, const std::string& text) {
  try {
    (void)state.parse(text);
  } catch (const Error& error) {
    return error.what();
  }
  return "accepted";
}

const char* const invested_scenario =
    GAVEL_TEST_DATA_DIR "/scenarios/cosmic-lucre/lucre_offense_takes_invested_and_pays_with_it.txt";

TEST_CASE("with the bank dry, income comes from the richest other player", "[cosmic][lucre]") {
  // Seat 0 starts with 24 Lucre more than its 1: the bank of 30 is empty at once.
  Setup setup{3, {{"aliens", "off"}, {"techs", "off"}}};
  setup.boons.extra_money = 24;
  const auto state = cosmic::chapter().start(setup, testing::shipped_content_dir);
  const CosmicState& game = cosmic_state(*state);
  REQUIRE(game.bank() == 0);
  REQUIRE(game.lucre(0) == 25);
  // The first legal move each time: everyone passes the auctions and invests nothing,
  // and the offense launches at the first planet Destiny allows.
  while (!state->over() && game.phase() != cosmic::Phase::invite_offense)
    state->apply(state->legal_moves().front());
  REQUIRE(game.phase() == cosmic::Phase::invite_offense);
  const Seat defense = game.encounter().defense;
  // The offense, seat 0, earns 1 from the richest other seat (seat 2, 3 Lucre); the
  // defense earns 2 from seat 0, the richest of all.
  CHECK(game.bank() == 0);
  CHECK(game.lucre(0) == 25 + 1 - 2);
  CHECK(game.lucre(defense) == defense + 1 + 2 - (defense == 2 ? 1 : 0));
  CHECK(game.lucre(1) + game.lucre(2) == 2 + 3 + 2 - 1);
  bool told = false;
  for (const std::string& line : state->log_for(0))
    told = told || line == "The bank is empty: you, the richest, pay 2 Lucre of it.";
  CHECK(told);
}

TEST_CASE("a bid or an investment that cannot be made gets one line saying why",
          "[cosmic][lucre]") {
  const auto calling =
      testing::play_scenario_until(cosmic::chapter(), invested_scenario, "0: auction 3 bid 6");
  CHECK(refusal(*calling, "auction 3 bid 5") == "Rebirth takes a first bid of at least 6 Lucre.");
  CHECK(refusal(*calling, "auction 3 bid 8") == "You cannot bid 8 Lucre: you have 7 free.");
  CHECK(refusal(*calling, "auction 4 bid 1") ==
        "'4' is not a market card: they are 1 to 3, left to right.");
  CHECK(refusal(*calling, "auction 3 bid 6") == "accepted");
  const auto investing =
      testing::play_scenario_until(cosmic::chapter(), invested_scenario, "1: invest 2 on B3");
  CHECK(refusal(*investing, "invest 1 on R1") ==
        "You may invest only on a home planet of yours that holds one of your colonies; R1 is "
        "not one.");
  CHECK(refusal(*investing, "invest 3 on B3") == "You cannot invest 3 Lucre: you have 2 free.");
  CHECK(refusal(*investing, "invest 0 on B3") == "Invest at least 1 Lucre: 'invest 2 on R1'.");
}

TEST_CASE("a bid must top the last one", "[cosmic][lucre]") {
  const auto bidding = testing::play_scenario_until(
      cosmic::chapter(),
      GAVEL_TEST_DATA_DIR "/scenarios/cosmic-lucre/auction_best_of_two_flare_and_discard.txt",
      "0: bid 4");
  CHECK(refusal(*bidding, "bid 3") == "A bid must top the 3 Lucre bid so far.");
  CHECK(refusal(*bidding, "bid 4") == "accepted");
}

TEST_CASE("down to one Auction card, the deck takes back its discards and the market",
          "[cosmic][lucre]") {
  // Random games until one reshuffles its Auction deck: right after, the old market
  // and every discard are back in the deck, and a new market of three is dealt.
  bool seen = false;
  for (std::uint64_t seed = 1; seed <= 40 && !seen; ++seed) {
    const auto state = cosmic::chapter().start(Setup{3, {}}, testing::shipped_content_dir);
    const CosmicState& game = cosmic_state(*state);
    Rng dice(seed, Stream::chance);
    bool discarded = false;  // an empty market with no discards is also the game's start
    while (!state->over() && !seen) {
      const auto moves = state->legal_moves();
      state->apply(moves[dice.below(moves.size())]);
      discarded = discarded || !game.auction_discards().empty();
      seen = discarded && game.market().empty() && game.auction_discards().empty();
    }
    if (!seen) continue;
    const auto log = state->log_for(0);
    CHECK(log.back() ==
          "The Auction deck is down to one card: its discards and the market are shuffled into "
          "it, and a new market is dealt.");
    CHECK(game.auction_deck().size() + (game.auctions().card >= 0 ? 1 : 0) ==
          game.cards().auctions.size());
    // The new market is dealt before anything else happens.
    for (int card = 0; card < cosmic::market_size; ++card) {
      REQUIRE(state->to_move() == chance_seat);
      state->apply(state->legal_moves().front());
    }
    CHECK(game.market().size() == static_cast<std::size_t>(cosmic::market_size));
  }
  CHECK(seen);
}

}  // namespace
}  // namespace gavel::cosmic
