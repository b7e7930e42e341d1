// The end of a table and what it means for the run: garnets, tokens, grudges, and
// whether the run goes on (progress.h states the rules).

#include <algorithm>
#include <cstdlib>

#include "gavel/campaign/ascension.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/run_checks.h"
#include "gavel/campaign/table.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"

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

// The result of the table just played, before what it earned.
ChapterResult table_result(const Run& run, const std::vector<Standing>& standings) {
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
  return result;
}

bool last_place(const std::vector<Standing>& standings) {
  const int worst =
      std::max_element(standings.begin(), standings.end(),
                       [](const Standing& a, const Standing& b) { return a.place < b.place; })
          ->place;
  const int place = standings.front().place;
  return standings.size() > 1 && place == worst && place != 1;
}

// Grudges, the result kept, the tally and on to the results page: the same for every
// table, however it pays.
void close_table(Run& run, ChapterResult result, const std::vector<Standing>& standings) {
  const int place = standings.front().place;
  for (std::size_t seat = 1; seat < standings.size() && seat < result.seats.size(); ++seat) {
    // Bounded as the loader bounds it, so a run holding the most is still saved whole.
    if (!result.seats[seat].empty() && standings[seat].place > place) {
      int& grudge = run.grudges[result.seats[seat]];
      grudge = std::min(grudge + 1, most_grudge);
    }
  }
  run.results.push_back(std::move(result));
  run.tallies.push_back({"after " + act_chapter(run).title, run.tokens, run.garnets});
  run.stage = Stage::results;
}

}  // namespace

void finish_table(Run& run, const Content& content, const std::vector<Standing>& standings) {
  ChapterResult result = table_result(run, standings);
  const int place = standings.front().place;
  const int players = run.table.players;
  const bool first = place == 1;
  const bool upper_half = place <= players / 2;
  const bool last = last_place(standings);

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
  close_table(run, std::move(result), standings);
}

void finish_table(Run& run, const Content& content, const std::vector<Standing>& standings,
                  const TablePayout& payout) {
  ChapterResult result = table_result(run, standings);
  result.reasons = payout.reasons;
  const int place = standings.front().place;
  const bool first = place == 1;
  int garnets = payout.garnets;
  if (place <= run.table.players / 2) {
    if (const int bonus = garnet_bonus(run, content); bonus > 0) {
      garnets += bonus;
      result.reasons.push_back(
          "Your perks, for the upper half: " + counted(bonus, "garnet", "garnets") + ".");
    }
  }
  // Garnets spent at the table come out of the run's, which never go below none.
  result.garnets = std::max(garnets, -run.garnets);
  run.garnets += result.garnets;

  const int tokens_before = run.tokens;
  int tokens = run.tokens + payout.tokens;
  // The last act's rule stands: anything short of first costs a token, and the worst
  // hand no more than that.
  if (payout.tokens < 0 || (run.last_act() && !first)) {
    tokens = run.tokens + std::max(payout.tokens, 0);
    if (soft_landing(run, content)) {
      result.reasons.push_back("Your Soft Landing kept your token of life; it is spent.");
    } else {
      tokens -= 1;
      if (payout.tokens >= 0) {
        result.reasons.push_back("Short of first place at the last act: you lose a token of life.");
      }
    }
  }
  if (payout.refill_tokens) tokens = max_tokens;
  run.tokens = std::clamp(tokens, 0, max_tokens);
  result.tokens = run.tokens - tokens_before;

  // The rivals remember the promises the player made them, kept or broken.
  int kept = 0;
  int broken = 0;
  for (std::size_t seat = 1; seat < payout.trust.size() && seat < result.seats.size(); ++seat) {
    const int trust = payout.trust[seat];
    if (trust == 0 || result.seats[seat].empty()) continue;
    (trust > 0 ? kept : broken) += std::abs(trust);
    int& held = run.trust[result.seats[seat]];
    held = std::clamp(held + trust, -most_trust, most_trust);
  }
  if (kept + broken > 0) {
    result.reasons.push_back("Your word, as the rivals saw it: " + std::to_string(kept) +
                             " kept, " + std::to_string(broken) +
                             " broken. They will remember it at later tables.");
  }
  if (result.reasons.empty()) result.reasons.push_back("Nothing at this table paid you.");
  close_table(run, std::move(result), standings);
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
