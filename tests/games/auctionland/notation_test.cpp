// Auctionland's move notation: short forms read as the full ones, and a typing
// mistake gets a message that says what was expected.

#include <string>

#include <catch2/catch.hpp>

#include "gavel/core/error.h"
#include "gavel/core/script.h"
#include "gavel/games/auctionland/chapter.h"
#include "support/shipped_content.h"

namespace gavel::auctionland {
namespace {

using Catch::Contains;

// A two-player game at its first build: seat 0 has taken 2a and is to build it.
std::unique_ptr<State> at_first_build() {
  const Script script = read_script(
      "chapter: auctionland\nplayers: 2\nseed: 1\nchance: first player 0\n"
      "chance: draw 2a\nchance: draw 3a\nchance: draw 4a\nchance: draw 8a\n"
      "chance: draw 9a\nchance: draw 10a\nchance: draw 11a\nchance: draw 12a\n"
      "0: take 1\n",
      "notation");
  auto state = auctionland::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  return state;
}

std::string error_of(const State& state, const std::string& text) {
  try {
    state.parse(text);
  } catch (const Error& error) {
    return error.what();
  }
  return "no error";
}

TEST_CASE("Auctionland reads short forms of its moves", "[auctionland][notation]") {
  const auto state = at_first_build();
  const auto text = [&](const std::string& typed) { return state->to_text(state->parse(typed)); };
  CHECK(text("build at d4 rot 90") == "build at d4 rot 90");
  CHECK(text("build d4 90") == "build at d4 rot 90");
  CHECK(text("Build At D4 Rot 270") == "build at d4 rot 270");
  CHECK(text("build at d4 rot 0") == "build at d4");
  CHECK(text("build d4") == "build at d4");
  CHECK(text("bid $5") == "bid 5");
  CHECK(text("p") == "pass");
  CHECK(text("buyback") == "buy back");
  CHECK(text("  take 8 ") == "take 8");
  CHECK(text("auction 1") == "auction 1");
  CHECK(text("draw 16f") == "draw 16f");
  CHECK(text("first player 1") == "first player 1");
}

TEST_CASE("Auctionland says what a bad move was missing", "[auctionland][notation]") {
  const auto state = at_first_build();
  CHECK_THAT(error_of(*state, "build at h4"), Contains("expected a position from a1 to g7"));
  CHECK_THAT(error_of(*state, "build at d4 rot 45"), Contains("0, 90, 180 or 270 degrees"));
  CHECK_THAT(error_of(*state, "build at d4 rot"), Contains("0, 90, 180 or 270 degrees"));
  CHECK_THAT(error_of(*state, "build at d4 rot 90 now"), Contains("unexpected 'now'"));
  CHECK_THAT(error_of(*state, "build"), Contains("expected 'build at POS'"));
  CHECK_THAT(error_of(*state, "take 9"), Contains("expected a market position from 1 to 8"));
  CHECK_THAT(error_of(*state, "take"), Contains("expected 'take K'"));
  CHECK_THAT(error_of(*state, "bid"), Contains("expected 'bid N'"));
  CHECK_THAT(error_of(*state, "bid 0"), Contains("an amount of dollars from 1"));
  CHECK_THAT(error_of(*state, "pass now"), Contains("'pass' takes nothing after it"));
  CHECK_THAT(error_of(*state, "buy it"), Contains("expected 'buy back'"));
  CHECK_THAT(error_of(*state, "draw 17a"), Contains("no tile called '17a'"));
  CHECK_THAT(error_of(*state, "hello"),
             Contains("expected take, build, auction, bid, pass, sell or buy back"));
  CHECK_THAT(error_of(*state, ""), Contains("nothing was typed"));
  CHECK_THAT(error_of(*state, "hello"), Contains("(? lists the moves you can make)"));
}

}  // namespace
}  // namespace gavel::auctionland
