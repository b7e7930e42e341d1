// Chance: cards drawn from the cosmic deck, the Reward deck and the destiny deck, and
// cards taken at random from a hand. Each card is one chance move, so every card
// left is equally likely and a script can name the one it wants.

#include <algorithm>

#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {
namespace {

void take(std::vector<CardId>& from, CardId card) {
  from.erase(std::find(from.begin(), from.end(), card));
}

void add_sorted(std::vector<CardId>& to, CardId card) {
  to.insert(std::upper_bound(to.begin(), to.end(), card), card);
}

// Two aliens each; seat 0 up to four with the campaign's extra-aliens boon.
const char* dealt_words(std::size_t count) {
  return count == 2 ? "two" : count == 3 ? "three" : "four";
}

}  // namespace

void Rules::queue(S& s, Draw draw) {
  if (draw.count > 0) s.draws_.push_back(draw);
}

bool Rules::has_encounter_card(const S& s, Seat seat) {
  const auto& hand = s.hand(seat);
  return std::any_of(hand.begin(), hand.end(),
                     [&](CardId id) { return s.cards()[id].encounter(); });
}

void Rules::discard(S& s, CardId card) {
  (s.cards()[card].reward ? s.reward_discard_ : s.discard_).push_back(card);
}

void Rules::discard_hand(S& s, Seat seat, Log& log) {
  auto& hand = s.hands_[seat];
  std::vector<std::string> names;
  for (CardId card : hand) {
    names.push_back(card_name(s.cards()[card]));
    discard(s, card);
  }
  hand.clear();
  log.to_all(Words(seat_words(seat) + " shows a hand without an encounter card (" +
                   (names.empty() ? std::string("no cards") : join(names, ", ")) +
                   ") and discards it.")
                 .by(seat, "You have no encounter card: you show your hand and discard it."));
}

// Makes the draw at the front possible: an empty deck takes its discards back; an
// empty cosmic deck without discards is a cosmic quake. A draw nothing can serve
// is dropped (false).
bool Rules::prepare_draw(S& s, Log& log) {
  Draw& draw = s.draws_.front();
  if (draw.from == Draw::From::destiny || draw.from == Draw::From::alien ||
      draw.from == Draw::From::tech || draw.from == Draw::From::undealt_flare)
    return true;
  if (draw.from == Draw::From::hand || draw.from == Draw::From::flare ||
      draw.from == Draw::From::auction) {
    const auto& pile = draw.from == Draw::From::hand    ? s.hand(draw.owner)
                       : draw.from == Draw::From::flare ? s.unused_flares_
                                                        : s.auction_deck_;
    if (!pile.empty()) return true;
    s.draws_.erase(s.draws_.begin());
    return false;
  }
  const bool cosmic = draw.from == Draw::From::cosmic;
  auto& deck = cosmic ? s.deck_ : s.reward_deck_;
  auto& discards = cosmic ? s.discard_ : s.reward_discard_;
  if (!deck.empty()) return true;
  if (!discards.empty()) {
    deck = discards;
    std::sort(deck.begin(), deck.end());
    discards.clear();
    log.to_all(cosmic ? "The cosmic deck is empty: its discards are shuffled into a new deck."
                      : "The Reward deck is empty: its discards are shuffled into a new deck.");
    return true;
  }
  if (!cosmic) {
    log.to_all("The Reward deck and its discards are empty: nothing is drawn.");
    s.draws_.erase(s.draws_.begin());
    return false;
  }
  // A cosmic quake: every hand goes back into the deck, and everyone draws anew.
  log.to_all(
      "Cosmic quake! The deck and its discards are empty: every hand is shuffled in "
      "and everyone draws eight cards.");
  for (Seat seat = 0; seat < s.players_; ++seat) {
    auto& hand = s.hands_[seat];
    for (CardId card : hand)
      (s.cards()[card].reward ? s.reward_discard_ : s.deck_).push_back(card);
    hand.clear();
  }
  // Too few cards to deal anew would run the deck dry again before anyone plays a
  // card: a quake without end. The content check refuses such a deck, so only cards
  // held out of play could bring it here.
  const auto needed = static_cast<std::size_t>(s.players_ * hand_size);
  if (s.deck_.size() < needed) {
    throw Error("a cosmic quake has " + std::to_string(s.deck_.size()) +
                " cosmic cards to deal and needs " + std::to_string(needed) +
                ", eight for each player: the cosmic deck (cosmic-lucre/cards.json) is too small");
  }
  std::sort(s.deck_.begin(), s.deck_.end());
  std::erase_if(s.draws_, [](const Draw& d) { return d.from == Draw::From::cosmic; });
  s.drawing_.clear();
  std::vector<Draw> fresh;
  Seat seat = s.encounter_.offense;
  for (int i = 0; i < s.players_; ++i, seat = next_seat(s, seat))
    fresh.push_back({Draw::From::cosmic, seat, seat, hand_size});
  s.draws_.insert(s.draws_.begin(), fresh.begin(), fresh.end());
  return true;
}

// A card drawn to choose from (an Auction card's Best of): told whole once drawn.
void Rules::drawn_aside(S& s, const Draw& draw, CardId card, Log& log) {
  add_sorted(s.drawn_, card);  // in id order, as a hand: alike cards are named alike
  if (draw.count > 1) return;
  const int count = static_cast<int>(s.drawn_.size());
  const std::string what = draw.from == Draw::From::flare    ? " unused flare"
                           : draw.from == Draw::From::reward ? " Reward card"
                                                             : " cosmic card";
  std::vector<std::string> names;
  for (CardId id : s.drawn_)
    names.push_back(card_name(s.cards()[id]));
  log.to(Audience::everyone().without(draw.to), seat_words(draw.to) + " draws " +
                                                    std::to_string(count) + what +
                                                    (count == 1 ? "" : "s") + " to choose from.");
  log.to(draw.to, "You draw " + join(names, ", ") + ": keep one, or none.");
}

void Rules::legal_chance(const S& s, std::vector<Move>& moves) {
  const Draw& draw = s.draws_.front();
  const std::vector<int>* pile = nullptr;
  switch (draw.from) {
    case Draw::From::cosmic:
      pile = &s.deck_;
      break;
    case Draw::From::reward:
      pile = &s.reward_deck_;
      break;
    case Draw::From::destiny:
      pile = &s.destiny_deck_;
      break;
    case Draw::From::hand:
      pile = &s.hand(draw.owner);
      break;
    case Draw::From::alien:
      pile = &s.alien_pile_;
      break;
    case Draw::From::tech:
      pile = &s.tech_pile_;
      break;
    case Draw::From::flare:
      pile = &s.unused_flares_;
      break;
    case Draw::From::auction:
      pile = &s.auction_deck_;
      break;
    case Draw::From::undealt_flare:
      for (int alien : s.alien_pile_)  // the aliens nobody was dealt
        moves.push_back(make_move(Kind::chance, s.cards().flares[static_cast<std::size_t>(alien)]));
      return;
  }
  for (int card : *pile)
    moves.push_back(make_move(Kind::chance, card));
}

void Rules::play_chance(S& s, int card, Log& log) {
  Draw& draw = s.draws_.front();
  const Seat to = draw.to;
  switch (draw.from) {
    case Draw::From::alien:
      take(s.alien_pile_, card);
      s.dealt_[to].push_back(card);
      if (draw.count == 1) {
        const auto& dealt = s.dealt_[to];
        std::vector<std::string> names;
        for (int alien : dealt)
          names.push_back(alien_name(static_cast<Alien>(alien)));
        const std::string last = names.back();
        names.pop_back();
        log.to(Audience::everyone().without(to),
               seat_words(to) + " is dealt " + dealt_words(dealt.size()) + " aliens.");
        log.to(to, "You are dealt " + join(names, ", ") + " and " + last + ": keep one.");
      }
      break;
    case Draw::From::undealt_flare:  // face down: only its owner learns which
      take(s.unused_flares_, card);
      add_sorted(s.hands_[to], card);
      log.to(Audience::everyone().without(to),
             seat_words(to) + " draws a flare of an alien nobody was dealt.");
      log.to(to, "You draw the " + card_name(s.cards()[card]) +
                     ", a flare of an alien nobody was dealt: its Wild is yours to play.");
      break;
    case Draw::From::tech:  // face down: only its owner learns which
      take(s.tech_pile_, card);
      s.tech_dealt_[to].push_back(card);
      if (draw.count == 1) {
        std::vector<std::string> names;
        for (int tech : s.tech_dealt_[to])
          names.push_back(s.cards().techs[static_cast<std::size_t>(tech)].name);
        log.to(Audience::everyone().without(to), seat_words(to) + " is dealt two techs.");
        log.to(to, "You are dealt the techs " + join(names, " and ") + ": keep one.");
      }
      break;
    case Draw::From::destiny:
      take(s.destiny_deck_, card);
      s.destiny_discard_.push_back(card);
      s.draws_.erase(s.draws_.begin());
      destiny_drawn(s, card, log);
      return;
    case Draw::From::auction:
      if (--draw.count == 0) s.draws_.erase(s.draws_.begin());
      market_drawn(s, card, log);
      return;
    case Draw::From::cosmic:
    case Draw::From::reward:
    case Draw::From::flare: {
      take(draw.from == Draw::From::cosmic   ? s.deck_
           : draw.from == Draw::From::reward ? s.reward_deck_
                                             : s.unused_flares_,
           card);
      if (draw.aside) {
        drawn_aside(s, draw, card, log);
        break;
      }
      add_sorted(s.hands_[to], card);
      s.drawing_.push_back(card);
      if (draw.count == 1) {
        const int count = static_cast<int>(s.drawing_.size());
        const bool reward = draw.from == Draw::From::reward;
        const std::string what =
            count == 1 ? (reward ? "a Reward card" : "a card")
                       : std::to_string(count) + (reward ? " Reward cards" : " cards");
        std::vector<std::string> names;
        for (CardId id : s.drawing_)
          names.push_back(card_name(s.cards()[id]));
        s.drawing_.clear();
        log.to(Audience::everyone().without(to), seat_words(to) + " draws " + what + ".");
        log.to(to, "You draw " + join(names, ", ") + ".");
      }
      break;
    }
    case Draw::From::hand: {
      take(s.hands_[draw.owner], card);
      add_sorted(s.hands_[to], card);
      const std::string name = card_name(s.cards()[card]);
      log.to(Audience::everyone().without(to).without(draw.owner),
             seat_words(to) + " takes a card at random from " + seat_words(draw.owner) + ".");
      log.to(to, "You take " + name + " from " + seat_words(draw.owner) + ".");
      log.to(draw.owner, seat_words(to) + " takes your " + name + ".");
      taken(s, to, card, log);
      break;
    }
  }
  if (--draw.count == 0) s.draws_.erase(s.draws_.begin());
}

}  // namespace gavel::cosmic
