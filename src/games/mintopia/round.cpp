// The round of New Mintopia City: income, the Auction Block, the Auctioneer's
// choice of Location and auction, the token passing left, and the Roll step.
//
// The deck is never laid out. Nobody may look into it, and every Location the game
// ever draws (a turn-up, or the Deed ability's unused Location) is drawn from the
// Locations nobody has seen, so `unseen_` holds the deck and the unused Locations
// together and `deck_` says how many of them the deck is. Turning up a random unseen
// Location is the same chance as dealing a random deck and turning up its top card:
// which unseen Locations are the deck is itself random, and no rule ever asks.

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/mintopia/state.h"

namespace gavel::mintopia {

void MintopiaState::first_auctioneer(Seat seat, Log& log) {
  auctioneer_ = seat;
  if (mode_ == Mode::solitaire) {
    log.to_all(Words("Seat 0 is the Auctioneer, as in every solitaire game.")
                   .by(0, "You are the Auctioneer, as in every solitaire game."));
  } else {
    log.to_all(Words(seat_text(seat) + " holds the Auctioneer token first.")
                   .by(seat, "You hold the Auctioneer token first."));
  }
  if (boons_.extra_money > 0) {
    log.to_all(Words("Seat 0 starts with " + std::to_string(boons_.extra_money) + " Mints.")
                   .by(0, "You start with " + std::to_string(boons_.extra_money) + " Mints."));
  }
  start_round(log);
}

void MintopiaState::start_round(Log& log) {
  if (deck_ == 0) return start_end(log);
  ++round_;
  const int gain = income(mode_);
  for (int& mints : mints_)
    mints += gain;
  log.to_all("Round " + std::to_string(round_) + ": everyone gains " + std::to_string(gain) +
             " Mints.");
  if (boons_.extra_income > 0) {
    mints_[0] += boons_.extra_income;
    const std::string more = std::to_string(boons_.extra_income) + " more";
    log.to_all(Words("Seat 0 gains " + more + " (a campaign perk).")
                   .by(0, "You gain " + more + " (your perk)."));
  }
  to_turn_up_ = std::min(block_size(mode_, players_), deck_);
  phase_ = Phase::turn_up;
}

void MintopiaState::take_from_unseen(int location) {
  const auto found = std::lower_bound(unseen_.begin(), unseen_.end(), location);
  if (found == unseen_.end() || *found != location) throw Error("that Location is not unseen");
  unseen_.erase(found);
}

void MintopiaState::turn_up(int location, Log& log) {
  take_from_unseen(location);
  --deck_;
  block_.push_back(location);
  log.to_all(Words(seat_text(auctioneer_) + " turns up " + name_of(location) + ".")
                 .by(auctioneer_, "You turn up " + name_of(location) + "."));
  if (--to_turn_up_ > 0) return;
  phase_ = Phase::choose;
  turn_ = auctioneer_;
}

std::vector<Move> MintopiaState::choose_moves() const {
  std::vector<Move> moves;
  for (int location : block_) {
    moves.push_back(make_move(Kind::auction, location, 0));
    if (closed_auctions_allowed(mode_)) moves.push_back(make_move(Kind::auction, location, 1));
  }
  std::sort(moves.begin(), moves.end());
  return moves;
}

void MintopiaState::choose(int location, bool closed, Log& log) {
  block_.erase(std::find(block_.begin(), block_.end(), location));
  lot_ = location;
  closed_ = closed;
  const std::string how = closed ? "a closed" : "an open";
  log.to_all(Words(seat_text(turn_) + " puts " + name_of(location) + " up in " + how + " auction.")
                 .by(turn_, "You put " + name_of(location) + " up in " + how + " auction."));
  if (!closed) return open_auction(log);
  std::fill(commitments_.begin(), commitments_.end(), not_committed);
  phase_ = Phase::commit;
  turn_ = auctioneer_;
}

void MintopiaState::lot_done(Log& log) {
  lot_ = -1;
  bid_ = Bid{};
  proposal_ = Proposal{};
  refused_.clear();
  std::fill(withdrawn_.begin(), withdrawn_.end(), false);
  std::fill(commitments_.begin(), commitments_.end(), not_committed);
  tied_pairs_.clear();
  choosers_.clear();
  chooser_ = nobody;
  ai_bid_ = 0;
  last_ai_face_ = 0;  // a die of an earlier auction says nothing of this one
  answering_.clear();
  placer_ = nobody;
  zone_ = no_one;
  if (mode_ != Mode::solitaire) {
    auctioneer_ = left_of(auctioneer_);
    log.to_all(Words("The Auctioneer token passes to " + seat_text(auctioneer_) + ".")
                   .to(auctioneer_, "The Auctioneer token passes to you."));
  }
  if (!block_.empty()) {
    phase_ = Phase::choose;
    turn_ = auctioneer_;
    return;
  }
  if (has_roll(mode_)) {
    phase_ = Phase::roll;
    return;
  }
  start_round(log);
}

void MintopiaState::roll(int die, Log& log) {
  last_roll_ = die;
  log.to_all("The die shows " + std::to_string(die) + ".");
  for (Seat seat = 0; seat < players_; ++seat) {
    int gain = 0;
    for (int zone : zones_of(city_, seat)) {
      for (const Placed& placed : city_.zones[static_cast<std::size_t>(zone)].cards())
        gain += location(placed.location).vp == die ? 1 : 0;
    }
    if (gain == 0) continue;
    mints_[static_cast<std::size_t>(seat)] += gain;
    const std::string mints = counted(gain, "Mint", "Mints");
    log.to_all(Words(seat_text(seat) + " gains " + mints + " from the roll.")
                   .by(seat, "You gain " + mints + " from the roll."));
  }
  start_round(log);
}

}  // namespace gavel::mintopia
