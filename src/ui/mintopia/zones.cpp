// The zones, one under another: on the left who controls each and its matches, then
// its rows of Locations as cards side by side. A match between two cards is an "="
// in the mint's colour where they touch. While the player places a Location, the
// zone shows its open spots as ( ) and the Location at the cursor; a zone too wide
// for the screen draws its cards small, and beyond that shows the part around the
// cursor with arrows where more lies.

#include <algorithm>
#include <set>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::mintopia {

namespace {

// The spots the cursor may visit in `zone`, or none when the focus is elsewhere.
std::vector<mt::Spot> focus_spots(const Scene& table, const Focus& focus, int zone) {
  if (focus.zone != zone || focus.carried < 0) return {};
  const mt::Zone& z = table.view.city.zones[static_cast<std::size_t>(zone)];
  if (z.find(focus.carried) != nullptr) return z.move_spots(focus.carried);
  return z.open_spots();
}

// The zone the Current Bid would place into: the pair's, when it has a partner.
int bid_zone(const mt::MintopiaView& view) {
  if (view.mode != mt::Mode::ring || view.bid.partner == nobody || view.lot < 0) return -1;
  const Seat a = view.bid.leader;
  const Seat b = view.bid.partner;
  return (a + 1) % view.players == b ? a : b;
}

std::string label_of(const Scene& table, int zone) {
  std::vector<std::string> owners;
  const std::vector<int> controllers = mt::controllers(table.view.city, zone);
  for (int competitor : controllers)
    owners.push_back(clip_text(short_who(table, competitor), controllers.size() == 1 ? 12 : 6));
  return std::to_string(zone) + " " + join(owners, "+");
}

}  // namespace

Geometry geometry(const Scene& table, const Focus& focus, int zone, int area_width) {
  const mt::Zone& z = table.view.city.zones[static_cast<std::size_t>(zone)];
  Geometry g;
  const auto take = [&](int column) {
    g.low = g.any ? std::min(g.low, column) : column;
    g.high = g.any ? std::max(g.high, column) : column;
    g.any = true;
  };
  for (const mt::Placed& placed : z.cards())
    take(placed.spot.column);
  for (const mt::Spot& spot : focus_spots(table, focus, zone))
    take(spot.column);
  if (!g.any) return g;
  g.step = card_width(g.scale) + 1;
  if ((g.high - g.low + 1) * g.step > area_width) {
    g.scale = Scale::small;
    g.step = card_width(g.scale) + 1;
  }
  g.fit = std::max(area_width / g.step, 1);
  g.first = g.low;
  if (g.high - g.low + 1 > g.fit) {
    // Too wide even small: the part around the cursor.
    const int keep = focus.zone == zone ? focus.spot.column : g.low;
    g.first = std::clamp(keep - g.fit / 2, g.low, g.high - g.fit + 1);
  }
  return g;
}

int zones_right(const Screen& screen, const Scene& table, const Layout& layout,
                const Focus& focus) {
  const int area_width = screen.width() - layout.label_width - 1;
  int right = layout.label_width + 5;  // "empty"
  for (int zone = 0; zone < static_cast<int>(table.view.city.zones.size()); ++zone) {
    const Geometry g = geometry(table, focus, zone, area_width);
    if (!g.any) continue;
    const int shown = std::min(g.high - g.first + 1, g.fit);
    int end = layout.label_width + shown * g.step;
    right = std::max(right, end);
  }
  return right;
}

std::vector<int> zone_rows_shown(const Scene& table, const Focus& focus, int zone) {
  std::set<int> rows;
  for (const mt::Placed& placed : table.view.city.zones[static_cast<std::size_t>(zone)].cards())
    rows.insert(placed.spot.row);
  for (const mt::Spot& spot : focus_spots(table, focus, zone))
    rows.insert(spot.row);
  if (rows.empty()) rows.insert(0);
  // One row of cards with matches: a second row, empty, says how many under the label.
  const mt::Zone& z = table.view.city.zones[static_cast<std::size_t>(zone)];
  if (rows.size() == 1 && z.matches(table.view.cards->locations) > 0)
    rows.insert(*rows.begin() + 10);
  return {rows.begin(), rows.end()};
}

void draw_zones(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout,
                const Focus& focus) {
  const mt::MintopiaView& view = table.view;
  const int area_left = layout.label_width;
  const int area_width = screen.width() - area_left - 1;
  const int highlighted = focus.zone >= 0  ? focus.zone
                          : view.zone >= 0 ? view.zone
                                           : bid_zone(view);
  int top = layout.zones_top;
  for (int zone = 0; zone < static_cast<int>(view.city.zones.size()); ++zone) {
    const mt::Zone& z = view.city.zones[static_cast<std::size_t>(zone)];
    const std::vector<int> rows = zone_rows_shown(table, focus, zone);
    const std::vector<mt::Spot> spots = focus_spots(table, focus, zone);
    const int height = static_cast<int>(rows.size());
    if (top + height > layout.log_rule) break;
    const bool lit = zone == highlighted;
    if (lit) screen.text(top, 0, glyphs.pointer, styled(Tone::accent));
    screen.text(top, 1, clip_text(label_of(table, zone), layout.label_width - 2),
                Style{lit ? Tone::accent : Tone::title, true, false});
    const int matches = z.matches(view.cards->locations);
    const std::string match_words = matches == 0 ? "" : counted(matches, "match", "matches");

    const Geometry g = geometry(table, focus, zone, area_width);
    if (!g.any) {
      screen.text(top, area_left, "empty", styled(Tone::dim));
      top += height;
      continue;
    }
    const Scale scale = g.scale;
    const int step = g.step, first = g.first, fit = g.fit, high = g.high;
    if (first > g.low) screen.text(top, area_left - 1, "<", styled(Tone::accent));
    if (first + fit <= high) screen.text(top, screen.width() - 1, ">", styled(Tone::accent));
    const auto x_of = [&](int column) { return area_left + (column - first) * step; };
    const auto shown = [&](int column) { return column >= first && column < first + fit; };

    for (int i = 0; i < height; ++i) {
      const int row = top + i;
      const int r = rows[static_cast<std::size_t>(i)];
      if (i == 1) screen.text(row, 1, match_words, styled(Tone::dim));
      for (const mt::Spot& spot : spots) {
        if (spot.row != r || !shown(spot.column)) continue;
        const int x = x_of(spot.column);
        screen.text(row, x,
                    "(" + std::string(static_cast<std::size_t>(card_width(scale) - 2), ' ') + ")",
                    styled(Tone::dim));
      }
      for (const mt::Placed& placed : z.cards()) {
        if (placed.spot.row != r || !shown(placed.spot.column)) continue;
        const int x = x_of(placed.spot.column);
        Mark mark = Mark::none;
        if (fresh_location(table, placed.location)) {
          mark = Mark::fresh;
          if (!lit || row != top)
            screen.text(row, 0, glyphs.changed, Style{Tone::accent, true, false});
        }
        if (placed.location == focus.location) mark = Mark::focus;
        const bool lifted = placed.location == focus.carried && focus.zone == zone;
        const mt::Location& card = location(view, placed.location);
        draw_card(screen, row, x, card, placed.turned, scale, lifted ? Mark::focus : mark);
        // A match with the card to the right: "=" in the colour they share.
        const mt::Placed* next = z.at(mt::Spot{r, placed.spot.column + 1});
        if (next != nullptr && shown(placed.spot.column + 1)) {
          const mt::Mint mine = mt::right_side(card, placed.turned);
          if (mine == mt::left_side(location(view, next->location), next->turned)) {
            Style style = mint_style(mine);
            style.reverse = false;
            screen.text(row, x + card_width(scale), "=", style);
          }
        }
      }
      if (focus.zone == zone && focus.spot.row == r && focus.carried >= 0 &&
          shown(focus.spot.column)) {
        const int x = x_of(focus.spot.column);
        draw_card(screen, row, x, location(view, focus.carried), focus.turned, scale,
                  Mark::preview);
        screen.text(row, x - 1, glyphs.pointer, Style{Tone::accent, true, false});
      }
    }
    top += height;
  }
}

}  // namespace gavel::ui::mintopia
