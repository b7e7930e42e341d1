// Facts that scenario files check with `expect:` lines (man page, AUCTION AUCTION).
// Seats are numbers; locations and lots are named as the notation names them, in
// any case: "in.genre", "winner.Genre 2".

#include "gavel/core/text.h"
#include "gavel/games/auction_auction/state.h"

namespace gavel::auction_auction {
namespace {

std::string after(std::string_view name, std::string_view prefix) {
  if (name.substr(0, prefix.size()) != prefix) return {};
  return lowercase(name.substr(prefix.size()));
}

}  // namespace

std::optional<std::string> AuctionState::chapter_fact(std::string_view name) const {
  if (name == "step") return step_name(step_);
  if (name == "round") return std::to_string(round_ + 1);
  if (name == "phase") return std::string(phase_ == Phase::access ? "access" : "auction");
  if (name == "market") return std::string(colour_name(market_colour()));
  if (name == "money-in") return std::to_string(money_in_);
  if (name == "money-paid") return std::to_string(money_paid_);
  if (name == "deal") {
    if (deal_.from == nobody) return std::string("none");
    return std::to_string(deal_.from) + " with " + std::to_string(deal_.to) + ": give " +
           std::to_string(deal_.cash) + ", promise " + term_text(deal_.promise) + ", ask " +
           term_text(deal_.ask);
  }
  if (name == "promises") {
    std::vector<std::string> all;
    for (const Promise& promise : promises_) {
      all.push_back(std::to_string(promise.by) + " to " + std::to_string(promise.to) + " " +
                    term_text(promise.term) + " " + status_name(promise.status) +
                    (promise.witnessed ? "" : " unseen"));
    }
    return all.empty() ? std::string("none") : join(all, "; ");
  }
  const auto per_seat = [&](std::string_view prefix) {
    return index_after(name, prefix, players_);
  };
  if (const auto seat = per_seat("cash.")) return std::to_string(cash(*seat));
  if (const auto seat = per_seat("garnets.")) return std::to_string(garnets(*seat));
  if (const auto seat = per_seat("traded.")) return std::to_string(garnets_traded(*seat));
  if (const auto seat = per_seat("cubes.")) return cubes_text(cubes(*seat));
  if (const auto seat = per_seat("hand.")) return std::string(hand_name(hand_of(cubes(*seat))));
  if (const auto seat = per_seat("relief-due.")) return relief_due_[at(*seat)] ? "yes" : "no";
  if (const auto seat = per_seat("where.")) {
    const int location = where_[at(round_)][at(*seat)];
    return location == unknown ? std::string("unknown") : location_name(location);
  }
  if (const auto seat = per_seat("sees.")) {
    // What that seat's view says of each location's colour: "Genre green, Dr. E ?".
    const auto seen =
        std::unique_ptr<AuctionView>(static_cast<AuctionView*>(view(*seat).release()));
    std::vector<std::string> all;
    for (int location = 0; location < location_count; ++location) {
      const int colour = seen->colours[at(location)];
      all.push_back(location_name(location) + " " +
                    (colour == unknown ? "?" : colour_name(static_cast<Colour>(colour))));
    }
    return join(all, ", ");
  }
  if (const std::string where = after(name, "in."); !where.empty()) {
    for (int location = 0; location < location_count; ++location) {
      if (lowercase(location_name(location)) != where) continue;
      std::vector<std::string> seats;
      for (Seat seat : inside(location))
        seats.push_back(std::to_string(seat));
      return seats.empty() ? std::string("nobody") : join(seats, " ");
    }
  }
  if (const std::string lot_text = after(name, "winner."); !lot_text.empty()) {
    for (int lot = 0; lot < lot_count; ++lot) {
      if (lowercase(lot_name(lot)) != lot_text) continue;
      // The lot's latest sale: after a round's reveal the game has moved on to the next.
      for (int round = round_; round >= 0; --round) {
        const Seat winner = winners_[at(round)][at(lot)];
        if (winner == unsold) return std::string("unsold");
        if (winner != nobody) return std::to_string(winner);
      }
      return std::string("none");
    }
  }
  return std::nullopt;
}

}  // namespace gavel::auction_auction
