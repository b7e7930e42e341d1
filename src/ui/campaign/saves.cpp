// The save folder as the player meets it: a save that cannot be loaded and what to do
// about it, the profile, the hall of fame, the summary file, the clock and new seeds.

#include "gavel/campaign/saves.h"

#include <ctime>
#include <random>

#include "gavel/campaign/daily.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/ui/board_kit.h"
#include "gavel/ui/title.h"
#include "parts.h"

namespace gavel::ui {

Campaign::Closed Campaign::close_run(campaign::Profile& profile, const campaign::Run& run) const {
  Closed closed{campaign::enter_hall(profile, run, today()), ""};
  store_object(profile_file, profile);
  try {
    closed.kept = "This summary is kept in " +
                  quote_path(campaign::write_summary(save_dir(), run, content).string()) + ".";
  } catch (const Error& error) {
    // The hall of fame has the run already; the summary is a courtesy.
    closed.kept = std::string("The summary could not be written: ") + error.what();
  }
  run_file.remove();
  return closed;
}

namespace campaign_screens {

namespace {

// Tells the player what became of a file set aside, and whether a backup took its place.
Leave tell_set_aside(Screen& screen, const Glyphs& glyphs, const std::filesystem::path& where,
                     bool backup_left, std::string_view what) {
  const std::vector<std::string> said = campaign::set_aside_words(where, backup_left, what);
  return show_page(screen, glyphs, "Set aside", {said[0], "", said[1]});
}

}  // namespace

Damaged ask_about_damaged(Screen& screen, const Glyphs& glyphs, const std::string& error,
                          std::string_view what) {
  Question question;
  question.title = "The " + std::string(what) + " cannot be loaded";
  question.explain = {error, "", campaign::damaged_save_words};
  question.menu.items = {{"Set it aside and go on", "", true, ""},
                         {"Back to the title, leaving the file as it is", "", true, ""}};
  auto draw = [&] {
    draw_question(screen, glyphs, 2, screen.height() - 2, question);
    draw_footer(screen, glyphs,
                {std::string(glyphs.up_down) + "/jk choose", "Enter confirm", "Esc back"});
  };
  for (;;) {
    const Key key = next_key(screen, glyphs, draw);
    if (key.kind == Key::Kind::interrupt) return Damaged::interrupted;
    if (key.kind == Key::Kind::escape || key.is(U'q')) return Damaged::back;
    steer_menu(question.menu, key);
    if (key.kind == Key::Kind::enter) {
      return question.menu.cursor == 0 ? Damaged::set_aside : Damaged::back;
    }
  }
}

namespace {

// Loads with `load` until it works or the player stops setting files aside.
template <class Load>
Opened open_save(Screen& screen, const Glyphs& glyphs, SaveFile& file, std::string_view what,
                 const Load& load) {
  for (;;) {
    std::string error;
    try {
      return load() ? Opened::loaded : Opened::none;
    } catch (const Error& failure) {
      error = failure.what();
    }
    switch (ask_about_damaged(screen, glyphs, error, what)) {
      case Damaged::back:
        return Opened::back;
      case Damaged::interrupted:
        return Opened::interrupted;
      case Damaged::set_aside:
        break;
    }
    const std::filesystem::path where = file.set_aside();
    if (tell_set_aside(screen, glyphs, where, file.exists(), what) == Leave::interrupted) {
      return Opened::interrupted;
    }
  }
}

}  // namespace

Opened open_run(Screen& screen, const Glyphs& glyphs, Campaign& campaign, cp::Run& run) {
  return open_save(screen, glyphs, campaign.run_file, "saved run", [&] {
    return cp::load_run(campaign.run_file, campaign.content, campaign.content_dir, run);
  });
}

Opened open_profile(Screen& screen, const Glyphs& glyphs, SaveFile& file, cp::Profile& profile) {
  return open_save(screen, glyphs, file, "profile", [&] {
    profile = cp::load_profile(file);
    return true;
  });
}

}  // namespace campaign_screens

Leave show_hall_of_fame(Screen& screen, const Glyphs& glyphs, SaveFile& profile_file) {
  campaign::Profile profile;
  switch (campaign_screens::open_profile(screen, glyphs, profile_file, profile)) {
    case campaign_screens::Opened::interrupted:
      return Leave::interrupted;
    case campaign_screens::Opened::back:
      return Leave::back;
    default:
      break;
  }
  std::vector<std::string> lines;
  if (profile.hall.empty()) {
    lines = {
        "No runs yet. Runs won and lost, and runs abandoned for a new one, are kept here, "
        "the best " +
        std::to_string(campaign::hall_size) + " first."};
  } else {
    // Each column as wide as its widest entry: an ending is never cut into the date. A
    // daily run is marked on its seed, the date, by one character: "20261128*" is no
    // wider than the nine digits of a seed of its own, so a row with the longest ending
    // still fits the page's 76 columns, where a column more would not.
    lines = aligned_columns(campaign::hall_rows(profile));
    if (const std::string note = campaign::daily_mark_note(profile); !note.empty()) {
      lines.emplace_back("");
      lines.push_back(note);
    }
  }
  lines.emplace_back("");
  lines.push_back(profile.ascension_unlocked == 0
                      ? "Win a run to unlock ascension 1: harder runs for the brave."
                      : "Ascension unlocked up to " + std::to_string(profile.ascension_unlocked) +
                            ": New run offers each level.");
  return show_page(screen, glyphs, "Hall of fame", lines);
}

std::string today_date() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char text[16];
  const std::size_t length = std::strftime(text, sizeof text, "%Y-%m-%d", &local);
  return std::string(text, length);
}

std::chrono::year_month_day utc_today() {
  return campaign::utc_day_of(std::chrono::system_clock::now());
}

std::uint64_t random_seed() {
  // Nine digits at most, like the seeds of tables: easy to read out and type again.
  std::random_device device;
  const std::uint64_t high = device();
  return ((high << 32) | device()) % 1'000'000'000;
}

}  // namespace gavel::ui
