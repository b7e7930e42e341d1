#include "gavel/ai/auction_web/advice.h"

#include "gavel/core/text.h"
#include "gavel/games/auction_web/moves.h"
#include "reading.h"

namespace gavel::auction_web {

namespace {

std::string card_words(const AuctionWebView& view, int value) {
  return std::to_string(value) + " (" + view.cards->litcoin_names[static_cast<std::size_t>(value)] +
         ")";
}

// The notation names the property; the reason says "there".
std::string bid_why(const AuctionWebView& view, int value, int lot) {
  const LotView& shown = view.lots[static_cast<std::size_t>(lot)];
  const std::string card = "your " + card_words(view, value);
  if (shown.bidder < 0) return "nobody has bid there: " + card + " leads unless a rival tops it.";
  if (shown.value >= 0)
    return card + " beats the " + std::to_string(shown.value) + " leading there.";
  // The hidden lead can still be each value that what it took the lead from and what
  // it held against allow.
  int can_be = 0;
  int beaten_by_mine = 0;
  for (int lead = 0; lead < litcoin_values; ++lead) {
    bool possible = true;
    for (std::size_t i = 0; i < shown.beaten.size(); ++i) {
      const int seen = shown.beaten[i];
      possible = possible && (i == 0 && shown.took ? scripted::beats(lead, seen)
                                                   : !scripted::beats(seen, lead));
    }
    if (!possible) continue;
    ++can_be;
    if (scripted::beats(value, lead)) ++beaten_by_mine;
  }
  return card + " beats " + std::to_string(beaten_by_mine) + " of the " + std::to_string(can_be) +
         " values the hidden lead there can still be.";
}

}  // namespace

std::string why(const AuctionWebView& view, Move move) {
  switch (kind_of(move)) {
    case Kind::bid:
      return bid_why(view, first_of(move), second_of(move));
    case Kind::pass:
      if (view.round < 3) {
        return "no lead left is worth a card of yours: passing keeps your " +
               counted(static_cast<int>(view.hand.size()), "card", "cards") + " for round " +
               std::to_string(view.round + 1) + ".";
      }
      return "no lead left is worth a card of yours.";
    case Kind::draw: {
      const int hand = static_cast<int>(view.hand.size());
      return "drawing " + std::to_string(first_of(move)) + " brings your hand from " +
             std::to_string(hand) + " to " + std::to_string(hand + first_of(move)) +
             " cards; the limit is " + std::to_string(view.hand_limit) + ".";
    }
    default:
      return {};
  }
}

}  // namespace gavel::auction_web
