#include "gavel/ai/auctionland/advice.h"

#include <algorithm>
#include <cmath>

#include "gavel/ai/auctionland/blunder.h"
#include "gavel/ai/auctionland/prices.h"
#include "gavel/core/text.h"
#include "gavel/games/auctionland/moves.h"

namespace gavel::auctionland {

std::string why(const AuctionlandView& view, Move move) {
  const std::string held = view.held < 0 ? std::string() : view.content->tile_name(view.held);
  switch (kind_of(move)) {
    case Kind::take:
    case Kind::auction: {
      const auto slot = static_cast<std::size_t>(first_of(move));
      if (slot >= view.market.size()) return {};
      const int tile = view.market[slot].tile;
      const std::string name = view.content->tile_name(tile);
      if (kind_of(move) == Kind::auction) {
        return name + " adds " + counted(tile_points(view, tile), "point", "points") +
               " to your island; the others bid for it, or you buy it back.";
      }
      return name + " adds " + counted(tile_points(view, tile), "point", "points") +
             " to your island at its best place, the most for what it costs here.";
    }
    case Kind::build: {
      const SeatView& me = view.seats[view.me];
      return "built at " + position_name(first_of(move)) + " turned " +
             std::to_string(90 * second_of(move)) + " it scores best of the places open to " +
             held + " (your island stands at " +
             counted(me.score.island.points(), "point", "points") + ").";
    }
    case Kind::bid:
      return held + " adds " + counted(tile_points(view), "point", "points") +
             " to your island, about " + dollars(std::lround(std::max(own_tile_value(view), 0.0))) +
             " to you: $" + std::to_string(first_of(move)) + " is still worth it.";
    case Kind::pass:
      if (view.phase != Phase::bidding) return {};
      return held + " is worth about " + dollars(std::lround(std::max(own_tile_value(view), 0.0))) +
             " to you, no more than the $" + std::to_string(view.high_bid + 1) +
             " a raise would cost.";
    case Kind::sell:
      return seat_text(view.high_bidder) + "'s $" + std::to_string(view.high_bid) +
             " is worth more to you than " + held + " (about " +
             dollars(std::lround(std::max(own_tile_value(view), 0.0))) + ").";
    case Kind::buy_back:
      return held + " is worth about " + dollars(std::lround(std::max(own_tile_value(view), 0.0))) +
             " to you, more than the $" + std::to_string(view.high_bid + 1) +
             " that buying it back costs.";
    default:
      return {};
  }
}

}  // namespace gavel::auctionland
