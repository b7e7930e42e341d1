// What New Mintopia City's log lines mean for the rivals' table talk (TableLog,
// table.h): the first Auctioneer, a refusal, a withdrawal and a Location won. The
// game's end is told to each seat in its own words, so the board has the rivals'
// last words said itself (board.cpp).

#include "parts.h"

namespace gavel::ui::mintopia {

namespace {

// One time in so many a rival speaks up: withdrawals come once an auction from most
// seats, so they are heard least.
constexpr int withdraw_one_in = 6;
constexpr int refuse_one_in = 3;
constexpr int won_one_in = 3;

}  // namespace

void react(std::string_view text, const State& /*state*/, TableLog& log) {
  const auto [seat, rest] = seat_line(text);
  if (seat == nobody) return;
  if (rest.starts_with(" holds the Auctioneer token first")) {
    log.greet();
  } else if (rest == " withdraws.") {
    log.maybe_say({{seat, Situation::pass}}, withdraw_one_in);
  } else if (rest.starts_with(" refuses ")) {
    std::size_t asked_end = 0;
    const Seat asker = seat_at(rest, 9, asked_end);
    log.maybe_say({{asker, Situation::lose_lot}, {seat, Situation::pass}}, refuse_one_in);
  } else if (rest.starts_with(" wins ") || contains(rest, " win ")) {
    log.maybe_say({{seat, Situation::win_lot}}, won_one_in);
  }
}

}  // namespace gavel::ui::mintopia
