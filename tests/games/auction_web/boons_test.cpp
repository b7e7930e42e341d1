// Campaign perks in Auction Web: what the boons show in the views and logs, which
// scenario files cannot check, and that boons the chapter does not read change
// nothing. The rules themselves are in tests/scenarios/auction-web/*boon*, *peeks*,
// *extra_cards* and *starts*.

#include <algorithm>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "games/auction_web/auction_web_support.h"
#include "gavel/ai/random_agent.h"
#include "gavel/core/match.h"
#include "gavel/core/script.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auction_web/view.h"
#include "support/shipped_content.h"

namespace gavel::auction_web {
namespace {

using testing::auction_web_view;
using testing::hand_of_every_value;
using testing::round_one_properties;

const std::string low_cards = "0a 0b 1a 1b 2a 2b 3a";

// Three seats dealt fixed hands (seat 1 the low cards), with the given boon lines,
// then `lines`.
std::unique_ptr<State> play_with_boons(const std::string& boons, const std::string& lines = "") {
  std::string text =
      "chapter: auction-web\nplayers: 3\nseed: 1\n" + boons + "chance: first player 0\n";
  for (const std::string& hand : {hand_of_every_value, low_cards, hand_of_every_value}) {
    std::istringstream cards(hand);
    for (std::string card; cards >> card;)
      text += "chance: dealt " + card + "\n";
  }
  const Script script = read_script(text + lines, "boons");
  auto state = auction_web::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  return state;
}

bool logged(const State& state, Seat seat, const std::string& text) {
  const auto lines = state.log_for(seat);
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& line) { return line.find(text) != std::string::npos; });
}

// A whole random game from `setup`, seeded.
std::unique_ptr<State> random_game(const Setup& setup, std::uint64_t seed) {
  RandomAgent random;
  Match match(auction_web::chapter().start(setup, testing::shipped_content_dir), seed,
              std::vector<Agent*>(static_cast<std::size_t>(setup.players), &random));
  match.advance();
  return match.state().clone();
}

TEST_CASE("a peek is known to seat 0 alone", "[auction-web][boons][fairness]") {
  const auto peeked = play_with_boons("boon: peeks = 1\n", round_one_properties);
  const auto plain = play_with_boons("", round_one_properties);

  const AuctionWebView mine = auction_web_view(*peeked, 0);
  REQUIRE(mine.seats[1].known_hand == std::vector<int>{0, 0, 1, 1, 2, 2, 3});
  REQUIRE(mine.seats[2].known_hand.empty());
  REQUIRE(logged(*peeked, 0, "You are shown Seat 1's opening hand: 0 0 1 1 2 2 3."));
  REQUIRE_FALSE(logged(*peeked, 0, "Seat 2's opening hand"));
  REQUIRE(auction_web_view(*plain, 0).seats[1].known_hand.empty());

  // The rivals' views and logs are those of the game without the boon.
  for (Seat seat : {1, 2}) {
    REQUIRE(peeked->view(seat)->same_as(*plain->view(seat)));
    REQUIRE(peeked->log_for(seat) == plain->log_for(seat));
    for (const auto& other : auction_web_view(*peeked, seat).seats)
      REQUIRE(other.known_hand.empty());
  }
}

TEST_CASE("a peek is forgotten once its owner bids", "[auction-web][boons][fairness]") {
  const auto state =
      play_with_boons("boon: peeks = 2\n", round_one_properties + "0: bid 6 on Pachinko\n");
  REQUIRE(auction_web_view(*state, 0).seats[1].known_hand.size() == 7);
  REQUIRE(auction_web_view(*state, 0).seats[2].known_hand.size() == 7);

  // Seat 1 bids one of its cards face down: seat 0 cannot tell which is gone.
  const auto after =
      play_with_boons("boon: peeks = 2\n", round_one_properties + "0: bid 6 on Pachinko\n" +
                                               "1: bid 3 on Litcoin ATM\n");
  const AuctionWebView mine = auction_web_view(*after, 0);
  REQUIRE(mine.seats[1].known_hand.empty());
  REQUIRE(mine.seats[2].known_hand.size() == 7);
  REQUIRE(mine.lots[1].value == -1);  // the card bid is face down
}

TEST_CASE("the hand-limit boon is seat 0's own", "[auction-web][boons]") {
  const auto state = play_with_boons("boon: hand-limit = 2\n");
  REQUIRE(auction_web_view(*state, 0).hand_limit == 9);
  REQUIRE(auction_web_view(*state, 1).hand_limit == 7);
  REQUIRE(auction_web_view(*state, 2).hand_limit == 7);
  REQUIRE(auction_web_view(*play_with_boons(""), 0).hand_limit == 7);
}

TEST_CASE("Auction Web ignores the boons it does not read", "[auction-web][boons]") {
  // Auctionland's boons: the same seed plays the same game to the same bytes.
  Boons others;
  others.extra_money = 5;
  others.sees_money = true;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const auto with = random_game(Setup{3, {}, others}, Catch::rngSeed() + seed);
    const auto without = random_game(Setup{3, {}}, Catch::rngSeed() + seed);
    REQUIRE(with->same_as(*without));
  }
}

TEST_CASE("Auction Web lists the boons it reads", "[auction-web][boons]") {
  REQUIRE(auction_web::chapter().boons ==
          std::vector<std::string>{"extra-cards", "hand-limit", "peeks", "starts"});
}

}  // namespace
}  // namespace gavel::auction_web
