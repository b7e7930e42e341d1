#include "fuzz/seeds.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <map>
#include <set>

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

namespace gavel::fuzz {
namespace {

using campaign::Run;
using campaign::Stage;

// A table's saves, one every few moves, from which early, middle and late are kept.
constexpr int moves_between_saves = 5;

struct Collector {
  std::map<std::string, std::string> rooms;                // by what: the first of each kind
  std::map<std::string, std::vector<std::string>> tables;  // by what: every few moves
  int table_moves = 0;
  bool first_run = true;

  void see(const Run& run) {
    const std::string act = " (act " + std::to_string(run.act + 1) + ")";
    switch (run.stage) {
      case Stage::walking:
        keep("map" + act, run);
        break;
      case Stage::black_market:
        keep("black market", run);
        break;
      case Stage::rumour:
        keep(run.rumour.chosen < 0 ? "rumour, choosing" : "rumour, chosen", run);
        break;
      case Stage::pawnshop:
        keep("pawnshop", run);
        break;
      case Stage::intro:
        keep("introduction" + act, run);
        break;
      case Stage::results:
        keep("results" + act, run);
        table_moves = 0;
        break;
      case Stage::table:
        // The first run's tables only, so early, middle and late are of one game.
        if (first_run && run.table.started && table_moves++ % moves_between_saves == 0) {
          tables[run.table.chapter + " table"].push_back(save_payload(run));
        }
        break;
      default:
        break;
    }
  }

  void keep(const std::string& what, const Run& run) {
    if (!rooms.count(what)) rooms[what] = save_payload(run);
  }
};

// Stores the payload as a save file and reads it back: the samples are what a save
// folder really holds.
std::string through_the_folder(const SaveDirLock& lock, const std::string& name,
                               const std::string& payload) {
  SaveFile file(lock, name);
  file.store(payload);
  return read_save(file.path()).bytes;
}

}  // namespace

SaveSamples make_save_samples(const campaign::Content& content,
                              const std::filesystem::path& content_dir,
                              const std::filesystem::path& save_dir) {
  Collector collector;
  campaign::Profile fame;
  // Two runs, the second at a higher ascension, so the rooms a run may skip are seen;
  // two that play all five acts quickly, so the samples are made in seconds.
  for (const auto& [seed, ascension] : {std::pair<std::uint64_t, int>{2, 0}, {10, 2}}) {
    Run run = campaign::start_run(content, seed, ascension);
    collector.keep("introduction (act 1)", run);
    campaign::autoplay(run, content, content_dir, [&](const Run& now) { collector.see(now); });
    collector.keep("run over", run);
    campaign::enter_hall(fame, run, "2026-11-2" + std::to_string(seed % 10));
    collector.first_run = false;
  }
  // A full hall: the same runs entered again under other seeds.
  campaign::Profile full = fame;
  full.ascension_unlocked = 3;
  for (std::uint64_t i = 0; full.hall.size() < campaign::hall_size; ++i) {
    campaign::Fame entry = full.hall[i % 2];
    entry.seed = 1000 + i;
    entry.score -= static_cast<int>(i);
    full.hall.push_back(entry);
  }

  SaveDirLock lock(save_dir);
  SaveSamples samples;
  int stored = 0;
  const auto store_run = [&](const std::string& what, const std::string& payload) {
    samples.runs.push_back(
        {what, through_the_folder(lock, "run-" + std::to_string(++stored) + ".sav", payload)});
  };
  for (const auto& [what, payload] : collector.rooms)
    store_run(what, payload);
  for (const auto& [what, saves] : collector.tables) {
    store_run(what + ", early", saves.front());
    store_run(what + ", mid-table", saves[saves.size() / 2]);
    store_run(what + ", late", saves.back());
  }
  samples.profiles.push_back(
      {"profile, new",
       through_the_folder(lock, "profile-1.sav", save_payload(campaign::Profile{}))});
  samples.profiles.push_back(
      {"profile, two runs", through_the_folder(lock, "profile-2.sav", save_payload(fame))});
  samples.profiles.push_back(
      {"profile, full hall", through_the_folder(lock, "profile-3.sav", save_payload(full))});
  return samples;
}

std::vector<Sample> make_script_samples(const std::filesystem::path& scenario_dir,
                                        const std::filesystem::path& content_dir) {
  std::vector<Sample> samples;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(scenario_dir)) {
    if (entry.path().extension() == ".txt") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  for (const auto& file : files)
    samples.push_back({file.filename().string(), read_file(file)});
  // A whole game as a replay file, chance lines and all, as a live game is written.
  for (const Chapter& chapter : all_chapters()) {
    Script header;
    header.chapter = chapter.id;
    header.setup.players = chapter.default_players;
    header.seed = 7;
    auto state = chapter.start(header.setup, content_dir);
    const auto start = state->clone();
    std::vector<std::unique_ptr<Agent>> agents;
    for (int seat = 0; seat < header.setup.players; ++seat)
      agents.push_back(make_agent(chapter, default_agent(chapter), content_dir));
    std::vector<Agent*> seats;
    for (const auto& agent : agents)
      seats.push_back(agent.get());
    Match match(std::move(state), header.seed, seats);
    match.advance();
    samples.push_back(
        {chapter.id + " replay", write_script(header, *start, match.state().history())});
  }
  return samples;
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw Error("cannot read " + path.string());
  return std::string(std::istreambuf_iterator<char>(file), {});
}

void write_file(const std::filesystem::path& path, const std::string& bytes) {
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  file << bytes;
  if (!file) throw Error("cannot write " + path.string());
}

}  // namespace gavel::fuzz
