// The closed auction: sealed commitments made one seat at a time from the
// Auctioneer, revealed together once all are in; the winning pair and the ties
// follow closed_auction.h.

#include <algorithm>

#include "gavel/games/mintopia/closed_auction.h"
#include "gavel/games/mintopia/state.h"

namespace gavel::mintopia {

void MintopiaState::commit(int mints, Log& log) {
  const Seat me = turn_;
  commitments_[static_cast<std::size_t>(me)] = mints;
  // The amount is told to its owner alone until the reveal.
  log.to_all(Words(seat_text(me) + " commits a sealed bid.")
                 .by(me, "You commit " + std::to_string(mints) + " Mints, sealed."));
  turn_ = left_of(me);
  if (turn_ == auctioneer_) reveal(log);
}

void MintopiaState::reveal(Log& log) {
  to_each(log, [&](Seat reader) {
    std::string line = "The sealed bids are revealed:";
    for (Seat seat = 0; seat < players_; ++seat) {
      line += (seat == 0 ? " " : ", ") + who(reader, seat) + " " +
              std::to_string(commitments_[static_cast<std::size_t>(seat)]);
    }
    return line + ".";
  });

  const ClosedOutcome outcome = closed_outcome(commitments_, auctioneer_);
  if (outcome.pairs.size() == 1) return closed_won(outcome.pairs.front(), nobody, log);
  tied_pairs_ = outcome.pairs;
  choosers_ = outcome.choosers;
  log.to_all(std::to_string(tied_pairs_.size()) + " pairs tie for the highest total.");
  if (outcome.auctioneer_names) {
    phase_ = Phase::name_chooser;
    turn_ = auctioneer_;
    return;
  }
  name_chooser(choosers_.front(), log);
}

void MintopiaState::name_chooser(Seat seat, Log& log) {
  if (phase_ == Phase::name_chooser) {
    log.to_all(Words(seat_text(auctioneer_) + " names " + seat_text(seat) + " to choose.")
                   .by(auctioneer_, "You name " + seat_text(seat) + " to choose.")
                   .to(seat, seat_text(auctioneer_) + " names you to choose."));
  }
  chooser_ = seat;
  const std::vector<int> pairs = pairs_of({tied_pairs_, {}, false}, seat, players_);
  if (pairs.size() == 1) return closed_won(pairs.front(), seat, log);
  log.to_all(Words(seat_text(seat) + " chooses which pair wins.")
                 .by(seat, "You choose which of your pairs wins."));
  phase_ = Phase::pick_pair;
  turn_ = seat;
}

void MintopiaState::pick_pair(int pair, Log& log) {
  closed_won(pair, chooser_, log);
}

void MintopiaState::closed_won(int pair, Seat chooser, Log& log) {
  const Seat left = pair_left(pair);
  const Seat right = pair_right(pair, players_);
  const int left_bid = commitments_[static_cast<std::size_t>(left)];
  const int right_bid = commitments_[static_cast<std::size_t>(right)];
  mints_[static_cast<std::size_t>(left)] -= left_bid;
  mints_[static_cast<std::size_t>(right)] -= right_bid;
  log.to_all(pair_wins(left, left_bid, right, right_bid));
  placer_ = closed_placer(commitments_, pair, chooser, auctioneer_);
  turn_ = placer_;
  zone_ = pair;
  phase_ = Phase::place;
}

}  // namespace gavel::mintopia
