#pragma once
// What the tests of every chapter's scripted rival share: the agents to try, one
// decision of an agent in a state, made from the seat's view as a match makes it, and
// a game played on by them.

#include <algorithm>
#include <filesystem>
#include <memory>
#include <vector>

#include "gavel/ai/agents.h"
#include "gavel/ai/roster.h"
#include "gavel/core/agent.h"
#include "gavel/core/chapter.h"
#include "gavel/core/rng.h"
#include "support/shipped_content.h"

namespace gavel::testing {

// The plain scripted agent and every rival of the roster, lapses and all.
inline std::vector<std::unique_ptr<Agent>> scripted_agents(const Chapter& chapter) {
  std::vector<std::unique_ptr<Agent>> agents;
  agents.push_back(make_agent(chapter, "scripted", shipped_content_dir));
  for (const Rival& rival : load_roster(shipped_content_dir).rivals)
    agents.push_back(make_agent(chapter, rival.id, shipped_content_dir));
  return agents;
}

// The agent's move for the seat to move, with that seat's rivals' stream at `seed`.
inline Move choose(Agent& agent, const State& state, std::uint64_t seed) {
  const Seat seat = state.to_move();
  Rng rng(seed, Stream::rivals, static_cast<std::uint64_t>(seat));
  const auto view = agent.searches() ? state.view_to_search(seat) : state.view(seat);
  return agent.choose(*view, state.legal_moves(), rng);
}

// Plays the game on with the agents by seat, `agents` taken from `offset`, a chance
// move by the seed's dice, and now and then (one move in `wander`) a random move
// instead, to reach odd positions; `look` sees every decision first.
template <class Look>
void play_out(State& state, std::vector<std::unique_ptr<Agent>>& agents, std::size_t offset,
              std::uint64_t seed, int wander, Look look) {
  Rng dice(seed, Stream::chance);
  while (!state.over()) {
    const auto moves = state.legal_moves();
    if (state.to_move() == chance_seat) {
      state.apply(moves[dice.below(moves.size())]);
      continue;
    }
    Agent& agent = *agents[(offset + static_cast<std::size_t>(state.to_move())) % agents.size()];
    const Move chosen = choose(agent, state, seed);
    look(agent, chosen, moves);
    const auto roll = dice.below(static_cast<std::uint64_t>(wander));
    const auto other = dice.below(moves.size());
    state.apply(roll == 0 ? moves[other] : chosen);
  }
}

inline bool legal(const State& state, Move move) {
  const auto moves = state.legal_moves();
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

}  // namespace gavel::testing
