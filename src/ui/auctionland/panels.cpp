// The auction's panels. They take the place of the player's counts, right of the
// market, so the market and every island, the player's own and the rivals', stay in
// sight while the player decides what the tile is worth. The tile up is drawn between
// the islands when there is room; the status line under the log says the rest.

#include <algorithm>

#include "gavel/core/text.h"
#include "gavel/games/auctionland/moves.h"
#include "parts.h"

namespace gavel::ui::auctionland {

namespace {

constexpr int panel_rows = 5;

// Blanks the panel's rows and names it; the tile up goes between the islands.
void open_panel(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout,
                std::string_view title) {
  const al::AuctionlandView& view = table.view;
  for (int row = layout.market_top; row < layout.market_top + panel_rows; ++row)
    screen.text(row, layout.panel_left - 1,
                std::string(static_cast<std::size_t>(layout.panel_width + 1), ' '));
  std::string heading(title);
  if (view.held >= 0) heading += "  " + tile_name(view, view.held);
  const std::string icons =
      view.held >= 0 ? icon_marks(glyphs, view.content->tile(view.held).icons) : "";
  if (!icons.empty()) heading += " " + icons;
  screen.text(layout.market_top, layout.panel_left, clip_text(heading, layout.panel_width - 1),
              Style{Tone::title, true});
  if (view.held >= 0 && layout.side_width >= 7) {
    const int top = layout.middle_top;
    screen.text(top, layout.side_left, "Up now", Style{Tone::title, true});
    screen.text(top + 1, layout.side_left,
                tile_name(view, view.held) + (icons.empty() ? "" : " " + icons));
    draw_tile(screen, top + 2, layout.side_left, view.content->tile(view.held).quadrants,
              Scale::large);
    screen.text(top + 4, layout.side_left,
                "(" + al::quadrant_letters(view.content->tile(view.held).quadrants) + ")",
                styled(Tone::dim));
  }
}

// A line of the panel; `mark` adds the mark of something new since the player chose.
void line(Screen& screen, const Glyphs& glyphs, const Layout& layout, int row,
          std::string_view text, Style style = plain, bool mark = false) {
  const int room = layout.panel_width - 1 - (mark ? 2 : 0);
  screen.text(row, layout.panel_left, shorten(glyphs, text, room), style);
  if (mark) {
    screen.text(row, layout.panel_left + std::min(text_width(text), room) + 1, fresh_mark(glyphs),
                fresh_style());
  }
}

// The seats' names, short if the whole ones do not fit `room`, glyphs if those do not.
std::string names_in(const Scene& table, const std::vector<Seat>& seats, int room) {
  std::vector<std::string> whole;
  std::vector<std::string> short_names;
  std::vector<std::string> glyphs;
  for (Seat seat : seats) {
    whole.push_back(seat_label(table, seat));
    short_names.push_back(seat == table.view.me ? "You" : sitter_short_name(table.sitters, seat));
    const char glyph = sitter_glyph(table.sitters, seat);
    glyphs.push_back(seat == table.view.me || glyph == ' ' ? short_names.back()
                                                           : std::string(1, glyph));
  }
  for (const auto* names : {&whole, &short_names}) {
    const std::string text = join(*names, ", ");
    if (text_width(text) <= room) return text;
  }
  return join(glyphs, " ");
}

}  // namespace

void draw_bidding_panel(Screen& screen, const Glyphs& glyphs, const Scene& table,
                        const Layout& layout, const BidEntry& entry) {
  const al::AuctionlandView& view = table.view;
  open_panel(screen, glyphs, table, layout, "Auction");
  std::vector<Seat> in;
  for (Seat seat = 0; seat < static_cast<int>(view.seats.size()); ++seat) {
    if (!view.seats[seat].out) in.push_back(seat);
  }
  const int top = layout.market_top;
  const int room = layout.panel_width - 1;
  line(screen, glyphs, layout, top + 1, "from " + names_in(table, {view.auctioneer}, room - 5),
       styled(Tone::dim));
  // Room for the mark of a new bid, so the bidder's name is never cut for it.
  const std::string high = "High $" + std::to_string(view.high_bid) + ": ";
  line(screen, glyphs, layout, top + 2,
       view.high_bidder >= 0
           ? high + names_in(table, {view.high_bidder}, room - text_width(high) - 2)
           : "No bid yet",
       Style{Tone::normal, true}, fresh_bid(table));
  line(screen, glyphs, layout, top + 3, "In: " + names_in(table, in, room - 4));
  if (entry.low > entry.high) {
    line(screen, glyphs, layout, top + 4, "You cannot raise", Style{Tone::warning, true});
    return;
  }
  const std::string bid =
      "Bid " + std::string(glyphs.pointer) + " $" + std::to_string(entry.amount);
  screen.text(top + 4, layout.panel_left, bid, Style{Tone::accent, true, true});
  const std::string money = " of $" + std::to_string(entry.high);
  if (text_width(bid + money) <= room) {
    screen.text(top + 4, layout.panel_left + text_width(bid), money, styled(Tone::dim));
  }
}

Menu sale_menu(const Scene& table, const std::vector<Move>& legal) {
  const al::AuctionlandView& view = table.view;
  const int money = view.seats[view.me].money;
  const int bid = view.high_bid;
  const auto allowed = [&](al::Kind kind) {
    return std::find(legal.begin(), legal.end(), al::make_move(kind)) != legal.end();
  };
  Menu menu;
  menu.items.push_back({"Sell +$" + std::to_string(bid) + " ($" + std::to_string(money + bid) + ")",
                        "", allowed(al::Kind::sell), ""});
  const bool can_buy = allowed(al::Kind::buy_back);
  menu.items.push_back(
      {"Buy back -$" + std::to_string(bid + 1) + " ($" + std::to_string(money - bid - 1) + ")", "",
       can_buy, ""});
  if (!can_buy) {
    // The panel says what you have just below.
    menu.items.back().label = "Buy back: need $" + std::to_string(bid + 1);
  }
  return menu;
}

std::string sale_status(const Scene& table) {
  const al::AuctionlandView& view = table.view;
  const std::string winner = seat_label(table, view.high_bidder);
  const std::string bid = "$" + std::to_string(view.high_bid);
  const bool full = view.seats[view.me].island.full();
  return winner + " bid " + bid + ". Sell: " + winner + " pays you " + bid +
         " and builds the tile. Buy back: you pay " + winner + " $" +
         std::to_string(view.high_bid + 1) + " (bid + $1) and " +
         (full ? "the tile goes to the box." : "build it yourself.");
}

void draw_sale_panel(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout,
                     const Menu& menu) {
  const al::AuctionlandView& view = table.view;
  open_panel(screen, glyphs, table, layout, "Sale");
  const int top = layout.market_top;
  const int room = layout.panel_width - 1;
  const std::string bid = " bid $" + std::to_string(view.high_bid);
  line(screen, glyphs, layout, top + 1,
       names_in(table, {view.high_bidder}, room - text_width(bid) - 2) + bid,
       Style{Tone::normal, true}, fresh_bid(table));
  draw_menu(screen, glyphs, menu, top + 2, layout.panel_left - 2, layout.panel_width + 1);
  line(screen, glyphs, layout, top + 4, "You have $" + std::to_string(view.seats[view.me].money),
       styled(Tone::dim));
}

}  // namespace gavel::ui::auctionland
