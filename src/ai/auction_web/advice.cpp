#include "gavel/ai/auction_web/advice.h"

#include "gavel/games/auction_web/moves.h"
#include "reading.h"

namespace gavel::auction_web {

namespace {

std::string card_words(const AuctionWebView& view, int value) {
  return std::to_string(value) + " (" + view.cards->litcoin_names[static_cast<std::size_t>(value)] +
         ")";
}

std::string lot_words(const AuctionWebView& view, int lot) {
  const LotView& shown = view.lots[static_cast<std::size_t>(lot)];
  return view.cards->properties[static_cast<std::size_t>(shown.property)].name + " (" +
         static_cast<char>('a' + lot) + ")";
}

std::string bid_why(const AuctionWebView& view, int value, int lot) {
  const LotView& shown = view.lots[static_cast<std::size_t>(lot)];
  const std::string card = "your " + card_words(view, value);
  const std::string where = lot_words(view, lot);
  if (shown.bidder < 0) {
    return "nobody has bid on " + where + ": " + card + " leads there unless a rival tops it.";
  }
  if (shown.value >= 0) {
    return card + " beats the " + std::to_string(shown.value) + " that leads on " + where + ".";
  }
  // The hidden lead held against (or beat) every card in `beaten`: the values it can
  // still be are those none of them beats.
  int can_be = 0;
  int beaten_by_mine = 0;
  for (int lead = 0; lead < litcoin_values; ++lead) {
    bool possible = true;
    for (int seen : shown.beaten)
      possible = possible && !scripted::beats(seen, lead);
    if (!possible) continue;
    ++can_be;
    if (scripted::beats(value, lead)) ++beaten_by_mine;
  }
  return card + " beats " + std::to_string(beaten_by_mine) + " of the " + std::to_string(can_be) +
         " values the hidden card leading on " + where + " can still be.";
}

}  // namespace

std::string why(const AuctionWebView& view, Move move) {
  switch (kind_of(move)) {
    case Kind::bid:
      return bid_why(view, first_of(move), second_of(move));
    case Kind::pass:
      if (view.round < 3) {
        return "no lead left is worth a card of yours: passing keeps your " +
               std::to_string(view.hand.size()) + " cards for round " +
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
