// Planning (each main player lays an encounter card face down) and the Reveal, which
// opens the window for Reinforcements (windows.cpp).

#include <algorithm>

#include "rules.h"

namespace gavel::cosmic {

void Rules::reveal(S& s, Log& log) {
  Encounter& e = s.encounter_;
  e.revealed = true;
  const std::string offense_card = card_name(s.cards()[e.offense_card]);
  const std::string defense_card = card_name(s.cards()[e.defense_card]);
  log.to_all(
      Words("Reveal: the offense, " + Rules::seat_words(e.offense) + ", plays " + offense_card +
            "; the defense, " + Rules::seat_words(e.defense) + ", plays " + defense_card + ".")
          .by(e.offense,
              "Reveal: you play " + offense_card + "; the defense plays " + defense_card + ".")
          .to(e.defense,
              "Reveal: the offense plays " + offense_card + "; you play " + defense_card + "."));
  open_window(s, Phase::reinforce, log);
}

std::vector<CardId> Rules::one_of_each(const S& s, Seat seat,
                                       const std::function<bool(const Card&)>& wanted) {
  std::vector<CardId> found;
  for (CardId id : s.hand(seat)) {
    const Card& card = s.cards()[id];
    if (!wanted(card)) continue;
    const bool seen = std::any_of(found.begin(), found.end(),
                                  [&](CardId other) { return s.cards()[other] == card; });
    if (!seen) found.push_back(id);
  }
  return found;
}

void Rules::legal_planning(const S& s, std::vector<Move>& moves) {
  const Encounter& e = s.encounter_;
  const Seat seat = s.phase_ == Phase::plan_offense ? e.offense : e.defense;
  for (CardId id : Rules::one_of_each(s, seat, [](const Card& c) { return c.encounter(); }))
    moves.push_back(make_move(Kind::play, id));
}

void Rules::play_planning(S& s, Move move, Log& log) {
  Encounter& e = s.encounter_;
  const int payload = payload_of(move);
  auto remove = [&](Seat seat, CardId card) {
    auto& hand = s.hands_[at(seat)];
    hand.erase(std::find(hand.begin(), hand.end(), card));
  };
  if (kind_of(move) == Kind::play) {
    const bool offense = s.phase_ == Phase::plan_offense;
    const Seat seat = offense ? e.offense : e.defense;
    remove(seat, payload);
    (offense ? e.offense_card : e.defense_card) = payload;
    const std::string name = card_name(s.cards()[payload]);
    if (seat == e.face_up) {
      log.to_all(Words(seat_words(seat) + " lays " + name + " face up, for the Oracle to see.")
                     .by(seat, "You lay " + name + " face up, for the Oracle to see."));
    } else {
      log.to_all(Words(seat_words(seat) + " lays an encounter card face down.")
                     .by(seat, "You lay " + name + " face down."));
    }
    if (e.offense_card == no_card) {
      s.phase_ = Phase::plan_offense;
    } else if (e.defense_card == no_card) {
      s.phase_ = Phase::plan_defense;
    } else {
      reveal(s, log);
    }
    return;
  }
}

}  // namespace gavel::cosmic
