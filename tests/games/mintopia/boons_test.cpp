// New Mintopia City's campaign perks: what they change for seat 0, and that with
// every perk off the game is the one the rules describe.

#include <catch2/catch.hpp>

#include "gavel/core/script.h"
#include "gavel/games/mintopia/chapter.h"
#include "gavel/games/mintopia/view.h"
#include "support/shipped_content.h"

namespace gavel::mintopia {
namespace {

// Three seats; seat 1 is the Auctioneer and has committed 3 to a closed auction,
// so seat 2 is to commit, then seat 0.
std::unique_ptr<State> closed_auction_after_one(const std::string& boons) {
  const std::string text =
      "chapter: mintopia\nplayers: 3\nseed: 1\n" + boons +
      "chance: first auctioneer 1\n"
      "chance: turn up The Mine\nchance: turn up Lozenge Press\nchance: turn up Humbug Heights\n"
      "1: auction The Mine closed\n"
      "1: commit 3\n";
  const Script script = read_script(text, "boons_test");
  auto state = mintopia::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  return state;
}

int shown(const State& state, Seat viewer, Seat committed) {
  const auto view = state.view(viewer);
  return dynamic_cast<const MintopiaView&>(*view).commitments[static_cast<std::size_t>(committed)];
}

TEST_CASE("sealed-peek shows seat 0 the sealed bids made before its own, and no one else",
          "[mintopia][boons]") {
  const auto plain = closed_auction_after_one("");
  const auto peeking = closed_auction_after_one("boon: sealed-peek = 1\n");
  REQUIRE(shown(*plain, 0, 1) == sealed);
  REQUIRE(shown(*peeking, 0, 1) == 3);
  REQUIRE(shown(*peeking, 2, 1) == sealed);  // only seat 0 holds the perk
  REQUIRE(shown(*peeking, 0, 2) == not_committed);
  REQUIRE(shown(*peeking, 1, 1) == 3);
}

TEST_CASE("New Mintopia City reads the perks it names and no others", "[mintopia][boons]") {
  REQUIRE(mintopia::chapter().boons ==
          std::vector<std::string>{"extra-money", "starts", "extra-income", "sealed-peek"});
  // Boons it has no rule for leave the game as printed, bytes and all.
  Boons others;
  others.extra_cards = 2;
  others.hand_limit = 3;
  others.peeks = 1;
  others.sees_money = true;
  const auto plain = mintopia::chapter().start(Setup{4, {}}, testing::shipped_content_dir);
  const auto given = mintopia::chapter().start(Setup{4, {}, others}, testing::shipped_content_dir);
  REQUIRE(plain->same_as(*given));
}

TEST_CASE("New Mintopia City's score breakdown adds up and counts a Deed's Location apart",
          "[mintopia][parts]") {
  const Script script = load_script(
      GAVEL_TEST_DATA_DIR "/scenarios/mintopia/end_abilities_deed_utility_production_culture.txt");
  const Chapter chapter = mintopia::chapter();
  auto state = chapter.start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  REQUIRE(state->over());
  const auto parts = chapter.part_points(*state);
  const auto standings = state->standings();
  REQUIRE(parts.size() == standings.size());
  for (std::size_t seat = 0; seat < parts.size(); ++seat) {
    int sum = 0;
    for (int part : parts[seat])
      sum += part;
    REQUIRE(sum == standings[seat].score);
  }
  // Seat 0 held the Deed majority and placed Cocoa Canal Locks (2 VP) beside it.
  REQUIRE(parts[0][1] == 2);
}

}  // namespace
}  // namespace gavel::mintopia
