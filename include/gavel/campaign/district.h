#pragma once
// An act's map: a district of rooms joined by corridors, walked from the entrance
// on the west to the auction house on the east, where the act's chapter is played.
//
// The rooms stand in columns. The entrance is alone in column 0 and the auction
// house alone in the last; each column between holds two or three rooms in rows
// 0..2. Every corridor runs from a room to one in the next column at most one row
// up or down, and every room can be reached from the entrance and leads on to the
// house, so each path passes the same number of rooms (3 to 5; 1 in the short
// district of a table dealt again) and the choice is of
// what lies on the way: Black Markets, Rumours, Pawnshops and Quiet Rooms.

#include <cstdint>
#include <set>
#include <string_view>
#include <vector>

#include <cereal/types/vector.hpp>

#include "gavel/core/rng.h"
#include "gavel/core/save_archive.h"

namespace gavel::campaign {

enum class RoomKind : std::uint8_t {
  entrance,
  black_market,  // perks for garnets
  rumour,        // an event with choices
  pawnshop,      // garnets for tokens of life and back
  quiet_room,    // nothing happens
  auction_house  // the act's chapter
};
inline constexpr int room_kinds = 6;

const char* room_name(RoomKind kind);  // "Black Market"

struct Room {
  RoomKind kind = RoomKind::quiet_room;
  int column = 0;
  int row = 0;
  std::vector<int> exits;  // rooms in the next column, by index, in row order
  bool visited = false;

  bool operator==(const Room&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    refuse_newer_version<Room>(version);
    archive(kind, column, row, exits, visited);
  }
};

struct District {
  std::vector<Room> rooms;  // by column, then row; the entrance first, the house last
  int columns = 0;          // the entrance's and the house's included

  int entrance() const { return 0; }
  int house() const { return static_cast<int>(rooms.size()) - 1; }
  // Rooms on every path between the entrance and the house.
  int depth() const { return columns - 2; }

  bool operator==(const District&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    refuse_newer_version<District>(version);
    archive(rooms, columns);
  }
};

// A district with `depth` columns of rooms between the entrance and the house
// (3..5), laid out and filled from `rng`. Every path holds at least one room that
// is not a Quiet Room, and no two rooms in a row along a corridor are Black Markets.
District make_district(Rng& rng, int depth);
// The short district walked when the house deals the last act again: one column of
// three rooms, a Black Market, a Pawnshop and one drawn as usual, in a drawn order,
// each open from the entrance and on to the house.
District make_short_district(Rng& rng);

// The rooms still reachable from `from`, that room included.
std::set<int> rooms_ahead(const District& district, int from);

// Checks what a save's district must hold: the shape described above, rooms by
// column then row, each kind known, exits in row order. Throws gavel::Error naming
// the field at fault, `field` being the district's own path.
void check_district(const District& district, std::string_view field = "run.district");

}  // namespace gavel::campaign

CEREAL_CLASS_VERSION(gavel::campaign::Room, 1);
CEREAL_CLASS_VERSION(gavel::campaign::District, 1);
