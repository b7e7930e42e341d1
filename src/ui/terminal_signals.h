#pragma once
// Signals while ncurses owns the terminal (private to src/ui). SIGINT, SIGTERM, SIGHUP
// and SIGQUIT only record themselves, so the key loop can save and leave through
// endwin. (SIGQUIT's own action, a core dump, would leave the terminal raw and the
// run unsaved: Ctrl-\ is a way to quit like any other.)
// Crashes (SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL) put the terminal back with
// async-signal-safe calls, then let the signal do what it did before.

#include <string>
#include <termios.h>

namespace gavel::ui {

class SignalGuard {
 public:
  // Remembers the handlers in place. Construct before newterm, which puts in
  // ncurses' own handlers where it finds the default ones.
  SignalGuard();
  // Puts back the handlers remembered (destroy after endwin).
  ~SignalGuard();
  SignalGuard(const SignalGuard&) = delete;
  SignalGuard& operator=(const SignalGuard&) = delete;

  // Installs our handlers (after newterm). `shell_mode` is the state of the terminal
  // on `input_fd` before curses started; `restore` the bytes that, written to
  // `output_fd`, undo curses' output modes (sgr0, cnorm, rmkx, rmcup).
  void arm(int input_fd, int output_fd, const termios& shell_mode, const std::string& restore);

  // The signal that asked us to stop, or 0.
  static int stop_signal();
};

}  // namespace gavel::ui
