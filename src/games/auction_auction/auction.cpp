// The auction phase: sealed sheets lot by lot, the reveal in each location to its
// seats alone, and the end of each phase and of the game.

#include <algorithm>
#include <map>

#include "gavel/core/text.h"
#include "gavel/games/auction_auction/state.h"

namespace gavel::auction_auction {

void AuctionState::seal_lot(int amount, Log& log) {
  auto& sheet = sheets_[at(round_)][at(turn_)];
  const int lot = first_lot(where_[at(round_)][at(turn_)]) + static_cast<int>(sheet.size());
  sheet.push_back(amount);
  if (amount > 0) bid_money_[at(turn_)] = true;
  log.to(turn_, "You bid $" + std::to_string(amount) + " on " + lot_name(lot) + ".");
  if (static_cast<int>(sheet.size()) < lots_of(turn_)) return;
  log.to_all(Words(seat_text(turn_) + " seals its bids.").by(turn_, "Your bids are sealed."));
  if (turn_ + 1 < players_) {
    ++turn_;
    return;
  }
  reveal_auction(log);
}

void AuctionState::reveal_auction(Log& log) {
  for (Seat seat = 0; seat < players_; ++seat) {
    int paid = 0;
    for (int bid : sheets_[at(round_)][at(seat)])
      paid += bid;
    cash_[at(seat)] -= paid;
    money_paid_ += paid;
  }
  for (int lot = 0; lot < lot_count; ++lot) {
    if (!inside(location_of_lot(lot)).empty()) sell(lot, log);
  }
  settle_sheet_promises(log);
  end_phase(log);
}

Seat AuctionState::lot_winner(int round, int lot) const {
  const auto index = static_cast<std::size_t>(lot_number(lot) - 1);
  std::map<int, std::vector<Seat>, std::greater<>> by_amount;
  for (Seat seat = 0; seat < players_; ++seat) {
    if (where_[at(round)][at(seat)] != location_of_lot(lot)) continue;
    const int bid = sheets_[at(round)][at(seat)][index];
    if (bid > 0) by_amount[bid].push_back(seat);
  }
  // The highest amount that exactly one seat bid wins; amounts bid by several drop out.
  for (const auto& [amount, seats] : by_amount) {
    if (seats.size() == 1) return seats.front();
  }
  return unsold;
}

void AuctionState::sell(int lot, Log& log) {
  const int location = location_of_lot(lot);
  const auto index = static_cast<std::size_t>(lot_number(lot) - 1);
  std::vector<Seat> bidders;
  for (Seat seat : inside(location)) {
    if (sheets_[at(round_)][at(seat)][index] > 0) bidders.push_back(seat);
  }
  const Seat winner = lot_winner(round_, lot);
  winners_[at(round_)][static_cast<std::size_t>(lot)] = winner;
  const Lot sold = lot_at(*table_, lot, market_colour());
  if (winner != unsold) cubes_[at(winner)][static_cast<std::size_t>(sold.colour)] += sold.cubes;
  // Worded piece by piece: a sim writes this line for every seat of every location.
  const std::string head =
      lot_name(lot) + " (" + std::to_string(sold.cubes) + " " + colour_name(sold.colour) + "): ";
  std::vector<std::string> amounts;
  for (Seat seat : bidders)
    amounts.push_back(" $" + std::to_string(sheets_[at(round_)][at(seat)][index]));
  to_each(log, audience_of(location), bidders, [&](Seat reader) {
    std::string text = head;
    for (std::size_t i = 0; i < bidders.size(); ++i) {
      if (i > 0) text += ", ";
      text += you_or_seat(reader, bidders[i]);
      text += amounts[i];
    }
    if (bidders.empty()) text += "no bids";
    text += winner == unsold   ? std::string("; unsold.")
            : winner == reader ? std::string("; you win.")
                               : "; " + seat_text(winner) + " wins.";
    return text;
  });
}

void AuctionState::end_phase(Log& log) {
  for (Seat seat = 0; seat < players_; ++seat) {
    relief_due_[at(seat)] = cash(seat) == 0 && !bid_money_[at(seat)];
    bid_money_[at(seat)] = false;
  }
  if (phase_ == Phase::access) {
    phase_ = Phase::auction;
  } else if (round_ + 1 < table_->rounds) {
    ++round_;
    phase_ = Phase::access;
  } else {
    end_game(log);
    return;
  }
  start_phase(log);
}

void AuctionState::end_game(Log& log) {
  step_ = Step::over;
  turn_ = nobody;
  std::fill(relief_due_.begin(), relief_due_.end(), false);
  log.to_all("The game is over. Hands and cash are shown:");
  const std::vector<Standing> places = standings();
  for (Seat seat = 0; seat < players_; ++seat) {
    const Cubes& held = cubes(seat);
    const std::string hand = std::string(hand_name(hand_of(held))) + " (" + cubes_text(held) +
                             "), $" + std::to_string(cash(seat)) + ": " +
                             ordinal(places[at(seat)].place) + ".";
    log.to_all(Words(seat_text(seat) + " holds " + hand).by(seat, "You hold " + hand));
  }
}

}  // namespace gavel::auction_auction
