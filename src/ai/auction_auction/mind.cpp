#include "gavel/ai/auction_auction/mind.h"

#include "gavel/ai/auction_auction/advice.h"
#include "gavel/ai/auction_auction/blunder.h"
#include "gavel/ai/auction_auction/scripted.h"
#include "gavel/ai/auction_auction/tally.h"
#include "gavel/games/auction_auction/chapter.h"

namespace gavel::auction_auction {

ChapterMind mind() {
  return mind_of<AuctionView, ScriptedAgent, CodeWatch>(chapter().id);
}

}  // namespace gavel::auction_auction
