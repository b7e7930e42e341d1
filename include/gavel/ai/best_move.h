#pragma once
// The scripted rivals' way of picking a move: offer each candidate with its score
// and keep the best, ties to the first offered. `whim` (a temper trait) adds a small
// random sway to each score, from one draw of the seat's stream per decision, so a
// whimsical rival varies its play while a seed still replays the same game.

#include <cstdint>

#include "gavel/core/rng.h"
#include "gavel/core/state.h"

namespace gavel {

class BestMove {
 public:
  BestMove(Rng& rng, double whim);
  void offer(Move move, double score);
  bool empty() const { return !found_; }
  Move move() const { return move_; }
  double score() const { return score_; }

 private:
  double whim_;
  std::uint64_t sway_ = 0;  // one draw a decision, stirred afresh for each candidate
  bool found_ = false;
  Move move_{};
  double score_ = 0;
};

}  // namespace gavel
