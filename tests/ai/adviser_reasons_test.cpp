// The adviser's reasons name the numbers the rules give: a Cosmic Encounter total
// with the powers and allies counted as the rules count them (and the scripted rivals
// reading it alike), an Auction Auction lot where the player stands alone, and an
// Auctionland tile whose worth in dollars grows with the points it is counted for.

#include <algorithm>

#include <catch2/catch.hpp>

#include "gavel/ai/adviser.h"
#include "gavel/ai/agents.h"
#include "gavel/ai/auctionland/advice.h"
#include "gavel/ai/auctionland/blunder.h"
#include "gavel/ai/auctionland/prices.h"
#include "gavel/ai/cosmic/advice.h"
#include "gavel/ai/cosmic/scripted.h"
#include "gavel/ai/minds.h"
#include "gavel/core/match.h"
#include "gavel/core/text.h"
#include "gavel/games/auction_auction/chapter.h"
#include "gavel/games/auction_auction/moves.h"
#include "gavel/games/auction_auction/view.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/moves.h"
#include "gavel/games/auctionland/view.h"
#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/cosmic/moves.h"
#include "gavel/games/cosmic/view.h"
#include "support/shipped_content.h"

namespace gavel {
namespace {

// Seat 0 (Red) attacks Blue's first planet with 3 ships, Yellow beside it with 2,
// and holds the cards given; Blue defends with 4.
cosmic::CosmicView encounter(cosmic::Alien alien, const std::vector<int>& attacks) {
  using namespace cosmic;
  CosmicView view;
  view.me = 0;
  view.to_move = 0;
  view.players = 3;
  view.per_home = 5;
  view.phase = Phase::plan_offense;
  view.planets.assign(15, Ships{});
  for (int planet = 0; planet < 15; ++planet)
    view.planets[static_cast<std::size_t>(planet)][static_cast<std::size_t>(planet / 5)] = 3;
  view.planets[5][1] = 4;
  view.aliens = BySeat<int>(3, no_alien);
  view.aliens[0] = static_cast<int>(alien);
  view.powers = {true, false, false};
  view.points = BySeat<int>(3, 0);
  view.techs = BySeat<int>(3, no_tech);
  view.research = BySeat<int>(3, 0);
  view.tech_stages = BySeat<TechStage>(3, TechStage::research);
  view.hand_sizes = BySeat<int>(3, 7);
  view.reward_cards = BySeat<int>(3, 0);
  view.offense = 0;
  view.defense = 1;
  view.planet = 5;
  view.sent[0] = 3;
  view.side[2] = Side::offense;
  view.sent[2] = 2;
  for (std::size_t i = 0; i < attacks.size(); ++i) {
    view.hand.push_back(Card{CardKind::attack, attacks[i], false});
    view.hand_ids.push_back(static_cast<CardId>(10 + i));
  }
  return view;
}

// The rivals' seats, with the chapter's scripted rival in the player's seat 0 too.
std::vector<Agent*> with_seat_zero(Seating& seating, const Chapter& chapter) {
  seating.agents[0] = find_mind(chapter.id)->scripted("Seat 0", Traits{});
  return seating.seats();
}

Move play(int card) {
  return cosmic::make_move(cosmic::Kind::play, card);
}

TEST_CASE("a Cosmic reason counts the Human's 4 and an ally's ships as the rules do",
          "[ai][adviser][cosmic]") {
  const cosmic::CosmicView view = encounter(cosmic::Alien::human, {8});
  // 8 on the card, 3 ships, Yellow's 2, the Human's 4.
  CHECK(cosmic::side_total(view, cosmic::Side::offense, 8) == 17);
  const std::string why = cosmic::why(view, play(10));
  INFO(why);
  CHECK_THAT(why, Catch::Contains("counts 17 (card 8, ships 3, allies 2, Human 4)"));
  CHECK_THAT(why, Catch::Contains("Seat 1's side counts 4 before its card"));
  CHECK_THAT(why, Catch::Contains("needs an attack of 13+"));
}

TEST_CASE("the Tripler's reason and the rivals read its high card as a third",
          "[ai][adviser][cosmic]") {
  const cosmic::CosmicView view = encounter(cosmic::Alien::tripler, {20, 9});
  // A 20 counts 7 for the Tripler, a 9 counts 27.
  CHECK_THAT(cosmic::why(view, play(10)), Catch::Contains("(card 7, ships 3, allies 2)"));
  CHECK_THAT(cosmic::why(view, play(11)),
             Catch::Contains("counts 32 (card 27, ships 3, allies 2)"));
  // The scripted rival, which reads a total the same way, lays the 9.
  Rng rng(1, Stream::rivals, 0);
  CHECK(cosmic::scripted_move(view, {play(10), play(11)}, Traits{}, rng) == play(11));
}

// Plays four-seat games of scripted rivals until seat 0 writes a sheet in a house
// it has alone, and returns that game.
std::unique_ptr<State> alone_at_sheet() {
  const Chapter& chapter = auction_auction::chapter();
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    Seating seating = seat_rivals(chapter, 4, seed, testing::shipped_content_dir);
    Match match(chapter.start(Setup{4, {}}, testing::shipped_content_dir), seed,
                with_seat_zero(seating, chapter));
    while (!match.state().over()) {
      const State& state = match.state();
      if (state.to_move() == 0) {
        const auto view = state.view(0);
        const auto& auction = dynamic_cast<const auction_auction::AuctionView&>(*view);
        const auto legal = state.legal_moves();
        const bool sheet = std::any_of(legal.begin(), legal.end(), [](Move move) {
          return auction_auction::kind_of(move) == auction_auction::Kind::lot_bid;
        });
        const int house = auction.location(auction.round);
        int beside = 0;
        for (Seat seat = 1; seat < auction.players; ++seat) {
          if (auction.where[static_cast<std::size_t>(auction.round)]
                           [static_cast<std::size_t>(seat)] == house)
            ++beside;
        }
        if (sheet && house != auction_auction::unknown && beside == 0) return state.clone();
      }
      match.step();
    }
  }
  return nullptr;
}

TEST_CASE("alone in an Auction Auction house, the adviser bids $1 and says why",
          "[ai][adviser][auction-auction]") {
  const std::unique_ptr<State> game = alone_at_sheet();
  REQUIRE(game);
  Adviser adviser(auction_auction::chapter());
  const Advice advice = adviser.advise(*game->view_to_search(0), game->legal_moves());
  INFO(game->to_text(advice.move) << ": " << advice.why);
  REQUIRE(auction_auction::kind_of(advice.move) == auction_auction::Kind::lot_bid);
  CHECK(auction_auction::payload_of(advice.move) <= 1);
  CHECK_THAT(advice.why, Catch::StartsWith("You are alone in "));
  CHECK_THAT(advice.why, Catch::Contains("every bid is paid"));
}

TEST_CASE("an Auctionland tile's worth in dollars grows with the points it counts for",
          "[ai][adviser][auctionland]") {
  const Chapter& chapter = auctionland::chapter();
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    Seating seating = seat_rivals(chapter, 4, seed, testing::shipped_content_dir);
    Match match(chapter.start(Setup{4, {}}, testing::shipped_content_dir), seed,
                with_seat_zero(seating, chapter));
    while (!match.state().over()) {
      const State& state = match.state();
      const auto view = state.view(state.to_move() < 0 ? 0 : state.to_move());
      const auto& land = dynamic_cast<const auctionland::AuctionlandView&>(*view);
      if (state.to_move() >= 0 && land.phase == auctionland::Phase::build_take) {
        std::vector<auctionland::TileWorth> worths;
        for (std::size_t slot = 0; slot < land.market.size(); ++slot) {
          const int tile = land.market[slot].tile;
          if (tile < 0) continue;
          worths.push_back(auctionland::own_tile_worth(land, tile));
          // The reason's figures are the reckoning's.
          const std::string why = auctionland::why(
              land, auctionland::make_move(auctionland::Kind::take, static_cast<int>(slot)));
          INFO(why);
          CHECK_THAT(
              why, Catch::Contains("adds " + std::to_string(auctionland::tile_points(land, tile)) +
                                   " point"));
          CHECK_THAT(why,
                     Catch::Contains(dollars(std::lround(std::max(worths.back().dollars, 0.0)))));
        }
        for (const auto& a : worths) {
          for (const auto& b : worths) {
            if (a.points > b.points) CHECK(a.dollars > b.dollars);
            ++compared;
          }
        }
      }
      match.step();
    }
  }
  CHECK(compared > 50);
}

}  // namespace
}  // namespace gavel
