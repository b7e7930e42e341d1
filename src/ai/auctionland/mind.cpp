#include "gavel/ai/auctionland/mind.h"

#include "gavel/ai/auctionland/advice.h"
#include "gavel/ai/auctionland/blunder.h"
#include "gavel/ai/auctionland/prices.h"
#include "gavel/ai/auctionland/scripted.h"
#include "gavel/games/auctionland/chapter.h"

namespace gavel::auctionland {

ChapterMind mind() {
  return mind_of<AuctionlandView, ScriptedAgent, PriceWatch>(chapter().id);
}

}  // namespace gavel::auctionland
