#include "gavel/ai/auctionland/blunder.h"

#include <algorithm>

#include "gavel/ai/auctionland/prices.h"
#include "gavel/games/auctionland/moves.h"

namespace gavel::auctionland {
namespace {

// Past its worth a rival's bid may run by greed, an impatient rival's cheap dollars
// and a bluffer's speculation; three times the worth and $4 is beyond all of them.
constexpr double overpay_times = 3;
constexpr double overpay_dollars = 4;

}  // namespace

bool is_blunder(const AuctionlandView& view, Move move) {
  switch (kind_of(move)) {
    case Kind::bid: {
      if (view.phase != Phase::bidding || view.held < 0) return false;
      const double worth = std::max(own_tile_value(view), 0.0);
      return first_of(move) > overpay_times * worth + overpay_dollars;
    }
    case Kind::buy_back:
      return view.phase == Phase::sale &&
             view.seats[static_cast<std::size_t>(view.me)].island.full();
    default:
      return false;
  }
}

}  // namespace gavel::auctionland
