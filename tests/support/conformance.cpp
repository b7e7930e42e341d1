#include "support/conformance.h"

#include <cstdlib>
#include <limits>
#include <set>
#include <string_view>

#include <catch2/catch.hpp>

#include "gavel/ai/random_agent.h"
#include "gavel/core/error.h"
#include "gavel/core/match.h"
#include "gavel/core/rng.h"

namespace gavel::testing {
namespace {

// A game as dealt by chapter.start, before its first move; copies of it stand in for
// further calls to start(), which would read the content files again.
std::unique_ptr<State> random_game(const State& fresh, std::uint64_t seed) {
  RandomAgent random;
  auto start = fresh.clone();
  std::vector<Agent*> agents(static_cast<std::size_t>(start->seats()), &random);
  Match match(std::move(start), seed, agents);
  match.advance();
  return match.state().clone();
}

void check_step(const State& fresh, const State& state, const ConformanceOptions& options,
                std::size_t step) {
  const std::vector<Move> legal = state.legal_moves();
  REQUIRE(std::is_sorted(legal.begin(), legal.end()));
  REQUIRE(std::adjacent_find(legal.begin(), legal.end()) == legal.end());
  REQUIRE(legal.empty() == state.over());

  const auto copy = state.clone();
  REQUIRE(copy->same_as(state));
  REQUIRE(copy->legal_moves() == legal);
  REQUIRE(copy->to_move() == state.to_move());

  std::set<std::string> texts;
  for (Move move : legal) {
    const std::string text = state.to_text(move);
    INFO("move " << move.code << " written as '" << text << "'");
    REQUIRE(!text.empty());
    REQUIRE(state.parse(text) == move);
    REQUIRE(texts.insert(text).second);  // two moves never share a text
  }

  for (Seat seat = 0; seat < state.seats(); ++seat) {
    const auto view = state.view(seat);
    REQUIRE(view->seat() == seat);
    REQUIRE(view->same_as(*copy->view(seat)));
    REQUIRE(!view->describe().empty());
  }

  const auto standings = state.standings();
  REQUIRE(static_cast<int>(standings.size()) == state.seats());
  for (const Standing& standing : standings) {
    REQUIRE(standing.place >= 1);
    REQUIRE(standing.place <= state.seats() + options.other_competitors);
  }

  if (step % static_cast<std::size_t>(std::max(options.snapshot_every, 1)) == 0) {
    const auto restored = fresh.clone();
    replay_history(*restored, state.history());
    REQUIRE(restored->same_as(state));
    REQUIRE(restored->legal_moves() == legal);
  }
  if (options.invariant) options.invariant(state);
}

// A saved history changed in any of the ways a damaged or edited save changes it is
// refused with gavel::Error by replay_history, never played on.
void check_damaged_histories_refused(const State& fresh, const std::vector<Turn>& history) {
  const auto refused = [&](const std::vector<Turn>& damaged) {
    auto game = fresh.clone();
    REQUIRE_THROWS_AS(replay_history(*game, damaged), Error);
  };
  std::vector<Turn> damaged = history;
  damaged.push_back(history.back());  // a move after the end
  refused(damaged);
  for (const std::size_t at : {std::size_t{0}, history.size() / 2, history.size() - 1}) {
    damaged = history;
    damaged[at].seat = damaged[at].seat == 0 ? 1 : 0;
    if (damaged[at].seat != history[at].seat) refused(damaged);
    damaged = history;
    damaged[at].seat = 1000;
    refused(damaged);
    damaged = history;
    damaged[at].move.code = std::numeric_limits<std::int32_t>::min();
    refused(damaged);
  }
}

// True when `text` names `seat` as "Seat N" (not as the start of "Seat 12").
bool names_seat(std::string_view text, Seat seat) {
  const std::string name = "Seat " + std::to_string(seat);
  for (std::size_t at = text.find(name); at != std::string_view::npos;
       at = text.find(name, at + 1)) {
    const std::size_t end = at + name.size();
    if (end == text.size() || text[end] < '0' || text[end] > '9') return true;
  }
  return false;
}

bool speaks_to_reader(std::string_view text) {
  for (std::string_view word : {"You ", "you", "Your ", "your "}) {
    if (text.find(word) != std::string_view::npos) return true;
  }
  return false;
}

// The log speaks to each reader: no seat reads its own "Seat N", and the seat an
// event is by or about reads it in the second person.
void check_log_speaks_to_each_seat(const State& state) {
  for (const Event& event : state.events()) {
    for (Seat seat = 0; seat < state.seats(); ++seat) {
      if (!event.audience.includes(seat)) continue;
      const std::string& line = event.text_for(seat);
      INFO("seat " << seat << " reads '" << line << "'");
      REQUIRE(!names_seat(line, seat));
      if (seat == event.actor || seat == event.target) REQUIRE(speaks_to_reader(line));
    }
  }
}

}  // namespace

void check_conformance(const Chapter& chapter, const Setup& setup,
                       const ConformanceOptions& options) {
  const std::uint64_t base = Catch::rngSeed() + options.seed;
  const auto fresh = chapter.start(setup, options.content_dir);
  // GAVEL_CONFORMANCE_GAMES=N runs N games per call instead, checking every state, for
  // the long sweep (tests/README.md) and long runs by hand.
  int games = options.games;
  ConformanceOptions checked = options;
  if (const char* wanted = std::getenv("GAVEL_CONFORMANCE_GAMES")) {
    games = std::max(1, std::atoi(wanted));
    checked.check_every = 1;
  }
  for (int game = 0; game < games; ++game) {
    const std::uint64_t seed = base + static_cast<std::uint64_t>(game);
    INFO(chapter.id << " with " << setup.players << " players, seed " << seed);
    const auto finished = random_game(*fresh, seed);
    REQUIRE(finished->over());

    // Replay the history step by step, checking the states on the way.
    auto state = fresh->clone();
    std::unique_ptr<State> halfway;
    const auto& history = finished->history();
    const auto every = static_cast<std::size_t>(std::max(checked.check_every, 1));
    for (std::size_t step = 0; step < history.size(); ++step) {
      if (step % every == 0) check_step(*fresh, *state, checked, step);
      REQUIRE(state->to_move() == history[step].seat);
      if (step == history.size() / 2) halfway = state->clone();
      state->apply(history[step].move);
    }
    check_step(*fresh, *state, checked, 0);
    REQUIRE(state->same_as(*finished));
    check_log_speaks_to_each_seat(*finished);

    // Determinism: the same seed plays the same game.
    REQUIRE(random_game(*fresh, seed)->same_as(*finished));

    // Rebuilt from its history half-way, as a save is loaded, the game ends the same.
    if (halfway) {
      auto resumed = fresh->clone();
      replay_history(*resumed, halfway->history());
      for (std::size_t step = resumed->history().size(); step < history.size(); ++step) {
        resumed->apply(history[step].move);
      }
      REQUIRE(resumed->same_as(*finished));
    }
    check_damaged_histories_refused(*fresh, history);
  }
}

}  // namespace gavel::testing
