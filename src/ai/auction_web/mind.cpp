#include "gavel/ai/auction_web/mind.h"

#include "gavel/ai/auction_web/advice.h"
#include "gavel/ai/auction_web/blunder.h"
#include "gavel/ai/auction_web/scripted.h"
#include "gavel/games/auction_web/chapter.h"

namespace gavel::auction_web {

ChapterMind mind() {
  return mind_of<AuctionWebView, ScriptedAgent>(chapter().id);
}

}  // namespace gavel::auction_web
