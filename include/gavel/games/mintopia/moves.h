#pragma once
// New Mintopia City's moves as codes: kind * 10^7 + a * 10^4 + b * 10 + c, each of
// a and b below 1000 and c below 10. The notation lives in notation.cpp; these
// helpers only pack and unpack. A spot packs as its row + 1 (0..2) and its column +
// 50 (0..99): zones never grow 50 Locations wide.

#include "gavel/core/state.h"
#include "gavel/games/mintopia/zone.h"

namespace gavel::mintopia {

enum class Kind {
  // chance
  first_auctioneer = 1,  // a: seat
  turn_up = 2,           // a: Location turned up into the Auction Block
  roll = 3,              // a: the die, 1..6
  ai_roll = 4,           // a: the face of the AI card's die, 1..6
  deed_draw = 5,         // a: the unused Location the Deed ability gains
  // a seat's decisions
  auction = 10,   // a: Location, b: 1 for a closed auction
  bid = 11,       // a: Mints, alone
  propose = 12,   // a: your Mints, b: your neighbour's, c: 0 to the left, 1 to the right
  accept = 13,    //
  refuse = 14,    //
  withdraw = 15,  //
  share = 16,     // c: 0 with the left neighbour, 1 with the right
  commit = 17,    // a: Mints, sealed
  name = 18,      // a: the seat the Auctioneer names to choose
  pair = 19,      // c: 0 with the left neighbour, 1 with the right
  pass = 20,      // let the AI card's bid stand
  place = 21,     // a: zone, b: spot, c: 1 turned
  relocate = 22,  // a: Location, b: spot (Utility)
  turn = 23,      // a: Location (Production)
  skip = 24,      // leave Utility or Production unused
};

inline constexpr int left_side_code = 0;
inline constexpr int right_side_code = 1;

inline Move make_move(Kind kind, int a = 0, int b = 0, int c = 0) {
  return Move{static_cast<int>(kind) * 10000000 + a * 10000 + b * 10 + c};
}
inline Kind kind_of(Move move) {
  return static_cast<Kind>(move.code / 10000000);
}
inline int a_of(Move move) {
  return move.code / 10000 % 1000;
}
inline int b_of(Move move) {
  return move.code / 10 % 1000;
}
inline int c_of(Move move) {
  return move.code % 10;
}

inline int spot_code(Spot spot) {
  return (spot.row + 1) * 100 + spot.column + 50;
}
inline Spot spot_of(int code) {
  return Spot{code / 100 - 1, code % 100 - 50};
}

}  // namespace gavel::mintopia
