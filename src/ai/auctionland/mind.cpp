#include "gavel/ai/auctionland/mind.h"

#include "gavel/ai/auctionland/advice.h"
#include "gavel/ai/auctionland/blunder.h"
#include "gavel/ai/auctionland/prices.h"
#include "gavel/ai/auctionland/scripted.h"
#include "gavel/core/error.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/state.h"

namespace gavel::auctionland {

ChapterMind mind() {
  ChapterMind mind = mind_of<AuctionlandView, ScriptedAgent, PriceWatch>(chapter().id);
  mind.sample = [](const View& view, Rng& rng) -> std::unique_ptr<State> {
    const auto* land = dynamic_cast<const AuctionlandView*>(&view);
    if (land == nullptr) throw Error("the Auctionland rivals were asked about another chapter");
    return AuctionlandState::consistent_with(*land, rng);
  };
  return mind;
}

}  // namespace gavel::auctionland
