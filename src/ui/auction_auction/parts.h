#pragma once
// The pieces of the Auction Auction board shared by its source files (private to
// src/ui/auction_auction): words for seats, locations, lots and promises, the
// layout, the panels and the pages the board opens.

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/core/state.h"
#include "gavel/core/text.h"
#include "gavel/games/auction_auction/moves.h"
#include "gavel/games/auction_auction/view.h"
#include "gavel/ui/auction_auction/board.h"
#include "gavel/ui/board_kit.h"
#include "gavel/ui/table.h"
#include "gavel/ui/widgets.h"

namespace gavel::ui::auction_auction {

namespace aa = gavel::auction_auction;

// --- words (words.cpp) ---------------------------------------------------------

std::string who(const Scene& table, Seat seat);        // "You", "Auntie Mo", "Seat 2"
std::string short_who(const Scene& table, Seat seat);  // "You", "Auntie", "Seat 2"
// Three letters for a location in a narrow column: "DrE", "Gen", "Wol", "Mar".
std::string location_tag(const aa::AuctionView& view, int location);
const char* colour_word(int colour);  // "red", or "?" for unknown
char colour_letter(int colour);       // 'R', 'Y', 'G', or '?'
Hue colour_hue(int colour);
// A lot as its cubes' letters: "GG", "R", "??" for a double whose colour is unknown.
std::string lot_letters(const aa::AuctionView& view, int lot);
std::string lot_words(const aa::AuctionView& view, int lot);  // "Genre 1 (2 green cubes)"
std::string term_words(const aa::AuctionView& view, const aa::Term& term);
std::string promise_words(const Scene& table, const aa::Promise& promise);
std::string deal_words(const Scene& table, const aa::Deal& deal);  // its terms
// The location the lots panel shows: this round's when revealed, else last round's;
// unknown before the first access reveal.
int shown_location(const aa::AuctionView& view, int& in_round);
// What the table waits for, or what the player is asked: one sentence.
std::string waiting_words(const Scene& table);

// --- drawing (draw.cpp, panels.cpp) --------------------------------------------------

struct Layout : Foot {
  int seats_top = 1;    // the seats' heading; one row a seat below it
  int right_left = 43;  // the right-hand panels' first column
};
Layout lay_out(const Screen& screen, const Scene& table, std::string_view status);
void draw_seats(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout);
void draw_you(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout);
// The lot being sealed now (its number in the location, from 1), or 0.
void draw_lots(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout);
void draw_deals(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout);
// Cubes as coloured letters from `col`: "RR Y" (red twice, yellow once); returns
// the columns taken.
int draw_cubes(Screen& screen, int row, int col, const aa::Cubes& cubes);

// --- pages (pages.cpp) -------------------------------------------------------------

Leave show_board_help(Screen& screen, const Glyphs& glyphs, const std::string& rules_summary,
                      Seat human);
// The access bids of `round` by house, highest first, and who entered.
Leave show_access_results(Screen& screen, const Glyphs& glyphs, const Scene& table, int round);
std::vector<std::string> access_result_lines(const Scene& table, int round);
// The lots of the player's location in `round` once its sheets are open: every bid
// seen, each lot's winner, what each seat paid and what the player won. The lots
// are a table while it fits `width` columns, else a line each.
Leave show_lot_results(Screen& screen, const Glyphs& glyphs, const Scene& table, int round);
std::vector<std::string> lot_result_lines(const Scene& table, int round, int width);
// The latest round whose lots the player has seen sold (its winners known), or -1.
int lots_sold_round(const aa::AuctionView& view);
// Every deal the player was in, and every promise made to them or by them.
Leave show_deals(Screen& screen, const Glyphs& glyphs, const Scene& table);
std::vector<std::string> deal_lines(const Scene& table);
// The notebook: the player marks the colour they believe each house keeps. Changes
// go into `notes` at once; `changed` is called after each.
Leave show_notebook(Screen& screen, const Glyphs& glyphs, const Scene& table,
                    std::map<std::string, std::string>& notes,
                    const std::function<void()>& changed);
// The game's end (BoardSessionOf::Ending): who holds the best hand, and each seat's
// hand, cash and cubes, best first.
std::string result_headline(const Scene& table, const std::vector<Standing>& standings);
std::vector<std::string> final_hands(const Glyphs& glyphs, const Scene& table,
                                     const std::vector<Standing>& standings);

// --- the table talk (words.cpp) --------------------------------------------------------

void react(std::string_view text, const State& state, TableLog& log);

}  // namespace gavel::ui::auction_auction
