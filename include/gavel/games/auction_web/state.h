#pragma once
// Auction Web: sealed LitCoin-card bids on properties over three rounds.
//
// Each seat owns a deck of 14 LitCoin cards (two each of 0–6) and holds up to 7.
// A round turns up 4–6 properties; in turn each seat bids one card face down on a
// property or passes for the rest of the round. A bid on an occupied property is
// compared privately with the card there: the higher stays, the lower goes face up
// to its owner's discard pile, a tie discards the new card. Extortion (0) beats
// Cash (6); Encryption (1) holds against 3 and 4. A bidder whose card is discarded
// on their own turn may use its lowball (2 Ledger Balance, 3 Stocks Buyback,
// 4 Hack a Private Key, 5 Data Mining). The round ends when all have passed or a
// seat bids its last card. Cleanup hands each property to the owner of the card on
// it, resolves property abilities, turns up the next round's properties, then lets
// each seat draw 0–5 and discard down to 7 (with the option cleanup = draw-first,
// the order of the Gavel before this one: draw first, then turn up).
// After three rounds the most victory points win, then the most properties; still
// tied, all of them win. The man page and the in-game help say how Gavel settles
// what the printed rules leave open.
//
// Campaign perks (Setup::boons) favour seat 0; this chapter reads four of them, and
// with all four at zero the game is the one above. extra-cards N: seat 0's opening
// hand is dealt N cards more, by chance like the rest (never more than its deck).
// hand-limit N: seat 0 discards down to 7 + N after the cleanup draw. peeks N: once
// the opening hands are dealt, seat 0 is shown those of the N seats on its left
// (seat 1, then 2, at most every other seat) and knows those cards as it knows any
// card seen in a hand: while they stay there, and until their owner bids a card face
// down (then nobody can tell which of them is gone). starts: seat 0 bids first in
// round 1 (the first-player chance move has that one outcome); later rounds find
// their first player as usual.

#include <array>
#include <memory>

#include <cereal/types/array.hpp>

#include "gavel/core/by_seat.h"
#include "gavel/core/chapter.h"
#include "gavel/core/rng.h"
#include "gavel/core/state.h"
#include "gavel/games/auction_web/cards.h"
#include "gavel/games/auction_web/view.h"

namespace gavel::auction_web {

// A property a seat owns.
struct Holding {
  int card = 0;
  bool used = false;  // a one-shot ability spent (turned face down)
  int round = 0;      // the round it was won in

  bool operator==(const Holding&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(card, used, round);
  }
};

// A face-up property in the centre and the card leading on it.
struct Lot {
  int property = 0;
  int bid = -1;  // LitCoin card id, or -1
  bool face_up = false;
  std::vector<int> beaten;  // values discarded against the leading card, seen by all
  // The leading card took the lead from the card whose value is beaten's first (all
  // see "now leads"), rather than being bid on the property empty.
  bool took = false;

  bool operator==(const Lot&) const = default;
  // Version 2 adds `took`. A state is only ever written, to compare two (state.h).
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(property, bid, face_up, beaten, took);
  }
};

struct Player {
  std::vector<int> deck;     // card ids, sorted: an unordered pile drawn by chance
  std::vector<int> hand;     // card ids, sorted
  std::vector<int> discard;  // card ids, bottom first; the last is on top, face up
  std::vector<Holding> properties;
  int tokens = 0;  // Extortion victory points
  bool passed = false;
  bool avocado_pending = false;  // the next property won is discarded
  int extra_draw = 0;            // Octopus VR Aquarium in this cleanup
  std::vector<int> draft_offer;  // property ids dealt to this seat
  int draft_kept = -1;

  bool operator==(const Player&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(deck, hand, discard, properties, tokens, passed, avocado_pending, extra_draw,
            draft_offer, draft_kept);
  }
};

// A decision the cleanup still owes, in order.
struct Step {
  Phase phase = Phase::over;
  Seat seat = 0;
  int card = -1;  // the property behind it (UFO, Avocado, Crocodile owner's card)

  bool operator==(const Step&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(phase, seat, card);
  }
};

// The chapter's options (Chapter::options) as the rules read them.
struct Variant {
  bool draft = false;       // draft = on: the Advanced Draft Variation
  bool draw_first = false;  // cleanup = draw-first: the draw before the next properties
};

class AuctionWebState final : public StateOf<AuctionWebState> {
 public:
  // Only the boons this chapter reads are kept (see above); the others are dropped.
  AuctionWebState(std::shared_ptr<const Cards> cards, int players, Variant variant,
                  const Boons& boons = {});

  int seats() const override { return players_; }
  Seat to_move() const override;
  std::vector<Move> legal_moves() const override;
  std::vector<Standing> standings() const override;
  std::unique_ptr<View> view(Seat seat) const override;
  std::string to_text(Move move) const override;
  Move parse(std::string_view text) const override;

  const Cards& cards() const { return *cards_; }
  // A game the view's seat cannot tell from the one it sits at, the cards it cannot
  // see drawn from `rng` (sample.cpp): what a searching rival plays out. Only a seat's
  // bidding turn and its lowballs are rebuilt; at any other decision this gives
  // nullptr. Its history and log start empty; seat 0's perks are in it only as far
  // as the view shows them (the hand limit, to seat 0 itself).
  static std::unique_ptr<AuctionWebState> consistent_with(const AuctionWebView& view, Rng& rng);
  // Victory points now, with every end-game bonus counted as if the game ended.
  Score score(Seat seat) const;

  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(players_, draft_, draw_first_, phase_, round_, first_, turn_, seats_, piles_, lots_,
            lowball_, target_, revealed_, focus_, dealing_, draws_left_, steps_, knows_, boons_);
  }

 protected:
  void play(Move move, Log& log) override;
  std::optional<std::string> chapter_fact(std::string_view name) const override;

 private:
  friend class Notation;

  // helpers (state.cpp)
  int value_of(int card) const { return card % cards_->deck_size() / cards_->copies_per_value; }
  Seat owner_of(int card) const { return card / cards_->deck_size(); }
  Player& player(Seat seat) { return seats_[seat]; }
  const Player& player(Seat seat) const { return seats_[seat]; }
  // The cards a seat is dealt at the start and the most it keeps after drawing:
  // the content's numbers, and for seat 0 its boons on top.
  int opening_hand(Seat seat) const;
  int hand_limit(Seat seat) const;
  bool knows(Seat seat, int card) const;
  void learn(Seat seat, int card);
  void show_to_all(int card);
  void forget_hand(Seat owner);
  void show_peeks(Log& log);
  std::string litcoin(int card) const;
  std::string property_name(int property) const;
  // A property in the centre as the log names it: "Pachinko (b)", with the lot's
  // letter as the board shows it, since two face-up lots may share a name.
  std::string lot_text(int lot) const;
  bool owns_unused(Seat seat, Ability ability) const;
  Holding* unused_holding(Seat seat, Ability ability);

  // moving cards (state.cpp)
  void draw_into_hand(Seat seat, int card, Log& log);
  int take_from_hand(Seat seat, int value);
  void discard_card(int card);
  bool refill_deck(Seat seat, Log& log);

  // rounds and bidding (round.cpp)
  void start_round(Log& log);
  void round_move(Move move, Log& log);
  std::vector<Move> round_moves() const;
  void after_lots_dealt(Log& log);
  void plan_bidding();
  void begin_bidding(Log& log);
  std::vector<Move> bidding_moves() const;
  void bid(Seat seat, int value, int lot, Log& log);
  bool beats(int challenger, int holder) const {
    return outranks(value_of(challenger), value_of(holder));
  }
  void end_turn(Log& log);
  void next_bidder(Log& log);

  // lowballs and the abilities used while bidding (lowball.cpp)
  bool lowball_possible(int value) const;
  std::vector<Move> lowball_moves() const;
  void lowball_move(Move move, Log& log);
  void swap_bids(int first, int second);
  std::vector<int> face_down_lots(bool others_only) const;

  // cleanup (cleanup.cpp)
  void start_cleanup(Log& log);
  void acquire(Seat seat, int lot, Log& log);
  void turn_up_next_round(Log& log);
  void next_step(Log& log);
  void after_draw(Log& log);
  void cleanup_move(Move move, Log& log);
  std::vector<Move> cleanup_moves() const;
  void choose_next_first_player(Log& log);
  std::vector<int> ufo_targets(Seat seat) const;
  std::vector<Seat> seats_from(Seat start) const;

  std::shared_ptr<const Cards> cards_;
  int players_ = 0;
  bool draft_ = false;
  bool draw_first_ = false;
  Phase phase_ = Phase::first_player;
  int round_ = 1;
  Seat first_ = 0;  // first player of the round
  Seat turn_ = 0;   // the seat deciding now
  BySeat<Player> seats_;
  std::array<std::vector<int>, 3> piles_;  // property ids left in each round's pile
  std::vector<Lot> lots_;
  int lowball_ = -1;                 // the value whose lowball the bidder is using
  Seat target_ = -1;                 // Ledger Balance's chosen seat
  int revealed_ = -1;                // Ledger Balance's card shown to the bidder
  int focus_ = -1;                   // the lot or property card the current decision is about
  Seat dealing_ = 0;                 // the seat that chance deals or draws for
  int draws_left_ = 0;               // cards chance still deals to `dealing_`
  std::vector<Step> steps_;          // cleanup decisions still owed, first at the back
  std::vector<std::uint8_t> knows_;  // seat × LitCoin card: that seat knows the card
  Boons boons_;                      // seat 0's perks, the four this chapter reads
};

}  // namespace gavel::auction_web

CEREAL_CLASS_VERSION(gavel::auction_web::Holding, 1);
CEREAL_CLASS_VERSION(gavel::auction_web::Lot, 2);
CEREAL_CLASS_VERSION(gavel::auction_web::Player, 1);
CEREAL_CLASS_VERSION(gavel::auction_web::Step, 1);
CEREAL_CLASS_VERSION(gavel::auction_web::AuctionWebState, 1);
