#include "gavel/ai/auction_auction/advice.h"

#include "gavel/ai/traits.h"
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
      return view.location_name(house) + " likely needs about $" +
             std::to_string(reading.likely_cuts()[static_cast<std::size_t>(house)]) +
             " to get in, and its lots would do the most for your hand: $" +
             std::to_string(payload % house_step) + " of your $" + std::to_string(view.cash) + ".";
    }
    case Kind::lot_bid: {
      const int location = view.location(view.round);
      const auto& sheet =
          view.sheets[static_cast<std::size_t>(view.round)][static_cast<std::size_t>(view.me)];
      const int number = static_cast<int>(sheet.size()) + 1;
      if (location < 0 || number > lots_per_house) return {};
      const double share = reading.lot_weights(location)[static_cast<std::size_t>(number - 1)];
      return view.lot_name(first_lot(location) + number - 1) +
             (share > 0 ? " adds to your hand: $" + std::to_string(payload) + " on it."
                        : " does little for your hand: $" + std::to_string(payload) + " on it.");
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
