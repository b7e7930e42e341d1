#include "gavel/ai/auction_web/blunder.h"

#include <algorithm>

#include "gavel/games/auction_web/moves.h"
#include "reading.h"

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

// Whether the leading card on `lot` may be of `lead`'s value, as this seat knows it.
bool may_lead(const LotView& lot, int lead) {
  if (lot.value >= 0) return lot.value == lead;
  for (std::size_t i = 0; i < lot.beaten.size(); ++i) {
    const int seen = lot.beaten[i];
    const bool ok = i == 0 && lot.took ? scripted::beats(lead, seen) : !scripted::beats(seen, lead);
    if (!ok) return false;
  }
  return true;
}

// Whether the lowball of `value`, lost with, would have something to work on.
bool lowball_open(const AuctionWebView& view, int value) {
  int face_down = 0;
  int others_face_down = 0;
  for (const LotView& lot : view.lots) {
    if (lot.bidder < 0 || lot.face_up) continue;
    ++face_down;
    if (lot.bidder != view.me) ++others_face_down;
  }
  bool others_hold = false;
  for (std::size_t seat = 0; seat < view.seats.size(); ++seat)
    others_hold = others_hold || (static_cast<Seat>(seat) != view.me && view.seats[seat].hand > 0);
  switch (value) {
    case ledger_balance:
      return true;  // the bidder's own hand counts
    case data_mining:
      return others_hold;
    case stocks_buyback:
      return face_down >= 2;
    case hack_a_private_key:
      return others_face_down > 0;
    default:
      return false;
  }
}

// A bid that loses to every card the lead may be, with nothing to gain by losing.
bool hopeless(const AuctionWebView& view, int value, const LotView& lot) {
  if (lot.bidder < 0 || lowball_open(view, value)) return false;
  bool any = false;
  for (int lead = 0; lead < litcoin_values; ++lead) {
    if (!may_lead(lot, lead)) continue;
    any = true;
    if (scripted::beats(value, lead)) return false;
  }
  return any;
}

}  // namespace

bool is_blunder(const AuctionWebView& view, Move move) {
  switch (kind_of(move)) {
    case Kind::bid: {
      const auto lot = static_cast<std::size_t>(second_of(move));
      if (view.phase != Phase::bidding || lot >= view.lots.size()) return false;
      if (hopeless(view, first_of(move), view.lots[lot])) return true;
      return first_of(move) == extortion && view.lots[lot].bidder < 0 && view.hand.size() > 1 &&
             others_may_bid(view);
    }
    case Kind::draw: {
      if (view.phase != Phase::draw_choice) return false;
      const int drawn = first_of(move);
      const int hand = static_cast<int>(view.hand.size());
      const int deck = view.seats[view.me].deck + view.seats[view.me].discard;
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
