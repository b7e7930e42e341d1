// The right-hand panels of the Auction Auction board: you (cash, garnets, cubes and
// hand, with what changed since your last move), the locations with the colour you
// know and the colour your notebook says, your location's lots with your sheet and
// the latest sales you saw there, and the newest of your deals and promises.

#include <algorithm>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::auction_auction {

namespace {

constexpr int lot_width = 8;
constexpr int lots_label = 5;

std::string signed_dollars(int change) {
  return (change > 0 ? "+$" : "-$") + std::to_string(change > 0 ? change : -change);
}

int seats_in(const aa::AuctionView& view, int round, int location) {
  if (round >= static_cast<int>(view.where.size())) return 0;
  const auto& where = view.where[static_cast<std::size_t>(round)];
  return static_cast<int>(std::count(where.begin(), where.end(), location));
}

}  // namespace

int draw_cubes(Screen& screen, int row, int col, const aa::Cubes& cubes) {
  int at = col;
  for (int colour = 0; colour < aa::colour_count; ++colour) {
    const int count = cubes[static_cast<std::size_t>(colour)];
    if (count == 0) continue;
    if (at > col) ++at;
    Style style{Tone::normal, true, false};
    style.hue = colour_hue(colour);
    screen.text(row, at, std::string(static_cast<std::size_t>(count), colour_letter(colour)),
                style);
    at += count;
  }
  if (at == col) {
    screen.text(row, col, "none", styled(Tone::dim));
    at += 4;
  }
  return at - col;
}

void draw_you(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout) {
  const aa::AuctionView& view = table.view;
  const int left = layout.right_left;
  int row = layout.seats_top;
  screen.text(row, left, "You", Style{Tone::title, true, false});
  std::string money = dollars(view.cash);
  screen.text(row, left + 4, money, Style{Tone::normal, true, false});
  int col = left + 5 + text_width(money);
  if (table.before != nullptr && table.before->cash != view.cash) {
    const int change = view.cash - table.before->cash;
    const std::string words = "(" + signed_dollars(change) + ")";
    screen.text(row, col, words, styled(change > 0 ? Tone::good : Tone::bad));
    col += text_width(words) + 1;
  }
  screen.text(row, col, counted(view.garnets, "garnet", "garnets"));
  ++row;
  screen.text(row, left, "Cubes");
  const int taken = draw_cubes(screen, row, left + 6, view.cubes);
  const bool gained = table.before != nullptr && table.before->cubes != view.cubes;
  if (gained) screen.text(row, left - 1, std::string(glyphs.changed), styled(Tone::accent));
  screen.text(row, left + 6 + taken, std::string(": ") + aa::hand_name(aa::hand_of(view.cubes)),
              Style{gained ? Tone::good : Tone::normal, gained, false});
  row += 1;
  screen.text(row, left, "Where   colour  notebook  in", Style{Tone::title, true, false});
  const int here = view.location(view.round);
  for (int location = 0; location < aa::location_count; ++location) {
    ++row;
    if (location == here)
      screen.text(row, left - 1, std::string(glyphs.pointer), styled(Tone::accent));
    screen.text(row, left, pad(view.location_name(location), 8),
                location == here ? Style{Tone::accent, true, false} : plain);
    const int colour = view.colours[static_cast<std::size_t>(location)];
    Style colour_style{colour == aa::unknown ? Tone::dim : Tone::normal, colour != aa::unknown,
                       false};
    colour_style.hue = colour_hue(colour);
    screen.text(row, left + 8, colour_word(colour), colour_style);
    if (location != aa::market) {
      const auto note = table.notes.find(view.location_name(location));
      const std::string noted = note == table.notes.end() ? "-" : note->second + "?";
      screen.text(row, left + 16, noted,
                  styled(note == table.notes.end() ? Tone::dim : Tone::normal));
    }
    const int in = seats_in(view, view.round, location);
    if (view.location(view.round) != aa::unknown || in > 0)
      screen.text(row, left + 26, std::to_string(in), plain);
  }
}

void draw_lots(Screen& screen, const Glyphs& /*glyphs*/, const Scene& table, const Layout& layout) {
  const aa::AuctionView& view = table.view;
  const int left = layout.right_left;
  int row = layout.seats_top + 7;
  int round = 0;
  const int location = shown_location(view, round);
  if (location == aa::unknown) {
    screen.text(row, left, "Your lots show once the access bids", styled(Tone::dim));
    screen.text(row + 1, left, "are revealed and you are inside.", styled(Tone::dim));
    return;
  }
  const bool now = round == view.round;
  screen.text(row, left,
              (now ? "In " : "Last round in ") + view.location_name(location) +
                  (now ? ", round " + std::to_string(round + 1) : std::string()),
              Style{Tone::title, true, false});
  const int first = aa::first_lot(location);
  const int count = aa::lots_in(location);
  const auto& sheet =
      view.sheets[static_cast<std::size_t>(round)][static_cast<std::size_t>(view.me)];
  const auto& winners = view.winners[static_cast<std::size_t>(round)];
  const bool sold = winners[static_cast<std::size_t>(first)] != nobody;
  screen.text(row + 1, left, "Lot");
  screen.text(row + 2, left, "Bid");
  if (sold) screen.text(row + 3, left, "Won");
  const bool sealing = now && view.step == aa::Step::sheet && view.to_move == view.me;
  for (int i = 0; i < count; ++i) {
    const int lot = first + i;
    const int col = left + lots_label + i * lot_width;
    screen.text(row + 1, col, std::to_string(i + 1));
    const int colour = view.lot_colour(lot);
    Style cube{Tone::normal, true, false};
    cube.hue = colour_hue(colour);
    screen.text(row + 1, col + 2, lot_letters(view, lot), cube);
    if (i < static_cast<int>(sheet.size())) {
      screen.text(row + 2, col, dollars(sheet[static_cast<std::size_t>(i)]));
    } else if (sealing && i == static_cast<int>(sheet.size())) {
      screen.text(row + 2, col, "$?", Style{Tone::accent, true, true});
    } else {
      screen.text(row + 2, col, "-", styled(Tone::dim));
    }
    if (!sold) continue;
    const Seat winner = winners[static_cast<std::size_t>(lot)];
    const std::string name =
        winner == aa::unsold ? std::string("unsold") : short_who(table, winner);
    screen.text(row + 3, col, pad(name, lot_width - 1),
                winner == view.me ? Style{Tone::good, true, false}
                                  : styled(winner == aa::unsold ? Tone::dim : Tone::normal));
  }
}

void draw_deals(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout) {
  const aa::AuctionView& view = table.view;
  const int left = layout.right_left;
  const int row = layout.seats_top + 11;
  const int width = screen.width() - left;
  int pending = 0;
  for (const aa::Promise& promise : view.promises)
    pending += promise.status == aa::Promise::Status::pending ? 1 : 0;
  screen.text(row, left, "Deals", Style{Tone::title, true, false});
  screen.text(row, left + 6,
              std::to_string(view.deals.size()) + " made, " + std::to_string(pending) + " promise" +
                  (pending == 1 ? "" : "s") + " pending (d)",
              styled(Tone::dim));
  // The newest: the deal under way, else the newest promise, else the newest deal.
  std::string latest;
  if (view.deal.from != nobody && (view.deal.from == view.me || view.deal.to == view.me)) {
    latest = "Now: " + (view.deal.from == view.me ? "you with " + short_who(table, view.deal.to)
                                                  : short_who(table, view.deal.from) + " with you");
  } else if (!view.promises.empty()) {
    // The widest words that fit: the deals page (d) says each promise in full.
    const aa::Promise& promise = view.promises.back();
    const bool mine = promise.by == view.me;
    const std::string other = short_who(table, mine ? promise.to : promise.by);
    const std::string what =
        ": " + term_words(view, promise.term) + ", " + aa::status_name(promise.status);
    for (const std::string& form : {(mine ? "You to " + other : other + " to you") + what,
                                    (mine ? "To " : "From ") + other + what, other + what}) {
      latest = form;
      if (text_width(form) <= width) break;
    }
  } else if (!view.deals.empty()) {
    const aa::Deal& deal = view.deals.back();
    latest = (deal.from == view.me ? "To " + short_who(table, deal.to)
                                   : "From " + short_who(table, deal.from)) +
             ": " + (deal.outcome == aa::Deal::Outcome::accepted ? "accepted" : "refused");
  } else {
    latest = "None yet.";
  }
  const bool fresh = table.before != nullptr &&
                     (table.before->promises != view.promises || table.before->deals != view.deals);
  screen.text(row + 1, left, shorten(glyphs, latest, width), Style{Tone::normal, fresh, false});
}

}  // namespace gavel::ui::auction_auction
