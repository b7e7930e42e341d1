#include "gavel/ai/auction_web/blunder.h"

#include <algorithm>

#include "gavel/games/auction_web/moves.h"

namespace gavel::auction_web {
namespace {

bool others_may_bid(const AuctionWebView& view) {
  for (std::size_t seat = 0; seat < view.seats.size(); ++seat) {
    const SeatView& other = view.seats[seat];
    if (static_cast<Seat>(seat) != view.me && !other.passed && other.hand > 0) return true;
  }
  return false;
}

// The cards opponents' new Crocodile Submarines will make me discard after the draw.
int crocodile_discards(const AuctionWebView& view) {
  // The next round's properties may be up, and the round count moved on, before the
  // draw of the cleanup that won them; else the centre is empty.
  const int ended = view.lots.empty() ? view.round : view.round - 1;
  int owed = 0;
  for (std::size_t seat = 0; seat < view.seats.size(); ++seat) {
    if (static_cast<Seat>(seat) == view.me) continue;
    for (const HoldingView& h : view.seats[seat].properties) {
      const auto& property = view.cards->properties[static_cast<std::size_t>(h.property)];
      if (h.round == ended && property.ability == Ability::crocodile_submarine) ++owed;
    }
  }
  return owed;
}

}  // namespace

bool is_blunder(const AuctionWebView& view, Move move) {
  switch (kind_of(move)) {
    case Kind::bid: {
      const auto lot = static_cast<std::size_t>(second_of(move));
      if (view.phase != Phase::bidding || lot >= view.lots.size()) return false;
      return first_of(move) == extortion && view.lots[lot].bidder < 0 && view.hand.size() > 1 &&
             others_may_bid(view);
    }
    case Kind::draw: {
      if (view.phase != Phase::draw_choice) return false;
      const int drawn = first_of(move);
      const int hand = static_cast<int>(view.hand.size());
      const int deck = view.seats[static_cast<std::size_t>(view.me)].deck +
                       view.seats[static_cast<std::size_t>(view.me)].discard;
      // Fewer than the discards owed is always fewer than the most a seat may draw.
      return drawn < crocodile_discards(view) && hand + drawn < view.hand_limit && drawn < deck;
    }
    default:
      return false;
  }
}

std::optional<std::string> grave(const AuctionWebView& /*view*/, Move /*move*/) {
  return std::nullopt;
}

}  // namespace gavel::auction_web
