// Facts that scenario files check with `expect:` lines (man page, COSMIC ENCOUNTER):
// "phase", "offense", "defense", "planet", "colonies.N", "warp.N", "hand.N" (the
// cards, by name), "cards.N" (how many), "ships.PLANET" ("R4 B1": each colour's
// ships there), "total.offense", "deck", "discards", "reward-deck", "turn-number",
// "face-up" (the card laid face up for an Oracle, until the reveal), "kicker.offense"
// and "kicker.defense" (the Kicker laid with the card, or none); and the techs as
// everyone sees them: "tech.N" (its name once complete, "hidden" before, "none"),
// "research.N" (ships on it), "tech-done.N" and "tech-used.N" (yes/no); and Lucre:
// "lucre.N" (free), "bank", "invested.PLANET", "market" (the cards' names, left to
// right), "auction-deck", "auction-discards" (how many) and "drawn" (cards drawn to
// choose from).

#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {
namespace {

const char* phase_name(Phase phase) {
  static const char* const names[] = {"choose-alien",
                                      "choose-tech",
                                      "start-turn",
                                      "regroup",
                                      "research",
                                      "destiny",
                                      "reestablish",
                                      "aim",
                                      "launch",
                                      "invite-offense",
                                      "invite-defense",
                                      "answer",
                                      "ally-ships",
                                      "powers",
                                      "plan-offense",
                                      "plan-defense",
                                      "regroup-window",
                                      "alliance-window",
                                      "reinforce",
                                      "deal-window",
                                      "card-zap",
                                      "reward",
                                      "deal-offer",
                                      "deal-answer",
                                      "deal-land",
                                      "deal-give",
                                      "deal-loss",
                                      "second",
                                      "over",
                                      "invest",
                                      "lucre-count",
                                      "call-auction",
                                      "bid",
                                      "pay",
                                      "carry-out",
                                      "choose-drawn",
                                      "discard-card",
                                      "move-ships",
                                      "free-ships",
                                      "rebirth",
                                      "rebirth-land",
                                      "extra-tech",
                                      "deal-lucre"};
  static_assert(std::size(names) == static_cast<std::size_t>(Phase::deal_lucre) + 1);
  return names[static_cast<int>(phase)];
}

}  // namespace

std::optional<std::string> CosmicState::chapter_fact(std::string_view name) const {
  const Encounter& e = encounter_;
  if (name == "phase") return std::string(phase_name(phase_));
  if (name == "upset") return std::string(e.upset ? "yes" : "no");
  if (const auto seat = index_after(name, "alien.", players_)) {
    return alien(*seat) == no_alien ? "none" : alien_name(static_cast<Alien>(alien(*seat)));
  }
  if (const auto seat = index_after(name, "power.", players_)) {
    const bool on = alien(*seat) != no_alien &&
                    Rules::has_power(*this, *seat, static_cast<Alien>(alien(*seat)));
    return std::string(on ? "on" : "off");
  }
  if (const auto seat = index_after(name, "tech.", players_)) {
    if (tech(*seat) == no_tech) return std::string("none");
    if (tech_stage(*seat) == TechStage::research) return std::string("hidden");
    return Rules::tech_of(*this, *seat)->name;
  }
  if (const auto seat = index_after(name, "research.", players_))
    return std::to_string(research(*seat));
  if (const auto seat = index_after(name, "tech-done.", players_))
    return std::string(tech_stage(*seat) != TechStage::research ? "yes" : "no");
  if (const auto seat = index_after(name, "tech-used.", players_))
    return std::string(tech_stage(*seat) == TechStage::used ? "yes" : "no");
  if (name.starts_with("flare.")) {  // "flare.human": "none", "wild 2" or "super 0"
    const auto alien = alien_of(name.substr(6));
    if (!alien) return std::nullopt;
    for (const auto& [which, seat] : e.flares) {
      if (which == static_cast<int>(*alien))
        return (aliens_[seat] == which ? "super " : "wild ") + std::to_string(seat);
    }
    return std::string("none");
  }
  if (const auto seat = index_after(name, "points.", players_))
    return std::to_string(warrior_points(*seat));
  if (name == "turn-number") return std::to_string(turn_);  // "turn" is whose move it is
  if (name == "offense") return std::to_string(e.offense);
  if (name == "defense") return e.defense == nobody ? "none" : std::to_string(e.defense);
  if (name == "planet") return e.planet < 0 ? "none" : planet_name(e.planet);
  if (name == "encounter") return std::to_string(e.number);
  if (name == "deck") return std::to_string(deck_.size());
  if (name == "discards") return std::to_string(discard_.size());
  if (name == "reward-deck") return std::to_string(reward_deck_.size());
  if (name == "reward-discards") return std::to_string(reward_discard_.size());
  if (name == "destiny-deck") return std::to_string(destiny_deck_.size());
  if (name == "total.offense" || name == "total.defense") {
    if (e.offense_card == no_card || e.defense_card == no_card) return "none";
    return std::to_string(
        Rules::total(*this, name == "total.offense" ? Side::offense : Side::defense));
  }
  if (name == "kicker.offense" || name == "kicker.defense") {
    const CardId kicker = name == "kicker.offense" ? e.offense_kicker : e.defense_kicker;
    return kicker == no_card ? "none" : card_name((*cards_)[kicker]);
  }
  if (name == "face-up") {
    const CardId laid = e.face_up == e.offense   ? e.offense_card
                        : e.face_up == e.defense ? e.defense_card
                                                 : no_card;
    return laid == no_card || e.revealed ? "none" : card_name((*cards_)[laid]);
  }
  if (const auto seat = index_after(name, "colonies.", players_))
    return std::to_string(foreign_colonies(*seat));
  if (const auto seat = index_after(name, "warp.", players_))
    return std::to_string(warp_[static_cast<std::size_t>(*seat)]);
  if (const auto seat = index_after(name, "cards.", players_))
    return std::to_string(hand(*seat).size());
  if (const auto seat = index_after(name, "hand.", players_)) {
    std::vector<std::string> names;
    for (CardId card : hand(*seat))
      names.push_back(card_name((*cards_)[card]));
    return names.empty() ? "none" : join(names, ", ");
  }
  if (const auto seat = index_after(name, "sent.", players_))
    return std::to_string(Rules::sent(*this, *seat));
  if (const auto seat = index_after(name, "lucre.", players_)) return std::to_string(lucre(*seat));
  if (name == "bank") return std::to_string(bank_);
  if (name == "auction-deck") return std::to_string(auction_deck_.size());
  if (name == "auction-discards") return std::to_string(auction_discard_.size());
  if (name == "market" || name == "drawn") {
    std::vector<std::string> names;
    if (name == "market") {
      for (int card : market_)
        names.push_back(cards_->auctions[static_cast<std::size_t>(card)].name);
    } else {
      for (CardId card : drawn_)
        names.push_back(card_name((*cards_)[card]));
    }
    return names.empty() ? "none" : join(names, ", ");
  }
  if (name.starts_with("invested.")) {
    const auto planet = planet_of(name.substr(9));
    if (!planet) return std::nullopt;
    return std::to_string(invested(*planet));
  }
  if (name.starts_with("ships.")) {
    const auto planet = planet_of(name.substr(6));
    if (!planet) return std::nullopt;
    std::vector<std::string> parts;
    for (Seat seat = 0; seat < players_; ++seat) {
      const int ships = ships_on(*planet)[static_cast<std::size_t>(seat)];
      if (ships > 0) parts.push_back(std::string(1, colour_letter(seat)) + std::to_string(ships));
    }
    return parts.empty() ? "none" : join(parts, " ");
  }
  return std::nullopt;
}

}  // namespace gavel::cosmic
