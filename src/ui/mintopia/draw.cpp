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

std::string turn_words(const Scene& table) {
  const mt::MintopiaView& view = table.view;
  if (view.phase == mt::Phase::over) return "Game over";
  if (view.to_move == view.me) return "Your turn";
  if (view.to_move >= 0) return who(table, view.to_move) + " to move";
  return "";
}

}  // namespace

std::vector<std::string> status_lines(const Screen& screen, std::string_view status) {
  std::vector<std::string> lines = wrap_text(status, screen.width() - 2);
  if (lines.size() > 2) lines.resize(2);
  return lines;
}

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
  layout.status_rows = std::max(static_cast<int>(status_lines(screen, status).size()), 1);
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
  const std::string standing = standing_words(glyphs, table.run, table.seed);
  const std::string turn = turn_words(table);
  const int standing_col = screen.width() - 1 - text_width(standing);
  const int turn_col = standing_col - 3 - text_width(turn);
  const std::string bullet = " " + std::string(glyphs.bullet) + " ";
  std::string where = "round " + std::to_string(std::max(view.round, 1)) + bullet + "deck " +
                      std::to_string(view.deck);
  if (view.last_roll > 0) where += bullet + "die " + std::to_string(view.last_roll);
  screen.text(0, 1, "New Mintopia City", Style{Tone::title, true, false});
  screen.text(0, 19, std::string(glyphs.bullet), styled(Tone::dim));
  if (text_width(where) <= turn_col - 22) screen.text(0, 21, where);
  screen.text(0, turn_col, turn,
              Style{view.to_move == view.me ? Tone::accent : Tone::normal, true, false});
  screen.text(0, standing_col, standing, styled(table.run ? Tone::normal : Tone::dim));
}

void draw_board(Screen& screen, const Glyphs& glyphs, const Scene& table, const Focus& focus,
                std::string_view status, const std::vector<std::string>& hints) {
  const Layout layout = lay_out(screen, table, focus, status);
  draw_title_bar(screen, glyphs, table);
  draw_players(screen, glyphs, table, layout);
  draw_auction(screen, glyphs, table, layout);
  draw_zones(screen, glyphs, table, layout, focus);
  draw_table_log(screen, glyphs,
                 TableLogView{table.log, table.voices, table.sitters, table.new_from},
                 layout.log_rule, layout.first_log, layout.log_rows);
  const std::vector<std::string> lines = status_lines(screen, status);
  for (std::size_t i = 0; i < lines.size(); ++i)
    screen.text(layout.status + static_cast<int>(i), 1, lines[i], Style{Tone::accent, true, false});
  draw_footer(screen, glyphs, hints);
}

}  // namespace gavel::ui::mintopia
