#include "gavel/ai/best_move.h"

namespace gavel {

BestMove::BestMove(Rng& rng, double whim) : whim_(whim) {
  if (whim_ > 0) sway_ = rng.next();
}

void BestMove::offer(Move move, double score) {
  if (whim_ > 0) {
    // A golden-ratio step and a multiply spread the one draw evenly over 0..1 for
    // each candidate, at the cost of two instructions.
    sway_ += 0x9E3779B97F4A7C15ull;
    const std::uint64_t mixed = (sway_ ^ (sway_ >> 31)) * 0xBF58476D1CE4E5B9ull;
    score += whim_ * static_cast<double>(mixed >> 11) / static_cast<double>(1ull << 53);
  }
  if (!found_ || score > score_) {
    found_ = true;
    move_ = move;
    score_ = score;
  }
}

}  // namespace gavel
