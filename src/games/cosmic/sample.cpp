// A game one seat cannot tell from the one it sits at: what a searching rival plays
// out. The board, the ships, the discard piles, the aliens, Lucre and the encounter as
// far as it is revealed are all public; what a seat cannot see are cards and techs.
// Hidden from it: the other hands (but the flares played this encounter, which stay
// in their holders' hands, and the hand its Mind reads), the decks, the unused flares,
// the cards and Kickers laid face down, and the techs others keep face down.
//
// A card's back tells which deck it came from: the Reward deck's, or the cosmic deck's
// (a flare is dealt from no deck of its own, so it counts as a cosmic card). The seen
// table keeps the backs where the cards were; the sampler deals the unseen cards back
// into them, each face-down card one that could have been laid there. The decks are
// unordered piles whose draws are chance moves, so nothing else is drawn.

#include <algorithm>

#include "gavel/games/cosmic/view.h"
#include "rules.h"

namespace gavel::cosmic {
namespace {

constexpr CardId cosmic_back = -2;  // a card the seat has not seen: cosmic, or a flare
constexpr CardId reward_back = -3;  // one from the Reward deck

CardId back_of(const CardTable& cards, CardId card) {
  return cards[card].reward ? reward_back : cosmic_back;
}

bool played_flare(const Encounter& e, const Card& card, Seat holder) {
  return card.kind == CardKind::flare &&
         std::find(e.flares.begin(), e.flares.end(), std::make_pair(card.value, holder)) !=
             e.flares.end();
}

// A card of `pool` (shuffled) that `fits`, taken out of it; no_card when none does.
template <class Fits>
CardId take_fitting(std::vector<CardId>& pool, const CardTable& cards, Fits fits) {
  const auto at =
      std::find_if(pool.begin(), pool.end(), [&](CardId id) { return fits(cards[id]); });
  if (at == pool.end()) return no_card;
  const CardId card = *at;
  pool.erase(at);
  return card;
}

}  // namespace

Table CosmicState::seen_by(Seat seat) const {
  Table seen = *this;
  const CardTable& cards = *cards_;
  Encounter& e = seen.encounter_;
  for (Seat other = 0; other < players_; ++other) {
    if (other == seat) continue;
    seen.dealt_[other].clear();
    seen.tech_dealt_[other].clear();
    if (techs_[other] != no_tech && tech_stage_[other] == TechStage::research)
      seen.techs_[other] = hidden_tech;
    if (Rules::reads_hand(*this, seat) && other == Rules::opponent(*this, seat)) continue;
    auto& hand = seen.hands_[other];
    for (CardId& card : hand) {
      if (!played_flare(e, cards[card], other)) card = back_of(cards, card);
    }
    std::sort(hand.begin(), hand.end());  // the backs first, telling nothing by their places
  }
  std::fill(seen.deck_.begin(), seen.deck_.end(), cosmic_back);
  std::fill(seen.reward_deck_.begin(), seen.reward_deck_.end(), reward_back);
  seen.unused_flares_.clear();  // how many are left tells how many hands hold
  seen.alien_pile_.clear();
  seen.tech_pile_.clear();
  seen.drawing_.clear();
  if (seat != auctions_.high) seen.drawn_.clear();
  if (!e.revealed) {
    if (seat != e.offense && e.face_up != e.offense && e.offense_card != no_card)
      e.offense_card = back_of(cards, e.offense_card);
    if (seat != e.defense && e.face_up != e.defense && e.defense_card != no_card)
      e.defense_card = back_of(cards, e.defense_card);
    if (seat != e.offense && e.offense_kicker != no_card) e.offense_kicker = reward_back;
    if (seat != e.defense && e.defense_kicker != no_card) e.defense_kicker = reward_back;
  }
  return seen;
}

std::unique_ptr<CosmicState> CosmicState::consistent_with(const CosmicView& view, Rng& rng) {
  if (!view.seen.table || view.to_move != view.me) return nullptr;
  Table t = *view.seen.table;
  const CardTable& cards = *t.cards_;
  Encounter& e = t.encounter_;

  // Every card seen somewhere stays there; the others are dealt into the backs.
  std::vector<bool> placed(cards.cards.size(), false);
  const auto place = [&](CardId card) {
    if (card >= 0) placed[static_cast<std::size_t>(card)] = true;
  };
  for (const auto& hand : t.hands_)
    std::for_each(hand.begin(), hand.end(), place);
  for (const auto* pile : {&t.discard_, &t.reward_discard_, &t.drawn_})
    std::for_each(pile->begin(), pile->end(), place);
  for (CardId card : {e.offense_card, e.defense_card, e.offense_kicker, e.defense_kicker})
    place(card);
  std::vector<CardId> cosmic, flares, reward;
  for (CardId card = 0; card < static_cast<CardId>(placed.size()); ++card) {
    if (placed[static_cast<std::size_t>(card)]) continue;
    const Card& c = cards[card];
    (c.reward ? reward : c.kind == CardKind::flare ? flares : cosmic).push_back(card);
  }
  rng.shuffle(cosmic);
  rng.shuffle(flares);
  rng.shuffle(reward);

  // Face-down cards first, each one that could have been laid there.
  const auto encounter_card = [](const Card& c) { return c.encounter(); };
  const auto kicker = [](const Card& c) { return c.kind == CardKind::kicker; };
  for (CardId* laid : {&e.offense_card, &e.defense_card, &e.offense_kicker, &e.defense_kicker}) {
    if (*laid != cosmic_back && *laid != reward_back) continue;
    const bool is_kicker = laid == &e.offense_kicker || laid == &e.defense_kicker;
    auto& pool = *laid == cosmic_back ? cosmic : reward;
    *laid =
        is_kicker ? take_fitting(pool, cards, kicker) : take_fitting(pool, cards, encounter_card);
    if (*laid == no_card) return nullptr;  // a seen table no game could give
  }

  // The backs in the other hands and the decks. The cosmic backs the cosmic cards fall
  // short of are flares: the hands hold them first, since a deck gets one only from
  // its discards.
  std::vector<CardId*> cosmic_slots, reward_slots;
  for (auto& hand : t.hands_) {
    for (CardId& card : hand) {
      if (card == cosmic_back) cosmic_slots.push_back(&card);
      if (card == reward_back) reward_slots.push_back(&card);
    }
  }
  const std::size_t backs = cosmic_slots.size() + t.deck_.size();
  if (backs < cosmic.size() || backs - cosmic.size() > flares.size() ||
      reward_slots.size() + t.reward_deck_.size() != reward.size())
    return nullptr;
  const std::size_t flares_held = backs - cosmic.size();
  const std::size_t in_hands = std::min(flares_held, cosmic_slots.size());
  std::vector<CardId> dealt(flares.end() - static_cast<std::ptrdiff_t>(in_hands), flares.end());
  flares.resize(flares.size() - in_hands);
  const std::size_t cosmic_in_hands = cosmic_slots.size() - in_hands;
  dealt.insert(dealt.end(), cosmic.end() - static_cast<std::ptrdiff_t>(cosmic_in_hands),
               cosmic.end());
  cosmic.resize(cosmic.size() - cosmic_in_hands);
  rng.shuffle(dealt);
  for (std::size_t i = 0; i < cosmic_slots.size(); ++i)
    *cosmic_slots[i] = dealt[i];
  for (std::size_t i = 0; i < reward_slots.size(); ++i)
    *reward_slots[i] = reward[i];
  t.deck_ = cosmic;
  for (std::size_t i = in_hands; i < flares_held; ++i) {
    t.deck_.push_back(flares.back());
    flares.pop_back();
  }
  t.reward_deck_.assign(reward.begin() + static_cast<std::ptrdiff_t>(reward_slots.size()),
                        reward.end());
  t.unused_flares_ = flares;
  for (auto* pile : {&t.deck_, &t.reward_deck_, &t.unused_flares_})
    std::sort(pile->begin(), pile->end());
  for (auto& hand : t.hands_)
    std::sort(hand.begin(), hand.end());

  // The techs kept face down: any the seat has not seen kept or dealt to itself.
  std::vector<bool> known(cards.techs.size(), false);
  for (int tech : t.techs_) {
    if (tech >= 0) known[static_cast<std::size_t>(tech)] = true;
  }
  for (int tech : t.tech_dealt_[view.me])
    known[static_cast<std::size_t>(tech)] = true;
  std::vector<int> techs;
  for (int tech = 0; tech < static_cast<int>(known.size()); ++tech) {
    if (!known[static_cast<std::size_t>(tech)]) techs.push_back(tech);
  }
  rng.shuffle(techs);
  for (int& tech : t.techs_) {
    if (tech != hidden_tech) continue;
    if (techs.empty()) return nullptr;
    tech = techs.back();
    techs.pop_back();
  }
  return std::unique_ptr<CosmicState>(new CosmicState(std::move(t)));
}

}  // namespace gavel::cosmic
