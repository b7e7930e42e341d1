// What the status line says while the player takes a tile or builds one: what Enter
// would do and what it would cost or score. These read the view only.

#include <cstdlib>

#include "parts.h"

namespace gavel::ui::auctionland {

namespace {

const al::SeatView& me_of(const al::AuctionlandView& view) {
  return view.seats[view.me];
}

}  // namespace

std::string market_status(const Glyphs& glyphs, const al::AuctionlandView& view, int index,
                          al::Kind kind) {
  const std::string lead = kind == al::Kind::auction             ? "Auction: put up "
                           : view.phase == al::Phase::bonus_take ? "Bonus tile! Take "
                                                                 : "Build: take ";
  const al::Slot& slot = view.market[static_cast<std::size_t>(index)];
  const int cost = reach_cost(index);
  const int money = me_of(view).money;
  std::string text =
      lead + std::to_string(index + 1) + ", " + tile_words(glyphs, view, slot.tile) + ": ";
  if (cost > money) {
    return text + "it costs $" + std::to_string(cost) + " to reach and you have $" +
           std::to_string(money) + ".";
  }
  text += cost == 0 ? std::string("free") : "pay $" + std::to_string(cost);
  if (slot.money > 0) text += ", collect $" + std::to_string(slot.money);
  return text + ". Enter " + (kind == al::Kind::auction ? "auctions it." : "takes it.");
}

int next_place(const std::vector<int>& places, int from, Step step) {
  int best = -1;
  int best_cost = 0;
  for (int place : places) {
    const int dx = al::column_of(place) - al::column_of(from);
    const int dy = al::row_of(place) - al::row_of(from);
    const bool across = step == Step::left || step == Step::right;
    const int sign = step == Step::left || step == Step::up ? -1 : 1;
    const int ahead = sign * (across ? dx : dy);
    const int aside = across ? dy : dx;
    if (ahead <= 0) continue;
    const int cost = ahead + 2 * std::abs(aside);
    if (best < 0 || cost < best_cost) {
      best = place;
      best_cost = cost;
    }
  }
  return best;
}

std::string place_status(const al::AuctionlandView& view, int position, int turns) {
  const al::SeatView& me = me_of(view);
  const al::Quadrants quadrants = al::turned(view.content->tile(view.held).quadrants, turns);
  const int before = me.score.island.points();
  const int after = points_if_built(view, me.island, position, quadrants);
  std::string text = "Enter builds " + tile_name(view, view.held) + " at " +
                     al::position_name(position) + " rot " + std::to_string(90 * turns) +
                     ": island " + std::to_string(before) + " to " + points_text(after);
  if (!earns_bonus(view, position)) return text + ".";
  const al::Positions grown = me.island.occupied | al::bit_of(position);
  int in_row = 0;
  for (int column = 0; column < al::grid_side; ++column)
    in_row += (grown & al::bit_of(al::position_at(column, al::row_of(position)))) != 0 ? 1 : 0;
  text +=
      in_row == al::island_side
          ? ", fills row " + std::to_string(al::row_of(position) + 1)
          : ", fills column " + std::string(1, static_cast<char>('a' + al::column_of(position)));
  return text + ": Bonus tile!";
}

}  // namespace gavel::ui::auctionland
