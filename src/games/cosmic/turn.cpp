// Start Turn, Regroup, Destiny, reestablishing a colony, the second encounter and the
// passing of the turn; and advance(), which runs every step nobody decides.

#include <algorithm>

#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {
namespace {

// The seat a Special names: the most (or fewest) of something, ties to the first
// clockwise from the offense's left, the offense itself last.
Seat special_pick(const S& s, Destiny kind) {
  const Seat offense = s.encounter().offense;
  Seat best = nobody;
  int best_count = 0;
  for (int step = 1; step <= s.seats(); ++step) {
    const Seat seat = (offense + step) % s.seats();
    int count = 0;
    if (kind == Destiny::most_colonies) count = s.foreign_colonies(seat);
    if (kind == Destiny::fewest_in_warp) count = -s.warp()[at(seat)];
    if (kind == Destiny::most_cards) count = static_cast<int>(s.hand(seat).size());
    if (best == nobody || count > best_count) {
      best = seat;
      best_count = count;
    }
  }
  return best;
}

bool own_colour_drawn(const S& s) {
  if (s.encounter().extra == Encounter::Extra::home) return true;
  const DestinyCard& card =
      s.destiny_cards()[static_cast<std::size_t>(s.destiny_discards().back())];
  return card.kind == Destiny::colour && card.colour == s.encounter().offense;
}

}  // namespace

void Rules::queue_destiny(S& s, Log& log) {
  if (s.destiny_deck_.size() <= 1) {
    s.destiny_deck_.insert(s.destiny_deck_.end(), s.destiny_discard_.begin(),
                           s.destiny_discard_.end());
    std::sort(s.destiny_deck_.begin(), s.destiny_deck_.end());
    s.destiny_discard_.clear();
    log.to_all("The destiny deck is shuffled with its discards.");
  }
  queue(s, {Draw::From::destiny, s.encounter_.offense, s.encounter_.offense, 1});
}

// An Extra Home Encounter draws nothing: its offense's own colour stands drawn, and
// when it has nothing to attack or re-establish at home the encounter is over.
void Rules::begin_destiny(S& s, Log& log) {
  s.phase_ = Phase::destiny;
  if (s.encounter_.extra != Encounter::Extra::home) {
    queue_destiny(s, log);
    return;
  }
  std::vector<Move> choices;
  legal_turn(s, choices);
  if (!choices.empty()) return;
  log.to_all(Words(seat_words(s.encounter_.offense) +
                   " has nothing to attack or re-establish at home: the encounter is over.")
                 .by(s.encounter_.offense,
                     "You have nothing to attack or re-establish at home: the encounter is over."));
  end_encounter(s, log);
}

void Rules::advance(S& s, Log& log) {
  while (s.phase_ != Phase::over) {
    if (!s.draws_.empty()) {
      if (prepare_draw(s, log)) return;
      continue;
    }
    const Seat offense = s.encounter_.offense;
    switch (s.phase_) {
      case Phase::start_turn:
        if (has_encounter_card(s, offense)) {
          const std::string turn = "Turn " + std::to_string(s.turn_) + ": ";
          log.to_all(Words(turn + seat_words(offense) + " is the offense.")
                         .by(offense, turn + "you are the offense."));
          begin_regroup(s);
        } else {
          discard_hand(s, offense, log);
          queue(s, {Draw::From::cosmic, offense, offense, hand_size});
        }
        continue;
      case Phase::research:
        next_tech_turn(s);
        if (s.phase_ == Phase::research) return;
        continue;
      case Phase::invest:
        next_investor(s);
        if (s.phase_ == Phase::invest) return;
        continue;
      case Phase::call_auction:
        next_caller(s);
        if (s.phase_ == Phase::call_auction) return;
        continue;
      case Phase::regroup:
        if (s.warp_[at(offense)] > 0) return;
        open_window(s, Phase::regroup_window, log);
        continue;
      case Phase::launch:
        if (sent(s, offense) > 0 || can_launch(s)) return;
        log.to_all(Words(seat_words(offense) + " has no ship to launch: the turn ends.")
                       .by(offense, "You have no ship to launch: your turn ends."));
        s.encounter_.number = 2;  // no second encounter
        end_encounter(s, log);
        continue;
      case Phase::powers:  // once the Mutant has drawn and Trader and Loser have answered
        if (!s.encounter_.power_turns.empty()) return;
        start_planning(s, log);
        continue;
      case Phase::plan_offense:
        if (has_encounter_card(s, offense)) return;
        log.to_all(Words(seat_words(offense) + " has no encounter card to play: the turn ends.")
                       .by(offense, "You have no encounter card to play: your turn ends."));
        s.encounter_.success = false;
        s.encounter_.number = 2;                     // no second encounter
        if (s.encounter_.defense_card != no_card) {  // laid first, for an Oracle: taken back
          auto& hand = s.hands_[s.encounter_.defense];
          hand.insert(std::upper_bound(hand.begin(), hand.end(), s.encounter_.defense_card),
                      s.encounter_.defense_card);
          s.encounter_.defense_card = no_card;
          if (s.encounter_.defense_kicker != no_card) {  // and its Kicker too
            hand.insert(std::upper_bound(hand.begin(), hand.end(), s.encounter_.defense_kicker),
                        s.encounter_.defense_kicker);
            s.encounter_.defense_kicker = no_card;
          }
        }
        end_encounter(s, log);
        continue;
      case Phase::reward:
        if (!s.encounter_.rewards.empty()) return;
        end_encounter(s, log);
        continue;
      case Phase::plan_defense:
        if (has_encounter_card(s, s.encounter_.defense)) return;
        discard_hand(s, s.encounter_.defense, log);
        queue(s, {Draw::From::cosmic, s.encounter_.defense, s.encounter_.defense, hand_size});
        continue;
      default:
        return;
    }
  }
}

void Rules::begin_turn(S& s, Seat offense) {
  s.encounter_ = Encounter{};
  s.encounter_.offense = offense;
  open_start_turn(s);
}

// A second encounter (or a third, with Relay Gate) goes through Regroup again; Start
// Turn's check is already met.
void Rules::begin_encounter(S& s, Log& log) {
  const Seat offense = s.encounter_.offense;
  const int number = s.encounter_.number + 1;
  if (number == 3) use_tech(s, offense, 0, log);
  s.encounter_ = Encounter{};
  s.encounter_.offense = offense;
  s.encounter_.number = number;
  begin_regroup(s);
  const std::string which = number == 3 ? "a third" : "a second";
  log.to_all(Words(seat_words(offense) + " has " + which + " encounter.")
                 .by(offense, "You have " + which + " encounter."));
}

void Rules::end_encounter(S& s, Log& log) {
  Encounter& encounter = s.encounter_;
  for (Seat seat = 0; seat < s.players_; ++seat)
    send_home(s, seat);
  std::vector<Seat> winners;
  for (Seat seat = 0; seat < s.players_; ++seat) {
    if (s.foreign_colonies(seat) >= s.to_win_) winners.push_back(seat);
  }
  if (!winners.empty()) {
    const std::string colonies = " with " + std::to_string(s.to_win_) + " foreign colonies.";
    Audience others = Audience::everyone();
    for (Seat seat : winners) {
      others = others.without(seat);
      std::vector<std::string> also;
      for (Seat other : winners) {
        if (other != seat) also.push_back(seat_words(other));
      }
      log.to(Audience::only(seat),
             also.empty() ? "You win" + colonies
                          : "You share the win with " + join(also, " and ") + colonies);
    }
    std::vector<std::string> names;
    for (Seat seat : winners)
      names.push_back(seat_words(seat));
    log.to(others,
           join(names, " and ") + (winners.size() > 1 ? " share the win" : " wins") + colonies);
    s.phase_ = Phase::over;
    return;
  }
  if (encounter.extra != Encounter::Extra::none) {
    end_extra(s);
    return;
  }
  if (encounter.success && (encounter.number == 1 || third_encounter(s)) &&
      has_encounter_card(s, encounter.offense)) {
    s.phase_ = Phase::second;
    return;
  }
  if (s.turn_ >= max_turns) {
    log.to_all("The game stops after " + std::to_string(max_turns) +
               " turns; the most foreign colonies place first.");
    s.phase_ = Phase::over;
    return;
  }
  ++s.turn_;
  begin_turn(s, next_seat(s, encounter.offense));
}

void Rules::destiny_drawn(S& s, int card, Log& log) {
  const DestinyCard& drawn = s.destiny_cards_[static_cast<std::size_t>(card)];
  Encounter& encounter = s.encounter_;
  const Seat offense = encounter.offense;
  std::string name;
  Seat defense = nobody;
  switch (drawn.kind) {
    case Destiny::colour:
      name = colour_name(drawn.colour);
      if (drawn.colour != offense) defense = drawn.colour;
      break;
    case Destiny::wild:
      name = "a Wild";
      break;
    case Destiny::most_colonies:
    case Destiny::fewest_in_warp:
    case Destiny::most_cards:
      name = destiny_name(drawn);
      defense = special_pick(s, drawn.kind);
      if (defense == offense) defense = nobody;
      break;
  }
  log.to_all("Destiny: " + name + ".");
  if (defense != nobody) {
    encounter.defense = defense;
    s.phase_ = Phase::aim;
    log.to_all(Words(seat_words(defense) + " is the defense.").to(defense, "You are the defense."));
  }
}

void Rules::legal_turn(const S& s, std::vector<Move>& moves) {
  const Seat offense = s.encounter_.offense;
  switch (s.phase_) {
    case Phase::regroup: {
      std::vector<int> to = colonies(s, offense);
      if (to.empty()) {
        for (int k = 0; k < s.per_home_; ++k)
          to.push_back(offense * s.per_home_ + k);
      }
      std::sort(to.begin(), to.end());
      for (int planet : to)
        moves.push_back(make_move(Kind::regroup, planet));
      break;
    }
    case Phase::destiny:
      if (own_colour_drawn(s)) {
        for (int k = 0; k < s.per_home_; ++k) {
          const int planet = offense * s.per_home_ + k;
          for (Seat seat = 0; seat < s.players_; ++seat) {
            if (seat != offense && has_colony(s, seat, planet))
              moves.push_back(make_move(Kind::attack_colony, planet * 8 + seat));
          }
          // An Extra Deal needs a defense to deal with: no colony is re-established.
          if (!has_colony(s, offense, planet) && ships_on_colonies(s, offense) > 0 &&
              s.encounter_.extra != Encounter::Extra::deal)
            moves.push_back(make_move(Kind::reestablish, planet));
        }
        if (s.encounter_.extra != Encounter::Extra::home)
          moves.push_back(make_move(Kind::draw_again));
      } else {
        for (Seat seat = 0; seat < s.players_; ++seat) {
          if (seat != offense) moves.push_back(make_move(Kind::against, seat));
        }
      }
      break;
    case Phase::reestablish:
      for (int planet : colonies(s, offense)) {
        if (planet != s.encounter_.planet) moves.push_back(make_move(Kind::land_from, planet));
      }
      if (sent(s, offense) > 0) moves.push_back(make_move(Kind::done));
      break;
    case Phase::second:
      moves.push_back(make_move(Kind::encounter_again));
      moves.push_back(make_move(Kind::end_turn));
      break;
    default:
      break;
  }
}

void Rules::play_turn(S& s, Move move, Log& log) {
  Encounter& encounter = s.encounter_;
  const Seat offense = encounter.offense;
  const int payload = payload_of(move);
  switch (kind_of(move)) {
    case Kind::regroup:
      --s.warp_[at(offense)];
      ++s.planets_[static_cast<std::size_t>(payload)][at(offense)];
      log.to_all(
          Words(seat_words(offense) + " frees a ship from the warp to " + s.planet_name(payload) +
                ".")
              .by(offense, "You free a ship from the warp to " + s.planet_name(payload) + "."));
      open_window(s, Phase::regroup_window, log);
      return;
    case Kind::attack_colony:
      encounter.planet = payload / 8;
      encounter.defense = payload % 8;
      log.to_all(Words(seat_words(offense) + " attacks " + seat_words(encounter.defense) +
                       "'s colony on " + s.planet_name(encounter.planet) + ".")
                     .by(offense, "You attack " + seat_words(encounter.defense) + "'s colony on " +
                                      s.planet_name(encounter.planet) + ".")
                     .to(encounter.defense, seat_words(offense) + " attacks your colony on " +
                                                s.planet_name(encounter.planet) + "."));
      if (encounter.extra == Encounter::Extra::deal) {
        open_deal(s, log);
        return;
      }
      s.phase_ = Phase::launch;
      return;
    case Kind::reestablish:
      encounter.planet = payload;
      log.to_all(
          Words(seat_words(offense) + " reestablishes its colony on " + s.planet_name(payload) +
                ".")
              .by(offense, "You reestablish your colony on " + s.planet_name(payload) + "."));
      s.phase_ = Phase::reestablish;
      return;
    case Kind::draw_again:
      log.to_all(
          Words(seat_words(offense) + " draws destiny again.").by(offense, "You draw again."));
      queue_destiny(s, log);
      return;
    case Kind::against:
      encounter.defense = payload;
      log.to_all(Words(seat_words(offense) + " chooses " + seat_words(payload) + " as the defense.")
                     .by(offense, "You choose " + seat_words(payload) + " as the defense.")
                     .to(payload, seat_words(offense) + " chooses you as the defense."));
      s.phase_ = Phase::aim;
      return;
    case Kind::land_from:  // reestablishing: the ships wait in the encounter until done
      --s.planets_[static_cast<std::size_t>(payload)][at(offense)];
      encounter.sent_from[at(offense)].push_back(payload);
      log.to_all(Words(seat_words(offense) + " sends a ship from " + s.planet_name(payload) +
                       " to " + s.planet_name(encounter.planet) + ".")
                     .by(offense, "You send a ship from " + s.planet_name(payload) + " to " +
                                      s.planet_name(encounter.planet) + "."));
      if (sent(s, offense) < max_launch) return;
      [[fallthrough]];
    case Kind::done:
      land_sent(s, offense, encounter.planet);
      pay_income(s, log);
      encounter.success = true;
      end_encounter(s, log);
      return;
    case Kind::encounter_again:
      begin_encounter(s, log);
      return;
    case Kind::end_turn:
      log.to_all(Words(seat_words(offense) + " ends the turn.").by(offense, "You end your turn."));
      encounter.number = 2;
      encounter.success = false;
      end_encounter(s, log);
      return;
    default:
      return;
  }
}

}  // namespace gavel::cosmic
