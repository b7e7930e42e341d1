#include "reading.h"

#include <algorithm>
#include <cmath>

namespace gavel::cosmic::scripted {
namespace {

// The cosmic deck's attack cards by value, as content/cosmic-lucre/cards.json deals it; with its
// negotiates and its size, what a rival counts unseen cards against.
constexpr std::array<std::pair<int, int>, 18> deck_attacks = {{{0, 1},
                                                               {1, 1},
                                                               {4, 4},
                                                               {5, 1},
                                                               {6, 7},
                                                               {7, 1},
                                                               {8, 7},
                                                               {9, 1},
                                                               {10, 4},
                                                               {11, 1},
                                                               {12, 2},
                                                               {13, 1},
                                                               {14, 2},
                                                               {15, 1},
                                                               {20, 2},
                                                               {23, 1},
                                                               {30, 1},
                                                               {40, 1}}};
constexpr int deck_negotiates = 15;
constexpr int deck_size = 72;

}  // namespace

Temper::Temper(const Traits& traits)
    : greed(0.7 + 0.06 * traits.greed),
      fear(1.4 - 0.08 * traits.nerve),
      whim(0.05 * traits.bluff),
      thrift(0.01 + 0.006 * traits.patience),
      spite(0.2 * traits.grudge),
      fondness(0.2 * traits.partner_affinity) {}

Reading::Reading(const CosmicView& v, const Traits& traits)
    : view(v), temper(traits), me(v.me), players(v.players) {
  for (int planet = 0; planet < static_cast<int>(v.planets.size()); ++planet) {
    for (Seat seat = 0; seat < players; ++seat) {
      if (ships(planet, seat) == 0 || owner(planet) == seat) continue;
      ++foreign_[static_cast<std::size_t>(seat)];
      if (home(planet)) ++intrusions_[static_cast<std::size_t>(seat)];
    }
  }
  for (const auto& [value, count] : deck_attacks)
    unseen_attacks_.insert(unseen_attacks_.end(), static_cast<std::size_t>(count), value);
  unseen_negotiates_ = deck_negotiates;
  // The kept aliens' flares are shuffled into the cosmic deck too.
  unseen_ =
      deck_size + static_cast<int>(std::count_if(v.aliens.begin(), v.aliens.end(),
                                                 [](int alien) { return alien != no_alien; }));
  const auto seen = [&](const Card& card) {
    if (card.reward) return;
    --unseen_;
    if (card.kind == CardKind::negotiate) --unseen_negotiates_;
    if (card.kind != CardKind::attack) return;
    const auto at = std::find(unseen_attacks_.begin(), unseen_attacks_.end(), card.value);
    if (at != unseen_attacks_.end()) unseen_attacks_.erase(at);
  };
  for (const Card& card : v.discards)
    seen(card);
  for (const Card& card : v.hand)
    seen(card);
  for (const Card& card : v.my_card)
    seen(card);
  // Revealed cards reach the discard pile at the resolution; count them once.
  const Phase window = v.phase == Phase::card_zap ? v.pending_window : v.phase;
  if (window == Phase::reinforce) {
    for (const Card& card : v.revealed)
      seen(card);
  }
  unseen_ = std::max(unseen_, 1);
  unseen_negotiates_ = std::max(unseen_negotiates_, 0);
}

Side Reading::side_of(Seat seat) const {
  if (seat == view.offense) return Side::offense;
  if (seat == view.defense) return Side::defense;
  return view.side[static_cast<std::size_t>(seat)];
}

int Reading::side_ships(Side side) const {
  int total = 0;
  if (side == Side::defense && view.planet >= 0) total += ships(view.planet, view.defense);
  if (side == Side::offense) total += sent(view.offense);
  for (Seat seat = 0; seat < players; ++seat) {
    if (view.side[static_cast<std::size_t>(seat)] == side) total += sent(seat);
  }
  return total;
}

double Reading::colony_worth(Seat seat) const {
  const int after = foreign(seat) + 1;
  double worth = 3.0 + 6.0 * after / view.to_win;
  if (after >= view.to_win) worth *= 2;
  return seat == me ? worth * temper.greed : worth;
}

double Reading::weight(Seat seat) const {
  if (seat == me) return 0;
  double w = 0.25 + 0.75 * foreign(seat) / view.to_win;
  bool leads = foreign(seat) > 0;
  for (Seat other = 0; other < players; ++other) {
    if (other != seat && other != me && foreign(other) > foreign(seat)) leads = false;
  }
  if (leads) w += 0.1 * temper.spite;
  return w + 0.3 * temper.spite * intrusions(seat);
}

double Reading::attacks_held(Seat holder) const {
  const double share = static_cast<double>(unseen_attacks_.size()) / unseen_;
  const double held = view.hand_sizes[holder] * share * temper.fear;
  return std::max(held, 0.7);
}

double Reading::best_at_most(int value, Seat holder) const {
  if (unseen_attacks_.empty()) return 1.0;
  const auto below = std::upper_bound(unseen_attacks_.begin(), unseen_attacks_.end(), value) -
                     unseen_attacks_.begin();
  const double fraction = static_cast<double>(below) / static_cast<double>(unseen_attacks_.size());
  return std::pow(fraction, attacks_held(holder));
}

double Reading::negotiates(Seat holder) const {
  const double none =
      std::pow(1.0 - static_cast<double>(unseen_negotiates_) / unseen_, view.hand_sizes[holder]);
  return 0.25 * (1.0 - none);
}

const Card* Reading::card(int id) const {
  for (std::size_t i = 0; i < view.hand_ids.size(); ++i) {
    if (view.hand_ids[i] == id) return &view.hand[i];
  }
  return nullptr;
}

int Reading::best_attack() const {
  int best = -100;
  for (const Card& card : view.hand) {
    if (card.kind == CardKind::attack) best = std::max(best, card.value);
  }
  return best;
}

int Reading::encounter_cards() const {
  return static_cast<int>(std::count_if(view.hand.begin(), view.hand.end(),
                                        [](const Card& card) { return card.encounter(); }));
}

double offense_odds(const Reading& r) {
  const double margin = r.total_with(Side::offense, 0) - r.total_with(Side::defense, 0) - 1;
  return 1.0 / (1.0 + std::exp(-margin / 4.0));
}

double keep_worth(const Card& card) {
  switch (card.kind) {
    case CardKind::attack:
      return 1.0 + card.value / 5.0;
    case CardKind::negotiate:
      return 2.0 + card.value * 0.5;  // a Crooked Deal a little more
    case CardKind::morph:
      return 4.0;
    case CardKind::reinforcement:
      return 1.0 + card.value / 2.0;
    case CardKind::kicker:
      return 1.0 + card.value / 2.0;
    case CardKind::rift:
      return -1.0;  // given away in a deal it costs the taker ships: the first card to give
    default:
      return 0.3;  // cards whose effects are not in play yet
  }
}

int margin(const Reading& r, Side mine) {
  const Side other = mine == Side::offense ? Side::defense : Side::offense;
  return r.view.totals[static_cast<std::size_t>(mine)] -
         r.view.totals[static_cast<std::size_t>(other)];
}

bool wins(Side side, int by, bool upset) {
  if (upset) return side == Side::offense ? by < 0 : by <= 0;
  return side == Side::offense ? by > 0 : by >= 0;
}

}  // namespace gavel::cosmic::scripted
