// Not part of the suite: many random games at every table size, run by hand in the
// sanitizer build after changing the rules, to show that every game ends, without
// an error, within the move cap:
//   GAVEL_LONG_GAMES=10000 gavel_tests "[cosmic-long]"
// It prints the longest game and how many stopped at the turn limit.

#include <algorithm>
#include <cstdlib>
#include <iostream>

#include <catch2/catch.hpp>

#include "gavel/ai/random_agent.h"
#include "gavel/core/match.h"
#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/cosmic/state.h"
#include "support/shipped_content.h"

namespace gavel::cosmic {
namespace {

void long_run(int players, bool short_game, int games) {
  Setup setup{players, {}, {}};
  if (short_game) setup.options["short"] = "on";
  const auto fresh = cosmic::chapter().start(setup, testing::shipped_content_dir);
  RandomAgent random;
  std::vector<Agent*> agents(static_cast<std::size_t>(players), &random);
  std::size_t longest = 0;
  int stopped = 0;
  for (int game = 0; game < games; ++game) {
    INFO(players << " players" << (short_game ? ", short" : "") << ", seed " << game);
    Match match(fresh->clone(), static_cast<std::uint64_t>(game), agents);
    match.advance();
    const auto& state = dynamic_cast<const cosmic::CosmicState&>(match.state());
    REQUIRE(state.over());
    REQUIRE(state.history().size() <= static_cast<std::size_t>(cosmic::move_cap));
    longest = std::max(longest, state.history().size());
    if (state.turn() >= cosmic::max_turns) ++stopped;
  }
  std::cout << players << " players" << (short_game ? " (short)" : "") << ": " << games
            << " games, the longest " << longest << " moves, " << stopped
            << " stopped at the turn limit\n";
}

TEST_CASE("many random games of Cosmic Encounter end within the move cap", "[.][cosmic-long]") {
  int games = 100;
  if (const char* wanted = std::getenv("GAVEL_LONG_GAMES")) games = std::max(1, std::atoi(wanted));
  for (int players = 3; players <= cosmic::max_players; ++players)
    long_run(players, false, games);
  long_run(4, true, games);
}

}  // namespace
}  // namespace gavel::cosmic
