#include "gavel/games/auctionland/chapter.h"

#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/auctionland/state.h"

namespace gavel::auctionland {
namespace {

// The '?' page. It says the rules in Gavel's words with the tables and the tile model
// a player needs, and every ruling they would otherwise have to guess; man/gavel.6
// says the same. The tables are those content/auctionland/rules.json ships with.
const char* const rules_summary =
    "Build the finest island of up to 4x4 tiles; auction tiles to the others, or buy them "
    "back. Most points wins.\n"
    "\n"
    "Tiles. Each tile has four quadrants (NW NE SE SW), each Beach (B), Park (P), Garden (G) "
    "or House (H), and 0 to 2 icons: Peace, Love, Music. There are 16 patterns of six copies "
    "(96 tiles): two copies without icons, one each with Peace, Love and Music, one with two "
    "icons. A tile is named by its pattern and copy: 7c. Tiles turn in steps of 90 degrees.\n"
    "\n"
    "Setup. A random first player takes the gavel. Money by seat order from them: $10, $12, "
    "$14, $16, $18, $20; only you see your money unless the visible-money option is on. The "
    "market is a row of 8 tiles (option 6 to 10) sorted by icons, fewest at position 1.\n"
    "\n"
    "The market. To take the tile at position k, put $1 of your own on each tile before it, "
    "then take the tile and any money on it. You cannot take a tile you cannot pay to reach. "
    "The row closes up at once and is refilled from the stack only at the end of the turn.\n"
    "\n"
    "Your turn has four steps.\n"
    "  1 Build: take a tile and build it. Your first tile starts the island at d4; later "
    "tiles must share an edge with it, and the island must fit a 4x4 box. Positions are a1 to "
    "g7, columns west to east, rows north to south.\n"
    "  2 Auction: take another tile and auction it. From your left, each player still in "
    "raises (above the high bid, at least $1, at most their money) or passes and is out. The "
    "leader is not asked. You do not bid, nor does anyone whose island is full. With two "
    "players the other bids once or passes.\n"
    "  3 Sell or buy back: sell, and the winner pays you the bid and builds the tile; or buy "
    "back: pay the winner the bid plus $1 (if you can) and build it yourself, into the box if "
    "your island is full. Nobody bid: you build it free, or box it.\n"
    "  4 The gavel passes left and the market is refilled.\n"
    "\n"
    "Bonus. A tile that fills a row or a column of four on your island earns a Bonus tile "
    "at once: take one by the market rules and build it. A Bonus tile never earns a Bonus; "
    "each player has at most one a turn; anyone may earn one, a buyer too. A full island "
    "earns none.\n"
    "\n"
    "End. A step with an empty market is skipped. The game ends at the end of a turn in "
    "which an island reached 16 tiles, or when the market and the stack are both empty.\n"
    "\n"
    "Scoring. Areas join across quadrant edges, inside a tile and between tiles, never "
    "corner to corner. T(n) is 0 1 3 6 10 15 21 28 36 for n = 0 to 8; more than 8 still "
    "scores 36.\n"
    "  Beaches: n tiles with a Beach quadrant facing a position without a tile (outside the "
    "island or a gap in it) score T(n).\n"
    "  Theme park: the largest Park area; n tiles it spans score T(n).\n"
    "  Gardens and houses: separate Garden areas x separate House areas, each counted up to "
    "6.\n"
    "  Icons: for each icon, players with at least one are ranked by count: 20, 10 and 5 "
    "points. Tied players all score their place, and the next places are skipped, one per "
    "extra tied player (2, 3, 3 icons: the 3s score 20 each, the 2 scores 5).\n"
    "Ties on points go to the most money; still tied, the place is shared.\n"
    "\n"
    "Moves: take 3, build at e4 rot 90, auction 2, bid 5, pass, sell, buy back.\n"
    "\n"
    "Campaign perks. In a campaign the perks you own may bend these rules for you alone: "
    "extra dollars on top of your seat's money (the others are not told); seeing every "
    "player's money, while they still see only their own; taking the gavel first, and so "
    "the first seat's money.";

bool on_off(const std::string& name, const std::string& value) {
  if (value == "on") return true;
  if (value == "off") return false;
  throw Error("Auctionland's option " + name + " is on or off, not " + quote_input(value));
}

}  // namespace

Chapter chapter() {
  Chapter c;
  c.id = "auctionland";
  c.title = "Auctionland";
  c.min_players = 2;
  c.max_players = max_players;
  c.default_players = 4;
  c.rules_summary = rules_summary;
  c.boons = {"extra-money", "sees-money", "starts"};
  // Money is dealt by seat from the first (content/auctionland/rules.json's
  // money_by_seat; a test holds the two together).
  c.boon_catch = {{"starts",
                   "the first seat is dealt the least money, $10 against $12 to $16 "
                   "at four players"}};
  // The market sizes of the shipped content (rules.json); other content may narrow them.
  std::vector<std::string> market_sizes;
  for (int size = smallest_market_option; size <= largest_market_option; ++size)
    market_sizes.push_back(std::to_string(size));
  c.options = {{"market-size", market_sizes, "8", "tiles in the market row"},
               {"visible-money", {"off", "on"}, "off", "every player's money is shown to all"}};
  c.score_parts = {"beaches", "theme park", "gardens x houses", "icons"};
  c.part_points = [](const State& state) {
    std::vector<std::vector<int>> parts;
    for (const Score& score : dynamic_cast<const AuctionlandState&>(state).scores()) {
      parts.push_back({score.island.beach_points, score.island.park_points,
                       score.island.area_points, score.icon_total()});
    }
    return parts;
  };
  c.open = [](const Setup& setup,
              const std::filesystem::path& content_dir) -> std::unique_ptr<State> {
    auto content = std::make_shared<const Content>(load_content(content_dir));
    int market_size = content->market_size;
    bool visible_money = false;
    for (const auto& [name, value] : setup.options) {
      if (name == "visible-money") {
        visible_money = on_off(name, value);
      } else if (name == "market-size") {
        const auto size = parse_integer(value);
        if (!size || *size < content->market_size_min || *size > content->market_size_max) {
          throw Error("Auctionland's market-size is a number from " +
                      std::to_string(content->market_size_min) + " to " +
                      std::to_string(content->market_size_max) + ", not " + quote_input(value));
        }
        market_size = static_cast<int>(*size);
      } else {
        throw Error("Auctionland has the options market-size and visible-money, not " +
                    quote_input(name));
      }
    }
    return std::make_unique<AuctionlandState>(std::move(content), setup.players, market_size,
                                              visible_money, setup.boons);
  };
  return c;
}

}  // namespace gavel::auctionland
