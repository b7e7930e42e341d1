#pragma once
// How each semantic style looks, with colour and without. Kept apart from the ncurses
// code so the monochrome rules (the cursor must still be visible) can be tested.

#include "gavel/ui/screen.h"

namespace gavel::ui {

// Foreground colours the theme uses; `none` is the terminal's own.
enum class Ink { none, red, green, yellow, blue, magenta, cyan, grey };

struct Look {
  Ink ink = Ink::none;
  bool bold = false;
  bool dim = false;
  bool underline = false;
  bool reverse = false;

  friend bool operator==(const Look&, const Look&) = default;
};

// `colour` is false for --no-color, NO_COLOR and terminals without colours.
Look look_for(Style style, bool colour);

}  // namespace gavel::ui
