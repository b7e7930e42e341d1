// What Auction Web's log lines mean for the rivals' table talk (TableLog, table.h):
// the game's start and end, a pass, a lead taken or beaten, a lowball used, a
// property won.

#include <algorithm>
#include <iterator>

#include "board_parts.h"

namespace gavel::ui::auction_web {

namespace {

// How often a rival speaks up after each kind of moment, one time in so many: rare
// enough that the log stays a record of play (a round of four has a dozen passes and
// bids), often enough that each rival is heard in a game.
constexpr int pass_one_in = 4;
constexpr int lead_one_in = 4;
constexpr int lowball_one_in = 3;
constexpr int won_one_in = 5;

// The lowballs' names as the game's log says "Seat N uses ...".
constexpr std::string_view lowball_names[] = {"Ledger Balance", "Stocks Buyback",
                                              "Hack a Private Key", "Data Mining"};

}  // namespace

std::string topic(std::string_view text) {
  constexpr std::string_view leads = " now leads on ";
  const std::size_t at = text.find(leads);
  if (at == std::string_view::npos) return {};
  const std::size_t from = at + leads.size();
  return "lead on " + std::string(text.substr(from, text.find(';', from) - from));
}

void react(std::string_view text, const State& /*state*/, TableLog& log) {
  if (text.starts_with("Round 1 begins")) {
    log.greet();  // its words open the game
    return;
  }
  const auto [seat, rest] = seat_line(text);
  if (seat == nobody) return;
  if (rest.starts_with(" passes for the rest of the round")) {
    log.maybe_say({{seat, Situation::pass}}, pass_one_in);
  } else if (rest.starts_with(" now leads on ")) {
    // "Seat N now leads on X (a); Seat M's 3 (...) is discarded.": M's lead was beaten.
    const std::size_t beaten_at = rest.find("; ");
    std::size_t beaten_end = 0;
    const Seat beaten =
        beaten_at == std::string_view::npos ? nobody : seat_at(rest, beaten_at + 2, beaten_end);
    log.maybe_say({{beaten, Situation::lose_lot}, {seat, Situation::win_lot}}, lead_one_in);
  } else if (rest.starts_with("'s ") && contains(rest, " does not beat the card on ")) {
    log.maybe_say({{seat, Situation::lose_lot}}, lead_one_in);
  } else if (rest.starts_with(" uses ")) {
    const std::string_view used = rest.substr(6);
    const bool lowball = std::any_of(std::begin(lowball_names), std::end(lowball_names),
                                     [&](std::string_view name) { return used.starts_with(name); });
    if (lowball) log.maybe_say({{seat, Situation::lowball}}, lowball_one_in);
  } else if (rest.starts_with(" wins ") && !contains(rest, "Extortion") &&
             !contains(rest, "Avocado Island")) {
    log.maybe_say({{seat, Situation::win_lot}}, won_one_in);
  }
}

}  // namespace gavel::ui::auction_web
