#include "gavel/ai/auction_auction/advice.h"

#include "gavel/ai/traits.h"
#include "gavel/core/text.h"
#include "gavel/games/auction_auction/moves.h"
#include "reading.h"

namespace gavel::auction_auction {

std::string why(const AuctionView& view, Move move) {
  // The adviser's reading: an even temper, and no dice to shade its amounts.
  const Traits even;
  const scripted::Reading reading(view, even, 0);
  const int payload = payload_of(move);
  switch (kind_of(move)) {
    case Kind::access: {
      const int house = payload / house_step;
      const int bid = payload % house_step;
      const int cut = reading.likely_cuts()[static_cast<std::size_t>(house)];
      return view.location_name(house) + "'s lots would do the most for your hand, and it likely " +
             "needs about $" + std::to_string(cut) + " to get in: $" + std::to_string(bid) +
             " of your $" + std::to_string(view.cash) +
             (bid >= cut ? " should be enough." : " is a gamble under that.");
    }
    case Kind::lot_bid: {
      const int location = view.location(view.round);
      const auto& sheet =
          view.sheets[static_cast<std::size_t>(view.round)][static_cast<std::size_t>(view.me)];
      const int number = static_cast<int>(sheet.size()) + 1;
      if (location < 0 || number > lots_per_house) return {};
      const double share = reading.lot_weights(location)[static_cast<std::size_t>(number - 1)];
      const std::string lot = view.lot_name(first_lot(location) + number - 1);
      const int rivals = reading.rivals_beside();
      if (rivals == 0) {
        const std::string alone =
            "you are alone in " + view.location_name(location) + " and every bid is paid: ";
        if (payload == 0)
          return alone + lot + " does nothing for your hand, so $0 keeps your money.";
        return alone + "$1 takes " + lot +
               (payload == 1 ? "." : "; $" + std::to_string(payload) + " on it.");
      }
      return lot + (share > 0 ? " adds to your hand" : " does little for your hand") + "; " +
             counted(rivals, "rival bids", "rivals bid") + " beside you in " +
             view.location_name(location) + ", and the highest bid no one else matches wins: $" +
             std::to_string(payload) + " on it.";
    }
    case Kind::answer:
      if (payload == refuse_code) {
        return "refusing binds you to nothing; accepting is yours to choose, and the board "
               "asks first.";
      }
      return "the offer asks nothing of you: take it.";
    case Kind::done:
      return "no deal is worth its price to you now.";
    default:
      return {};
  }
}

}  // namespace gavel::auction_auction
