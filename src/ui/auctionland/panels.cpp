// The auction's panels. They take the market's rows, which matter least while a tile
// is up for auction, so every island, the player's own and the rivals', stays in
// sight while the player decides what the tile is worth.

#include <algorithm>

#include "gavel/core/text.h"
#include "gavel/games/auctionland/moves.h"
#include "parts.h"

namespace gavel::ui::auctionland {

namespace {

constexpr int panel_rows = 5;
constexpr int text_col = 14;  // right of the tile's picture

// Blanks the market's rows and names the panel where the market's name was.
void open_panel(Screen& screen, const Table& table, const Layout& layout, std::string_view title) {
  for (int row = layout.market_top; row < layout.market_top + panel_rows; ++row)
    screen.text(row, 0, std::string(static_cast<std::size_t>(screen.width()), ' '));
  screen.text(layout.market_top, 0, title, Style{Tone::title, true});
  const al::AuctionlandView& view = table.view;
  if (view.held >= 0) {
    draw_tile(screen, layout.market_top + 1, layout.market_left,
              view.content->tile(view.held).quadrants, Scale::large);
  }
}

// A line of the panel, cut with an ellipsis if the screen is too narrow for it.
void line(Screen& screen, const Glyphs& glyphs, int row, int col, std::string_view text,
          Style style = plain) {
  screen.text(row, col, shorten(glyphs, text, std::max(screen.width() - col - 1, 0)), style);
}

}  // namespace

void draw_bidding_panel(Screen& screen, const Glyphs& glyphs, const Table& table,
                        const Layout& layout, const BidEntry& entry) {
  const al::AuctionlandView& view = table.view;
  open_panel(screen, table, layout, "Auction");
  std::vector<std::string> in;
  std::vector<std::string> out;
  for (Seat seat = 0; seat < static_cast<int>(view.seats.size()); ++seat) {
    const al::SeatView& s = view.seats[static_cast<std::size_t>(seat)];
    const std::string name = seat_label(table, seat);
    if (!s.out) {
      in.push_back(name + (seat == view.high_bidder ? " (leads)" : ""));
    } else if (seat == view.auctioneer) {
      out.push_back(name + " (auctioneer)");
    } else if (s.island.full()) {
      out.push_back(name + " (island full)");
    } else {
      out.push_back(name + " (passed)");
    }
  }
  const int top = layout.market_top;
  line(screen, glyphs, top, layout.market_left,
       seat_label(table, view.auctioneer) + " auctions " + tile_words(glyphs, view, view.held) +
           ".");
  line(screen, glyphs, top + 1, text_col,
       view.high_bidder >= 0 ? "High bid: $" + std::to_string(view.high_bid) + " by " +
                                   seat_label(table, view.high_bidder) + "."
                             : "No bid yet.",
       Style{Tone::normal, true});
  line(screen, glyphs, top + 2, text_col, "Still in: " + join(in, ", ") + ".");
  if (!out.empty()) line(screen, glyphs, top + 3, text_col, "Out: " + join(out, ", ") + ".");
  if (entry.low > entry.high) {
    line(screen, glyphs, top + 4, text_col,
         "You cannot raise: you have $" + std::to_string(entry.high) + " and the least raise is $" +
             std::to_string(entry.low) + ".",
         Style{Tone::warning, true});
    return;
  }
  const std::string money = "you have $" + std::to_string(entry.high) + ", the least raise is $" +
                            std::to_string(entry.low);
  const std::string bid =
      "Your bid: " + std::string(glyphs.pointer) + " $" + std::to_string(entry.amount);
  screen.text(top + 4, text_col, bid, Style{Tone::accent, true, true});
  line(screen, glyphs, top + 4, text_col + text_width(bid) + 2, "(" + money + ")",
       styled(Tone::dim));
}

Menu sale_menu(const Table& table, const std::vector<Move>& legal) {
  const al::AuctionlandView& view = table.view;
  const int money = view.seats[static_cast<std::size_t>(view.me)].money;
  const int bid = view.high_bid;
  const auto allowed = [&](al::Kind kind) {
    return std::find(legal.begin(), legal.end(), al::make_move(kind)) != legal.end();
  };
  Menu menu;
  menu.items.push_back(
      {"Sell: +$" + std::to_string(bid) + ", you would have $" + std::to_string(money + bid), "",
       allowed(al::Kind::sell), ""});
  const bool can_buy = allowed(al::Kind::buy_back);
  menu.items.push_back(
      {"Buy back: -$" + std::to_string(bid + 1) +
           (can_buy ? ", you would have $" + std::to_string(money - bid - 1) : std::string()),
       "", can_buy, can_buy ? "" : "(you have $" + std::to_string(money) + ")"});
  return menu;
}

void draw_sale_panel(Screen& screen, const Glyphs& glyphs, const Table& table, const Layout& layout,
                     const Menu& menu) {
  const al::AuctionlandView& view = table.view;
  open_panel(screen, table, layout, "Sale");
  const std::string winner = seat_label(table, view.high_bidder);
  const std::string bid = "$" + std::to_string(view.high_bid);
  const std::string price = "$" + std::to_string(view.high_bid + 1);
  const bool full = view.seats[static_cast<std::size_t>(view.me)].island.full();
  const int top = layout.market_top;
  line(screen, glyphs, top, layout.market_left,
       winner + " won " + tile_words(glyphs, view, view.held) + " at " + bid +
           ": sell it, or buy it back?",
       Style{Tone::normal, true});
  line(screen, glyphs, top + 1, text_col,
       "Sell: " + winner + " pays you " + bid + " and builds the tile.");
  line(screen, glyphs, top + 2, text_col,
       "Buy back: you pay " + winner + " " + price + " (bid + $1) and " +
           (full ? "the tile goes to the box." : "build it yourself."));
  draw_menu(screen, glyphs, menu, top + 3, text_col - 3, screen.width() - text_col + 2);
}

}  // namespace gavel::ui::auctionland
