#pragma once
// The run and the profile in the save folder: run.sav holds the run under way
// (ironman: written after every move, removed when the run ends), profile.sav the
// ascension unlocked and the hall of fame. Both use save_file.h's envelope; what is
// read back is checked against the content before anything uses it.

#include <string>
#include <string_view>
#include <vector>

#include "gavel/campaign/content.h"
#include "gavel/campaign/profile.h"
#include "gavel/campaign/run.h"
#include "gavel/campaign/run_checks.h"
#include "gavel/core/save_file.h"

namespace gavel::campaign {

inline constexpr const char* run_file = "run.sav";
inline constexpr const char* profile_file = "profile.sav";

// Loads the saved run into `run`; false when there is none. Throws gavel::Error,
// naming the file, for one that cannot be read or holds what this Gavel cannot play
// (check_run of run_checks.h, whose message names the field: "run.sav cannot be
// played: run.tokens is 7, and ..."; or a table whose moves do not replay through
// the rules of the chapters in `content_dir`, the message naming the move); the
// file is then never written over (SaveFile).
bool load_run(SaveFile& file, const Content& content, const std::filesystem::path& content_dir,
              Run& run);

// Writes the run's summary (summary.h) to run-<seed>.txt in `save_dir`, through a
// temporary file renamed into place. Returns the file's path; throws gavel::Error
// when it cannot.
std::filesystem::path write_summary(const std::filesystem::path& save_dir, const Run& run,
                                    const Content& content);

// The profile, or a fresh one when there is none. Throws like load_run, the field
// named by check_profile.
Profile load_profile(SaveFile& file);

// What the board and the text mode say of a save that cannot be loaded, after its
// error: why Gavel leaves it be, and what setting it aside does.
inline constexpr const char* damaged_save_words =
    "Gavel will not write over it. Set aside, it is kept under another name and the backup "
    "(the save before the last move) is loaded if it is good.";
// What became of a `what` ("saved run", "profile") set aside to `where`: where it is
// kept, and whether its backup is tried next.
std::vector<std::string> set_aside_words(const std::filesystem::path& where, bool backup_left,
                                         std::string_view what);

}  // namespace gavel::campaign
