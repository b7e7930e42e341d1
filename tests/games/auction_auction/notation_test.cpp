// Auction Auction's move notation: what each move is written as, that it reads back
// (by short or full name, in any case), and one clear line for each bad move.

#include "support/notation.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "gavel/core/error.h"
#include "gavel/games/auction_auction/chapter.h"
#include "gavel/games/auction_auction/state.h"
#include "support/shipped_content.h"

namespace gavel::auction_auction {
namespace {

using testing::check_round_trips;
using testing::parse_error;

std::unique_ptr<State> table(int players = 4) {
  return chapter().start(Setup{players, {}, {}}, testing::shipped_content_dir);
}

void play(State& state, const std::vector<std::string>& moves) {
  for (const std::string& text : moves) {
    INFO(text);
    const Move move = state.parse(text);
    const std::vector<Move> legal = state.legal_moves();
    REQUIRE(std::binary_search(legal.begin(), legal.end(), move));
    state.apply(move);
  }
}

TEST_CASE("each kind of move is written as the man page says, and reads back",
          "[auction-auction][notation]") {
  auto game = table();
  CHECK(game->to_text(make_move(Kind::market_colour, 2)) == "black market is green");
  check_round_trips(*game);
  play(*game, {"Black Market is YELLOW"});

  CHECK(game->to_text(make_move(Kind::deal_with, 2)) == "deal with 2");
  CHECK(game->to_text(make_move(Kind::trade_garnet)) == "trade garnet");
  CHECK(game->to_text(make_move(Kind::done)) == "done");
  check_round_trips(*game);
  play(*game, {"deal with 2", "give 15"});
  const Term genre_out{Term::Kind::stay_out, 1};
  const Term market_two{Term::Kind::no_bid, first_lot(market) + 1};
  CHECK(game->to_text(make_move(Kind::promise, genre_out.code())) == "promise out of Genre");
  CHECK(game->to_text(make_move(Kind::ask, market_two.code())) == "ask nothing on Market 2");
  CHECK(game->parse("promise out of genre shop") == make_move(Kind::promise, genre_out.code()));
  check_round_trips(*game);
  play(*game, {"promise out of Genre", "ask nothing on black market 2"});
  CHECK(game->to_text(make_move(Kind::answer, accept_code)) == "accept");
  CHECK(game->to_text(make_move(Kind::answer, refuse_code)) == "refuse");
  check_round_trips(*game);
  play(*game, {"refuse", "done", "done", "done", "done"});

  CHECK(game->to_text(access_move(0, 30)) == "access 30 at Dr. E");
  CHECK(game->parse("access 30 at Dr. E Appraisings") == access_move(0, 30));
  CHECK(game->parse("  ACCESS 30 AT dr. e  ") == access_move(0, 30));
  CHECK(game->parse("access 0 at wolley limited") == access_move(2, 0));
  check_round_trips(*game);
  play(*game,
       {"access 0 at Genre", "access 0 at Genre", "access 0 at Genre", "access 0 at Wolley"});
  play(*game, {"done", "done", "done", "done"});

  REQUIRE(game->fact("step") == "sheet");
  CHECK(game->to_text(make_move(Kind::lot_bid, 5)) == "bid 5 on Genre 1");
  CHECK(game->parse("bid 5 on genre shop 1") == make_move(Kind::lot_bid, 5));
  check_round_trips(*game);
  play(*game, {"bid 5 on Genre 1"});
  CHECK(game->to_text(make_move(Kind::lot_bid, 0)) == "bid 0 on Genre 2");
}

TEST_CASE("bad moves get one clear line each", "[auction-auction][notation]") {
  auto game = table();
  play(*game, {"black market is red"});
  const std::vector<std::pair<std::string, std::string>> talk = {
      {"", "an empty move"},
      {"frobnicate",
       "expected deal with N, give N, promise TERM, ask TERM, accept, refuse, trade garnet, "
       "done, access N at HOUSE or bid N on LOCATION K"},
      {"black market is blue", "the Black Market is red, yellow or green, not 'blue'"},
      {"deal with", "expected 'deal with N' (a seat)"},
      {"deal with 4", "there is no seat '4' at this table"},
      {"deal with seven", "there is no seat 'seven' at this table"},
      {"give", "expected 'give N' (dollars)"},
      {"give ten", "a gift is a whole number of dollars, not 'ten'"},
      {"give -5", "a gift is a whole number of dollars, not '-5'"},
      {"promise out of Nowhere",
       "no location is called 'nowhere' (they are Dr. E, Genre, Wolley, Market)"},
      {"promise out of Black Market", "nobody bids to enter the Black Market: name a house"},
      {"promise to be good", "a promise is 'none', 'out of HOUSE' or 'nothing on LOCATION K'"},
      {"ask nothing on Genre", "a lot is its location and number: 'Genre 2'"},
      {"ask nothing on Genre 5", "Genre has lots 1 to 4"},
      {"ask nothing on Market 3", "Market has lots 1 to 2"},
      {"access", "expected 'access N at HOUSE'"},
      {"access 10 Genre", "expected 'access N at HOUSE'"},
      {"access ten at Genre", "a bid is a whole number of dollars, not 'ten'"},
      {"access 100000 at Genre", "a bid is a whole number of dollars, not '100000'"},
      {"access 10 at Nowhere",
       "no location is called 'nowhere' (they are Dr. E, Genre, Wolley, Market)"},
      {"access 10 at Black Market",
       "the Black Market takes no access bids: name one of the three houses"},
      {"bid 5 on", "expected 'bid N on LOCATION K'"},
      {"bid 5 on Genre 1", "no sheet is being sealed now"},
  };
  for (const auto& [text, message] : talk) {
    INFO("'" << text << "'");
    CHECK(parse_error(*game, text) == message);
  }

  play(*game, {"done", "done", "done", "done", "access 0 at Genre", "access 0 at Genre",
               "access 0 at Genre", "access 0 at Wolley", "done", "done", "done", "done"});
  REQUIRE(game->fact("step") == "sheet");
  CHECK(parse_error(*game, "bid 5 on Genre 2") == "lots are bid in order: the next is Genre 1");
  CHECK(parse_error(*game, "bid 5 on Dr. E 1") ==
        "Seat 0 stands in Genre: the next lot is Genre 1");
  CHECK(parse_error(*game, "bid 5 on Genre") == "expected 'bid N on LOCATION K'");
  CHECK(parse_error(*game, "bid 5 on Dr. E") == "a lot is its location and number: 'Genre 2'");
  // More than the seat may spend says how much it may.
  CHECK(parse_error(*game, "bid 101 on Genre 1") ==
        "$101 is more than the $100 of cash left for this sheet");
  play(*game, {"bid 60 on Genre 1"});
  CHECK(parse_error(*game, "bid 41 on Genre 2") ==
        "$41 is more than the $40 of cash left for this sheet");
}

TEST_CASE("a table of 4 to 12 without options", "[auction-auction][notation]") {
  const Chapter c = chapter();
  CHECK(c.min_players == 4);
  CHECK(c.max_players == 12);
  CHECK(c.default_players == 12);
  CHECK_THROWS_WITH(c.start(Setup{3, {}, {}}, testing::shipped_content_dir),
                    "Auction Auction takes 4 to 12 players");
  CHECK_THROWS_WITH(c.start(Setup{13, {}, {}}, testing::shipped_content_dir),
                    "Auction Auction takes 4 to 12 players");
  CHECK_THROWS_WITH(c.start(Setup{4, {{"draft", "on"}}, {}}, testing::shipped_content_dir),
                    "Auction Auction has no options");
  CHECK(table(12)->seats() == 12);
}

}  // namespace
}  // namespace gavel::auction_auction
