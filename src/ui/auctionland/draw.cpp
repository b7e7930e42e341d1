// Drawing the Auctionland board from one seat's view: the title bar, the market row
// with the player's counts (or the auction) beside it, the islands and the newest log
// lines. It lays itself out for 80x24; more columns draw the rivals' islands large,
// more rows go to the log, and so do the islands' rows while the islands are small.

#include <algorithm>
#include <string>

#include "parts.h"

namespace gavel::ui::auctionland {

namespace {

constexpr int market_rows = 5;
// The most the islands take: a heading, the grid's letters and five rows of tiles.
constexpr int most_middle_rows = 12;
constexpr int hand_rows = 5;     // "In hand" (or "Up now"), the tile's name, the tile, its turn
constexpr int label_width = 7;   // "Market", "on it", "cost" left of the market
constexpr int least_panel = 24;  // the counts or the auction, right of the market
constexpr int own_width = 22;    // the player's island: row numbers and five large tiles
constexpr int hand_width = 8;    // "In hand" and the tile, between the islands
// A rival's island is at most four tiles either way: with the lines between them,
// 11 columns small and 15 large.
constexpr int small_island = 11;
constexpr int large_island = 15;

// A rival's counts under their island: points, icons and, when the view holds it,
// money.
int count_rows(const al::SeatView& seat) {
  return seat.money != al::hidden_money ? 3 : 2;
}

// Whether a rival's island is drawn packed (draw_island) to leave its counts room.
bool packed(const al::SeatView& seat) {
  return 1 + island_rows(al::box_of(seat.island.occupied)) + count_rows(seat) > most_middle_rows;
}

// A rival's rows: their name, their island and their counts.
int rival_rows(const al::SeatView& seat) {
  const int grid = std::max(island_rows(al::box_of(seat.island.occupied), packed(seat)), 1);
  return 1 + grid + count_rows(seat);
}

// The rows the islands need now, so the log gets the rest: the player's island with a
// ring of places to build (as much room to grow as it may still use, so the band
// only grows as islands grow), the tile in hand beside it, and each rival's grid with
// its counts below. A rival's island four tiles tall is packed to fit with its counts.
int middle_rows(const al::AuctionlandView& view) {
  const al::SeatView& me = view.seats[view.me];
  const al::Box built = al::box_of(me.island.occupied);
  const int drawn = al::box_of(me.island.occupied | al::buildable(me.island.occupied)).height;
  const int room = me.island.occupied == 0 ? 1 : std::min(built.height + 2, al::island_side + 1);
  int rows = std::max(2 + std::max(drawn, room) * tile_height, hand_rows);
  for (Seat seat = 0; seat < static_cast<int>(view.seats.size()); ++seat) {
    if (seat == view.me) continue;
    rows = std::max(rows, rival_rows(view.seats[seat]));
  }
  return std::min(rows, most_middle_rows);
}

}  // namespace

Layout lay_out(const Screen& screen, const Scene& table, std::string_view status) {
  const al::AuctionlandView& view = table.view;
  Layout layout;
  const int width = screen.width();
  const int tiles = std::max({view.market_size, static_cast<int>(view.market.size()), 1});
  layout.market_top = 1;
  layout.market_left = label_width;
  layout.market_cell = std::clamp((width - label_width - least_panel - 1) / tiles, 5, 9);
  layout.panel_left = layout.market_left + tiles * layout.market_cell + 1;
  layout.panel_width = width - layout.panel_left;
  layout.middle_top = layout.market_top + market_rows;
  layout.middle_rows = middle_rows(view);

  // The rivals to the right, as wide as they may be; the tile in hand between.
  const int rivals = std::max(static_cast<int>(view.seats.size()) - 1, 1);
  layout.grid_left = 2;
  int room = width - own_width - 1;
  // Two blanks between rivals' islands keep them apart; one where six players leave
  // no more room at 80 columns.
  const auto across = [&](int island, int gap) { return rivals * (island + gap) - gap; };
  int gap = across(small_island, 2) <= room ? 2 : 1;
  if (across(small_island, gap) > room) {
    // Six players at 80 columns: the row numbers touch the tiles, and the first
    // rival's grid the player's (whose last column is a tile's blank or a place's
    // corner).
    layout.grid_left = 1;
    room += 2;
  }
  layout.rival_scale = across(large_island, gap) <= room - hand_width ? Scale::large : Scale::small;
  const int least = (layout.rival_scale == Scale::large ? large_island : small_island) + gap;
  layout.rival_gap = gap;
  layout.rival_width = std::clamp((room - hand_width + gap) / rivals, least, 26);
  if (layout.rival_width * rivals - gap > room) layout.rival_width = least;
  layout.rivals_left = width - (layout.rival_width * rivals - gap);
  layout.side_left = layout.grid_left + own_width - 2 + 1;
  layout.side_width = std::max(layout.rivals_left - 1 - layout.side_left, 0);

  layout.log_rule = layout.middle_top + layout.middle_rows;
  layout.first_log = layout.log_rule + 1;
  layout.status_rows = std::max(static_cast<int>(wrap_status(screen, status).size()), 1);
  layout.status = screen.height() - 1 - layout.status_rows;
  layout.log_rows = std::max(layout.status - layout.first_log, 0);
  return layout;
}

void draw_title_bar(Screen& screen, const Glyphs& glyphs, const Scene& table) {
  const al::AuctionlandView& view = table.view;
  const std::string turn = "turn " + std::to_string(view.turns + 1);
  std::vector<std::string> where = {turn};
  if (view.phase != al::Phase::over) {
    const std::string gavel = view.auctioneer == view.me
                                  ? "you hold the gavel"
                                  : seat_label(table, view.auctioneer) + " holds the gavel";
    where.insert(where.begin(), turn + " " + std::string(glyphs.bullet) + " " + gavel);
  }
  ui::draw_title_bar(screen, glyphs,
                     {"Auctionland", where, view.phase == al::Phase::over, view.to_move, view.me},
                     table.sitters, table.run, table.seed);
}

void draw_market(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout,
                 const Focus& focus) {
  const al::AuctionlandView& view = table.view;
  const int top = layout.market_top;
  const int my_money = view.seats[view.me].money;
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
    // A position taken or refilled, or with money put on it, since the player chose.
    if (fresh_slot(table, i)) {
      screen.text(top, col + text_width(header), fresh_mark(glyphs), fresh_style());
    }
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
}

void draw_counts(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout) {
  const al::AuctionlandView& view = table.view;
  const al::SeatView& me = view.seats[view.me];
  const int top = layout.market_top;
  const int col = layout.panel_left;
  const int width = layout.panel_width - 1;
  screen.text(top, col, clip_text("You", width), Style{Tone::title, true});
  std::string money = "$" + std::to_string(me.money);
  const int change = money_change(table, view.me);
  if (change != 0) {
    money +=
        std::string(" (") + (change > 0 ? "+" : "-") + "$" + std::to_string(std::abs(change)) + ")";
  }
  screen.text(top, col + 4, clip_text(money, width - 4), Style{Tone::good, true});
  if (change != 0)
    screen.text(top, col + 4 + text_width(money) + 1, fresh_mark(glyphs), fresh_style());
  screen.text(top + 1, col, clip_text(points_text(me.score.total()), width),
              Style{Tone::normal, true});
  screen.text(top + 2, col, clip_text(icon_counts(glyphs, me.score.icons), width));
  screen.text(top + 3, col, clip_text(count_text(me.island.tiles(), "tile"), width));
  const std::string pile =
      "Stack " + std::to_string(view.stack) + "  Box " + std::to_string(view.box.size());
  screen.text(top + 4, col, clip_text(pile, width), styled(Tone::dim));
}

void draw_rivals(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout) {
  const al::AuctionlandView& view = table.view;
  int col = layout.rivals_left;
  const int name_width = layout.rival_width - layout.rival_gap;
  const int top = layout.middle_top;
  const int bottom = top + layout.middle_rows;  // the row below the band
  for (Seat seat = 0; seat < static_cast<int>(view.seats.size()); ++seat) {
    if (seat == view.me) continue;
    const al::SeatView& s = view.seats[seat];
    const Style name_style{Tone::normal, true, false, sitter_hue(table.sitters, seat)};
    const char glyph = sitter_glyph(table.sitters, seat);
    const std::string mark = glyph != ' ' ? std::string(1, glyph) + " " : std::string();
    const std::string whole = mark + seat_label(table, seat);
    const std::string name =
        text_width(whole) <= name_width ? whole : mark + sitter_short_name(table.sitters, seat);
    // Its points and icons, and its money when the view holds it (visible money).
    std::vector<std::string> lines = {points_text(s.score.total()),
                                      icon_counts(glyphs, s.score.icons, "")};
    if (s.money != al::hidden_money) {
      std::string money = "$" + std::to_string(s.money);
      const int change = money_change(table, seat);
      if (change != 0)
        money += std::string(" (") + (change > 0 ? "+" : "-") + "$" +
                 std::to_string(std::abs(change)) + ")";
      lines.push_back(money);
    }
    const int first = bottom - static_cast<int>(lines.size());
    if (seat == view.to_move) screen.text(top, col - 1, glyphs.pointer, styled(Tone::accent));
    screen.text(top, col, clip_text(name, name_width), name_style);
    draw_island(screen, glyphs, top + 1, col, s.island, layout.rival_scale,
                fresh_tiles(table, seat), packed(s));
    for (std::size_t i = 0; i < lines.size(); ++i)
      screen.text(first + static_cast<int>(i), col, clip_text(lines[i], name_width));
    col += layout.rival_width;
  }
}

void draw_board(Screen& screen, const Glyphs& glyphs, const Scene& table, const Focus& focus,
                std::string_view status, const std::vector<std::string>& hints) {
  const Layout layout = lay_out(screen, table, status);
  draw_title_bar(screen, glyphs, table);
  draw_market(screen, glyphs, table, layout, focus);
  draw_counts(screen, glyphs, table, layout);
  draw_own_island(screen, glyphs, table, layout, focus);
  draw_rivals(screen, glyphs, table, layout);
  draw_foot(
      screen, glyphs, layout,
      TableLogView{table.log, table.sources, table.sitters, table.new_from, table.view.seat()},
      status, hints);
}

}  // namespace gavel::ui::auctionland
