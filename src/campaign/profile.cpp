#include "gavel/campaign/profile.h"

#include <algorithm>

#include "gavel/campaign/ascension.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/core/error.h"
#include "gavel/core/field_check.h"
#include "gavel/games/catalog.h"

namespace gavel::campaign {

std::string ending_words(const Run& run) {
  if (run.stage == Stage::won) return "won";
  std::string where = run.chapter();
  if (const Chapter* chapter = find_chapter(run.chapter())) where = chapter->title;
  if (run.stage == Stage::lost) return "lost at " + where;
  return "left at " + where;
}

Fame enter_hall(Profile& profile, const Run& run, const std::string& date) {
  Fame fame{run_score(run), run.seed, run.ascension, run.act + 1, ending_words(run), date};
  fame.daily = run.daily;
  profile.hall.push_back(fame);
  // Equal scores keep their order of arrival: the older run stays above.
  std::stable_sort(profile.hall.begin(), profile.hall.end(),
                   [](const Fame& a, const Fame& b) { return a.score > b.score; });
  if (profile.hall.size() > hall_size) profile.hall.resize(hall_size);
  if (run.stage == Stage::won && run.ascension == profile.ascension_unlocked &&
      profile.ascension_unlocked < max_ascension) {
    ++profile.ascension_unlocked;
  }
  return fame;
}

void check_fame(const Fame& fame, std::string_view field) {
  const std::string name(field);
  check_number(name + ".score", fame.score, 0, most_fame_score,
               "a run scores " + range_words(0, most_fame_score));
  check_number(name + ".ascension", fame.ascension, 0, max_ascension,
               "ascension levels are " + range_words(0, max_ascension));
  const auto acts = static_cast<long long>(all_chapters().size());
  check_number(name + ".acts", fame.acts, 1, acts, "a run reaches act " + range_words(1, acts));
  check_words(name + ".ending", fame.ending, max_words_length);
  check_words(name + ".date", fame.date, max_date_length);
}

void check_profile(const Profile& profile) {
  check_number("profile.ascension_unlocked", profile.ascension_unlocked, 0, max_ascension,
               "ascension levels are " + range_words(0, max_ascension));
  check_count("profile.hall", profile.hall.size(), 0, hall_size,
              "the hall of fame keeps the best " + std::to_string(hall_size) + " runs");
  for (std::size_t i = 0; i < profile.hall.size(); ++i) {
    const std::string at = field_at("profile.hall", i);
    check_fame(profile.hall[i], at);
    if (i > 0 && profile.hall[i].score > profile.hall[i - 1].score) {
      refuse_field(at + ".score", std::to_string(profile.hall[i].score),
                   "the hall of fame keeps the best score first");
    }
  }
}

std::vector<std::vector<std::string>> hall_rows(const Profile& profile) {
  std::vector<std::vector<std::string>> rows = {
      {"#", "Score", "Seed", "Asc", "Acts", "Ending", "Date"}};
  int rank = 0;
  for (const Fame& fame : profile.hall) {
    rows.push_back({std::to_string(++rank), std::to_string(fame.score),
                    std::to_string(fame.seed) + (fame.daily ? daily_mark : ""),
                    std::to_string(fame.ascension), std::to_string(fame.acts), fame.ending,
                    fame.date});
  }
  return rows;
}

std::string daily_mark_note(const Profile& profile) {
  const bool any = std::any_of(profile.hall.begin(), profile.hall.end(),
                               [](const Fame& fame) { return fame.daily; });
  if (!any) return "";
  return std::string(daily_mark) +
         " a daily run: its seed is its day (UTC), the same run for everyone.";
}

}  // namespace gavel::campaign
