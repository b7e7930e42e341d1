#pragma once
// What the fuzzer attacks. Each target makes the n-th mutant of its samples, puts it
// where Gavel reads it from, and has Gavel read it the way the game does. A mutant
// must load (and then the game goes on for some moves, or is drawn and played with
// keys) or be refused with one gavel::Error; anything else a target lets escape is a
// failure, and a sanitizer report ends the process.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "gavel/core/chapter.h"
#include "gavel/core/error.h"
#include "gavel/core/rng.h"

namespace gavel::fuzz {

class SavedRuns;

enum class Verdict {
  accepted,  // loaded, and the game went on
  refused,   // one gavel::Error before anything used it
  stopped,   // loaded, then a gavel::Error while the game went on
};

using Trying = std::function<void(const std::filesystem::path& mutant)>;

class Target {
 public:
  virtual ~Target() = default;
  virtual const char* name() const = 0;
  // The inputs the mutants are made from, for the report.
  virtual std::vector<std::string> samples() const = 0;
  // Makes and tries one mutant from `rng`. The mutant is written to a file, which is
  // handed to `trying` before it is tried, so it is on disk whatever happens next.
  virtual Verdict run(Rng& rng, const Trying& trying) = 0;
};

struct Folders {
  std::filesystem::path content;    // the game's content/
  std::filesystem::path scenarios;  // tests/scenarios/
  std::filesystem::path work;       // the fuzzer's own, emptied at the start
};

// run.sav and profile.sav; their samples are made by playing runs (saved_runs.h).
std::unique_ptr<Target> save_target(std::shared_ptr<const SavedRuns> runs, const Folders& folders);
// One JSON file of a copy of content/ at a time.
std::unique_ptr<Target> content_target(const Folders& folders);
// Scenario and replay files, through the script reader and the game.
std::unique_ptr<Target> script_target(const Folders& folders);
// run.sav mutants that load, drawn on the campaign's screens and boards in memory and
// played with random keys and terminal sizes (board.cpp).
std::unique_ptr<Target> board_target(std::shared_ptr<const SavedRuns> runs, const Folders& folders);
// `gavel play CHAPTER --text` fed random lines: moves, typos, junk, an early end
// (text.cpp).
std::unique_ptr<Target> text_target(const Folders& folders);
// Saved words and paths holding escapes, C1 controls and bytes that are not UTF-8: the
// saves must be refused, the paths told back escaped (words.cpp).
std::unique_ptr<Target> words_target(std::shared_ptr<const SavedRuns> runs, const Folders& folders);

// What the targets share. With GAVEL_FUZZ_SHOW set, every refusal is printed: to see
// what stops the mutants. Returns `verdict`.
Verdict told(const Error& error, Verdict verdict);
// Each option of the chapter at one of its values, as a table may be set up.
std::map<std::string, std::string> drawn_options(Rng& rng, const Chapter& chapter);

}  // namespace gavel::fuzz
