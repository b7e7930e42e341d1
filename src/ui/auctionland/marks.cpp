// What changed since the player last chose, read by comparing the view then with the
// view now: tiles built, market positions taken or refilled, the high bid, money that
// moved. The board marks these until the player acts, so a rival's turn reads at a
// glance without the log.

#include "parts.h"

namespace gavel::ui::auctionland {

namespace {

const al::SeatView* seat_before(const Scene& table, Seat seat) {
  if (table.before == nullptr) return nullptr;
  if (seat < 0 || seat >= static_cast<int>(table.before->seats.size())) return nullptr;
  return &table.before->seats[seat];
}

}  // namespace

al::Positions fresh_tiles(const Scene& table, Seat seat) {
  const al::SeatView* then = seat_before(table, seat);
  if (then == nullptr) return 0;
  const al::SeatView& now = table.view.seats[seat];
  al::Positions fresh = 0;
  for (int position = 0; position < al::positions; ++position) {
    const auto at = static_cast<std::size_t>(position);
    if (now.island.has(position) && now.built[at] != then->built[at]) fresh |= al::bit_of(position);
  }
  return fresh;
}

bool fresh_slot(const Scene& table, int index) {
  if (table.before == nullptr) return false;
  // The row closes up when a tile is taken, so a tile that only moved along is not
  // news; a tile new to the row is, and so is money put on one.
  const al::Slot& now = table.view.market[static_cast<std::size_t>(index)];
  for (const al::Slot& then : table.before->market) {
    if (then.tile == now.tile) return then.money != now.money;
  }
  return true;
}

int money_change(const Scene& table, Seat seat) {
  const al::SeatView* then = seat_before(table, seat);
  const int now = table.view.seats[seat].money;
  if (then == nullptr || now == al::hidden_money || then->money == al::hidden_money) return 0;
  return now - then->money;
}

bool fresh_bid(const Scene& table) {
  if (table.before == nullptr || table.view.high_bidder < 0) return false;
  return table.view.high_bid != table.before->high_bid ||
         table.view.high_bidder != table.before->high_bidder ||
         table.view.held != table.before->held;
}

std::string_view fresh_mark(const Glyphs& glyphs) {
  return glyphs.changed;
}

}  // namespace gavel::ui::auctionland
