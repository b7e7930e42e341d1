#pragma once
// What the tests of every chapter's scripted rival share: the agents to try, and
// one decision of an agent in a state, made from the seat's view as a match makes it.

#include <algorithm>
#include <filesystem>
#include <memory>
#include <vector>

#include "gavel/ai/agents.h"
#include "gavel/ai/roster.h"
#include "gavel/core/agent.h"
#include "gavel/core/chapter.h"
#include "gavel/core/rng.h"

namespace gavel::testing {

// The plain scripted agent and every rival of the roster, lapses and all.
inline std::vector<std::unique_ptr<Agent>> scripted_agents(const Chapter& chapter) {
  const std::filesystem::path content = GAVEL_SOURCE_CONTENT_DIR;
  std::vector<std::unique_ptr<Agent>> agents;
  agents.push_back(make_agent(chapter, "scripted", content));
  for (const Rival& rival : load_roster(content).rivals)
    agents.push_back(make_agent(chapter, rival.id, content));
  return agents;
}

// The agent's move for the seat to move, with that seat's rivals' stream at `seed`.
inline Move choose(Agent& agent, const State& state, std::uint64_t seed) {
  const Seat seat = state.to_move();
  Rng rng(seed, Stream::rivals, static_cast<std::uint64_t>(seat));
  const auto view = agent.searches() ? state.view_to_search(seat) : state.view(seat);
  return agent.choose(*view, state.legal_moves(), rng);
}

inline bool legal(const State& state, Move move) {
  const auto moves = state.legal_moves();
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

}  // namespace gavel::testing
