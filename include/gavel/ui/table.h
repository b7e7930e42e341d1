#pragma once
// Who sits at a chapter's board and the log it shows, shared by every board: the
// human's seat, the roster's rivals in the others (name, glyph, colour), and a log
// that names them and carries their table talk. A chapter's board adds only what its
// own game's log lines mean for the talk (TableLog::Reaction).

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/ai/roster.h"
#include "gavel/core/state.h"
#include "gavel/ui/screen.h"

namespace gavel::ui {

// Where a run stands, for the header of a board played in a run: the run's seed (the
// one that plays the whole run again), its tokens of life and its garnets.
struct RunStanding {
  std::uint64_t seed = 0;
  int tokens = 0;
  int max_tokens = 0;
  int garnets = 0;
};

struct BoardSettings {
  Seat human = 0;
  // The roster's character in each seat, by seat: the board shows its name, glyph and
  // colour, and the log names it where the game's log says "Seat N". A seat without
  // one (or past the end) is "Seat N"; the human's is "You".
  std::vector<std::optional<Rival>> rivals;
  // Rivals now and then say a line of their table talk in the log, after something
  // everyone saw. It draws from the cosmetic stream only, so it never changes a game.
  bool talk = true;
  std::uint64_t seed = 0;  // shown on the board, so the deal can be played again
  // In a run: the lines of talk its finished tables heard (talk_key), which no rival
  // says again, and where each line said at this table is told, for the run to keep.
  std::vector<std::string> said_before;
  std::function<void(const std::string& said)> heard;
  // Set in a run: the header shows the run's standing, and the table's own seed moves
  // to the board's information page.
  std::optional<RunStanding> run;
  std::string rules_summary;  // the chapter's, for '?'
  // Called after each move the human makes, once Match::play has applied it: a run
  // keeps the game in its save after every move (ironman), so nothing is lost when
  // the terminal goes away between two moves.
  std::function<void()> after_move;
  // The game as it was dealt, set where a game is picked up from a save: the board
  // replays it to the player's last move and marks what changed since, as it did
  // before the game was saved.
  std::function<std::unique_ptr<State>()> dealt;
  // The player's notes on this table, kept in the run's save when set (a board that
  // takes notes, such as Auction Auction's notebook of house colours, reads and writes
  // it and calls after_move when they change); unset, the board keeps its own.
  std::map<std::string, std::string>* notes = nullptr;
  // Every question opens on the adviser's answer (ai/adviser.h), so Enter alone plays
  // it. Off, each opens on its first answer instead: the tests that script a board's
  // keys turn it off, so that their keys do not follow the rivals' strategy.
  bool advice = true;
  // Enter places a bid at once; with this on (or after the board's `c` key turns it
  // on) the board asks first, for players who would rather check every bid.
  bool confirm_bids = false;
  // Asked when the player presses q or Esc at the board; yes leaves it. In a run the
  // table cannot be forfeited, so leaving saves the game and goes to the title.
  std::string leave_question = "Leave this game? (y/n)";
  std::string leave_hint = "q leave";  // the key hint for it
};

// How the board shows one seat.
struct Sitter {
  std::string name;  // "You", "Auntie Mo", "Seat 2"
  char glyph = ' ';  // a rival's own, drawn beside its name; ' ' for none
  Hue hue = Hue::none;
};

// How the board shows each of `seats` seats, from BoardSettings::rivals.
std::vector<Sitter> sitters_for(const BoardSettings& settings, int seats);
Hue hue_of(Colour colour);

// The seat's name ("Seat N" past the end), glyph (' ' for none) and colour.
std::string sitter_name(const std::vector<Sitter>& sitters, Seat seat);
char sitter_glyph(const std::vector<Sitter>& sitters, Seat seat);
Hue sitter_hue(const std::vector<Sitter>& sitters, Seat seat);
// The first word of the seat's name ("Auntie" for Auntie Mo), for a narrow column;
// "Seat 2" stays whole, its number being the point.
std::string sitter_short_name(const std::vector<Sitter>& sitters, Seat seat);

// The seat of a "Seat N" that starts at `at` in a log line, or nobody; `end` is set
// past it. Reactions read the game's own lines with it.
Seat seat_at(std::string_view text, std::size_t at, std::size_t& end);
// A log line that opens with "Seat N": that seat and the words after it ("Seat 2
// passes." is 2 and " passes."); nobody for any other line. Reactions start here.
struct SeatLine {
  Seat seat = nobody;
  std::string_view rest;
};
SeatLine seat_line(std::string_view text);
bool contains(std::string_view text, std::string_view part);

// Where one log line came from: the seat whose move it tells (nobody for what the
// table announces), the seat it was done to, the rival who said it when it is table
// talk, and what it is about when a later line on the same topic makes it untrue ("the
// lead on lot a"), empty when nothing can.
struct LineSource {
  Seat actor = nobody;
  Seat target = nobody;
  Seat voice = nobody;
  std::string topic;
  bool talk() const { return voice != nobody; }
};

// The log the board shows: the human seat's lines of the game's log with the rivals'
// names for "Seat N", and now and then a rival's line of table talk after a line every
// seat saw. Talk never follows a line meant for some seats only, so it cannot hint at
// what those lines hide.
class TableLog {
 public:
  // Who may speak after a line, in order of preference, and about what.
  struct Cue {
    Seat seat = nobody;
    Situation situation = Situation::greeting;
  };
  // Reads one line every seat saw, in the game's own words (before names), and may
  // have a rival speak through `log`. Each chapter has its own.
  using Reaction = std::function<void(std::string_view text, const State& state, TableLog& log)>;
  // What a line of the game's own words (before names) is about, when a later line on
  // the same topic makes it untrue; empty for a line no later one can undo.
  using Topic = std::function<std::string(std::string_view text)>;

  // `settings` must outlive the log.
  TableLog(const BoardSettings& settings, Reaction reaction, Topic topic = nullptr);

  // Takes in the game's events since the last call.
  void catch_up(const State& state);

  const std::vector<std::string>& lines() const { return lines_; }
  // The first line of the player's last move, as near as the log tells: where a board
  // resumed from a save starts its new lines, so it shows what it showed before.
  std::size_t your_last_move() const { return your_last_move_; }
  // By line: who acted, who it was done to, who said it.
  const std::vector<LineSource>& sources() const { return sources_; }

  // For reactions. The first of `cues` whose seat holds a rival speaks, one time in
  // `one_in`.
  void maybe_say(const std::vector<Cue>& cues, int one_in);
  void say(Seat seat, Situation situation);
  // One rival, chosen at random, greets the table.
  void greet();
  // A winning rival gloats and a losing one takes it with a line of its own.
  void last_words(const State& state);
  std::vector<Seat> rival_seats() const;
  bool is_rival(Seat seat) const;

 private:
  const BoardSettings& settings_;
  Reaction reaction_;
  Topic topic_;
  std::vector<std::string> names_;  // by seat, for name_seats: "" keeps "Seat N"
  TableTalk talk_;
  std::size_t events_seen_ = 0;
  std::size_t your_last_move_ = 0;
  bool last_was_yours_ = false;
  std::vector<std::string> lines_;
  std::vector<LineSource> sources_;
};

// The closing lines of a final-scores page: the rivals' last words (the talk after
// the game's last line) under "At the table:", then how ties went and the seed that
// plays the same game again (`deals`: "cards", "tiles").
std::vector<std::string> final_page_ending(const std::vector<std::string>& log,
                                           const std::vector<LineSource>& sources,
                                           const std::string& tie_rule, std::uint64_t seed,
                                           const std::string& deals);

}  // namespace gavel::ui
