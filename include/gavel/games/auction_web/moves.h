#pragma once
// Auction Web's moves as codes: kind * 10000 + a * 100 + b. The notation lives in
// notation.cpp; these helpers only pack and unpack.

#include <string>

#include "gavel/core/state.h"

namespace gavel::auction_web {

enum class Kind {
  // chance
  first_player = 1,  // a: seat
  dealt = 2,         // a: LitCoin card id drawn by the seat being dealt
  turn_up = 3,       // a: property card id
  reveal = 4,        // a: LitCoin card id shown by Ledger Balance
  // bidding turn
  bid = 10,       // a: value, b: lot
  pass = 11,      //
  atm = 12,       // a, b: lots whose face-down cards swap
  pachinko = 13,  // a: lot to look at
  // lowball and other optional abilities
  decline = 20,         //
  ledger = 21,          // a: seat whose hand is sampled
  buyback = 22,         // a, b: lots
  hack = 23,            // a: lot
  mine = 24,            // a: seat
  ledger_return = 25,   //
  ledger_discard = 26,  //
  // rounds and cleanup
  keep = 30,     // a: property card id kept from the draft
  mochi = 31,    // a: lot replaced
  ufo = 33,      // a: property card id taken in exchange
  avocado = 34,  // a: property card id discarded
  draw = 35,     // a: how many cards
  discard = 36,  // a: value discarded from hand
};

// The letter a lot goes by in the notation and on the board: "a", "b", "c"...
inline std::string lot_letter(int lot) {
  return std::string(1, static_cast<char>('a' + lot));
}

inline Move make_move(Kind kind, int a = 0, int b = 0) {
  return Move{static_cast<int>(kind) * 10000 + a * 100 + b};
}
inline Kind kind_of(Move move) {
  return static_cast<Kind>(move.code / 10000);
}
inline int first_of(Move move) {
  return move.code / 100 % 100;
}
inline int second_of(Move move) {
  return move.code % 100;
}

}  // namespace gavel::auction_web
