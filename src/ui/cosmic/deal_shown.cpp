// Cosmic Encounter's deal as an act's introduction shows it: the aliens the player
// keeps one of, and a flare in hand of an alien nobody was dealt. The rivals' aliens
// are face down until each keeps one, after the player has chosen, so they are not
// shown.

#include "parts.h"

namespace gavel::ui::cosmic {

namespace {

const char* count_word(std::size_t count) {
  return count == 2 ? "two" : count == 3 ? "three" : "four";
}

}  // namespace

DealShown deal_shown(const View& view) {
  const auto* seen = dynamic_cast<const cs::CosmicView*>(&view);
  if (seen == nullptr || seen->dealt.empty()) return {};
  // A row each, so the page keeps its stakes and perks at 80x24: the rivals' aliens
  // are only face down, which the heading says.
  DealShown deal;
  deal.heading = std::string("The aliens: you keep one of your ") + count_word(seen->dealt.size()) +
                 "; the rivals' are face down";
  for (int alien : seen->dealt) {
    const auto which = static_cast<cs::Alien>(alien);
    deal.rows.push_back({cs::alien_name(which), cs::power_text(which)});
  }
  for (const cs::Card& card : seen->hand) {
    if (card.kind != cs::CardKind::flare) continue;
    const auto which = static_cast<cs::Alien>(card.value);
    deal.rows.push_back({"In hand", std::string("the ") + cs::alien_name(which) +
                                        " flare (an alien nobody was dealt): its Wild is yours"});
  }
  return deal;
}

}  // namespace gavel::ui::cosmic
