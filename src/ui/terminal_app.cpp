#include "gavel/ui/terminal_app.h"

#include <clocale>

#include "gavel/ui/glyphs.h"
#include "gavel/ui/play.h"
#include "gavel/ui/terminal_screen.h"
#include "gavel/ui/title.h"

namespace gavel::ui {

namespace {

// Runs `show` on the real terminal and gives back its exit status.
int in_terminal(const TerminalOptions& options,
                const std::function<int(Screen&, const Glyphs&)>& show) {
  // Before curses starts: ncursesw reads the locale to decode and draw UTF-8.
  std::setlocale(LC_ALL, "");
  const Glyphs& glyphs = glyphs_for(options.ascii || !locale_is_utf8());
  TerminalScreen screen(options.colour);
  const int status = show(screen, glyphs);
  // A signal's conventional status wins over whatever the loop made of it.
  if (const int number = screen.stop_signal(); number != 0) return 128 + number;
  return status;
}

}  // namespace

int run_terminal(const TerminalOptions& options) {
  return in_terminal(options, [&](Screen& screen, const Glyphs& glyphs) {
    return run_title_menu(screen, glyphs, options);
  });
}

int play_in_terminal(const TerminalOptions& options, const Chapter& chapter, const Setup& setup,
                     std::uint64_t seed) {
  return in_terminal(options, [&](Screen& screen, const Glyphs& glyphs) {
    return play_on_screen(screen, glyphs, chapter, setup, seed, options.content_dir);
  });
}

}  // namespace gavel::ui
