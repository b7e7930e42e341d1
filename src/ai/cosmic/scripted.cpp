#include "gavel/ai/cosmic/scripted.h"

#include "reading.h"

namespace gavel::cosmic {

Move scripted_move(const CosmicView& table, const std::vector<Move>& legal, const Traits& traits,
                   Rng& rng) {
  const scripted::Reading r(table, traits);
  if (is_lucre(table.phase)) return scripted::choose_lucre(r, legal, rng);
  switch (table.phase) {
    case Phase::choose_alien:
      return scripted::choose_alien(r, legal, rng);
    case Phase::powers:
      return scripted::choose_power(r, legal);
    case Phase::choose_tech:
      return scripted::choose_tech(r, legal, rng);
    case Phase::research:
      return scripted::choose_research(r, legal);
    case Phase::regroup:
      return scripted::choose_regroup(r, legal, rng);
    case Phase::destiny:
      return scripted::choose_destiny(r, legal, rng);
    case Phase::reestablish:
      return scripted::choose_ships(r, legal, rng, 3);
    case Phase::aim:
      return scripted::choose_aim(r, legal, rng);
    case Phase::launch:
      return scripted::choose_launch(r, legal, rng);
    case Phase::invite_offense:
    case Phase::invite_defense:
      return scripted::choose_invite(r, legal, rng);
    case Phase::answer:
      return scripted::choose_answer(r, legal, rng);
    case Phase::ally_ships:
      return scripted::choose_ally_ships(r, legal, rng);
    case Phase::plan_offense:
    case Phase::plan_defense:
      return scripted::choose_card(r, legal, rng);
    case Phase::regroup_window:
    case Phase::alliance_window:
    case Phase::reinforce:
    case Phase::deal_window:
    case Phase::card_zap:
      return scripted::choose_window(r, legal, rng);
    case Phase::reward:
      return scripted::choose_reward(r, legal, rng);
    case Phase::deal_offer:
    case Phase::deal_lucre:
      return scripted::choose_offer(r, legal, rng);
    case Phase::deal_answer:
      return scripted::choose_deal_answer(r, legal);
    case Phase::deal_land:
      return scripted::choose_deal_land(r, legal, rng);
    case Phase::deal_give:
      return scripted::choose_give(r, legal);
    case Phase::deal_loss:
      return scripted::choose_loss(r, legal, rng);
    case Phase::second:
      return scripted::choose_second(r, legal);
    default:
      // Every phase a seat decides in is above; the rest are chance's.
      return legal.front();
  }
}

}  // namespace gavel::cosmic
