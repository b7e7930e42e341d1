#include "gavel/ai/mintopia/mind.h"

#include "gavel/ai/mintopia/advice.h"
#include "gavel/ai/mintopia/blunder.h"
#include "gavel/ai/mintopia/scripted.h"
#include "gavel/games/mintopia/chapter.h"
#include "gavel/games/mintopia/state.h"

namespace gavel::mintopia {

// What a searching rival plays out (minds.h, mind_of).
std::unique_ptr<State> sample(const MintopiaView& view, Rng& rng) {
  return MintopiaState::consistent_with(view, rng);
}

ChapterMind mind() {
  return mind_of<MintopiaView, ScriptedAgent>(chapter().id);
}

}  // namespace gavel::mintopia
