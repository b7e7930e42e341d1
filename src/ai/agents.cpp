#include "gavel/ai/agents.h"

#include "gavel/ai/adviser.h"
#include "gavel/ai/lapsing_agent.h"
#include "gavel/ai/minds.h"
#include "gavel/ai/random_agent.h"
#include "gavel/ai/roster.h"
#include "gavel/ai/search_agent.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"

namespace gavel {

std::unique_ptr<Agent> make_agent(const Chapter& chapter, const std::string& name,
                                  const std::filesystem::path& content_dir) {
  if (name == "random") return std::make_unique<RandomAgent>();
  if (const ChapterMind* mind = find_mind(chapter.id)) {
    // The plain scripted agent has an even temper: every trait at the middle.
    if (name == "scripted") return mind->scripted(name, Traits{});
    if (name == "adviser") return std::make_unique<AdviserAgent>(chapter);
    if (name == "search" && can_search(chapter))
      return std::make_unique<SearchAgent>(name, *mind, mind->search_budget);
    const Roster roster = load_roster(content_dir);
    if (const Rival* rival = roster.find(name)) return rival_agent(chapter, *rival);
  }
  throw Error("no agent " + quote_input(name) + " for " + chapter.id +
              " (agents: " + join(agent_names(chapter, content_dir), ", ") + ")");
}

std::vector<std::string> agent_names(const Chapter& chapter,
                                     const std::filesystem::path& content_dir) {
  std::vector<std::string> names = {"random"};
  if (!has_rivals(chapter)) return names;
  names.emplace_back("scripted");
  names.emplace_back("adviser");
  if (can_search(chapter)) names.emplace_back("search");
  for (const Rival& rival : load_roster(content_dir).rivals)
    names.push_back(rival.id);
  return names;
}

std::unique_ptr<Agent> rival_agent(const Chapter& chapter, const Rival& rival, bool thinks) {
  const ChapterMind* mind = find_mind(chapter.id);
  if (mind == nullptr) throw Error(chapter.id + " has no strategy for the roster's rivals");
  return rival_agent(*mind, rival, thinks);
}

std::unique_ptr<Agent> rival_agent(const ChapterMind& mind, const Rival& rival, bool thinks) {
  std::unique_ptr<Agent> strategy = mind.scripted(rival.id, rival.traits);
  if (rival.traits.skill < max_trait) {
    strategy =
        std::make_unique<LapsingAgent>(std::move(strategy), rival.traits.skill, mind.is_blunder);
  }
  // A thinking rival starts from its own character's move and plays the others out.
  if (thinks && mind.sample)
    return std::make_unique<SearchAgent>(rival.id, mind, mind.search_budget, std::move(strategy));
  return strategy;
}

std::string default_agent(const Chapter& chapter) {
  return has_rivals(chapter) ? "scripted" : "random";
}

bool has_rivals(const Chapter& chapter) {
  return find_mind(chapter.id) != nullptr;
}

bool can_search(const Chapter& chapter) {
  const ChapterMind* mind = find_mind(chapter.id);
  return mind != nullptr && mind->sample;
}

std::unique_ptr<DecisionWatch> decision_watch(const Chapter& chapter) {
  const ChapterMind* mind = find_mind(chapter.id);
  return mind != nullptr ? mind->watch() : nullptr;
}

std::vector<Agent*> Seating::seats() const {
  std::vector<Agent*> by_seat;
  for (const auto& agent : agents)
    by_seat.push_back(agent.get());
  return by_seat;
}

Seating seat_rivals(const Chapter& chapter, int players, std::uint64_t seed,
                    const std::filesystem::path& content_dir, std::uint64_t table, bool all_think) {
  Seating seating;
  seating.rivals.emplace_back();  // seat 0: the player
  seating.agents.emplace_back();
  if (players <= 1) return seating;
  if (!has_rivals(chapter)) {
    for (int seat = 1; seat < players; ++seat) {
      seating.rivals.emplace_back();
      seating.agents.push_back(make_agent(chapter, default_agent(chapter), content_dir));
    }
    return seating;
  }
  for (Rival& rival : draw_table(load_roster(content_dir), seed, players - 1, table)) {
    seating.agents.push_back(rival_agent(chapter, rival, all_think));
    seating.rivals.emplace_back(std::move(rival));
  }
  return seating;
}

}  // namespace gavel
