// The open auction: bids alone or with a neighbour, proposals and their answers,
// withdrawing, and the lone winner's choice of neighbour. The 2-player modes bid
// alone; solitaire's player bids one more each time against the AI card (ai_card.cpp).

#include <algorithm>

#include "gavel/core/text.h"
#include "gavel/games/mintopia/state.h"

namespace gavel::mintopia {
namespace {

std::string capitalised(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 32);
  return text;
}

}  // namespace

void MintopiaState::open_auction(Log& log) {
  bid_ = Bid{};
  std::fill(withdrawn_.begin(), withdrawn_.end(), false);
  refused_.clear();
  phase_ = Phase::open_bid;
  if (mode_ == Mode::solitaire) {
    turn_ = 0;
    opening_ = false;
    return;
  }
  // An Auctioneer without a Mint cannot open; the first player to the left who
  // holds one opens instead.
  for (int step = 0; step < players_; ++step) {
    const Seat seat = (auctioneer_ + step) % players_;
    if (mints_[static_cast<std::size_t>(seat)] == 0) continue;
    if (seat != auctioneer_) {
      log.to_all(
          Words(seat_text(auctioneer_) + " holds no Mint, so " + seat_text(seat) +
                " opens the bidding.")
              .by(seat, seat_text(auctioneer_) + " holds no Mint, so you open the bidding.")
              .to(auctioneer_, "You hold no Mint, so " + seat_text(seat) + " opens the bidding."));
    }
    turn_ = seat;
    opening_ = true;
    return;
  }
  log.to_all(
      Words("Nobody holds a Mint: " + seat_text(auctioneer_) + " takes " + name_of(lot_) +
            " for nothing.")
          .by(auctioneer_, "Nobody holds a Mint: you take " + name_of(lot_) + " for nothing."));
  bid_ = Bid{0, auctioneer_, 0, nobody, 0};
  open_won(log);
}

std::vector<Move> MintopiaState::open_moves() const {
  std::vector<Move> moves;
  const Seat me = turn_;
  const int have = mints_[static_cast<std::size_t>(me)];
  const int current = std::max(bid_.total, ai_bid_);
  if (mode_ == Mode::solitaire) {
    // The player may only bid one more than the Current Bid.
    if (current + 1 <= have) moves.push_back(make_move(Kind::bid, current + 1));
    moves.push_back(make_move(Kind::withdraw));
    return moves;
  }
  for (int mints = current + 1; mints <= have; ++mints)
    moves.push_back(make_move(Kind::bid, mints));
  if (locations_shared(mode_)) {
    // Partners one can still ask: not withdrawn, not refused this turn.
    std::array<int, 2> theirs{-1, -1};
    for (const int side : {left_side_code, right_side_code}) {
      const Seat other = neighbour(me, side);
      const bool asked = std::find(refused_.begin(), refused_.end(), other) != refused_.end();
      if (!withdrawn_[static_cast<std::size_t>(other)] && !asked) {
        theirs[static_cast<std::size_t>(side)] = mints_[static_cast<std::size_t>(other)];
      }
    }
    const int most = std::max(theirs[0], theirs[1]);
    // a, then b, then the side: the codes come out sorted.
    for (int mine = 1; mine <= have; ++mine) {
      for (int yours = std::max(1, current + 1 - mine); yours <= most; ++yours) {
        for (const int side : {left_side_code, right_side_code}) {
          if (yours <= theirs[static_cast<std::size_t>(side)])
            moves.push_back(make_move(Kind::propose, mine, yours, side));
        }
      }
    }
  }
  if (!opening_) moves.push_back(make_move(Kind::withdraw));
  return moves;
}

void MintopiaState::bid(int mints, Log& log) {
  const Seat me = turn_;
  bid_ = Bid{mints, me, mints, nobody, 0};
  log.to_all(
      Words(seat_text(me) + " bids " + counted(mints, "Mint", "Mints") +
            (players_ > 2 ? " alone." : "."))
          .by(me, "You bid " + counted(mints, "Mint", "Mints") + (players_ > 2 ? " alone." : ".")));
  if (mode_ == Mode::solitaire) {
    phase_ = Phase::ai_roll;
    return;
  }
  next_bidder(me, log);
}

void MintopiaState::propose(int mine, int yours, int side, Log& log) {
  const Seat me = turn_;
  const Seat other = neighbour(me, side);
  proposal_ = Proposal{me, other, mine, yours};
  const std::string total = " (" + counted(mine + yours, "Mint", "Mints") + " in all)";
  log.to_all(
      Words(seat_text(me) + " asks " + seat_text(other) +
            " to bid together: " + std::to_string(mine) + " from " + seat_text(me) + ", " +
            std::to_string(yours) + " from " + seat_text(other) + total + ".")
          .by(me, "You ask " + seat_text(other) + " to bid together: you put " +
                      std::to_string(mine) + ", they put " + std::to_string(yours) + total + ".")
          .to(other, seat_text(me) + " asks you to bid together: they put " + std::to_string(mine) +
                         ", you put " + std::to_string(yours) + total + "."));
  phase_ = Phase::answer;
}

void MintopiaState::answer(bool yes, Log& log) {
  const Proposal asked = proposal_;
  proposal_ = Proposal{};
  phase_ = Phase::open_bid;
  turn_ = asked.from;
  if (!yes) {
    refused_.push_back(asked.to);
    log.to_all(Words(seat_text(asked.to) + " refuses " + seat_text(asked.from) + ".")
                   .by(asked.to, "You refuse " + seat_text(asked.from) + ".")
                   .to(asked.from, seat_text(asked.to) + " refuses you."));
    return;
  }
  if (bid_.includes(asked.to) && bid_.partner != nobody) {
    const Seat left_behind = asked.to == bid_.leader ? bid_.partner : bid_.leader;
    // Three seats are named, so each reader gets its own words.
    to_each(log, [&](Seat reader) {
      return capitalised(who(reader, asked.to)) + (reader == asked.to ? " leave " : " leaves ") +
             who(reader, left_behind) + " for " + who(reader, asked.from) + ".";
    });
  }
  bid_ = Bid{asked.mine + asked.yours, asked.from, asked.mine, asked.to, asked.yours};
  log.to_all(Words(seat_text(asked.to) + " accepts: " + seat_text(asked.from) + " and " +
                   seat_text(asked.to) + " bid " + counted(bid_.total, "Mint", "Mints") + ".")
                 .by(asked.to, "You accept: you and " + seat_text(asked.from) + " bid " +
                                   counted(bid_.total, "Mint", "Mints") + ".")
                 .to(asked.from, seat_text(asked.to) + " accepts: you and they bid " +
                                     counted(bid_.total, "Mint", "Mints") + "."));
  next_bidder(asked.from, log);
}

void MintopiaState::withdraw(Log& log) {
  const Seat me = turn_;
  withdrawn_[static_cast<std::size_t>(me)] = true;
  log.to_all(Words(seat_text(me) + " withdraws.").by(me, "You withdraw."));
  if (mode_ == Mode::solitaire) return ai_takes_lot(log);
  next_bidder(me, log);
}

void MintopiaState::next_bidder(Seat after, Log& log) {
  opening_ = false;
  refused_.clear();
  phase_ = Phase::open_bid;
  for (int step = 1; step <= players_; ++step) {
    const Seat seat = (after + step) % players_;
    if (!withdrawn_[static_cast<std::size_t>(seat)] && !bid_.includes(seat)) {
      turn_ = seat;
      return;
    }
  }
  open_won(log);
}

void MintopiaState::open_won(Log& log) {
  if (mode_ == Mode::duel_against_ai) {
    // The AI card answers the two players' last bid with its die.
    phase_ = Phase::ai_roll;
    return;
  }
  pay_bid(log);
  placer_ = bid_.leader;
  turn_ = placer_;
  if (!locations_shared(mode_)) {
    zone_ = placer_;
    phase_ = Phase::place;
  } else if (bid_.partner == nobody) {
    phase_ = Phase::share;
  } else {
    zone_ = bid_.partner == left_of(bid_.leader) ? bid_.leader : bid_.partner;
    phase_ = Phase::place;
  }
}

void MintopiaState::share(int side, Log& log) {
  const Seat me = turn_;
  const Seat other = neighbour(me, side);
  zone_ = side == left_side_code ? me : other;
  log.to_all(Words(seat_text(me) + " shares " + name_of(lot_) + " with " + seat_text(other) + ".")
                 .by(me, "You share " + name_of(lot_) + " with " + seat_text(other) + ".")
                 .to(other, seat_text(me) + " shares " + name_of(lot_) + " with you."));
  phase_ = Phase::place;
}

Words MintopiaState::pair_wins(Seat first, int first_puts, Seat second, int second_puts) const {
  const std::string lot =
      " win " + name_of(lot_) + " for " + counted(first_puts + second_puts, "Mint", "Mints") + " (";
  const std::string a = seat_text(first) + " " + std::to_string(first_puts);
  const std::string b = seat_text(second) + " " + std::to_string(second_puts);
  return Words(seat_text(first) + " and " + seat_text(second) + lot + a + ", " + b + ").")
      .by(first, "You and " + seat_text(second) + lot + "you " + std::to_string(first_puts) + ", " +
                     b + ").")
      .to(second, "You and " + seat_text(first) + lot + "you " + std::to_string(second_puts) +
                      ", " + a + ").");
}

void MintopiaState::pay_bid(Log& log) {
  const Seat leader = bid_.leader;
  mints_[static_cast<std::size_t>(leader)] -= bid_.leader_puts;
  if (bid_.partner == nobody) {
    log.to_all(Words(seat_text(leader) + " wins " + name_of(lot_) + " for " +
                     counted(bid_.total, "Mint", "Mints") + ".")
                   .by(leader, "You win " + name_of(lot_) + " for " +
                                   counted(bid_.total, "Mint", "Mints") + "."));
    return;
  }
  const Seat partner = bid_.partner;
  mints_[static_cast<std::size_t>(partner)] -= bid_.partner_puts;
  log.to_all(pair_wins(leader, bid_.leader_puts, partner, bid_.partner_puts));
}

}  // namespace gavel::mintopia
