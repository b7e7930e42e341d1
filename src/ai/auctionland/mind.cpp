#include "gavel/ai/auctionland/mind.h"

#include "gavel/ai/auctionland/advice.h"
#include "gavel/ai/auctionland/blunder.h"
#include "gavel/ai/auctionland/prices.h"
#include "gavel/ai/auctionland/scripted.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/state.h"
#include "reading.h"

namespace gavel::auctionland {

// What a searching rival plays out (minds.h, mind_of).
std::unique_ptr<State> sample(const AuctionlandView& view, Rng& rng) {
  return AuctionlandState::consistent_with(view, rng);
}

// A playout's stopping point, judged as an even-tempered rival reads it: the points
// now, and the money at what a dollar is still worth at that stage of the game. By
// the score alone, money spent before the horizon would have cost nothing.
double standing(const AuctionlandView& view) {
  return view.seats[view.me].score.total() +
         scripted::even_dollar(view) * view.seats[view.me].money;
}

ChapterMind mind() {
  return mind_of<AuctionlandView, ScriptedAgent, PriceWatch>(chapter().id);
}

}  // namespace gavel::auctionland
