#include "gavel/ai/auctionland/advice.h"

#include <algorithm>
#include <cmath>

#include "gavel/ai/auctionland/blunder.h"
#include "gavel/ai/auctionland/prices.h"
#include "gavel/core/text.h"
#include "gavel/games/auctionland/moves.h"

namespace gavel::auctionland {

namespace {

long rounded(double amount) {
  return std::lround(std::max(amount, 0.0));
}

// A tile's worth in the chapter's terms, each figure from the one reckoning: "adds
// 2 points now and counts for about 9 with what it can grow into, about $12 to you".
std::string worth_words(const AuctionlandView& view, int tile) {
  const TileWorth worth = own_tile_worth(view, tile);
  const long now = tile_points(view, tile);
  const long counted_for = rounded(worth.points);
  std::string words = "adds " + counted(now, "point", "points") + " to your island now";
  if (counted_for > now)
    words += " and counts for about " + std::to_string(counted_for) + " with what it can grow into";
  return words + ", about " + dollars(rounded(worth.dollars)) + " to you";
}

}  // namespace

std::string why(const AuctionlandView& view, Move move) {
  const std::string held = view.held < 0 ? std::string() : view.content->tile_name(view.held);
  const long value = rounded(own_tile_value(view));
  switch (kind_of(move)) {
    case Kind::take:
    case Kind::auction: {
      const auto slot = static_cast<std::size_t>(first_of(move));
      if (slot >= view.market.size()) return {};
      const int tile = view.market[slot].tile;
      const std::string name = view.content->tile_name(tile);
      if (kind_of(move) == Kind::auction)
        return name + " " + worth_words(view, tile) +
               "; the others bid for it, or you buy it back.";
      return name + " " + worth_words(view, tile) + ": the most for what it costs here.";
    }
    case Kind::build: {
      const SeatView& me = view.seats[view.me];
      return "built at " + position_name(first_of(move)) + " turned " +
             std::to_string(90 * second_of(move)) + " it scores best of the places open to " +
             held + " (your island stands at " +
             counted(me.score.island.points(), "point", "points") + ").";
    }
    // The comparison is claimed only where it holds: where the search chose against
    // it, the games it played out say why (ai/adviser.h).
    case Kind::bid: {
      const int least = view.high_bid + 1;
      const int bid = first_of(move);
      return held + " " + worth_words(view, view.held) + ": $" + std::to_string(bid) +
             (bid <= value ? " is still worth it" : " is more than that") +
             (bid > least ? "; the least raise is $" + std::to_string(least) + "." : ".");
    }
    case Kind::pass: {
      if (view.phase != Phase::bidding) return {};
      const int raise = view.high_bid + 1;
      return held + " is worth about " + dollars(value) + " to you, " +
             (value <= raise ? "no more than" : "against") + " the $" + std::to_string(raise) +
             " a raise would cost.";
    }
    case Kind::sell:
      return seat_text(view.high_bidder) + "'s $" + std::to_string(view.high_bid) + " is " +
             (view.high_bid >= value ? "worth more to you than " : "what you take for ") + held +
             " (worth about " + dollars(value) + " to you).";
    case Kind::buy_back: {
      const int cost = view.high_bid + 1;
      return held + " is worth about " + dollars(value) + " to you, " +
             (value >= cost ? "more than" : "against") + " the $" + std::to_string(cost) +
             " that buying it back costs.";
    }
    default:
      return {};
  }
}

}  // namespace gavel::auctionland
