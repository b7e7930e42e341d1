// Drawing the New Mintopia City board from one seat's view: the title bar, the
// players round the ring beside the auction, the zones, and the newest log lines. It
// lays itself out for 80x24: the zones take the rows they need (one for an empty
// zone), the log the rest; more columns give the auction panel and the zones room.

#include <algorithm>
#include <numeric>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::mintopia {

namespace {

constexpr int auction_rows = 6;  // the auction panel's lines at most
constexpr int least_log = 2;     // log rows kept, taken from the players' heading first

}  // namespace

Layout lay_out(const Screen& screen, const Scene& table, const Focus& focus,
               std::string_view status) {
  const mt::MintopiaView& view = table.view;
  Layout layout;
  const int width = screen.width();
  layout.players_width = std::clamp(width - 34, 46, 56);
  layout.auction_left = layout.players_width + 1;
  const int competitors = mt::competitors(view.city);
  layout.zone_rows.clear();
  for (int zone = 0; zone < static_cast<int>(view.city.zones.size()); ++zone)
    layout.zone_rows.push_back(static_cast<int>(zone_rows_shown(table, focus, zone).size()));
  const int zones = std::accumulate(layout.zone_rows.begin(), layout.zone_rows.end(), 0);
  layout.status_rows = std::max(static_cast<int>(wrap_status(screen, status).size()), 1);
  layout.status = screen.height() - 1 - layout.status_rows;
  // Rows for the panels, the zones, the log's rule and its lines: the players' heading
  // goes first when they do not all fit.
  layout.players_heading = true;
  layout.panel_rows = std::max(competitors + 1, auction_rows);
  if (1 + layout.panel_rows + zones + 1 + least_log > layout.status) {
    layout.players_heading = false;
    layout.panel_rows = std::max(competitors, auction_rows - 1);
  }
  layout.panel_top = 1;
  layout.zones_top = layout.panel_top + layout.panel_rows;
  layout.log_rule = std::min(layout.zones_top + zones, layout.status - 1);
  layout.first_log = layout.log_rule + 1;
  layout.log_rows = std::max(layout.status - layout.first_log, 0);
  return layout;
}

void draw_title_bar(Screen& screen, const Glyphs& glyphs, const Scene& table) {
  const mt::MintopiaView& view = table.view;
  const std::string bullet = " " + std::string(glyphs.bullet) + " ";
  // The round stays when the deck and the die give way.
  const std::string round = "round " + std::to_string(std::max(view.round, 1));
  const std::string deck = round + bullet + "deck " + std::to_string(view.deck);
  std::vector<std::string> where = {deck, round};
  if (view.last_roll > 0)
    where.insert(where.begin(), deck + bullet + "die " + std::to_string(view.last_roll));
  ui::draw_title_bar(
      screen, glyphs,
      {"New Mintopia City", where, view.phase == mt::Phase::over, view.to_move, view.me},
      table.sitters, table.run, table.seed);
}

void draw_board(Screen& screen, const Glyphs& glyphs, const Scene& table, const Focus& focus,
                std::string_view status, const std::vector<std::string>& hints, int log_columns) {
  const Layout layout = lay_out(screen, table, focus, status);
  draw_title_bar(screen, glyphs, table);
  draw_players(screen, glyphs, table, layout);
  draw_auction(screen, glyphs, table, layout);
  draw_zones(screen, glyphs, table, layout, focus);
  draw_foot(
      screen, glyphs, layout,
      TableLogView{table.log, table.sources, table.sitters, table.new_from, table.view.seat()},
      status, hints, log_columns);
}

}  // namespace gavel::ui::mintopia
