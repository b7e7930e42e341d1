#pragma once
// What Auctionland's tiles fetch at auction against what they are worth to the seat
// that pays: the figure `gavel sim auctionland` prints, so that a rival paying far
// beyond a tile's use to it shows up in a number.

#include <array>
#include <string>

#include "gavel/ai/decision_watch.h"
#include "gavel/games/auctionland/view.h"

namespace gavel::auctionland {

// What the tile up for auction (or held) is worth to the seat to move, on its own
// island alone, in dollars at the seat's present rate, as a seat of even temper
// reckons it: no denial, no bluff. Nothing outside an auction.
double own_tile_value(const AuctionlandView& view);

// What `tile` is worth to the seat to move, as above: in the points it counts the
// tile for (what it adds now and what it can grow into, a Bonus tile's line among
// them), and those points in dollars at the seat's present rate.
struct TileWorth {
  double points = 0;
  double dollars = 0;
};
TileWorth own_tile_worth(const AuctionlandView& view, int tile);

// Tiles bought at auction, by a sale to the high bidder or by the auctioneer
// buying back, and those whose price was more than twice their worth to the buyer.
struct PriceTally {
  long long bought = 0;  // by the high bidder, the auctioneer selling
  long long dear = 0;
  long long bought_back = 0;  // by the auctioneer
  long long dear_back = 0;
};

class PriceWatch final : public DecisionWatch {
 public:
  void seen(const View& view, Move move) override;
  std::string summary() const override;
  const PriceTally& tally() const { return tally_; }

 private:
  PriceTally tally_;
  // Each seat's worth of the tile up when it last bid: the worth it paid for when
  // the auctioneer sells to it.
  std::array<double, max_players> worth_at_bid_{};
};

}  // namespace gavel::auctionland
