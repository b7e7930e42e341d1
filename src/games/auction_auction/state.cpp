// The state machine's frame: setup, whose move, the legal moves, and where each move
// goes. The phases themselves are in talk.cpp, access.cpp and auction.cpp.

#include "gavel/games/auction_auction/state.h"

#include <algorithm>

#include "gavel/core/error.h"

namespace gavel::auction_auction {

AuctionState::AuctionState(std::shared_ptr<const TableContent> table, int players,
                           const Boons& boons)
    : table_(std::move(table)), players_(players), boons_(boons) {
  const auto seats = static_cast<std::size_t>(players);
  const auto rounds = static_cast<std::size_t>(table_->rounds);
  cash_.assign(seats, table_->starting_cash);
  cash_[0] += boons.extra_money * table_->garnet_cash;
  garnets_.assign(seats, table_->garnets);
  if (boons.garnets >= 0) garnets_[0] = boons.garnets;
  traded_.assign(seats, 0);
  cubes_.assign(seats, Cubes{});
  bid_money_.assign(seats, false);
  relief_due_.assign(seats, false);
  access_.assign(rounds, std::vector<AccessBid>(seats));
  where_.assign(rounds, std::vector<int>(seats, unknown));
  sheets_.assign(rounds, std::vector<std::vector<int>>(seats));
  winners_.assign(rounds, std::vector<Seat>(lot_count, nobody));
  for (int cash : cash_)
    money_in_ += cash;
}

Seat AuctionState::to_move() const {
  switch (step_) {
    case Step::market_colour:
      return chance_seat;
    case Step::deal_answer:
      return deal_.to;
    case Step::over:
      return nobody;
    default:
      return turn_;
  }
}

std::vector<Move> AuctionState::legal_moves() const {
  std::vector<Move> moves;
  switch (step_) {
    case Step::market_colour:
      for (Colour colour : all_colours)
        moves.push_back(make_move(Kind::market_colour, static_cast<int>(colour)));
      return moves;
    case Step::talk:
      return talk_moves();
    case Step::deal_give:
    case Step::deal_promise:
    case Step::deal_ask:
    case Step::deal_answer:
      return deal_moves();
    case Step::access:
      moves.reserve(static_cast<std::size_t>(house_count * (cash(turn_) + 1) + 1));
      for (int house = 0; house < house_count; ++house) {
        for (int amount = 0; amount <= cash(turn_); ++amount)
          moves.push_back(access_move(house, amount));
      }
      break;
    case Step::sheet:
      moves.reserve(static_cast<std::size_t>(sheet_cash_left(turn_) + 2));
      for (int amount = 0; amount <= sheet_cash_left(turn_); ++amount)
        moves.push_back(make_move(Kind::lot_bid, amount));
      break;
    case Step::over:
      return moves;
  }
  // A garnet may be traded at any turn of one's own: before a sealed bid is when it tells.
  if (garnets(turn_) > 0) moves.push_back(make_move(Kind::trade_garnet));
  return moves;
}

void AuctionState::play(Move move, Log& log) {
  const int payload = payload_of(move);
  switch (kind_of(move)) {
    case Kind::market_colour:
      market_colour_ = payload;
      log.to_all("The Black Market is stocked.");
      start_phase(log);
      return;
    case Kind::access:
      seal_access(payload / house_step, payload % house_step, log);
      return;
    case Kind::lot_bid:
      seal_lot(payload, log);
      return;
    case Kind::deal_with:
      open_deal(payload, log);
      return;
    case Kind::give:
    case Kind::promise:
    case Kind::ask:
      deal_step(kind_of(move), payload, log);
      return;
    case Kind::answer:
      answer(payload == accept_code, log);
      return;
    case Kind::trade_garnet:
      trade_garnet(log);
      return;
    case Kind::done:
      talk_done(log);
      return;
  }
  throw Error("Auction Auction has no such move");
}

std::vector<Standing> AuctionState::standings() const {
  return hand_standings(cubes_, cash_);
}

void AuctionState::to_each(Log& log, Audience audience, const std::vector<Seat>& named,
                           const std::function<std::string(Seat reader)>& line) const {
  // The seats the line does not name all read it alike: one event for all of them.
  Audience others;
  Seat first_other = nobody;
  for (Seat reader = 0; reader < players_; ++reader) {
    if (!audience.includes(reader)) continue;
    if (std::find(named.begin(), named.end(), reader) != named.end()) {
      log.to(reader, line(reader));
      continue;
    }
    others = others.with(reader);
    if (first_other == nobody) first_other = reader;
  }
  if (first_other != nobody) log.to(others, line(first_other));
}

std::string AuctionState::location_name(int location) const {
  return location == market ? table_->market_short
                            : table_->houses[static_cast<std::size_t>(location)].short_name;
}

std::string AuctionState::lot_name(int lot) const {
  return location_name(location_of_lot(lot)) + " " + std::to_string(lot_number(lot));
}

std::string AuctionState::term_text(const Term& term) const {
  switch (term.kind) {
    case Term::Kind::none:
      return "none";
    case Term::Kind::stay_out:
      return "out of " + location_name(term.index);
    case Term::Kind::no_bid:
      return "nothing on " + lot_name(term.index);
  }
  return "none";
}

std::vector<Seat> AuctionState::inside(int location) const {
  std::vector<Seat> seats;
  for (Seat seat = 0; seat < players_; ++seat) {
    if (where_[at(round_)][at(seat)] == location) seats.push_back(seat);
  }
  return seats;
}

Audience AuctionState::audience_of(int location) const {
  Audience audience;
  for (Seat seat : inside(location))
    audience = audience.with(seat);
  return audience;
}

int AuctionState::sheet_cash_left(Seat seat) const {
  int left = cash(seat);
  for (int bid : sheets_[at(round_)][at(seat)])
    left -= bid;
  return left;
}

}  // namespace gavel::auction_auction
