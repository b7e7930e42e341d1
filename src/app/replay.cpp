#include "gavel/app/replay.h"

#include <algorithm>
#include <iostream>

#include "gavel/ai/agents.h"
#include "gavel/core/error.h"
#include "gavel/core/match.h"
#include "gavel/core/text.h"
#include "text_console.h"

namespace gavel {
namespace {

// "1 player", "4 players".
std::string players_words(int players) {
  return counted(players, "player", "players");
}

// Each seat's place and score, named by `names` where it has a name for the seat
// (the text front end: "You", a rival's name), else "seat N" (a replay, which is about
// seats).
void print_standings(const State& state, std::ostream& out,
                     const std::vector<std::string>& names = {}) {
  const auto standings = state.standings();
  out << (state.over() ? "Final standings:\n" : "Standings so far:\n");
  for (std::size_t seat = 0; seat < standings.size(); ++seat) {
    const bool named = seat < names.size() && !names[seat].empty();
    out << "  " << (named ? names[seat] : "seat " + std::to_string(seat)) << ": place "
        << standings[seat].place << ", score " << standings[seat].score << "\n";
  }
}

}  // namespace

int replay(const Chapter& chapter, const Script& script, const std::filesystem::path& content_dir,
           std::ostream& out, std::ostream& errors) {
  const auto state = chapter.start(script.setup, content_dir);
  int status = 0;
  try {
    play_script(script, *state);
  } catch (const Error& error) {
    // As every failure is told: one line on standard error. The game as it stood
    // still goes to standard output, to show where the script went wrong.
    errors << "gavel: " << error.what() << "\n";
    status = 1;
  }
  out << chapter.title << ", " << players_words(script.setup.players) << ", seed " << script.seed
      << ": " << state->history().size() << " moves, "
      << (state->over() ? "game over" : "to move: " + seat_name(state->to_move())) << "\n";
  for (Seat seat = 0; seat < state->seats(); ++seat) {
    out << "--- seat " << seat << " sees ---\n" << state->view(seat)->describe() << "\n";
  }
  print_standings(*state, out);
  return status;
}

int play_text(const Chapter& chapter, const Setup& setup, std::uint64_t seed,
              const std::filesystem::path& content_dir, std::istream& in, std::ostream& out) {
  // The same rivals as on the board for this seed, named the same way in the log.
  const Seating seating = seat_rivals(chapter, setup.players, seed, content_dir);
  Match match(chapter.start(setup, content_dir), seed, seating.seats());
  Console console(in, out);
  console.say(chapter.title + " with " + players_words(setup.players) + ", seed " +
              std::to_string(seed) +
              ". Type a move, ? for your moves, look for the whole table, q to stop.");
  std::vector<std::string> names(seating.rivals.size());
  for (std::size_t seat = 0; seat < seating.rivals.size(); ++seat) {
    if (seating.rivals[seat]) names[seat] = seating.rivals[seat]->name;
  }
  console.say(seats_words(names));
  // The chapter's own words for the table and the moves, where it has them.
  TextTable table{chapter, match, {}, names};
  table.words.rivals = seating.rivals;
  table.words.seed = seed;
  const bool finished = play_text_table(table, console) == TableEnd::over;
  // A game stopped midway has no standings to show: its scores hold what the
  // player's seat cannot see (rivals' cards, cash, secret bonuses), and the same
  // seed deals the same again.
  if (!finished) {
    const int signal = caught_stop_signal();
    out << "Stopped" << (signal != 0 ? " by " + stop_signal_name(signal) : "")
        << ". The standings are shown when a game ends.\n";
    return 0;
  }
  out << "The game is over.\n";
  std::vector<std::string> standing_names = names;
  standing_names.resize(std::max<std::size_t>(standing_names.size(), 1));
  standing_names[0] = "You";
  print_standings(match.state(), out, standing_names);
  return 0;
}

}  // namespace gavel
