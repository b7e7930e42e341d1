// What sim counts of Auction Auction from the seats' views at each game's end (the
// colour code worked out, the final hands), and the reveal's lines as each seat
// reads them, one a house, however they are shared out as events.

#include <catch2/catch.hpp>

#include "agent_support.h"
#include "auction_auction_support.h"
#include "gavel/ai/auction_auction/tally.h"
#include "gavel/app/sim.h"
#include "gavel/games/auction_auction/chapter.h"
#include "gavel/games/auction_auction/state.h"
#include "support/shipped_content.h"

namespace gavel::auction_auction {
namespace {

using testing::auction_view;
using testing::end_talk;
using testing::shipped_auction_table;

// Plays a game to its end with the plain scripted agent in every seat.
void play_out_scripted(State& state, std::uint64_t seed) {
  auto agent = make_agent(auction_auction::chapter(), "scripted", testing::shipped_content_dir);
  Rng dice(seed, Stream::chance);
  while (!state.over()) {
    const auto moves = state.legal_moves();
    state.apply(state.to_move() == chance_seat ? moves[dice.below(moves.size())]
                                               : testing::choose(*agent, state, seed));
  }
}

TEST_CASE("sim counts the colour code each seat worked out, and the final hands, from its views",
          "[ai][auction-auction][sim]") {
  // One game's end by hand: seat 3 saw Dr. E and Genre, so it knows Wolley too.
  AuctionState state(shipped_auction_table(), 4);
  play_out_scripted(state, 5);
  CodeWatch watch;
  for (Seat seat = 0; seat < 4; ++seat) {
    AuctionView view = auction_view(state.view(seat));
    view.colours.assign(location_count, unknown);
    if (seat == 3) {
      view.colours[0] = static_cast<int>(auction_auction::Colour::red);
      view.colours[1] = static_cast<int>(auction_auction::Colour::green);
    }
    watch.ended(view);
  }
  REQUIRE(watch.tally().seats == 4);
  REQUIRE(watch.tally().seen == 1);
  REQUIRE(watch.tally().worked_out >= 1);
  long long hands = 0;
  for (const long long count : watch.tally().hands)
    hands += count;
  REQUIRE(hands == 4);
  // A view before the end holds no hands: not counted.
  AuctionState fresh(shipped_auction_table(), 4);
  watch.ended(*fresh.view(0));
  REQUIRE(watch.tally().seats == 4);

  // And sim prints it for every seat of every game.
  SimSettings settings;
  settings.games = 5;
  settings.players = 6;
  const SimReport report =
      simulate(auction_auction::chapter(), settings, testing::shipped_content_dir);
  REQUIRE_THAT(report.watch, Catch::Contains("colour code worked out by"));
  REQUIRE_THAT(report.watch, Catch::Contains("Rainbow"));
  REQUIRE_THAT(format_report(report), Catch::Contains(report.watch));
}

TEST_CASE("each seat reads one line for each house at the access reveal, in its own words",
          "[ai][auction-auction][log]") {
  AuctionState state(shipped_auction_table(), 6);
  state.apply(state.parse("black market is red"));
  end_talk(state);
  for (const char* bid : {"access 9 at Dr. E", "access 5 at Dr. E", "access 4 at Genre",
                          "access 0 at Genre", "access 3 at Dr. E", "access 2 at Dr. E"})
    state.apply(state.parse(bid));
  for (Seat seat = 0; seat < 6; ++seat) {
    int dr_e = 0;
    int wolley = 0;
    for (const std::string& line : state.log_for(seat)) {
      if (line.rfind("Dr. E: ", 0) == 0) {
        ++dr_e;
        const bool bid_there = seat != 2 && seat != 3;
        REQUIRE((line.find("you $") != std::string::npos) == bid_there);
        REQUIRE(line.find("Seat " + std::to_string(seat) + " ") == std::string::npos);
      }
      if (line.rfind("Wolley: ", 0) == 0) {
        ++wolley;
        REQUIRE(line == "Wolley: no bids; in: nobody.");
      }
    }
    REQUIRE(dr_e == 1);
    REQUIRE(wolley == 1);
  }
}

}  // namespace
}  // namespace gavel::auction_auction
