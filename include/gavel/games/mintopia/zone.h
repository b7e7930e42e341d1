#pragma once
// A zone of New Mintopia City: the Locations two neighbours share (or, in the 2-player
// and solitaire modes, one player's own), laid out in at most 2 rows.
//
// The first Location of a zone may go anywhere; every later one must share a side
// with a Location already there, and the zone may never span more than 2 rows. A
// Location is placed as printed or turned 180°, which swaps its left and right
// colours. A match is two Locations side by side in one row whose touching sides
// show the same mint colour.
//
// Spots are numbered from the zone's first Location, at row 0, column 0: a spot left
// of it has column -1, the row below it row 1. Which rows are free follows from the
// 2-row limit: with cards in rows 0 and 1, nothing goes in row -1 or row 2.

#include <compare>
#include <vector>

#include "gavel/games/mintopia/cards.h"

namespace gavel::mintopia {

struct Spot {
  int row = 0;
  int column = 0;

  auto operator<=>(const Spot&) const = default;
};

// One Location lying in a zone.
struct Placed {
  int location = 0;  // its index in Cards::locations
  Spot spot;
  bool turned = false;  // turned 180°: its left and right colours swap

  bool operator==(const Placed&) const = default;
};

// The colour on a placed Location's left side, and on its right.
Mint left_side(const Location& location, bool turned);
Mint right_side(const Location& location, bool turned);

class Zone {
 public:
  const std::vector<Placed>& cards() const { return cards_; }
  bool empty() const { return cards_.empty(); }
  // The Location at `spot`, or nothing.
  const Placed* at(Spot spot) const;

  // Where a Location may go now, sorted: (0, 0) alone in an empty zone, else every
  // free spot beside a placed one that keeps the zone within 2 rows.
  std::vector<Spot> open_spots() const;
  bool can_place(Spot spot) const;
  // Puts Location `location` at `spot`; throws gavel::Error when the spot is not open.
  void place(int location, Spot spot, bool turned);

  // The matches in the zone, each counted once.
  int matches(const std::vector<Location>& deck) const;

  bool operator==(const Zone&) const = default;

 private:
  std::vector<Placed> cards_;
};

}  // namespace gavel::mintopia
