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
// 2-row limit: with cards in rows 0 and 1, nothing goes in row -1 or row 2. Rows
// never leave -1..1, even after Utility moves a Location (a zone's rows score alike
// whichever is on top), so a spot's row is always -1, 0 or 1.
//
// The end-of-game abilities change a zone after the fact: Utility lifts a Location
// and lays it down again, which may leave gaps or split the zone in two; Production
// turns one. A zone keeps its numbering through all of it (spots never shift), and a
// zone with gaps is still a zone: later Locations go beside any of its cards.

#include <compare>
#include <cstdint>
#include <vector>

#include "gavel/games/mintopia/cards.h"

namespace gavel::mintopia {

struct Spot {
  int row = 0;
  int column = 0;

  auto operator<=>(const Spot&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(row, column);
  }
};

// One Location lying in a zone.
struct Placed {
  int location = 0;  // its index in Cards::locations
  Spot spot;
  bool turned = false;  // turned 180°: its left and right colours swap

  bool operator==(const Placed&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(location, spot, turned);
  }
};

// The colour on a placed Location's left side, and on its right.
Mint left_side(const Location& location, bool turned);
Mint right_side(const Location& location, bool turned);

class Zone {
 public:
  Zone() = default;
  // A zone laid out as given, gaps and all (a save, a test). Throws gavel::Error when
  // two cards share a spot or a Location, or the cards span more than 2 rows.
  explicit Zone(std::vector<Placed> cards);

  const std::vector<Placed>& cards() const { return cards_; }
  bool empty() const { return cards_.empty(); }
  // The Location at `spot`, or nothing.
  const Placed* at(Spot spot) const;
  // Where Location `location` lies in this zone, or nothing.
  const Placed* find(int location) const;

  // Where a Location may go now, sorted: (0, 0) alone in an empty zone, else every
  // free spot beside a placed one that keeps the zone within 2 rows.
  std::vector<Spot> open_spots() const;
  bool can_place(Spot spot) const;
  // Puts Location `location` at `spot`; throws gavel::Error when the spot is not open.
  void place(int location, Spot spot, bool turned);

  // This zone with Location `location` taken out, the others left where they lie.
  // Throws gavel::Error when it is not here.
  Zone without(int location) const;
  // Where Utility may move `location`: the open spots of the zone without it, as if
  // placed afresh, other than the spot it lies on. None for a Location alone in its
  // zone, since laying it down anywhere else changes nothing.
  std::vector<Spot> move_spots(int location) const;
  // Moves `location` to `spot`, keeping its orientation; throws gavel::Error when the
  // spot is not one of move_spots.
  void move(int location, Spot spot);
  // Turns `location` 180° where it lies; throws gavel::Error when it is not here.
  void turn(int location);

  // The matches in the zone, each counted once.
  int matches(const std::vector<Location>& deck) const;

  bool operator==(const Zone&) const = default;
  // Written only to compare states (State::snapshot); a game is never read back.
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(cards_);
  }

 private:
  std::vector<Placed> cards_;
};

}  // namespace gavel::mintopia
