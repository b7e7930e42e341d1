// The ncurses implementation of Screen: the only file that includes <curses.h>.

#include "gavel/ui/terminal_screen.h"

// Functions rather than macros: curses' clear(), erase() and timeout() macros would
// rewrite our own member names.
#define NCURSES_NOMACROS 1
#include <array>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <termios.h>
#include <unistd.h>

#include <curses.h>

#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/ui/theme.h"
#include "terminal_signals.h"

namespace gavel::ui {

namespace {

// ncurses waits this long for a key before we look at the signal flag again.
constexpr int key_poll_ms = 100;
// read errors this fast, this many times in a row, mean the terminal is gone.
constexpr int lost_terminal_errors = 50;

// Colour pair numbers, one per ink (pair 0 is the terminal's own colours).
short pair_for(Ink ink) {
  return static_cast<short>(ink);
}

void start_colours() {
  start_color();
  // The player's own background, if the terminal lets us keep it.
  const short background = use_default_colors() == OK ? -1 : COLOR_BLACK;
  const short grey = COLORS >= 16 ? 8 : COLOR_WHITE;
  const std::array<std::pair<Ink, short>, 7> inks = {{{Ink::red, COLOR_RED},
                                                      {Ink::green, COLOR_GREEN},
                                                      {Ink::yellow, COLOR_YELLOW},
                                                      {Ink::blue, COLOR_BLUE},
                                                      {Ink::magenta, COLOR_MAGENTA},
                                                      {Ink::cyan, COLOR_CYAN},
                                                      {Ink::grey, grey}}};
  for (const auto& [ink, colour] : inks)
    init_pair(pair_for(ink), colour, background);
}

// A terminfo string capability without its padding ("$<5>"), or "" if absent.
std::string capability(const char* name) {
  const char* value = tigetstr(name);
  if (value == nullptr || value == reinterpret_cast<const char*>(-1)) return {};
  std::string out;
  for (const char* p = value; *p != '\0'; ++p) {
    if (p[0] == '$' && p[1] == '<') {
      while (*p != '\0' && *p != '>')
        ++p;
      if (*p == '\0') break;
      continue;
    }
    out.push_back(*p);
  }
  return out;
}

Key key_from_code(wint_t code) {
  switch (code) {
    case KEY_UP:
      return key_of(Key::Kind::up);
    case KEY_DOWN:
      return key_of(Key::Kind::down);
    case KEY_LEFT:
      return key_of(Key::Kind::left);
    case KEY_RIGHT:
      return key_of(Key::Kind::right);
    case KEY_ENTER:
      return key_of(Key::Kind::enter);
    case KEY_BACKSPACE:
    case KEY_DC:
      return key_of(Key::Kind::backspace);
    // With NumLock off the keypad sends these; the corners of the keypad are named.
    case KEY_HOME:
    case KEY_A1:
      return key_of(Key::Kind::home);
    case KEY_END:
    case KEY_C1:
      return key_of(Key::Kind::end);
    case KEY_PPAGE:
    case KEY_A3:
      return key_of(Key::Kind::page_up);
    case KEY_NPAGE:
    case KEY_C3:
      return key_of(Key::Kind::page_down);
    case KEY_RESIZE:
      return key_of(Key::Kind::resize);
    default:
      return key_of(U'\0');  // a key we do not use
  }
}

Key key_from_character(wint_t ch) {
  switch (ch) {
    case L'\n':
    case L'\r':
      return key_of(Key::Kind::enter);
    case 27:
      return key_of(Key::Kind::escape);
    case 8:
    case 127:
      return key_of(Key::Kind::backspace);
    case L'\t':
      return key_of(Key::Kind::tab);
    default:
      if (ch < 0x20 || (ch >= 0x7F && ch < 0xA0)) return key_of(U'\0');
      return key_of(static_cast<char32_t>(ch));
  }
}

}  // namespace

struct TerminalScreen::Curses {
  SignalGuard signals;  // first in, last out: outlives endwin
  SCREEN* screen = nullptr;
  bool colour = false;
  bool wide_colours = false;
  bool terminal_lost = false;

  ~Curses() {
    if (screen != nullptr) {
      endwin();
      delscreen(screen);
    }
  }
};

TerminalScreen::TerminalScreen(bool colour) : curses_(std::make_unique<Curses>()) {
  if (isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0) {
    throw Error(
        "the title menu needs a terminal, but standard input or output is not one "
        "(for scripts: gavel play CHAPTER --text)");
  }
  const char* term = std::getenv("TERM");
  if (term == nullptr || *term == '\0') {
    throw Error(
        "TERM is not set, so the title menu cannot be drawn: set it to your terminal's "
        "type (for example TERM=xterm-256color)");
  }
  termios shell_mode{};
  tcgetattr(STDIN_FILENO, &shell_mode);
  curses_->screen = newterm(nullptr, stdout, stdin);
  if (curses_->screen == nullptr) {
    throw Error("the title menu cannot be drawn on a terminal of type TERM=" + quote_input(term) +
                ": set TERM to your terminal's type (for example xterm-256color)");
  }
  set_term(curses_->screen);
  // Without cursor addressing (TERM=dumb, an editor's shell buffer) every frame would
  // come out as one endless line that no key redraws.
  if (capability("cup").empty()) {
    throw Error("a terminal of type TERM=" + quote_input(term) +
                " cannot move its cursor, so the board cannot be drawn there: play in text "
                "(gavel new --text), or set TERM to your terminal's type");
  }
  cbreak();
  noecho();
  nonl();
  keypad(stdscr, TRUE);
  set_escdelay(25);  // or Esc seems to do nothing for a second
  curs_set(0);
  wtimeout(stdscr, key_poll_ms);
  curses_->colour = colour && has_colors();
  if (curses_->colour) {
    start_colours();
    curses_->wide_colours = COLORS >= 16;
  }
  const std::string restore =
      capability("sgr0") + capability("cnorm") + capability("rmkx") + capability("rmcup");
  curses_->signals.arm(STDIN_FILENO, STDOUT_FILENO, shell_mode, restore);
}

TerminalScreen::~TerminalScreen() = default;

int TerminalScreen::width() const {
  return getmaxx(stdscr);
}
int TerminalScreen::height() const {
  return getmaxy(stdscr);
}
void TerminalScreen::clear() {
  werase(stdscr);
}

void TerminalScreen::text(int row, int col, std::string_view utf8, Style style) {
  if (row < 0 || row >= height()) return;
  std::wstring line;
  for (char32_t ch : decode_utf8(utf8))
    line.push_back(static_cast<wchar_t>(ch));
  if (col < 0) {
    line.erase(0, static_cast<std::size_t>(-col));
    col = 0;
  }
  const int room = width() - col;
  if (room <= 0 || line.empty()) return;
  if (static_cast<int>(line.size()) > room) line.resize(static_cast<std::size_t>(room));

  Look look = look_for(style, curses_->colour);
  // Bright black is grey enough by itself; dimming it too makes it unreadable.
  if (look.ink == Ink::grey && curses_->wide_colours) look.dim = false;
  attr_t attributes = A_NORMAL;
  if (look.bold) attributes |= A_BOLD;
  if (look.dim) attributes |= A_DIM;
  if (look.underline) attributes |= A_UNDERLINE;
  if (look.reverse) attributes |= A_REVERSE;
  const short pair = curses_->colour ? pair_for(look.ink) : 0;
  wattr_set(stdscr, attributes, pair, nullptr);
  // Writing the bottom-right cell returns ERR (the cursor cannot move past it) but
  // the character is drawn, so the result is not checked.
  mvwaddnwstr(stdscr, row, col, line.c_str(), static_cast<int>(line.size()));
  wattr_set(stdscr, A_NORMAL, 0, nullptr);
}

void TerminalScreen::present() {
  wrefresh(stdscr);
}

Key TerminalScreen::read_key() {
  int fast_errors = 0;
  for (;;) {
    if (stop_signal() != 0) return key_of(Key::Kind::interrupt);
    const auto asked = std::chrono::steady_clock::now();
    wint_t code = 0;
    errno = 0;
    const int kind = wget_wch(stdscr, &code);
    if (kind == ERR) {
      // A timeout (to look at the signal flag) or a signal; but an error that comes
      // back at once, again and again, is a terminal that has gone away.
      const auto waited = std::chrono::steady_clock::now() - asked;
      if (errno != EINTR && waited < std::chrono::milliseconds(key_poll_ms / 10)) {
        if (++fast_errors >= lost_terminal_errors) {
          curses_->terminal_lost = true;
          return key_of(Key::Kind::interrupt);
        }
      } else {
        fast_errors = 0;
      }
      continue;
    }
    fast_errors = 0;
    const Key key = kind == KEY_CODE_YES ? key_from_code(code) : key_from_character(code);
    if (key.kind == Key::Kind::character && key.ch == U'\0') continue;
    return key;
  }
}

void TerminalScreen::drop_typed_keys() {
  flushinp();
}

bool TerminalScreen::in_colour() const {
  return curses_->colour;
}

int TerminalScreen::stop_signal() const {
  if (const int number = SignalGuard::stop_signal(); number != 0) return number;
  return curses_->terminal_lost ? SIGHUP : 0;
}

}  // namespace gavel::ui
