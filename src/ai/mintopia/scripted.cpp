#include "gavel/ai/mintopia/scripted.h"

#include "reading.h"

namespace gavel::mintopia {

Move scripted_move(const MintopiaView& city, const std::vector<Move>& legal, const Traits& traits,
                   Rng& rng) {
  const scripted::Reading reading(city, traits);
  switch (city.phase) {
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
