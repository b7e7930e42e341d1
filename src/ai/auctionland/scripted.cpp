#include "gavel/ai/auctionland/scripted.h"

#include "gavel/core/error.h"
#include "reading.h"

namespace gavel::auctionland {
namespace scripted {

Move choose_build(Reading& r, const std::vector<Move>& legal, Rng& rng) {
  const Placement placement = r.best_build(r.view.held, r.may_earn_bonus(r.me), legal, rng);
  if (placement.position < 0) return legal.front();
  return make_move(Kind::build, placement.position, placement.quarter_turns);
}

}  // namespace scripted

Move scripted_move(const AuctionlandView& land, const std::vector<Move>& legal,
                   const Traits& traits, Rng& rng) {
  scripted::Reading reading(land, traits);
  switch (land.phase) {
    case Phase::build_take:
    case Phase::bonus_take:
      return scripted::choose_take(reading, legal, rng);
    case Phase::build_place:
    case Phase::bonus_place:
    case Phase::auction_place:
      return scripted::choose_build(reading, legal, rng);
    case Phase::auction_take:
      return scripted::choose_auction(reading, legal, rng);
    case Phase::bidding:
      return scripted::choose_bid(reading, legal, rng);
    case Phase::sale:
      return scripted::choose_sale(reading, legal);
    default:
      // Every phase a seat decides in is above; the rest are chance's.
      return legal.front();
  }
}

double appraise(const View& view, const Traits& traits) {
  const auto* land = dynamic_cast<const AuctionlandView*>(&view);
  if (land == nullptr) throw Error("the scripted Auctionland rival needs an Auctionland view");
  if (land->phase != Phase::bidding || land->held < 0) return 0;
  scripted::Reading reading(*land, traits);
  return scripted::lot_value(reading) / reading.dollar;
}

}  // namespace gavel::auctionland
