// Labelling an island's areas once, then pricing each placement from the tile and its
// four neighbours. A tile joins the areas its quadrants touch: a terrain's quadrants
// on one tile form one run round the tile, or two when they sit in opposite
// corners, and each run merges every area it touches into one.

#include "gavel/ai/auctionland/island.h"

#include <algorithm>
#include <bit>

namespace gavel::auctionland::scripted {
namespace {

enum Direction { north = 0, east = 1, south = 2, west = 3 };

// The two sides of a tile each corner's quadrant lies along, and the quadrant of the
// neighbouring tile across each: the north-west quadrant meets the south-west one of
// the tile to the north and the north-east one of the tile to the west.
struct Across {
  Direction side;
  int corner;
};
constexpr std::array<std::array<Across, 2>, 4> across = {{
    {{{north, sw}, {west, ne}}},  // NW
    {{{north, se}, {east, nw}}},  // NE
    {{{east, sw}, {south, ne}}},  // SE
    {{{south, nw}, {west, se}}},  // SW
}};

// The sides a Beach quadrant in each corner can face the ocean from.
constexpr std::array<std::array<Direction, 2>, 4> sides = {{
    {{north, west}},
    {{north, east}},
    {{south, east}},
    {{south, west}},
}};

constexpr Positions grid = (Positions{1} << positions) - 1;

constexpr Positions column_mask(int column) {
  Positions mask = 0;
  for (int row = 0; row < grid_side; ++row)
    mask |= bit_of(position_at(column, row));
  return mask;
}
constexpr Positions west_column = column_mask(0);
constexpr Positions east_column = column_mask(grid_side - 1);

// The neighbour of `position` on one side, or -1 off the grid.
int step(int position, Direction side) {
  switch (side) {
    case north:
      return row_of(position) > 0 ? position - grid_side : -1;
    case south:
      return row_of(position) < grid_side - 1 ? position + grid_side : -1;
    case east:
      return column_of(position) < grid_side - 1 ? position + 1 : -1;
    case west:
      return column_of(position) > 0 ? position - 1 : -1;
  }
  return -1;
}

// The positions whose neighbour on each side is in `set`.
std::array<Positions, 4> beside(Positions set) {
  return {set << grid_side, (set >> 1) & ~east_column, set >> grid_side, (set << 1) & ~west_column};
}

// The positions in columns (or rows) first..last, for every first <= last.
struct Spans {
  std::array<std::array<Positions, grid_side>, grid_side> columns{};
  std::array<std::array<Positions, grid_side>, grid_side> rows{};
};
constexpr Spans make_spans() {
  Spans spans;
  for (int first = 0; first < grid_side; ++first) {
    for (int last = first; last < grid_side; ++last) {
      for (int i = first; i <= last; ++i) {
        spans.columns[first][last] |= column_mask(i);
        spans.rows[first][last] |= Positions{0x7f} << (i * grid_side);
      }
    }
  }
  return spans;
}
constexpr Spans spans = make_spans();

// The positions any 4×4 box holding the island could use: the island's columns
// (and rows) are bit masks, its box runs from the lowest bit to the highest.
Positions reach(unsigned columns, unsigned rows) {
  const auto span = [](unsigned used, const auto& table) {
    const int first = std::countr_zero(used);
    const int last = std::bit_width(used) - 1;
    return table[static_cast<std::size_t>(std::max(0, last - island_side + 1))]
                [static_cast<std::size_t>(std::min(grid_side - 1, first + island_side - 1))];
  };
  return span(columns, spans.columns) & span(rows, spans.rows);
}

// Set bits, without a library call: std::popcount is one on the baseline x86-64 the
// release build targets, and the rival counts tiles for every placement it weighs.
int count(Positions set) {
  set = set - ((set >> 1) & 0x5555555555555555ULL);
  set = (set & 0x3333333333333333ULL) + ((set >> 2) & 0x3333333333333333ULL);
  set = (set + (set >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((set * 0x0101010101010101ULL) >> 56);
}

// The corners of one terrain on a tile, as runs round the tile: two only for
// opposite corners.
int runs(int corners, std::array<int, 2>& run) {
  if (corners == 0b0101 || corners == 0b1010) {
    run = {corners & 0b0011, corners & 0b1100};
    return 2;
  }
  run = {corners, 0};
  return 1;
}

}  // namespace

IslandPlan::IslandPlan(const Layout& island) : island_(island), open_(buildable(island.occupied)) {
  now_.tiles = island.tiles();
  for (Positions rest = island.occupied; rest != 0; rest &= rest - 1) {
    const int position = std::countr_zero(rest);
    columns_ |= 1u << column_of(position);
    rows_ |= 1u << row_of(position);
    ++in_column_[static_cast<std::size_t>(column_of(position))];
    ++in_row_[static_cast<std::size_t>(row_of(position))];
    const Quadrants q = island.quadrants[static_cast<std::size_t>(position)];
    for (int corner = 0; corner < 4; ++corner) {
      if (terrain_at(q, corner) != Terrain::beach) continue;
      for (Direction side : sides[static_cast<std::size_t>(corner)])
        beach_faces_[side] |= bit_of(position);
    }
  }
  for (int i = 0; i < grid_side; ++i) {
    now_.near_lines += (in_column_[static_cast<std::size_t>(i)] == island_side - 1) +
                       (in_row_[static_cast<std::size_t>(i)] == island_side - 1);
  }
  label_areas();
  if (island.occupied != 0) {
    now_.beach_tiles = beaches(island.occupied, beach_faces_);
    may_fill_ = beside(reach(columns_, rows_));
    now_.lasting_beaches = lasting(island.occupied, beach_faces_, -1);
  }
}

void IslandPlan::label_areas() {
  Label next = 1;
  std::array<int, 2 * positions> stack{};  // position * 4 + corner, twice over at most
  for (Positions rest = island_.occupied; rest != 0; rest &= rest - 1) {
    const int start = std::countr_zero(rest);
    for (int start_corner = 0; start_corner < 4; ++start_corner) {
      const auto at = static_cast<std::size_t>(start);
      const Terrain terrain = terrain_at(island_.quadrants[at], start_corner);
      if (terrain == Terrain::beach || label_[at][static_cast<std::size_t>(start_corner)] != 0)
        continue;
      const Label label = next++;
      label_[at][static_cast<std::size_t>(start_corner)] = label;
      int top = 0;
      stack[static_cast<std::size_t>(top++)] = start * 4 + start_corner;
      while (top > 0) {
        const int item = stack[static_cast<std::size_t>(--top)];
        const int position = item / 4, corner = item % 4;
        area_tiles_[label] |= bit_of(position);
        const auto visit = [&](int p, int c) {
          const auto pi = static_cast<std::size_t>(p);
          if (terrain_at(island_.quadrants[pi], c) != terrain ||
              label_[pi][static_cast<std::size_t>(c)] != 0)
            return;
          label_[pi][static_cast<std::size_t>(c)] = label;
          stack[static_cast<std::size_t>(top++)] = p * 4 + c;
        };
        visit(position, (corner + 1) % 4);
        visit(position, (corner + 3) % 4);
        for (const Across& a : across[static_cast<std::size_t>(corner)]) {
          const int neighbour = step(position, a.side);
          if (neighbour >= 0 && island_.has(neighbour)) visit(neighbour, a.corner);
        }
      }
      ++areas_[static_cast<std::size_t>(terrain)];
      if (terrain == Terrain::park) {
        now_.park_tiles = std::max(now_.park_tiles, count(area_tiles_[label]));
      }
    }
  }
  now_.garden_areas = areas_[static_cast<std::size_t>(Terrain::garden)];
  now_.house_areas = areas_[static_cast<std::size_t>(Terrain::house)];
}

int IslandPlan::beaches(Positions occupied, const std::array<Positions, 4>& faces) const {
  const std::array<Positions, 4> land = beside(occupied);
  Positions counted = 0;
  for (int side = 0; side < 4; ++side)
    counted |= faces[static_cast<std::size_t>(side)] & ~land[static_cast<std::size_t>(side)];
  return count(counted & occupied);
}

int IslandPlan::lasting(Positions occupied, const std::array<Positions, 4>& faces,
                        int position) const {
  // Only a tile that widens the island's box narrows where tiles may still go.
  std::array<Positions, 4> grown;
  const std::array<Positions, 4>* may_fill = &may_fill_;
  if (position >= 0 &&
      ((columns_ & (1u << column_of(position))) == 0 || (rows_ & (1u << row_of(position))) == 0)) {
    grown = beside(reach(columns_ | 1u << column_of(position), rows_ | 1u << row_of(position)));
    may_fill = &grown;
  }
  Positions counted = 0;
  for (int side = 0; side < 4; ++side)
    counted |= faces[static_cast<std::size_t>(side)] & ~(*may_fill)[static_cast<std::size_t>(side)];
  return count(counted & occupied);
}

Counts IslandPlan::with(int position, Quadrants quadrants) const {
  Counts after = now_;
  const Positions occupied = island_.occupied | bit_of(position);
  after.tiles = now_.tiles + 1;
  const int column = in_column_[static_cast<std::size_t>(column_of(position))];
  const int row = in_row_[static_cast<std::size_t>(row_of(position))];
  after.line = column == island_side - 1 || row == island_side - 1;
  // The tile's row and column each gain a tile: one may come to lack one, or stop.
  after.near_lines += (column == island_side - 2) - (column == island_side - 1) +
                      (row == island_side - 2) - (row == island_side - 1);

  std::array<Positions, 4> faces = beach_faces_;
  std::array<int, terrain_kinds> corners{};  // by terrain, a bit per corner
  for (int corner = 0; corner < 4; ++corner) {
    const Terrain terrain = terrain_at(quadrants, corner);
    corners[static_cast<std::size_t>(terrain)] |= 1 << corner;
    if (terrain != Terrain::beach) continue;
    for (Direction side : sides[static_cast<std::size_t>(corner)])
      faces[side] |= bit_of(position);
  }
  after.beach_tiles = beaches(occupied, faces);
  after.lasting_beaches = lasting(occupied, faces, position);

  for (Terrain terrain : {Terrain::park, Terrain::garden, Terrain::house}) {
    std::array<int, 2> run{};
    const int run_count = runs(corners[static_cast<std::size_t>(terrain)], run);
    if (run[0] == 0) continue;
    // The areas each run touches: two sides a corner, four corners a run at most.
    std::array<std::array<Label, 8>, 2> touched{};
    std::array<int, 2> touched_count{};
    for (int r = 0; r < run_count; ++r) {
      for (int corner = 0; corner < 4; ++corner) {
        if ((run[static_cast<std::size_t>(r)] & (1 << corner)) == 0) continue;
        for (const Across& a : across[static_cast<std::size_t>(corner)]) {
          const int neighbour = step(position, a.side);
          if (neighbour < 0 || !island_.has(neighbour)) continue;
          const auto n = static_cast<std::size_t>(neighbour);
          if (terrain_at(island_.quadrants[n], a.corner) != terrain) continue;
          const Label label = label_[n][static_cast<std::size_t>(a.corner)];
          auto& mine = touched[static_cast<std::size_t>(r)];
          int& count = touched_count[static_cast<std::size_t>(r)];
          if (std::find(mine.begin(), mine.begin() + count, label) == mine.begin() + count)
            mine[static_cast<std::size_t>(count++)] = label;
        }
      }
    }
    // Two runs touching one area become one area with it.
    bool joined = false;
    int distinct = touched_count[0];
    for (int i = 0; run_count == 2 && i < touched_count[1]; ++i) {
      const Label label = touched[1][static_cast<std::size_t>(i)];
      if (std::find(touched[0].begin(), touched[0].begin() + touched_count[0], label) !=
          touched[0].begin() + touched_count[0]) {
        joined = true;
      } else {
        ++distinct;
      }
    }
    const int groups = joined ? 1 : run_count;
    const int areas = areas_[static_cast<std::size_t>(terrain)] - distinct + groups;
    if (terrain == Terrain::garden) after.garden_areas = areas;
    if (terrain == Terrain::house) after.house_areas = areas;
    if (terrain == Terrain::park) {
      std::array<Positions, 2> joined_spans = {bit_of(position), bit_of(position)};
      for (int r = 0; r < run_count; ++r) {
        for (int i = 0; i < touched_count[static_cast<std::size_t>(r)]; ++i)
          joined_spans[joined ? 0 : static_cast<std::size_t>(r)] |=
              area_tiles_[touched[static_cast<std::size_t>(r)][static_cast<std::size_t>(i)]];
      }
      for (int g = 0; g < groups; ++g) {
        after.park_tiles =
            std::max(after.park_tiles, count(joined_spans[static_cast<std::size_t>(g)]));
      }
    }
  }
  return after;
}

}  // namespace gavel::auctionland::scripted
