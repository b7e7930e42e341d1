#include "gavel/campaign/saves.h"

#include <algorithm>

#include "gavel/campaign/ascension.h"
#include "gavel/campaign/table.h"
#include "gavel/core/error.h"
#include "gavel/games/catalog.h"

namespace gavel::campaign {
namespace {

// A run gains a few garnets a table; anything past this was not earned.
constexpr int most_garnets = 100000;

void require(bool sane, const std::string& what) {
  if (!sane) throw Error("it holds " + what);
}

bool known_perks(const Content& content, const std::vector<std::string>& ids) {
  return std::all_of(ids.begin(), ids.end(),
                     [&](const std::string& id) { return content.perk(id) != nullptr; });
}

void check_table(const Run& run, const Content& content) {
  const Table& table = run.table;
  const Chapter* chapter = find_chapter(table.chapter);
  require(chapter != nullptr, "a chapter this Gavel does not have (" + table.chapter + ")");
  require(table.chapter == run.chapter(), "a table of another act's chapter");
  require(table.players >= chapter->min_players && table.players <= chapter->max_players,
          "a table of an impossible size");
  require(
      table.rivals.empty() || table.rivals.size() + 1 == static_cast<std::size_t>(table.players),
      "a table with the wrong number of rivals");
  require(table.skill_shifts.size() == table.rivals.size(), "rivals without their skills");
  for (const std::string& rival : table.rivals) {
    require(content.roster.find(rival) != nullptr,
            "the rival '" + rival + "', who is no longer in rivals.json");
  }
  require(
      !table.started || table.streams.decisions.size() == static_cast<std::size_t>(table.players),
      "a game without its random streams");
}

}  // namespace

void check_run(const Run& run, const Content& content) {
  require(!run.chapters.empty() && run.act >= 0 && run.act < static_cast<int>(run.chapters.size()),
          "an act out of range");
  for (const std::string& chapter : run.chapters) {
    require(find_chapter(chapter) != nullptr,
            "a chapter this Gavel does not have (" + chapter + ")");
  }
  require(static_cast<int>(run.stage) <= static_cast<int>(Stage::lost), "an unknown stage");
  require(run.ascension >= 0 && run.ascension <= max_ascension, "an impossible ascension level");
  require(run.tokens >= 0 && run.tokens <= max_tokens, "an impossible number of tokens");
  require(run.garnets >= 0 && run.garnets <= most_garnets, "an impossible number of garnets");
  require(known_perks(content, run.perks) && known_perks(content, run.offers) &&
              known_perks(content, run.bought),
          "a perk that is no longer in perks.json");
  check_district(run.district);
  require(run.room >= 0 && run.room < static_cast<int>(run.district.rooms.size()),
          "a room out of range");
  if (run.stage == Stage::rumour) {
    const Rumour* rumour = content.rumour(run.rumour.id);
    require(rumour != nullptr, "a rumour that is no longer in events.json");
    require(run.rumour.chosen >= -1 && run.rumour.chosen < static_cast<int>(rumour->choices.size()),
            "a rumour's choice out of range");
    require(run.rumour.rival >= -1 && run.rumour.rival < static_cast<int>(run.table.rivals.size()),
            "a rumour's rival out of range");
  }
  check_table(run, content);
  for (const ChapterResult& result : run.results) {
    require(result.places.size() == result.scores.size() &&
                result.seats.size() == result.scores.size() && !result.places.empty(),
            "a table's results that do not fit together");
  }
}

bool load_run(SaveFile& file, const Content& content, const std::filesystem::path& content_dir,
              Run& run) {
  Run loaded;
  if (!load_object(file, loaded)) return false;
  try {
    check_run(loaded, content);
    if (loaded.table.started) table_game(loaded, content_dir);
  } catch (const Error& error) {
    file.mark_damaged();
    throw Error(file.path().string() + " cannot be played: " + error.what());
  }
  run = std::move(loaded);
  return true;
}

Profile load_profile(SaveFile& file) {
  Profile profile;
  if (!load_object(file, profile)) return Profile{};
  try {
    check_profile(profile);
  } catch (const Error& error) {
    file.mark_damaged();
    throw Error(file.path().string() + " cannot be used: " + error.what());
  }
  return profile;
}

}  // namespace gavel::campaign
