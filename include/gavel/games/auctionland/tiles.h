#pragma once
// Auctionland's tiles and tables, as read from content/auctionland/ (see
// content/README.md): tiles.json gives the tile patterns and their copies, rules.json
// the money by seat, the market's size and the scoring tables.

#include <array>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/games/auctionland/geometry.h"
#include "gavel/games/auctionland/scoring.h"

namespace gavel::auctionland {

inline constexpr int max_players = 6;

// One tile of the stack. Copies of a pattern share its quadrants and differ in icons;
// a tile is named by its pattern's number and its copy's letter: "7c".
struct Tile {
  int pattern = 1;          // the pattern's number, from 1
  int copy = 0;             // 0 for copy a, 1 for b…
  Quadrants quadrants = 0;  // as printed, before any turn
  std::array<int, icon_kinds> icons{};

  int icon_count() const { return icons[0] + icons[1] + icons[2]; }
  bool operator==(const Tile&) const = default;
};

// The market sizes the market-size option offers; rules.json's range must hold them.
inline constexpr int smallest_market_option = 6;
inline constexpr int largest_market_option = 10;

struct Content {
  std::vector<Tile> tiles;  // by tile id
  std::array<int, max_players> money_by_seat{};
  int market_size = 8;  // the default
  int market_size_min = 6;
  int market_size_max = 10;
  Tables tables;

  // "7c", and back; nothing for a text that names no tile.
  std::string tile_name(int tile) const;
  std::optional<int> tile_named(std::string_view text) const;
  const Tile& tile(int id) const { return tiles[static_cast<std::size_t>(id)]; }

  bool operator==(const Content&) const = default;
};

// Reads tiles.json and rules.json from `content_dir`/auctionland; throws gavel::Error
// naming the file, entry and field of the first mistake.
Content load_content(const std::filesystem::path& content_dir);
// The two files on their own, for tests with odd data.
void read_tiles(const std::filesystem::path& file, Content& content);
void read_rules(const std::filesystem::path& file, Content& content);

const char* terrain_name(Terrain terrain);  // "Beach"
char terrain_letter(Terrain terrain);       // 'B', 'P', 'G', 'H'
const char* icon_name(Icon icon);           // "Peace"

// A tile's quadrants as letters, NW NE SE SW, turned as given: "BGBH".
std::string quadrant_letters(Quadrants quadrants);
// "7c (GHGH, Peace)": the tile's name, its printed quadrants and its icons.
std::string describe_tile(const Content& content, int tile);

// The content a view reads, shared and never changed. Views compare it by content,
// so views of two games loaded from the same files are equal.
class ContentRef : public std::shared_ptr<const Content> {
 public:
  ContentRef() = default;
  ContentRef(std::shared_ptr<const Content> content)  // NOLINT(google-explicit-constructor)
      : std::shared_ptr<const Content>(std::move(content)) {}
  bool operator==(const ContentRef& other) const {
    return get() == other.get() || (get() != nullptr && other.get() != nullptr && *get() == *other);
  }
};

}  // namespace gavel::auctionland
