// The auction step: open bidding round the table from the auctioneer's left, then
// the auctioneer's choice to sell or buy back.

#include "gavel/games/auctionland/moves.h"
#include "gavel/games/auctionland/state.h"

namespace gavel::auctionland {

void AuctionlandState::start_bidding(Log& log) {
  high_bid_ = 0;
  high_bidder_ = -1;
  // The auctioneer does not bid, nor does anyone with no room for the tile.
  for (Seat seat = 0; seat < players_; ++seat) {
    player(seat).out = seat == auctioneer_ || player(seat).island.full();
  }
  const std::string tile = tile_text(held_) + " up for auction.";
  log.to_all(Words(seat_text(auctioneer_) + " puts " + tile).by(auctioneer_, "You put " + tile));
  phase_ = Phase::bidding;
  turn_ = auctioneer_;
  next_bidder(log);
}

std::vector<Move> AuctionlandState::bidding_moves() const {
  std::vector<Move> moves;
  const int money = player(turn_).money;
  for (int amount = high_bid_ + 1; amount <= money; ++amount)
    moves.push_back(make_move(Kind::bid, amount));
  moves.push_back(make_move(Kind::pass));
  return moves;  // every bid's code is below the pass's
}

void AuctionlandState::bid(int amount, Log& log) {
  high_bid_ = amount;
  high_bidder_ = turn_;
  const std::string dollars = "$" + std::to_string(amount) + ".";
  log.to_all(Words(seat_text(turn_) + " bids " + dollars).by(turn_, "You bid " + dollars));
  next_bidder(log);
}

void AuctionlandState::pass(Log& log) {
  player(turn_).out = true;
  log.to_all(Words(seat_text(turn_) + " passes.").by(turn_, "You pass."));
  next_bidder(log);
}

// Asks the next player still in, leftwards from the one who just spoke; the leader
// is skipped. Bidding is over when nobody but the leader is still in. With one
// player able to bid (always so with two players) that is after their one answer.
void AuctionlandState::next_bidder(Log& log) {
  int in = 0;
  for (const Player& p : seats_)
    in += p.out ? 0 : 1;
  const bool leader_alone = high_bidder_ >= 0 && in == 1;
  if (in == 0 || leader_alone) {
    if (high_bidder_ < 0) {
      log.to_all("Nobody bids.");
      return build_or_box(auctioneer_, log);
    }
    const std::string price = " the bidding at $" + std::to_string(high_bid_) + ".";
    log.to_all(
        Words(seat_text(high_bidder_) + " wins" + price).by(high_bidder_, "You win" + price));
    phase_ = Phase::sale;
    turn_ = auctioneer_;
    return;
  }
  Seat seat = turn_;
  do {
    seat = (seat + 1) % players_;
  } while (player(seat).out || seat == high_bidder_);
  turn_ = seat;
}

std::vector<Move> AuctionlandState::sale_moves() const {
  std::vector<Move> moves = {make_move(Kind::sell)};
  // Buying back pays the winner; an auctioneer who cannot pay can only sell.
  if (player(auctioneer_).money >= high_bid_ + 1) moves.push_back(make_move(Kind::buy_back));
  return moves;
}

void AuctionlandState::sell(Log& log) {
  player(high_bidder_).money -= high_bid_;
  player(auctioneer_).money += high_bid_;
  const std::string tile = content_->tile_name(held_);
  const std::string price = " for $" + std::to_string(high_bid_) + ".";
  log.to_all(
      Words(seat_text(auctioneer_) + " sells " + tile + " to " + seat_text(high_bidder_) + price)
          .by(auctioneer_, "You sell " + tile + " to " + seat_text(high_bidder_) + price)
          .to(high_bidder_, seat_text(auctioneer_) + " sells " + tile + " to you" + price));
  turn_ = high_bidder_;
  phase_ = Phase::auction_place;
}

void AuctionlandState::buy_back(Log& log) {
  const int price = high_bid_ + 1;
  player(auctioneer_).money -= price;
  player(high_bidder_).money += price;
  const std::string tile = content_->tile_name(held_) + " back, paying ";
  const std::string paid = " $" + std::to_string(price) + ".";
  log.to_all(Words(seat_text(auctioneer_) + " buys " + tile + seat_text(high_bidder_) + paid)
                 .by(auctioneer_, "You buy " + tile + seat_text(high_bidder_) + paid)
                 .to(high_bidder_, seat_text(auctioneer_) + " buys " + tile + "you" + paid));
  build_or_box(auctioneer_, log);
}

void AuctionlandState::build_or_box(Seat seat, Log& log) {
  if (player(seat).island.full()) {
    to_box(log);
    return resume(log);
  }
  turn_ = seat;
  phase_ = Phase::auction_place;
}

}  // namespace gavel::auctionland
