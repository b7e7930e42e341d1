// Resolution: attack against attack (ties to the defense), attack against negotiate
// (compensation), morph, the defensive allies' rewards; negotiate against negotiate
// opens a deal (deal.cpp).

#include <algorithm>

#include "gavel/core/text.h"
#include "gavel/games/cosmic/total.h"
#include "rules.h"

namespace gavel::cosmic {
namespace {

// The Warrior earns a point for an encounter it wins as a main player, two for one it loses.
void earn_points(const S& s, Seat seat, bool won, BySeat<int>& points) {
  if (Rules::has_power(s, seat, Alien::warrior)) points[seat] += won ? 1 : 2;
}

}  // namespace

void Rules::offense_wins(S& s, Log& log) {
  Encounter& e = s.encounter_;
  const int stay = anchored(s);  // before the Warrior's points change the totals
  earn_points(s, e.offense, true, s.points_);
  earn_points(s, e.defense, false, s.points_);
  log.to_all(
      Words(Rules::seat_words(e.offense) + " wins the encounter and lands on " +
            s.planet_name(e.planet) + ".")
          .by(e.offense, "You win the encounter and land on " + s.planet_name(e.planet) + ".")
          .to(e.defense, Rules::seat_words(e.offense) + " wins the encounter: your ships on " +
                             s.planet_name(e.planet) +
                             (!ships_go_home(s, e.defense) ? " go to the warp."
                              : has_power(s, e.defense, Alien::zombie)
                                  ? " stay, as the Zombie's never go to the warp."
                                  : " stay, as the Zombie's flare keeps them from the warp.")));
  if (stay > 0) {
    log.to_all(Words(seat_words(e.defense) + "'s " + tech_of(s, e.defense)->name +
                     " keeps one of its ships on " + s.planet_name(e.planet) + ".")
                   .by(e.defense, "Your " + tech_of(s, e.defense)->name +
                                      " keeps one of your ships on " + s.planet_name(e.planet) +
                                      "."));
  }
  Rules::to_warp(s, e.defense, s.ships_on(e.planet)[at(e.defense)] - stay);
  take_invested(s, log);
  for (Seat seat = 0; seat < s.players_; ++seat) {
    if (e.side[at(seat)] == Side::defense) Rules::warp_sent(s, seat);
    if (seat == e.offense || e.side[at(seat)] == Side::offense) Rules::land_sent(s, seat, e.planet);
  }
  e.success = true;
}

void Rules::defense_wins(S& s, Log& log) {
  Encounter& e = s.encounter_;
  earn_points(s, e.defense, true, s.points_);
  earn_points(s, e.offense, false, s.points_);
  // The Zombie's ships, or those a Zombie flare covers, go home instead.
  const std::string where =
      ships_go_home(s, e.offense) ? "go home, not to the warp." : "go to the warp.";
  log.to_all(
      Words(Rules::seat_words(e.defense) + " holds " + s.planet_name(e.planet) +
            ": the offense's ships " + where)
          .to(e.defense, "You hold " + s.planet_name(e.planet) + ": the offense's ships " + where)
          .by(e.offense, "You lose the encounter: your ships " + where));
  for (Seat step = 1; step <= s.players_; ++step) {
    const Seat seat = (e.offense + step) % s.players_;
    if (seat == e.offense || e.side[at(seat)] == Side::offense) Rules::warp_sent(s, seat);
    if (e.side[at(seat)] == Side::defense) {
      if (e.ionic_gas) {
        log.to_all(Words("The Ionic Gas leaves " + seat_words(seat) + " no reward.")
                       .to(seat, "The Ionic Gas leaves you no reward."));
      } else {
        e.rewards.emplace_back(seat, Rules::sent(s, seat));
      }
      Rules::send_home(s, seat);
    }
  }
}

// The negotiator that lost takes a card at random from the winner per ship it lost,
// one more with a Crooked Deal and one more with War Insurance, all of it times its Kicker.
static void compensate(S& s, Seat negotiator, Seat winner, int lost, Log& log) {
  if (lost == 0) return;
  if (s.encounter().ionic_gas) {
    log.to_all(Words("The Ionic Gas leaves " + Rules::seat_words(negotiator) + " no compensation.")
                   .to(negotiator, "The Ionic Gas leaves you no compensation."));
    return;
  }
  const Side side = negotiator == s.encounter().offense ? Side::offense : Side::defense;
  const int insured = Rules::has_tech(s, negotiator, TechEffect::insurance) ? 1 : 0;
  const int pacified = Rules::wild(s, Alien::pacifist, negotiator) ? 2 : 0;  // its Wild
  const int count =
      (lost + (Rules::crooked(s, side) ? 1 : 0) + insured + pacified) * Rules::kicker(s, side);
  if (count == 0) {
    log.to_all(Words(Rules::seat_words(negotiator) + "'s Kicker x0 leaves it no compensation.")
                   .by(negotiator, "Your Kicker x0 leaves you no compensation."));
    return;
  }
  const std::string cards = counted(count, "card", "cards");
  log.to_all(Words(Rules::seat_words(negotiator) + " takes " + cards + " of compensation from " +
                   Rules::seat_words(winner) + ".")
                 .by(negotiator, "You take " + cards + " of compensation from " +
                                     Rules::seat_words(winner) + ".")
                 .to(winner, Rules::seat_words(negotiator) + " takes " + cards +
                                 " of compensation from you."));
  Rules::queue(s, {Draw::From::hand, negotiator, winner, count});
}

// A morph is a copy of the other card; under Emotion Control an attack is a negotiate.
Card Rules::effective(const S& s, Side side) {
  const Encounter& e = s.encounter_;
  const CardId mine = side == Side::offense ? e.offense_card : e.defense_card;
  const CardId theirs = side == Side::offense ? e.defense_card : e.offense_card;
  const Card& card = s.cards()[mine];
  const Card copied = card.kind == CardKind::morph ? s.cards()[theirs] : card;
  if (s.encounter_.emotion_control && copied.kind == CardKind::attack)
    return Card{CardKind::negotiate, 0, copied.reward};
  return copied;
}

// The encounter as the shared count (total.h) asks it, from the whole state.
struct Rules::StateTable {
  const S& s;
  Seat main(Side side) const {
    return side == Side::offense ? s.encounter_.offense : s.encounter_.defense;
  }
  bool has_power(Seat seat, Alien alien) const { return Rules::has_power(s, seat, alien); }
  bool wild(Alien alien, Seat seat) const { return Rules::wild(s, alien, seat); }
  Seat super(Alien alien) const { return Rules::super(s, alien); }
  int own_ships(Side side) const {
    return side == Side::offense ? Rules::sent(s, s.encounter_.offense)
                                 : s.ships_on(s.encounter_.planet)[at(s.encounter_.defense)];
  }
  int sent(Seat seat) const { return Rules::sent(s, seat); }
  Side side_of(Seat seat) const { return s.encounter_.side[at(seat)]; }
  int players() const { return s.players_; }
  int reinforcement(Side side) const {
    return s.encounter_.reinforcement[static_cast<std::size_t>(side)];
  }
  int warp(Seat seat) const { return s.warp_[at(seat)]; }
  int points(Seat seat) const { return s.points_[seat]; }
  int foreign_colonies(Seat seat) const { return s.foreign_colonies(seat); }
  int tech_bonus(Side side) const { return Rules::tech_bonus(s, side); }
  int invested_bonus(Side side) const { return Rules::invested_bonus(s, side); }
};

int Rules::total(const S& s, Side side, std::vector<std::string>* parts) {
  return count_total(StateTable{s}, side, effective(s, side).value * kicker(s, side), parts);
}

void Rules::resolve(S& s, Log& log) {
  Encounter& e = s.encounter_;
  const Card& offense_card = s.cards()[e.offense_card];
  const Card& defense_card = s.cards()[e.defense_card];
  const Card offense_plays = effective(s, Side::offense);
  const Card defense_plays = effective(s, Side::defense);
  discard(s, e.offense_card);
  discard(s, e.defense_card);
  discard_kickers(s);
  s.phase_ = Phase::reward;  // rewards and compensation, then the encounter ends
  // A Human whose power was zapped wins for its side, whatever the cards.
  for (Seat main : {e.offense, e.defense}) {
    if ((e.zapped & (1 << main)) == 0 || s.aliens_[main] != static_cast<int>(Alien::human) ||
        home_colonies(s, main) < power_home_colonies)
      continue;
    log.to_all(Words(seat_words(main) + ", the Human, was zapped: its side wins.")
                   .by(main, "Your power was zapped: as the Human, your side wins."));
    if (main == e.offense) {
      offense_wins(s, log);
    } else {
      defense_wins(s, log);
    }
    return;
  }
  if (offense_card.kind == CardKind::morph && defense_card.kind == CardKind::morph) {
    log.to_all(
        "Morph against morph: both sides lose, and every ship in the encounter goes to "
        "the warp.");
    earn_points(s, e.offense, false, s.points_);
    earn_points(s, e.defense, false, s.points_);
    to_warp(s, e.defense, s.ships_on(e.planet)[at(e.defense)]);
    for (Seat seat = 0; seat < s.players_; ++seat)
      warp_sent(s, seat);
    return;
  }
  const bool offense_attacks = offense_plays.kind == CardKind::attack;
  const bool defense_attacks = defense_plays.kind == CardKind::attack;
  if (offense_attacks && defense_attacks) {
    std::vector<std::string> offense_parts;
    std::vector<std::string> defense_parts;
    const int offense_total = total(s, Side::offense, &offense_parts);
    const int defense_total = total(s, Side::defense, &defense_parts);
    e.totals_counted = true;
    e.counted_totals[static_cast<std::size_t>(Side::offense)] = offense_total;
    e.counted_totals[static_cast<std::size_t>(Side::defense)] = defense_total;
    const auto terms = [](const std::vector<std::string>& parts) {
      return " (" + (parts.empty() ? std::string("nothing") : join(parts, ", ")) + ")";
    };
    log.to_all("Totals: offense " + std::to_string(offense_total) + terms(offense_parts) +
               ", defense " + std::to_string(defense_total) + terms(defense_parts) +
               (offense_total == defense_total ? "; a tie goes to the defense." : "."));
    // A tie goes to the defense, upset or not.
    const bool offense_ahead =
        e.upset ? offense_total < defense_total : offense_total > defense_total;
    if (offense_ahead) {
      offense_wins(s, log);
    } else {
      defense_wins(s, log);
    }
    return;
  }
  // The Pacifist's negotiate beats an attack outright: no compensation.
  const Seat pacifist =
      !offense_attacks && defense_attacks && has_power(s, e.offense, Alien::pacifist) &&
              offense_plays.kind == CardKind::negotiate
          ? e.offense
      : offense_attacks && !defense_attacks && has_power(s, e.defense, Alien::pacifist) &&
              defense_plays.kind == CardKind::negotiate
          ? e.defense
          : nobody;
  if (pacifist != nobody) {
    log.to_all(Words(seat_words(pacifist) + ", the Pacifist, wins with a negotiate.")
                   .by(pacifist, "As the Pacifist you win with a negotiate."));
    const Seat loser = opponent(s, pacifist);
    const int lost = pacifist == e.offense ? s.ships_on(e.planet)[at(loser)] : sent(s, loser);
    if (pacifist == e.offense) {
      offense_wins(s, log);
    } else {
      defense_wins(s, log);
    }
    // Its Super: the loser pays compensation as a losing negotiator would take it.
    if (super(s, Alien::pacifist) == pacifist) compensate(s, pacifist, loser, lost, log);
    return;
  }
  if (offense_attacks) {  // against a negotiate: the defense's ships there are lost
    const int lost = s.ships_on(e.planet)[at(e.defense)];
    offense_wins(s, log);
    compensate(s, e.defense, e.offense, lost, log);
    return;
  }
  if (defense_attacks) {
    const int lost = sent(s, e.offense);
    defense_wins(s, log);
    compensate(s, e.offense, e.defense, lost, log);
    return;
  }
  open_deal(s, log);
}

void Rules::legal_reward(const S& s, std::vector<Move>& moves) {
  const Seat ally = s.encounter_.rewards.front().first;
  moves.push_back(make_move(Kind::reward, 0));
  moves.push_back(make_move(Kind::reward, 1));
  if (s.with_lucre_ && s.invested(s.encounter_.planet) > 0)
    moves.push_back(make_move(Kind::reward_lucre));
  if (s.warp_[at(ally)] == 0) return;
  std::vector<int> to = colonies(s, ally);
  if (to.empty()) to.push_back(ally * s.per_home_);
  std::sort(to.begin(), to.end());
  for (int planet : to)
    moves.push_back(make_move(Kind::reward, 2 + planet));
}

void Rules::play_reward(S& s, Move move, Log& log) {
  auto& [ally, owed] = s.encounter_.rewards.front();
  const int payload = payload_of(move);
  if (kind_of(move) == Kind::reward_lucre) {
    reward_lucre(s, ally, log);
  } else if (payload == 0) {
    queue(s, {Draw::From::cosmic, ally, ally, 1});
  } else if (payload == 1) {
    queue(s, {Draw::From::reward, ally, ally, 1});
  } else {
    const int planet = payload - 2;
    --s.warp_[at(ally)];
    ++s.planets_[static_cast<std::size_t>(planet)][at(ally)];
    log.to_all(Words(seat_words(ally) + " frees a ship from the warp to " + s.planet_name(planet) +
                     " as a reward.")
                   .by(ally, "You free a ship from the warp to " + s.planet_name(planet) + "."));
  }
  if (--owed == 0) s.encounter_.rewards.erase(s.encounter_.rewards.begin());
}

}  // namespace gavel::cosmic
