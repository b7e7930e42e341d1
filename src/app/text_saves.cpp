// The save folder as the text run meets it: a save that cannot be loaded and the
// one question about it (as the board asks), a run abandoned for a new one, and the
// run's end in the hall of fame.

#include <algorithm>

#include "gavel/campaign/profile.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/saves.h"
#include "gavel/campaign/summary.h"
#include "gavel/campaign/words.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/ui/board_kit.h"
#include "text_desk.h"

namespace gavel::text_run {

namespace {

void say_hall(Console& console, const cp::Profile& profile) {
  console.heading("Hall of fame:");
  if (profile.hall.empty()) {
    console.say("  No runs yet.");
    return;
  }
  for (const std::string& line : ui::aligned_columns(cp::hall_rows(profile)))
    console.say("  " + line);
  if (const std::string note = cp::daily_mark_note(profile); !note.empty())
    console.say("  " + note);
}

// Loads with `load` (true: loaded, false: no save) until it works or the player
// leaves a damaged file as it is (nothing), asking as the board does: each damaged
// file is set aside only when the player says so, and its backup is tried next.
template <class Load>
std::optional<bool> open_save(Console& console, SaveFile& file, std::string_view what,
                              const Load& load) {
  for (;;) {
    try {
      return load();
    } catch (const Error& error) {
      console.say(error.what());
    }
    console.say(cp::damaged_save_words);
    if (!ask_yes(console, "Set the " + std::string(what) + " aside and go on?")) {
      console.say("The file is left as it is.");
      return std::nullopt;
    }
    const std::filesystem::path where = file.set_aside();
    for (const std::string& line : cp::set_aside_words(where, file.exists(), what))
      console.say(line);
  }
}

}  // namespace

bool ask_yes(Console& console, const std::string& question) {
  for (;;) {
    console.say(question + " (y/n)");
    const std::optional<std::string> typed = console.read();
    if (!typed || lowercase(*typed) == "n" || lowercase(*typed) == "no") return false;
    if (lowercase(*typed) == "y" || lowercase(*typed) == "yes") return true;
    console.say("y or n, please.");
  }
}

std::optional<bool> open_run(Console& console, ui::Campaign& campaign, cp::Run& run) {
  return open_save(console, campaign.run_file, "saved run", [&] {
    return cp::load_run(campaign.run_file, campaign.content, campaign.content_dir, run);
  });
}

std::optional<cp::Profile> open_profile(Console& console, ui::Campaign& campaign) {
  cp::Profile profile;
  if (!open_save(console, campaign.profile_file, "profile", [&] {
        profile = cp::load_profile(campaign.profile_file);
        return true;
      })) {
    return std::nullopt;
  }
  return profile;
}

bool abandon(ui::Campaign& campaign, const cp::Run& saved, Console& console) {
  console.say("A run is saved: seed " + std::to_string(saved.seed) + ", ascension " +
              std::to_string(saved.ascension) + ", act " + std::to_string(saved.act + 1) + " of " +
              std::to_string(saved.chapters.size()) + " (" + cp::chapter_title(saved.chapter()) +
              "), " + cp::tokens(saved.tokens) + ", " + cp::garnets(saved.garnets) + ".");
  console.say("A new run abandons it: it goes into the hall of fame as it stands (\"" +
              cp::ending_words(saved) + "\") and its save is removed.");
  if (!ask_yes(console, "Abandon it and start a new run?")) return false;
  std::optional<cp::Profile> profile = open_profile(console, campaign);
  if (!profile) return false;
  cp::enter_hall(*profile, saved, campaign.today());
  store_object(campaign.profile_file, *profile);
  campaign.run_file.remove();
  return true;
}

int end_run(Desk& desk) {
  ui::Campaign& campaign = desk.campaign;
  const cp::Run& run = desk.run;
  std::optional<cp::Profile> opened = open_profile(desk.console, campaign);
  if (!opened) {
    desk.console.say(
        "The run's end is not recorded yet: the run stays saved, and gavel continue --text "
        "records it once the profile can be used.");
    return left_damaged_status;
  }
  cp::Profile& profile = *opened;
  const int unlocked = profile.ascension_unlocked;
  const auto [fame, kept] = campaign.close_run(profile, run);
  Console& console = desk.console;
  const bool won = run.stage == cp::Stage::won;
  console.heading(won ? "The run is won! You won it at ascension " + std::to_string(run.ascension) +
                            "."
                      : "The run is lost at " + cp::chapter_title(run.chapter()) +
                            ": no tokens of life are left.");
  const auto place = std::find(profile.hall.begin(), profile.hall.end(), fame);
  console.say("Score " + std::to_string(fame.score) + ", " +
              (place == profile.hall.end()
                   ? "not among the best " + std::to_string(cp::hall_size) + " runs."
                   : ordinal(static_cast<int>(place - profile.hall.begin()) + 1) +
                         " in the hall of fame."));
  if (profile.ascension_unlocked > unlocked) {
    console.say("Ascension " + std::to_string(profile.ascension_unlocked) +
                " is unlocked: gavel new --text --ascension " +
                std::to_string(profile.ascension_unlocked) + " plays it.");
  }
  console.say(kept);
  console.say("");
  console.say(cp::run_summary(run, desk.content()));
  say_hall(console, profile);
  return 0;
}

}  // namespace gavel::text_run
