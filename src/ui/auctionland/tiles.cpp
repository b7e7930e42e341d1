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

void draw_tile(Screen& screen, int row, int col, al::Quadrants quadrants, Scale scale,
               bool preview) {
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
      screen.text(row + r, col + c * half, text, terrain_style(terrain));
    }
  }
}

void draw_island(Screen& screen, int top, int left, const al::Layout& island, Scale scale) {
  if (island.occupied == 0) {
    screen.text(top, left, "no tiles", styled(Tone::dim));
    return;
  }
  const al::Box box = al::box_of(island.occupied);
  const int width = tile_width(scale);
  for (int row = box.top; row < box.top + box.height; ++row) {
    for (int column = box.left; column < box.left + box.width; ++column) {
      const int position = al::position_at(column, row);
      if (!island.has(position)) continue;
      draw_tile(screen, top + (row - box.top) * tile_height, left + (column - box.left) * width,
                island.quadrants[static_cast<std::size_t>(position)], scale);
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
