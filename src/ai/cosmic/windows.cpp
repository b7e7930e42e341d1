// The cards a rival plays in the timing windows: Reinforcements that swing the
// encounter, artifacts aimed where they hurt the leader or save its own ships, and
// Card Zaps against artifacts that hurt it.

#include <algorithm>

#include "gavel/ai/cosmic/blunder.h"
#include "reading.h"

namespace gavel::cosmic::scripted {
namespace {

// The card a side effectively plays: a morph copies the other side's; under Emotion
// Control an attack is a negotiate.
Card effective(const CosmicView& v, const Card& mine, const Card& theirs) {
  const Card card = mine.kind == CardKind::morph ? theirs : mine;
  if (v.emotion_control && card.kind == CardKind::attack) return Card{CardKind::negotiate, 0};
  return card;
}

bool attacks(const CosmicView& v, int index) {
  return v.revealed.size() == 2 && effective(v, v.revealed[static_cast<std::size_t>(index)],
                                             v.revealed[static_cast<std::size_t>(1 - index)])
                                           .kind == CardKind::attack;
}

// Whether my side of an attack against attack is losing now.
bool losing(const Reading& r) {
  const Side mine = r.side_of(r.me);
  return mine != Side::none && attacks(r.view, 0) && attacks(r.view, 1) &&
         !wins(mine, margin(r, mine), r.view.upset);
}

bool zaps_totals(Alien alien) {
  return alien == Alien::human || alien == Alien::warpish || alien == Alien::virus ||
         alien == Alien::tripler || alien == Alien::macron || alien == Alien::warrior ||
         alien == Alien::pacifist || alien == Alien::zombie;
}

double reinforcement_score(const Reading& r, Move move) {
  const int payload = payload_of(move);
  const Card* card = r.card(payload % 1000);
  const Side mine = r.side_of(r.me);
  // It raises its side's total: worth playing for my side, unless an upset makes the
  // lower total win, when only the other side's total going up can help me.
  const bool upset = r.view.upset;
  if (card == nullptr || mine == Side::none || (static_cast<Side>(payload / 1000) == mine) == upset)
    return -10.0;
  const int by = margin(r, mine);
  const int after = upset ? by - card->value : by + card->value;
  const bool swings = !wins(mine, by, upset) && wins(mine, after, upset);
  return (swings ? 10.0 : -1.0) - 0.1 * card->value;
}

// What an artifact (or a Rift) played now is worth to me, in ships, before its cost.
double artifact_score(const Reading& r, const Card& card, int target) {
  const CosmicView& v = r.view;
  const Side mine = r.side_of(r.me);
  const Seat aimed = Target::seat_of(target);
  if (card.kind == CardKind::rift) return std::min(card.value, r.warp(r.me)) * 0.8;
  switch (static_cast<Artifact>(card.value)) {
    case Artifact::mobius_tubes: {
      double gain = r.warp(r.me);
      for (Seat seat = 0; seat < r.players; ++seat)
        gain -= r.weight(seat) * r.warp(seat);
      return gain;
    }
    case Artifact::space_junk:
      return std::min(space_junk_ships, r.warp(r.me)) * 0.8;
    case Artifact::plague:
      return 1.5 * r.weight(aimed) * plague_ships;
    case Artifact::cosmic_zap: {
      if (wasted_zap(v, aimed)) return -1.0;
      const auto alien = static_cast<Alien>(v.aliens[aimed]);
      const Side theirs = r.side_of(aimed);
      if (v.phase == Phase::reinforce) {
        if (!losing(r) || !zaps_totals(alien)) return -1.0;
        // A zapped Human wins for its side: zap it only when that side is mine.
        if (alien == Alien::human) return theirs == mine ? 6.0 : -5.0;
        return theirs != mine && theirs != Side::none ? 3.0 : -1.0;
      }
      if (v.phase == Phase::alliance_window && mine != Side::none &&
          (aimed == v.offense || aimed == v.defense) && theirs != mine && alien != Alien::human)
        return 1.5;
      return -1.0;
    }
    case Artifact::force_field: {
      if (r.me != v.offense && r.me != v.defense) return -1.0;
      double gain = 0;
      for (Seat seat = 0; seat < r.players; ++seat) {
        if ((target & (1 << seat)) == 0) continue;
        gain += (r.side_of(seat) == mine ? -1.5 : 1.5) * r.sent(seat);
      }
      return gain;
    }
    case Artifact::emotion_control:
      // Against a lost attack a deal, or the ships home, is better.
      if (mine == Side::none) return -1.0;
      if (losing(r)) return 2.0 + r.side_ships(mine) * 0.3;
      return attacks(v, 0) != attacks(v, 1) && !attacks(v, mine == Side::offense ? 0 : 1) ? 1.5
                                                                                          : -1.0;
    case Artifact::ionic_gas: {
      // The other side's allies would take rewards; its negotiator compensation.
      double denied = 0;
      for (Seat seat = 0; seat < r.players; ++seat) {
        if (r.side_of(seat) == Side::defense && seat != v.defense && seat != r.me)
          denied += r.weight(seat) * r.sent(seat);
      }
      return mine == Side::defense ? -1.0 : denied - 0.5;
    }
    case Artifact::quash: {
      if (r.me == v.offense || r.me == v.defense) return -1.0;
      return 2.0 * (r.weight(v.offense) + r.weight(v.defense)) - 1.0;
    }
    default:  // Finder: what it shows is for the player's eyes, not the rival's reading
      return -1.0;
  }
}

// A Card Zap against the artifact waiting: worth it when that card hurts me.
double zap_score(const Reading& r) {
  const CosmicView& v = r.view;
  const int target = v.pending_target;
  const Seat aimed = Target::seat_of(target);
  const Side mine = r.side_of(r.me);
  if (v.pending_card.empty()) return -1.0;
  const Card& card = v.pending_card.front();
  if (card.kind == CardKind::flare) {  // the other side's, or one aimed at me
    const Side theirs = r.side_of(v.pending_seat);
    if (target == 1 << r.me) return 3.0;
    return mine != Side::none && theirs != Side::none && theirs != mine ? 1.5 : -1.0;
  }
  switch (static_cast<Artifact>(card.value)) {
    case Artifact::plague:
    case Artifact::cosmic_zap:
    case Artifact::finder:
      return aimed == r.me ? 3.0 : -1.0;
    case Artifact::force_field:
      return (target & (1 << r.me)) != 0 ? 2.0 : -1.0;
    case Artifact::emotion_control:
      return mine != Side::none && !losing(r) && attacks(v, 0) && attacks(v, 1) ? 2.0 : -1.0;
    case Artifact::ionic_gas:
      return mine == Side::defense && r.me != v.defense ? 2.0 : -1.0;
    case Artifact::quash:
      return r.me == v.offense || r.me == v.defense ? 3.0 : -1.0;
    case Artifact::mobius_tubes:
      return r.weight(v.pending_seat) * r.warp(v.pending_seat) - r.warp(r.me) - 1.0;
    default:
      return -1.0;
  }
}

}  // namespace

Move choose_window(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  return best_of(legal, rng, 0.0, [&](Move move) {
    switch (kind_of(move)) {
      case Kind::reinforce:
        return reinforcement_score(r, move);
      case Kind::use: {
        if (r.view.phase == Phase::card_zap) return zap_score(r);
        const Card* card = r.card(Target::card_of(move));
        if (card == nullptr) return -10.0;
        if (card->kind == CardKind::flare) return flare_score(r, *card, Target::of(move)) - 0.2;
        // A card spent is a card gone: worth about one ship, more to a patient rival.
        return artifact_score(r, *card, Target::of(move)) - 1.0 - 20 * r.temper.thrift;
      }
      default:
        return 0.0;
    }
  });
}

}  // namespace gavel::cosmic::scripted
