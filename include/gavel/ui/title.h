#pragma once
// The title menu and the pages it opens, drawn on any Screen. run_terminal() runs
// these on the real terminal; tests run them on a MemoryScreen.

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "gavel/ui/glyphs.h"
#include "gavel/ui/screen.h"
#include "gavel/ui/terminal_app.h"
#include "gavel/ui/widgets.h"

namespace gavel::ui {

// The status run_title_menu returns when Key::interrupt ended it; run_terminal
// replaces it with 128 + the signal's number.
inline constexpr int interrupted_status = 130;

// A run is saved when `<save_dir>/run.sav` exists, or its backup alone (a save cut
// short between its two renames; loading reads the backup then).
bool save_exists(const std::filesystem::path& save_dir);

// Continue, New run, Daily run (named with `today`, UTC: "Daily run, 2026-11-28"),
// Quick play, Hall of fame, Help, Quit; Continue is disabled without a save.
Menu title_menu(bool has_save, std::chrono::year_month_day today);

// Runs the title menu until the player quits (returns 0), an interrupt arrives
// (interrupted_status) or a chapter ends the program (its status). With
// options.opening a run starts or continues first. Continue, New run and the hall of
// fame use the save folder under options.save_lock (or a lock of the menu's own).
// Daily run starts the run of options.utc_today() (the clock's day, UTC, when empty).
int run_title_menu(Screen& screen, const Glyphs& glyphs, const TerminalOptions& options);

// The pages of the title menu. The help describes the campaign; a run's `?` shows it
// too. (The hall of fame is in campaign.h.)
std::vector<std::string> help_text(const Glyphs& glyphs);
Leave show_help(Screen& screen, const Glyphs& glyphs);
// Lists `chapters` (the title passes all_chapters()) and plays the one chosen
// through options.play_chapter. Returns 0 to go back to the title, or the status
// that ends the program.
int run_quick_play(Screen& screen, const Glyphs& glyphs, const TerminalOptions& options,
                   const std::vector<Chapter>& chapters);

}  // namespace gavel::ui
