#pragma once
// The line-by-line front end's voice (private to src/app): what `gavel play --text`
// and the text run print and read. Every line it prints fits 80 columns, wrapped at a
// word, its continuation indented two more than the line; nothing of the game is cut.

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/core/chapter.h"
#include "gavel/core/match.h"
#include "gavel/ui/table.h"

namespace gavel {

class Console {
 public:
  static constexpr int width = 80;
  // The longest answer read, in bytes: any move fits many times over. A longer line is
  // refused and the rest of it skipped; one whose end does not come within a mebibyte
  // (a file with no line breaks, /dev/zero) ends the input, so memory stays flat.
  static constexpr std::size_t longest_line = 4096;
  static constexpr std::size_t longest_skip = std::size_t{1} << 20;

  Console(std::istream& in, std::ostream& out) : in_(in), out_(out) {}

  // Prints `text`, each of its lines wrapped to the width.
  void say(std::string_view text);
  // A line set off by a blank line above it: a page's start.
  void heading(std::string_view text);
  // Reads the next answer after "> ", trimmed; nothing at the end of input, past a
  // line too long to end, or once a stop signal came (stop_signals.h).
  std::optional<std::string> read();

 private:
  std::istream& in_;
  std::ostream& out_;
};

// How a table played line by line ended.
enum class TableEnd { over, stopped };

struct TextTable {
  const Chapter& chapter;
  Match& match;
  ui::BoardSettings words;         // the rivals by seat, the seed: the chapter's own words
  std::vector<std::string> names;  // by seat, "" for the player
  // A command the table does not know (the run's `i`, `help`): true when it answered.
  std::function<bool(const std::string& typed)> command = nullptr;
  std::function<void()> after_move = nullptr;  // after each move of the player's
};

// Plays the player's seat (0) from wherever the match stands: each rival's move as
// the log tells it, then on the player's turn what changed since their last, and one
// move read. `?` lists the moves grouped (runs of numbers as ranges), `look` the whole
// table, `q` stops. Stopped at the end of input too.
TableEnd play_text_table(TextTable& table, Console& console);

// Who sits where, for moves that name seats by number ("invite 2 3"): "You are seat
// 0; your rivals are Cipher (seat 1) and ...". `names` by seat, "" for the player.
std::string seats_words(const std::vector<std::string>& names);

// The moves of `state` for the player, for `?`: the chapter's own words where it has
// them, else the notation one group per line ("give N, N from 0 to 100").
std::string moves_text(const Chapter& chapter, const State& state, const ui::BoardSettings& words);

}  // namespace gavel
