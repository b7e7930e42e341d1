// Tiles and islands on the screen. A quadrant is its terrain's letter on a block of
// the terrain's colour (reverse video in the terrain's hue), so the terrain reads by
// colour where there is colour and by letter everywhere, and an island's areas show
// as runs of one colour or one letter.

#include <cctype>

#include "parts.h"

namespace gavel::ui::auctionland {

namespace {

Hue terrain_hue(al::Terrain terrain) {
  switch (terrain) {
    case al::Terrain::beach:
      return Hue::yellow;  // sand
    case al::Terrain::park:
      return Hue::magenta;  // the fair's lights
    case al::Terrain::garden:
      return Hue::green;
    case al::Terrain::house:
      return Hue::red;  // roofs
  }
  return Hue::none;
}

}  // namespace

int tile_width(Scale scale) {
  return scale == Scale::large ? 4 : 2;
}

Style terrain_style(al::Terrain terrain) {
  return Style{Tone::normal, false, true, terrain_hue(terrain)};
}

Style fresh_style() {
  return Style{Tone::accent, true, false};
}

void draw_tile(Screen& screen, int row, int col, al::Quadrants quadrants, Scale scale, bool preview,
               bool fresh) {
  const int half = tile_width(scale) / 2;
  // Corners in reading order: NW NE on the top row, SW SE below.
  constexpr int corners[2][2] = {{al::nw, al::ne}, {al::sw, al::se}};
  for (int r = 0; r < 2; ++r) {
    for (int c = 0; c < 2; ++c) {
      const al::Terrain terrain = al::terrain_at(quadrants, corners[r][c]);
      char letter = al::terrain_letter(terrain);
      if (preview) letter = static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
      std::string text(1, letter);
      if (half == 2) text += ' ';
      screen.text(row + r, col + c * half, text, fresh ? fresh_style() : terrain_style(terrain));
    }
  }
}

namespace {

// A grid cell per tile: its quadrants, then a column and a row for the lines between
// tiles.
int cell_columns(Scale scale) {
  return tile_width(scale) == 4 ? 4 : 3;
}
int cell_rows(bool packed) {
  return packed ? tile_height : tile_height + 1;
}

}  // namespace

int island_columns(const al::Box& box, Scale scale) {
  return box.width == 0 ? 0 : box.width * cell_columns(scale) - 1;
}

int island_rows(const al::Box& box, bool packed) {
  return box.height == 0 ? 0 : box.height * cell_rows(packed) - (packed ? 0 : 1);
}

void draw_island(Screen& screen, const Glyphs& glyphs, int top, int left, const al::Layout& island,
                 Scale scale, al::Positions fresh, bool packed) {
  if (island.occupied == 0) {
    screen.text(top, left, "no tiles", styled(Tone::dim));
    return;
  }
  const al::Box box = al::box_of(island.occupied);
  const int across = cell_columns(scale);
  // A large tile's letters are "X X": its last column is a blank, which the line takes.
  const int letters = tile_width(scale) == 4 ? 3 : 2;
  const auto is_fresh = [&](int position) { return (fresh & al::bit_of(position)) != 0; };
  for (int row = box.top; row < box.top + box.height; ++row) {
    for (int column = box.left; column < box.left + box.width; ++column) {
      const int position = al::position_at(column, row);
      if (!island.has(position)) continue;
      const int y = top + (row - box.top) * cell_rows(packed);
      const int x = left + (column - box.left) * across;
      draw_tile(screen, y, x, island.quadrants[static_cast<std::size_t>(position)], scale, false,
                is_fresh(position));
      if (tile_width(scale) == 4) {
        // The blank after each quadrant's letter belongs to the tile, not the ocean.
        for (int r = 0; r < tile_height; ++r)
          screen.text(y + r, x + letters, " ");
      }
      const int east = al::position_at(column + 1, row);
      const int south = al::position_at(column, row + 1);
      if (column + 1 < box.left + box.width && island.has(east)) {
        const Style style =
            is_fresh(position) || is_fresh(east) ? fresh_style() : styled(Tone::dim);
        for (int r = 0; r < tile_height; ++r)
          screen.text(y + r, x + letters, glyphs.vertical, style);
      }
      if (!packed && row + 1 < box.top + box.height && island.has(south)) {
        const Style style =
            is_fresh(position) || is_fresh(south) ? fresh_style() : styled(Tone::dim);
        std::string line;
        for (int c = 0; c < letters; ++c)
          line += glyphs.horizontal;
        screen.text(y + tile_height, x, line, style);
      }
    }
  }
}

void draw_spot(Screen& screen, const Glyphs& glyphs, int row, int col, Style style, bool bonus) {
  const std::string across = std::string(glyphs.horizontal) + std::string(glyphs.horizontal);
  screen.text(row, col, std::string(glyphs.top_left) + across + std::string(glyphs.top_right),
              style);
  screen.text(row + 1, col,
              std::string(glyphs.bottom_left) + (bonus ? std::string("!!") : across) +
                  std::string(glyphs.bottom_right),
              style);
}

}  // namespace gavel::ui::auctionland
