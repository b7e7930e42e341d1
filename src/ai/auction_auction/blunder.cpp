#include "gavel/ai/auction_auction/blunder.h"

#include "gavel/games/auction_auction/moves.h"

namespace gavel::auction_auction {
namespace {

// Below this much cash every amount is small change, and nothing is a blunder.
constexpr int small_change = 8;

}  // namespace

bool is_blunder(const AuctionView& view, Move move) {
  const int amount = payload_of(move);
  switch (kind_of(move)) {
    case Kind::access:
      return view.cash > small_change && (amount % house_step) * 4 > view.cash * 3;
    case Kind::give:
      return view.cash > small_change && amount * 2 > view.cash;
    case Kind::answer:
      return amount == refuse_code && view.deal.to == view.me && view.deal.ask.none();
    default:
      return false;
  }
}

}  // namespace gavel::auction_auction
