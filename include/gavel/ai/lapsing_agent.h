#pragma once
// A rival below full skill: it plays the strategy it wraps, but now and then, as
// often as lapse_percent (traits.h) says, it slips: it makes the second or third
// choice of the strategy's own ranking instead of the first, as a player who
// misjudged a value would, and never a blunder (blunder.h). The lapse is drawn from
// the seat's own decision stream, so a seed still replays the same game.

#include <functional>
#include <memory>

#include "gavel/core/agent.h"

namespace gavel {

class LapsingAgent final : public Agent {
 public:
  // Whether a move, made from a view, is one no beginner would make.
  using Blunder = std::function<bool(const View&, Move)>;

  LapsingAgent(std::unique_ptr<Agent> strategy, int skill, Blunder blunder);

  std::string name() const override { return strategy_->name(); }
  Move choose(const View& view, const std::vector<Move>& legal, Rng& rng) override;
  const Agent& strategy() const { return *strategy_; }

 private:
  Move slip(const View& view, const std::vector<Move>& legal, Rng& rng);

  std::unique_ptr<Agent> strategy_;
  int percent_;
  Blunder blunder_;
};

}  // namespace gavel
