#include "support/conformance.h"

#include <numeric>

#include <catch2/catch.hpp>

#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auction_web/state.h"

namespace gavel::auction_web {
namespace {

// Every LitCoin card is in exactly one place: a deck, a hand, a discard pile or on a
// property; and nobody's view names a card value it must not.
void check_invariants(const State& state) {
  const auto& web = dynamic_cast<const auction_web::AuctionWebState&>(state);
  const int players = state.seats();
  const int deck = web.cards().deck_size();
  for (Seat seat = 0; seat < players; ++seat) {
    const auto counted = std::stoi(state.fact("deck." + std::to_string(seat)));
    const auto words_in = [&](const std::string& fact) {
      const std::string text = state.fact(fact + "." + std::to_string(seat));
      return text == "none" ? 0 : static_cast<int>(std::count(text.begin(), text.end(), ' ') + 1);
    };
    const auto lots =
        dynamic_cast<const auction_web::AuctionWebView&>(*state.view(seat)).lots.size();
    int on_lots = 0;
    for (std::size_t lot = 0; lot < lots; ++lot) {
      const std::string lead = state.fact("lead." + std::to_string(lot));
      if (lead != "none" && std::stoi(lead) == seat) ++on_lots;
    }
    INFO("seat " << seat);
    REQUIRE(counted + words_in("hand") + words_in("discard") + on_lots == deck);
  }
  for (Seat seat = 0; seat < players; ++seat) {
    const auto view = state.view(seat);
    const auto& mine = dynamic_cast<const auction_web::AuctionWebView&>(*view);
    for (std::size_t lot = 0; lot < mine.lots.size(); ++lot) {
      const auto& shown = mine.lots[lot];
      if (shown.value < 0) continue;
      // A value shown must be the real one.
      const std::string lead = state.fact("lead." + std::to_string(lot));
      REQUIRE(lead == std::to_string(shown.bidder) + ":" + std::to_string(shown.value));
    }
    for (std::size_t other = 0; other < mine.seats.size(); ++other) {
      // Known cards of another hand must really be in it.
      const std::string hand = state.fact("hand." + std::to_string(other));
      for (int value : mine.seats[other].known_hand) {
        REQUIRE(hand.find(std::to_string(value)) != std::string::npos);
      }
    }
  }
}

TEST_CASE("Auction Web passes the conformance suite", "[auction-web][conformance]") {
  for (int players = 2; players <= 5; ++players) {
    for (const char* draft : {"off", "on"}) {
      testing::ConformanceOptions options;
      options.games = 5;  // 40 games in all; the long sweep plays more
      options.snapshot_every = 7;
      options.invariant = check_invariants;
      testing::check_conformance(auction_web::chapter(), Setup{players, {{"draft", draft}}},
                                 options);
    }
  }
}

TEST_CASE("Auction Web passes the conformance suite with every boon",
          "[auction-web][conformance][boons]") {
  // Seat 0 holds more cards and sees rivals' hands: the same invariants must hold.
  Boons boons;
  boons.extra_cards = 3;
  boons.hand_limit = 2;
  boons.peeks = 2;
  boons.starts = true;
  for (int players : {2, 3, 5}) {
    testing::ConformanceOptions options;
    options.games = 5;  // a few: the rules they touch are few, and sanitizers are slow
    options.seed = 1000;
    options.snapshot_every = 7;
    options.invariant = check_invariants;
    testing::check_conformance(auction_web::chapter(),
                               Setup{players, {{"draft", players == 5 ? "on" : "off"}}, boons},
                               options);
  }
}

}  // namespace
}  // namespace gavel::auction_web
