#pragma once
// `gavel replay FILE` and `gavel play CHAPTER --text`: the two front ends that speak
// only the move notation.

#include <cstdint>
#include <filesystem>
#include <iosfwd>

#include "gavel/core/chapter.h"
#include "gavel/core/script.h"

namespace gavel {

// Plays the script and prints the final state (every seat's view) and the
// standings to `out`. Returns 0, or 1 after telling `errors` the first illegal line
// (the state printed is then the one before it).
int replay(const Chapter& chapter, const Script& script, const std::filesystem::path& content_dir,
           std::ostream& out, std::ostream& errors);

// A game line by line: the player is seat 0, rivals take the other seats. Each turn
// prints the player's view and new log lines and reads one move; `?` lists the
// legal moves, `q` or the end of input stops. Returns 0.
int play_text(const Chapter& chapter, const Setup& setup, std::uint64_t seed,
              const std::filesystem::path& content_dir, std::istream& in, std::ostream& out);

}  // namespace gavel
