// The player's own island, drawn large on the 7x7 grid every island grows on: the
// grid's column letters and row numbers around it (the notation's positions), the
// places the next tile may go, and the tile in hand where the player points, turned
// as they turned it. Beside it, when there is room: the tile in hand.

#include <algorithm>

#include "parts.h"

namespace gavel::ui::auctionland {

namespace {

bool placing(const al::AuctionlandView& view) {
  switch (view.phase) {
    case al::Phase::build_place:
    case al::Phase::bonus_place:
    case al::Phase::auction_place:
      return view.to_move == view.me && view.held >= 0;
    default:
      return false;
  }
}

void draw_hand(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout,
               const Focus& focus) {
  const al::AuctionlandView& view = table.view;
  // A tile up for auction is shown where the auction is asked (panels.cpp); the tile
  // in hand is also drawn where it would go, so a narrow gap goes without it.
  if (view.held < 0 || !placing(view) || layout.side_width < 7) return;
  const int top = layout.middle_top;
  const int col = layout.side_left;
  const al::Tile& tile = view.content->tile(view.held);
  const std::string icons = icon_marks(glyphs, tile.icons);
  screen.text(top, col, "In hand", Style{Tone::title, true});
  screen.text(top + 1, col, tile_name(view, view.held) + (icons.empty() ? "" : " " + icons));
  draw_tile(screen, top + 2, col, al::turned(tile.quadrants, focus.turns), Scale::large, true);
  screen.text(top + 4, col, "rot " + std::to_string(90 * focus.turns), styled(Tone::accent));
}

}  // namespace

void draw_own_island(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout,
                     const Focus& focus) {
  const al::AuctionlandView& view = table.view;
  const al::SeatView& me = view.seats[view.me];
  const int top = layout.middle_top;
  const int grid_left = layout.grid_left;
  const bool mine = placing(view);
  if (view.to_move == view.me) screen.text(top, 0, glyphs.pointer, styled(Tone::accent));
  screen.text(top, 1, "Your island", Style{Tone::title, true, false, Hue::none});

  // Places to build are no news once the game is over.
  const al::Positions open =
      view.phase == al::Phase::over ? al::Positions{0} : al::buildable(me.island.occupied);
  const al::Box box = al::box_of(me.island.occupied | open);
  const int width = tile_width(Scale::large);
  const int grid_top = top + 2;
  const int focus_column = focus.position >= 0 ? al::column_of(focus.position) : -1;
  const int focus_row = focus.position >= 0 ? al::row_of(focus.position) : -1;
  for (int column = box.left; column < box.left + box.width; ++column) {
    const bool at = mine && column == focus_column;
    screen.text(top + 1, grid_left + (column - box.left) * width + 1,
                std::string(1, static_cast<char>('a' + column)),
                at ? Style{Tone::accent, true, true} : styled(Tone::dim));
  }
  for (int row = box.top; row < box.top + box.height; ++row) {
    const bool at = mine && row == focus_row;
    const int screen_row = grid_top + (row - box.top) * tile_height;
    screen.text(screen_row, 0, std::to_string(row + 1),
                at ? Style{Tone::accent, true, true} : styled(Tone::dim));
    for (int column = box.left; column < box.left + box.width; ++column) {
      const int position = al::position_at(column, row);
      const int col = grid_left + (column - box.left) * width;
      if (me.island.has(position)) {
        draw_tile(screen, screen_row, col, me.island.quadrants[static_cast<std::size_t>(position)],
                  Scale::large);
        // A line between two tiles side by side, in the tile's last (blank) column, as
        // the rivals' islands have.
        if (column + 1 < box.left + box.width && me.island.has(al::position_at(column + 1, row))) {
          for (int r = 0; r < tile_height; ++r)
            screen.text(screen_row + r, col + width - 1, glyphs.vertical, styled(Tone::dim));
        }
      } else if (mine && position == focus.position) {
        const al::Quadrants quadrants = view.content->tile(view.held).quadrants;
        draw_tile(screen, screen_row, col, al::turned(quadrants, focus.turns), Scale::large, true);
      } else if ((open & al::bit_of(position)) != 0) {
        const bool bonus = mine && earns_bonus(view, position);
        const Style style = !mine ? styled(Tone::dim) : styled(bonus ? Tone::good : Tone::accent);
        draw_spot(screen, glyphs, screen_row, col, style, bonus);
      }
    }
  }
  draw_hand(screen, glyphs, table, layout, focus);
}

}  // namespace gavel::ui::auctionland
