#pragma once
// The scripted Auction Web rival. It decides from the seat's view and the legal
// moves alone, keeps nothing between calls, and plays by its traits: greed prices
// the properties, nerve sizes up leads it cannot see, bluff favours probing bids and
// lowballs, patience keeps cards back, grudge hounds the rival leading the scores.

#include <string>

#include "gavel/ai/traits.h"
#include "gavel/core/agent.h"

namespace gavel::auction_web {

class ScriptedAgent final : public Agent {
 public:
  // `name` is what sim reports: "scripted", or a rival's id.
  ScriptedAgent(std::string name, Traits traits);

  std::string name() const override { return name_; }
  const Traits& traits() const { return traits_; }
  // Throws gavel::Error if the view is not an Auction Web view.
  Move choose(const View& view, const std::vector<Move>& legal, Rng& rng) override;

 private:
  std::string name_;
  Traits traits_;
};

}  // namespace gavel::auction_web
