#include "gavel/ai/lapsing_agent.h"

#include "gavel/ai/traits.h"

namespace gavel {

LapsingAgent::LapsingAgent(std::unique_ptr<Agent> strategy, int skill)
    : strategy_(std::move(strategy)), percent_(lapse_percent(skill)) {}

Move LapsingAgent::choose(const View& view, const std::vector<Move>& legal, Rng& rng) {
  // A forced move is no place for a lapse, and drawing for it would only shift the stream.
  if (legal.size() > 1) {
    const bool careless = static_cast<int>(rng.below(100)) < percent_;
    if (careless) {
      const auto pick = rng.below(legal.size());
      return legal[pick];
    }
  }
  return strategy_->choose(view, legal, rng);
}

}  // namespace gavel
