#pragma once
// One island as the scripted Auctionland rival reads it: its areas labelled once per
// decision, so that what a tile adds at a position and turn is worked out from that
// tile and its neighbours alone. The counts after a placement are exactly those
// score_island would give for the island with the tile built (a test holds them to
// it); nothing else of the island is looked at again.

#include <array>
#include <cstdint>

#include "gavel/games/auctionland/geometry.h"

namespace gavel::auctionland::scripted {

// What an island scores by, as counts rather than points, plus what the rival reads
// into them for later: beaches no tile can ever cover, a filled line, and lines a
// tile short of one.
struct Counts {
  int tiles = 0;
  int beach_tiles = 0;      // as scored: a Beach quadrant facing a position without a tile
  int lasting_beaches = 0;  // of those, facing a position outside every 4×4 box the island fits
  int park_tiles = 0;       // tiles the largest Park area spans
  int garden_areas = 0;
  int house_areas = 0;
  bool line = false;   // the tile built fills a row or a column of four
  int near_lines = 0;  // rows and columns one tile short of four
};

class IslandPlan {
 public:
  IslandPlan() = default;
  explicit IslandPlan(const Layout& island);

  const Layout& island() const { return island_; }
  const Counts& now() const { return now_; }
  // Where the next tile may go.
  Positions open() const { return open_; }
  // The counts once `quadrants` (already turned) are built at `position`, which must
  // be one of open().
  Counts with(int position, Quadrants quadrants) const;

 private:
  // Areas of Park, Garden and House share one label space; 0 is no area.
  using Label = std::uint8_t;
  static constexpr int max_labels = 4 * island_tiles + 1;

  void label_areas();
  int beaches(Positions occupied, const std::array<Positions, 4>& faces) const;
  // `position` is the tile being weighed, or -1 for the island as it is.
  int lasting(Positions occupied, const std::array<Positions, 4>& faces, int position) const;

  Layout island_;
  Positions open_ = 0;
  Counts now_;
  std::array<std::array<Label, 4>, positions> label_{};  // by position and corner
  std::array<Positions, max_labels> area_tiles_{};       // the tiles each area spans
  std::array<int, terrain_kinds> areas_{};               // separate areas by terrain
  unsigned columns_ = 0;  // bit masks of the columns and rows the island uses
  unsigned rows_ = 0;
  std::array<int, grid_side> in_column_{};  // tiles in each column and row
  std::array<int, grid_side> in_row_{};
  std::array<Positions, 4> beach_faces_{};  // tiles with a Beach quadrant facing N, E, S, W
  // Positions whose neighbour on each side could still hold a tile of the island.
  std::array<Positions, 4> may_fill_{};
};

}  // namespace gavel::auctionland::scripted
