#include "gavel/ai/auctionland/blunder.h"

#include <algorithm>

#include "gavel/ai/auctionland/prices.h"
#include "gavel/core/text.h"
#include "gavel/games/auctionland/geometry.h"
#include "gavel/games/auctionland/moves.h"
#include "gavel/games/auctionland/scoring.h"

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
      return view.phase == Phase::sale && view.seats[view.me].island.full();
    default:
      return false;
  }
}

int tile_points(const AuctionlandView& view, int id) {
  const SeatView& me = view.seats[view.me];
  if (id < 0 || me.island.full()) return 0;
  const Tile& tile = view.content->tile(id);
  const int before = me.score.island.points();
  int best = 0;
  const Positions open = buildable(me.island.occupied);
  for (int position = 0; position < positions; ++position) {
    if ((open & bit_of(position)) == 0) continue;
    for (int turns = 0; turns < 4; ++turns) {
      Layout grown = me.island;
      grown.build(position, turned(tile.quadrants, turns));
      best = std::max(best, score_island(grown, view.content->tables).points() - before);
    }
  }
  int icons = 0;
  for (int count : tile.icons)
    icons += count;
  return best + icon_worth * icons;
}

bool bid_past_worth(const AuctionlandView& view, int amount) {
  if (view.phase != Phase::bidding || view.held < 0) return false;
  return amount > 2 * tile_points(view) + 2;
}

std::optional<std::string> grave(const AuctionlandView& view, Move move) {
  if (kind_of(move) != Kind::bid || !bid_past_worth(view, first_of(move))) return std::nullopt;
  const int points = tile_points(view);
  return "Bid $" + std::to_string(first_of(move)) + "? The tile adds " +
         counted(points, "point", "points") + " to your island.";
}

}  // namespace gavel::auctionland
