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
std::string seat_label(const Table& table, Seat seat);
// The seat's glyph (' ' for none) and colour, as BoardSettings gives them.
char seat_glyph(const Table& table, Seat seat);
Hue seat_hue(const Table& table, Seat seat);
// The first word of the seat's name ("Auntie" for Auntie Mo): for a narrow column.
std::string seat_short_label(const Table& table, Seat seat);
// "UFO, Pachinko*" (* spent); "nothing" for none.
std::string holdings_text(const aw::AuctionWebView& view, const aw::SeatView& seat);
// "3 5 6", or `none`.
std::string values_text(const std::vector<int>& values, std::string_view none = "");

// --- who sits where, the log and the table talk (table_log.cpp) --------------

// How the board shows each of `seats` seats, from BoardSettings::rivals.
std::vector<Sitter> sitters_for(const BoardSettings& settings, int seats);
Hue hue_of(Colour colour);

// The log the board shows: the human seat's lines of the game's log with the rivals'
// names for "Seat N", and now and then a rival's line of table talk after something
// every seat saw: the game's start and end, a pass, a lead taken or beaten, a lowball
// used, a property won. Talk never follows a line meant for some seats only, so it
// cannot hint at what those lines hide.
class TableLog {
 public:
  // `settings` must outlive the log.
  explicit TableLog(const BoardSettings& settings);

  // Takes in the game's events since the last call.
  void catch_up(const State& state);

  const std::vector<std::string>& lines() const { return lines_; }
  const std::vector<Seat>& voices() const { return voices_; }  // by line, as Table::voices

 private:
  struct Cue {
    Seat seat = nobody;
    Situation situation = Situation::greeting;
  };

  void react(std::string_view text, const State& state);
  // The first of `cues` whose seat holds a rival speaks, one time in `one_in`.
  void maybe_say(const std::vector<Cue>& cues, int one_in);
  void say(Seat seat, Situation situation);
  std::vector<Seat> rival_seats() const;
  bool is_rival(Seat seat) const;

  const BoardSettings& settings_;
  std::vector<std::string> names_;  // by seat, for name_seats: "" keeps "Seat N"
  TableTalk talk_;
  std::size_t events_seen_ = 0;
  std::vector<std::string> lines_;
  std::vector<Seat> voices_;
};

// --- layout and drawing (draw.cpp, prompt.cpp) --------------------------------

struct Layout {
  int lots_heading = 1;
  int first_lot = 2;
  int lot_detail = -1;  // -1: no room
  int hand = 0;
  int card_detail = -1;
  int seats_heading = -1;
  int first_seat = 0;
  int log_rule = 0;
  int first_log = 0;
  int log_rows = 0;
  int status = 0;     // the line above the key hints
  int lower_top = 0;  // the first row under the hand: where questions are asked
};

Layout lay_out(const Screen& screen, const Table& table);

// Key hints that fit: the optional ones (listed after `essential` of them) are left
// out from the end until the line fits the screen.
std::vector<std::string> fit_hints(const Screen& screen, const Glyphs& glyphs,
                                   std::vector<std::string> hints, std::size_t essential);

// A question asked over the lower part of the board.
struct Prompt {
  std::string title;
  std::vector<std::string> explain;  // paragraphs above the choices
  Menu menu;
  std::vector<std::vector<int>> lots;  // per item: the properties it is about
  std::optional<int> number;           // set: a number is asked instead of a menu
  int low = 0;
  int high = 0;
};

void draw_prompt(Screen& screen, const Glyphs& glyphs, const Layout& layout, const Prompt& prompt);

// --- questions built from the legal moves (decisions.cpp) ---------------------

// The question for the decision the human faces now (anything but a bid or a draw
// count), one menu item per legal move. `notation` is state.to_text for each move.
Prompt decision_prompt(const Table& table, const std::vector<Move>& legal,
                       const std::vector<std::string>& notation);
// Litcoin ATM or Pachinko during a bidding turn: the legal moves of that kind.
Prompt ability_prompt(const Table& table, aw::Ability ability, const std::vector<Move>& legal,
                      const std::vector<std::string>& notation);
// The draw count: `legal` holds only draw moves.
Prompt draw_prompt_for(const Table& table, const std::vector<Move>& legal);

// --- pages (pages.cpp) --------------------------------------------------------

Leave show_board_help(Screen& screen, const Glyphs& glyphs, const std::string& rules_summary,
                      Seat human);
Leave show_full_log(Screen& screen, const Glyphs& glyphs, const std::vector<std::string>& log);
Leave show_players(Screen& screen, const Glyphs& glyphs, const Table& table);
// After round `round`: what each seat won (`tokens_before`: their Extortion tokens
// before the round) and the points so far.
Leave show_round_over(Screen& screen, const Glyphs& glyphs, const Table& table, int round,
                      const std::vector<int>& tokens_before);
Leave show_final_scores(Screen& screen, const Glyphs& glyphs, const Table& table,
                        const std::vector<Standing>& standings);
// The score table lines shared by the round and end pages.
std::vector<std::string> score_lines(const Table& table, const std::vector<Standing>* standings);

}  // namespace gavel::ui::auction_web
