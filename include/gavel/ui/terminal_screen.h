#pragma once
// The real terminal, through ncursesw. Creating a TerminalScreen takes over the
// terminal; destroying it always gives it back (endwin), also when an exception
// unwinds. Only one may exist at a time.

#include <memory>

#include "gavel/ui/screen.h"

namespace gavel::ui {

class TerminalScreen : public Screen {
 public:
  // Starts curses on standard input and output. `colour` false (--no-color,
  // NO_COLOR) keeps the screen monochrome. Throws gavel::Error with one line for
  // the player (in the app's style: lower case, no full stop) when there is no
  // terminal or TERM is missing or unknown.
  explicit TerminalScreen(bool colour);
  ~TerminalScreen() override;
  TerminalScreen(const TerminalScreen&) = delete;
  TerminalScreen& operator=(const TerminalScreen&) = delete;

  int width() const override;
  int height() const override;
  void clear() override;
  void text(int row, int col, std::string_view utf8, Style style = plain) override;
  void present() override;
  // Returns Key::Kind::interrupt once SIGINT, SIGTERM, SIGHUP or SIGQUIT arrived, or when the
  // terminal has gone away.
  Key read_key() override;
  void drop_typed_keys() override;

  // Whether colours are in use (asked for, and the terminal has them).
  bool in_colour() const;
  // The signal that made read_key() return an interrupt (SIGHUP also when the
  // terminal went away), or 0.
  int stop_signal() const;

 private:
  struct Curses;
  std::unique_ptr<Curses> curses_;
};

}  // namespace gavel::ui
