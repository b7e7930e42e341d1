#include "gavel/games/auctionland/geometry.h"

#include <algorithm>
#include <bit>

namespace gavel::auctionland {
namespace {

constexpr Positions grid = (Positions{1} << positions) - 1;

constexpr Positions column_mask(int column) {
  Positions mask = 0;
  for (int row = 0; row < grid_side; ++row)
    mask |= bit_of(position_at(column, row));
  return mask;
}
constexpr Positions row_mask(int row) {
  return Positions{0x7f} << (row * grid_side);
}

constexpr Positions west_edge = column_mask(0);
constexpr Positions east_edge = column_mask(grid_side - 1);

// Positions that share an edge with one of `set`. Shifting by one moves a position
// across a row's end into the next row, so the edge columns are cleared first.
constexpr Positions neighbours(Positions set) {
  return ((set & ~east_edge) << 1) | ((set & ~west_edge) >> 1) | (set << grid_side) |
         (set >> grid_side);
}

}  // namespace

std::string position_name(int position) {
  return std::string(1, static_cast<char>('a' + column_of(position))) +
         static_cast<char>('1' + row_of(position));
}

std::optional<int> position_named(std::string_view text) {
  if (text.size() != 2) return std::nullopt;
  const int column = text[0] - 'a';
  const int row = text[1] - '1';
  if (column < 0 || column >= grid_side || row < 0 || row >= grid_side) return std::nullopt;
  return position_at(column, row);
}

Box box_of(Positions occupied) {
  if (occupied == 0) return {};
  int columns = 0, rows = 0;  // bit masks of the columns and rows in use
  for (Positions rest = occupied; rest != 0; rest &= rest - 1) {
    const int position = std::countr_zero(rest);
    columns |= 1 << column_of(position);
    rows |= 1 << row_of(position);
  }
  Box box;
  box.left = std::countr_zero(static_cast<unsigned>(columns));
  box.top = std::countr_zero(static_cast<unsigned>(rows));
  box.width = std::bit_width(static_cast<unsigned>(columns)) - box.left;
  box.height = std::bit_width(static_cast<unsigned>(rows)) - box.top;
  return box;
}

int Layout::tiles() const {
  return std::popcount(occupied);
}

Positions buildable(Positions occupied) {
  if (occupied == 0) return bit_of(start_position);
  const Box box = box_of(occupied);
  // The columns and rows a fifth tile could use without the box growing past 4.
  const int first_column = std::max(0, box.left + box.width - island_side);
  const int last_column = std::min(grid_side - 1, box.left + island_side - 1);
  const int first_row = std::max(0, box.top + box.height - island_side);
  const int last_row = std::min(grid_side - 1, box.top + island_side - 1);
  Positions inside = 0;
  for (int column = first_column; column <= last_column; ++column)
    inside |= column_mask(column);
  Positions rows = 0;
  for (int row = first_row; row <= last_row; ++row)
    rows |= row_mask(row);
  return neighbours(occupied) & ~occupied & inside & rows & grid;
}

bool completes_line(Positions occupied, int position) {
  return std::popcount(occupied & row_mask(row_of(position))) == island_side ||
         std::popcount(occupied & column_mask(column_of(position))) == island_side;
}

}  // namespace gavel::auctionland
