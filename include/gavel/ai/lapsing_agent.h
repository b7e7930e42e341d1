#pragma once
// A rival below full skill: it plays the strategy it wraps, but now and then, as
// often as lapse_percent (traits.h) says, it makes a careless move instead, any
// legal move alike. The lapse is drawn from the seat's own decision stream, so a
// seed still replays the same game.

#include <memory>

#include "gavel/core/agent.h"

namespace gavel {

class LapsingAgent final : public Agent {
 public:
  LapsingAgent(std::unique_ptr<Agent> strategy, int skill);

  std::string name() const override { return strategy_->name(); }
  Move choose(const View& view, const std::vector<Move>& legal, Rng& rng) override;
  const Agent& strategy() const { return *strategy_; }

 private:
  std::unique_ptr<Agent> strategy_;
  int percent_;
};

}  // namespace gavel
