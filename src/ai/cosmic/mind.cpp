#include "gavel/ai/cosmic/mind.h"

#include "gavel/ai/cosmic/advice.h"
#include "gavel/ai/cosmic/blunder.h"
#include "gavel/ai/cosmic/scripted.h"
#include "gavel/ai/cosmic/watch.h"
#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/cosmic/view.h"

namespace gavel::cosmic {

// What a searching rival plays out (minds.h, mind_of).
std::unique_ptr<State> sample(const CosmicView& view, Rng& rng) {
  return CosmicState::consistent_with(view, rng);
}

// Where a seat stands when a playout stops short of the end: its foreign colonies,
// less a little for each of its ships in the warp, and a little more for each card in
// hand and each Lucre it holds.
double standing(const CosmicView& view) {
  const auto me = static_cast<std::size_t>(view.me);
  return view.foreign_colonies(view.me) - 0.05 * view.warp[me] + 0.03 * view.hand_sizes[view.me] +
         0.02 * (view.lucre_on ? view.lucre[view.me] : 0);
}

ChapterMind mind() {
  return mind_of<CosmicView, ScriptedAgent, TurnWatch>(chapter().id);
}

}  // namespace gavel::cosmic
