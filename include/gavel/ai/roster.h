#pragma once
// The rivals: characters read from content/rivals.json (see content/README.md), each
// with a name, a glyph and colour for the board, personality traits for the scripted
// strategies, and lines of table talk for situations of play.

#include <array>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/ai/traits.h"
#include "gavel/core/rng.h"

namespace gavel {

// The colours a rival may wear: the terminal's basic colours, less black.
enum class Colour { red, green, yellow, blue, magenta, cyan, white };
inline constexpr int colour_count = 7;

// When a rival speaks.
enum class Situation {
  greeting,   // the game begins
  win_lot,    // it takes the lead on a lot, or wins one
  lose_lot,   // its lead is beaten, or its bid falls short
  pass,       // it stops bidding for the round
  lowball,    // it uses a lost card's lowball
  game_won,   // it won the game
  game_lost,  // someone else did
};
inline constexpr int situation_count = 7;

struct Rival {
  std::string id;    // lowercase letters, digits and '-': "auntie-mo"; also its agent name
  std::string name;  // as shown at the table: "Auntie Mo"
  char glyph = '?';  // one printable ASCII character, unique in the roster
  Colour colour = Colour::white;
  Traits traits;
  // At a run's tables it plays its moves out (ai/search_agent.h), starting from its
  // own character's move, at every ascension; from the ascension "They think" every
  // rival does. Elsewhere (Quick play, sim) it is asked for.
  bool thinks = false;
  std::array<std::vector<std::string>, situation_count> talk;  // by Situation, never empty

  const std::vector<std::string>& lines(Situation situation) const {
    return talk[static_cast<std::size_t>(situation)];
  }
};

struct Roster {
  std::vector<Rival> rivals;   // in file order
  std::filesystem::path file;  // where they were read, for messages; empty: built by hand

  // The rival with this id, or nullptr.
  const Rival* find(std::string_view id) const;
};

// The most rivals one table seats: Auction Auction's twelve seats less the player's.
inline constexpr int most_rivals_at_a_table = 11;

// Reads content_dir/rivals.json. Throws gavel::Error naming the file, the rival and
// the field of the first mistake, or when it lists fewer rivals than a table seats.
Roster load_roster(const std::filesystem::path& content_dir);
// The same for any file (tests keep odd rosters of their own).
Roster read_roster(const std::filesystem::path& file);

// `count` different rivals for one table, in seat order, drawn from the seating
// stream of `seed` (rng.h): one seed always seats the same rivals, and the draw never
// touches the chance stream, so it cannot change a deal. `table` tells apart the
// tables of one seed (the chapters of a run). Throws gavel::Error when the roster
// has fewer than `count` rivals.
std::vector<Rival> draw_table(const Roster& roster, std::uint64_t seed, int count,
                              std::uint64_t table = 0);

const char* colour_name(Colour colour);
const char* situation_name(Situation situation);

// Table talk draws from the cosmetic stream only, so a line said (or not said)
// never shifts a card draw or a rival's decision. One TableTalk serves a table. A
// rival never says a line twice: not at one table, nor in a run, whose earlier tables'
// lines the talk is handed.
class TableTalk {
 public:
  // `index` tells tables of one seed apart (a campaign's chapters, say). `said_before`:
  // lines said already, as talk_key gives them.
  explicit TableTalk(std::uint64_t seed, std::uint64_t index = 0,
                     std::vector<std::string> said_before = {})
      : rng_(seed, Stream::cosmetic, index), said_(std::move(said_before)) {}

  // One of the rival's lines for the situation it has not said yet, each equally
  // likely; "" once it has said them all.
  const std::string& line(const Rival& rival, Situation situation);
  // Whether a rival speaks up at a moment of play: one time in `one_in`. Tables stay
  // readable when most moments pass in silence.
  bool speaks(int one_in);
  // Which of `count` rivals speaks, each equally likely.
  std::size_t pick(std::size_t count);

  bool operator==(const TableTalk&) const = default;

 private:
  Rng rng_;
  std::vector<std::string> said_;  // by talk_key, those handed in first
};

// How a line said is remembered: "auntie-mo: There now. Patience pays the rent."
std::string talk_key(const Rival& rival, const std::string& line);

}  // namespace gavel
