#pragma once
// What one seat of Auction Auction may know: the board draws it and rivals decide
// from it. Public: every access bid with its house once all are revealed, and so
// where every seat went each round; whose turn it is; that two seats are talking.
// Private: a seat's own cash, garnets and cubes (everyone's are shown at the end);
// the lots of a location, the bids made in it and its winners, shown only to the
// seats inside it that round (a seat remembers what it saw); the terms of a deal,
// known to its two seats; and the promises a seat made or was made, with what it
// could see of their keeping. House colours are nobody's to read: a seat knows one
// when it has seen the house's lots, or when a boon told it (seat 0).

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "gavel/core/state.h"
#include "gavel/games/auction_auction/hands.h"
#include "gavel/games/auction_auction/moves.h"
#include "gavel/games/auction_auction/table.h"

namespace gavel::auction_auction {

enum class Step : std::uint8_t {
  market_colour,  // chance: the Black Market's colour
  talk,           // the seat to move may open deals, trade garnets, or be done
  deal_give,      // the seat opening a deal names the cash it gives
  deal_promise,   // ... the promise it makes
  deal_ask,       // ... the promise it asks
  deal_answer,    // the seat asked accepts or refuses
  access,         // the seat seals its house and bid
  sheet,          // the seat seals its bid on the next lot of its location
  over,
};
const char* step_name(Step step);  // as scenario facts spell it: "deal-answer"

enum class Phase : std::uint8_t { access, auction };

// A phase counted from the game's first: round r's access phase is 2r, its auction 2r+1.
inline int phase_index(int round, Phase phase) {
  return round * 2 + (phase == Phase::auction ? 1 : 0);
}

inline constexpr int unknown = -1;  // a house, location, colour or bid the reader cannot see
inline constexpr Seat unsold = -3;  // a lot nobody won (no bid, or every bid tied)

struct AccessBid {
  int house = unknown;
  int amount = 0;

  bool operator==(const AccessBid&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(house, amount);
  }
};

// A one-on-one: `from` gives `cash`, makes `promise` and asks `ask` of `to`.
struct Deal {
  enum class Outcome : std::uint8_t { open, accepted, refused };
  Seat from = nobody;
  Seat to = nobody;
  int cash = 0;
  Term promise;
  Term ask;
  int phase = 0;  // phase_index when it was made
  Outcome outcome = Outcome::open;

  bool operator==(const Deal&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(from, to, cash, promise, ask, phase, outcome);
  }
};

// A promise made in an accepted deal. It covers its maker's next sealed bid of its
// kind: the next access bid for "out of HOUSE", the next sheet for "nothing on LOT".
struct Promise {
  enum class Status : std::uint8_t { pending, kept, broken, unseen };
  Seat by = nobody;
  Seat to = nobody;
  Term term;
  int due = 0;  // the phase_index of the bid it covers
  Status status = Status::pending;
  bool witnessed = true;  // `to` could see it kept or broken (a lot bid seen from inside)

  bool operator==(const Promise&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(by, to, term, due, status, witnessed);
  }
};
const char* status_name(Promise::Status status);  // "kept"

// The table's content, shared and never changed; views compare it by content.
class TableRef : public std::shared_ptr<const TableContent> {
 public:
  TableRef() = default;
  TableRef(std::shared_ptr<const TableContent> table)  // NOLINT(google-explicit-constructor)
      : std::shared_ptr<const TableContent>(std::move(table)) {}
  bool operator==(const TableRef& other) const;
};

struct AuctionView : ViewOf<AuctionView> {
  Seat me = 0;
  int players = 0;
  TableRef table;
  int round = 0;  // from 0
  Phase phase = Phase::access;
  Step step = Step::market_colour;
  Seat to_move = nobody;

  int cash = 0;
  int garnets = 0;
  Cubes cubes{};
  int deals_opened = 0;  // by me in this talk turn
  // By round, then by seat: what the reader may see. An access bid is the reader's
  // own until the round's are revealed; a location is known once revealed.
  std::vector<std::vector<AccessBid>> access;
  std::vector<std::vector<int>> where;
  // By round, by seat: the lot bids of a sheet, the reader's own and, once revealed,
  // those of the seats in its location; empty when unseen.
  std::vector<std::vector<std::vector<int>>> sheets;
  // By round, by lot: the winner, `unsold`, or `nobody` when the reader did not see.
  std::vector<std::vector<Seat>> winners;
  std::vector<int> colours;       // by location: its colour as the reader knows it, or unknown
  Deal deal;                      // the deal under way: its terms if the reader is in it
  std::vector<Deal> deals;        // every deal the reader was in
  std::vector<Promise> promises;  // made by or to the reader, as it could see them
  // At the end, everyone's: by seat.
  std::vector<Cubes> final_cubes;
  std::vector<int> final_cash;

  Seat seat() const override { return me; }
  std::string describe() const override;
  bool operator==(const AuctionView&) const = default;

  // Helpers for the board and the rivals.
  int location(int in_round) const;  // where the reader was (or is) in that round
  std::string location_name(int location) const;
  std::string lot_name(int lot) const;  // "Genre 2"
  // What the reader knows of a lot: its cubes, and its colour or unknown.
  int lot_colour(int lot) const;
  int lot_cubes(int lot) const;
};

}  // namespace gavel::auction_auction
