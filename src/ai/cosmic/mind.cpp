#include "gavel/ai/cosmic/mind.h"

#include "gavel/ai/cosmic/advice.h"
#include "gavel/ai/cosmic/blunder.h"
#include "gavel/ai/cosmic/scripted.h"
#include "gavel/ai/cosmic/watch.h"
#include "gavel/games/cosmic/chapter.h"

namespace gavel::cosmic {

ChapterMind mind() {
  return mind_of<CosmicView, ScriptedAgent, TurnWatch>(chapter().id);
}

}  // namespace gavel::cosmic
