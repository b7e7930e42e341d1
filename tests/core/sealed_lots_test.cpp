// The core interface exercised through the test-only game Sealed Lots.

#include "toy/sealed_lots.h"

#include <catch2/catch.hpp>

#include "gavel/ai/random_agent.h"
#include "gavel/core/error.h"
#include "gavel/core/match.h"
#include "support/conformance.h"
#include "support/scenarios.h"

namespace gavel {
namespace {

std::unique_ptr<State> fresh(int players) {
  return toy::sealed_lots().start(Setup{players, {}}, {});
}

void apply_moves(State& state, std::initializer_list<const char*> moves) {
  for (const char* text : moves)
    state.apply(state.parse(text));
}

TEST_CASE("Sealed Lots passes the conformance suite", "[core][conformance]") {
  const Chapter chapter = toy::sealed_lots();
  for (int players = 2; players <= 4; ++players) {
    testing::ConformanceOptions options;
    options.games = 50;
    options.invariant = [](const State& state) {
      for (Seat seat = 0; seat < state.seats(); ++seat) {
        REQUIRE(std::stoi(state.fact("coins." + std::to_string(seat))) >= 0);
      }
    };
    testing::check_conformance(chapter, Setup{players, {}}, options);
  }
}

TEST_CASE("Sealed Lots scenarios", "[core][scenario]") {
  REQUIRE(testing::run_scenarios(toy::sealed_lots(),
                                 GAVEL_TEST_DATA_DIR "/scenarios/sealed-lots") >= 2);
}

TEST_CASE("apply refuses an illegal move and records a legal one", "[core][state]") {
  auto state = fresh(2);
  REQUIRE(state->to_move() == chance_seat);
  REQUIRE_THROWS_AS(state->apply(state->parse("bid 1")), Error);
  REQUIRE(state->history().empty());
  apply_moves(*state, {"secret 2", "secret 0", "lot 5"});
  REQUIRE(state->history().size() == 3);
  REQUIRE(state->history()[0].seat == chance_seat);
  REQUIRE(state->to_move() == 0);
  REQUIRE_THROWS_AS(state->apply(state->parse("bid 6")), Error);  // only 5 coins
}

TEST_CASE("a seat's log holds only what it may read", "[core][state]") {
  auto state = fresh(2);
  apply_moves(*state, {"secret 2", "secret 1", "lot 5", "bid 3"});
  const auto mine = state->log_for(0);
  const auto theirs = state->log_for(1);
  REQUIRE(std::find(mine.begin(), mine.end(), "Your secret bonus is 2.") != mine.end());
  REQUIRE(std::find(mine.begin(), mine.end(), "You bid 3.") != mine.end());
  for (const auto& line : theirs) {
    REQUIRE(line.find("bonus is 2") == std::string::npos);
    REQUIRE(line.find("bid 3") == std::string::npos);
  }
  REQUIRE(std::find(theirs.begin(), theirs.end(), "Seat 0 has bid.") != theirs.end());
}

TEST_CASE("a view hides other seats' secrets and sealed bids", "[core][state][fairness]") {
  auto a = fresh(2);
  auto b = fresh(2);
  apply_moves(*a, {"secret 0", "secret 1", "lot 4"});
  apply_moves(*b, {"secret 0", "secret 2", "lot 4"});
  REQUIRE(a->view(0)->same_as(*b->view(0)));   // seat 0 cannot tell them apart
  REQUIRE(!a->view(1)->same_as(*b->view(1)));  // seat 1 can
  apply_moves(*a, {"bid 1"});
  apply_moves(*b, {"bid 4"});
  REQUIRE(a->view(1)->same_as(*b->view(1)) == false);  // secrets still differ for 1
  REQUIRE(!a->view(0)->same_as(*b->view(0)));          // 0 knows its own bid

  // An agent given equal views with the same seed decides the same.
  auto c = fresh(2);
  apply_moves(*c, {"secret 0", "secret 2", "lot 4", "bid 1"});
  REQUIRE(a->view(1)->same_as(*c->view(1)) == false);
  auto d = fresh(2);
  apply_moves(*d, {"secret 1", "secret 1", "lot 4", "bid 3"});
  REQUIRE(a->view(1)->same_as(*d->view(1)));  // seat 1 saw the same in both
  RandomAgent agent;
  Rng first(5, Stream::rivals, 1), second(5, Stream::rivals, 1);
  REQUIRE(agent.choose(*a->view(1), a->legal_moves(), first) ==
          agent.choose(*d->view(1), d->legal_moves(), second));
}

TEST_CASE("facts answer scenario checks", "[core][state]") {
  auto state = fresh(3);
  REQUIRE(state->fact("turn") == "chance");
  REQUIRE(state->fact("over") == "no");
  apply_moves(*state, {"secret 1", "secret 1", "secret 1", "lot 2"});
  REQUIRE(state->fact("turn") == "0");
  REQUIRE(state->fact("legal") == "bid 0, bid 1, bid 2, bid 3, bid 4, bid 5");
  REQUIRE(state->fact("score.2") == "6");
  REQUIRE(state->fact("place.2") == "1");
  REQUIRE(state->fact("coins.1") == "5");
  REQUIRE_THROWS_WITH(state->fact("score.9"), Catch::Contains("no fact named 'score.9'"));
}

TEST_CASE("a history that does not replay is refused, naming the move", "[core][state]") {
  auto played = fresh(2);
  apply_moves(*played, {"secret 1", "secret 1", "lot 2", "bid 3"});
  std::vector<Turn> history = played->history();
  auto rebuilt = fresh(2);
  replay_history(*rebuilt, history);
  REQUIRE(rebuilt->same_as(*played));

  history[3].seat = 1;  // seat 0 bid
  REQUIRE_THROWS_WITH(replay_history(*fresh(2), history),
                      Catch::Contains("move 4 of the saved game is for seat 1"));
  history = played->history();
  history[2].move.code = 999;
  REQUIRE_THROWS_WITH(replay_history(*fresh(2), history),
                      Catch::Contains("move 3 of the saved game (code 999) is not a legal move"));
}

TEST_CASE("the match driver asks the caller for seats without agents", "[core][match]") {
  RandomAgent random;
  Match match(fresh(3), 8, {nullptr, &random, &random});
  int asked = 0;
  const bool finished = match.run([&](const State& state, Seat seat) -> std::optional<Move> {
    REQUIRE(seat == 0);
    ++asked;
    return state.legal_moves().front();  // always bid 0
  });
  REQUIRE(finished);
  REQUIRE(asked == 3);
  REQUIRE(match.state().fact("coins.0") == "5");

  Match stopped(fresh(2), 8, {nullptr, &random});
  REQUIRE_FALSE(stopped.run([](const State&, Seat) { return std::nullopt; }));
  REQUIRE_FALSE(stopped.state().over());
}

TEST_CASE("a match rebuilt from its history and streams goes on as if never stopped",
          "[core][match]") {
  RandomAgent random;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    // Save a match after a few moves; the match and its copy from the save must then
    // play on alike.
    Match first_half(fresh(3), seed, {nullptr, &random, &random});
    for (int moves = 0; moves < 4 && first_half.advance() == 0; ++moves)
      first_half.play(first_half.state().legal_moves().back());
    std::string streams_bytes;
    {
      SaveWriter out(streams_bytes);
      out(first_half.streams());
    }
    MatchStreams streams;
    SaveReader in(streams_bytes);
    in(streams);
    auto restored = fresh(3);
    replay_history(*restored, first_half.state().history());
    Match second_half(std::move(restored), streams, {nullptr, &random, &random});
    REQUIRE(second_half.state().same_as(first_half.state()));

    first_half.run([](const State& state, Seat) { return state.legal_moves().front(); });
    second_half.run([](const State& state, Seat) { return state.legal_moves().front(); });
    REQUIRE(second_half.state().same_as(first_half.state()));
    REQUIRE(second_half.streams() == first_half.streams());
  }
}

TEST_CASE("saved streams that do not fit the table are refused", "[core][match]") {
  RandomAgent random;
  MatchStreams two_seats{Rng(1), {Rng(2), Rng(3)}};
  REQUIRE_THROWS_AS(Match(fresh(3), two_seats, {&random, &random, &random}), Error);
}

}  // namespace
}  // namespace gavel
