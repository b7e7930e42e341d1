// What Auctionland's log lines mean for the rivals' table talk (TableLog, table.h):
// the first gavel, a pass, a bidding won, a tile bought back from its winner, a Bonus
// tile, and the game's end.

#include "parts.h"

namespace gavel::ui::auctionland {

namespace {

// One time in so many a rival speaks up: a turn has an auction with a pass or two from
// each seat, so passes are heard least.
constexpr int pass_one_in = 6;
constexpr int won_one_in = 3;
constexpr int bought_back_one_in = 2;
constexpr int bonus_one_in = 3;

}  // namespace

void react(std::string_view text, const State& /*state*/, TableLog& log) {
  const auto [seat, rest] = seat_line(text);
  if (seat == nobody) return;
  if (rest.starts_with(" takes the gavel and starts")) {
    log.greet();  // its words open the game
  } else if (rest == " passes.") {
    log.maybe_say({{seat, Situation::pass}}, pass_one_in);
  } else if (rest.starts_with(" wins the bidding")) {
    log.maybe_say({{seat, Situation::win_lot}}, won_one_in);
  } else if (rest.starts_with(" buys ") && contains(rest, " back, paying ")) {
    // "Seat A buys 7c back, paying Seat B $5.": B won the bidding and lost the tile.
    const std::size_t paid_at = rest.find(", paying ") + 9;
    std::size_t paid_end = 0;
    const Seat paid = seat_at(rest, paid_at, paid_end);
    log.maybe_say({{paid, Situation::lose_lot}, {seat, Situation::win_lot}}, bought_back_one_in);
  } else if (contains(rest, " takes a Bonus tile")) {
    log.maybe_say({{seat, Situation::win_lot}}, bonus_one_in);
  }
}

}  // namespace gavel::ui::auctionland
