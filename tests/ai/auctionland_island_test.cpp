// The scripted Auctionland rival prices a placement from the tile and its
// neighbours alone; these tests hold its counts to score_island's for islands met in
// seeded games, every open position and every turn of every pattern.

#include <bit>

#include <catch2/catch.hpp>

#include "gavel/ai/auctionland/island.h"
#include "gavel/core/rng.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/state.h"
#include "support/shipped_content.h"

namespace gavel::auctionland {
namespace {

// Beach tiles facing a position no 4×4 box around the island reaches, found the long
// way: every box that holds the island, and every beach quadrant's two outer sides.
int lasting_beaches(const Layout& island) {
  Positions reachable = 0;
  for (int left = 0; left + island_side <= grid_side; ++left) {
    for (int top = 0; top + island_side <= grid_side; ++top) {
      Positions box = 0;
      for (int column = left; column < left + island_side; ++column) {
        for (int row = top; row < top + island_side; ++row)
          box |= bit_of(position_at(column, row));
      }
      if ((island.occupied & ~box) == 0) reachable |= box;
    }
  }
  const auto unreachable = [&](int column, int row) {
    if (column < 0 || row < 0 || column >= grid_side || row >= grid_side) return true;
    return (reachable & bit_of(position_at(column, row))) == 0;
  };
  int count = 0;
  for (Positions rest = island.occupied; rest != 0; rest &= rest - 1) {
    const int p = std::countr_zero(rest);
    const int column = column_of(p), row = row_of(p);
    const Quadrants q = island.quadrants[static_cast<std::size_t>(p)];
    const auto beach = [&](int corner) { return terrain_at(q, corner) == Terrain::beach; };
    const bool north = unreachable(column, row - 1), south = unreachable(column, row + 1);
    const bool east = unreachable(column + 1, row), west = unreachable(column - 1, row);
    if ((beach(nw) && (north || west)) || (beach(ne) && (north || east)) ||
        (beach(se) && (south || east)) || (beach(sw) && (south || west)))
      ++count;
  }
  return count;
}

// Rows and columns holding exactly three tiles.
int near_lines(const Layout& island) {
  int near = 0;
  for (int i = 0; i < grid_side; ++i) {
    int in_column = 0, in_row = 0;
    for (int j = 0; j < grid_side; ++j) {
      in_column += island.has(position_at(i, j)) ? 1 : 0;
      in_row += island.has(position_at(j, i)) ? 1 : 0;
    }
    near += (in_column == island_side - 1 ? 1 : 0) + (in_row == island_side - 1 ? 1 : 0);
  }
  return near;
}

void require_counts(const scripted::Counts& counts, const Layout& island, const Tables& tables) {
  const IslandScore score = score_island(island, tables);
  REQUIRE(counts.tiles == island.tiles());
  REQUIRE(counts.beach_tiles == score.beach_tiles);
  REQUIRE(counts.park_tiles == score.park_tiles);
  REQUIRE(counts.garden_areas == score.garden_areas);
  REQUIRE(counts.house_areas == score.house_areas);
  REQUIRE(counts.lasting_beaches == lasting_beaches(island));
  REQUIRE(counts.near_lines == near_lines(island));
}

TEST_CASE("the rival's island plan counts what scoring counts", "[ai][auctionland]") {
  const Chapter chapter = auctionland::chapter();
  const Content content = load_content(testing::shipped_content_dir);
  // Each pattern once, by its printed quadrants.
  std::vector<Quadrants> patterns;
  for (const Tile& tile : content.tiles) {
    if (tile.copy == 0) patterns.push_back(tile.quadrants);
  }
  REQUIRE(patterns.size() == 16);

  int islands = 0, placements = 0, lines = 0, merges = 0;
  for (int game = 0; game < 12; ++game) {
    const auto state = chapter.start(Setup{3, {}}, testing::shipped_content_dir);
    Rng dice(Catch::rngSeed() + static_cast<std::uint64_t>(game), Stream::chance);
    while (!state->over()) {
      const auto moves = state->legal_moves();
      state->apply(moves[dice.below(moves.size())]);
      const auto& land = dynamic_cast<const AuctionlandState&>(*state);
      if (land.phase() != Phase::auction_take) continue;  // once a turn
      const Layout& island = land.player(land.to_move()).island;
      const scripted::IslandPlan plan(island);
      ++islands;
      require_counts(plan.now(), island, content.tables);
      REQUIRE(plan.open() == buildable(island.occupied));
      for (Positions open = plan.open(); open != 0; open &= open - 1) {
        const int position = std::countr_zero(open);
        for (Quadrants printed : patterns) {
          for (int turns = 0; turns < 4; ++turns) {
            const Quadrants q = turned(printed, turns);
            Layout after = island;
            after.build(position, q);
            const scripted::Counts counts = plan.with(position, q);
            INFO("tile " << quadrant_letters(q) << " at " << position_name(position));
            require_counts(counts, after, content.tables);
            REQUIRE(counts.line == completes_line(after.occupied, position));
            ++placements;
            lines += counts.line ? 1 : 0;
            const IslandScore before = score_island(island, content.tables);
            merges += counts.garden_areas < before.garden_areas + 1 ? 1 : 0;
          }
        }
      }
    }
  }
  // Enough islands, lines filled and areas joined that every path was walked.
  REQUIRE(islands > 150);
  REQUIRE(placements > 50000);
  REQUIRE(lines > 500);
  REQUIRE(merges > 500);
}

}  // namespace
}  // namespace gavel::auctionland
