#pragma once
// The pieces every page is made of, drawn through Screen only: the size guard, the
// key loop, frames, menus, scrollable text pages and yes/no questions. Chapter boards
// use these too, so they behave like the title menu (the man page's KEYS).

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/ui/glyphs.h"
#include "gavel/ui/screen.h"

namespace gavel::ui {

// Every page is laid out for at least this much room.
inline constexpr int minimum_width = 80;
inline constexpr int minimum_height = 24;

bool too_small(const Screen& screen);
// "Make the terminal at least 80x24 (it is now WxH).", centred.
void draw_size_notice(Screen& screen, const Glyphs& glyphs);

// How a page was left.
enum class Leave { back, interrupted };

// One turn of a page's loop: blanks the screen, calls `draw_page` (or draws the size
// notice when the terminal is too small), shows it and waits. Resizes only redraw.
// While the terminal is too small only Escape, q and interrupt come back: the player
// cannot see what any other key would do.
Key next_key(Screen& screen, const Glyphs& glyphs, const std::function<void()>& draw_page);

// Movement from arrows and from h j k l.
enum class Step { none, up, down, left, right };
Step step_of(const Key& key);
// Scrolls a text whose first row shown is `first`, `page` rows shown at a time, at
// most `most` rows down: up and down a row, PgUp, PgDn and Space a page less a row,
// Home and g the top, End and G the bottom. False, `first` untouched, for any other key.
bool scroll_key(const Key& key, int page, int most, int& first);

// Words of `text` in lines at most `width` columns long; words longer than a line
// are cut. Text that fits is returned as it is. Leading blanks are kept on the first line and
// repeated on the others, so indented lines stay indented.
std::vector<std::string> wrap_text(std::string_view text, int width);

void draw_centred(Screen& screen, int row, std::string_view utf8, Style style = plain);
// Text cut to `width` columns, ending in the ellipsis glyph when it does not fit, so a
// player (and a test) can see that something was left out.
std::string shorten(const Glyphs& glyphs, std::string_view text, int width);
// A box with its corners at (top, left) and (top + height - 1, left + width - 1),
// with `title` set into the top line.
void draw_frame(Screen& screen, const Glyphs& glyphs, int top, int left, int height, int width,
                std::string_view title = {});
// Key hints on the bottom row, centred, separated by bullets.
void draw_footer(Screen& screen, const Glyphs& glyphs, const std::vector<std::string>& hints);

struct MenuItem {
  std::string label;
  std::string key;  // the hotkey shown at the right ("c", "?"), may be empty
  bool enabled = true;
  std::string note;  // shown after a disabled item: why it is disabled
};

struct Menu {
  std::vector<MenuItem> items;
  int cursor = 0;
};

// Moves the cursor by `delta` enabled items, wrapping around and skipping disabled
// ones. A cursor on a disabled item (or out of range) first goes to the next enabled.
void move_cursor(Menu& menu, int delta);
void cursor_to_first(Menu& menu);
void cursor_to_last(Menu& menu);
// The keys every menu answers alike: up and down (arrows, j k) move the cursor,
// Home and End jump to the first and last item. True when `key` was one of them.
bool steer_menu(Menu& menu, const Key& key);
// One row per item from `top`; the selected item is in reverse video with a pointer,
// so it stands out without colour.
void draw_menu(Screen& screen, const Glyphs& glyphs, const Menu& menu, int top, int left,
               int width);

// A framed, scrollable page of text. Each paragraph is wrapped to the screen at every
// redraw; "" is a blank line. Arrows, j k, PgUp PgDn, Home End and space scroll when
// the text is longer than the screen; any other key goes back. `from_end` opens it
// scrolled to the end (a log, newest last).
Leave show_page(Screen& screen, const Glyphs& glyphs, std::string_view title,
                const std::vector<std::string>& paragraphs, bool from_end = false);

enum class Answer { yes, no, interrupted };
// Asks `question` in a box over whatever `draw_behind` draws. y means yes; any other
// key means no.
Answer ask_yes_no(Screen& screen, const Glyphs& glyphs, std::string_view question,
                  const std::function<void()>& draw_behind);

// Shows `text`, wrapped, in a box at most note_width wide over whatever `draw_behind`
// draws, until any key: for words too long for the status line, read beside the board.
inline constexpr int note_width = 76;
Leave show_note(Screen& screen, const Glyphs& glyphs, std::string_view text,
                const std::function<void()>& draw_behind);

}  // namespace gavel::ui
