// Auctionland prices follow what a tile is worth to the rival that pays: a bid goes
// past that worth only by a bluffer's few dollars, a buy-back never costs more than
// twice it, and `gavel sim` counts the tiles bought dearer than twice their worth.

#include <bit>
#include <sstream>

#include <catch2/catch.hpp>

#include "ai/auctionland_positions.h"
#include "gavel/ai/auctionland/prices.h"
#include "gavel/ai/auctionland/scripted.h"
#include "gavel/ai/roster.h"
#include "gavel/core/script.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/moves.h"
#include "support/shipped_content.h"

namespace gavel::auctionland {
namespace {

const AuctionlandView& land(const View& view) {
  return dynamic_cast<const AuctionlandView&>(view);
}

// Plays seeded games among rivals of these tempers, and calls `look` with each
// decision's agent, view and move.
template <class Look>
void play_games(const std::vector<Traits>& tempers, int players, int games, Look look) {
  std::vector<auctionland::ScriptedAgent> agents;
  for (const Traits& traits : tempers)
    agents.emplace_back("trial", traits);
  for (int game = 0; game < games; ++game) {
    const auto seed = static_cast<std::uint64_t>(700 + game);
    const auto state =
        auctionland::chapter().start(Setup{players, {}}, testing::shipped_content_dir);
    Rng dice(seed, Stream::chance);
    while (!state->over()) {
      const auto moves = state->legal_moves();
      const Seat seat = state->to_move();
      if (seat == chance_seat) {
        state->apply(moves[dice.below(moves.size())]);
        continue;
      }
      auto& agent = agents[static_cast<std::size_t>(seat + game) % agents.size()];
      Rng rng(seed, Stream::rivals, static_cast<std::uint64_t>(seat));
      const auto view = state->view(seat);
      const Move move = agent.choose(*view, moves, rng);
      look(agent, *view, move);
      state->apply(move);
    }
  }
}

TEST_CASE("an Auctionland rival bids past a tile's worth to it only by its bluff's few dollars",
          "[ai][auctionland][prices]") {
  std::vector<Traits> tempers = {Traits{}};
  for (const Rival& rival : load_roster(testing::shipped_content_dir).rivals)
    tempers.push_back(rival.traits);
  int bids = 0, past_worth = 0;
  play_games(tempers, 4, 12,
             [&](const auctionland::ScriptedAgent& agent, const View& view, Move move) {
               if (auctionland::kind_of(move) != Kind::bid) return;
               ++bids;
               const double worth = auctionland::appraise(view, agent.traits());
               const int amount = auctionland::first_of(move);
               INFO("bid " << amount << " on a tile worth " << worth << "\n" << view.describe());
               REQUIRE(amount <= worth + 0.4 * agent.traits().bluff + 1e-9);
               past_worth += amount > worth + 1e-9 ? 1 : 0;
             });
  REQUIRE(bids > 200);
  REQUIRE(past_worth * 20 < bids);  // speculation is the exception
}

TEST_CASE("an Auctionland auctioneer never buys back for more than twice the tile's worth to it",
          "[ai][auctionland][prices]") {
  // Even greed and patience, so the rival's worth is the one the price watch reads.
  std::vector<Traits> tempers;
  for (int grudge : {0, 5, 10}) {
    Traits traits;
    traits.grudge = grudge;
    traits.nerve = 10;
    tempers.push_back(traits);
  }
  int buy_backs = 0;
  play_games(tempers, 3, 12, [&](const auctionland::ScriptedAgent&, const View& view, Move move) {
    if (auctionland::kind_of(move) != Kind::buy_back) return;
    ++buy_backs;
    const double worth = auctionland::own_tile_value(land(view));
    INFO("bought back at " << land(view).high_bid + 1 << ", worth " << worth);
    REQUIRE(land(view).high_bid + 1 <= 2 * worth + 1e-9);
  });
  REQUIRE(buy_backs > 20);
}

TEST_CASE("the price watch counts a tile sold for more than twice its worth to the buyer",
          "[ai][auctionland][prices]") {
  // Seat 0 auctions a plain tile; seat 1 bids for it and seat 0 sells.
  const auto state = testing::plain_tile_auction(testing::shipped_content_dir);

  // A $1 bid on a tile worth some $8 to the bidder is a bargain.
  auctionland::PriceWatch watch;
  const auto bidder = state->view(1);
  REQUIRE(auctionland::own_tile_value(land(*bidder)) > 2);
  watch.seen(*bidder, auctionland::make_move(Kind::bid, 1));
  const auto seller = state->clone();
  seller->apply(auctionland::make_move(Kind::bid, 1));
  watch.seen(*seller->view(0), auctionland::make_move(Kind::sell));
  REQUIRE(watch.tally().bought == 1);
  REQUIRE(watch.tally().dear == 0);

  // Had the tile been worth nothing to the bidder (its island full), $2 would be dear.
  auto no_use = land(*bidder);
  auto& island = no_use.seats[1].island;
  while (!island.full())
    island.build(std::countr_zero(auctionland::buildable(island.occupied)), 0);
  REQUIRE(auctionland::own_tile_value(no_use) == 0);
  watch.seen(no_use, auctionland::make_move(Kind::bid, 2));
  state->apply(auctionland::make_move(Kind::bid, 2));
  watch.seen(*state->view(0), auctionland::make_move(Kind::sell));
  REQUIRE(watch.tally().bought == 2);
  REQUIRE(watch.tally().dear == 1);
  REQUIRE(watch.tally().bought_back == 0);
  REQUIRE_THAT(watch.summary(), Catch::Contains("1 of 2 tiles bought (50.00%)"));
}

TEST_CASE("rivals playing to their worth seldom pay twice a tile's worth",
          "[ai][auctionland][prices]") {
  std::vector<Traits> tempers = {Traits{}};
  for (const Rival& rival : load_roster(testing::shipped_content_dir).rivals)
    tempers.push_back(rival.traits);
  auctionland::PriceWatch watch;
  play_games(tempers, 4, 12, [&](const auctionland::ScriptedAgent&, const View& view, Move move) {
    watch.seen(view, move);
  });
  const auto& tally = watch.tally();
  REQUIRE(tally.bought > 100);
  REQUIRE(tally.dear * 100 <= tally.bought);
  REQUIRE(tally.dear_back * 20 <= tally.bought_back);
}

}  // namespace
}  // namespace gavel::auctionland
