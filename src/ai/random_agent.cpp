#include "gavel/ai/random_agent.h"

namespace gavel {

Move RandomAgent::choose(const View& /*view*/, const std::vector<Move>& legal, Rng& rng) {
  const auto pick = rng.below(legal.size());
  return legal[pick];
}

}  // namespace gavel
