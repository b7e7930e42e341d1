#include "gavel/ui/glyphs.h"

#include <langinfo.h>
#include <string>

#include "gavel/core/text.h"

namespace gavel::ui {

std::vector<std::string_view> Glyphs::all() const {
  return {horizontal, vertical, top_left, top_right, bottom_left, bottom_right, pointer,
          times,      bullet,   up,       down,      up_down,     ellipsis,     dash,
          arrows,     hidden,   changed,  peace,     love,        music,        house,
          token,      no_token, bar,      bar_empty};
}

const Glyphs& unicode_glyphs() {
  static const Glyphs glyphs{
      .horizontal = "\u2500",                // ─
      .vertical = "\u2502",                  // │
      .top_left = "\u250C",                  // ┌
      .top_right = "\u2510",                 // ┐
      .bottom_left = "\u2514",               // └
      .bottom_right = "\u2518",              // ┘
      .pointer = "\u25B8",                   // ▸
      .times = "\u00D7",                     // ×
      .bullet = "\u00B7",                    // ·
      .up = "\u2191",                        // ↑
      .down = "\u2193",                      // ↓
      .up_down = "\u2191\u2193",             // ↑↓
      .ellipsis = "\u2026",                  // …
      .dash = "\u2014",                      // —
      .arrows = "\u2191\u2193\u2190\u2192",  // ↑↓←→
      .hidden = "\u2592",                    // ▒
      .changed = "\u25C6",                   // ◆
      .peace = "\u262E",                     // ☮
      .love = "\u2665",                      // ♥
      .music = "\u266A",                     // ♪
      .house = "\u03A0",                     // Π
      .token = "\u25CF",                     // ●
      .no_token = "\u25CB",                  // ○
      .bar = "\u2588",                       // █
      .bar_empty = "\u2591",                 // ░
  };
  return glyphs;
}

const Glyphs& ascii_glyphs() {
  static const Glyphs glyphs{
      .horizontal = "-",
      .vertical = "|",
      .top_left = "+",
      .top_right = "+",
      .bottom_left = "+",
      .bottom_right = "+",
      .pointer = ">",
      .times = "x",
      .bullet = "-",
      .up = "^",
      .down = "v",
      .up_down = "arrows",
      .ellipsis = "...",
      .dash = "-",
      .arrows = "arrows",
      .hidden = "?",
      .changed = "!",
      .peace = "*",
      .love = "&",
      .music = "#",
      .house = "H",
      .token = "o",
      .no_token = ".",
      .bar = "#",
      .bar_empty = ".",
  };
  return glyphs;
}

const Glyphs& glyphs_for(bool ascii) {
  return ascii ? ascii_glyphs() : unicode_glyphs();
}

bool locale_is_utf8() {
  const char* codeset = nl_langinfo(CODESET);
  if (codeset == nullptr) return false;
  const std::string name = lowercase(codeset);
  return name == "utf-8" || name == "utf8";
}

}  // namespace gavel::ui
