// The Auction Web log names a property in the centre by its name and the letter the
// board shows beside it, since two face-up properties may share a name; the move
// notation keeps its own rule (the letter only when names clash).

#include <memory>
#include <string>

#include <catch2/catch.hpp>

#include "gavel/core/script.h"
#include "gavel/games/auction_web/chapter.h"

using namespace gavel;
using Catch::Contains;

namespace {

std::string log_text(const State& state, Seat seat) {
  std::string text;
  for (const std::string& line : state.log_for(seat))
    text += line + "\n";
  return text;
}

}  // namespace

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
  auto state = auction_web::chapter().start(script.setup, GAVEL_SOURCE_CONTENT_DIR);
  play_script(script, *state);

  // The notation adds the letter only where two names clash.
  CHECK(state->to_text(state->parse("bid 3 on c")) == "bid 3 on Pachinko (c)");
  CHECK(state->to_text(state->parse("bid 2 on b")) == "bid 2 on Near Meat Burger");

  for (const char* move : {"bid 3 on Pachinko (c)", "bid 5 on c", "pass", "bid 2 on b", "pass"})
    state->apply(state->parse(move));
  const std::string everyone = log_text(*state, 1);
  CHECK_THAT(everyone, Contains("Pachinko (a) is up for auction.\n"));
  CHECK_THAT(everyone, Contains("Pachinko (c) is up for auction.\n"));
  CHECK_THAT(everyone, Contains("Seat 0 bids a card on Pachinko (c).\n"));
  CHECK_THAT(
      everyone,
      Contains("Seat 1 now leads on Pachinko (c); Seat 0's 3 (Stocks Buyback) is discarded."));
  CHECK_THAT(everyone, Contains("Nobody bid on Pachinko (a); it is discarded.\n"));
  CHECK_THAT(everyone, Contains("Seat 1 wins Near Meat Burger (b).\n"));
  CHECK_THAT(everyone, Contains("Seat 1 wins Pachinko (c).\n"));
  CHECK_THAT(log_text(*state, 0), Contains("You bid 3 (Stocks Buyback) on Pachinko (c).\n"));
  CHECK_THAT(log_text(*state, 1),
             Contains("You bid 2 (Ledger Balance) on Near Meat Burger (b).\n"));
}
