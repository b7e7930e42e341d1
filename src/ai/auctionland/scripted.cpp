#include "gavel/ai/auctionland/scripted.h"

#include "gavel/core/error.h"
#include "reading.h"

namespace gavel::auctionland {
namespace {

const AuctionlandView& auctionland_view(const View& view) {
  const auto* land = dynamic_cast<const AuctionlandView*>(&view);
  if (land == nullptr) throw Error("the scripted Auctionland rival needs an Auctionland view");
  return *land;
}

}  // namespace

namespace scripted {

Move choose_build(Reading& r, const std::vector<Move>& legal, Rng& rng) {
  const Placement placement = r.best_build(r.view.held, r.may_earn_bonus(r.me), legal, rng);
  if (placement.position < 0) return legal.front();
  return make_move(Kind::build, placement.position, placement.quarter_turns);
}

}  // namespace scripted

ScriptedAgent::ScriptedAgent(std::string name, Traits traits)
    : name_(std::move(name)), traits_(traits) {}

Move ScriptedAgent::choose(const View& view, const std::vector<Move>& legal, Rng& rng) {
  const AuctionlandView& land = auctionland_view(view);
  if (legal.size() == 1) return legal.front();
  scripted::Reading reading(land, traits_);
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

double ScriptedAgent::appraise(const View& view) const {
  const AuctionlandView& land = auctionland_view(view);
  if (land.phase != Phase::bidding || land.held < 0) return 0;
  scripted::Reading reading(land, traits_);
  return scripted::lot_value(reading) / reading.dollar;
}

}  // namespace gavel::auctionland
