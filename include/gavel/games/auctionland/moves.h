#pragma once
// Auctionland's moves as codes: kind * 100000 + a * 100 + b. The notation lives in
// notation.cpp; these helpers only pack and unpack.

#include "gavel/core/state.h"

namespace gavel::auctionland {

enum class Kind {
  // chance
  first_player = 1,  // a: seat
  draw = 2,          // a: tile id drawn from the stack into the market
  // a seat's turn
  take = 10,     // a: market position, from 0 (to build, or as a Bonus)
  build = 11,    // a: grid position, b: clockwise quarter turns
  auction = 12,  // a: market position, from 0
  bid = 13,      // a: dollars
  pass = 14,     //
  sell = 15,     //
  buy_back = 16,
};

inline Move make_move(Kind kind, int a = 0, int b = 0) {
  return Move{static_cast<int>(kind) * 100000 + a * 100 + b};
}
inline Kind kind_of(Move move) {
  return static_cast<Kind>(move.code / 100000);
}
inline int first_of(Move move) {
  return move.code / 100 % 1000;
}
inline int second_of(Move move) {
  return move.code % 100;
}

}  // namespace gavel::auctionland
