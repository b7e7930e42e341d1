#include "gavel/ai/mintopia/mind.h"

#include "gavel/ai/mintopia/advice.h"
#include "gavel/ai/mintopia/blunder.h"
#include "gavel/ai/mintopia/scripted.h"
#include "gavel/games/mintopia/chapter.h"

namespace gavel::mintopia {

ChapterMind mind() {
  return mind_of<MintopiaView, ScriptedAgent>(chapter().id);
}

}  // namespace gavel::mintopia
