// The board's words for Auctionland's tiles, money and seats, and the sums it shows
// beside them. They read the view only.

#include <algorithm>
#include <bit>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::auctionland {

std::string seat_label(const Scene& table, Seat seat) {
  return sitter_name(table.sitters, seat);
}

std::string tile_name(const al::AuctionlandView& view, int tile) {
  return view.content->tile_name(tile);
}

std::string icon_marks(const Glyphs& glyphs, const std::array<int, al::icon_kinds>& icons) {
  const std::array<std::string_view, al::icon_kinds> marks = {glyphs.peace, glyphs.love,
                                                              glyphs.music};
  std::string text;
  for (std::size_t icon = 0; icon < al::icon_kinds; ++icon) {
    for (int i = 0; i < icons[icon]; ++i)
      text += marks[icon];
  }
  return text;
}

std::string icon_counts(const Glyphs& glyphs, const std::array<int, al::icon_kinds>& counts,
                        std::string_view separator) {
  const std::array<std::string_view, al::icon_kinds> marks = {glyphs.peace, glyphs.love,
                                                              glyphs.music};
  std::string text;
  for (std::size_t icon = 0; icon < al::icon_kinds; ++icon) {
    if (icon > 0) text += separator;
    text += std::string(marks[icon]) + std::to_string(counts[icon]);
  }
  return text;
}

std::string tile_words(const Glyphs& glyphs, const al::AuctionlandView& view, int tile) {
  const al::Tile& t = view.content->tile(tile);
  const std::string icons = icon_marks(glyphs, t.icons);
  return tile_name(view, tile) + (icons.empty() ? "" : " " + icons) + " (" +
         al::quadrant_letters(t.quadrants) + ")";
}

std::string money_text(int money) {
  return money == al::hidden_money ? std::string("hidden") : "$" + std::to_string(money);
}

std::string points_text(int points) {
  return counted(points, "point", "points");
}

std::string count_text(int count, std::string_view thing) {
  return counted(count, thing, std::string(thing) + "s");
}

int reach_cost(int index) {
  return index;  // $1 on each tile before it
}

int points_if_built(const al::AuctionlandView& view, const al::Layout& island, int position,
                    al::Quadrants quadrants) {
  al::Layout grown = island;
  grown.build(position, quadrants);
  return al::score_island(grown, view.content->tables).points();
}

bool earns_bonus(const al::AuctionlandView& view, int position) {
  // As the rules engine decides it when the tile is built: never from a Bonus tile,
  // once a turn, with room left on the island and a tile left in the market.
  if (view.phase == al::Phase::bonus_place) return false;
  const al::SeatView& me = view.seats[view.me];
  if (me.bonus_taken || view.market.empty()) return false;
  const al::Positions grown = me.island.occupied | al::bit_of(position);
  if (std::popcount(grown) >= al::island_tiles) return false;
  return al::completes_line(grown, position);
}

}  // namespace gavel::ui::auctionland
