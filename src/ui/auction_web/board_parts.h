#pragma once
// The pieces of the Auction Web board shared by its source files (private to
// src/ui/auction_web): words for cards and seats, the layout, the question box, the
// menus built from legal moves, and the pages the board opens.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/core/state.h"
#include "gavel/games/auction_web/cards.h"
#include "gavel/games/auction_web/view.h"
#include "gavel/ui/auction_web/board.h"
#include "gavel/ui/board_kit.h"
#include "gavel/ui/table.h"
#include "gavel/ui/widgets.h"

namespace gavel::ui::auction_web {

namespace aw = gavel::auction_web;

inline constexpr int rounds = 3;  // the rules' three rounds

// --- words (words.cpp) -------------------------------------------------------

const aw::PropertyCard& property_card(const aw::AuctionWebView& view, int property);
// "Tech", "Food", "Land", "-"; with `full` "Technology", "Food", "Landmark", "no type".
std::string type_word(aw::PropertyType type, bool full);
// A few words for the properties table ("swap for an older win").
std::string ability_hint(aw::Ability ability);
// One sentence for the chosen property's line.
std::string ability_text(aw::Ability ability);
// "Data Mining", from the content.
std::string litcoin_name(const aw::AuctionWebView& view, int value);
// "Mining": for a hand too wide for full names.
std::string litcoin_short(int value);
// What the card's lowball does, or what the card is for when it has none.
std::string litcoin_text(int value);
// "UFO (c)": the property and the lot's letter on the board (the notation's too).
std::string lot_name(const aw::AuctionWebView& view, int lot);
std::string seat_label(const Scene& table, Seat seat);
// The seat's glyph (' ' for none) and colour, as BoardSettings gives them.
char seat_glyph(const Scene& table, Seat seat);
Hue seat_hue(const Scene& table, Seat seat);
// The first word of the seat's name ("Auntie" for Auntie Mo): for a narrow column.
std::string seat_short_label(const Scene& table, Seat seat);
// "UFO, Pachinko*" (* spent); "nothing" for none.
std::string holdings_text(const aw::AuctionWebView& view, const aw::SeatView& seat);
// The rules' comparison (state.h): Extortion beats Cash, Encryption holds against 3
// and 4, otherwise the higher card; a tie keeps the card in place.
bool beats(int challenger, int holder);
// "3 5 6", or `none`.
std::string values_text(const std::vector<int>& values, std::string_view none = "");

// --- the table talk (table_talk.cpp) ------------------------------------------

// What one line of Auction Web's log, which every seat saw, makes a rival say
// (TableLog::Reaction).
void react(std::string_view text, const State& state, TableLog& log);
// A lead on a property ("lead on UFO (a)"), which the next card to beat it makes untrue.
std::string topic(std::string_view text);

// --- layout and drawing (draw.cpp) --------------------------------

struct Layout : Foot {
  int lots_heading = 1;
  int first_lot = 2;
  int lot_detail = -1;  // -1: no room
  int hand = 0;
  int card_detail = -1;
  int seats_heading = -1;
  int first_seat = 0;
  int lower_top = 0;  // the first row under the hand: where questions are asked
};

// `status` takes the rows it wraps to (two at most), from the log's.
Layout lay_out(const Screen& screen, const Scene& table, std::string_view status = {});

// A question asked over the lower part of the board, with the properties each answer
// is about (marked on the board while it is the chosen answer).
struct Prompt : Question {
  std::vector<std::vector<int>> lots;  // per item
};

// --- questions built from the legal moves (decisions.cpp) ---------------------

// The question for the decision the human faces now (anything but a bid or a draw
// count), one menu item per legal move. `notation` is state.to_text for each move.
Prompt decision_prompt(const Scene& table, const std::vector<Move>& legal,
                       const std::vector<std::string>& notation);
// Litcoin ATM or Pachinko during a bidding turn: the legal moves of that kind.
Prompt ability_prompt(const Scene& table, aw::Ability ability, const std::vector<Move>& legal,
                      const std::vector<std::string>& notation);
// The draw count: `legal` holds only draw moves.
Prompt draw_prompt_for(const Scene& table, const std::vector<Move>& legal);
// A move in words ("Look at Seat 2's card on UFO (c)"), or its `notation` when the
// board has none for it (bids and passes among them).
std::string move_words(const Scene& table, Move move, const std::string& notation);

// --- the plain-text front end (text.cpp) --------------------------------------

// The table as the player's view shows it, in lines a screen reader reads in order.
std::string text_table(const Scene& table, const State& state);
// The legal moves one per line in the notation, grouped by kind.
std::string text_moves(const Scene& table, const State& state);
// The two above from the state, for settings.human's seat (the board list's text_turn
// and text_moves, ui/boards.h).
std::string turn_in_text(const State& state, const BoardSettings& settings);
std::string moves_in_text(const State& state, const BoardSettings& settings);

// --- pages (pages.cpp) --------------------------------------------------------

Leave show_board_help(Screen& screen, const Glyphs& glyphs, const std::string& rules_summary,
                      Seat human);
Leave show_players(Screen& screen, const Glyphs& glyphs, const Scene& table);
// After round `round`: what each seat won (`tokens_before`: their Extortion tokens
// before the round) and the points so far.
Leave show_round_over(Screen& screen, const Glyphs& glyphs, const Scene& table, int round,
                      const std::vector<int>& tokens_before);
// The game's end (BoardSessionOf::Ending): who won, then the scores with places, each
// seat's bonuses and properties.
std::string result_headline(const Scene& table, const std::vector<Standing>& standings);
std::vector<std::string> final_scores(const Glyphs& glyphs, const Scene& table,
                                      const std::vector<Standing>& standings);
// The score table lines shared by the round and end pages.
std::vector<std::string> score_lines(const Scene& table, const std::vector<Standing>* standings);

}  // namespace gavel::ui::auction_web
