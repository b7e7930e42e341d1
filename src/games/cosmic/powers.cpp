// The aliens: dealt two each and one kept, in seat order, before the cards are dealt;
// and the powers that act before Planning (Mutant, Mind, Trader, Loser, Oracle). The
// other powers act where their rule is: totals (resolution.cpp), the warp
// (galaxy.cpp), sending ships (launch.cpp), joining alliances (launch.cpp).

#include <algorithm>

#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {
int Rules::home_colonies(const S& s, Seat seat) {
  return static_cast<int>(home_planets(s, seat, true).size());
}

bool Rules::has_power(const S& s, Seat seat, Alien alien) {
  return s.with_aliens_ && s.aliens_[seat] == static_cast<int>(alien) &&
         (s.encounter_.zapped & (1 << seat)) == 0 && home_colonies(s, seat) >= power_home_colonies;
}

Seat Rules::opponent(const S& s, Seat seat) {
  return seat == s.encounter_.offense ? s.encounter_.defense : s.encounter_.offense;
}

bool Rules::reads_hand(const S& s, Seat seat) {
  const Encounter& e = s.encounter();
  const bool choosing = s.phase() == Phase::powers || s.phase() == Phase::plan_offense ||
                        s.phase() == Phase::plan_defense;
  return choosing && (seat == e.offense || seat == e.defense) &&
         (has_power(s, seat, Alien::mind) || wild(s, Alien::mind, seat));
}

int Rules::max_sent(const S& s, Seat seat) {
  if (has_power(s, seat, Alien::macron)) return super(s, Alien::macron) == seat ? 2 : 1;
  const bool wide_gate = seat == s.encounter_.offense && has_tech(s, seat, TechEffect::wide_gate);
  return wide_gate ? max_launch + 1 : max_launch;
}

// Chance deals two aliens to each seat; the cards are dealt once all have chosen. The
// known flare is drawn after every alien is dealt, so it is one of an alien out of
// play whatever is kept.
void Rules::deal_aliens(S& s, int extra, bool known_flare) {
  s.phase_ = Phase::choose_alien;
  for (int alien = 0; alien < alien_count; ++alien)
    s.alien_pile_.push_back(alien);
  for (Seat seat = 0; seat < s.players_; ++seat)
    queue(s, {Draw::From::alien, seat, seat, aliens_dealt + (seat == 0 ? extra : 0)});
  if (known_flare) queue(s, {Draw::From::undealt_flare, 0, 0, 1});
}

void Rules::legal_alien(const S& s, std::vector<Move>& moves) {
  for (int alien : s.dealt_[at(s.to_move())])
    moves.push_back(make_move(Kind::keep_alien, alien));
}

void Rules::play_alien(S& s, Move move, Log& log) {
  const Seat seat = s.to_move();
  const int alien = payload_of(move);
  s.aliens_[seat] = alien;
  const std::string name = alien_name(static_cast<Alien>(alien));
  log.to_all(
      Words(seat_words(seat) + " is the " + name + ": " + power_text(static_cast<Alien>(alien)))
          .by(seat, "You are the " + name + ": " + power_text(static_cast<Alien>(alien))));
  if (std::find(s.aliens_.begin(), s.aliens_.end(), no_alien) != s.aliens_.end()) return;
  // Everyone has chosen: the kept aliens' flares join the cosmic deck, and the deal.
  s.unused_flares_.clear();
  for (int other = 0; other < alien_count; ++other) {
    const CardId flare = s.cards().flares[static_cast<std::size_t>(other)];
    const bool kept = std::find(s.aliens_.begin(), s.aliens_.end(), other) != s.aliens_.end();
    const bool held = std::any_of(s.hands_.begin(), s.hands_.end(), [&](const auto& hand) {
      return std::find(hand.begin(), hand.end(), flare) != hand.end();
    });  // a known flare, drawn with the aliens
    if (!held) (kept ? s.deck_ : s.unused_flares_).push_back(flare);
  }
  std::sort(s.deck_.begin(), s.deck_.end());
  deal_techs_or_hands(s);
}

// Before cards are chosen, the offense's power first, then the defense's: Mutant
// draws and Trader and Loser are asked (Phase::powers); advance() opens Planning
// once the draws and the questions are done.
void Rules::before_planning(S& s, Log& log) {
  Encounter& e = s.encounter_;
  e.power_turns.clear();
  for (Seat seat : {e.offense, e.defense}) {
    if (has_power(s, seat, Alien::mutant)) {
      const bool ten = super(s, Alien::mutant) == seat;  // its Super
      const int missing = (ten ? 10 : hand_size) - static_cast<int>(s.hand(seat).size());
      const std::string to = ten ? "ten" : "eight";
      if (missing > 0) {
        log.to_all(Words(seat_words(seat) + ", the Mutant, fills its hand to " + to + ".")
                       .by(seat, "As the Mutant you fill your hand to " + to + "."));
        queue(s, {Draw::From::cosmic, seat, seat, missing});
      }
    }
    // A Loser is not asked once the Loser's Wild has called the upset.
    if (has_power(s, seat, Alien::trader) || (has_power(s, seat, Alien::loser) && !e.upset))
      e.power_turns.push_back(seat);
  }
  s.phase_ = Phase::powers;
}

void Rules::legal_power(const S& s, std::vector<Move>& moves) {
  (void)s;
  moves.push_back(make_move(Kind::power, 0));
  moves.push_back(make_move(Kind::power, 1));
}

void Rules::play_power(S& s, Move move, Log& log) {
  Encounter& e = s.encounter_;
  const Seat seat = e.power_turns.front();
  e.power_turns.erase(e.power_turns.begin());
  const Seat other = opponent(s, seat);
  const bool use = payload_of(move) == 1;
  if (has_power(s, seat, Alien::trader)) {
    if (use) {
      std::swap(s.hands_[seat], s.hands_[other]);
      log.to_all(
          Words(seat_words(seat) + ", the Trader, swaps hands with " + seat_words(other) + ".")
              .by(seat, "As the Trader you swap hands with " + seat_words(other) + ".")
              .to(other, seat_words(seat) + ", the Trader, swaps hands with you."));
    } else {
      log.to_all(Words(seat_words(seat) + ", the Trader, keeps its hand.")
                     .by(seat, "You keep your hand."));
    }
  } else if (use) {
    e.upset = true;
    log.to_all(Words(seat_words(seat) + ", the Loser, calls an upset: the lower total wins.")
                   .by(seat, "As the Loser you call an upset: the lower total wins."));
  } else {
    log.to_all(
        Words(seat_words(seat) + ", the Loser, calls no upset.").by(seat, "You call no upset."));
  }
}

// Planning opens: the Mind reads the hand its opponent holds now (after a Mutant's
// draw or a Trader's swap), and the Oracle's opponent lays its card first and face up;
// the Mind's and the Oracle's Wilds do the same, and the Mind's Super reads the allies.
void Rules::start_planning(S& s, Log& log) {
  if (ask_invested(s)) return;  // its owner says first which way invested Lucre counts
  Encounter& e = s.encounter_;
  const auto read = [&](Seat seat, Seat other, const std::string& as) {
    std::vector<std::string> names;
    for (CardId card : s.hand(other))
      names.push_back(card_name(s.cards()[card]));
    const std::string who = as.empty() ? seat_words(seat) : seat_words(seat) + ", the " + as + ",";
    log.to(Audience::everyone().without(seat).without(other),
           who + " reads " + seat_words(other) + "'s hand.");
    log.to(other, who + " reads your hand.");
    log.to(seat, (as.empty() ? std::string("You read ") : "As the " + as + " you read ") +
                     seat_words(other) + "'s hand: " +
                     (names.empty() ? std::string("no cards") : join(names, ", ")) + ".");
  };
  for (Seat seat : {e.offense, e.defense}) {
    if (has_power(s, seat, Alien::mind)) read(seat, opponent(s, seat), "Mind");
    if (wild(s, Alien::mind, seat)) read(seat, opponent(s, seat), "");
    if (super(s, Alien::mind) != seat) continue;
    for (Seat ally = 0; ally < s.players_; ++ally) {
      if (e.side[at(ally)] != Side::none) read(seat, ally, "Mind");
    }
  }
  const auto oracle = [&](Seat seat) {
    return has_power(s, seat, Alien::oracle) || wild(s, Alien::oracle, seat);
  };
  const bool offense_oracle = oracle(e.offense);
  const bool defense_oracle = oracle(e.defense);
  e.face_up = nobody;
  if (offense_oracle != defense_oracle) e.face_up = offense_oracle ? e.defense : e.offense;
  s.phase_ = e.face_up == e.defense ? Phase::plan_defense : Phase::plan_offense;
  log.to_all("Planning: the main players choose their encounter cards.");
}

}  // namespace gavel::cosmic
