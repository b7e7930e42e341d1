#include "gavel/ai/auctionland/mind.h"

#include "gavel/ai/auctionland/advice.h"
#include "gavel/ai/auctionland/blunder.h"
#include "gavel/ai/auctionland/prices.h"
#include "gavel/ai/auctionland/scripted.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/state.h"

namespace gavel::auctionland {

// What a searching rival plays out (minds.h, mind_of).
std::unique_ptr<State> sample(const AuctionlandView& view, Rng& rng) {
  return AuctionlandState::consistent_with(view, rng);
}

ChapterMind mind() {
  return mind_of<AuctionlandView, ScriptedAgent, PriceWatch>(chapter().id);
}

}  // namespace gavel::auctionland
