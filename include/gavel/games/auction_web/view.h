#pragma once
// What one seat of Auction Web may know: the board draws it and rivals decide from
// it. A LitCoin value appears here only if this seat owns the card, saw it (a
// comparison, a hack, Pachinko, Ledger Balance, Data Mining, Near Meat Burger, a
// campaign perk's peek at the opening hands), or it lies face up; every card that
// landed face up on a discard pile since that pile last became a deck is remembered.

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "gavel/core/by_seat.h"
#include "gavel/core/state.h"
#include "gavel/games/auction_web/cards.h"

namespace gavel::auction_web {

// The card texts (names, types, points) a view reads, shared and never changed.
// Views compare them by content, not by address, so views of two games loaded
// from the same files are equal when their seat knows the same things.
class CardsRef : public std::shared_ptr<const Cards> {
 public:
  CardsRef() = default;
  CardsRef(std::shared_ptr<const Cards> cards)  // NOLINT(google-explicit-constructor)
      : std::shared_ptr<const Cards>(std::move(cards)) {}
  bool operator==(const CardsRef& other) const {
    return get() == other.get() || (get() != nullptr && other.get() != nullptr && *get() == *other);
  }
};

enum class Phase : std::uint8_t {
  first_player,   // chance: who starts round 1
  deal_hands,     // chance: opening hands
  draft_deal,     // chance: two properties to each seat (draft option)
  draft_keep,     // each seat keeps one of its two
  deal_lots,      // chance: the round's properties
  mochi,          // a Mochi Waterfall owner may replace a property
  mochi_draw,     // chance: the replacement
  bidding,        // bid, pass, or use Litcoin ATM / Pachinko first
  lowball,        // the bidder may use the discarded card's lowball
  ledger_reveal,  // chance: the card Ledger Balance shows
  ledger_decide,  // return that card or make its owner discard it
  ledger_redraw,  // chance: the replacement card
  ufo,            // a new UFO's owner may exchange it
  avocado,        // a new Avocado Island's owner discards another property
  draw_choice,    // how many cards to draw
  drawing,        // chance: the cards drawn
  hand_limit,     // discard down to the hand limit
  crocodile,      // discard one card for an opponent's Crocodile Submarine
  over,
};

// Points one seat would score if the game ended now.
struct Score {
  int properties = 0;  // printed victory points
  int tokens = 0;      // Extortion
  int bonuses = 0;     // end-game bonuses of Landmarks, Wasabi, Upper Yard
  std::vector<std::pair<int, int>> bonus_by_card;  // property card id, points
  int total() const { return properties + tokens + bonuses; }
  bool operator==(const Score&) const = default;
};

struct LotView {
  int property = 0;
  Seat bidder = -1;  // whose card leads, or -1
  int value = -1;    // the leading card's value if this seat knows it
  bool face_up = false;
  std::vector<int> beaten;
  bool took = false;  // the leading card took the lead from beaten's first value
  bool operator==(const LotView&) const = default;
};

struct HoldingView {
  int property = 0;
  bool used = false;
  int round = 0;
  bool operator==(const HoldingView&) const = default;
};

struct SeatView {
  int hand = 0;  // cards in hand
  int deck = 0;
  int discard = 0;
  int discard_top = -1;  // value face up on the discard pile
  // The discard pile's values, bottom first, as every seat saw each card land face up
  // and may remember it: what that seat has spent since its deck was last refilled.
  std::vector<int> discarded;
  std::vector<int> known_hand;  // values this seat knows are in that hand
  std::vector<HoldingView> properties;
  int tokens = 0;
  bool passed = false;
  bool avocado_pending = false;
  Score score;
  bool operator==(const SeatView&) const = default;
};

struct AuctionWebView : ViewOf<AuctionWebView> {
  Seat me = 0;
  int round = 1;
  Phase phase = Phase::first_player;
  Seat to_move = nobody;
  Seat first_player = 0;  // -1 between a round's end and the draw that decides it
  bool draft = false;
  bool draw_first = false;      // the table's cleanup option: draw before the next properties
  std::vector<int> hand;        // my values, low to high
  std::vector<int> my_discard;  // my discard pile's values, bottom first
  std::vector<LotView> lots;
  BySeat<SeatView> seats;
  std::vector<int> draft_offer;  // property ids offered to me
  std::vector<int> piles_left;   // property cards left in the round piles
  int lowball = -1;              // the lowball I may use now
  Seat target = -1;              // my Ledger Balance target
  int revealed = -1;             // the value Ledger Balance shows me
  int must_discard = 0;
  int hand_limit = 0;  // the most I keep after drawing (a perk may raise mine)

  Seat seat() const override { return me; }
  std::string describe() const override;
  bool operator==(const AuctionWebView&) const = default;

  CardsRef cards;
};

std::string phase_name(Phase phase);

}  // namespace gavel::auction_web
