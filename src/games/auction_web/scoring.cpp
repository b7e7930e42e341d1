// Victory points: printed points, Extortion tokens, and end-game bonuses. Burmese
// Tricycle counts as whichever type scores its owner best; the choice is computed.

#include <algorithm>

#include "gavel/games/auction_web/state.h"

namespace gavel::auction_web {
namespace {

struct TypeCounts {
  int technology = 0;
  int food = 0;
  int landmark = 0;
  void add(PropertyType type) {
    if (type == PropertyType::technology) ++technology;
    if (type == PropertyType::food) ++food;
    if (type == PropertyType::landmark) ++landmark;
  }
};

// Bonuses with the tricycles counted as `tricycle_type`.
Score bonuses(const Cards& cards, const std::vector<Holding>& owned, PropertyType tricycle_type) {
  TypeCounts counts;
  bool pair_of_names = false;
  for (std::size_t i = 0; i < owned.size(); ++i) {
    const PropertyCard& card = cards.properties[static_cast<std::size_t>(owned[i].card)];
    counts.add(card.ability == Ability::burmese_tricycle ? tricycle_type : card.type);
    for (std::size_t j = 0; j < i && !pair_of_names; ++j) {
      pair_of_names = cards.properties[static_cast<std::size_t>(owned[j].card)].name == card.name;
    }
  }
  Score score;
  for (const Holding& h : owned) {
    int bonus = 0;
    switch (cards.properties[static_cast<std::size_t>(h.card)].ability) {
      case Ability::wasabi_ice_cream:
        bonus = counts.landmark == 2 ? 2 : 0;
        break;
      case Ability::dispensary_720:
        bonus = owned.size() < 6 ? 1 : 0;
        break;
      case Ability::half_and_half:
        bonus = counts.technology;
        break;
      case Ability::mount_poppie:
        bonus = counts.food == 1 ? 1 : 0;
        break;
      case Ability::plastic_free_harbor:
        bonus = counts.technology > 0 && counts.food > 0 && counts.landmark > 0 ? 2 : 0;
        break;
      case Ability::upper_yard:
        bonus = pair_of_names ? 2 : 0;
        break;
      default:
        break;
    }
    if (bonus > 0) score.bonus_by_card.push_back({h.card, bonus});
    score.bonuses += bonus;
  }
  return score;
}

}  // namespace

Score AuctionWebState::score(Seat seat) const {
  const Player& p = player(seat);
  Score best = bonuses(*cards_, p.properties, PropertyType::none);
  const bool tricycle =
      std::any_of(p.properties.begin(), p.properties.end(), [&](const Holding& h) {
        return cards_->properties[static_cast<std::size_t>(h.card)].ability ==
               Ability::burmese_tricycle;
      });
  // Only a tricycle's owner has a type to choose; everyone else scores one way.
  for (PropertyType type : {PropertyType::technology, PropertyType::food, PropertyType::landmark}) {
    if (!tricycle) break;
    Score candidate = bonuses(*cards_, p.properties, type);
    if (candidate.bonuses > best.bonuses) best = std::move(candidate);
  }
  for (const Holding& h : p.properties) {
    best.properties += cards_->properties[static_cast<std::size_t>(h.card)].victory_points;
  }
  best.tokens = p.tokens;
  return best;
}

}  // namespace gavel::auction_web
