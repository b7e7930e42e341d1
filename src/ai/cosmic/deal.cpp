// Deals: the offers to make and answer, where to land on a colony given, which cards
// to give, and the colonies a failed deal's ships leave from.

#include <algorithm>
#include <array>

#include "reading.h"

namespace gavel::cosmic::scripted {
namespace {

constexpr double card_worth = 0.7;
constexpr double lucre_worth = 0.4;  // a Lucre, in ships: it buys Auction cards
// The Reward deck's Rifts (3, 4 and 5 ships) among its 24 cards.
constexpr std::array<int, 3> reward_rifts = {3, 4, 5};
constexpr int reward_deck_size = 24;

Seat other_main(const Reading& r) {
  return r.me == r.view.offense ? r.view.defense : r.view.offense;
}

// The ships that cards from `giver` may cost me: it chooses what it gives, and a
// giver holding a Rift would give it. Only Reward cards can be Rifts, so this
// matters only when the giver holds some and Rifts are still unseen.
double rift_risk(const Reading& r, Seat giver) {
  const CosmicView& v = r.view;
  std::vector<int> unseen(reward_rifts.begin(), reward_rifts.end());
  int seen = 0;
  const auto see = [&](const Card& card) {
    if (!card.reward) return;
    ++seen;
    const auto at = std::find(unseen.begin(), unseen.end(), card.value);
    if (card.kind == CardKind::rift && at != unseen.end()) unseen.erase(at);
  };
  for (const Card& card : v.hand)
    see(card);
  for (const Card& card : v.reward_discards)
    see(card);
  const int held = v.reward_cards[giver];
  if (unseen.empty() || held == 0) return 0.0;
  const double each = static_cast<double>(unseen.size()) / std::max(reward_deck_size - seen, 1);
  const double holds = std::min(1.0, held * each);
  double ships = 0;
  for (int value : unseen)
    ships += value;
  return holds * ships / static_cast<double>(unseen.size());
}

// What terms, as I would give and get, are worth to me: a colony as progress toward
// the win, one given as the other's progress weighed against me, cards I get less
// the Rift they may hide.
double worth_to_me(const Reading& r, const Terms& terms) {
  const Seat other = other_main(r);
  return (terms.get_colony ? r.colony_worth(r.me) : 0.0) -
         (terms.give_colony ? r.colony_worth(other) * r.weight(other) : 0.0) +
         card_worth * (terms.get_cards - terms.give_cards) +
         lucre_worth * (terms.get_lucre - terms.give_lucre) -
         (terms.get_cards > 0 ? rift_risk(r, other) : 0.0);
}

// The same terms as the other side would reckon them at an even temper.
double worth_to_them(const Reading& r, const Terms& terms) {
  const Seat other = other_main(r);
  return (terms.give_colony ? r.colony_worth(other) : 0.0) -
         (terms.get_colony ? 0.5 * r.colony_worth(r.me) : 0.0) +
         card_worth * (terms.give_cards - terms.get_cards) +
         lucre_worth * (terms.give_lucre - terms.get_lucre);
}

int offers_left(const Reading& r, Seat seat) {
  const Side side = seat == r.view.offense ? Side::offense : Side::defense;
  return most_offers(r.view.extra) - r.view.offers[static_cast<std::size_t>(side)];
}

// The whole terms a move of the offer would make: an offer's colonies and cards (with
// deals = capped its Lucre too), or its Lucre added to the offer on the table.
Terms terms_of(const Reading& r, Move move) {
  if (kind_of(move) == Kind::offer_lucre)
    return Terms::of(r.view.terms).with_lucre(payload_of(move));
  return Terms::of_offer(payload_of(move));
}

}  // namespace

Move choose_offer(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  // The best terms for me that the other side would likely take; the last offer
  // settles for less, since a failed deal costs both three ships. The same reckoning
  // picks the offer's Lucre, its cards and colonies already on the table.
  const bool last = offers_left(r, r.me) <= 1;
  const double refused = last ? -static_cast<double>(failed_deal_ships) : -0.5;
  return best_of(legal, rng, r.temper.whim, [&](Move move) {
    const Terms terms = terms_of(r, move);
    const double theirs = worth_to_them(r, terms);
    const double likely = theirs >= 0 ? 0.9 : theirs >= -2 ? 0.5 : 0.1;
    return likely * worth_to_me(r, terms) + (1 - likely) * refused +
           0.1 * r.temper.fondness * theirs;
  });
}

Move choose_deal_answer(const Reading& r, const std::vector<Move>& legal) {
  const Terms offered = Terms::of(r.view.terms);
  const Terms mine{offered.get_colony, offered.get_cards, offered.give_colony,
                   offered.give_cards, offered.get_lucre, offered.give_lucre};
  // With no offer of my own left, refusing is likely failing.
  const bool last = offers_left(r, r.me) == 0;
  const double needed = last ? -static_cast<double>(failed_deal_ships) + 0.5
                             : 0.5 * r.temper.greed - 0.5 * (r.temper.fondness - 1);
  const Kind wanted = worth_to_me(r, mine) >= needed ? Kind::accept : Kind::refuse;
  for (Move move : legal) {
    if (kind_of(move) == wanted) return move;
  }
  return legal.front();
}

Move choose_deal_land(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  return best_of(legal, rng, r.temper.whim * 0.1, [&](Move move) {
    const int planet = payload_of(move);
    switch (kind_of(move)) {
      case Kind::land_on:
        return (r.ships(planet, r.me) == 0 ? 10.0 : 0.0) - 0.3 * r.ships(planet, r.owner(planet));
      case Kind::land_from:
        // Only ships a colony can spare; a colony keeps two.
        return r.ships(planet, r.me) - 2.0 - (r.home(planet) ? 0.0 : 0.5);
      default:
        return 0.5;
    }
  });
}

Move choose_give(const Reading& r, const std::vector<Move>& legal) {
  Move best = legal.front();
  double least = 1e9;
  for (Move move : legal) {
    const Card* card = r.card(payload_of(move));
    const double worth = card == nullptr ? 0.0 : keep_worth(*card);
    if (worth < least) {
      least = worth;
      best = move;
    }
  }
  return best;
}

Move choose_loss(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  // The least valuable colonies lose ships: those with the most to spare, home ones
  // before foreign ones, and a colony's last ship only when nothing else is left.
  return best_of(legal, rng, r.temper.whim * 0.1, [&](Move move) {
    const int planet = payload_of(move);
    const int spare = r.ships(planet, r.me) - 1;
    if (spare <= 0) return r.home(planet) ? -6.0 : -15.0;
    return 1.0 + spare * (r.home(planet) ? 1.0 : 0.7);
  });
}

}  // namespace gavel::cosmic::scripted
