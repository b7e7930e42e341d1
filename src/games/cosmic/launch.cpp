// Launch (aim the gate, send one to four ships) and Alliance (invitations, answers
// clockwise from the offense's left, allies' ships).

#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {
namespace {

// Colonies a seat may send ships from: all but the planet under attack.
std::vector<int> senders(const S& s, Seat seat) {
  std::vector<int> found;
  for (int planet : Rules::colonies(s, seat)) {
    if (planet != s.encounter().planet) found.push_back(planet);
  }
  return found;
}

void add_invitations(const S& s, std::vector<Move>& moves) {
  std::vector<Seat> candidates;
  for (Seat seat = 0; seat < s.seats(); ++seat) {
    if (seat != s.encounter().offense && seat != s.encounter().defense) candidates.push_back(seat);
  }
  const int subsets = 1 << candidates.size();
  for (int subset = 0; subset < subsets; ++subset) {
    int mask = 0;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      if ((subset & (1 << i)) != 0) mask |= 1 << candidates[i];
    }
    moves.push_back(make_move(Kind::invite, mask));
  }
}

// Each invitee reads its own line: "Seat 0 invites you and Seat 3 to join the offense."
void log_invitation(const S& s, int invited, Log& log) {
  const bool by_offense = s.phase() == Phase::invite_offense;
  const Seat inviter = by_offense ? s.encounter().offense : s.encounter().defense;
  const std::string side = by_offense ? "offense" : "defense";
  Audience others = Audience::everyone();
  for (Seat seat = 0; seat < s.seats(); ++seat) {
    if ((invited & (1 << seat)) == 0) continue;
    others = others.without(seat);
    const std::string also = Rules::seats_words(invited & ~(1 << seat));
    log.to(Audience::only(seat), Rules::seat_words(inviter) + " invites you" +
                                     (also == "nobody" ? "" : " and " + also) + " to join the " +
                                     side + ".");
  }
  log.to(others, Words(Rules::seat_words(inviter) + " invites " + Rules::seats_words(invited) +
                       " to join the " + side + ".")
                     .by(inviter, "You invite " + Rules::seats_words(invited) + "."));
}

}  // namespace

bool Rules::can_launch(const S& s) {
  return !senders(s, s.encounter_.offense).empty();
}

void Rules::legal_launch(const S& s, std::vector<Move>& moves) {
  const Encounter& encounter = s.encounter_;
  switch (s.phase_) {
    case Phase::aim:
      for (int k = 0; k < s.per_home_; ++k)
        moves.push_back(make_move(Kind::aim, encounter.defense * s.per_home_ + k));
      break;
    case Phase::launch:
      for (int planet : senders(s, encounter.offense))
        moves.push_back(make_move(Kind::launch_from, planet));
      if (sent(s, encounter.offense) > 0) moves.push_back(make_move(Kind::done));
      break;
    case Phase::invite_offense:
    case Phase::invite_defense:
      add_invitations(s, moves);
      break;
    case Phase::answer: {
      const int invited = encounter.invited[at(encounter.asking)];
      const bool ships = !senders(s, encounter.asking).empty();
      const bool parasite = (invited & 4) != 0;  // asked as the Parasite: either side
      if (ships && ((invited & 1) != 0 || parasite))
        moves.push_back(make_move(Kind::join, static_cast<int>(Side::offense)));
      if (ships && ((invited & 2) != 0 || parasite))
        moves.push_back(make_move(Kind::join, static_cast<int>(Side::defense)));
      moves.push_back(make_move(Kind::decline));
      break;
    }
    case Phase::ally_ships:
      for (int planet : senders(s, encounter.asking))
        moves.push_back(make_move(Kind::ally_from, planet));
      if (sent(s, encounter.asking) > 0) moves.push_back(make_move(Kind::done));
      break;
    default:
      break;
  }
}

// The next invitee to answer, clockwise from the offense's left; then, the same way,
// a Parasite not in the encounter (asked with invitation bit 4); then Planning.
void Rules::next_invitee(S& s, Log& log) {
  Encounter& e = s.encounter_;
  const bool parasites = e.asking != nobody && (e.invited[at(e.asking)] & 4) != 0;
  const Seat from = e.asking == nobody ? next_seat(s, e.offense) : next_seat(s, e.asking);
  if (!parasites) {
    for (Seat seat = from; seat != e.offense; seat = next_seat(s, seat)) {
      if ((e.invited[at(seat)] & 3) != 0) {
        e.asking = seat;
        s.phase_ = Phase::answer;
        return;
      }
    }
  }
  for (Seat seat = parasites ? from : next_seat(s, e.offense); seat != e.offense;
       seat = next_seat(s, seat)) {
    if (seat != e.defense && e.side[at(seat)] == Side::none &&
        has_power(s, seat, Alien::parasite)) {
      e.invited[at(seat)] |= 4;
      e.asking = seat;
      s.phase_ = Phase::answer;
      return;
    }
  }
  e.asking = nobody;
  open_window(s, Phase::alliance_window, log);
}

void Rules::play_launch(S& s, Move move, Log& log) {
  Encounter& encounter = s.encounter_;
  const int payload = payload_of(move);
  const Seat offense = encounter.offense;
  switch (kind_of(move)) {
    case Kind::aim:
      encounter.planet = payload;
      log.to_all(Words(seat_words(offense) + " aims the gate at " + s.planet_name(payload) + ".")
                     .by(offense, "You aim the gate at " + s.planet_name(payload) + ".")
                     .to(encounter.defense, seat_words(offense) + " aims the gate at your " +
                                                s.planet_name(payload) + "."));
      if (encounter.extra == Encounter::Extra::deal) {  // no Launch, allies or Planning
        open_deal(s, log);
        return;
      }
      s.phase_ = Phase::launch;
      return;
    case Kind::launch_from:
    case Kind::ally_from: {
      const Seat seat = kind_of(move) == Kind::launch_from ? offense : encounter.asking;
      int& ships = s.planets_[static_cast<std::size_t>(payload)][at(seat)];
      --ships;
      encounter.sent_from[at(seat)].push_back(payload);
      const std::string where = s.planet_name(payload);
      const std::string lost = ships == 0 ? " (its last: that colony is gone)" : "";
      log.to_all(
          Words(seat_words(seat) + " sends a ship from " + where + lost + ".")
              .by(seat, "You send a ship from " + where +
                            (ships == 0 ? " (your last there: that colony is gone)." : ".")));
      if (sent(s, seat) < max_sent(s, seat)) return;
      break;
    }
    case Kind::done:
      break;
    case Kind::invite:
      for (Seat seat = 0; seat < s.players_; ++seat) {
        if ((payload & (1 << seat)) != 0)
          encounter.invited[at(seat)] |= s.phase_ == Phase::invite_offense ? 1 : 2;
      }
      log_invitation(s, payload, log);
      if (s.phase_ == Phase::invite_offense) {
        s.phase_ = Phase::invite_defense;
      } else {
        next_invitee(s, log);
      }
      return;
    case Kind::join: {
      const Seat seat = encounter.asking;
      encounter.side[at(seat)] = static_cast<Side>(payload);
      const std::string side = payload == static_cast<int>(Side::offense) ? "offense" : "defense";
      log.to_all(Words(seat_words(seat) + " allies with the " + side + ".")
                     .by(seat, "You ally with the " + side + "."));
      s.phase_ = Phase::ally_ships;
      return;
    }
    case Kind::decline:
      log.to_all(
          Words(seat_words(encounter.asking) + " declines.").by(encounter.asking, "You decline."));
      next_invitee(s, log);
      return;
    default:
      return;
  }
  // The offense's or an ally's ships are all sent.
  if (s.phase_ == Phase::launch) {
    log.to_all(
        Words(seat_words(offense) + " launches " + std::to_string(sent(s, offense)) + " ships.")
            .by(offense, "You launch " + std::to_string(sent(s, offense)) + " ships."));
    pay_income(s, log);
    s.phase_ = Phase::invite_offense;
  } else {
    next_invitee(s, log);
  }
}

}  // namespace gavel::cosmic
