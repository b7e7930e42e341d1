// The end of a table and what it means for the run: garnets, tokens, grudges, and
// whether the run goes on (progress.h states the rules).

#include <algorithm>

#include "gavel/campaign/ascension.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/core/error.h"

namespace gavel::campaign {
namespace {

constexpr int score_per_rival_beaten = 25;
constexpr int score_per_first_place = 50;
constexpr int score_per_garnet = 10;
constexpr int score_for_winning = 200;
constexpr int score_per_ascension = 100;

int garnet_bonus(const Run& run, const Content& content) {
  int bonus = 0;
  for (const std::string& id : run.perks) {
    const Perk* perk = content.perk(id);
    if (perk != nullptr && perk->effect == PerkEffect::garnet_bonus) bonus += perk->amount;
  }
  return bonus;
}

// Spends a held Soft Landing, if there is one: true when it took the blow.
bool soft_landing(Run& run, const Content& content) {
  for (auto it = run.perks.begin(); it != run.perks.end(); ++it) {
    const Perk* perk = content.perk(*it);
    if (perk != nullptr && perk->effect == PerkEffect::soft_landing) {
      run.perks.erase(it);
      return true;
    }
  }
  return false;
}

}  // namespace

void finish_table(Run& run, const Content& content, const std::vector<Standing>& standings) {
  if (run.stage != Stage::table) throw Error("the run is not at a table now");
  if (standings.size() != static_cast<std::size_t>(run.table.players)) {
    throw Error("the table's results do not fit its seats");
  }
  ChapterResult result;
  result.chapter = run.table.chapter;
  result.seats.emplace_back();
  for (const std::string& rival : run.table.rivals)
    result.seats.push_back(rival);
  result.seats.resize(standings.size());
  for (const Standing& standing : standings) {
    result.scores.push_back(standing.score);
    result.places.push_back(standing.place);
  }
  result.bought = run.bought;

  const int place = standings.front().place;
  const int players = run.table.players;
  const int worst =
      std::max_element(standings.begin(), standings.end(),
                       [](const Standing& a, const Standing& b) { return a.place < b.place; })
          ->place;
  const bool first = place == 1;
  const bool upper_half = place <= players / 2;
  const bool last = players > 1 && place == worst && !first;

  if (first) {
    result.garnets += first_place_garnets;
    result.tokens += run.tokens < max_tokens ? 1 : 0;
  } else if (upper_half && upper_half_pays(run.ascension)) {
    result.garnets += upper_half_garnets;
  }
  if (upper_half) result.garnets += garnet_bonus(run, content);
  // At the last table anything short of first costs a token, and last place no more.
  const bool loses_token = last || (run.last_act() && !first);
  if (loses_token && !soft_landing(run, content)) result.tokens -= 1;

  run.garnets += result.garnets;
  run.tokens = std::clamp(run.tokens + result.tokens, 0, max_tokens);
  for (std::size_t seat = 1; seat < standings.size() && seat < result.seats.size(); ++seat) {
    if (!result.seats[seat].empty() && standings[seat].place > place)
      ++run.grudges[result.seats[seat]];
  }
  run.results.push_back(std::move(result));
  run.tallies.push_back({"after " + act_chapter(run).title, run.tokens, run.garnets});
  run.stage = Stage::results;
}

int run_score(const Run& run) {
  int score = run.garnets * score_per_garnet;
  for (const ChapterResult& result : run.results) {
    const int place = result.places.front();
    score += score_per_rival_beaten *
             static_cast<int>(std::count_if(result.places.begin() + 1, result.places.end(),
                                            [&](int other) { return other > place; }));
    if (place == 1) score += score_per_first_place;
  }
  if (run.stage == Stage::won) score += score_for_winning + score_per_ascension * run.ascension;
  return score;
}

}  // namespace gavel::campaign
