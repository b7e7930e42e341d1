// Techs: dealt two each and one kept face down after the aliens; at the start of every
// Regroup each player in turn from the offense may research (a ship from a colony onto
// its tech), complete it (its ships go home, and it works from then on, in the open),
// or use a completed once-only tech. Each effect acts at one place, through has_tech():
// the totals (tech_bonus), the launch (max_sent), the offense's win (anchored), a
// failed deal (deal.cpp), compensation (resolution.cpp), the end of an encounter
// (third_encounter, asked in turn.cpp), and the once-only uses below (use_moves,
// use_tech).

#include <algorithm>

#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {
namespace {

// The planets a seat may bring ships back to: its colonies, or its home planets
// when it has none (as in Regroup).
std::vector<int> home_landing(const S& s, Seat seat) {
  std::vector<int> to = Rules::colonies(s, seat);
  if (to.empty()) {
    for (int k = 0; k < s.planets_per_home(); ++k)
      to.push_back(seat * s.planets_per_home() + k);
  }
  std::sort(to.begin(), to.end());
  return to;
}

// The once-only techs used at a Regroup: their `use tech` moves when usable now.
void use_moves(const S& s, Seat seat, TechEffect effect, std::vector<Move>& moves) {
  switch (effect) {
    case TechEffect::recall:
      if (s.warp()[at(seat)] == 0) return;
      for (int planet : home_landing(s, seat))
        moves.push_back(make_move(Kind::use_tech, use_to_planet + planet));
      return;
    case TechEffect::survey:
      moves.push_back(make_move(Kind::use_tech, 0));
      return;
    case TechEffect::salvage: {
      std::vector<Card> seen;
      for (CardId card : s.discards()) {  // one move per kind: the lowest id
        if (std::find(seen.begin(), seen.end(), s.cards()[card]) != seen.end()) continue;
        seen.push_back(s.cards()[card]);
        moves.push_back(make_move(Kind::use_tech, 1 + card));
      }
      return;
    }
    default:
      return;
  }
}

}  // namespace

const Tech* Rules::tech_of(const S& s, Seat seat) {
  const int kept = s.techs_[seat];
  return kept == no_tech ? nullptr : &s.cards().techs[static_cast<std::size_t>(kept)];
}

bool Rules::has_tech(const S& s, Seat seat, TechEffect effect) {
  if (!s.with_techs_) return false;
  const Tech* tech = tech_of(s, seat);
  return tech != nullptr && tech->effect == effect && s.tech_stage_[seat] == TechStage::complete;
}

// After the aliens are kept (or at once without them): two techs each, or the cards.
void Rules::deal_techs_or_hands(S& s) {
  if (s.with_techs_) {
    s.phase_ = Phase::choose_tech;
    for (int tech = 0; tech < static_cast<int>(s.cards().techs.size()); ++tech)
      s.tech_pile_.push_back(tech);
    for (Seat seat = 0; seat < s.players_; ++seat)
      queue(s, {Draw::From::tech, seat, seat, techs_dealt});
    return;
  }
  deal_hands(s);
}

void Rules::deal_hands(S& s) {
  for (Seat seat = 0; seat < s.players_; ++seat)
    queue(s, {Draw::From::cosmic, seat, seat, hand_size});
  open_start_turn(s);
}

void Rules::begin_regroup(S& s) {
  if (!s.with_techs_) {
    begin_investing(s);
    return;
  }
  s.phase_ = Phase::research;
  s.tech_turns_.clear();
  for (int step = 0; step < s.players_; ++step)
    s.tech_turns_.push_back((s.encounter_.offense + step) % s.players_);
}

// The seats with nothing to do on their techs are passed over; then the offense regroups.
void Rules::next_tech_turn(S& s) {
  while (!s.tech_turns_.empty()) {
    std::vector<Move> moves;
    legal_tech(s, moves);
    if (moves.size() > 1) return;
    s.tech_turns_.erase(s.tech_turns_.begin());
  }
  begin_investing(s);
}

void Rules::legal_tech(const S& s, std::vector<Move>& moves) {
  if (s.phase_ == Phase::choose_tech) {
    for (int tech : s.tech_dealt_[at(s.to_move())])
      moves.push_back(make_move(Kind::keep_tech, tech));
    return;
  }
  const Seat seat = s.tech_turns_.front();
  const Tech* tech = tech_of(s, seat);
  if (tech == nullptr) return;
  const std::size_t before = moves.size();
  switch (s.tech_stage_[seat]) {
    case TechStage::research:
      if (s.research(seat) < tech->cost) {
        for (int planet : colonies(s, seat))
          moves.push_back(make_move(Kind::research, planet));
      } else {
        moves.push_back(make_move(Kind::complete_tech));
      }
      break;
    case TechStage::complete:
      use_moves(s, seat, tech->effect, moves);
      break;
    case TechStage::used:
      break;
  }
  if (moves.size() > before) moves.push_back(make_move(Kind::skip_tech));
}

void Rules::play_tech(S& s, Move move, Log& log) {
  const int payload = payload_of(move);
  if (kind_of(move) == Kind::keep_tech) {
    const Seat seat = s.to_move();
    s.techs_[seat] = payload;
    const Tech& tech = s.cards().techs[static_cast<std::size_t>(payload)];
    log.to_all(Words(seat_words(seat) + " keeps a tech face down.")
                   .by(seat, "You keep " + tech.name + " (research " + std::to_string(tech.cost) +
                                 "): " + tech.text));
    if (std::find(s.techs_.begin(), s.techs_.end(), no_tech) != s.techs_.end()) return;
    s.tech_pile_.clear();
    deal_hands(s);
    return;
  }
  const Seat seat = s.tech_turns_.front();
  s.tech_turns_.erase(s.tech_turns_.begin());  // one action a Regroup
  const Tech& tech = *tech_of(s, seat);
  auto& from = s.research_from_[seat];
  switch (kind_of(move)) {
    case Kind::research: {
      int& ships = s.planets_[static_cast<std::size_t>(payload)][at(seat)];
      --ships;
      from.push_back(payload);
      const std::string where = s.planet_name(payload);
      const std::string on = " (" + counted(s.research(seat), "ship", "ships") + " on it)";
      log.to_all(Words(seat_words(seat) + " moves a ship from " + where + " onto its tech" + on +
                       (ships == 0 ? "; that colony is gone." : "."))
                     .by(seat, "You move a ship from " + where + " onto " + tech.name + " (" +
                                   std::to_string(s.research(seat)) + " of " +
                                   std::to_string(tech.cost) + ")" +
                                   (ships == 0 ? "; that colony is gone." : ".")));
      break;
    }
    case Kind::complete_tech:
      for (int planet : from)
        ++s.planets_[static_cast<std::size_t>(home_for(s, seat, planet))][at(seat)];
      from.clear();
      s.tech_stage_[seat] = TechStage::complete;
      log.to_all(
          Words(seat_words(seat) + " completes its tech, " + tech.name + ": " + tech.text +
                " Its ships go home.")
              .by(seat, "You complete " + tech.name + ": " + tech.text + " Its ships go home."));
      break;
    case Kind::use_tech:
      use_tech(s, seat, payload, log);
      break;
    default:
      log.to_all(Words(seat_words(seat) + " leaves its tech as it is.")
                     .by(seat, "You leave your tech as it is."));
      break;
  }
}

// A once-only tech used up: Warp Recall, Deep Survey, Salvage Crew, and Relay Gate's
// third encounter (payload 0, from turn.cpp).
void Rules::use_tech(S& s, Seat seat, int payload, Log& log) {
  const Tech& tech = *tech_of(s, seat);
  s.tech_stage_[seat] = TechStage::used;
  std::string did;
  switch (tech.effect) {
    case TechEffect::recall: {
      const int planet = payload - use_to_planet;
      const int ships = s.warp_[at(seat)];
      s.warp_[at(seat)] = 0;
      s.planets_[static_cast<std::size_t>(planet)][at(seat)] += ships;
      did = ": " + counted(ships, "ship", "ships") + " return from the warp to " +
            s.planet_name(planet) + ".";
      break;
    }
    case TechEffect::survey:
      queue(s, {Draw::From::cosmic, seat, seat, 4});
      did = ": four cosmic cards are drawn.";
      break;
    case TechEffect::salvage: {
      const CardId card = payload - 1;
      s.discard_.erase(std::find(s.discard_.begin(), s.discard_.end(), card));
      auto& hand = s.hands_[seat];
      hand.insert(std::upper_bound(hand.begin(), hand.end(), card), card);
      did = ": " + card_name(s.cards()[card]) + " is taken from the discard pile.";
      break;
    }
    default:
      did = ": a third encounter.";
      break;
  }
  log.to_all(
      Words(seat_words(seat) + " uses " + tech.name + did).by(seat, "You use " + tech.name + did));
}

int Rules::tech_bonus(const S& s, Side side) {
  const Encounter& e = s.encounter_;
  const Seat main = side == Side::offense ? e.offense : e.defense;
  int bonus = 0;
  if (has_tech(s, main, TechEffect::drill)) bonus += 1;
  if (side == Side::defense && s.owner_of(e.planet) == main &&
      has_tech(s, main, TechEffect::home_guard))
    bonus += 2;
  return bonus;
}

// Anchor Field: the defense that loses attack against attack by 5 or less keeps one
// ship on the planet. Asked before anything of the loss is carried out.
int Rules::anchored(const S& s) {
  const Encounter& e = s.encounter_;
  if (!has_tech(s, e.defense, TechEffect::anchor) || s.ships_on(e.planet)[at(e.defense)] == 0)
    return 0;
  if (!both_attack(s)) return 0;
  const int margin = total(s, Side::offense) - total(s, Side::defense);
  return margin >= -5 && margin <= 5 ? 1 : 0;
}

// Relay Gate: after a successful second encounter the offense may have a third.
bool Rules::third_encounter(const S& s) {
  return s.encounter_.number == 2 && has_tech(s, s.encounter_.offense, TechEffect::extra);
}

}  // namespace gavel::cosmic
