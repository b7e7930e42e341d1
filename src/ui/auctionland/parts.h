#pragma once
// The pieces of the Auctionland board shared by its source files (private to
// src/ui/auctionland): words, tiles and islands on the screen, the layout, the panels
// the auction is played in, and the pages the board opens.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/ai/auctionland/blunder.h"
#include "gavel/core/state.h"
#include "gavel/games/auctionland/geometry.h"
#include "gavel/games/auctionland/moves.h"
#include "gavel/games/auctionland/tiles.h"
#include "gavel/games/auctionland/view.h"
#include "gavel/ui/auctionland/board.h"
#include "gavel/ui/board_kit.h"
#include "gavel/ui/table.h"
#include "gavel/ui/widgets.h"

namespace gavel::ui::auctionland {

namespace al = gavel::auctionland;

// --- words (words.cpp) ---------------------------------------------------------

std::string seat_label(const Scene& table, Seat seat);
// "7c": the tile's name.
std::string tile_name(const al::AuctionlandView& view, int tile);
// "☮♥", "" for none.
std::string icon_marks(const Glyphs& glyphs, const std::array<int, al::icon_kinds>& icons);
// "☮1 ♥0 ♪2": how many of each icon.
std::string icon_counts(const Glyphs& glyphs, const std::array<int, al::icon_kinds>& counts,
                        std::string_view separator = " ");
// "7c ☮♥ (GHGH)", the quadrants as printed.
std::string tile_words(const Glyphs& glyphs, const al::AuctionlandView& view, int tile);
// "$12", or "hidden" when this seat may not see it.
std::string money_text(int money);
std::string points_text(int points);  // "1 point", "12 points"
// "1 tile", "2 tiles".
std::string count_text(int count, std::string_view thing);
// What a seat with this much money pays to reach the market tile at `index`.
int reach_cost(int index);
// The island's points were a tile with these quadrants built at `position`.
int points_if_built(const al::AuctionlandView& view, const al::Layout& island, int position,
                    al::Quadrants quadrants);
// Whether building at `position` now would earn this seat a Bonus tile.
bool earns_bonus(const al::AuctionlandView& view, int position);
// What the tile held adds to this seat's island: al::tile_points (ai/auctionland/blunder.h).
using al::icon_worth;
using al::tile_points;

// --- the status line (status.cpp) ----------------------------------------------

// What Enter would do with the market tile at `index`, taken to build (take) or to
// auction, and what it costs; or why it cannot be taken.
std::string market_status(const Glyphs& glyphs, const al::AuctionlandView& view, int index,
                          al::Kind kind);
// The nearest of `places` from `from` in the direction of `step`, or -1; straight
// ahead counts less than off to the side.
int next_place(const std::vector<int>& places, int from, Step step);
// What Enter would build where, the island's points before and after, and whether it
// earns a Bonus tile.
std::string place_status(const al::AuctionlandView& view, int position, int turns);

// --- tiles and islands (tiles.cpp) ---------------------------------------------

// Tiles drawn large are 4 columns by 2 rows, two columns a quadrant; small ones are
// 2 by 2. Either way a quadrant shows its terrain's letter on the terrain's colour.
enum class Scale { small, large };
int tile_width(Scale scale);
inline constexpr int tile_height = 2;

Style terrain_style(al::Terrain terrain);
// What a tile built since the player last chose looks like: its letters out of the
// terrain's block, bold, so it stands out with and without colour.
Style fresh_style();
// A tile with `quadrants` (as turned) with its top-left corner at (row, col). A
// `preview` (the tile in hand, not built yet) shows lowercase letters.
void draw_tile(Screen& screen, int row, int col, al::Quadrants quadrants, Scale scale,
               bool preview = false, bool fresh = false);
// A rival's island as a grid: its tiles in the smallest box around them, one cell a
// quadrant (two when large), with lines between tiles that touch. A `packed` grid
// leaves out the lines between rows of tiles (every tile is two rows, and scoring
// counts quadrants, not tiles), for an island too tall for its counts below it.
// Tiles at `fresh` positions are marked, and so is their row, left of the grid.
void draw_island(Screen& screen, const Glyphs& glyphs, int top, int left, const al::Layout& island,
                 Scale scale, al::Positions fresh, bool packed = false);
// Columns and rows such a grid takes for an island whose box is `box`.
int island_columns(const al::Box& box, Scale scale);
int island_rows(const al::Box& box, bool packed = false);
// An empty place where a tile may be built, large, at (row, col); `bonus` marks one
// that would earn a Bonus tile.
void draw_spot(Screen& screen, const Glyphs& glyphs, int row, int col, Style style, bool bonus);

// --- what changed since the player last chose (marks.cpp) ------------------------

// Positions of the seat's island built since the view `table.before`.
al::Positions fresh_tiles(const Scene& table, Seat seat);
// Whether the market position changed: another tile, or other money on it.
bool fresh_slot(const Scene& table, int index);
// The seat's money less what it was, 0 when it is hidden or nothing is to compare.
int money_change(const Scene& table, Seat seat);
// Whether the high bid changed.
bool fresh_bid(const Scene& table);
// The mark drawn beside a changed cell.
std::string_view fresh_mark(const Glyphs& glyphs);

// --- layout and drawing (draw.cpp, island.cpp) -----------------------

struct Layout : Foot {
  int market_top = 1;  // five rows: numbers and icons, the tiles, money on them, costs
  int market_left = 7;
  int market_cell = 6;  // columns per market tile
  int panel_left = 56;  // right of the market: the player's counts, or the auction
  int panel_width = 24;
  int middle_top = 6;    // the islands' heading row
  int middle_rows = 12;  // as many as the islands need now; the log takes the rest
  int grid_left = 2;     // the player's island, right of its row numbers
  int side_left = 23;    // the tile in hand, between the player's island and the rivals'
  int side_width = 0;
  int rivals_left = 35;  // the rivals' islands
  Scale rival_scale = Scale::small;
  int rival_width = 12;  // columns per rival, with `rival_gap` blanks before the next
  int rival_gap = 1;
};

// `status` is the status line's text: when it needs two lines, the log gives up one.
Layout lay_out(const Screen& screen, const Scene& table, std::string_view status = {});

void draw_title_bar(Screen& screen, const Glyphs& glyphs, const Scene& table);
void draw_market(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout,
                 const Focus& focus);
// The player's money, points, icons and tiles, and the stack and box, right of the
// market (where an auction's panel goes instead).
void draw_counts(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout);
// The player's island with its grid's letters and numbers, the places a tile may go,
// and the tile in hand at the focus; beside it the tile in hand.
void draw_own_island(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout,
                     const Focus& focus);
void draw_rivals(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout);
// The status text in lines of the screen's width, two at most.

// --- the auction's panels (panels.cpp) ------------------------------------------

// The bid being chosen: the amount, and what the player typed of it.
struct BidEntry {
  int amount = 0;
  int low = 0;   // the least raise
  int high = 0;  // the player's money
};

// Drawn right of the market, so the market and every island stay in sight. The
// bidding panel: the tile up, who auctions it, the high bid and bidder, who is still
// in and the player's money and bid.
void draw_bidding_panel(Screen& screen, const Glyphs& glyphs, const Scene& table,
                        const Layout& layout, const BidEntry& entry);
// The auctioneer's choice: what selling gains and what buying back costs, as a menu.
void draw_sale_panel(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout,
                     const Menu& menu);
Menu sale_menu(const Scene& table, const std::vector<Move>& legal);
// What selling and buying back do, for the status line under the sale.
std::string sale_status(const Scene& table);

// --- pages (pages.cpp) -----------------------------------------------------------

Leave show_board_help(Screen& screen, const Glyphs& glyphs, const std::string& rules_summary,
                      Seat human);
Leave show_players(Screen& screen, const Glyphs& glyphs, const Scene& table);
// Each part of each seat's score so far (or as the game ended).
Leave show_scores(Screen& screen, const Glyphs& glyphs, const Scene& table);
// The game's end (BoardSessionOf::Ending): who won, and each part of each score with
// the places.
std::string result_headline(const Scene& table, const std::vector<Standing>& standings);
std::vector<std::string> final_scores(const Glyphs& glyphs, const Scene& table,
                                      const std::vector<Standing>& standings);
std::vector<std::string> score_lines(const Glyphs& glyphs, const Scene& table,
                                     const std::vector<Standing>* standings);

// --- the table talk (talk.cpp) ---------------------------------------------------

// What one line of Auctionland's log, which every seat saw, makes a rival say
// (TableLog::Reaction).
void react(std::string_view text, const State& state, TableLog& log);

}  // namespace gavel::ui::auctionland
