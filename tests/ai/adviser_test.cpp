// The adviser: in every chapter it answers with a legal move that is neither a
// blunder nor grave while another is open, the same answer for the same view (from
// a clone, from a fresh adviser), and says why in sentences of the chapter's own
// numbers, never in the move's notation.

#include "gavel/ai/adviser.h"

#include <algorithm>

#include <catch2/catch.hpp>

#include "gavel/ai/agents.h"
#include "gavel/ai/auction_web/blunder.h"
#include "gavel/ai/blunder.h"
#include "gavel/ai/cosmic/blunder.h"
#include "gavel/core/match.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auction_web/moves.h"
#include "gavel/games/auction_web/view.h"
#include "gavel/games/catalog.h"
#include "gavel/games/cosmic/moves.h"
#include "gavel/games/cosmic/view.h"
#include "support/shipped_content.h"

namespace gavel {
namespace {

// Plays a game with the adviser in seat 0 and asks it again, at every third of its
// decisions, from a clone and from a fresh adviser (one game: the adviser searches at
// each of its decisions, and the [enter] sweep plays many more).
void check_advice(const std::string& id) {
  const Chapter& chapter = *find_chapter(id);
  int checked = 0;
  int decisions = 0;
  const std::uint64_t seed = 1;
  const int players = std::clamp(chapter.default_players, chapter.min_players, 4);
  Seating seating = seat_rivals(chapter, players, seed, testing::shipped_content_dir);
  AdviserAgent advised(chapter);
  std::vector<Agent*> seats = seating.seats();
  seats[0] = &advised;
  Match match(chapter.start(Setup{players, {}}, testing::shipped_content_dir), seed, seats);
  Adviser fresh(chapter);
  while (!match.state().over()) {
    const State& state = match.state();
    if (state.to_move() == 0 && decisions++ % 3 == 0) {
      const std::vector<Move> legal = state.legal_moves();
      const auto view = state.view_to_search(0);
      const Advice advice = fresh.advise(*view, legal);
      REQUIRE(std::binary_search(legal.begin(), legal.end(), advice.move));
      const std::vector<Move> sound = sound_moves(*view, legal);
      CHECK(std::binary_search(sound.begin(), sound.end(), advice.move));
      // A reason in sentences, never the move's notation again.
      INFO(state.to_text(advice.move) << ": " << advice.why);
      CHECK(advice.why.size() >= 15);
      CHECK(advice.why.find(state.to_text(advice.move) + ".") != 0);
      CHECK(advice.why.find("next choice") == std::string::npos);
      CHECK_FALSE((advice.why.front() >= 'a' && advice.why.front() <= 'z'));
      CHECK(advice.why.back() == '.');
      // A clone's view is the same view: the same answer, from a fresh adviser too.
      const auto copy = state.clone();
      CHECK(Adviser(chapter).advise(*copy->view_to_search(0), copy->legal_moves()).move ==
            advice.move);
      ++checked;
    }
    match.step();
  }
  CHECK(checked > 5);
}

TEST_CASE("Auction Web's adviser answers soundly, alike for the same view, with reasons",
          "[ai][adviser][auction-web]") {
  check_advice("auction-web");
}

TEST_CASE("Auctionland's adviser answers soundly, alike for the same view, with reasons",
          "[ai][adviser][auctionland]") {
  check_advice("auctionland");
}

TEST_CASE("New Mintopia City's adviser answers soundly, alike for the same view, with reasons",
          "[ai][adviser][mintopia]") {
  check_advice("mintopia");
}

TEST_CASE("Auction Auction's adviser answers soundly, alike for the same view, with reasons",
          "[ai][adviser][auction-auction]") {
  check_advice("auction-auction");
}

TEST_CASE("Cosmic Encounter's adviser answers soundly, alike for the same view, with reasons",
          "[ai][adviser][cosmic]") {
  check_advice("cosmic-lucre");
}

TEST_CASE("sound moves leave out blunders and grave moves while others remain",
          "[ai][adviser][cosmic]") {
  // Red's colony on R1 is down to its last ship while R2 has four: sending from R1 is
  // both a blunder and grave; from R2 neither.
  cosmic::CosmicView view;
  view.me = 0;
  view.players = 3;
  view.per_home = 5;
  view.planet = 7;
  view.phase = cosmic::Phase::launch;
  view.planets.assign(15, cosmic::Ships{});
  view.planets[0][0] = 1;
  view.planets[1][0] = 4;
  const Move last = cosmic::make_move(cosmic::Kind::launch_from, 0);
  const Move spare = cosmic::make_move(cosmic::Kind::launch_from, 1);
  REQUIRE(cosmic::grave(view, last).has_value());
  CHECK(*cosmic::grave(view, last) ==
        "Send your last ship from R1 away? Your colony on R1 is lost.");
  CHECK_FALSE(cosmic::grave(view, spare).has_value());
  CHECK(sound_moves(view, {last, spare}) == std::vector<Move>{spare});
  // With nothing else open, the grave move is all there is.
  CHECK(sound_moves(view, {last}) == std::vector<Move>{last});
}

TEST_CASE("the adviser says why in the chapter's words", "[ai][adviser][auction-web]") {
  // Two players, seat 0 to bid first on four empty properties.
  auto state = auction_web::chapter().start(Setup{2, {}}, testing::shipped_content_dir);
  for (const char* move :
       {"first player 0", "dealt 0a", "dealt 1a", "dealt 2a", "dealt 3a", "dealt 4a", "dealt 5a",
        "dealt 6a", "dealt 0b", "dealt 1b", "dealt 2b", "dealt 3b", "dealt 4b", "dealt 5b",
        "dealt 6b", "turn up Pachinko #1", "turn up Litcoin ATM #1", "turn up Near Meat Burger",
        "turn up Mochi Waterfall"})
    state->apply(state->parse(move));
  Adviser adviser(auction_web::chapter());
  const Advice advice = adviser.advise(*state->view(0), state->legal_moves());
  INFO(state->to_text(advice.move) << ": " << advice.why);
  REQUIRE(auction_web::kind_of(advice.move) == auction_web::Kind::bid);
  CHECK_THAT(advice.why, Catch::StartsWith("Nobody has bid there: your "));
  CHECK_THAT(advice.why, Catch::EndsWith(" leads unless a rival tops it."));
}

TEST_CASE("a bid that can take no lead and has no lowball to use is a blunder",
          "[ai][adviser][auction-web]") {
  namespace aw = auction_web;
  aw::AuctionWebView view;
  view.me = 0;
  view.phase = aw::Phase::bidding;
  view.seats = BySeat<aw::SeatView>(2);
  view.seats[1].hand = 5;
  view.hand = {0, 1, 4, 6};
  const auto bid = [](int value) { return aw::make_move(aw::Kind::bid, value, 0); };
  SECTION("the lead took the property from a 6: only Extortion does that, and ties hold") {
    view.lots = {aw::LotView{0, 1, -1, false, {6}, true}};
    CHECK(aw::is_blunder(view, bid(0)));
    CHECK_FALSE(aw::is_blunder(view, bid(1)));  // the lead is Extortion: a 1 beats it
  }
  SECTION("the lead took the property from a 3: it is a 4, 5 or 6") {
    view.lots = {aw::LotView{0, 1, -1, true, {3}, true}};  // face up: no Hack to use
    CHECK(aw::is_blunder(view, bid(1)));
    CHECK_FALSE(aw::is_blunder(view, bid(6)));
    // Hack a Private Key loses too, but its lowball has a face-down card to look at.
    view.lots.push_back(aw::LotView{1, 1, -1, false, {}, false});
    CHECK_FALSE(aw::is_blunder(view, bid(4)));
  }
  SECTION("a 3 that held against the lead says less: it may be that 3, or Cash") {
    view.lots = {aw::LotView{0, 1, -1, true, {3}, false}};
    CHECK_FALSE(aw::is_blunder(view, bid(6)));
    CHECK_FALSE(aw::is_blunder(view, bid(0)));  // Extortion beats Cash
    CHECK(aw::is_blunder(view, bid(1)));        // Encryption beats none of 1, 3, 4, 5, 6
  }
}

}  // namespace
}  // namespace gavel
