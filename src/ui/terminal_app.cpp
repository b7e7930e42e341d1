#include "gavel/ui/terminal_app.h"

#include <clocale>

#include "gavel/ui/glyphs.h"
#include "gavel/ui/terminal_screen.h"
#include "gavel/ui/title.h"

namespace gavel::ui {

int run_terminal(const TerminalOptions& options) {
  // Before curses starts: ncursesw reads the locale to decode and draw UTF-8.
  std::setlocale(LC_ALL, "");
  const Glyphs& glyphs = glyphs_for(options.ascii || !locale_is_utf8());
  TerminalScreen screen(options.colour);
  const int status = run_title_menu(screen, glyphs, options);
  // A signal's conventional status wins over whatever the loop made of it.
  if (const int number = screen.stop_signal(); number != 0) return 128 + number;
  return status;
}

}  // namespace gavel::ui
