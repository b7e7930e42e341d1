// The deal an act's introduction shows: Cosmic Encounter's aliens as the player would
// know them on sitting down, read from the player's own view of the game dealt from
// the table's seed (campaign/table.h's table_preview), so nothing the rules keep from
// the player shows: the rivals' aliens are face down until each keeps one, after the
// player has chosen.

#include "gavel/campaign/table.h"
#include "gavel/core/error.h"
#include "gavel/games/cosmic/view.h"
#include "parts.h"

namespace gavel::ui::campaign_screens {

namespace {

const char* count_word(std::size_t count) {
  return count == 2 ? "two" : count == 3 ? "three" : "four";
}

}  // namespace

TableDeal table_deal(const Desk& desk) {
  const cp::Run& run = desk.run;
  if (run.chapter() != "cosmic-lucre") return {};
  std::unique_ptr<View> view;
  try {
    view = cp::table_preview(run, desk.content(), desk.campaign.content_dir);
  } catch (const Error&) {
    return {};  // content the table cannot be dealt from: sitting down says why
  }
  const auto* seen = dynamic_cast<const cosmic::CosmicView*>(view.get());
  if (seen == nullptr || seen->dealt.empty()) return {};
  // A row each, so the page keeps its stakes and perks at 80x24: the rivals' aliens
  // are only face down, which the heading says.
  TableDeal deal;
  deal.heading = std::string("The aliens: you keep one of your ") + count_word(seen->dealt.size()) +
                 "; the rivals' are face down";
  for (int alien : seen->dealt) {
    const auto which = static_cast<cosmic::Alien>(alien);
    deal.rows.push_back({cosmic::alien_name(which), cosmic::power_text(which)});
  }
  for (const cosmic::Card& card : seen->hand) {
    if (card.kind != cosmic::CardKind::flare) continue;
    const auto which = static_cast<cosmic::Alien>(card.value);
    deal.rows.push_back({"In hand", std::string("the ") + cosmic::alien_name(which) +
                                        " flare (an alien nobody was dealt): its Wild is yours"});
  }
  return deal;
}

}  // namespace gavel::ui::campaign_screens
