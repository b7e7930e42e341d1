// The access phase: sealed house bids, then the reveal that seats three per house.

#include <algorithm>

#include "gavel/core/text.h"
#include "gavel/games/auction_auction/state.h"

namespace gavel::auction_auction {

void AuctionState::seal_access(int house, int amount, Log& log) {
  access_[at(round_)][at(turn_)] = {house, amount};
  if (amount > 0) bid_money_[at(turn_)] = true;
  log.to_all(
      Words(seat_text(turn_) + " seals an access bid.")
          .by(turn_, "You bid $" + std::to_string(amount) + " for " + location_name(house) + "."));
  if (turn_ + 1 < players_) {
    ++turn_;
    return;
  }
  reveal_access(log);
}

void AuctionState::reveal_access(Log& log) {
  auto& bids = access_[at(round_)];
  auto& where = where_[at(round_)];
  for (Seat seat = 0; seat < players_; ++seat) {
    cash_[at(seat)] -= bids[at(seat)].amount;
    money_paid_ += bids[at(seat)].amount;
    where[at(seat)] = market;
  }
  for (int house = 0; house < house_count; ++house) {
    std::vector<Seat> bidders;
    for (Seat seat = 0; seat < players_; ++seat) {
      if (bids[at(seat)].house == house) bidders.push_back(seat);
    }
    std::stable_sort(bidders.begin(), bidders.end(),
                     [&](Seat a, Seat b) { return bids[at(a)].amount > bids[at(b)].amount; });
    // Take equal bids together from the top; a group that would overfill the house
    // keeps all of itself out, and everyone below it.
    std::vector<Seat> entered;
    for (std::size_t first = 0; first < bidders.size();) {
      std::size_t end = first;
      while (end < bidders.size() &&
             bids[at(bidders[end])].amount == bids[at(bidders[first])].amount)
        ++end;
      if (entered.size() + (end - first) > static_cast<std::size_t>(table_->spots)) break;
      entered.insert(entered.end(), bidders.begin() + static_cast<long>(first),
                     bidders.begin() + static_cast<long>(end));
      first = end;
    }
    for (Seat seat : entered)
      where[at(seat)] = house;
    to_each(log, Audience::everyone(), bidders, [&](Seat reader) {
      std::vector<std::string> listed;
      for (Seat seat : bidders)
        listed.push_back(you_or_seat(reader, seat) + " $" + std::to_string(bids[at(seat)].amount));
      std::vector<std::string> in;
      for (Seat seat : entered)
        in.push_back(you_or_seat(reader, seat));
      return location_name(house) + ": " + (listed.empty() ? "no bids" : join(listed, ", ")) +
             "; in: " + (in.empty() ? "nobody" : join(in, ", ")) + ".";
    });
  }
  const std::vector<Seat> black_market = inside(market);
  to_each(log, Audience::everyone(), black_market, [&](Seat reader) {
    std::vector<std::string> names;
    for (Seat seat : black_market)
      names.push_back(you_or_seat(reader, seat));
    return location_name(market) + ": " + (names.empty() ? "nobody" : join(names, ", ")) + ".";
  });
  for (int location = 0; location < location_count; ++location) {
    std::vector<std::string> lots;
    for (int lot = first_lot(location); lot < first_lot(location) + lots_in(location); ++lot) {
      const Lot shown = lot_at(*table_, lot, market_colour());
      lots.push_back(lot_name(lot) + " " + std::to_string(shown.cubes) + " " +
                     colour_name(shown.colour));
    }
    log.to(audience_of(location),
           "On offer in " + location_name(location) + ": " + join(lots, ", ") + ".");
  }
  settle_access_promises(log);
  end_phase(log);
}

}  // namespace gavel::auction_auction
