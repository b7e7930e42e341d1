// A game one seat cannot tell from the one it sits at: what a searching rival plays
// out. The seat sees every discard pile, its own cards, the values it has been shown
// and how many cards each hand and deck holds; each other seat's remaining cards are
// dealt at random to its face-down bids, the rest of its hand and its deck, with every
// face-down bid still beating the values that failed against it. The property piles
// hold a draw of the cards seen nowhere, as many as the view counts.
//
// Only a bidding turn and its lowballs are rebuilt: the cleanup's decisions hang on a
// queue of owed steps the view does not show, so there the rival plays its script.

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/games/auction_web/state.h"

namespace gavel::auction_web {

namespace {

// Whether a face-down card of value `card` fits what the table saw happen on its lot.
bool fits_lot(const LotView& lot, int card) {
  for (std::size_t i = 0; i < lot.beaten.size(); ++i) {
    const bool took_it = i == 0 && lot.took;
    if (took_it ? !outranks(card, lot.beaten[i]) : outranks(lot.beaten[i], card)) return false;
  }
  return true;
}

}  // namespace

std::unique_ptr<AuctionWebState> AuctionWebState::consistent_with(const AuctionWebView& view,
                                                                  Rng& rng) {
  if (view.phase != Phase::bidding && view.phase != Phase::lowball &&
      view.phase != Phase::ledger_decide) {
    return nullptr;
  }
  const int players = static_cast<int>(view.seats.size());
  const Seat me = view.me;
  Boons boons;
  if (me == 0) boons.hand_limit = view.hand_limit - view.cards->hand_limit;
  auto game = std::make_unique<AuctionWebState>(view.cards, players,
                                                Variant{view.draft, view.draw_first}, boons);
  AuctionWebState& g = *game;
  g.phase_ = view.phase;
  g.round_ = view.round;
  g.first_ = view.first_player;
  g.turn_ = view.to_move;
  g.lowball_ = view.lowball;
  g.target_ = view.target;

  g.lots_.clear();
  for (const LotView& lot : view.lots)
    g.lots_.push_back({lot.property, -1, lot.face_up, lot.beaten, lot.took});
  for (Seat s = 0; s < players; ++s) {
    const SeatView& shown = view.seats[s];
    Player& p = g.player(s);
    // The seat's cards not yet placed: first those the view shows, then the rest at random.
    std::vector<int> left = std::move(p.deck);
    p.deck.clear();
    const auto take = [&](int value) {
      const auto found = std::find_if(left.begin(), left.end(),
                                      [&](int card) { return g.value_of(card) == value; });
      if (found == left.end()) throw Error("a sampled Auction Web view shows a card twice");
      const int card = *found;
      left.erase(found);
      return card;
    };
    const auto draw = [&](const auto& fits) {
      if (left.empty()) throw Error("a sampled Auction Web view shows more cards than a deck");
      std::vector<std::size_t> fitting;
      for (std::size_t i = 0; i < left.size(); ++i) {
        if (fits(g.value_of(left[i]))) fitting.push_back(i);
      }
      const std::size_t at = fitting.empty()
                                 ? static_cast<std::size_t>(rng.below(left.size()))
                                 : fitting[static_cast<std::size_t>(rng.below(fitting.size()))];
      const int card = left[at];
      left.erase(left.begin() + static_cast<std::ptrdiff_t>(at));
      return card;
    };
    for (int value : shown.discarded)
      p.discard.push_back(take(value));
    for (std::size_t i = 0; i < view.lots.size(); ++i) {
      const LotView& lot = view.lots[i];
      if (lot.bidder != s || lot.value < 0) continue;
      g.lots_[i].bid = take(lot.value);
      if (s != me) g.learn(me, g.lots_[i].bid);
    }
    if (s == me) {
      for (int value : view.hand)
        p.hand.push_back(take(value));
    } else {
      for (int value : shown.known_hand) {
        p.hand.push_back(take(value));
        g.learn(me, p.hand.back());
      }
      // Ledger Balance showed the bidder a card of this hand, without naming the copy.
      if (view.revealed >= 0 && view.target == s &&
          std::none_of(p.hand.begin(), p.hand.end(),
                       [&](int card) { return g.value_of(card) == view.revealed; })) {
        p.hand.push_back(take(view.revealed));
      }
      for (std::size_t i = 0; i < view.lots.size(); ++i) {
        const LotView& lot = view.lots[i];
        if (lot.bidder == s && lot.value < 0)
          g.lots_[i].bid = draw([&](int value) { return fits_lot(lot, value); });
      }
      while (static_cast<int>(p.hand.size()) < shown.hand)
        p.hand.push_back(draw([](int) { return true; }));
    }
    p.deck = left;
    std::sort(p.hand.begin(), p.hand.end());
    if (static_cast<int>(p.deck.size()) != shown.deck ||
        static_cast<int>(p.hand.size()) != shown.hand) {
      throw Error("a sampled Auction Web view does not add up to its decks");
    }
    if (view.revealed >= 0 && view.target == s) {
      g.revealed_ = *std::find_if(p.hand.begin(), p.hand.end(),
                                  [&](int card) { return g.value_of(card) == view.revealed; });
    }
    for (int card : p.discard)
      g.show_to_all(card);
    for (const HoldingView& h : shown.properties)
      p.properties.push_back({h.property, h.used, h.round});
    p.tokens = shown.tokens;
    p.passed = shown.passed;
    p.avocado_pending = shown.avocado_pending;
  }
  for (const Lot& lot : g.lots_) {
    if (lot.bid >= 0 && lot.face_up) g.show_to_all(lot.bid);
  }

  // The piles hold a draw of the properties seen nowhere: the draft's discards and a
  // Mochi Waterfall's went unseen or unrecorded, so only the count is certain.
  std::vector<bool> seen(view.cards->properties.size(), false);
  for (const LotView& lot : view.lots)
    seen[static_cast<std::size_t>(lot.property)] = true;
  for (const SeatView& shown : view.seats) {
    for (const HoldingView& h : shown.properties)
      seen[static_cast<std::size_t>(h.property)] = true;
  }
  for (std::size_t pile = 0; pile < g.piles_.size(); ++pile) {
    std::vector<int> unseen;
    for (int id : g.piles_[pile]) {
      if (!seen[static_cast<std::size_t>(id)]) unseen.push_back(id);
    }
    const auto wanted = static_cast<std::size_t>(view.piles_left[pile]);
    g.piles_[pile].clear();
    while (g.piles_[pile].size() < wanted && !unseen.empty()) {
      const auto at = static_cast<std::ptrdiff_t>(rng.below(unseen.size()));
      g.piles_[pile].push_back(unseen[static_cast<std::size_t>(at)]);
      unseen.erase(unseen.begin() + at);
    }
    std::sort(g.piles_[pile].begin(), g.piles_[pile].end());
  }
  return game;
}

}  // namespace gavel::auction_web
