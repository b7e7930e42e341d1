#pragma once
// Replay and scenario files: a game written in the move notation.
//
//   # Extortion beats LitCoin Cash          <- comments and blank lines are skipped
//   chapter: auction-web                    <- the header comes first
//   players: 3
//   seed: 42
//   option: draft = on
//   boon: extra-cards = 1                   <- a campaign perk's gift to seat 0
//   chance: first player 1                  <- fixes a chance outcome
//   1: bid 6 on UFO                         <- seat: move
//   expect: score.2 = 1                     <- a fact must have this value
//   reject: 0: bid 3 on UFO                 <- this move must be illegal here
//
// A chance turn with no chance line is sampled from the seed's chance stream, the
// same stream the match driver uses, so a script replays a live game bit for bit.

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/core/chapter.h"
#include "gavel/core/state.h"

namespace gavel {

struct ScriptLine {
  enum class Kind { move, expect, reject };
  int number = 0;  // line in the file, for messages
  Kind kind = Kind::move;
  Seat seat = nobody;  // move and reject
  std::string move;    // move and reject
  std::string fact;    // expect
  std::string value;   // expect
};

struct Script {
  std::string source;  // the file name in messages
  std::string chapter;
  Setup setup;
  std::uint64_t seed = 0;
  std::vector<ScriptLine> lines;
};

// Throws gavel::Error as "source:line: what is wrong".
Script read_script(std::string_view text, const std::string& source);
Script load_script(const std::filesystem::path& path);

// Plays the script's lines on `state`, a fresh game of its chapter and setup.
// Throws gavel::Error naming the line of the first illegal move or failed check.
void play_script(const Script& script, State& state);

// Writes a game as a script: `start` is the state before the first move of
// `history` (the same chapter and setup).
std::string write_script(const Script& header, const State& start,
                         const std::vector<Turn>& history);

}  // namespace gavel
