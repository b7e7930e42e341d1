// Reading one view: cards unaccounted for, the likely leading cards, the bids left
// in the round and what each lot is worth to each seat.

#include "reading.h"

#include <algorithm>
#include <climits>

namespace gavel::auction_web::scripted {
namespace {

// Share of a rival's bids spread evenly over the lots; the rest follows the worth.
constexpr double even_aim = 0.15;
// Part of a UFO's exchange the rival counts on when bidding for it.
constexpr double ufo_hope = 0.6;
// What a value every copy of which I have placed still weighs among a rival's
// unseen cards.
constexpr double unseen_floor = 0.05;
// An Avocado Island owner loses the next property it wins.
constexpr double spoiled_worth = 0.3;

Odds normalised(Odds odds) {
  double total = 0;
  for (double p : odds)
    total += p;
  if (total <= 0) return odds;
  for (double& p : odds)
    p /= total;
  return odds;
}

}  // namespace

// Each trait maps 0..10 onto a range whose middle (5) is where the plain scripted
// agent won most against itself in `gavel sim`. Probing for lowballs and spiting
// the leader both measured as losing more than they gain, so bluff and grudge only
// ever add a little of them: they are character, not strength.
Temper::Temper(const Traits& traits)
    : greed(1.0 + 0.05 * traits.greed),
      fear(0.4 + 0.08 * (max_trait - traits.nerve)),
      cunning(0.015 * traits.bluff),
      thrift(1.0 + 0.08 * traits.patience),
      stay(0.02 * (max_trait - traits.patience)),
      spite(0.04 * traits.grudge),
      whim(0.006 * traits.bluff) {}

Reading::Reading(const AuctionWebView& v, const Traits& traits)
    : view(v),
      cards(*v.cards),
      temper(traits),
      me(v.me),
      players(std::min(static_cast<int>(v.seats.size()), max_seats)) {
  for (int value : view.hand)
    ++hand[static_cast<std::size_t>(value)];
  hand_size = static_cast<int>(view.hand.size());
  for (Seat s = 0; s < players && s < max_seats; ++s)
    estates[static_cast<std::size_t>(s)] = Estate(cards, seat(s));
  read_menace();
  read_cards();
  read_lots();
}

void Reading::read_menace() {
  for (Seat s = 0; s < players; ++s) {
    if (!rival(s)) continue;
    const auto ahead = [&](Seat a, Seat b) {
      if (seat(a).score.total() != seat(b).score.total())
        return seat(a).score.total() > seat(b).score.total();
      return seat(a).properties.size() > seat(b).properties.size();
    };
    if (top_rival < 0 || ahead(s, top_rival)) top_rival = s;
  }
  // Taking a prize from a rival is worth nothing in itself: cards spent on denial
  // are cards not spent on my own points (measured: any share of denial loses games).
  // Only a grudge makes the rival leading the scores worth spiting.
  if (top_rival >= 0) menace[static_cast<std::size_t>(top_rival)] = temper.spite;
}

void Reading::read_cards() {
  const double copies = cards.copies_per_value;
  for (Seat s = 0; s < players; ++s) {
    if (!rival(s)) continue;
    const SeatView& other = seat(s);
    Odds known{};  // cards I know are in its hand
    for (int value : other.known_hand)
      known[static_cast<std::size_t>(value)] += 1;
    Odds seen = known;  // and those I can place anywhere: spent, or on a lot
    for (int value : other.discarded)
      seen[static_cast<std::size_t>(value)] += 1;
    for (const LotView& lot : view.lots) {
      if (lot.bidder == s && lot.value >= 0) seen[static_cast<std::size_t>(lot.value)] += 1;
    }
    Odds& unseen = unseen_[static_cast<std::size_t>(s)];
    double unseen_total = 0;
    for (int value = 0; value < litcoin_values; ++value) {
      const auto v = static_cast<std::size_t>(value);
      // Never quite impossible, so a misread card still counts for a little.
      unseen[v] = std::max(copies - seen[v], 0.0) + unseen_floor;
      unseen_total += unseen[v];
    }
    // Its next bid comes from its hand: the cards known there, the rest guessed
    // from what I cannot place. A wary rival expects the strong ones to come at it.
    const double guessed = std::max(other.hand - static_cast<int>(other.known_hand.size()), 0);
    Odds hand_odds{};
    for (int value = 0; value < litcoin_values; ++value) {
      const auto v = static_cast<std::size_t>(value);
      hand_odds[v] =
          (known[v] + guessed * unseen[v] / unseen_total) * (1.0 + temper.fear * value / 6.0);
    }
    hand_odds = normalised(hand_odds);
    for (int holder = 0; holder < litcoin_values; ++holder) {
      double p = 0;
      for (int value = 0; value < litcoin_values; ++value) {
        if (beats(value, holder)) p += hand_odds[static_cast<std::size_t>(value)];
      }
      threat_[static_cast<std::size_t>(s)][static_cast<std::size_t>(holder)] = p;
    }
  }
}

void Reading::read_lots() {
  const int round = view.round;
  for (const LotView& shown : view.lots) {
    LotRead lot;
    lot.property = shown.property;
    lot.bidder = shown.bidder;
    lot.face_down = shown.bidder >= 0 && !shown.face_up;
    if (shown.bidder >= 0 && shown.value >= 0) {
      lot.known = true;
      lot.lead[static_cast<std::size_t>(shown.value)] = 1;
    } else if (shown.bidder >= 0) {
      // Whatever leads was not beaten by any card discarded against it.
      const Odds& unseen = unseen_[static_cast<std::size_t>(shown.bidder)];
      for (int value = 0; value < litcoin_values; ++value) {
        const bool held = std::none_of(shown.beaten.begin(), shown.beaten.end(),
                                       [&](int lost) { return beats(lost, value); });
        if (held) {
          lot.lead[static_cast<std::size_t>(value)] =
              unseen[static_cast<std::size_t>(value)] * (1.0 + temper.fear * value / 6.0);
        }
      }
      lot.lead = normalised(lot.lead);
    }
    const double ability = ability_worth(cards, lot.property, round);
    const int printed = cards.properties[static_cast<std::size_t>(lot.property)].victory_points;
    for (Seat s = 0; s < players; ++s) {
      const auto i = static_cast<std::size_t>(s);
      // My prize and a leader's loss are priced in full; where the other rivals
      // may bid is guessed from printed points, which is near enough and cheap.
      const bool priced = s == me || s == lot.bidder;
      double worth =
          (priced ? points_gain(cards, estates[i], lot.property, round) : printed) + ability;
      if (seat(s).avocado_pending) worth *= spoiled_worth;
      lot.worth[static_cast<std::size_t>(s)] = s == me ? worth * temper.greed : worth;
    }
    lots.push_back(lot);
  }
  // A UFO may be exchanged for a property won earlier: count on part of the best
  // one. My own exchange is priced in full; a rival's by printed points, which is
  // near enough for guessing where it bids.
  for (LotRead& lot : lots) {
    const PropertyCard& ufo = cards.properties[static_cast<std::size_t>(lot.property)];
    if (ufo.ability != Ability::ufo) continue;
    const Estate& mine = estates[static_cast<std::size_t>(me)];
    const double as_is = gain_of(cards, mine, lot.property, round);
    for (Seat s = 0; s < players; ++s) {
      double best = 0;
      for (Seat other = 0; other < players; ++other) {
        if (other == s) continue;
        for (const HoldingView& h : seat(other).properties) {
          if (h.round >= round) continue;
          best = std::max(
              best, s == me
                        ? gain_of(cards, mine, h.property, round) - as_is
                        : cards.properties[static_cast<std::size_t>(h.property)].victory_points -
                              ufo.victory_points);
        }
      }
      lot.worth[static_cast<std::size_t>(s)] += ufo_hope * best * (s == me ? temper.greed : 1.0);
    }
  }
  // Where each rival's bids are likely to land: never on its own lead, more often
  // where the prize is bigger for it.
  for (Seat s = 0; s < players; ++s) {
    if (!rival(s)) continue;
    int open = 0;
    double total = 0;
    for (const LotRead& lot : lots) {
      if (lot.bidder == s) continue;
      ++open;
      total += std::max(lot.worth[static_cast<std::size_t>(s)], 0.1);
    }
    for (std::size_t i = 0; i < lots.size() && i < max_lots; ++i) {
      if (lots[i].bidder == s || open == 0) continue;
      aim_[static_cast<std::size_t>(s)][i] =
          even_aim / open +
          (1 - even_aim) * std::max(lots[i].worth[static_cast<std::size_t>(s)], 0.1) / total;
    }
  }
}

Horizon Reading::ahead(int my_cards, bool staying) const {
  // Turns come round in seat order from me (time 0); the seat `p` places after me
  // bids at times p, p+n, p+2n… The first seat to bid its last card ends the round.
  Horizon h;
  const int n = players;
  const int mine_after = std::max(my_cards, 0);
  int end = INT_MAX;
  if (staying) end = mine_after * n;
  for (int p = 1; p < n; ++p) {
    const SeatView& other = seat((me + p) % n);
    if (other.passed || other.hand == 0) continue;
    end = std::min(end, p + (other.hand - 1) * n);
  }
  if (end == INT_MAX) end = 0;
  for (int p = 1; p < n; ++p) {
    const Seat s = (me + p) % n;
    const SeatView& other = seat(s);
    if (other.passed || other.hand == 0 || end < p) continue;
    h.bids[static_cast<std::size_t>(s)] = std::min(other.hand, (end - p) / n + 1);
  }
  h.my_turns = staying ? std::min(mine_after, end / n) : 0;
  return h;
}

double Reading::my_worth(int lot, int value) const {
  const double token = value == extortion ? 1.0 : 0.0;
  return lots[static_cast<std::size_t>(lot)].worth[static_cast<std::size_t>(me)] + token;
}

double Reading::card_cost(int value, const Horizon& h) const {
  const double strength = card_strength(value) * temper.thrift;
  // In the last round a card left in hand is worth nothing once the round ends;
  // before that it travels into the next round.
  if (view.round >= 3) return h.my_turns > 0 ? 0.35 * strength : 0.0;
  return (view.round == 1 ? 0.8 : 0.7) * strength;
}

Outlook::Outlook(const Reading& reading, const Horizon& horizon) : r_(reading), horizon_(horizon) {
  const int lot_count = static_cast<int>(r_.lots.size());
  for (Seat s = 0; s < r_.players; ++s) {
    const int bids = horizon_.bids[static_cast<std::size_t>(s)];
    if (!r_.rival(s) || bids == 0) continue;
    for (int lot = 0; lot < lot_count; ++lot) {
      // Every value at once: each of the rival's bids spares a card with this chance.
      Odds spared{};
      for (int value = 0; value < litcoin_values; ++value)
        spared[static_cast<std::size_t>(value)] = 1 - r_.aim(s, lot) * r_.threat(s, value);
      Odds& p = survive_[static_cast<std::size_t>(s)][static_cast<std::size_t>(lot)];
      p = spared;
      for (int i = 1; i < bids; ++i) {
        for (int value = 0; value < litcoin_values; ++value)
          p[static_cast<std::size_t>(value)] *= spared[static_cast<std::size_t>(value)];
      }
    }
  }
  for (int lot = 0; lot < lot_count; ++lot) {
    const LotRead& l = r_.lots[static_cast<std::size_t>(lot)];
    stakes_[static_cast<std::size_t>(lot)] = stake(lot, l.bidder, l.lead);
  }
}

double Outlook::keep(int lot, int value, Seat holder) const {
  // My own later bids are choices, not chances: only the rivals' bids count.
  double p = 1;
  for (Seat s = 0; s < r_.players; ++s) {
    if (s == holder || !r_.rival(s) || horizon_.bids[static_cast<std::size_t>(s)] == 0) continue;
    p *= survive_[static_cast<std::size_t>(s)][static_cast<std::size_t>(lot)]
                 [static_cast<std::size_t>(value)];
  }
  return p;
}

double Outlook::rival_stake(int lot, Seat holder, int value) const {
  const LotRead& l = r_.lots[static_cast<std::size_t>(lot)];
  return -keep(lot, value, holder) * r_.menace[static_cast<std::size_t>(holder)] *
         l.worth[static_cast<std::size_t>(holder)];
}

double Outlook::stake(int lot, Seat holder, const Odds& lead) const {
  if (holder < 0) return 0;
  double sum = 0;
  for (int value = 0; value < litcoin_values; ++value) {
    const double p = lead[static_cast<std::size_t>(value)];
    if (p <= 0) continue;
    sum += p * (holder == r_.me ? keep(lot, value, holder) * r_.my_worth(lot, value)
                                : rival_stake(lot, holder, value));
  }
  return sum;
}

double Outlook::swap_gain(int first, int second) const {
  const LotRead& a = r_.lots[static_cast<std::size_t>(first)];
  const LotRead& b = r_.lots[static_cast<std::size_t>(second)];
  // The cards move with what is known of them (their beaten lists go along).
  return stake(first, b.bidder, b.lead) + stake(second, a.bidder, a.lead) - stake(first) -
         stake(second);
}

}  // namespace gavel::auction_web::scripted
