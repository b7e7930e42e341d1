// The title menu: what `gavel` with no command shows.

#include "gavel/ui/title.h"

#include <algorithm>
#include <optional>
#include <system_error>

#include "gavel/campaign/content.h"
#include "gavel/campaign/daily.h"
#include "gavel/campaign/saves.h"
#include "gavel/core/error.h"
#include "gavel/core/save_lock.h"
#include "gavel/core/text.h"
#include "gavel/games/catalog.h"
#include "gavel/ui/campaign.h"
#include "gavel/version.h"

namespace gavel::ui {

namespace {

// The items in the order title_menu() lists them.
enum Item {
  item_continue,
  item_new_run,
  item_daily_run,
  item_quick_play,
  item_hall_of_fame,
  item_help,
  item_quit,
};

constexpr int menu_width = 32;
// Banner (3 rows), a blank, the tagline, the run's length, a blank, then the seven items.
constexpr int block_height = 3 + 1 + 1 + 2 + 7;

// How long a run is today, counted from the chapters built: "A run has 2 acts today:
// Auction Web and Auctionland.", shortened to "4 acts today: ..." when that is too
// wide for `width` columns, and to "5 acts today, from A to E." when that still is.
std::string run_length_words(int width) {
  const std::vector<Chapter>& built = all_chapters();
  if (built.empty()) return "";
  std::string titles;
  for (std::size_t i = 0; i < built.size(); ++i)
    titles += (i == 0 ? "" : i + 1 == built.size() ? " and " : ", ") + built[i].title;
  const std::string acts = counted(built.size(), "act", "acts");
  const std::string words = "A run has " + acts + " today: " + titles + ".";
  if (text_width(words) <= width) return words;
  const std::string shorter = acts + " today: " + titles + ".";
  if (text_width(shorter) <= width) return shorter;
  return acts + " today, from " + built.front().title + " to " + built.back().title + ".";
}

void draw_title(Screen& screen, const Glyphs& glyphs, const Menu& menu) {
  const int top = std::max(1, (screen.height() - 1 - block_height) / 2);
  const int banner_width = 19;
  const int banner_left = (screen.width() - banner_width) / 2;
  draw_frame(screen, glyphs, top, banner_left, 3, banner_width);
  draw_centred(screen, top + 1, "GAVEL", Style{Tone::title, true, false});
  draw_centred(screen, top + 4, "five auction houses, a table of rivals, one gavel",
               styled(Tone::accent));
  draw_centred(screen, top + 5, run_length_words(screen.width() - 2), styled(Tone::dim));
  draw_menu(screen, glyphs, menu, top + 7, (screen.width() - menu_width) / 2, menu_width);
  draw_footer(screen, glyphs,
              {std::string(glyphs.up_down) + "/jk move", "Enter choose", "? help", "q quit"});
  const std::string version_label = std::string("v") + gavel::version;
  screen.text(screen.height() - 1, screen.width() - 1 - text_width(version_label), version_label,
              styled(Tone::dim));
}

// The item a hotkey chooses, or -1.
int item_for_key(const Key& key) {
  if (key.kind != Key::Kind::character) return -1;
  switch (key.ch) {
    case U'c':
    case U'C':
      return item_continue;
    case U'n':
    case U'N':
      return item_new_run;
    case U'd':
    case U'D':
      return item_daily_run;
    case U'p':
    case U'P':
      return item_quick_play;
    case U'f':
    case U'F':
      return item_hall_of_fame;
    case U'?':
      return item_help;
    case U'q':
    case U'Q':
      return item_quit;
    default:
      return -1;
  }
}

// The campaign's side of the menu: the save folder's files under the lock, and the
// content, read the first time a run needs it.
class Saves {
 public:
  Saves(Screen& screen, const Glyphs& glyphs, const TerminalOptions& options)
      : screen_(screen),
        glyphs_(glyphs),
        options_(options),
        own_lock_(options.save_lock == nullptr ? std::optional<SaveDirLock>(options.save_dir)
                                               : std::nullopt),
        lock_(options.save_lock != nullptr ? *options.save_lock : *own_lock_),
        run_file_(lock_, campaign::run_file),
        profile_file_(lock_, campaign::profile_file) {}

  int continue_run() {
    return with_campaign(
        [&](Campaign& campaign) { return ui::continue_run(screen_, glyphs_, campaign); });
  }

  int new_run(std::optional<std::uint64_t> seed, std::optional<int> ascension) {
    return with_campaign([&](Campaign& campaign) {
      return ui::new_run(screen_, glyphs_, campaign,
                         NewRunChoice{seed, ascension, options_.fresh_seed});
    });
  }

  // The run of `day`, as New run starts one: over a saved run only once the player
  // abandons it, at the ascension asked for when levels are unlocked.
  int daily_run(std::chrono::year_month_day day, std::optional<int> ascension) {
    return with_campaign([&](Campaign& campaign) {
      return ui::new_run(screen_, glyphs_, campaign,
                         NewRunChoice{campaign::daily_seed(day), ascension, nullptr, true});
    });
  }

  Leave hall_of_fame() { return show_hall_of_fame(screen_, glyphs_, profile_file_); }

 private:
  template <class Play>
  int with_campaign(const Play& play) {
    if (!content_) {
      try {
        content_ = campaign::load_content(options_.content_dir);
      } catch (const Error& error) {
        const Leave leave = show_page(screen_, glyphs_, "The campaign",
                                      {"The campaign's content cannot be read:", "", error.what()});
        return leave == Leave::interrupted ? interrupted_status : 0;
      }
    }
    Campaign campaign{*content_, options_.content_dir, run_file_, profile_file_,
                      options_.today ? options_.today : today_date};
    return play(campaign);
  }

  Screen& screen_;
  const Glyphs& glyphs_;
  const TerminalOptions& options_;
  std::optional<SaveDirLock> own_lock_;
  const SaveDirLock& lock_;
  SaveFile run_file_;
  SaveFile profile_file_;
  std::optional<campaign::Content> content_;
};

// Today, UTC: the day of the daily run offered.
std::chrono::year_month_day utc_day(const TerminalOptions& options) {
  return options.utc_today ? options.utc_today() : utc_today();
}

}  // namespace

bool save_exists(const std::filesystem::path& save_dir) {
  std::error_code error;
  const std::filesystem::path save = save_dir / campaign::run_file;
  return std::filesystem::exists(save, error) ||
         std::filesystem::exists(save.string() + ".bak", error);
}

Menu title_menu(bool has_save, std::chrono::year_month_day today) {
  Menu menu;
  menu.items = {
      {"Continue", "c", has_save, "(no saved run)"},
      {"New run", "n", true, ""},
      {"Daily run, " + campaign::day_words(today), "d", true, ""},
      {"Quick play", "p", true, ""},
      {"Hall of fame", "f", true, ""},
      {"Help", "?", true, ""},
      {"Quit", "q", true, ""},
  };
  cursor_to_first(menu);
  return menu;
}

int run_title_menu(Screen& screen, const Glyphs& glyphs, const TerminalOptions& options) {
  Saves saves(screen, glyphs, options);
  if (options.opening != Opening::title) {
    int status = 0;
    if (options.opening == Opening::continue_run) {
      status = saves.continue_run();
    } else if (options.daily) {
      status = saves.daily_run(utc_day(options), options.ascension);
    } else {
      status = saves.new_run(options.seed, options.ascension);
    }
    if (status != 0) return status;
  }
  // The day the menu names is the day its Daily run starts: what the player read is
  // what they get. It is read again whenever the menu is built anew, after each page
  // it opens, so a title left open past midnight (UTC) moves on to the new day.
  std::chrono::year_month_day day = utc_day(options);
  Menu menu = title_menu(save_exists(options.save_dir), day);
  auto draw = [&] { draw_title(screen, glyphs, menu); };
  for (;;) {
    const Key key = next_key(screen, glyphs, draw);
    if (key.kind == Key::Kind::interrupt) return interrupted_status;

    int chosen = item_for_key(key);
    if (key.kind == Key::Kind::enter) chosen = menu.cursor;
    steer_menu(menu, key);
    if (key.kind == Key::Kind::escape) {
      // Esc is the back key everywhere, so it may be pressed by habit: ask first.
      switch (ask_yes_no(screen, glyphs, "Quit Gavel? (y/n)", draw)) {
        case Answer::yes:
          return 0;
        case Answer::interrupted:
          return interrupted_status;
        case Answer::no:
          continue;
      }
    }
    if (chosen < 0 || !menu.items[static_cast<std::size_t>(chosen)].enabled) continue;
    menu.cursor = chosen;

    Leave leave = Leave::back;
    switch (chosen) {
      case item_continue:
        if (const int status = saves.continue_run(); status != 0) return status;
        break;
      case item_new_run:
        if (const int status = saves.new_run(std::nullopt, std::nullopt); status != 0) {
          return status;
        }
        break;
      case item_daily_run:
        if (const int status = saves.daily_run(day, std::nullopt); status != 0) return status;
        break;
      case item_quick_play:
        if (const int status = run_quick_play(screen, glyphs, options, all_chapters());
            status != 0) {
          return status;
        }
        break;
      case item_hall_of_fame:
        leave = saves.hall_of_fame();
        break;
      case item_help:
        leave = show_help(screen, glyphs);
        break;
      case item_quit:
        // Nothing is at stake on the title screen, so quitting asks nothing.
        return 0;
      default:
        break;
    }
    if (leave == Leave::interrupted) return interrupted_status;
    // A run may have been saved, ended or set aside: look again. When a run has just
    // been saved or has just ended, the cursor starts over (on Continue, or New run).
    const int cursor = menu.cursor;
    const bool had_save = menu.items[item_continue].enabled;
    day = utc_day(options);
    menu = title_menu(save_exists(options.save_dir), day);
    if (menu.items[item_continue].enabled == had_save) {
      menu.cursor = cursor;
      move_cursor(menu, 0);
    }
  }
}

}  // namespace gavel::ui
