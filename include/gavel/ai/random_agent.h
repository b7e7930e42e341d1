#pragma once
// The baseline rival: any legal move, uniformly. Every strategy is measured against it.

#include "gavel/core/agent.h"

namespace gavel {

class RandomAgent final : public Agent {
 public:
  std::string name() const override { return "random"; }
  Move choose(const View& view, const std::vector<Move>& legal, Rng& rng) override;
};

}  // namespace gavel
