#pragma once
// The pieces of the Cosmic Encounter board shared by its source files (private to
// src/ui/cosmic): words for seats, planets, cards and moves, the layout, the panels
// and the pages the board opens.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/core/state.h"
#include "gavel/games/cosmic/moves.h"
#include "gavel/games/cosmic/view.h"
#include "gavel/ui/board_kit.h"
#include "gavel/ui/cosmic/board.h"
#include "gavel/ui/table.h"
#include "gavel/ui/widgets.h"

namespace gavel::ui::cosmic {

namespace cs = gavel::cosmic;

// What an act's introduction shows of the deal (deal_shown.cpp; ui/boards.h).
DealShown deal_shown(const View& view);

// --- words (words.cpp) ---------------------------------------------------------

std::string who(const Scene& table, Seat seat);        // "You", "Auntie Mo", "Seat 2"
std::string short_who(const Scene& table, Seat seat);  // "You", "Auntie", "Seat 2"
// "Auntie Mo (blue)": a seat with its Cosmic colour, for the status line.
std::string who_coloured(const Scene& table, Seat seat);
// The five Cosmic colours on screen; without colours the letters R B Y G P say it.
Hue colour_hue(int colour);
Style colour_style(int colour, bool bold = false);
std::string planet_words(const cs::CosmicView& view, int planet);  // "R3"
std::string alien_words(const cs::CosmicView& view, Seat seat);    // "Tripler", "" before one
// What a card does, in a sentence or two, for the line under the hand.
std::string card_text(const cs::Card& card);
// A move as a menu item says it: "Send a ship from R4 (3 there)", "Play attack 13".
std::string move_label(const Scene& table, const State& state, Move move);
// Lucre's moves and questions in words (lucre.cpp), when the move or phase is Lucre's;
// and what a move about an Auction card means, for the line under the hand.
std::optional<std::string> lucre_label(const Scene& table, const State& state, Move move);
std::optional<std::string> lucre_asked(const Scene& table, Seat seat);
std::string lucre_about(const cs::CosmicView& view, Move move);
// What the table waits for: "Your turn: lay an encounter card face down." or "Waiting
// on Gus (blue): invited by the offense to join." One sentence for the status line.
std::string waiting_words(const Scene& table);
// The seats of an invitation or a set as words: "Gus Lindqvist and Dottie Ferrante"
// ("Gus and Dottie" with `short_names`), "nobody".
std::string seats_words(const Scene& table, int mask, bool short_names = false);

// --- drawing (draw.cpp, panels.cpp) --------------------------------------------------

struct Layout : Foot {
  int systems_top = 1;           // a row a player and its planets' rows from here
  std::vector<int> planet_rows;  // by seat: one, or more for a crowded system
  int left_width = 52;           // the home systems and the hand, on the left
  int right_left = 53;           // the encounter panel's first column
  int encounter_rows = 10;       // the encounter panel, from row 1
  // Rows of the right column for the Auction market, under the encounter panel; drawn
  // by draw_lucre.
  int lucre_top = 11;
  int lucre_rows = 3;
  int legend_top = 9;  // the techs whose names do not fit their seat's row
  int legend_rows = 0;
  int hand_top = 9;  // the hand's rows, under the systems
  int hand_rows = 2;
  int text_top = 11;  // the text of the card picked out, under the hand
  int text_rows = 3;
  // The columns of the text under the systems and the hand, from column 1: two blanks
  // keep it apart from the panels at the right.
  int text_columns() const { return left_width - 3; }
  // The first row of `seat`'s system; with the player count, the first row under them.
  int seat_top(Seat seat) const {
    int row = systems_top;
    for (Seat s = 0; s < seat && s < static_cast<Seat>(planet_rows.size()); ++s)
      row += 1 + planet_rows[static_cast<std::size_t>(s)];
    return row;
  }
};
Layout lay_out(const Screen& screen, const Scene& table, std::string_view status);

void draw_systems(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout);
void draw_encounter(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout);
void draw_hand(Screen& screen, const Scene& table, const Layout& layout);
// The lines under the hand, `across` columns wide: the hand a Mind read, then what
// the answer under the cursor means or the text of the card picked out.
std::vector<std::pair<std::string, Tone>> hand_text(const Scene& table, int across);
// The rows the hand's card names take in `width` columns, each name whole.
int hand_rows(const cs::CosmicView& view, int width);
// Lucre's rows: the Auction market with each card's least bid (lucre.cpp).
void draw_lucre(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout);
// Ships by colour, each count with its colour's letter ("4b", never read as planet
// B4) and the colour, leaving out `besides` (a planet's owner, shown apart).
std::vector<std::pair<std::string, int>> ship_counts(const cs::Ships& ships, Seat besides = nobody);
// Ships by colour as coloured counts from `col`: "2r 1g", run together ("2r1g") when
// `width` is narrow; returns the columns taken.
int draw_ships(Screen& screen, int row, int col, const cs::Ships& ships, int width);

// --- pages (pages.cpp) -------------------------------------------------------------

Leave show_board_help(Screen& screen, const Glyphs& glyphs, const std::string& rules_summary,
                      Seat human);
// A page for each alien in play (its power, Wild and Super, and whether its power
// works), then the techs as far as they are known.
Leave show_aliens(Screen& screen, const Glyphs& glyphs, const Scene& table);
// The text under the hand whole (what the answer under the cursor means, or a hand
// read), then every card of the hand with its text.
Leave show_cards(Screen& screen, const Glyphs& glyphs, const Scene& table);
Leave show_scores(Screen& screen, const Glyphs& glyphs, const Scene& table);
// The game's end (BoardSessionOf::Ending): who won, and the scores with places.
std::string result_headline(const Scene& table, const std::vector<Standing>& standings);
std::vector<std::string> final_scores(const Glyphs& glyphs, const Scene& table,
                                      const std::vector<Standing>& standings);

// --- the table talk (words.cpp) --------------------------------------------------------

void react(std::string_view text, const State& state, TableLog& log);

}  // namespace gavel::ui::cosmic
