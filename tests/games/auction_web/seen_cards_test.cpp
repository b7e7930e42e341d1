// Every seat remembers the cards it saw land face up on a discard pile: the view
// carries each pile as it was seen, nothing hidden, and the rival reads it.

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "games/auction_web/auction_web_support.h"
#include "gavel/ai/agents.h"
#include "gavel/core/script.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auction_web/view.h"
#include "support/shipped_content.h"

namespace gavel::auction_web {
namespace {

using testing::auction_web_view;
using testing::round_one_properties;

// Three seats, seat 0 first; each is dealt one card of each value.
std::unique_ptr<State> play_three_seats(const std::string& lines) {
  std::string text = "chapter: auction-web\nplayers: 3\nseed: 1\nchance: first player 0\n";
  for (Seat seat = 0; seat < 3; ++seat) {
    for (const char* card : {"0a", "1a", "2a", "3a", "4a", "5a", "6a"})
      text += std::string("chance: dealt ") + card + "\n";
  }
  const Script script = read_script(text + round_one_properties + lines, "seen-cards");
  auto state = auction_web::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  return state;
}

TEST_CASE("every seat remembers each card discarded face up", "[auction-web][fairness]") {
  // Seat 1's 3 loses to seat 0's 5; seat 2's 6 knocks the 5 off.
  const auto state = play_three_seats(
      "0: bid 5 on Pachinko\n1: bid 3 on Pachinko\n2: bid 6 on Pachinko\n0: bid 4 on Mochi "
      "Waterfall\n1: bid 2 on Mochi Waterfall\n1: decline\n");
  for (Seat seat = 0; seat < 3; ++seat) {
    INFO("seat " << seat);
    const AuctionWebView view = auction_web_view(*state, seat);
    REQUIRE(view.seats[0].discarded == std::vector<int>{5});
    REQUIRE(view.seats[1].discarded == std::vector<int>{3, 2});
    REQUIRE(view.seats[1].discard_top == 2);  // the lower card is out of sight, not forgotten
    REQUIRE(view.seats[2].discarded.empty());
  }
  REQUIRE(auction_web_view(*state, 1).my_discard == std::vector<int>{3, 2});
}

TEST_CASE("the cards on the properties are remembered once cleanup discards them",
          "[auction-web][fairness]") {
  const auto state = play_three_seats(
      "0: bid 5 on Pachinko\n1: bid 6 on Litcoin ATM\n2: pass\n0: pass\n1: pass\n");
  REQUIRE(state->fact("phase") != "bidding");
  for (Seat seat = 0; seat < 3; ++seat) {
    INFO("seat " << seat);
    const AuctionWebView view = auction_web_view(*state, seat);
    REQUIRE(view.seats[0].discarded == std::vector<int>{5});
    REQUIRE(view.seats[1].discarded == std::vector<int>{6});
  }
}

TEST_CASE("a seat's remembered discards hold nothing it did not see", "[auction-web][fairness]") {
  // Seat 1's 3 loses to seat 0's 5 or 6, which stays face down: seat 2 sees the 3
  // land and nothing of what beat it, and decides alike in both games.
  const auto five = play_three_seats("0: bid 5 on Pachinko\n1: bid 3 on Pachinko\n");
  const auto six = play_three_seats("0: bid 6 on Pachinko\n1: bid 3 on Pachinko\n");
  const AuctionWebView a = auction_web_view(*five, 2);
  const AuctionWebView b = auction_web_view(*six, 2);
  REQUIRE(a.seats[1].discarded == std::vector<int>{3});
  REQUIRE(a.seats[0].discarded.empty());
  REQUIRE(a == b);
  const auto rival = make_agent(auction_web::chapter(), "scripted", testing::shipped_content_dir);
  Rng first(4, Stream::rivals, 2);
  Rng second(4, Stream::rivals, 2);
  REQUIRE(rival->choose(a, five->legal_moves(), first) ==
          rival->choose(b, six->legal_moves(), second));
}

TEST_CASE("the scripted rival reads what its rivals have spent", "[auction-web][ai]") {
  // Bidding positions from games among scripted rivals; asked again with the
  // remembered discards wiped, a rival decides otherwise in some of them.
  const Chapter chapter = auction_web::chapter();
  const auto rival = make_agent(chapter, "scripted", testing::shipped_content_dir);
  int asked = 0, changed = 0;
  for (std::uint64_t game = 0; game < 6; ++game) {
    auto state = chapter.start(Setup{4, {}}, testing::shipped_content_dir);
    Rng dice(60 + game, Stream::chance);
    while (!state->over()) {
      const auto moves = state->legal_moves();
      const Seat seat = state->to_move();
      if (seat == chance_seat) {
        state->apply(moves[dice.below(moves.size())]);
        continue;
      }
      Rng rng(60 + game, Stream::rivals, static_cast<std::uint64_t>(seat));
      AuctionWebView view = auction_web_view(*state, seat);
      Rng again = rng;
      const Move move = rival->choose(view, moves, rng);
      bool remembered = false;
      for (auto& other : view.seats) {
        remembered = remembered || !other.discarded.empty();
        other.discarded.clear();
      }
      if (view.phase == auction_web::Phase::bidding && remembered) {
        ++asked;
        changed += rival->choose(view, moves, again) != move ? 1 : 0;
      }
      state->apply(move);
    }
  }
  REQUIRE(asked > 50);
  REQUIRE(changed > 0);
}

}  // namespace
}  // namespace gavel::auction_web
