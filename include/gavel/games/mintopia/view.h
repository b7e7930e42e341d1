#pragma once
// What one seat of New Mintopia City may know: the board draws it and rivals decide
// from it. Nearly everything is public: Mints, the Auction Block, bids, proposals,
// answers and the city. Two things are not: the deck (nobody knows which Locations
// it holds, only how many), and in a closed auction the commitments of the other
// seats until all are in and revealed.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "gavel/core/state.h"
#include "gavel/games/mintopia/cards.h"
#include "gavel/games/mintopia/city.h"

namespace gavel::mintopia {

enum class Phase : std::uint8_t {
  first_auctioneer,  // chance: who holds the Auctioneer token first
  turn_up,           // chance: the Auction Block is turned up
  choose,            // the Auctioneer picks a face-up Location, open or closed
  open_bid,          // a seat outside the winning bid bids, proposes or withdraws
  answer,            // the neighbour asked accepts or refuses
  share,             // a lone winner picks the neighbour to share with
  commit,            // closed auction: sealed commitments, one seat at a time
  name_chooser,      // the Auctioneer names who chooses among the tied pairs
  pick_pair,         // the chooser picks which of their tied pairs wins
  ai_roll,           // chance: the AI card's die
  ai_answer,         // each player may raise once over the AI card's bid
  place,             // the placer places the Location won
  roll,              // chance: the Roll step's die
  deed_draw,         // chance: the unused Location the Deed ability gains
  deed_place,        // its holder places it
  utility,           // its holder may move one Location
  production,        // its holder may turn one Location
  over,
};

std::string phase_name(Phase phase);  // as scenario facts spell it: "open-bid"

// The Current Bid of an open auction: who is in it and what each puts in. The
// leader made the bid (alone, or as the proposer) and places what it wins.
struct Bid {
  int total = 0;
  Seat leader = nobody;  // nobody before the first bid
  int leader_puts = 0;
  Seat partner = nobody;  // nobody for a lone bid
  int partner_puts = 0;

  bool includes(Seat seat) const { return seat == leader || (seat == partner && seat != nobody); }
  bool operator==(const Bid&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(total, leader, leader_puts, partner, partner_puts);
  }
};

// "I put `mine`, you put `yours`", asked of one neighbour and waiting for an answer.
struct Proposal {
  Seat from = nobody;
  Seat to = nobody;
  int mine = 0;
  int yours = 0;

  bool operator==(const Proposal&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(from, to, mine, yours);
  }
};

inline constexpr int sealed = -1;  // a commitment the viewer may not see
inline constexpr int not_committed = -2;

// Shared and never changed; views compare it by content.
class CardsRef : public std::shared_ptr<const Cards> {
 public:
  CardsRef() = default;
  CardsRef(std::shared_ptr<const Cards> cards)  // NOLINT(google-explicit-constructor)
      : std::shared_ptr<const Cards>(std::move(cards)) {}
  bool operator==(const CardsRef& other) const {
    return get() == other.get() || (get() != nullptr && other.get() != nullptr && *get() == *other);
  }
};

struct MintopiaView : ViewOf<MintopiaView> {
  Seat me = 0;
  Phase phase = Phase::first_auctioneer;
  Seat to_move = nobody;
  Mode mode = Mode::ring;
  int players = 0;
  int ai_card = -1;  // index into Cards::ai_cards, or -1
  int round = 0;
  Seat auctioneer = 0;
  int deck = 0;            // Locations still in the deck
  int unused = 0;          // Locations of the pool never dealt into the deck
  std::vector<int> block;  // face-up Locations
  int lot = -1;            // the Location under auction or being placed, or a Deed's
  bool closed = false;     // the auction under way is closed
  Bid bid;
  Proposal proposal;             // the one waiting for an answer, if any
  std::vector<Seat> refused;     // neighbours who refused the seat to move this turn
  std::vector<int> mints;        // by seat
  std::vector<bool> withdrawn;   // by seat, in the open auction under way
  std::vector<int> commitments;  // by seat: Mints, sealed or not_committed
  std::vector<int> tied_pairs;   // closed auction: the pairs tied for the top
  std::vector<Seat> choosers;    // ... and who may choose among them
  int ai_bid = 0;                // the AI card's bid in the auction under way, 0 if none
  Seat placer = nobody;          // who places `lot`
  int zone = no_one;             // where it goes, when that is settled
  City city;
  int ai_banked = 0;
  int last_roll = 0;          // the Roll step's die, 0 before the first
  int last_ai_face = 0;       // the AI card's face in this auction, 0 before it rolls
  std::vector<Score> scores;  // by competitor, if the game ended now
  // The rest a game drawn from this view needs (MintopiaState::consistent_with): each
  // was told to the table as it happened, but sealed-peek, which only its holder knows.
  std::vector<int> deed_gains;  // Locations gained by Deed and placed, in order
  int extra_income = 0;         // seat 0's perk: Mints more each round
  bool sealed_peek = false;     // seat 0's perk, in seat 0's own view alone

  Seat seat() const override { return me; }
  std::string describe() const override;
  bool operator==(const MintopiaView&) const = default;

  CardsRef cards;
};

}  // namespace gavel::mintopia

CEREAL_CLASS_VERSION(gavel::mintopia::Bid, 1);
CEREAL_CLASS_VERSION(gavel::mintopia::Proposal, 1);
