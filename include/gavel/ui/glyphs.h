#pragma once
// The few non-letter symbols the screens draw, in two sets: UTF-8 (box drawing,
// arrows) and plain ASCII for terminals whose locale is not UTF-8 or for --ascii.
// Screens take a `const Glyphs&` and never spell these characters themselves.

#include <string_view>
#include <vector>

namespace gavel::ui {

struct Glyphs {
  // Frames.
  std::string_view horizontal;
  std::string_view vertical;
  std::string_view top_left;
  std::string_view top_right;
  std::string_view bottom_left;
  std::string_view bottom_right;
  // Marks.
  std::string_view pointer;   // before the selected item
  std::string_view times;     // "80x24"
  std::string_view bullet;    // between hints in a footer
  std::string_view up;        // "more above"
  std::string_view down;      // "more below"
  std::string_view up_down;   // the vertical arrow keys, in key hints
  std::string_view ellipsis;  // text cut short
  std::string_view dash;      // "Auction Web - coming"
  std::string_view arrows;    // all four arrow keys, in key hints
  std::string_view hidden;    // a face-down card whose value this seat does not know
  std::string_view changed;   // a cell that changed since the player's last move
  // Auctionland's icons; the ASCII ones are no terrain letter, so a tile reads clearly.
  std::string_view peace;
  std::string_view love;
  std::string_view music;
  // The campaign: the auction house on the map, tokens of life held and lost, and
  // the filled and empty parts of a bar (a rival's skill).
  std::string_view house;
  std::string_view token;
  std::string_view no_token;
  std::string_view bar;
  std::string_view bar_empty;

  // Every glyph above, so tests can check a whole set.
  std::vector<std::string_view> all() const;
};

const Glyphs& unicode_glyphs();
const Glyphs& ascii_glyphs();
const Glyphs& glyphs_for(bool ascii);

// Whether the current locale (after setlocale(LC_ALL, "")) encodes text as UTF-8;
// when it does not, wide characters draw as nothing, so the ASCII set must be used.
bool locale_is_utf8();

}  // namespace gavel::ui
