#pragma once
// Auctionland's scoring, as pure functions of islands and the tables in
// content/auctionland/rules.json.
//
//   Beaches        tiles with a Beach quadrant that touches the ocean: a quadrant side
//                  facing a position without a tile of the island, outside it or in
//                  a gap inside it. n tiles score beach_points[n].
//   Theme park     the largest connected Park area; n tiles it spans score
//                  park_points[n].
//   Gardens and    separate Garden areas × separate House areas, each count at most
//   houses         area_cap.
//   Icons          per icon type, seats with at least one are ranked by count; place
//                  k scores icon_points[k-1]. Tied seats share their place's points
//                  and the places after are skipped, one per extra tied seat.
//
// A table lookup past the table's end gives its last entry: that is the cap. Areas
// join orthogonally across the island's 8×8 grid of quadrants, inside a tile and
// across tile edges, never diagonally. The island is laid on that grid as one 64-bit
// mask per terrain, so scoring allocates nothing and costs a few hundred
// instructions: a rival may score every placement it weighs.

#include <array>
#include <span>
#include <vector>

#include "gavel/games/auctionland/geometry.h"

namespace gavel::auctionland {

enum class Icon : std::uint8_t { peace = 0, love = 1, music = 2 };
inline constexpr int icon_kinds = 3;

struct Tables {
  std::vector<int> beach_points;  // by beach tiles counted, from 0
  std::vector<int> park_points;   // by tiles the largest park spans, from 0
  int area_cap = 6;               // most Garden (and House) areas counted
  std::vector<int> icon_points;   // by place, first place first

  bool operator==(const Tables&) const = default;
};

// table[count], or the last entry for a count past the end; 0 for an empty table.
int table_points(const std::vector<int>& table, int count);

// What one island scores, apart from icons (which depend on the other islands).
struct IslandScore {
  int beach_tiles = 0;
  int park_tiles = 0;
  int garden_areas = 0;
  int house_areas = 0;
  int beach_points = 0;
  int park_points = 0;
  int area_points = 0;  // gardens × houses

  int points() const { return beach_points + park_points + area_points; }
  bool operator==(const IslandScore&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(beach_tiles, park_tiles, garden_areas, house_areas, beach_points, park_points,
            area_points);
  }
};

IslandScore score_island(const Layout& island, const Tables& tables);

// The points each seat scores for one icon type, from each seat's count of it.
// `points` must be as long as `counts`.
void rank_icons(std::span<const int> counts, const std::vector<int>& icon_points,
                std::span<int> points);

// A seat's whole score.
struct Score {
  IslandScore island;
  std::array<int, icon_kinds> icons{};        // how many of each icon type
  std::array<int, icon_kinds> icon_points{};  // their points

  int icon_total() const { return icon_points[0] + icon_points[1] + icon_points[2]; }
  int total() const { return island.points() + icon_total(); }
  bool operator==(const Score&) const = default;
};

}  // namespace gavel::auctionland

CEREAL_CLASS_VERSION(gavel::auctionland::IslandScore, 1);
