// The text target: `gavel play CHAPTER --text` (play_text, app/replay.h) fed random
// input at a random table of a random chapter. The input is written ahead by a
// stand-in for the player at the same table, seed and rivals: on each of its turns
// it types lines as a careless player might (`?`, empty and blank lines, typos and
// mutations of the moves' text, moves no longer legal, control characters, bytes that
// are not UTF-8, very long lines) and then a legal move, and it stops at the game's
// end, at a `q`, or with the input cut off, between lines or within one. It reads
// each line as play_text does, so a typo that happens to be a legal move is that
// move, and the game it writes for is the game played.
//
// play_text must end cleanly (or with one gavel::Error), print its own sentences and
// nothing a C++ exception says, echo no control character nor byte that is not UTF-8,
// and show standings only for a game that ended.

#include "gavel/core/text.h"

#include <algorithm>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string_view>

#include "fuzz/mutator.h"
#include "fuzz/seeds.h"
#include "fuzz/targets.h"
#include "gavel/ai/agents.h"
#include "gavel/app/replay.h"
#include "gavel/core/error.h"
#include "gavel/core/match.h"
#include "gavel/games/catalog.h"

namespace gavel::fuzz {
namespace {

// The player's turns a game is written for when it is not played to its end: a
// round or two of most chapters, so the short round stays short.
constexpr std::uint64_t most_turns = 20;
// One game in this many is written to its end, standings and all.
constexpr std::uint64_t whole_game_one_in = 12;
// Longest of the very long lines: far more than a move, still quick to parse twice.
constexpr std::uint64_t longest_line = 60'000;

// What libstdc++'s exceptions say (their what()), found in a message that quotes one:
// text a player may never see.
constexpr const char* exception_words[] = {"std::",
                                           "basic_string::",
                                           "vector::",
                                           "_M_",
                                           "map::at",
                                           "this->size()",
                                           "bad optional access",
                                           "bad_function_call",
                                           "bitset::",
                                           "Unexpected index",
                                           "terminate called",
                                           "what():"};
// The number conversions' what() is one short word, "stoi", so it counts alone.
constexpr const char* conversion_words[] = {"stoi",   "stol", "stoul", "stoll",
                                            "stoull", "stof", "stod"};

bool letter_or_digit(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Whether `out` has `word` with no letter or digit joined to it on either side.
bool has_word(const std::string& out, std::string_view word) {
  for (std::size_t at = out.find(word); at != std::string::npos; at = out.find(word, at + 1)) {
    const std::size_t end = at + word.size();
    if ((at == 0 || !letter_or_digit(out[at - 1])) &&
        (end == out.size() || !letter_or_digit(out[end])))
      return true;
  }
  return false;
}

constexpr std::string_view stopped_words = "Stopped. The standings are shown when a game ends.\n";

// What play_text makes of one line: a move, the end, or nothing (it asks again).
struct Reading {
  bool stop = false;
  std::optional<Move> move;
};

Reading read_as_play_text(const State& state, const std::string& line) {
  const std::string typed(trim(line));
  if (typed == "q" || typed == "quit") return {true, std::nullopt};
  if (typed.empty() || typed == "?") return {};
  try {
    const Move move = state.parse(typed);
    const auto legal = state.legal_moves();
    if (std::binary_search(legal.begin(), legal.end(), move)) return {false, move};
  } catch (const Error&) {
  }
  return {};
}

// A line that is not the move the player means to make: junk of one kind or another,
// most of it made from the moves' own text. Never holds a newline.
std::string careless_line(Rng& rng, const std::string& move_text, const std::string& old_text) {
  std::string line;
  switch (rng.below(10)) {
    case 0:
      line = "?";
      break;
    case 1:
      line = std::string(1 + rng.below(3), ' ');
      line[0] = " \t\r\v"[rng.below(4)];
      break;
    case 2:
    case 3:
      line = mutate(rng, move_text, old_text, Input::text);
      break;
    case 4:
      line = old_text;  // a move of an earlier turn, seldom legal now
      break;
    case 5: {
      // Control characters and escape sequences around a move or alone.
      static constexpr std::string_view controls[] = {
          "\x1b[2J",      "\x1b[31m", std::string_view("\0", 1), "\x07", "\b\b\b", "\x7f",
          "\x1b]0;x\x07", "\r"};
      const std::string control(controls[rng.below(8)]);
      line = rng.below(2) == 0 ? control + move_text : move_text + control;
      break;
    }
    case 6: {
      // Bytes that are not UTF-8, and a right-to-left override.
      static constexpr const char* odd[] = {"\xff", "\xc3", "\xe2\x80\xae", "\xed\xa0\x80",
                                            "\xc0\xaf"};
      line = move_text;
      const auto at = static_cast<std::size_t>(rng.below(line.size() + 1));
      line.insert(at, odd[rng.below(5)]);
      break;
    }
    case 7: {
      // Very long: the move over and over, one character, or one huge number.
      const auto length = static_cast<std::size_t>(1000 + rng.below(longest_line));
      const std::string unit = rng.below(3) == 0 ? move_text + " " : rng.below(2) == 0 ? "9" : "a";
      while (line.size() < length)
        line += unit;
      break;
    }
    case 8:
      line = move_text;
      std::transform(line.begin(), line.end(), line.begin(), [](char c) {
        return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
      });
      break;
    default: {
      static constexpr const char* near_quit[] = {"Q", "q q", "qu", "quitt", "exit", "help", "-1"};
      line = near_quit[rng.below(7)];
      break;
    }
  }
  std::replace(line.begin(), line.end(), '\n', ' ');
  return line;
}

// Writes what the player types at `table`, seed and rivals. Returns whether the game
// it wrote reached its end.
bool write_input(Rng& rng, const Chapter& chapter, const Setup& setup, std::uint64_t seed,
                 const std::filesystem::path& content_dir, std::string& input) {
  const Seating seating = seat_rivals(chapter, setup.players, seed, content_dir);
  Match match(chapter.start(setup, content_dir), seed, seating.seats());
  const bool whole = rng.below(whole_game_one_in) == 0;
  const std::uint64_t turns = whole ? ~0ull : rng.below(most_turns + 1);
  std::uint64_t turn = 0;
  std::string old_text = "pass";
  const auto end_line = [&] { return rng.below(8) == 0 ? "\r\n" : "\n"; };
  return match.run([&](const State& state, Seat) -> std::optional<Move> {
    if (turn++ >= turns) {
      static constexpr const char* endings[] = {"", "q\n", "quit\n", "  q  \n", "q"};
      input += endings[rng.below(5)];
      return std::nullopt;
    }
    const auto legal = state.legal_moves();
    // The player asked to move with nothing to play: the game would wait forever.
    if (legal.empty()) throw std::runtime_error("the player is to move with no legal move");
    const Move meant = legal[static_cast<std::size_t>(rng.below(legal.size()))];
    const std::string move_text = state.to_text(meant);
    // Now and then a careless line or a few before the move; fewer in a whole game.
    while (rng.below(whole ? 8 : 3) == 0) {
      const std::string line = careless_line(rng, move_text, old_text);
      input += line + end_line();
      const Reading reading = read_as_play_text(state, line);
      if (reading.stop) return std::nullopt;
      if (reading.move) return reading.move;
    }
    old_text = move_text;
    // The last line cut off before its newline: play_text still reads it.
    if (!whole && turn == turns && rng.below(4) == 0) {
      input += move_text;
      return std::nullopt;
    }
    // Blanks around a move are no mistake: play_text trims them.
    input += rng.below(6) == 0 ? "  " + move_text + " " : move_text;
    input += end_line();
    return meant;
  });
}

// The first thing wrong with what play_text printed, or nothing.
std::optional<std::string> fault_in(const std::string& out, bool finished) {
  for (const char* words : exception_words) {
    if (out.find(words) != std::string::npos) return std::string("says '") + words + "'";
  }
  for (const char* word : conversion_words) {
    if (has_word(out, word)) return std::string("says '") + word + "'";
  }
  for (std::size_t at = 0; at < out.size();) {
    const Utf8Char piece = utf8_at(out, at);
    if (!piece.valid) return "prints a byte that is not UTF-8 at " + std::to_string(at);
    if ((piece.code < 0x20 && piece.code != '\n') || piece.code == 0x7f) {
      return "prints control character " + std::to_string(piece.code) + " at " + std::to_string(at);
    }
    at += piece.length;
  }
  const bool over = out.find("The game is over.\nFinal standings:\n") != std::string::npos;
  const bool stopped = out.ends_with(stopped_words);
  if (!over && !stopped) return std::string("ends neither with the standings nor stopped");
  if (stopped && out.find("standings:\n") != std::string::npos) return "shows standings, stopped";
  if (finished && !over) return std::string("stops where the same input ended the game");
  return std::nullopt;
}

class TextTarget : public Target {
 public:
  explicit TextTarget(const Folders& folders)
      : content_dir_(folders.content),
        mutant_(folders.work / "text-input.txt"),
        command_(folders.work / "text-command.txt") {}

  const char* name() const override { return "text"; }
  std::vector<std::string> samples() const override {
    std::vector<std::string> names;
    for (const Chapter& chapter : all_chapters())
      names.push_back(chapter.id + " --text");
    return names;
  }

  Verdict run(Rng& rng, const Trying& trying) override {
    const auto& chapters = all_chapters();
    const Chapter& chapter = chapters[static_cast<std::size_t>(rng.below(chapters.size()))];
    Setup setup;
    setup.players = rng.between(chapter.min_players, chapter.max_players);
    if (rng.below(2) == 0) setup.options = drawn_options(rng, chapter);
    const std::uint64_t seed = rng.below(100'000);
    std::string command = "gavel play " + chapter.id + " --players " +
                          std::to_string(setup.players) + " --seed " + std::to_string(seed);
    for (const auto& [option, value] : setup.options)
      command += " --option " + option + "=" + value;
    command += " --text < " + mutant_.string();
    std::ofstream(command_) << command << "\n";
    try {
      // As the command line checks the table before it plays.
      check_options(chapter, setup.options);
      if (chapter.check_table) chapter.check_table(setup);
    } catch (const Error& error) {
      return told(error, Verdict::refused);
    }
    std::string input;
    bool finished = false;
    try {
      finished = write_input(rng, chapter, setup, seed, content_dir_, input);
    } catch (const Error&) {
      // The game the input was written for stopped with one message; the same is
      // played, and the same should happen.
    }
    write_file(mutant_, input);
    trying(mutant_);
    std::istringstream in(input);
    std::ostringstream out;
    try {
      if (play_text(chapter, setup, seed, content_dir_, in, out) != 0) {
        throw std::runtime_error("play_text did not return 0: " + command);
      }
    } catch (const Error& error) {
      return told(error, Verdict::stopped);
    }
    if (const auto fault = fault_in(out.str(), finished)) {
      throw std::runtime_error("the output " + *fault + "; again: " + command);
    }
    return Verdict::accepted;
  }

 private:
  std::filesystem::path content_dir_;
  std::filesystem::path mutant_;
  std::filesystem::path command_;
};

}  // namespace

std::unique_ptr<Target> text_target(const Folders& folders) {
  return std::make_unique<TextTarget>(folders);
}

}  // namespace gavel::fuzz
