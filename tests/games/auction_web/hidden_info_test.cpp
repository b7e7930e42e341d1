// What each seat of Auction Web may see. Most checks play two games that differ only
// in something one seat must not know, and require that seat's view and log to be
// the same in both.

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "games/auction_web/auction_web_support.h"
#include "gavel/core/script.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auction_web/view.h"
#include "support/shipped_content.h"

namespace gavel::auction_web {
namespace {

using testing::auction_web_view;
using testing::hand_of_every_value;
using testing::round_one_properties;

const std::string round_two =
    "chance: turn up UFO #1\n"
    "chance: turn up Upper Yard\n"
    "chance: turn up Kombucha Boba\n"
    "chance: turn up Burmese Tricycle\n";
const std::string round_three =
    "chance: turn up Fake Vegan Bakery\n"
    "chance: turn up Mount Poppie #1\n"
    "chance: turn up Half & Half House #2\n"
    "chance: turn up Plastic Free Harbor #1\n";

// A game played from script lines. Seat 0 starts and is dealt `first_hand`; every
// other seat is dealt one card of each value.
std::unique_ptr<State> play_with_first_hand(int players, const std::string& lines,
                                            const std::string& first_hand = hand_of_every_value,
                                            const std::string& options = "") {
  std::string text = "chapter: auction-web\nplayers: " + std::to_string(players) + "\nseed: 1\n" +
                     options + "chance: first player 0\n";
  for (Seat seat = 0; seat < players; ++seat) {
    std::istringstream cards(seat == 0 ? first_hand : hand_of_every_value);
    for (std::string card; cards >> card;)
      text += "chance: dealt " + card + "\n";
  }
  const Script script = read_script(text + lines, "hidden-info");
  auto state = auction_web::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  return state;
}

// True when `seat` can tell the two games apart by its view or its log.
bool tells_apart(const State& a, const State& b, Seat seat) {
  return !a.view(seat)->same_as(*b.view(seat)) || a.log_for(seat) != b.log_for(seat);
}

// A seat's log from round 1 on: the opening deal names its own cards.
std::string log_after_deal(const State& state, Seat seat) {
  std::string text;
  bool started = false;
  for (const std::string& line : state.log_for(seat)) {
    started = started || line.rfind("Round 1 begins", 0) == 0;
    if (started) text += line + "\n";
  }
  return text;
}

bool mentions(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

TEST_CASE("a face-down bid's value is seen by its owner only", "[auction-web][fairness]") {
  const auto five = play_with_first_hand(3, round_one_properties + "0: bid 5 on Pachinko\n");
  const auto four = play_with_first_hand(3, round_one_properties + "0: bid 4 on Pachinko\n");
  REQUIRE(auction_web_view(*five, 0).lots[0].value == 5);
  for (Seat seat : {1, 2}) {
    const auto lot = auction_web_view(*five, seat).lots[0];
    REQUIRE(lot.bidder == 0);
    REQUIRE(lot.value == -1);
    REQUIRE_FALSE(lot.face_up);
    REQUIRE_FALSE(tells_apart(*five, *four, seat));
  }
  REQUIRE(tells_apart(*five, *four, 0));
}

TEST_CASE("after a comparison only the bidder sees the leading card", "[auction-web][fairness]") {
  // Seat 1's 3 loses to seat 0's 5 or 6.
  const auto five = play_with_first_hand(
      3, round_one_properties + "0: bid 5 on Pachinko\n1: bid 3 on Pachinko\n");
  const auto six = play_with_first_hand(
      3, round_one_properties + "0: bid 6 on Pachinko\n1: bid 3 on Pachinko\n");
  REQUIRE(auction_web_view(*five, 1).lots[0].value == 5);
  REQUIRE(auction_web_view(*six, 1).lots[0].value == 6);
  REQUIRE(auction_web_view(*five, 2).lots[0].value == -1);
  REQUIRE_FALSE(tells_apart(*five, *six, 2));
  REQUIRE(mentions(log_after_deal(*five, 1), "5 (Data Mining)"));
  REQUIRE_FALSE(mentions(log_after_deal(*five, 2), "5 (Data Mining)"));

  // A winning bid: the seat it knocked off does not learn it either.
  const auto taken = play_with_first_hand(
      3, round_one_properties + "0: bid 5 on Pachinko\n1: pass\n2: bid 6 on Pachinko\n");
  REQUIRE(auction_web_view(*taken, 2).lots[0].value == 6);
  REQUIRE(auction_web_view(*taken, 0).lots[0].value == -1);
  REQUIRE(auction_web_view(*taken, 1).lots[0].value == -1);
}

TEST_CASE("a discarded bid shows as every seat's discard top", "[auction-web][fairness]") {
  const auto lost = play_with_first_hand(
      3, round_one_properties + "0: bid 5 on Pachinko\n1: bid 3 on Pachinko\n");
  const auto beaten = play_with_first_hand(3, round_one_properties +
                                                  "0: bid 5 on Pachinko\n1: bid 3 on Pachinko\n" +
                                                  "2: bid 6 on Pachinko\n");
  for (Seat seat = 0; seat < 3; ++seat) {
    INFO("seat " << seat);
    REQUIRE(auction_web_view(*lost, seat).seats[1].discard_top == 3);
    REQUIRE(auction_web_view(*lost, seat).lots[0].beaten == std::vector<int>{3});
    REQUIRE(auction_web_view(*beaten, seat).seats[0].discard_top == 5);
    REQUIRE(auction_web_view(*beaten, seat).lots[0].beaten == std::vector<int>{5});
  }
}

TEST_CASE("Hack a Private Key shows the card to the hacker only", "[auction-web][fairness]") {
  // Seat 2's 4 loses to seat 0's 5; its lowball looks at seat 1's card on the ATM.
  const auto hacked = [](const std::string& value) {
    return play_with_first_hand(3,
                                round_one_properties + "0: bid 5 on Pachinko\n1: bid " + value +
                                    " on Litcoin ATM\n2: bid 4 on Pachinko\n2: hack Litcoin ATM\n");
  };
  const auto two = hacked("2");
  const auto one = hacked("1");
  REQUIRE(auction_web_view(*two, 2).lots[1].value == 2);
  REQUIRE(auction_web_view(*one, 2).lots[1].value == 1);
  REQUIRE(auction_web_view(*two, 0).lots[1].value == -1);
  REQUIRE_FALSE(tells_apart(*two, *one, 0));
  REQUIRE(tells_apart(*two, *one, 2));
}

TEST_CASE("Pachinko shows the card to its owner only", "[auction-web][fairness]") {
  // Seat 0 wins Pachinko; in round 2 it looks at seat 1's card on the UFO.
  const auto looked = [](const std::string& value) {
    return play_with_first_hand(3, round_one_properties +
                                       "0: bid 3 on Pachinko\n1: pass\n2: pass\n0: pass\n" +
                                       round_two + "0: draw 0\n1: draw 0\n2: draw 0\n" + "1: bid " +
                                       value + " on UFO\n2: pass\n0: pachinko UFO\n");
  };
  const auto six = looked("6");
  const auto five = looked("5");
  REQUIRE(auction_web_view(*six, 0).lots[0].value == 6);
  REQUIRE(auction_web_view(*five, 0).lots[0].value == 5);
  REQUIRE(auction_web_view(*six, 2).lots[0].value == -1);
  REQUIRE_FALSE(tells_apart(*six, *five, 2));
  REQUIRE(mentions(log_after_deal(*six, 0), "6 (LitCoin Cash)"));
  REQUIRE_FALSE(mentions(log_after_deal(*six, 2), "6 (LitCoin Cash)"));
}

TEST_CASE("Data Mining shows the highest card to its user only", "[auction-web][fairness]") {
  // Seat 2's 5 loses to seat 1's 6; it mines seat 0, whose highest card is 6 or 5.
  const std::string lines =
      round_one_properties + "0: pass\n1: bid 6 on Pachinko\n2: bid 5 on Pachinko\n2: mine 0\n";
  const auto six = play_with_first_hand(3, lines);
  const auto five = play_with_first_hand(3, lines, "0a 1a 2a 3a 4a 5a 5b");
  REQUIRE(auction_web_view(*six, 2).seats[0].known_hand == std::vector<int>{6});
  REQUIRE(auction_web_view(*five, 2).seats[0].known_hand == std::vector<int>{5});
  REQUIRE(auction_web_view(*six, 1).seats[0].known_hand.empty());
  REQUIRE_FALSE(tells_apart(*six, *five, 1));
}

TEST_CASE("Ledger Balance shows the card to its user only", "[auction-web][fairness]") {
  // Seat 2's 2 loses to seat 1's 6; Ledger Balance shows it one card of seat 0's.
  const auto shown = [](const std::string& card) {
    return play_with_first_hand(3, round_one_properties +
                                       "0: pass\n1: bid 6 on Pachinko\n2: bid 2 on Pachinko\n" +
                                       "2: ledger 0\nchance: reveal " + card + "\n");
  };
  const auto three = shown("3a");
  const auto four = shown("4a");
  REQUIRE(auction_web_view(*three, 2).revealed == 3);
  REQUIRE(auction_web_view(*four, 2).revealed == 4);
  REQUIRE(auction_web_view(*three, 1).revealed == -1);
  REQUIRE_FALSE(tells_apart(*three, *four, 1));

  const auto kept = play_with_first_hand(
      3, round_one_properties + "0: pass\n1: bid 6 on Pachinko\n2: bid 2 on Pachinko\n" +
             "2: ledger 0\nchance: reveal 3a\n2: return it\n");
  REQUIRE(auction_web_view(*kept, 2).seats[0].known_hand == std::vector<int>{3});
  REQUIRE(auction_web_view(*kept, 1).seats[0].known_hand.empty());
  REQUIRE(mentions(log_after_deal(*kept, 2), "3 (Stocks Buyback)"));
  REQUIRE_FALSE(mentions(log_after_deal(*kept, 1), "3 (Stocks Buyback)"));
}

TEST_CASE("Near Meat Burger shows its owner's hand to every seat", "[auction-web][fairness]") {
  // Round 2's properties go up before the draw, and the hand is shown once all
  // have drawn.
  const std::string won = round_one_properties +
                          "0: bid 3 on Near Meat Burger\n1: pass\n2: pass\n0: pass\n" + round_two +
                          "0: draw 0\n1: draw 0\n";
  const auto before = play_with_first_hand(3, won);
  const auto after = play_with_first_hand(3, won + "2: draw 0\n");
  const std::vector<int> hand = {0, 1, 2, 4, 5, 6};
  REQUIRE(auction_web_view(*after, 0).hand == hand);
  for (Seat seat : {1, 2}) {
    REQUIRE(auction_web_view(*before, seat).seats[0].known_hand.empty());
    REQUIRE(auction_web_view(*after, seat).seats[0].known_hand == hand);
    REQUIRE(mentions(log_after_deal(*after, seat), "shows their hand: 0 1 2 4 5 6"));
  }
}

TEST_CASE("a Kombucha Boba owner's Encryption bid is seen by all", "[auction-web][fairness]") {
  // Seat 0 wins Kombucha Boba in round 2 and bids its 1 in round 3.
  const auto state = play_with_first_hand(
      3, round_one_properties + "0: pass\n1: pass\n2: pass\n" + round_two +
             "0: draw 0\n1: draw 0\n2: draw 0\n" +
             "1: pass\n2: pass\n0: bid 4 on Kombucha Boba\n0: pass\n" + round_three +
             "1: draw 0\n2: draw 0\n0: draw 0\n" + "2: pass\n0: bid 1 on Fake Vegan Bakery\n");
  for (Seat seat = 0; seat < 3; ++seat) {
    INFO("seat " << seat);
    const auto lot = auction_web_view(*state, seat).lots[0];
    REQUIRE(lot.bidder == 0);
    REQUIRE(lot.value == 1);
    REQUIRE(lot.face_up);
  }
  REQUIRE(mentions(log_after_deal(*state, 1), "1 (Encryption) face up"));
}

TEST_CASE("another seat's hand shows only as a count and known values", "[auction-web][fairness]") {
  const auto plain = play_with_first_hand(2, round_one_properties);
  const auto pairs = play_with_first_hand(2, round_one_properties, "0a 0b 1a 1b 2a 2b 3a");
  const auto seen = auction_web_view(*plain, 1).seats[0];
  REQUIRE(seen.hand == 7);
  REQUIRE(seen.known_hand.empty());
  REQUIRE(auction_web_view(*plain, 0).hand == std::vector<int>{0, 1, 2, 3, 4, 5, 6});
  REQUIRE(auction_web_view(*pairs, 0).hand == std::vector<int>{0, 0, 1, 1, 2, 2, 3});
  REQUIRE_FALSE(tells_apart(*plain, *pairs, 1));
  REQUIRE(tells_apart(*plain, *pairs, 0));
}

TEST_CASE("a drafted property stays secret until all have kept", "[auction-web][fairness]") {
  // Seat 0 is dealt Pachinko and Near Meat Burger, seat 1 Litcoin ATM and Mochi.
  const auto kept = [](const std::string& property) {
    return play_with_first_hand(
        2,
        "chance: turn up Pachinko #1\nchance: turn up Litcoin ATM #1\n"
        "chance: turn up Near Meat Burger\nchance: turn up Mochi Waterfall\n"
        "0: keep " +
            property + "\n",
        hand_of_every_value, "option: draft = on\n");
  };
  const auto burger = kept("Near Meat Burger");
  const auto pachinko = kept("Pachinko");
  REQUIRE(auction_web_view(*burger, 1).draft_offer.size() == 2);  // seat 1 chooses now
  REQUIRE(auction_web_view(*burger, 0).draft_offer.empty());
  REQUIRE_FALSE(tells_apart(*burger, *pachinko, 1));
  REQUIRE_FALSE(mentions(log_after_deal(*burger, 1), "Near Meat Burger"));
  REQUIRE(mentions(log_after_deal(*burger, 0), "Near Meat Burger"));
}

}  // namespace
}  // namespace gavel::auction_web
