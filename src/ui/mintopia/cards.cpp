// Locations on the screen. A card's two sides are its mint colours' letters (S C L
// B) in reverse video of the mint's colour, so the colours read by colour where there
// is colour and by letter everywhere, and the sides frame the card between them.

#include "parts.h"

namespace gavel::ui::mintopia {

namespace {

Hue mint_hue(mt::Mint mint) {
  switch (mint) {
    case mt::Mint::spearmint:
      return Hue::green;
    case mt::Mint::cherry:
      return Hue::red;
    case mt::Mint::lemon:
      return Hue::yellow;
    case mt::Mint::blueberry:
      return Hue::blue;
  }
  return Hue::none;
}

}  // namespace

int card_width(Scale scale) {
  return scale == Scale::large ? 11 : 7;
}

Style mint_style(mt::Mint mint) {
  return Style{Tone::normal, true, true, mint_hue(mint)};
}

void draw_card(Screen& screen, int row, int col, const mt::Location& location, bool turned,
               Scale scale, Mark mark) {
  const mt::Mint left = mt::left_side(location, turned);
  const mt::Mint right = mt::right_side(location, turned);
  const std::string name = short_name(location);
  const std::string vp = std::to_string(location.vp);
  const std::string middle =
      scale == Scale::large ? " " + name + " " + vp + type_letter(location.type) + " " : name + vp;
  Style style = plain;
  if (mark == Mark::fresh) style = Style{Tone::accent, true, false};
  if (mark == Mark::focus) style = Style{Tone::accent, true, true};
  if (mark == Mark::preview) style = Style{Tone::accent, true, false};
  screen.text(row, col, std::string(1, mt::mint_letter(left)), mint_style(left));
  screen.text(row, col + 1, middle, style);
  screen.text(row, col + 1 + static_cast<int>(middle.size()),
              std::string(1, mt::mint_letter(right)), mint_style(right));
}

}  // namespace gavel::ui::mintopia
