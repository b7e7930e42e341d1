// Planning (each main player lays an encounter card face down) and the Reveal, which
// opens the window for Reinforcements (windows.cpp).

#include <algorithm>

#include "rules.h"

namespace gavel::cosmic {

void Rules::reveal(S& s, Log& log) {
  Encounter& e = s.encounter_;
  e.revealed = true;
  const auto with_kicker = [&](CardId card, CardId kicker) {
    return card_name(s.cards()[card]) +
           (kicker == no_card ? "" : " with " + card_name(s.cards()[kicker]));
  };
  const std::string offense_card = with_kicker(e.offense_card, e.offense_kicker);
  const std::string defense_card = with_kicker(e.defense_card, e.defense_kicker);
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
  // The Oracle's Super: its opponent lays an attack card when it holds one.
  const Seat oracle = super(s, Alien::oracle);
  const bool attack_only = oracle != nobody && seat == opponent(s, oracle) &&
                           std::any_of(s.hand(seat).begin(), s.hand(seat).end(), [&](CardId id) {
                             return s.cards()[id].kind == CardKind::attack;
                           });
  const auto fits = [&](const Card& c) {
    return attack_only ? c.kind == CardKind::attack : c.encounter();
  };
  for (CardId id : Rules::one_of_each(s, seat, fits))
    moves.push_back(make_move(Kind::play, id));
  const std::size_t played = moves.size();
  Rules::legal_kicked(s, seat, moves);
  if (!attack_only) return;
  moves.erase(
      std::remove_if(moves.begin() + static_cast<std::ptrdiff_t>(played), moves.end(),
                     [&](Move m) { return s.cards()[payload_of(m) / 8].kind != CardKind::attack; }),
      moves.end());
}

void Rules::play_planning(S& s, Move move, Log& log) {
  Encounter& e = s.encounter_;
  const int payload = payload_of(move);
  auto remove = [&](Seat seat, CardId card) {
    auto& hand = s.hands_[seat];
    hand.erase(std::find(hand.begin(), hand.end(), card));
  };
  if (kind_of(move) == Kind::play || kind_of(move) == Kind::play_kicked) {
    const bool offense = s.phase_ == Phase::plan_offense;
    const Seat seat = offense ? e.offense : e.defense;
    const bool kicked = kind_of(move) == Kind::play_kicked;
    const CardId card = kicked ? payload / 8 : payload;
    remove(seat, card);
    (offense ? e.offense_card : e.defense_card) = card;
    std::string kicker_words;  // said to all: a Kicker's value stays hidden until the reveal
    std::string kicker_name;
    if (kicked) {
      const auto kickers = one_of_each(s, seat, [&](const Card& c) {
        return c.kind == CardKind::kicker && c.value == payload % 8;
      });
      remove(seat, kickers.front());
      (offense ? e.offense_kicker : e.defense_kicker) = kickers.front();
      kicker_words = ", with a Kicker face down";
      kicker_name = ", with " + card_name(s.cards()[kickers.front()]) + " face down";
    }
    const std::string name = card_name(s.cards()[card]);
    if (seat == e.face_up) {
      log.to_all(
          Words(seat_words(seat) + " lays " + name + " face up, for the Oracle to see" +
                kicker_words + ".")
              .by(seat, "You lay " + name + " face up, for the Oracle to see" + kicker_name + "."));
    } else {
      log.to_all(Words(seat_words(seat) + " lays an encounter card face down" + kicker_words + ".")
                     .by(seat, "You lay " + name + " face down" + kicker_name + "."));
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
