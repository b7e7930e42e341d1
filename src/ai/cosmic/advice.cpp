#include "gavel/ai/cosmic/advice.h"

#include <cmath>

#include "gavel/ai/traits.h"
#include "gavel/core/text.h"
#include "gavel/games/cosmic/moves.h"
#include "reading.h"

namespace gavel::cosmic {

namespace {

// An encounter card of mine played as a main player, `times` its Kicker: my side's
// total with it, as the rules will count it, against what the other side's best
// attack likely is.
std::string card_why(const scripted::Reading& r, int id, int times) {
  const CosmicView& view = r.view;
  const Card* card = r.card(id);
  if (card == nullptr || (view.me != view.offense && view.me != view.defense)) return {};
  const Side mine = view.me == view.offense ? Side::offense : Side::defense;
  const Side theirs = mine == Side::offense ? Side::defense : Side::offense;
  const Seat other = mine == Side::offense ? view.defense : view.offense;
  const int their_base = r.total_with(theirs, 0);
  if (card->kind == CardKind::negotiate) {
    return "your side counts " + std::to_string(r.total_with(mine, 0)) + " before its card and " +
           seat_text(other) + "'s " + std::to_string(their_base) +
           ": this is better settled by a deal than fought.";
  }
  if (card->kind != CardKind::attack) return {};
  std::vector<std::string> parts;
  const int total = side_total(view, mine, card->value * times, &parts);
  if (view.upset) {
    return "under the upset the lower total wins: with it your side counts " +
           std::to_string(total) + " (" + join(parts, ", ") + ") against " + seat_text(other) +
           "'s " + std::to_string(their_base) + " before its card.";
  }
  // The least card that wins for the other side after what it has: ties go to the
  // defense.
  const int enough = total - their_base + (mine == Side::defense ? 1 : 0);
  const int odds = static_cast<int>(std::lround(100 * r.best_at_most(enough - 1, other)));
  return "with it your side counts " + std::to_string(total) + " (" + join(parts, ", ") + "); " +
         seat_text(other) + "'s side counts " + std::to_string(their_base) +
         " before its card and needs an attack of " + std::to_string(std::max(enough, 0)) +
         "+, which it holds about " + std::to_string(100 - odds) + "% of the time.";
}

}  // namespace

std::string why(const CosmicView& view, Move move) {
  const Traits even;
  const scripted::Reading r(view, even);
  const int payload = payload_of(move);
  switch (kind_of(move)) {
    case Kind::play:
      return card_why(r, payload, 1);
    case Kind::play_kicked:
      return card_why(r, payload / 8, payload % 8);
    case Kind::launch_from:
    case Kind::ally_from: {
      const int there = r.ships(payload, view.me);
      return view.planet_name(payload) + " holds " + counted(there, "ship", "ships") +
             ": it can spare one and stay your colony.";
    }
    case Kind::refuse:
      return "refusing keeps what you hold; accepting is yours to choose, and the board asks "
             "first.";
    case Kind::decline:
      return "the encounter is not worth your ships: you stay out of it.";
    case Kind::done:
      if (view.phase == Phase::launch || view.phase == Phase::ally_ships)
        return "the ships already sent are enough for what this encounter is worth.";
      return {};
    default:
      return {};
  }
}

}  // namespace gavel::cosmic
