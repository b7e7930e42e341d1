#pragma once
// The pieces of the New Mintopia City board shared by its source files (private to
// src/ui/mintopia): words for Locations and seats, card cells, the layout, the
// panels and the pages the board opens.

#include <string>
#include <string_view>
#include <vector>

#include "gavel/core/state.h"
#include "gavel/games/mintopia/moves.h"
#include "gavel/games/mintopia/view.h"
#include "gavel/ui/board_kit.h"
#include "gavel/ui/mintopia/board.h"
#include "gavel/ui/table.h"
#include "gavel/ui/widgets.h"

namespace gavel::ui::mintopia {

namespace mt = gavel::mintopia;

// --- words (words.cpp) ---------------------------------------------------------

const mt::Location& location(const mt::MintopiaView& view, int index);
// A seat or the AI card by name: "You", "Auntie Mo", "The Hoarder".
std::string who(const Scene& table, int competitor);
// The first word of it, for narrow columns: "Auntie", "Hoarder".
std::string short_who(const Scene& table, int competitor);
// "1 Mint", "3 Mints".
std::string mints_text(int mints);
// Four letters that tell the Locations apart: "Mine" for The Mine, "Lico" for
// Licorice Lane Cottages.
std::string short_name(const mt::Location& location);
// "Deed", "Utility": the type's first letter in lowercase on a card, "d".
char type_letter(mt::LocationType type);
// Where a spot is, in the notation's words: "row 0 col -1".
std::string spot_words(mt::Spot spot);
// The seat's left or right neighbour in the ring (left is the next seat clockwise).
Seat neighbour(const mt::MintopiaView& view, Seat seat, int side);
// Who holds the strict majority of a type, whose ability it earns (no_one on a tie).
int majority_holder(const mt::MintopiaView& view, mt::LocationType type);
// How much the seat's Mints changed since the player last chose (0 for the AI card).
int mints_change(const Scene& table, Seat seat);
// Whether `location` lay nowhere in the city when the player last chose.
bool fresh_location(const Scene& table, int location);
// What the table waits for when it is not the player's turn, or what the player is
// asked: one sentence for the status line.
std::string waiting_words(const Scene& table);

// --- cards (cards.cpp) -----------------------------------------------------------

// A Location drawn large is "S Mine 3p C", 11 columns; small "SMine3C", 7. Its side
// colours are their letters in reverse video of the mint's colour, so a card's edges
// read with colour, without it, and in ASCII.
enum class Scale { small, large };
int card_width(Scale scale);
Style mint_style(mt::Mint mint);
enum class Mark { none, fresh, focus, preview };
void draw_card(Screen& screen, int row, int col, const mt::Location& location, bool turned,
               Scale scale, Mark mark = Mark::none);

// --- layout and drawing (draw.cpp, panels.cpp, zones.cpp) --------------------------

struct Layout : Foot {
  int panel_top = 1;
  int players_width = 46;  // the players round the ring, on the left
  int auction_left = 47;   // the auction or the Auction Block, on the right
  int panel_rows = 6;
  bool players_heading = true;
  int zones_top = 7;
  std::vector<int> zone_rows;  // rows each zone takes, by zone
  int label_width = 17;        // left of the zones' cards: who controls it, its matches
};

Layout lay_out(const Screen& screen, const Scene& table, const Focus& focus,
               std::string_view status = {});

void draw_title_bar(Screen& screen, const Glyphs& glyphs, const Scene& table);
void draw_players(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout);
void draw_auction(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout);
// The rows a zone shows: its card rows, and the rows of its open spots when the focus
// is in it; one for an empty zone.
std::vector<int> zone_rows_shown(const Scene& table, const Focus& focus, int zone);
// How a zone's columns go on the screen: the first shown, how many fit, how wide.
struct Geometry {
  bool any = false;  // a card or a spot to show
  int low = 0;       // the zone's leftmost column and its rightmost
  int high = 0;
  Scale scale = Scale::large;
  int step = 12;  // screen columns per zone column
  int first = 0;  // the first zone column shown
  int fit = 1;    // how many are shown
};
Geometry geometry(const Scene& table, const Focus& focus, int zone, int area_width);
// The screen column after the rightmost card any zone draws.
int zones_right(const Screen& screen, const Scene& table, const Layout& layout, const Focus& focus);
void draw_zones(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout,
                const Focus& focus);

// --- pages (pages.cpp) -------------------------------------------------------------

Leave show_board_help(Screen& screen, const Glyphs& glyphs, const std::string& rules_summary,
                      Seat human);
Leave show_scores(Screen& screen, const Glyphs& glyphs, const Scene& table);
// The game's end (BoardSessionOf::Ending): who won, and the scores with places.
std::string result_headline(const Scene& table, const std::vector<Standing>& standings);
std::vector<std::string> final_scores(const Glyphs& glyphs, const Scene& table,
                                      const std::vector<Standing>& standings);

// --- the table talk (talk.cpp) -------------------------------------------------------

void react(std::string_view text, const State& state, TableLog& log);

}  // namespace gavel::ui::mintopia
