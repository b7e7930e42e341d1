#pragma once
// The campaign's screens: a run from an act's introduction over the district's map
// and through its rooms to the auction house's table, its results and the next act,
// to the run's end. Ironman: the run is stored after every move it makes (every room
// walked, ware bought, choice made, trade, every move at a table) and on quit, so
// Continue picks it up exactly where it stopped. The title menu's Continue and New
// run, and `gavel new` and `gavel continue`, come here.

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include "gavel/campaign/content.h"
#include "gavel/campaign/profile.h"
#include "gavel/campaign/run.h"
#include "gavel/core/save_file.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/screen.h"
#include "gavel/ui/widgets.h"

namespace gavel::ui {

// What the campaign's screens work with: the content, and the two files of the save
// folder that the app (or the title menu) holds locked.
struct Campaign {
  const campaign::Content& content;
  std::filesystem::path content_dir;
  SaveFile& run_file;                  // run.sav: the run under way
  SaveFile& profile_file;              // profile.sav: the hall of fame and the ascension unlocked
  std::function<std::string()> today;  // YYYY-MM-DD, for the hall of fame

  std::filesystem::path save_dir() const { return run_file.path().parent_path(); }

  // The run is over: into `profile`'s hall of fame (stored), its summary written
  // beside the saves, run.sav removed, in that order, so a crash between never loses
  // the run from the hall. `kept` says where the summary is, or why it is not.
  struct Closed {
    campaign::Fame fame;
    std::string kept;
  };
  Closed close_run(campaign::Profile& profile, const campaign::Run& run) const;
};

// Plays `run` from where it stands until the player saves and quits (0), a signal
// arrives (interrupted_status, the run saved first) or the run ends. At the end the
// run goes into the hall of fame, its summary is written to run-<seed>.txt in the save
// folder, run.sav is removed and the summary is shown (0). Throws gavel::Error when
// the run cannot be stored.
int play_run(Screen& screen, const Glyphs& glyphs, Campaign& campaign, campaign::Run& run);

// The title's Continue: loads run.sav and plays it. A save that cannot be loaded (or
// holds what this Gavel cannot play) gets its message and a choice: set it aside, after
// which the backup loads if it is good, or go back. Returns as play_run does.
int continue_run(Screen& screen, const Glyphs& glyphs, Campaign& campaign);

struct NewRunChoice {
  std::optional<std::uint64_t> seed;  // none: fresh_seed()
  std::optional<int> ascension;       // none: asked when the profile has levels unlocked
  std::function<std::uint64_t()> fresh_seed;
  bool daily = false;  // the day's run: `seed` is the day's (campaign/daily.h)
};

// The title's New run: when a run is saved, asks whether to abandon it (it goes into
// the hall of fame as it stands and its save is removed); asks the ascension level
// when any is unlocked; then starts the run and plays it. Returns as play_run does.
int new_run(Screen& screen, const Glyphs& glyphs, Campaign& campaign, const NewRunChoice& choice);

// The hall of fame from profile.sav: score, seed, ascension, acts reached, how each
// run ended and when. A profile that cannot be read gets the damaged-file choice.
Leave show_hall_of_fame(Screen& screen, const Glyphs& glyphs, SaveFile& profile_file);

// Today's date from the clock, YYYY-MM-DD.
std::string today_date();

// Today, UTC, from the clock: the day whose run the daily run is.
std::chrono::year_month_day utc_today();

// A seed for a new run, from the system's random device; small enough to type.
std::uint64_t random_seed();

}  // namespace gavel::ui
