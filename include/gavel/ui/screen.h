#pragma once
// The narrow drawing surface every board and menu draws on (the idea of BrogueCE's
// platform.h): a grid of character cells, some semantic styles, and keys. Two
// implementations: the ncurses terminal (terminal_screen.h) and an in-memory canvas for
// tests (memory_screen.h). Nothing here knows about ncurses.
//
// Text is UTF-8. Every code point takes one column: the game draws Latin text,
// box-drawing lines and a few symbols, never double-width characters.

#include <string>
#include <string_view>

namespace gavel::ui {

// What a piece of text means; the theme (theme.h) decides how that looks in colour
// and in monochrome.
enum class Tone {
  normal,
  dim,      // unavailable items, hints, frames
  accent,   // keys to press, the cursor's marker
  good,     // gains, wins
  bad,      // losses, errors
  warning,  // things that need attention soon
  title,    // banners and headings
};

// A character's own colour (a rival's, from the roster). It replaces the tone's
// colour where the terminal has colours; without them the tone alone decides, so
// whatever wears a hue must also say who it is in words or a glyph.
enum class Hue { none, red, green, yellow, blue, magenta, cyan, white };

struct Style {
  Tone tone = Tone::normal;
  bool bold = false;
  bool reverse = false;  // the selected item: visible even without colour
  Hue hue = Hue::none;

  friend bool operator==(const Style&, const Style&) = default;
};

inline constexpr Style plain{};
inline constexpr Style styled(Tone tone) {
  return Style{tone, false, false};
}
inline constexpr Style selected() {
  return Style{Tone::normal, false, true};
}

struct Key {
  enum class Kind {
    character,  // a printable character, in `ch`
    up,
    down,
    left,
    right,
    enter,
    escape,
    backspace,
    tab,
    home,
    end,
    page_up,
    page_down,
    resize,     // the screen changed size: redraw
    interrupt,  // a signal (or the end of a test's script) asks us to stop
  };
  Kind kind = Kind::interrupt;
  char32_t ch = 0;

  bool is(char32_t c) const { return kind == Kind::character && ch == c; }
  friend bool operator==(const Key&, const Key&) = default;
};

inline Key key_of(Key::Kind kind) {
  return Key{kind, 0};
}
inline Key key_of(char32_t ch) {
  return Key{Key::Kind::character, ch};
}

class Screen {
 public:
  virtual ~Screen() = default;

  virtual int width() const = 0;
  virtual int height() const = 0;
  // Blanks the whole screen (in the back buffer: nothing shows until present()).
  virtual void clear() = 0;
  // Writes `utf8` from (row, col) rightwards; what falls outside the screen is cut.
  virtual void text(int row, int col, std::string_view utf8, Style style = plain) = 0;
  // Shows what was drawn since the last present().
  virtual void present() = 0;
  // Waits for the next key. Returns Key::Kind::interrupt when asked to stop.
  virtual Key read_key() = 0;
  // Forgets the keys typed but not read yet: a question the player did not cause
  // (a rival's offer, a results page) must not be answered by keys meant for another.
  virtual void drop_typed_keys() {}
};

// UTF-8 helpers for drawing. Invalid bytes and control characters become '?', so
// text from files can never move the cursor or change the terminal's state.
std::u32string decode_utf8(std::string_view utf8);
std::string encode_utf8(char32_t code_point);
std::string encode_utf8(std::u32string_view code_points);
// Columns the text takes on screen (one per code point, see above).
int text_width(std::string_view utf8);
// The first `columns` columns of the text.
std::string clip_text(std::string_view utf8, int columns);

}  // namespace gavel::ui
