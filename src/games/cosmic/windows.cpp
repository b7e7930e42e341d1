// Timing windows: the fixed points of a turn where cards with a timing are played.
// After Regroup (Mobius Tubes, Plague, Space Junk, Rift, Finder, Cosmic Zap), after
// the allies have sent their ships (Force Field, Cosmic Zap), after the reveal
// (Reinforcements, Emotion Control, Ionic Gas, Cosmic Zap) and after a deal is
// accepted (Quash); flares where their texts say (flares.cpp). From the offense
// clockwise, each player who can play something there plays a card or passes; a card
// played asks everyone again, and the window closes when all still able have passed
// since the last card. An artifact or a flare played is first offered to the other
// holders of Card Zap, from the offense clockwise.

#include <algorithm>

#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {
namespace {

bool is_artifact(const Card& card, Artifact artifact) {
  return card.kind == CardKind::artifact && card.value == static_cast<int>(artifact);
}

bool any_attack(const S& s) {
  return Rules::effective(s, Side::offense).kind == CardKind::attack ||
         Rules::effective(s, Side::defense).kind == CardKind::attack;
}

// The planets a seat's freed ships may go to: its colonies, or its first home planet.
std::vector<int> freed_landing(const S& s, Seat seat) {
  std::vector<int> to = Rules::colonies(s, seat);
  if (to.empty()) to.push_back(seat * s.planets_per_home());
  std::sort(to.begin(), to.end());
  return to;
}

// Every subset of the allies, for a Force Field: non-empty, one bit each.
std::vector<int> ally_sets(const S& s) {
  int allies = 0;
  for (Seat seat = 0; seat < s.seats(); ++seat) {
    if (s.encounter().side[at(seat)] != Side::none) allies |= 1 << seat;
  }
  std::vector<int> sets;
  for (int set = allies; set > 0; set = (set - 1) & allies)
    sets.push_back(set);
  return sets;
}

// What `seat` may play in the window now open, as moves.
void plays(const S& s, Seat seat, std::vector<Move>& moves) {
  const Encounter& e = s.encounter();
  const Phase window = s.phase();
  if (window == Phase::card_zap) {
    for (CardId id : Rules::one_of_each(
             s, seat, [](const Card& c) { return is_artifact(c, Artifact::card_zap); }))
      moves.push_back(Target::use(id, Target::none));
    return;
  }
  if (window == Phase::reinforce && Rules::in_encounter(s, seat) && Rules::both_attack(s)) {
    for (CardId id : Rules::one_of_each(
             s, seat, [](const Card& c) { return c.kind == CardKind::reinforcement; })) {
      moves.push_back(make_move(Kind::reinforce, static_cast<int>(Side::offense) * 1000 + id));
      moves.push_back(make_move(Kind::reinforce, static_cast<int>(Side::defense) * 1000 + id));
    }
  }
  const auto others = [&](auto&& wanted, CardId id) {
    for (Seat other = 0; other < s.seats(); ++other) {
      if (other != seat && wanted(other)) moves.push_back(Target::use(id, 1 << other));
    }
  };
  const auto to_planets = [&](CardId id) {
    for (int planet : freed_landing(s, seat))
      moves.push_back(Target::use(id, Target::planet_target + planet));
  };
  const bool regroup = window == Phase::regroup_window;
  for (CardId id : Rules::one_of_each(s, seat, [](const Card&) { return true; })) {
    const Card& card = s.cards()[id];
    if (card.kind == CardKind::rift) {
      if (regroup && s.warp()[at(seat)] > 0) to_planets(id);
      continue;
    }
    if (card.kind != CardKind::artifact) continue;
    switch (static_cast<Artifact>(card.value)) {
      case Artifact::mobius_tubes:
        if (regroup && seat == e.offense &&
            std::any_of(s.warp().begin(), s.warp().end(), [](int ships) { return ships > 0; }))
          moves.push_back(Target::use(id, Target::none));
        break;
      case Artifact::plague:
        if (regroup) {
          others([&](Seat other) { return Rules::ships_on_colonies(s, other) > 0; }, id);
        }
        break;
      case Artifact::space_junk:
        if (regroup && s.warp()[at(seat)] > 0) to_planets(id);
        break;
      case Artifact::finder:
        if (regroup) others([&](Seat other) { return !s.hand(other).empty(); }, id);
        break;
      case Artifact::cosmic_zap:
        if (window != Phase::deal_window) {
          others(
              [&](Seat other) {
                const int alien = s.alien(other);
                return alien != no_alien && Rules::has_power(s, other, static_cast<Alien>(alien));
              },
              id);
        }
        break;
      case Artifact::force_field:
        if (window == Phase::alliance_window) {
          for (int set : ally_sets(s))
            moves.push_back(Target::use(id, set));
        }
        break;
      case Artifact::emotion_control:
      case Artifact::ionic_gas: {
        const bool done = static_cast<Artifact>(card.value) == Artifact::emotion_control
                              ? e.emotion_control
                              : e.ionic_gas;
        if (window == Phase::reinforce && any_attack(s) && !done)
          moves.push_back(Target::use(id, Target::none));
        break;
      }
      case Artifact::quash:
        if (window == Phase::deal_window) moves.push_back(Target::use(id, Target::none));
        break;
      case Artifact::card_zap:
        break;  // only as an answer to an artifact or a flare
    }
  }
  Rules::legal_flares(s, seat, moves);
}

bool can_play(const S& s, Seat seat) {
  std::vector<Move> moves;
  plays(s, seat, moves);
  return !moves.empty();
}

// The next seat asked, clockwise from `after` (inclusive when `first`): one that can
// play something and has not passed since the last card.
Seat next_in_window(const S& s, Seat after, bool first) {
  Seat seat = first ? after : Rules::next_seat(s, after);
  for (int step = 0; step < s.seats(); ++step, seat = Rules::next_seat(s, seat)) {
    if ((s.encounter().passes & (1 << seat)) != 0) continue;
    if (can_play(s, seat)) return seat;
  }
  return nobody;
}

// The window is over: the turn goes on from where it stood.
void close_window(S& s, Log& log) {
  switch (s.phase()) {
    case Phase::regroup_window:
      Rules::begin_destiny(s, log);
      return;
    case Phase::alliance_window:
      Rules::before_planning(s, log);
      return;
    case Phase::reinforce:
      Rules::resolve(s, log);
      return;
    default:  // deal_window
      Rules::next_step(s, log);
      return;
  }
}

}  // namespace

bool Rules::in_encounter(const S& s, Seat seat) {
  const Encounter& e = s.encounter();
  return seat == e.offense || seat == e.defense || e.side[at(seat)] != Side::none;
}

bool Rules::both_attack(const S& s) {
  return effective(s, Side::offense).kind == CardKind::attack &&
         effective(s, Side::defense).kind == CardKind::attack;
}

void Rules::open_window(S& s, Phase window, Log& log) {
  Encounter& e = s.encounter_;
  s.phase_ = window;
  e.passes = 0;
  e.window = next_in_window(s, e.offense, true);
  if (e.window == nobody) close_window(s, log);
}

void Rules::legal_window(const S& s, std::vector<Move>& moves) {
  plays(s, s.encounter_.window, moves);
  moves.push_back(make_move(Kind::pass));
}

void Rules::play_window(S& s, Move move, Log& log) {
  Encounter& e = s.encounter_;
  const Seat seat = e.window;
  if (s.phase_ == Phase::card_zap) {
    answer_artifact(s, move, log);
    return;
  }
  if (kind_of(move) == Kind::pass) {
    e.passes |= 1 << seat;
    log.to_all(Words(seat_words(seat) + " passes.").by(seat, "You pass."));
  } else if (kind_of(move) == Kind::reinforce) {
    const CardId card = payload_of(move) % 1000;
    const auto side = static_cast<Side>(payload_of(move) / 1000);
    take_card(s, seat, card);
    e.reinforcement[static_cast<std::size_t>(side)] += s.cards()[card].value;
    e.passes = 0;
    const std::string whom = side == Side::offense ? "the offense" : "the defense";
    log.to_all(
        Words(seat_words(seat) + " plays " + card_name(s.cards()[card]) + " for " + whom + ".")
            .by(seat, "You play " + card_name(s.cards()[card]) + " for " + whom + "."));
  } else {
    const CardId card = Target::card_of(move);
    const Card& played = s.cards()[card];
    e.passes = 0;
    if (played.kind == CardKind::flare) {  // it stays in the hand
      e.flares.emplace_back(played.value, seat);
      const std::string as = s.alien(seat) == played.value ? " as its Super." : " as a Wild.";
      log.to_all(
          Words(seat_words(seat) + " plays the " + card_name(played) + as)
              .by(seat, "You play the " + card_name(played) +
                            (s.alien(seat) == played.value ? " as your Super." : " as a Wild.")));
    } else {
      take_card(s, seat, card);
      log.to_all(Words(seat_words(seat) + " plays " + card_name(played) + ".")
                     .by(seat, "You play " + card_name(played) + "."));
    }
    if (played.kind == CardKind::artifact || played.kind == CardKind::flare) {
      // The other holders of Card Zap may cancel it before it acts.
      e.pending = move.code;
      e.pending_seat = seat;
      e.pending_window = s.phase_;
      s.phase_ = Phase::card_zap;
      e.passes = 1 << seat;
      e.window = next_in_window(s, e.offense, true);
      if (e.window != nobody) return;
      resume_window(s);
    }
    if (!carry_out(s, seat, move, log)) return;
  }
  go_on(s, seat, log);
}

// A Card Zap holder answers the artifact waiting: a zap cancels it; once all have
// passed, it acts. Either way the window it was played in goes on.
void Rules::answer_artifact(S& s, Move move, Log& log) {
  Encounter& e = s.encounter_;
  const Seat seat = e.window;
  const Seat player = e.pending_seat;
  const Move artifact{e.pending};
  if (kind_of(move) == Kind::pass) {
    e.passes |= 1 << seat;
    log.to_all(Words(seat_words(seat) + " lets it act.").by(seat, "You let it act."));
    e.window = next_in_window(s, seat, false);
    if (e.window != nobody) return;
    resume_window(s);
    if (!carry_out(s, player, artifact, log)) return;
  } else {
    take_card(s, seat, Target::card_of(move));
    const CardId cancelled = Target::card_of(artifact);
    if (s.cards()[cancelled].kind == CardKind::flare) flare_zapped(s, player, cancelled);
    const std::string name = card_name(s.cards()[cancelled]);
    log.to_all(
        Words(seat_words(seat) + " plays card zap: " + seat_words(player) + "'s " + name +
              " is cancelled.")
            .by(seat, "You play card zap: " + seat_words(player) + "'s " + name + " is cancelled.")
            .to(player, seat_words(seat) + " plays card zap: your " + name + " is cancelled."));
    resume_window(s);
  }
  go_on(s, player, log);
}

// Back to the window the artifact was played in; everyone may be asked again.
void Rules::resume_window(S& s) {
  Encounter& e = s.encounter_;
  s.phase_ = e.pending_window;
  e.pending = -1;
  e.pending_seat = nobody;
  e.passes = 0;
}

// The next player asked after `after`, or the window closes.
void Rules::go_on(S& s, Seat after, Log& log) {
  s.encounter_.window = next_in_window(s, after, false);
  if (s.encounter_.window == nobody) close_window(s, log);
}

// A card leaves the hand for its discard pile as it is played.
void Rules::take_card(S& s, Seat seat, CardId card) {
  auto& hand = s.hands_[seat];
  hand.erase(std::find(hand.begin(), hand.end(), card));
  discard(s, card);
}

// The card's effect. False when it ends the window (a Quash ends the deal).
bool Rules::carry_out(S& s, Seat seat, Move move, Log& log) {
  Encounter& e = s.encounter_;
  const Card& card = s.cards()[Target::card_of(move)];
  const int target = Target::of(move);
  const int planet = target - Target::planet_target;
  if (card.kind == CardKind::rift) {
    free_ships(s, seat, card.value, planet, log);
    return true;
  }
  if (card.kind == CardKind::flare) {
    flare_acts(s, seat, move, log);
    return true;
  }
  switch (static_cast<Artifact>(card.value)) {
    case Artifact::mobius_tubes:  // each player's ships land on its first colony
      log.to_all("Mobius Tubes: every ship in the warp goes home.");
      for (Seat each = 0; each < s.players_; ++each) {
        const int ships = s.warp_[at(each)];
        s.warp_[at(each)] = 0;
        s.planets_[static_cast<std::size_t>(home_for(s, each, -1))][at(each)] += ships;
      }
      return true;
    case Artifact::space_junk:
      free_ships(s, seat, space_junk_ships, planet, log);
      return true;
    case Artifact::plague:
      plague(s, Target::seat_of(target), log);
      return true;
    case Artifact::finder: {
      const Seat other = Target::seat_of(target);
      std::vector<std::string> names;
      for (CardId id : s.hand(other))
        names.push_back(card_name(s.cards()[id]));
      log.to(Audience::everyone().without(seat).without(other),
             seat_words(seat) + " looks at " + seat_words(other) + "'s hand.");
      log.to(other, seat_words(seat) + " looks at your hand.");
      log.to(seat, "You look at " + seat_words(other) + "'s hand: " +
                       (names.empty() ? std::string("no cards") : join(names, ", ")) + ".");
      return true;
    }
    case Artifact::cosmic_zap: {
      const Seat other = Target::seat_of(target);
      e.zapped |= 1 << other;
      const std::string name = alien_name(static_cast<Alien>(s.alien(other)));
      log.to_all(
          Words(seat_words(other) + "'s power, the " + name + "'s, is zapped for this encounter.")
              .to(other, "Your power is zapped for this encounter."));
      return true;
    }
    case Artifact::force_field:
      for (Seat ally = 0; ally < s.players_; ++ally) {
        if ((target & (1 << ally)) == 0) continue;
        send_home(s, ally);
        e.side[at(ally)] = Side::none;
        log.to_all(
            Words("Force Field: " + seat_words(ally) + " leaves the encounter; its ships go home.")
                .to(ally, "Force Field: you leave the encounter; your ships go home."));
      }
      return true;
    case Artifact::emotion_control:
      e.emotion_control = true;
      log.to_all("Emotion Control: every attack card counts as a negotiate in this encounter.");
      return true;
    case Artifact::ionic_gas:
      e.ionic_gas = true;
      log.to_all("Ionic Gas: no compensation and no rewards in this encounter.");
      return true;
    case Artifact::quash:
      log.to_all("Quash: the deal is off.");
      e.steps.clear();
      fail_deal(s, log);
      return false;
    case Artifact::card_zap:
      return true;
  }
  return true;
}

// Up to `count` of a seat's ships leave the warp for one of its colonies.
void Rules::free_ships(S& s, Seat seat, int count, int planet, Log& log) {
  const int freed = std::min(count, s.warp_[at(seat)]);
  s.warp_[at(seat)] -= freed;
  s.planets_[static_cast<std::size_t>(planet)][at(seat)] += freed;
  const std::string ships = counted(freed, "ship", "ships");
  log.to_all(
      Words(seat_words(seat) + " frees " + ships + " from the warp to " + s.planet_name(planet) +
            ".")
          .by(seat, "You free " + ships + " from the warp to " + s.planet_name(planet) + "."));
}

// Plague: three ships to the warp, each from the colony with the most ships (the
// lowest planet on a tie), and one card of each kind held, the lowest of each.
void Rules::plague(S& s, Seat victim, Log& log) {
  int lost = 0;
  if (!has_power(s, victim, Alien::zombie)) {
    for (; lost < plague_ships; ++lost) {
      const int from = fullest_colony(s, victim);
      if (from < 0) break;
      --s.planets_[static_cast<std::size_t>(from)][at(victim)];
      ++s.warp_[at(victim)];
    }
  }
  std::vector<CardId> lowest;  // of each kind held
  for (CardId id : s.hand(victim)) {
    const Card& card = s.cards()[id];
    auto same = std::find_if(lowest.begin(), lowest.end(),
                             [&](CardId other) { return s.cards()[other].kind == card.kind; });
    if (same == lowest.end()) {
      lowest.push_back(id);
    } else if (card.value < s.cards()[*same].value) {
      *same = id;
    }
  }
  std::vector<std::string> names;
  for (CardId id : lowest) {
    names.push_back(card_name(s.cards()[id]));
    take_card(s, victim, id);
  }
  const std::string ships = counted(lost, "ship", "ships");
  const std::string cards = names.empty() ? std::string("no card") : join(names, ", ");
  log.to_all(
      Words("Plague: " + seat_words(victim) + " loses " + ships + " to the warp and discards " +
            cards + ".")
          .to(victim, "Plague: you lose " + ships + " to the warp and discard " + cards + "."));
}

}  // namespace gavel::cosmic
