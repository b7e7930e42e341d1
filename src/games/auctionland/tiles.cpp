#include "gavel/games/auctionland/tiles.h"

#include <algorithm>

#include "gavel/core/content.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"

namespace gavel::auctionland {
namespace {

// Tile ids and money are packed into move codes; these bounds keep them in range.
constexpr int max_tiles = 500;
constexpr int max_copies = 26;  // copy letters a..z
constexpr int max_money = 99;

constexpr std::array<Terrain, terrain_kinds> all_terrains = {Terrain::beach, Terrain::park,
                                                             Terrain::garden, Terrain::house};
constexpr std::array<Icon, icon_kinds> all_icons = {Icon::peace, Icon::love, Icon::music};

Terrain terrain_of(ContentEntry& entry, const std::string& word) {
  for (Terrain terrain : all_terrains) {
    if (lowercase(terrain_name(terrain)) == word) return terrain;
  }
  entry.fail("quadrants", quote_input(word) + " is not one of: beach, park, garden, house");
}

// A copy's icons: "none", or icon names apart by blanks ("peace love").
std::array<int, icon_kinds> icons_of(ContentEntry& entry, const std::string& text) {
  std::array<int, icon_kinds> icons{};
  if (text == "none") return icons;
  const auto names = words(text);
  if (names.empty() || names.size() > 2) {
    entry.fail("copies", quote_input(text) + " must be none, or one or two icons");
  }
  for (const std::string& name : names) {
    const auto found = std::find_if(all_icons.begin(), all_icons.end(),
                                    [&](Icon icon) { return lowercase(icon_name(icon)) == name; });
    if (found == all_icons.end()) {
      entry.fail("copies", quote_input(name) + " is not one of: peace, love, music");
    }
    int& count = icons[static_cast<std::size_t>(*found)];
    if (count > 0) entry.fail("copies", quote_input(text) + " names one icon twice");
    count = 1;
  }
  return icons;
}

// A scoring table by count: starts at 0 and never falls.
std::vector<int> points_table(ContentEntry& file, const char* field, int longest) {
  auto table = file.integers(field, 0, 200);
  if (table.size() < 2 || static_cast<int>(table.size()) > longest) {
    file.fail(field, "must list 2.." + std::to_string(longest) + " numbers");
  }
  if (table.front() != 0) file.fail(field, "must start at 0 (nothing counted scores nothing)");
  if (!std::is_sorted(table.begin(), table.end())) file.fail(field, "must never go down");
  return table;
}

}  // namespace

void read_tiles(const std::filesystem::path& file, Content& content) {
  content.tiles.clear();
  read_content(file, [&](ContentEntry& top) {
    int number = 0;
    top.each("patterns", [&](ContentEntry& entry) {
      ++number;
      if (entry.text("id") != std::to_string(number)) {
        entry.fail("id", "must be the pattern's number in the list, " + std::to_string(number));
      }
      const auto words_given = entry.texts("quadrants");
      if (words_given.size() != 4) entry.fail("quadrants", "must name 4 terrains, NW NE SE SW");
      std::array<Terrain, 4> terrains{};
      for (std::size_t corner = 0; corner < 4; ++corner)
        terrains[corner] = terrain_of(entry, words_given[corner]);
      Tile tile;
      tile.pattern = number;
      tile.quadrants = pack(terrains[0], terrains[1], terrains[2], terrains[3]);
      const auto copies = entry.texts("copies");
      if (copies.empty() || copies.size() > max_copies) {
        entry.fail("copies", "must list 1.." + std::to_string(max_copies) + " copies");
      }
      for (std::size_t copy = 0; copy < copies.size(); ++copy) {
        tile.copy = static_cast<int>(copy);
        tile.icons = icons_of(entry, copies[copy]);
        content.tiles.push_back(tile);
      }
      if (content.tiles.size() > max_tiles) {
        entry.fail("copies", "make more than " + std::to_string(max_tiles) + " tiles in all");
      }
    });
    if (content.tiles.empty()) top.fail("patterns", "must hold at least one pattern");
  });
}

void read_rules(const std::filesystem::path& file, Content& content) {
  read_content(file, [&](ContentEntry& top) {
    const auto money = top.integers("money_by_seat", 0, max_money);
    if (money.size() != max_players) {
      top.fail("money_by_seat",
               "must list " + std::to_string(max_players) + " amounts, one a seat");
    }
    std::copy(money.begin(), money.end(), content.money_by_seat.begin());
    content.market_size_min = top.integer("market_size_min", 1, 20);
    content.market_size_max = top.integer("market_size_max", content.market_size_min, 20);
    if (content.market_size_min > smallest_market_option ||
        content.market_size_max < largest_market_option) {
      top.fail("market_size_min", "and market_size_max must take in " +
                                      std::to_string(smallest_market_option) + " to " +
                                      std::to_string(largest_market_option) +
                                      ", the sizes the market-size option offers");
    }
    content.market_size =
        top.integer("market_size", content.market_size_min, content.market_size_max);
    content.tables.beach_points = points_table(top, "beach_points", island_tiles + 1);
    content.tables.park_points = points_table(top, "park_points", island_tiles + 1);
    content.tables.area_cap = top.integer("area_cap", 1, 2 * island_tiles);
    content.tables.icon_points = top.integers("icon_points", 0, 200);
    const auto& icons = content.tables.icon_points;
    if (icons.empty() || icons.size() > max_players) {
      top.fail("icon_points", "must list 1.." + std::to_string(max_players) + " places");
    }
    if (!std::is_sorted(icons.rbegin(), icons.rend())) {
      top.fail("icon_points", "must never go up from one place to the next");
    }
  });
}

Content load_content(const std::filesystem::path& content_dir) {
  Content content;
  const auto folder = content_dir / "auctionland";
  read_tiles(folder / "tiles.json", content);
  read_rules(folder / "rules.json", content);
  // A stack that cannot fill one market is a broken game, not a short one.
  if (static_cast<int>(content.tiles.size()) < content.market_size_max) {
    throw Error(quote_path((folder / "tiles.json").string()) + ": patterns make " +
                std::to_string(content.tiles.size()) + " tiles, fewer than the largest market (" +
                std::to_string(content.market_size_max) + ")");
  }
  return content;
}

std::string Content::tile_name(int id) const {
  const Tile& t = tile(id);
  return std::to_string(t.pattern) + static_cast<char>('a' + t.copy);
}

std::optional<int> Content::tile_named(std::string_view text) const {
  if (text.size() < 2) return std::nullopt;
  const auto pattern = parse_integer(text.substr(0, text.size() - 1));
  const int copy = text.back() - 'a';
  if (!pattern || copy < 0 || copy >= max_copies) return std::nullopt;
  for (std::size_t id = 0; id < tiles.size(); ++id) {
    if (tiles[id].pattern == *pattern && tiles[id].copy == copy) return static_cast<int>(id);
  }
  return std::nullopt;
}

const char* terrain_name(Terrain terrain) {
  switch (terrain) {
    case Terrain::beach:
      return "Beach";
    case Terrain::park:
      return "Park";
    case Terrain::garden:
      return "Garden";
    case Terrain::house:
      return "House";
  }
  return "?";
}

char terrain_letter(Terrain terrain) {
  return terrain_name(terrain)[0];
}

const char* icon_name(Icon icon) {
  switch (icon) {
    case Icon::peace:
      return "Peace";
    case Icon::love:
      return "Love";
    case Icon::music:
      return "Music";
  }
  return "?";
}

std::string quadrant_letters(Quadrants quadrants) {
  std::string letters;
  for (int corner = 0; corner < 4; ++corner)
    letters += terrain_letter(terrain_at(quadrants, corner));
  return letters;
}

std::string describe_tile(const Content& content, int id) {
  const Tile& t = content.tile(id);
  std::string text = content.tile_name(id) + " (" + quadrant_letters(t.quadrants);
  for (Icon icon : all_icons) {
    if (t.icons[static_cast<std::size_t>(icon)] > 0) text += std::string(", ") + icon_name(icon);
  }
  return text + ")";
}

}  // namespace gavel::auctionland
