#pragma once
// The interactive game in a real terminal: the one call the command line makes
// into the ncurses front end.

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include "gavel/core/chapter.h"

namespace gavel {
class SaveDirLock;
}

namespace gavel::ui {

class Screen;

// What the terminal opens on: the title menu, or a run straight away (`gavel new`,
// `gavel continue`), after which the title menu follows.
enum class Opening { title, new_run, continue_run };

struct TerminalOptions {
  std::filesystem::path save_dir;
  std::filesystem::path content_dir;
  bool ascii = false;  // --ascii, or a terminal whose locale is not UTF-8
  bool colour = true;  // off with --no-color or a non-empty NO_COLOR
  // The lock the app holds on save_dir; it must outlive the menu. Without one the
  // menu takes its own (tests), so run.sav is never written by two processes.
  const SaveDirLock* save_lock = nullptr;
  Opening opening = Opening::title;
  // For the first New run: `gavel new --seed N --ascension K`. A run without a seed
  // gets a fresh one from fresh_seed (random when empty), shown to the player.
  // `gavel new --daily` starts the day's run instead (daily, and never a seed).
  std::optional<std::uint64_t> seed;
  std::optional<int> ascension;
  bool daily = false;
  std::function<std::uint64_t()> fresh_seed;
  // Today as YYYY-MM-DD, for the hall of fame; empty reads the clock.
  std::function<std::string()> today;
  // Today, UTC, whose run the daily run is (campaign/daily.h); empty reads the clock.
  std::function<std::chrono::year_month_day()> utc_today;
  // Plays one chapter of Quick play on `screen`. Returns 0 to come back to the menu;
  // any other value ends the program with that status (after Key::interrupt, say).
  // Throws gavel::Error for a chapter that cannot start; the menu shows its text.
  // Empty: Quick play says that playing from the menu is not ready yet.
  std::function<int(const Chapter& chapter, Screen& screen)> play_chapter;
};

// Shows the title menu and runs what the player chooses until they quit. Returns
// the process exit status: 0 when the player quits, 128 + the signal's number after
// SIGINT (130), SIGTERM (143), SIGHUP (129) or SIGQUIT (131). The terminal is restored whatever
// happens. Throws gavel::Error, with the terminal already restored, when the terminal
// cannot be used (no TERM, an unknown TERM, not a terminal at all).
int run_terminal(const TerminalOptions& options);

// `gavel play CHAPTER` on its board in the real terminal (play_on_screen, play.h),
// with the same glyphs, colours and signal handling as run_terminal and the same
// exit statuses. Throws gavel::Error, with the terminal restored, when the terminal
// cannot be used or the chapter cannot start.
int play_in_terminal(const TerminalOptions& options, const Chapter& chapter, const Setup& setup,
                     std::uint64_t seed);

}  // namespace gavel::ui
