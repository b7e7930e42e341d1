#include "gavel/campaign/profile.h"

#include <algorithm>

#include "gavel/campaign/ascension.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/core/error.h"
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

void check_profile(const Profile& profile) {
  const bool sane = profile.ascension_unlocked >= 0 &&
                    profile.ascension_unlocked <= max_ascension &&
                    profile.hall.size() <= hall_size &&
                    std::all_of(profile.hall.begin(), profile.hall.end(), [](const Fame& fame) {
                      return fame.ascension >= 0 && fame.ascension <= max_ascension &&
                             fame.acts >= 0 && fame.ending.size() < 100 && fame.date.size() < 40;
                    });
  if (!sane) throw Error("the profile holds impossible values");
}

}  // namespace gavel::campaign
