#include "fuzz/targets.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "fuzz/mutator.h"
#include "fuzz/saved_runs.h"
#include "fuzz/seeds.h"
#include "gavel/ai/agents.h"
#include "gavel/campaign/autopilot.h"
#include "gavel/campaign/profile.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/saves.h"
#include "gavel/core/error.h"
#include "gavel/core/match.h"
#include "gavel/core/save_file.h"
#include "gavel/core/save_lock.h"
#include "gavel/core/script.h"
#include "gavel/games/catalog.h"
#include "support/peak_memory.h"

namespace gavel::fuzz {
namespace {

// How far a mutant that loads is played on: enough to reach the table's next
// decisions and a room or two, few enough to try thousands of mutants.
constexpr int run_moves = 30;
constexpr int game_moves = 60;

// Thrown by the fuzzer itself to stop a run it plays on.
struct Enough {};

// Plays a run on from where it stands with the autopilot.
Verdict play_run_on(campaign::Run& run, const campaign::Content& content,
                    const std::filesystem::path& content_dir) {
  int moves = 0;
  try {
    campaign::autoplay(run, content, content_dir, [&](const campaign::Run&) {
      if (++moves >= run_moves) throw Enough{};
    });
  } catch (const Enough&) {
  } catch (const Error& error) {
    return told(error, Verdict::stopped);
  }
  return Verdict::accepted;
}

// Plays a game on with the chapter's plain agent in every seat.
Verdict play_game_on(const Chapter& chapter, std::unique_ptr<State> state, std::uint64_t seed,
                     const std::filesystem::path& content_dir) {
  try {
    std::vector<std::unique_ptr<Agent>> agents;
    std::vector<Agent*> seats;
    for (int seat = 0; seat < state->seats(); ++seat) {
      agents.push_back(make_agent(chapter, default_agent(chapter), content_dir));
      seats.push_back(agents.back().get());
    }
    Match match(std::move(state), seed, seats);
    for (int move = 0; move < game_moves && match.step(); ++move) {
    }
  } catch (const Error& error) {
    return told(error, Verdict::stopped);
  }
  return Verdict::accepted;
}

// A large mutant that makes the process grow by more than this fails.
constexpr std::size_t most_growth_bytes = 200u * 1024 * 1024;

// Measures how far the resident memory grows at its peak while `work` runs, and
// throws (a failure, not a refusal) past most_growth_bytes.
template <class Work>
Verdict within_memory(const Work& work) {
  const std::size_t start = testing::start_peak();
  const Verdict verdict = work();
  const std::size_t growth = testing::peak_growth(start);
  if (growth > most_growth_bytes) {
    throw std::runtime_error("the mutant made the process grow by " + std::to_string(growth >> 20) +
                             " MB, more than " + std::to_string(most_growth_bytes >> 20));
  }
  return verdict;
}

class SaveTarget : public Target {
 public:
  SaveTarget(std::shared_ptr<const SavedRuns> runs, const Folders& folders)
      : runs_(std::move(runs)), lock_(folders.work / "saves") {}

  const char* name() const override { return "saves"; }
  std::vector<std::string> samples() const override { return runs_->names(); }

  Verdict run(Rng& rng, const Trying& trying) override {
    const bool profile = rng.below(4) == 0;
    // The payload changes and the envelope is sealed again, checksum and all, so the
    // mutant gets past the envelope to the loader. One run mutant in four is a
    // structured edit of the decoded run instead (edits.h).
    std::string payload = runs_->mutant_payload(rng, profile, 4);
    // One mutant in sixteen is as large as a save may be, with a size that claims it.
    const bool large = rng.below(16) == 0;
    if (large) amplify(rng, payload, max_save_payload_bytes);
    const char* name = profile ? campaign::profile_file : campaign::run_file;
    mutant_ = lock_.dir() / name;
    write_file(mutant_, seal_save(payload));
    payload = std::string();
    trying(mutant_);
    const auto load = [&] {
      SaveFile file(lock_, name);
      if (profile) return try_profile(file);
      campaign::Run run;
      if (!load_saved_run(file, *runs_, run)) return Verdict::refused;
      return play_run_on(run, runs_->content(), runs_->content_dir());
    };
    return large ? within_memory(load) : load();
  }

 private:
  Verdict try_profile(SaveFile& file) {
    campaign::Profile profile;
    try {
      profile = campaign::load_profile(file);
    } catch (const Error& error) {
      return told(error, Verdict::refused);
    }
    try {
      campaign::enter_hall(profile, runs_->finished(), "2026-11-24");
      campaign::check_profile(profile);
      static_cast<void>(save_payload(profile));
    } catch (const Error& error) {
      return told(error, Verdict::stopped);
    }
    return Verdict::accepted;
  }

  std::shared_ptr<const SavedRuns> runs_;
  SaveDirLock lock_;
  std::filesystem::path mutant_;
};

class ContentTarget : public Target {
 public:
  explicit ContentTarget(const Folders& folders) : dir_(folders.work / "content") {
    std::filesystem::remove_all(dir_);
    std::filesystem::copy(folders.content, dir_, std::filesystem::copy_options::recursive);
    for (const auto& entry : std::filesystem::recursive_directory_iterator(dir_)) {
      if (entry.path().extension() == ".json") files_.push_back(entry.path());
    }
    std::sort(files_.begin(), files_.end());
    for (const auto& file : files_)
      originals_.push_back(read_file(file));
  }

  const char* name() const override { return "content"; }
  std::vector<std::string> samples() const override {
    std::vector<std::string> names;
    for (const auto& file : files_)
      names.push_back(std::filesystem::relative(file, dir_).string());
    return names;
  }

  Verdict run(Rng& rng, const Trying& trying) override {
    // A mutant tried in a child process that crashed is still on disk.
    for (std::size_t file = 0; file < files_.size(); ++file)
      write_file(files_[file], originals_[file]);
    const auto at = static_cast<std::size_t>(rng.below(files_.size()));
    const std::string& other = pick(rng, originals_);
    mutant_ = files_[at];
    // Half the mutants change what the file means and stay valid JSON; those are
    // dealt at every player count, each with options drawn from the chapter's own.
    const bool meaning = rng.below(2) == 0;
    write_file(mutant_, meaning ? mutate_meaning(rng, originals_[at])
                                : mutate(rng, originals_[at], other, Input::text));
    trying(mutant_);
    const auto seed = rng.below(1000);
    const auto players_draw = rng.next();
    Verdict verdict = Verdict::refused;
    const std::string folder = mutant_.parent_path().filename().string();
    const Chapter* chapter = find_chapter(folder);
    if (chapter != nullptr && meaning) {
      for (int players = chapter->min_players; players <= chapter->max_players; ++players) {
        verdict = try_chapter(*chapter, players, seed, drawn_options(rng, *chapter));
        if (verdict != Verdict::accepted) break;
      }
    } else if (chapter != nullptr) {
      const auto sizes =
          static_cast<std::uint64_t>(chapter->max_players - chapter->min_players + 1);
      verdict = try_chapter(*chapter, chapter->min_players + static_cast<int>(players_draw % sizes),
                            seed, {});
    } else {
      verdict = try_campaign(seed);
    }
    // Every mutant is tried on the game's own content otherwise.
    write_file(mutant_, originals_[at]);
    return verdict;
  }

 private:
  Verdict try_chapter(const Chapter& chapter, int players, std::uint64_t seed,
                      std::map<std::string, std::string> options) {
    Setup setup;
    setup.players = players;
    setup.options = std::move(options);
    std::unique_ptr<State> state;
    try {
      if (chapter.check_table) chapter.check_table(setup);
    } catch (const Error&) {
      return Verdict::accepted;  // a table the command line refuses, not the content
    }
    try {
      state = chapter.start(setup, dir_);
    } catch (const Error& error) {
      return told(error, Verdict::refused);
    }
    return play_game_on(chapter, std::move(state), seed, dir_);
  }

  Verdict try_campaign(std::uint64_t seed) {
    campaign::Content content;
    try {
      content = campaign::load_content(dir_);
    } catch (const Error& error) {
      return told(error, Verdict::refused);
    }
    campaign::Run run;
    try {
      run = campaign::start_run(content, seed, static_cast<int>(seed % 3));
    } catch (const Error& error) {
      return told(error, Verdict::stopped);
    }
    return play_run_on(run, content, dir_);
  }

  std::filesystem::path dir_;
  std::vector<std::filesystem::path> files_;
  std::vector<std::string> originals_;
  std::filesystem::path mutant_;
};

class ScriptTarget : public Target {
 public:
  explicit ScriptTarget(const Folders& folders)
      : content_dir_(folders.content),
        samples_(make_script_samples(folders.scenarios, folders.content)),
        mutant_(folders.work / "script.txt") {}

  const char* name() const override { return "scripts"; }
  std::vector<std::string> samples() const override {
    std::vector<std::string> names;
    for (const Sample& sample : samples_)
      names.push_back(sample.what);
    return names;
  }

  Verdict run(Rng& rng, const Trying& trying) override {
    const Sample& sample = pick(rng, samples_);
    const Sample& other = pick(rng, samples_);
    write_file(mutant_, mutate(rng, sample.bytes, other.bytes, Input::text));
    trying(mutant_);
    // As `gavel replay FILE` reads and plays it.
    std::unique_ptr<State> state;
    Script script;
    const Chapter* chapter = nullptr;
    try {
      script = load_script(mutant_);
      chapter = find_chapter(script.chapter);
      if (chapter == nullptr) return Verdict::refused;
      state = chapter->start(script.setup, content_dir_);
    } catch (const Error& error) {
      return told(error, Verdict::refused);
    }
    Verdict verdict = Verdict::accepted;
    try {
      play_script(script, *state);
    } catch (const Error& error) {
      verdict = told(error, Verdict::stopped);  // the replay stops here and shows the game
    }
    try {
      static_cast<void>(show(*state));
    } catch (const Error& error) {
      return told(error, Verdict::stopped);
    }
    const Verdict played = play_game_on(*chapter, std::move(state), script.seed, content_dir_);
    return verdict == Verdict::accepted ? played : verdict;
  }

 private:
  // What the replay prints of the game where it stopped: every seat's view and the
  // standings.
  static std::string show(const State& state) {
    std::ostringstream out;
    out << state.history().size() << " moves, to move: " << state.to_move() << "\n";
    for (Seat seat = 0; seat < state.seats(); ++seat)
      out << state.view(seat)->describe() << "\n";
    for (const Standing& standing : state.standings())
      out << standing.place << ", " << standing.score << "\n";
    return out.str();
  }

  std::filesystem::path content_dir_;
  std::vector<Sample> samples_;
  std::filesystem::path mutant_;
};

}  // namespace

Verdict told(const Error& error, Verdict verdict) {
  if (std::getenv("GAVEL_FUZZ_SHOW") != nullptr) {
    std::cerr << (verdict == Verdict::refused ? "refused: " : "stopped: ")
              << std::string(error.what()).substr(0, 200) << "\n";
  }
  return verdict;
}

std::map<std::string, std::string> drawn_options(Rng& rng, const Chapter& chapter) {
  std::map<std::string, std::string> options;
  for (const ChapterOption& option : chapter.options)
    options[option.name] = option.values[static_cast<std::size_t>(rng.below(option.values.size()))];
  return options;
}

std::unique_ptr<Target> save_target(std::shared_ptr<const SavedRuns> runs, const Folders& folders) {
  return std::make_unique<SaveTarget>(std::move(runs), folders);
}

std::unique_ptr<Target> content_target(const Folders& folders) {
  return std::make_unique<ContentTarget>(folders);
}

std::unique_ptr<Target> script_target(const Folders& folders) {
  return std::make_unique<ScriptTarget>(folders);
}

}  // namespace gavel::fuzz
