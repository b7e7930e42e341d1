// What a finished table of Auction Auction pays the run (Chapter::payout): garnets
// and tokens by hands, the garnets the player traded at the table taken back, and
// the trust each rival puts in the promises it saw the player keep or break.

#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "gavel/core/error.h"
#include "gavel/core/script.h"
#include "gavel/games/auction_auction/chapter.h"
#include "gavel/games/auction_auction/state.h"
#include "support/shipped_content.h"

namespace gavel::auction_auction {
namespace {

constexpr int players = 4;

// One round of a four-seat game where every access bid is $0 and no house takes
// more than three, so each seat stands where it bid. Talk is given whole (every
// seat's moves and its "done"), or left empty for four "done"s.
struct Round {
  std::vector<std::string> house;      // by seat: "Dr. E", "Genre" or "Wolley"
  std::vector<std::vector<int>> bids;  // by seat: its sheet, lot 1 first; missing bids are 0
  std::string access_talk;
  std::string auction_talk;
};

Round round_of(std::vector<std::string> house, std::vector<std::vector<int>> bids = {},
               std::string access_talk = "", std::string auction_talk = "") {
  return {std::move(house), std::move(bids), std::move(access_talk), std::move(auction_talk)};
}

std::string talk_text(const std::string& talk) {
  if (!talk.empty()) return talk;
  std::string text;
  for (int seat = 0; seat < players; ++seat)
    text += std::to_string(seat) + ": done\n";
  return text;
}

// The game's three rounds as a script; rounds not given repeat the last one's houses
// with no bids.
std::string script_text(std::vector<Round> rounds) {
  while (rounds.size() < 3)
    rounds.push_back(round_of(rounds.back().house));
  std::string text = "chapter: auction-auction\nplayers: 4\nseed: 1\nchance: black market is red\n";
  for (const Round& round : rounds) {
    text += talk_text(round.access_talk);
    for (int seat = 0; seat < players; ++seat)
      text += std::to_string(seat) + ": access 0 at " + round.house[std::size_t(seat)] + "\n";
    text += talk_text(round.auction_talk);
    for (int seat = 0; seat < players; ++seat) {
      std::vector<int> sheet = std::size_t(seat) < round.bids.size() ? round.bids[std::size_t(seat)]
                                                                     : std::vector<int>{};
      sheet.resize(4, 0);
      for (std::size_t lot = 0; lot < sheet.size(); ++lot) {
        text += std::to_string(seat) + ": bid " + std::to_string(sheet[lot]) + " on " +
                round.house[std::size_t(seat)] + " " + std::to_string(lot + 1) + "\n";
      }
    }
  }
  return text;
}

struct Finished {
  std::unique_ptr<State> game;
  TablePayout paid;
};

Finished finish(const std::vector<Round>& rounds) {
  const Script script = read_script(script_text(rounds), "payout");
  Finished done;
  done.game = chapter().start(script.setup, testing::shipped_content_dir);
  try {
    play_script(script, *done.game);
  } catch (const Error& error) {
    FAIL(error.what());
  }
  REQUIRE(done.game->over());
  done.paid = chapter().payout(*done.game);
  return done;
}

const std::vector<std::string> spread = {"Dr. E", "Genre", "Wolley", "Wolley"};

bool says(const TablePayout& paid, const std::string& part) {
  for (const std::string& reason : paid.reasons) {
    if (reason.find(part) != std::string::npos) return true;
  }
  return false;
}

TEST_CASE("payout: the best hand earns 3 garnets and refills the tokens",
          "[auction-auction][payout]") {
  // Seat 0's Rainbow (Dr. E's three singles) beats everyone: best, and better than
  // Three of a Kind.
  const Finished done = finish({round_of(spread, {{0, 1, 1, 1}})});
  CHECK(done.game->fact("hand.0") == "Rainbow");
  CHECK(done.game->fact("place.0") == "1");
  CHECK(done.paid.garnets == 3 + 2);
  CHECK(done.paid.refill_tokens);
  CHECK(done.paid.tokens == 0);
  CHECK(says(done.paid, "The best hand"));
  CHECK(says(done.paid, "Rainbow, better than Three of a Kind: 2 garnets."));
  CHECK(done.paid.trust == std::vector<int>(players, 0));
}

TEST_CASE("payout: the worst hand costs a token; garnets traded are taken back",
          "[auction-auction][payout]") {
  // Seat 0 trades both its garnets and wins nothing; the others win a cube or two,
  // and a red cube beats seat 0's extra cash.
  const std::string talk = "0: trade garnet\n0: trade garnet\n0: done\n1: done\n2: done\n3: done\n";
  const Finished done = finish({round_of(spread, {{}, {1}, {1}, {0, 1}}, talk)});
  CHECK(done.game->fact("cash.0") == "120");
  CHECK(done.game->fact("place.0") == "4");
  CHECK(done.paid.tokens == -1);
  CHECK_FALSE(done.paid.refill_tokens);
  CHECK(done.paid.garnets == -2);
  CHECK(says(done.paid, "The worst hand"));
  CHECK(says(done.paid, "Garnets traded for cash at the table: 2."));
}

TEST_CASE("payout: a table of equal hands makes the player best, not worst",
          "[auction-auction][payout]") {
  const Finished done = finish({round_of(spread)});
  CHECK(done.game->fact("place.0") == "1");
  CHECK(done.paid.garnets == 3);
  CHECK(done.paid.refill_tokens);
  CHECK(done.paid.tokens == 0);
}

TEST_CASE("payout: Three of a Kind earns 2 garnets, Two Pair 1", "[auction-auction][payout]") {
  const std::vector<std::string> genre_first = {"Genre", "Dr. E", "Wolley", "Wolley"};
  // Seat 1's Rainbow comes first; seat 0 holds three green, in neither first nor last place.
  const Finished three = finish({round_of(genre_first, {{1, 0, 0, 1}, {0, 1, 1, 1}, {}, {1}})});
  CHECK(three.game->fact("hand.0") == "Three of a Kind");
  CHECK(three.game->fact("place.0") == "2");
  CHECK(three.paid.garnets == 2);
  CHECK(three.paid.tokens == 0);
  CHECK_FALSE(three.paid.refill_tokens);

  // Genre's double, then Dr. E's: two green and two red.
  const std::vector<std::string> dr_e_next = {"Dr. E", "Genre", "Wolley", "Wolley"};
  const Finished two =
      finish({round_of(genre_first, {{1}, {0, 1, 1, 1}, {}, {1}}), round_of(dr_e_next, {{1}})});
  CHECK(two.game->fact("hand.0") == "Two Pair");
  CHECK(two.game->fact("place.0") == "2");
  CHECK(two.paid.garnets == 1);
  CHECK(says(two.paid, "Two Pair: 1 garnet."));
}

TEST_CASE("payout: when every seat holds four cubes, 1 garnet more", "[auction-auction][payout]") {
  // Two doubles each for seats 0 to 2; seat 3 takes Wolley's singles, then one more.
  const Finished done = finish(
      {round_of(spread, {{1}, {1}, {1}, {0, 1, 1, 1}}), round_of(spread, {{1}, {1}, {1}, {0, 1}})});
  CHECK(done.game->fact("cubes.0") == "4 red");
  CHECK(done.game->fact("cubes.3") == "2 red, 1 yellow, 1 green");
  CHECK(done.game->fact("place.0") == "2");  // behind seat 3's Rainbow, ahead on red
  CHECK(done.paid.garnets == 2 + 1);
  CHECK(says(done.paid, "Every seat holds four cubes or more"));

  // One seat short of four: no garnet for the table.
  const Finished short_one = finish(
      {round_of(spread, {{1}, {1}, {1}, {0, 1, 1, 1}}), round_of(spread, {{1}, {1}, {1}, {}})});
  CHECK(short_one.paid.garnets == 2);
}

TEST_CASE("payout: trust counts the player's promises each rival saw kept or broken",
          "[auction-auction][payout]") {
  // Seat 0 promises seat 1 to stay out of Genre (kept), seat 2 to stay out of Dr. E
  // (broken), in the access talk; in the auction talk it promises seat 3, who
  // stands in Genre, nothing on Dr. E 2 and breaks it unseen. Seat 1's own broken
  // promise to seat 0 is no matter of trust in the player.
  const std::string access_talk =
      "0: deal with 1\n0: give 0\n0: promise out of Genre\n0: ask out of Dr. E\n1: accept\n"
      "0: deal with 2\n0: give 0\n0: promise out of Dr. E\n0: ask none\n2: accept\n"
      "0: done\n1: done\n2: done\n3: done\n";
  const std::string auction_talk =
      "0: deal with 3\n0: give 0\n0: promise nothing on Dr. E 2\n0: ask none\n3: accept\n"
      "0: done\n1: done\n2: done\n3: done\n";
  const std::vector<std::string> houses = {"Dr. E", "Dr. E", "Wolley", "Genre"};
  const Finished done = finish({round_of(houses, {{0, 1}}, access_talk, auction_talk)});
  CHECK(done.game->fact("promises") ==
        "0 to 1 out of Genre kept; 1 to 0 out of Dr. E broken; 0 to 2 out of Dr. E broken; "
        "0 to 3 nothing on Dr. E 2 broken unseen");
  CHECK(done.paid.trust == std::vector<int>{0, 1, -1, 0});
}

}  // namespace
}  // namespace gavel::auction_auction
