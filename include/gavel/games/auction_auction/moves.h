#pragma once
// Auction Auction's moves as codes: kind * 1,000,000 + what the kind needs. The text
// notation (notation.cpp, man page AUCTION AUCTION) is what everyone else speaks.
//
//   black market is COLOUR                     chance, once at setup
//   deal with N | give N | promise TERM | ask TERM | accept | refuse
//   trade garnet | done                        talk (and trade garnet at any turn)
//   access N at HOUSE                          the sealed access bid
//   bid N on LOCATION K                        one lot of the sealed sheet, in order
//
// A TERM is "none", "out of HOUSE" (the promiser stays out of that house) or
// "nothing on LOCATION K" (the promiser bids nothing on that lot).

#include <cstdint>

#include "gavel/core/state.h"
#include "gavel/games/auction_auction/table.h"

namespace gavel::auction_auction {

enum class Kind {
  market_colour = 0,
  access = 1,
  lot_bid = 2,
  deal_with = 3,
  give = 4,
  promise = 5,
  ask = 6,
  answer = 7,
  trade_garnet = 8,
  done = 9,
};

inline constexpr std::int32_t kind_step = 1'000'000;
inline constexpr std::int32_t house_step = 100'000;  // access: house * this + amount
inline constexpr int largest_amount = house_step - 1;

inline Kind kind_of(Move move) {
  return static_cast<Kind>(move.code / kind_step);
}
inline int payload_of(Move move) {
  return move.code % kind_step;
}
inline Move make_move(Kind kind, int payload = 0) {
  return Move{static_cast<std::int32_t>(kind) * kind_step + payload};
}
inline Move access_move(int house, int amount) {
  return make_move(Kind::access, house * house_step + amount);
}
inline constexpr int accept_code = 0;
inline constexpr int refuse_code = 1;

// What a promise binds its maker to, as a code: none, a house to stay out of, or a
// lot to bid nothing on.
struct Term {
  enum class Kind { none, stay_out, no_bid };
  Kind kind = Kind::none;
  int index = 0;  // the house, or the lot

  int code() const { return kind == Kind::none ? 0 : (kind == Kind::stay_out ? 100 : 200) + index; }
  static Term of(int code) {
    if (code >= 200) return {Kind::no_bid, code - 200};
    if (code >= 100) return {Kind::stay_out, code - 100};
    return {};
  }
  bool none() const { return kind == Kind::none; }
  bool operator==(const Term&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(kind, index);
  }
};

}  // namespace gavel::auction_auction
