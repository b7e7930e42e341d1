#include "gavel/games/auctionland/scoring.h"

#include <algorithm>
#include <bit>

namespace gavel::auctionland {
namespace {

// Quadrant grids: bit row * 8 + column over the island's box, 8×8 at most.
using Grid = std::uint64_t;

constexpr Grid west_column = 0x0101010101010101ULL;
constexpr Grid east_column = west_column << 7;
// The north-west quadrant of every tile: even columns of even rows.
constexpr Grid tile_corners = 0x0055005500550055ULL;

// Each quadrant of `set` moved one step north, south, east or west; a quadrant
// moved off the grid is dropped (the shift by one must not wrap into the next row).
constexpr Grid north(Grid set) {
  return set >> 8;
}
constexpr Grid south(Grid set) {
  return set << 8;
}
constexpr Grid east(Grid set) {
  return (set & ~east_column) << 1;
}
constexpr Grid west(Grid set) {
  return (set & ~west_column) >> 1;
}

// How many tiles the quadrants of `set` lie on: each quadrant folded onto its tile's
// north-west corner.
int tiles_under(Grid set) {
  return std::popcount((set | set >> 1 | set >> 8 | set >> 9) & tile_corners);
}

// The orthogonally connected part of `terrain` that holds `seed`.
Grid area_of(Grid seed, Grid terrain) {
  Grid area = seed;
  for (;;) {
    const Grid grown = (area | north(area) | south(area) | east(area) | west(area)) & terrain;
    if (grown == area) return area;
    area = grown;
  }
}

struct Laid {
  std::array<Grid, terrain_kinds> terrain{};
  Grid land = 0;  // every quadrant of every tile
};

Laid lay(const Layout& island) {
  Laid laid;
  const Box box = box_of(island.occupied);
  for (Positions rest = island.occupied; rest != 0; rest &= rest - 1) {
    const int position = std::countr_zero(rest);
    const int base = 2 * (row_of(position) - box.top) * 8 + 2 * (column_of(position) - box.left);
    const Quadrants q = island.quadrants[static_cast<std::size_t>(position)];
    // NW, NE, SE, SW on the quadrant grid.
    static constexpr std::array<int, 4> offsets = {0, 1, 9, 8};
    for (int corner = 0; corner < 4; ++corner) {
      laid.terrain[static_cast<std::size_t>(terrain_at(q, corner))] |=
          Grid{1} << (base + offsets[static_cast<std::size_t>(corner)]);
    }
  }
  for (Grid g : laid.terrain)
    laid.land |= g;
  return laid;
}

}  // namespace

int table_points(const std::vector<int>& table, int count) {
  if (table.empty()) return 0;
  return table[static_cast<std::size_t>(std::clamp(count, 0, static_cast<int>(table.size()) - 1))];
}

IslandScore score_island(const Layout& island, const Tables& tables) {
  IslandScore score;
  if (island.occupied == 0) return score;
  const Laid laid = lay(island);

  // A beach quadrant touches the ocean when a neighbouring quadrant is not land: its
  // two inner neighbours are its own tile, so that is a side facing no tile.
  const Grid inland = north(laid.land) & south(laid.land) & east(laid.land) & west(laid.land);
  const Grid beach = laid.terrain[static_cast<std::size_t>(Terrain::beach)];
  score.beach_tiles = tiles_under(beach & ~inland);

  const Grid park = laid.terrain[static_cast<std::size_t>(Terrain::park)];
  for (Grid rest = park; rest != 0;) {
    const Grid area = area_of(rest & (~rest + 1), park);
    score.park_tiles = std::max(score.park_tiles, tiles_under(area));
    rest &= ~area;
  }

  const auto count_areas = [&](Terrain terrain) {
    const Grid all = laid.terrain[static_cast<std::size_t>(terrain)];
    int areas = 0;
    for (Grid rest = all; rest != 0; ++areas)
      rest &= ~area_of(rest & (~rest + 1), all);
    return areas;
  };
  score.garden_areas = count_areas(Terrain::garden);
  score.house_areas = count_areas(Terrain::house);

  score.beach_points = table_points(tables.beach_points, score.beach_tiles);
  score.park_points = table_points(tables.park_points, score.park_tiles);
  score.area_points =
      std::min(score.garden_areas, tables.area_cap) * std::min(score.house_areas, tables.area_cap);
  return score;
}

void rank_icons(std::span<const int> counts, const std::vector<int>& icon_points,
                std::span<int> points) {
  for (std::size_t seat = 0; seat < counts.size(); ++seat) {
    points[seat] = 0;
    if (counts[seat] <= 0) continue;
    // Competition ranking: one place behind every seat with more icons, so a tie
    // shares a place and skips the places after it.
    const auto ahead = std::count_if(counts.begin(), counts.end(),
                                     [&](int other) { return other > counts[seat]; });
    if (ahead < static_cast<long>(icon_points.size())) {
      points[seat] = icon_points[static_cast<std::size_t>(ahead)];
    }
  }
}

}  // namespace gavel::auctionland
