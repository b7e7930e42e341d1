#pragma once
// The scripted Auctionland rival. It decides from the seat's view and the legal
// moves alone, keeps nothing between calls, and plays by its traits: greed prices
// tiles higher, nerve lets its bids run closer to a tile's worth, bluff bids a few
// dollars past it where the auctioneer will probably have to buy the tile back,
// patience holds money back for later turns, and a grudge makes it deny tiles to the
// rival leading the scores (by bidding rather than passing, never by bidding higher).
//
// A tile is worth what it adds where it would go on an island: the island's score
// as the tiles still to come will probably grow it, the icons against the others'
// counts, and a Bonus tile when it fills a line.

#include <string>

#include "gavel/ai/traits.h"
#include "gavel/core/agent.h"

namespace gavel::auctionland {

class ScriptedAgent final : public Agent {
 public:
  // `name` is what sim reports: "scripted", or a rival's id.
  ScriptedAgent(std::string name, Traits traits);

  std::string name() const override { return name_; }
  const Traits& traits() const { return traits_; }
  // Throws gavel::Error if the view is not an Auctionland view.
  Move choose(const View& view, const std::vector<Move>& legal, Rng& rng) override;

  // What the tile up for auction is worth to the seat to move, in dollars at its
  // present rate: what it adds to its own island, greed included. Outside an
  // auction, nothing. Without bluff the rival never bids more than this, and with it
  // at most 0.4 dollars more for each point of bluff.
  double appraise(const View& view) const;

 private:
  std::string name_;
  Traits traits_;
};

}  // namespace gavel::auctionland
