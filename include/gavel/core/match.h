#pragma once
// The match driver: owns a game in progress, samples chance moves from the match's
// chance stream, asks agents for their seats, and hands the turn back to the caller
// for a seat without an agent (the human). The same seed, agents and human moves
// replay the same match.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "gavel/core/agent.h"
#include "gavel/core/rng.h"
#include "gavel/core/state.h"

namespace gavel {

// Where a match's random streams stand: with the game's setup and its history (which
// rebuild the state, replay_history in state.h), all a save needs to pick the match up
// again and go on exactly as it would have.
struct MatchStreams {
  Rng chance;
  std::vector<Rng> decisions;  // one stream per seat

  bool operator==(const MatchStreams&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    refuse_newer_version<MatchStreams>(version);
    archive(chance, decisions);
  }
};

// Throws gavel::Error naming the field (`field` is the streams' own path, such as
// "run.table.streams") unless every stream is sound and there is one decision
// stream for each of `seats` seats.
void check_streams(const MatchStreams& streams, int seats, std::string_view field);

class Match {
 public:
  // `agents` has one entry per seat; nullptr marks a seat the caller plays.
  // The agents must outlive the match.
  Match(std::unique_ptr<State> state, std::uint64_t seed, std::vector<Agent*> agents);
  // A match picked up from a save: the state as restored, the streams as saved.
  Match(std::unique_ptr<State> state, MatchStreams streams, std::vector<Agent*> agents);

  const State& state() const { return *state_; }
  const MatchStreams& streams() const { return streams_; }

  // Plays chance and agent turns until the game is over or a seat without an agent
  // is to move. Returns that seat, or nobody when the game is over.
  Seat advance();
  // Plays one chance or agent turn. False, having played nothing, when the game is
  // over or a seat without an agent is to move.
  bool step();

  // A move for the seat without an agent that advance() returned; throws
  // gavel::Error if it is not legal.
  void play(Move move);

  // Plays the whole match. `ask` chooses for seats without agents; returning
  // nothing stops the match where it is. True when the game reached its end.
  using Ask = std::function<std::optional<Move>(const State& state, Seat seat)>;
  bool run(const Ask& ask);

 private:
  void check_table() const;

  std::unique_ptr<State> state_;
  std::vector<Agent*> agents_;
  MatchStreams streams_;
};

}  // namespace gavel

CEREAL_CLASS_VERSION(gavel::MatchStreams, 1);
