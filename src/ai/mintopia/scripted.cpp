#include "gavel/ai/mintopia/scripted.h"

#include "gavel/core/error.h"
#include "reading.h"

namespace gavel::mintopia {

ScriptedAgent::ScriptedAgent(std::string name, Traits traits)
    : name_(std::move(name)), traits_(traits) {}

Move ScriptedAgent::choose(const View& view, const std::vector<Move>& legal, Rng& rng) {
  const auto* city = dynamic_cast<const MintopiaView*>(&view);
  if (city == nullptr) throw Error("the scripted New Mintopia City rival needs its own view");
  if (legal.size() == 1) return legal.front();
  const scripted::Reading reading(*city, traits_);
  switch (city->phase) {
    case Phase::choose:
      return scripted::choose_lot(reading, legal, rng);
    case Phase::open_bid:
      return scripted::choose_bid(reading, legal, rng);
    case Phase::answer:
      return scripted::choose_answer(reading, legal);
    case Phase::share:
      return scripted::choose_share(reading, legal);
    case Phase::commit:
      return scripted::choose_commit(reading, legal, rng);
    case Phase::name_chooser:
      return scripted::choose_chooser(reading, legal);
    case Phase::pick_pair:
      return scripted::choose_pair(reading, legal);
    case Phase::ai_answer:
      return scripted::choose_ai_answer(reading, legal);
    case Phase::place:
      return scripted::choose_place(reading, legal, rng);
    case Phase::deed_place:
    case Phase::utility:
    case Phase::production:
      return scripted::choose_ending(reading, legal);
    default:
      // Every phase a seat decides in is above; the rest are chance's.
      return legal.front();
  }
}

}  // namespace gavel::mintopia
