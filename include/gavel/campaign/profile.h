#pragma once
// What outlives a run: the highest ascension level unlocked and the hall of fame,
// kept in profile.sav in the save folder (save_file.h's envelope).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

#include "gavel/campaign/content.h"
#include "gavel/campaign/run.h"
#include "gavel/core/save_archive.h"

namespace gavel::campaign {

inline constexpr std::size_t hall_size = 20;  // the best runs kept

// One run in the hall of fame. Version 2 adds `daily`; a version-1 entry is a run of
// its own seed.
struct Fame {
  int score = 0;
  std::uint64_t seed = 0;
  int ascension = 0;
  int acts = 0;        // acts reached, the last one included
  std::string ending;  // "won", "lost at Auctionland"
  std::string date;    // "2026-11-22", as the clock said when it ended
  bool daily = false;  // the day's run (daily.h), its seed the day it was dealt for

  bool operator==(const Fame&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    refuse_newer_version<Fame>(version);
    archive(score, seed, ascension, acts, ending, date);
    if (version >= 2) archive(daily);
  }
};

struct Profile {
  int ascension_unlocked = 0;  // the highest level a new run may choose
  std::vector<Fame> hall;      // best score first

  bool operator==(const Profile&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    refuse_newer_version<Profile>(version);
    archive(ascension_unlocked, hall);
  }
};

// How the run ended, in a few words.
std::string ending_words(const Run& run);

// Puts an ended run into the hall of fame (keeping the best hall_size) and, for a run
// won at the highest level unlocked, unlocks the next. Returns the run's entry.
Fame enter_hall(Profile& profile, const Run& run, const std::string& date);

// The hall of fame as a table, the board's and the text's: a header row, then one row
// per run, best first, a daily run's seed marked with daily_mark.
inline constexpr const char* daily_mark = "*";
std::vector<std::vector<std::string>> hall_rows(const Profile& profile);
// The line under the table that says what daily_mark means, when a daily run is in
// it; "" when none is.
std::string daily_mark_note(const Profile& profile);

// Checks of a loaded profile; each throws gavel::Error naming the field at fault
// ("profile.hall[3].date"). A run's score in the hall: garnets, tables and the win,
// bounded by run_checks.h's bounds, well below this.
inline constexpr int most_fame_score = 100000000;
// One entry: score, ascension and acts in range; ending and date short, printable.
void check_fame(const Fame& fame, std::string_view field);
// The level unlocked in range, at most hall_size entries, each sound, best first.
void check_profile(const Profile& profile);

}  // namespace gavel::campaign

CEREAL_CLASS_VERSION(gavel::campaign::Fame, 2);
CEREAL_CLASS_VERSION(gavel::campaign::Profile, 1);
