#include "gavel/ui/theme.h"

namespace gavel::ui {

namespace {

Look colour_look(Tone tone) {
  switch (tone) {
    case Tone::normal:
      return {};
    case Tone::dim:
      return {.ink = Ink::grey, .dim = true};
    case Tone::accent:
      return {.ink = Ink::cyan, .bold = true};
    case Tone::good:
      return {.ink = Ink::green};
    case Tone::bad:
      return {.ink = Ink::red, .bold = true};
    case Tone::warning:
      return {.ink = Ink::yellow};
    case Tone::title:
      return {.ink = Ink::yellow, .bold = true};
  }
  return {};
}

// Without colour every tone still needs to be told apart where it matters: keys and
// titles are bold, bad news is bold and underlined, unavailable things are dim.
Look monochrome_look(Tone tone) {
  switch (tone) {
    case Tone::normal:
    case Tone::good:
      return {};
    case Tone::dim:
      return {.dim = true};
    case Tone::accent:
    case Tone::title:
      return {.bold = true};
    case Tone::bad:
      return {.bold = true, .underline = true};
    case Tone::warning:
      return {.underline = true};
  }
  return {};
}

Ink ink_of(Hue hue) {
  switch (hue) {
    case Hue::red:
      return Ink::red;
    case Hue::green:
      return Ink::green;
    case Hue::yellow:
      return Ink::yellow;
    case Hue::blue:
      return Ink::blue;
    case Hue::magenta:
      return Ink::magenta;
    case Hue::cyan:
      return Ink::cyan;
    case Hue::white:  // the terminal's own ink: white on dark, still legible on light
    case Hue::none:
      break;
  }
  return Ink::none;
}

}  // namespace

Look look_for(Style style, bool colour) {
  Look look = colour ? colour_look(style.tone) : monochrome_look(style.tone);
  if (colour && style.hue != Hue::none) look.ink = ink_of(style.hue);
  look.bold = look.bold || style.bold;
  look.reverse = style.reverse;
  // Dim text in reverse video is hard to read on many terminals.
  if (look.reverse) look.dim = false;
  return look;
}

}  // namespace gavel::ui
