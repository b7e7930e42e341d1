#pragma once
// The scripted Auction Web rival's reading of one view: what each lot is worth to
// each seat, what the leading cards probably are, how many bids the rivals still
// have before the round ends, and so how likely a lead is to last. Everything here
// comes from the seat's view alone; nothing is remembered between decisions.

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "gavel/ai/best_move.h"
#include "gavel/ai/traits.h"
#include "gavel/core/rng.h"
#include "gavel/games/auction_web/view.h"

namespace gavel::auction_web::scripted {

inline constexpr int max_seats = 5;
inline constexpr int max_lots = 10;
inline constexpr int max_holdings = 32;

// Weights or chances over the LitCoin values 0..6.
using Odds = std::array<double, litcoin_values>;

// The rules' comparison, as every seat knows it: Extortion beats Cash, Encryption
// holds against 3 and 4, otherwise the higher card; a tie keeps the card in place.
constexpr bool beats(int challenger, int holder) {
  if (challenger == extortion && holder == litcoin_cash) return true;
  if (challenger == litcoin_cash && holder == extortion) return false;
  if (holder == encryption && (challenger == stocks_buyback || challenger == hack_a_private_key))
    return false;
  return challenger > holder;
}

// The traits as the numbers the strategy multiplies by.
struct Temper {
  explicit Temper(const Traits& traits);

  double greed;    // scales what a property is worth to this seat
  double fear;     // tilts unseen cards towards high values (low nerve)
  double cunning;  // scales what a lowball or a look is worth (bluff)
  double thrift;   // scales what a card kept in hand is worth (patience)
  double stay;     // what staying in the round is worth over passing (impatience)
  double spite;    // what denying the rival who leads the scores is worth (grudge)
  double whim;     // how far taste may sway a close choice (bluff)
};

// A seat's properties and the tallies their points depend on, kept up as cards are
// added so that pricing one more card costs little. Never allocates.
class Estate {
 public:
  Estate() = default;
  // What the seat owns now.
  Estate(const Cards& cards, const SeatView& seat);
  void add(const Cards& cards, int id);
  // The same properties less one card, or with one card traded for another.
  Estate without(const Cards& cards, int id) const;
  Estate trading(const Cards& cards, int id, int for_id) const;
  // Victory points: printed points and end-game bonuses, tokens apart.
  int points() const { return points_; }
  // The points with one more card; the estate stays as it is.
  int points_with(const Cards& cards, int id) const;
  int count() const { return count_; }
  std::span<const int> ids() const { return {ids_.data(), static_cast<std::size_t>(count_)}; }

 private:
  struct Tally {
    int count = 0;
    int printed = 0;
    std::array<int, 4> types{};  // by PropertyType, tricycles apart
    int tricycles = 0;
    // How many of each bonus card, each paying out by the tallies above.
    int wasabi = 0, dispensary = 0, half = 0, poppie = 0, harbor = 0, yard = 0;
    bool pair = false;
    std::array<std::uint64_t, 2> names{};  // the names owned, by the first card id of each

    void add(const Cards& cards, int id);
    int points() const;
  };
  // Adds a card to the tallies, leaving the points to be worked out once at the end.
  void place(const Cards& cards, int id);

  std::array<int, max_holdings> ids_{};
  int count_ = 0;
  Tally tally_;
  int points_ = 0;
};

// valuation.cpp: what properties and cards are worth.
// What the property's ability is still worth when won in `round`, in victory points.
double ability_worth(const Cards& cards, int property, int round);
// The points winning `property` adds for a seat owning `estate` (Avocado Island's
// loss included), and that with the ability's worth.
double points_gain(const Cards& cards, const Estate& estate, int property, int round);
double gain_of(const Cards& cards, const Estate& estate, int property, int round);
// What a LitCoin value is worth to keep in hand, for discards and card costs.
double card_strength(int value);

// How many more bids each seat makes before the round ends.
struct Horizon {
  std::array<int, max_seats> bids{};
  int my_turns = 0;  // my own bids after this one
};

struct LotRead {
  int property = 0;
  Seat bidder = -1;
  bool face_down = false;                 // can be swapped, looked at
  bool known = false;                     // the leading value is known to me
  Odds lead{};                            // the leading card's value as far as I can tell
  std::array<double, max_seats> worth{};  // the property to each seat
};

// The lots as read, in board order, without allocating.
class LotReads {
 public:
  void push_back(const LotRead& lot) {
    if (count_ < items_.size()) items_[count_++] = lot;
  }
  std::size_t size() const { return count_; }
  const LotRead& operator[](std::size_t i) const { return items_[i]; }
  LotRead& operator[](std::size_t i) { return items_[i]; }
  const LotRead* begin() const { return items_.data(); }
  const LotRead* end() const { return items_.data() + count_; }
  LotRead* begin() { return items_.data(); }
  LotRead* end() { return items_.data() + count_; }

 private:
  std::array<LotRead, max_lots> items_{};
  std::size_t count_ = 0;
};

class Reading {
 public:
  Reading(const AuctionWebView& view, const Traits& traits);

  const AuctionWebView& view;
  const Cards& cards;
  Temper temper;
  Seat me = 0;
  int players = 0;
  std::array<int, litcoin_values> hand{};  // my cards by value
  int hand_size = 0;
  std::array<Estate, max_seats> estates{};  // what each seat owns
  LotReads lots;
  std::array<double, max_seats> menace{};  // how much of a rival's gain I count against me
  Seat top_rival = -1;                     // the rival leading the scores

  // Rival bids left before the round ends if I will bid `my_cards` more times (my
  // last card ends it), or if I bid no more.
  Horizon ahead(int my_cards, bool staying) const;
  Horizon after_bid() const { return ahead(hand_size - 1, true); }
  Horizon after_pass() const { return ahead(hand_size, false); }
  // What a property is worth to me, the Extortion token included.
  double my_worth(int lot, int value) const;
  // What keeping this card in hand is worth, instead of bidding it now.
  double card_cost(int value, const Horizon& horizon) const;
  // Chance that one bid of this rival beats a card of this value.
  double threat(Seat rival, int value) const {
    return threat_[static_cast<std::size_t>(rival)][static_cast<std::size_t>(value)];
  }
  // Chance that one bid of this rival lands on the lot.
  double aim(Seat rival, int lot) const {
    return aim_[static_cast<std::size_t>(rival)][static_cast<std::size_t>(lot)];
  }
  bool rival(Seat seat) const { return seat != me && seat >= 0; }
  const SeatView& seat(Seat s) const { return view.seats[s]; }

 private:
  void read_cards();
  void read_lots();
  void read_menace();

  std::array<Odds, max_seats> unseen_{};  // each rival's cards I cannot place, by value
  std::array<Odds, max_seats> threat_{};
  std::array<std::array<double, max_lots>, max_seats> aim_{};
};

// My stakes on the board as the round plays out to one horizon.
class Outlook {
 public:
  Outlook(const Reading& reading, const Horizon& horizon);

  const Horizon& horizon() const { return horizon_; }
  // Chance that `holder`'s card of this value on the lot survives the bids left.
  double keep(int lot, int value, Seat holder) const;
  // My stake in one lot held by `holder` with these odds: what I expect to win
  // there, less what a rival winning it costs me.
  double stake(int lot, Seat holder, const Odds& lead) const;
  // My stake in the lot as it stands.
  double stake(int lot) const { return stakes_[static_cast<std::size_t>(lot)]; }
  // A rival's stake in one lot if its card of this value stays there.
  double rival_stake(int lot, Seat holder, int value) const;
  // How my stakes change if the cards on two lots trade places.
  double swap_gain(int first, int second) const;

 private:
  const Reading& r_;
  Horizon horizon_;
  // survive_[seat][lot][value]: chance a card there outlasts that seat's bids left.
  std::array<std::array<Odds, max_lots>, max_seats> survive_{};
  std::array<double, max_lots> stakes_{};
};

// bidding.cpp and choices.cpp: one decision each.
Move choose_bidding(const Reading& reading, const std::vector<Move>& legal, Rng& rng);
Move choose_lowball(const Reading& reading, const std::vector<Move>& legal, Rng& rng);
Move choose_ledger(const Reading& reading, const std::vector<Move>& legal);
Move choose_keep(const Reading& reading, const std::vector<Move>& legal);
Move choose_mochi(const Reading& reading, const std::vector<Move>& legal);
Move choose_ufo(const Reading& reading, const std::vector<Move>& legal);
Move choose_avocado(const Reading& reading, const std::vector<Move>& legal);
Move choose_draw(const Reading& reading, const std::vector<Move>& legal);
Move choose_discard(const Reading& reading, const std::vector<Move>& legal);

}  // namespace gavel::auction_web::scripted
