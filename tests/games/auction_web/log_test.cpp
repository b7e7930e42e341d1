// The Auction Web log names a property in the centre by its name and the letter the
// board shows beside it, since two face-up properties may share a name; the move
// notation keeps its own rule (the letter only when names clash).

#include <memory>
#include <string>

#include <catch2/catch.hpp>

#include "gavel/core/script.h"
#include "gavel/games/auction_web/chapter.h"
#include "support/shipped_content.h"

namespace gavel::auction_web {
namespace {

using Catch::Contains;

std::string log_text(const State& state, Seat seat) {
  std::string text;
  for (const std::string& line : state.log_for(seat))
    text += line + "\n";
  return text;
}

TEST_CASE("the log names properties in the centre by their letters", "[auction-web]") {
  std::string text = "chapter: auction-web\nplayers: 2\nseed: 1\nchance: first player 0\n";
  for (int seat = 0; seat < 2; ++seat) {
    for (const char* card : {"0a", "1a", "2a", "3a", "4a", "5a", "6a"})
      text += std::string("chance: dealt ") + card + "\n";
  }
  text +=
      "chance: turn up Pachinko #1\n"
      "chance: turn up Near Meat Burger\n"
      "chance: turn up Pachinko #2\n"
      "chance: turn up Mochi Waterfall\n";
  const Script script = read_script(text, "letters");
  auto state = auction_web::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);

  // The notation adds the letter only where two names clash.
  CHECK(state->to_text(state->parse("bid 3 on c")) == "bid 3 on Pachinko (c)");
  CHECK(state->to_text(state->parse("bid 2 on b")) == "bid 2 on Near Meat Burger");

  for (const char* move : {"bid 3 on Pachinko (c)", "bid 5 on c", "pass", "bid 2 on b", "pass"})
    state->apply(state->parse(move));
  const std::string mine = log_text(*state, 0);
  const std::string theirs = log_text(*state, 1);
  CHECK_THAT(theirs, Contains("Pachinko (a) is up for auction.\n"));
  CHECK_THAT(theirs, Contains("Pachinko (c) is up for auction.\n"));
  CHECK_THAT(theirs, Contains("Seat 0 bids a card on Pachinko (c).\n"));
  CHECK_THAT(mine, Contains("You bid 3 (Stocks Buyback) on Pachinko (c).\n"));
  // Each reads the same event in their own words.
  CHECK_THAT(theirs,
             Contains("You now lead on Pachinko (c); Seat 0's 3 (Stocks Buyback) is discarded."));
  CHECK_THAT(mine,
             Contains("Seat 1 now leads on Pachinko (c); your 3 (Stocks Buyback) is discarded."));
  CHECK_THAT(mine, Contains("Nobody bid on Pachinko (a); it is discarded.\n"));
  CHECK_THAT(mine, Contains("Seat 1 wins Near Meat Burger (b).\n"));
  CHECK_THAT(theirs, Contains("You win Pachinko (c).\n"));
  CHECK_THAT(theirs, Contains("You bid 2 (Ledger Balance) on Near Meat Burger (b).\n"));
}

TEST_CASE("Data Mining's reveal is told to the seat whose card is shown", "[auction-web][log]") {
  // Three seats dealt one card of each value; seat 1's 5 (Data Mining) loses to seat
  // 0's 6, and seat 1 mines seat 0.
  std::string text = "chapter: auction-web\nplayers: 3\nseed: 1\nchance: first player 0\n";
  for (int seat = 0; seat < 3; ++seat) {
    for (const char* card : {"0a", "1a", "2a", "3a", "4a", "5a", "6a"})
      text += std::string("chance: dealt ") + card + "\n";
  }
  text +=
      "chance: turn up Pachinko #1\n"
      "chance: turn up Litcoin ATM #1\n"
      "chance: turn up Near Meat Burger\n"
      "chance: turn up Mochi Waterfall\n"
      "0: bid 6 on Pachinko\n"
      "1: bid 5 on Pachinko\n"
      "1: mine 0\n";
  const Script script = read_script(text, "data mining");
  auto state = auction_web::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);

  CHECK(state->log_for(0).back() == "Seat 1 uses Data Mining: you show them your 5 (Data Mining).");
  CHECK(state->log_for(1).back() ==
        "You use Data Mining: Seat 0's highest card is 5 (Data Mining).");
  CHECK(state->log_for(2).back() ==
        "Seat 1 uses Data Mining: Seat 0 shows them their highest card.");
  // The bidder's own failed bid, as they read it.
  CHECK_THAT(log_text(*state, 1),
             Contains("Your 5 (Data Mining) does not beat the card on Pachinko (a) and is "
                      "discarded.\n"));
}

}  // namespace
}  // namespace gavel::auction_web
