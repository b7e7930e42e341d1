// Drawing the Auctionland board from one seat's view: the title bar, the market row,
// the islands and the newest log lines. It lays itself out for 80x24; more columns
// draw the rivals' islands large, more rows go to the log.

#include <algorithm>
#include <string>

#include "parts.h"

namespace gavel::ui::auctionland {

namespace {

// The rows the market and the islands take: fixed, so nothing moves as the game goes.
constexpr int market_rows = 5;
constexpr int middle_rows = 12;   // a heading, the grid's letters, five rows of tiles
constexpr int label_width = 8;    // "Market", "on it", "cost" left of the market
constexpr int counts_width = 10;  // "Stack 40" right of it
constexpr int large_rival_width = 19;
constexpr int small_rival_width = 9;

std::string turn_words(const Table& table) {
  const al::AuctionlandView& view = table.view;
  if (view.phase == al::Phase::over) return "Game over";
  if (view.to_move == view.me) return "Your turn";
  if (view.to_move >= 0) return seat_label(table, view.to_move) + " to move";
  return "";
}

}  // namespace

Layout lay_out(const Screen& screen, const Table& table) {
  const al::AuctionlandView& view = table.view;
  Layout layout;
  const int width = screen.width();
  const int tiles = std::max({view.market_size, static_cast<int>(view.market.size()), 1});
  layout.market_top = 1;
  layout.market_left = label_width;
  layout.market_cell = std::clamp((width - label_width - counts_width) / tiles, 6, 9);
  layout.middle_top = layout.market_top + market_rows;
  layout.middle_rows = middle_rows;
  layout.hand_col = 24;
  layout.rivals_left = 35;
  const int rivals = std::max(static_cast<int>(view.seats.size()) - 1, 1);
  const int room = width - layout.rivals_left;
  if (rivals * large_rival_width <= room) {
    layout.rival_scale = Scale::large;
    layout.rival_width = std::min(room / rivals, 26);
  } else {
    layout.rival_scale = Scale::small;
    layout.rival_width = std::clamp(room / rivals, small_rival_width, 16);
  }
  layout.log_rule = layout.middle_top + layout.middle_rows;
  layout.first_log = layout.log_rule + 1;
  layout.status = screen.height() - 2;
  layout.log_rows = std::max(layout.status - layout.first_log, 0);
  return layout;
}

void draw_title_bar(Screen& screen, const Glyphs& glyphs, const Table& table) {
  const al::AuctionlandView& view = table.view;
  const std::string seed = "seed " + std::to_string(table.seed);
  const std::string turn = turn_words(table);
  const int seed_col = screen.width() - 1 - text_width(seed);
  const int turn_col = seed_col - 3 - text_width(turn);
  const std::string bullet = " " + std::string(glyphs.bullet) + " ";
  std::string where = "turn " + std::to_string(view.turns + 1);
  if (view.phase != al::Phase::over) {
    const std::string gavel = view.auctioneer == view.me
                                  ? "you hold the gavel"
                                  : seat_label(table, view.auctioneer) + " holds the gavel";
    if (text_width(where + bullet + gavel) <= turn_col - 16) where += bullet + gavel;
  }
  screen.text(0, 1, "Auctionland", Style{Tone::title, true, false});
  screen.text(0, 13, std::string(glyphs.bullet), styled(Tone::dim));
  screen.text(0, 15, clip_text(where, turn_col - 16));
  screen.text(0, turn_col, turn,
              Style{view.to_move == view.me ? Tone::accent : Tone::normal, true});
  screen.text(0, seed_col, seed, styled(Tone::dim));
}

void draw_market(Screen& screen, const Glyphs& glyphs, const Table& table, const Layout& layout,
                 const Focus& focus) {
  const al::AuctionlandView& view = table.view;
  const int top = layout.market_top;
  const int my_money = view.seats[static_cast<std::size_t>(view.me)].money;
  screen.text(top, 0, "Market", Style{Tone::title, true, false});
  screen.text(top + 3, 0, "on it", styled(Tone::dim));
  screen.text(top + 4, 0, "cost", styled(Tone::dim));
  if (view.market.empty()) screen.text(top + 1, layout.market_left, "empty", styled(Tone::dim));
  const int cell = layout.market_cell;
  for (int i = 0; i < static_cast<int>(view.market.size()); ++i) {
    const al::Slot& slot = view.market[static_cast<std::size_t>(i)];
    const al::Tile& tile = view.content->tile(slot.tile);
    const int col = layout.market_left + i * cell;
    const bool chosen = i == focus.market;
    const std::string icons = icon_marks(glyphs, tile.icons);
    const std::string header = std::to_string(i + 1) + (icons.empty() ? "" : " " + icons);
    screen.text(top, col, header, chosen ? Style{Tone::accent, true, true} : Style{Tone::title});
    draw_tile(screen, top + 1, col, tile.quadrants, Scale::large);
    if (chosen) screen.text(top + 1, col - 1, glyphs.pointer, Style{Tone::accent, true});
    if (slot.money > 0) {
      screen.text(top + 3, col, "+$" + std::to_string(slot.money), Style{Tone::good, true});
    } else {
      screen.text(top + 3, col, "$0", styled(Tone::dim));
    }
    const int cost = reach_cost(i);
    const std::string price = cost == 0 ? std::string("free") : "$" + std::to_string(cost);
    Style price_style = cost > my_money ? styled(Tone::bad) : plain;
    if (chosen) price_style = Style{Tone::accent, true, true};
    screen.text(top + 4, col, price, price_style);
  }
  const int counts_col =
      layout.market_left + std::max(view.market_size, static_cast<int>(view.market.size())) * cell;
  screen.text(top, counts_col, "Stack " + std::to_string(view.stack), styled(Tone::dim));
  screen.text(top + 1, counts_col, "Box " + std::to_string(view.box.size()), styled(Tone::dim));
}

void draw_rivals(Screen& screen, const Glyphs& glyphs, const Table& table, const Layout& layout) {
  const al::AuctionlandView& view = table.view;
  int col = layout.rivals_left;
  const int name_width = layout.rival_width - 1;
  for (Seat seat = 0; seat < static_cast<int>(view.seats.size()); ++seat) {
    if (seat == view.me) continue;
    const al::SeatView& s = view.seats[static_cast<std::size_t>(seat)];
    const Style name_style{Tone::normal, true, false, sitter_hue(table.sitters, seat)};
    const char glyph = sitter_glyph(table.sitters, seat);
    const bool whole = text_width(seat_label(table, seat)) + (glyph != ' ' ? 2 : 0) <= name_width;
    std::string name = whole ? seat_label(table, seat) : sitter_short_name(table.sitters, seat);
    if (glyph != ' ') name = std::string(1, glyph) + " " + name;
    const int top = layout.middle_top;
    if (seat == view.to_move) screen.text(top, col - 1, glyphs.pointer, styled(Tone::accent));
    screen.text(top, col, clip_text(name, name_width), name_style);
    draw_island(screen, top + 1, col, s.island, layout.rival_scale);
    // Under the tallest island: its points, its icons, and its money if it is known.
    const int total = s.score.total();
    std::vector<std::string> lines = {std::to_string(total) + (total == 1 ? " pt" : " pts"),
                                      icon_counts(glyphs, s.score.icons, "")};
    // Another seat's money is drawn only when the view holds it (visible money).
    if (s.money != al::hidden_money) lines.push_back("$" + std::to_string(s.money));
    const int first = top + layout.middle_rows - static_cast<int>(lines.size());
    for (std::size_t i = 0; i < lines.size(); ++i)
      screen.text(first + static_cast<int>(i), col, clip_text(lines[i], name_width));
    col += layout.rival_width;
  }
}

void draw_board(Screen& screen, const Glyphs& glyphs, const Table& table, const Focus& focus,
                std::string_view status, const std::vector<std::string>& hints) {
  const Layout layout = lay_out(screen, table);
  draw_title_bar(screen, glyphs, table);
  draw_market(screen, glyphs, table, layout, focus);
  draw_own_island(screen, glyphs, table, layout, focus);
  draw_rivals(screen, glyphs, table, layout);
  draw_table_log(screen, glyphs,
                 TableLogView{table.log, table.voices, table.sitters, table.new_from},
                 layout.log_rule, layout.first_log, layout.log_rows);
  screen.text(layout.status, 1, clip_text(status, screen.width() - 2),
              Style{Tone::accent, true, false});
  draw_footer(screen, glyphs, hints);
}

}  // namespace gavel::ui::auctionland
