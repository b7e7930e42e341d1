#include "gavel/campaign/summary.h"

#include <algorithm>
#include <cstdio>

#include "gavel/campaign/pages.h"
#include "gavel/campaign/profile.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/words.h"
#include "gavel/core/text.h"

namespace gavel::campaign {
namespace {

// As pages.h's seat_name, but a rival the roster no longer knows keeps its id: the
// summary is the run's record.
std::string recorded_name(const Content& content, const std::string& id, std::size_t seat) {
  if (seat == 0) return "You";
  if (id.empty()) return "Seat " + std::to_string(seat);
  const Rival* rival = content.roster.find(id);
  return rival != nullptr ? rival->name : id;
}

void write_table(std::string& out, const Content& content, const ChapterResult& result) {
  char line[96];
  for (std::size_t seat : by_place(result)) {
    std::snprintf(line, sizeof line, "    %-5s %-24s %5d\n", ordinal(result.places[seat]).c_str(),
                  recorded_name(content, result.seats[seat], seat).c_str(), result.scores[seat]);
    out += line;
  }
}

// One row per moment: tokens as filled and empty pips, garnets as a bar.
void write_chart(std::string& out, const Run& run) {
  std::size_t widest = 6;
  for (const Tally& tally : run.tallies)
    widest = std::max(widest, tally.moment.size());
  out += "\nTokens of life (o) and garnets (#) over the run\n";
  for (const Tally& tally : run.tallies) {
    std::string pips(static_cast<std::size_t>(max_tokens), '.');
    std::fill_n(pips.begin(), std::clamp(tally.tokens, 0, max_tokens), 'o');
    const std::string bar(static_cast<std::size_t>(std::clamp(tally.garnets, 0, 40)), '#');
    out += "  " + tally.moment + std::string(widest - tally.moment.size() + 2, ' ') + pips + "  " +
           bar + (bar.empty() ? "" : " ") + std::to_string(tally.garnets) + "\n";
  }
}

}  // namespace

std::string run_summary(const Run& run, const Content& content) {
  std::string out = "Gavel run " + std::to_string(run.seed) + ", ascension " +
                    std::to_string(run.ascension) + ": " + ending_words(run) + ". Score " +
                    std::to_string(run_score(run)) + ".\n";
  // Each act once. Every act but the last is played at one table; the last is dealt
  // again until it is won or the run lost, so its tables are listed under one heading.
  const std::size_t last_act = run.chapters.empty() ? 0 : run.chapters.size() - 1;
  std::size_t first = 0;
  for (int act = 1; first < run.results.size(); ++act) {
    const std::size_t end = first < last_act ? first + 1 : run.results.size();
    const std::size_t tables = end - first;
    out += "\nAct " + std::to_string(act) + ": " + chapter_title(run.results[first].chapter);
    out += tables > 1 ? ", dealt " + std::to_string(tables) + " times\n" : "\n";
    // Every choice made in the act's districts, with what it did. (A run saved before
    // choices were recorded has only the perks each table's walk bought.)
    const bool recorded = std::any_of(run.deeds.begin(), run.deeds.end(),
                                      [&](const Deed& deed) { return deed.act == act - 1; });
    if (recorded) out += "  On the way:\n";
    for (const Deed& deed : run.deeds) {
      if (deed.act == act - 1)
        out += "    " + deed.place + ": " + deed.choice + ".\n      " + deed.effect + "\n";
    }
    for (std::size_t i = first; i < end; ++i) {
      const ChapterResult& result = run.results[i];
      if (tables > 1) {
        out += "  Table " + std::to_string(i - first + 1) +
               (i == first ? "" : " (the house dealt again)") + "\n";
      }
      write_table(out, content, result);
      if (!recorded)
        out += "  Perks bought on the way: " + perk_names(content, result.bought) + "\n";
      out += "  Earned: " + signed_counted(result.garnets, "garnet", "garnets") + ", " +
             signed_counted(result.tokens, "token", "tokens") + " of life\n";
      for (const std::string& reason : result.reasons)
        out += "    " + reason + "\n";
    }
    first = end;
  }
  out += "\nPerks held at the end: " + perk_names(content, run.perks) + "\n";
  write_chart(out, run);
  return out;
}

}  // namespace gavel::campaign
