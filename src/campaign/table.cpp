#include "gavel/campaign/table.h"

#include <algorithm>
#include <array>

#include "gavel/ai/agents.h"
#include "gavel/campaign/ascension.h"
#include "gavel/campaign/progress.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/catalog.h"

namespace gavel::campaign {
namespace {

int clamp_trait(int value) {
  return std::clamp(value, 0, max_trait);
}

// The most garnets a table can be brought (set_boon's range).
constexpr int most_table_garnets = 999;

}  // namespace

void carry_over_snapshot(ActTable& table, const std::string& snapshot) {
  table.history.clear();
  table.options.clear();
  if (snapshot.empty()) return;
  SaveReader archive(snapshot);
  archive(table.history);
  std::vector<Event> log;
  try {
    archive(log);
  } catch (const std::exception&) {
    return;  // the moves are all that is needed; the replay judges them
  }
  const bool first_layout = std::none_of(log.begin(), log.end(), [](const Event& event) {
    return event.actor != nobody || event.target != nobody;
  });
  if (first_layout && !log.empty() && table.chapter == "auction-web") {
    table.options["cleanup"] = "draw-first";
  }
}

const Chapter& act_chapter(const Run& run) {
  const Chapter* chapter = find_chapter(run.chapter());
  if (chapter == nullptr) {
    throw Error("this run goes through " + run.chapter() + ", which this Gavel does not have");
  }
  return *chapter;
}

std::vector<std::string> met_rivals(const Run& run) {
  std::vector<std::string> met;
  for (const ChapterResult& result : run.results) {
    for (const std::string& id : result.seats) {
      if (!id.empty() && std::find(met.begin(), met.end(), id) == met.end()) met.push_back(id);
    }
  }
  return met;
}

void draw_rivals(Run& run, const Content& content, const std::vector<std::string>& leaving) {
  const Chapter& chapter = act_chapter(run);
  run.table.rivals.clear();
  run.table.skill_shifts.clear();
  if (!has_rivals(chapter)) return;  // default agents, nameless
  const auto wanted = static_cast<std::size_t>(run.table.players - 1);
  // Each act and each redraw has a table number of its own, so no two draws repeat.
  const auto table_number = static_cast<std::uint64_t>(run.act * 64 + run.table.draws);
  const auto seat = [&](const Rival& rival) {
    run.table.rivals.push_back(rival.id);
    run.table.skill_shifts.push_back(0);
  };

  // Those who hold a grudge come back first, the deepest first, so that grudges act.
  const std::vector<std::string> met = met_rivals(run);
  const auto was_met = [&](const std::string& id) {
    return std::find(met.begin(), met.end(), id) != met.end();
  };
  Roster holders;
  for (const std::string& id : met) {
    if (const Rival* rival = content.roster.find(id); rival && run.grudge_of(id) > 0)
      holders.rivals.push_back(*rival);
  }
  std::stable_sort(
      holders.rivals.begin(), holders.rivals.end(),
      [&](const Rival& a, const Rival& b) { return run.grudge_of(a.id) > run.grudge_of(b.id); });
  for (const Rival& rival : holders.rivals) {
    if (run.table.rivals.size() < std::min<std::size_t>(wanted, most_returning)) seat(rival);
  }

  // Then faces the player has not met, so a run meets most of the roster; those met
  // before only when too few are left. Later acts leave the weakest for last.
  Roster by_skill = content.roster;
  std::stable_sort(by_skill.rivals.begin(), by_skill.rivals.end(),
                   [](const Rival& a, const Rival& b) { return a.traits.skill > b.traits.skill; });
  const std::size_t strong = std::max(
      wanted, by_skill.rivals.size() -
                  std::min<std::size_t>(static_cast<std::size_t>(run.act), by_skill.rivals.size()));
  // Unmet and strong, unmet, met and strong, met; then those leaving the table.
  std::array<Roster, 5> tiers;
  for (std::size_t i = 0; i < by_skill.rivals.size(); ++i) {
    const Rival& rival = by_skill.rivals[i];
    const auto in = [&](const std::vector<std::string>& ids) {
      return std::find(ids.begin(), ids.end(), rival.id) != ids.end();
    };
    if (in(run.table.rivals)) continue;
    const std::size_t tier = in(leaving) ? 4 : (was_met(rival.id) ? 2 : 0) + (i < strong ? 0 : 1);
    tiers[tier].rivals.push_back(rival);
  }
  for (std::size_t tier = 0; tier < tiers.size(); ++tier) {
    const std::size_t more = std::min(wanted - run.table.rivals.size(), tiers[tier].rivals.size());
    for (const Rival& rival :
         draw_table(tiers[tier], run.seed, static_cast<int>(more), table_number * 5 + tier))
      seat(rival);
  }
}

std::vector<std::string> return_words(const Run& run, const Content& content) {
  const std::vector<std::string> met = met_rivals(run);
  // Rivals back for the same reason share it: "Rook and Pip (beaten at Auction Web)".
  std::vector<std::pair<std::string, std::vector<std::string>>> grudging;
  std::vector<std::string> again;
  for (const std::string& id : run.table.rivals) {
    if (std::find(met.begin(), met.end(), id) == met.end()) continue;
    const Rival* rival = content.roster.find(id);
    const std::string name = rival != nullptr ? rival->name : id;
    if (run.grudge_of(id) <= 0) {
      again.push_back(name);
      continue;
    }
    // The tables where they finished below the player, which is what a grudge remembers.
    std::vector<std::string> beaten;
    for (const ChapterResult& result : run.results) {
      const auto seat = std::find(result.seats.begin(), result.seats.end(), id);
      if (seat == result.seats.end()) continue;
      const auto at = static_cast<std::size_t>(seat - result.seats.begin());
      const Chapter* chapter = find_chapter(result.chapter);
      const std::string title = chapter != nullptr ? chapter->title : result.chapter;
      if (result.places[at] > result.places.front() &&
          std::find(beaten.begin(), beaten.end(), title) == beaten.end())
        beaten.push_back(title);
    }
    const std::string why =
        beaten.empty() ? "held since the run began" : "beaten at " + and_list(beaten);
    const auto group = std::find_if(grudging.begin(), grudging.end(),
                                    [&](const auto& named) { return named.first == why; });
    if (group == grudging.end()) {
      grudging.push_back({why, {name}});
    } else {
      group->second.push_back(name);
    }
  }
  std::vector<std::string> lines;
  if (!grudging.empty()) {
    std::vector<std::string> groups;
    for (const auto& [why, names] : grudging)
      groups.push_back(and_list(names) + " (" + why + ")");
    lines.push_back("Back with a grudge: " + join(groups, "; ") + ".");
  }
  if (!again.empty()) {
    lines.push_back("Met before, back as the roster ran short of new faces: " + and_list(again) +
                    ".");
  }
  return lines;
}

std::vector<Rival> table_rivals(const Run& run, const Content& content) {
  std::vector<Rival> rivals;
  for (std::size_t i = 0; i < run.table.rivals.size(); ++i) {
    const Rival* found = content.roster.find(run.table.rivals[i]);
    if (found == nullptr) {
      throw Error("the run's rival '" + run.table.rivals[i] + "' is no longer in rivals.json");
    }
    Rival rival = *found;
    const int grudge = run.grudge_of(rival.id);
    Traits& traits = rival.traits;
    traits.skill = clamp_trait(traits.skill + run.act + rival_skill_bonus(run.ascension) + grudge +
                               run.table.skill_shifts[i]);
    traits.greed = clamp_trait(traits.greed + rival_greed_bonus(run.ascension));
    traits.grudge = clamp_trait(traits.grudge + 2 * grudge);
    traits.nerve = clamp_trait(traits.nerve + grudge);
    traits.partner_affinity = clamp_trait(traits.partner_affinity + run.trust_of(rival.id));
    rivals.push_back(std::move(rival));
  }
  return rivals;
}

Boons boons_for(const Run& run, const Content& content, const Chapter& chapter) {
  Boons boons;
  for (const std::string& id : run.perks) {
    const Perk* perk = content.perk(id);
    if (perk == nullptr || !is_boon(perk->effect)) continue;
    const bool listed =
        std::find(perk->chapters.begin(), perk->chapters.end(), chapter.id) != perk->chapters.end();
    const std::string name = perk_effect_name(perk->effect);
    if (listed && chapter.reads(name)) add_boon(boons, name, perk->amount);
  }
  for (const auto& [name, value] : boon_values(run.pending)) {
    if (value > 0 && chapter.reads(name)) add_boon(boons, name, value);
  }
  if (chapter.reads("garnets")) boons.garnets = std::min(run.garnets, most_table_garnets);
  return boons;
}

TablePlay::TablePlay(Run& run, const Content& content, const std::filesystem::path& content_dir,
                     std::unique_ptr<Agent> player)
    : run_(run), content_(content), chapter_(act_chapter(run)) {
  if (run.stage != Stage::table) throw Error("the run is not at a table now");
  seats_.emplace_back();
  agents_.push_back(std::move(player));
  if (has_rivals(chapter_)) {
    for (Rival& rival : table_rivals(run, content)) {
      agents_.push_back(rival_agent(chapter_, rival, rival_thinks(rival, run.ascension)));
      seats_.emplace_back(std::move(rival));
    }
  } else {
    for (int seat = 1; seat < run.table.players; ++seat) {
      agents_.push_back(make_agent(chapter_, default_agent(chapter_), content_dir));
      seats_.emplace_back();
    }
  }
  if (static_cast<int>(agents_.size()) != run.table.players) {
    throw Error("the run's table does not seat " + std::to_string(run.table.players) + " players");
  }
  std::vector<Agent*> agents;
  for (const auto& agent : agents_)
    agents.push_back(agent.get());

  if (!run.table.started) {
    run.table.boons = boons_for(run, content, chapter_);
    run.table.options = table_options(run.ascension, chapter_.id);
    // The gifts this table reads are used up; the others wait for a table that reads them.
    for (const auto& [name, value] : boon_values(run.pending)) {
      if (value > 0 && chapter_.reads(name)) set_boon(run.pending, name, 0);
    }
  }
  std::unique_ptr<State> state = table_game(run, content_dir);
  if (run.table.started) {
    match_ = std::make_unique<Match>(std::move(state), run.table.streams, std::move(agents));
  } else {
    match_ = std::make_unique<Match>(std::move(state), run.table.seed, std::move(agents));
    run.table.started = true;
    record();
  }
}

std::unique_ptr<State> table_deal(const Run& run, const std::filesystem::path& content_dir) {
  const Setup setup{run.table.players, run.table.options, run.table.boons};
  return act_chapter(run).start(setup, content_dir);
}

std::unique_ptr<State> table_game(const Run& run, const std::filesystem::path& content_dir) {
  std::unique_ptr<State> game = table_deal(run, content_dir);
  if (run.table.started) replay_history(*game, run.table.history);
  return game;
}

std::unique_ptr<View> table_preview(const Run& run, const Content& content,
                                    const std::filesystem::path& content_dir) {
  if (run.table.started) return table_game(run, content_dir)->view(0);
  const Chapter& chapter = act_chapter(run);
  const Setup setup{run.table.players, table_options(run.ascension, chapter.id),
                    boons_for(run, content, chapter)};
  // No agents: the match stops at the first seat to decide, as the same seed would.
  Match match(chapter.start(setup, content_dir), run.table.seed,
              std::vector<Agent*>(static_cast<std::size_t>(run.table.players), nullptr));
  match.advance();
  return match.state().view(0);
}

void TablePlay::record() {
  run_.table.history = match_->state().history();
  run_.table.streams = match_->streams();
}

void TablePlay::finish() {
  if (!match_->state().over()) throw Error("the game at the table is not over yet");
  record();
  const State& state = match_->state();
  if (chapter_.payout) {
    finish_table(run_, content_, state.standings(), chapter_.payout(state));
  } else {
    finish_table(run_, content_, state.standings());
  }
}

}  // namespace gavel::campaign
