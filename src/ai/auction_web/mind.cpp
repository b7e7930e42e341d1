#include "gavel/ai/auction_web/mind.h"

#include "gavel/ai/auction_web/advice.h"
#include "gavel/ai/auction_web/blunder.h"
#include "gavel/ai/auction_web/scripted.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auction_web/state.h"

namespace gavel::auction_web {

// What a searching rival plays out (minds.h, mind_of).
std::unique_ptr<State> sample(const AuctionWebView& view, Rng& rng) {
  return AuctionWebState::consistent_with(view, rng);
}

ChapterMind mind() {
  return mind_of<AuctionWebView, ScriptedAgent>(chapter().id);
}

}  // namespace gavel::auction_web
