#include "gavel/ai/lapsing_agent.h"

#include <algorithm>
#include <array>

#include "gavel/ai/traits.h"

namespace gavel {

LapsingAgent::LapsingAgent(std::unique_ptr<Agent> strategy, int skill, Blunder blunder)
    : strategy_(std::move(strategy)),
      percent_(lapse_percent(skill)),
      blunder_(std::move(blunder)) {}

Move LapsingAgent::choose(const View& view, const std::vector<Move>& legal, Rng& rng) {
  // A forced move is no place for a lapse, and drawing for it would only shift the stream.
  if (legal.size() > 1) {
    const bool careless = static_cast<int>(rng.below(100)) < percent_;
    if (careless) return slip(view, legal, rng);
  }
  return strategy_->choose(view, legal, rng);
}

Move LapsingAgent::slip(const View& view, const std::vector<Move>& legal, Rng& rng) {
  // The strategy's ranking, read by asking it again without the moves it chose
  // before: its first choice, its second, and its third when the slip goes that far.
  const auto depth = 2 + rng.below(2);
  std::array<Move, 3> ranked{};
  std::size_t found = 0;
  std::vector<Move> left = legal;
  while (found < depth && !left.empty()) {
    const Move move = strategy_->choose(view, left, rng);
    const auto at = std::find(left.begin(), left.end(), move);
    // A strategy that names a move outside what it was offered insists on it: there
    // is no weaker choice it would make here.
    if (at == left.end()) break;
    ranked[found++] = move;
    left.erase(at);
  }
  if (found == 0) return strategy_->choose(view, legal, rng);
  // The weakest choice reached that is no blunder, else the best.
  for (std::size_t choice = found - 1; choice > 0; --choice) {
    if (!blunder_ || !blunder_(view, ranked[choice])) return ranked[choice];
  }
  return ranked[0];
}

}  // namespace gavel
