// Drawing the Auction Auction board from one seat's view at 80x24: the title bar,
// the twelve seats with their access bids round by round on the left, the player's
// own panels on the right, the newest log lines, the status line and the key hints.

#include <algorithm>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::auction_auction {

namespace {

constexpr int name_col = 2;
constexpr int name_width = 9;
constexpr int first_round_col = 12;
constexpr int round_width = 10;

const char* step_words(aa::Step step) {
  switch (step) {
    case aa::Step::talk:
      return "talk";
    case aa::Step::deal_give:
    case aa::Step::deal_promise:
    case aa::Step::deal_ask:
    case aa::Step::deal_answer:
      return "a deal";
    case aa::Step::access:
    case aa::Step::sheet:
      return "sealed bids";
    case aa::Step::over:
      return "over";
    default:
      return "setting up";
  }
}

void draw_title_bar(Screen& screen, const Glyphs& glyphs, const Scene& table) {
  const aa::AuctionView& view = table.view;
  const std::string where = "round " + std::to_string(view.round + 1) + "/" +
                            std::to_string(view.table->rounds) + " " + std::string(glyphs.bullet) +
                            " " + (view.phase == aa::Phase::access ? "access" : "auction") + ": " +
                            step_words(view.step);
  ui::draw_title_bar(
      screen, glyphs,
      {"Auction Auction", {where}, view.step == aa::Step::over, view.to_move, view.me},
      table.sitters, table.run, table.seed);
}

// One seat's access bid of a round in ten columns: "  30 Gen+" (it entered Genre),
// " 100 Wol-" (it bid on Wolley and stands in the Black Market), "sealed" before the
// reveal, "" before it has sealed.
std::string access_cell(const aa::AuctionView& view, int round, Seat seat) {
  const auto r = static_cast<std::size_t>(round);
  const auto s = static_cast<std::size_t>(seat);
  const aa::AccessBid& bid = view.access[r][s];
  const int went = view.where[r][s];
  if (bid.house == aa::unknown) {
    const bool sealing_now = round == view.round && view.phase == aa::Phase::access;
    const bool sealed = sealing_now && view.step == aa::Step::access && seat < view.to_move;
    return sealed ? " sealed" : "";
  }
  std::string cell = pad_left(std::to_string(bid.amount), 4) + " " + location_tag(view, bid.house);
  if (went == aa::unknown) return cell + "?";
  return cell + (went == bid.house ? "+" : "-");
}

}  // namespace

Layout lay_out(const Screen& screen, const Scene& table, std::string_view status) {
  Layout layout;
  layout.right_left = std::max(43, screen.width() - 37);
  const int seat_rows = table.view.players + 1;
  layout.status_rows = std::max(static_cast<int>(wrap_status(screen, status).size()), 1);
  layout.status = screen.height() - 1 - layout.status_rows;
  layout.log_rule = std::max(seat_rows, 13) + 1;
  layout.first_log = layout.log_rule + 1;
  layout.log_rows = std::max(layout.status - layout.first_log, 0);
  return layout;
}

void draw_seats(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout) {
  const aa::AuctionView& view = table.view;
  const Style heading{Tone::title, true, false};
  screen.text(layout.seats_top, name_col, "Seats", heading);
  const int rounds = view.table->rounds;
  for (int round = 0; round < rounds; ++round) {
    screen.text(layout.seats_top, first_round_col + round * round_width + 1,
                "Round " + std::to_string(round + 1),
                round == view.round ? heading : styled(Tone::dim));
  }
  for (Seat seat = 0; seat < view.players; ++seat) {
    const int row = layout.seats_top + 1 + seat;
    if (seat == view.to_move)
      screen.text(row, 0, std::string(glyphs.pointer), styled(Tone::accent));
    const char glyph = sitter_glyph(table.sitters, seat);
    Style name_style = seat == view.me ? Style{Tone::accent, true, false} : plain;
    name_style.hue = sitter_hue(table.sitters, seat);
    if (glyph != ' ') screen.text(row, 1, std::string(1, glyph), name_style);
    screen.text(row, name_col + 1, pad(short_who(table, seat), name_width - 1), name_style);
    for (int round = 0; round < rounds && round < static_cast<int>(view.access.size()); ++round) {
      const std::string cell = access_cell(view, round, seat);
      if (cell.empty()) continue;
      const bool changed =
          table.before != nullptr && access_cell(*table.before, round, seat) != cell;
      const int col = first_round_col + round * round_width;
      const int went = view.where[static_cast<std::size_t>(round)][static_cast<std::size_t>(seat)];
      const aa::AccessBid& bid =
          view.access[static_cast<std::size_t>(round)][static_cast<std::size_t>(seat)];
      Style style = went == aa::unknown                       ? plain
                    : went == bid.house && went != aa::market ? Style{Tone::good, false, false}
                                                              : styled(Tone::dim);
      style.bold = changed;
      if (changed) screen.text(row, col, std::string(glyphs.changed), styled(Tone::accent));
      screen.text(row, col + 1, pad(cell, round_width - 1), style);
    }
  }
}

void draw_board(Screen& screen, const Glyphs& glyphs, const Scene& table, std::string_view status,
                const std::vector<std::string>& hints, int log_columns) {
  const Layout layout = lay_out(screen, table, status);
  draw_title_bar(screen, glyphs, table);
  draw_seats(screen, glyphs, table, layout);
  draw_you(screen, glyphs, table, layout);
  draw_lots(screen, glyphs, table, layout);
  draw_deals(screen, glyphs, table, layout);
  draw_foot(
      screen, glyphs, layout,
      TableLogView{table.log, table.sources, table.sitters, table.new_from, table.view.seat()},
      status, hints, log_columns);
}

}  // namespace gavel::ui::auction_auction
