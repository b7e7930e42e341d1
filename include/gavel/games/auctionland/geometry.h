#pragma once
// Auctionland's island geometry, free of any game state: where a tile may be built,
// how a tile turns, and when a row or column fills.
//
// Positions: an island is at most 4×4 tiles, but where that box lies is only known
// once the island has grown. Every island therefore starts at d4, the centre of a
// 7×7 grid (columns a–g west to east, rows 1–7 north to south): any island that fits
// a 4×4 box around d4 fits the grid, and a position keeps its name as the island
// grows in any direction.
//
// A tile has four quadrants, NW NE SE SW, each one terrain. They are packed two bits
// each, NW in the low bits, in the order a clockwise quarter turn steps through, so
// turning a tile rotates the byte. Sets of positions are 64-bit masks, so the checks
// a rival makes for every placement it weighs are a few instructions each.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <cereal/types/array.hpp>

namespace gavel::auctionland {

enum class Terrain : std::uint8_t { beach = 0, park = 1, garden = 2, house = 3 };
inline constexpr int terrain_kinds = 4;

// Corners of a tile, clockwise from the north-west.
enum Corner : int { nw = 0, ne = 1, se = 2, sw = 3 };

using Quadrants = std::uint8_t;

constexpr Quadrants pack(Terrain nw_terrain, Terrain ne_terrain, Terrain se_terrain,
                         Terrain sw_terrain) {
  return static_cast<Quadrants>(static_cast<int>(nw_terrain) | static_cast<int>(ne_terrain) << 2 |
                                static_cast<int>(se_terrain) << 4 |
                                static_cast<int>(sw_terrain) << 6);
}
constexpr Terrain terrain_at(Quadrants quadrants, int corner) {
  return static_cast<Terrain>(quadrants >> (2 * corner) & 3);
}
// The quadrants after `quarter_turns` clockwise quarter turns (0..3): what was in the
// north-west moves to the north-east.
constexpr Quadrants turned(Quadrants quadrants, int quarter_turns) {
  const int bits = 2 * (quarter_turns & 3);
  return static_cast<Quadrants>((quadrants << bits | quadrants >> ((8 - bits) & 7)) & 0xff);
}

inline constexpr int grid_side = 7;
inline constexpr int positions = grid_side * grid_side;
inline constexpr int island_side = 4;
inline constexpr int island_tiles = island_side * island_side;
inline constexpr int start_position = 3 * grid_side + 3;  // d4

// A set of positions: bit row * 7 + column.
using Positions = std::uint64_t;

constexpr int column_of(int position) {
  return position % grid_side;
}
constexpr int row_of(int position) {
  return position / grid_side;
}
constexpr int position_at(int column, int row) {
  return row * grid_side + column;
}
constexpr Positions bit_of(int position) {
  return Positions{1} << position;
}

// "d4", and back; nothing for a text that names no position of the grid.
std::string position_name(int position);
std::optional<int> position_named(std::string_view text);

// The smallest box around a set of positions (all zero for an empty set).
struct Box {
  int left = 0;
  int top = 0;
  int width = 0;
  int height = 0;
};
Box box_of(Positions occupied);

// One seat's island: the positions that hold a tile, and the quadrants at each, as
// turned when built. Empty positions hold 0 and are never read.
struct Layout {
  Positions occupied = 0;
  std::array<Quadrants, positions> quadrants{};

  int tiles() const;
  bool full() const { return tiles() == island_tiles; }
  bool has(int position) const { return (occupied & bit_of(position)) != 0; }
  void build(int position, Quadrants turned_quadrants) {
    occupied |= bit_of(position);
    quadrants[static_cast<std::size_t>(position)] = turned_quadrants;
  }

  bool operator==(const Layout&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(occupied, quadrants);
  }
};

// Where the next tile may be built: d4 for the first; later, an empty position that
// shares an edge with the island and keeps it inside a 4×4 box.
Positions buildable(Positions occupied);

// True when the row or the column of `position` holds four tiles of `occupied`
// (the island with the tile at `position` already built).
bool completes_line(Positions occupied, int position);

}  // namespace gavel::auctionland

CEREAL_CLASS_VERSION(gavel::auctionland::Layout, 1);
