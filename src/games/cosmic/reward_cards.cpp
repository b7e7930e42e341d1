// The Reward deck's cards that act without a window of their own. A Kicker is laid
// face down with an encounter card: it multiplies the card's printed value (before
// the powers bend it), or the compensation its player takes. A Crooked Deal is a
// negotiate that takes one compensation card more and shifts a failed deal's cost
// by one ship toward the other side; two of them cancel out. A Rift taken from
// another player's hand costs the taker as many ships to the warp as its number.

#include <algorithm>

#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {
int Rules::kicker(const S& s, Side side) {
  const CardId card =
      side == Side::offense ? s.encounter().offense_kicker : s.encounter().defense_kicker;
  return card == no_card ? 1 : s.cards()[card].value;
}

bool Rules::crooked(const S& s, Side side) {
  const Encounter& e = s.encounter();
  if (e.offense_card == no_card || e.defense_card == no_card) return false;
  const auto is_crooked = [](const Card& card) {
    return card.kind == CardKind::negotiate && card.value == 1;
  };
  // A morph copies a Crooked Deal whole, so it is one too.
  const bool offense = is_crooked(effective(s, Side::offense));
  const bool defense = is_crooked(effective(s, Side::defense));
  return side == Side::offense ? offense && !defense : defense && !offense;
}

// Each encounter card the seat could play, with each kind of Kicker it holds.
void Rules::legal_kicked(const S& s, Seat seat, std::vector<Move>& moves) {
  const auto kickers =
      one_of_each(s, seat, [](const Card& c) { return c.kind == CardKind::kicker; });
  if (kickers.empty()) return;
  for (CardId card : one_of_each(s, seat, [](const Card& c) { return c.encounter(); })) {
    for (CardId kicker : kickers)
      moves.push_back(make_move(Kind::play_kicked, card * 8 + s.cards()[kicker].value));
  }
}

void Rules::discard_kickers(S& s) {
  for (CardId kicker : {s.encounter_.offense_kicker, s.encounter_.defense_kicker}) {
    if (kicker != no_card) discard(s, kicker);
  }
}

void Rules::taken(S& s, Seat taker, CardId card, Log& log) {
  const Card& rift = s.cards()[card];
  if (rift.kind != CardKind::rift) return;
  auto& hand = s.hands_[taker];
  hand.erase(std::find(hand.begin(), hand.end(), card));
  discard(s, card);
  const std::string name = card_name(rift);
  if (has_power(s, taker, Alien::zombie)) {
    log.to_all(Words(seat_words(taker) + " took a " + name +
                     ": it is discarded, and the Zombie's ships never go to the warp.")
                   .by(taker, "You took a " + name +
                                  ": it is discarded, and as the Zombie you lose no ships."));
    return;
  }
  std::vector<std::string> from;
  for (int ship = 0; ship < rift.value; ++ship) {
    const int planet = fullest_colony(s, taker);
    if (planet < 0) break;
    --s.planets_[static_cast<std::size_t>(planet)][at(taker)];
    ++s.warp_[at(taker)];
    from.push_back(s.planet_name(planet));
  }
  const std::string ships =
      counted(from.size(), "ship", "ships") + " to the warp (from " + join(from, ", ") + ")";
  const std::string start = "took a " + name + ": it is discarded, and ";
  log.to_all(
      Words(seat_words(taker) + " " + start +
            (from.empty() ? "it has no ship on a colony to lose." : "it sends " + ships + "."))
          .by(taker, "You " + start +
                         (from.empty() ? "you have no ship on a colony to lose."
                                       : "you send " + ships + ".")));
}

}  // namespace gavel::cosmic
