// The Auction market and the auctions of Start of Turn (lucre.h): the market refilled
// to three, each player in turn from the offense calling one auction or passing,
// bidding round from the caller, the winner paying; the cards themselves are carried
// out in auction_cards.cpp.

#include <algorithm>

#include "rules.h"

namespace gavel::cosmic {
namespace {

const AuctionCard& card_of(const S& s, int card) {
  return s.cards().auctions[static_cast<std::size_t>(card)];
}

// The seats still in the bidding, one bit each.
int bidders(const S& s) {
  return ((1 << s.seats()) - 1) & ~s.auctions().passed;
}

}  // namespace

// Start of Turn: with Lucre, the market is refilled and the auctions held first.
void Rules::open_start_turn(S& s) {
  s.phase_ = Phase::start_turn;
  if (!s.with_lucre_) return;
  s.auctions_ = Auctions{};
  s.auctions_.asking = s.encounter_.offense;
  s.phase_ = Phase::call_auction;
  refill_market(s);
}

// Down to one card, the deck takes back its discards and the market, and a new market
// is dealt; else the market is filled up to three.
void Rules::refill_market(S& s) {
  if (s.auction_deck_.size() <= 1) reshuffle_auctions(s);
  queue(s, {Draw::From::auction, s.encounter_.offense, s.encounter_.offense,
            market_size - static_cast<int>(s.market_.size())});
}

void Rules::reshuffle_auctions(S& s) {
  s.auction_deck_.insert(s.auction_deck_.end(), s.auction_discard_.begin(),
                         s.auction_discard_.end());
  s.auction_deck_.insert(s.auction_deck_.end(), s.market_.begin(), s.market_.end());
  std::sort(s.auction_deck_.begin(), s.auction_deck_.end());
  s.auction_discard_.clear();
  s.market_.clear();
}

// A card drawn into the market (its draw already counted): when that leaves the deck
// at one card, the deck is made anew and a whole new market is dealt at once.
void Rules::market_drawn(S& s, int card, Log& log) {
  s.auction_deck_.erase(std::find(s.auction_deck_.begin(), s.auction_deck_.end(), card));
  s.market_.push_back(card);
  const AuctionCard& drawn = card_of(s, card);
  log.to_all("The market shows " + drawn.name + " (at least " + lucre_words(drawn.minimum) + ").");
  if (s.auction_deck_.size() > 1) return;
  log.to_all(
      "The Auction deck is down to one card: its discards and the market are shuffled "
      "into it, and a new market is dealt.");
  std::erase_if(s.draws_, [](const Draw& d) { return d.from == Draw::From::auction; });
  reshuffle_auctions(s);
  s.draws_.insert(s.draws_.begin(), Draw{Draw::From::auction, s.encounter_.offense,
                                         s.encounter_.offense, market_size, false});
}

// The next seat, in turn from the one asked last, that has neither called an auction
// nor passed since the last one; none left: the Start of Turn goes on.
void Rules::next_caller(S& s) {
  Auctions& a = s.auctions_;
  for (int step = 0; step < s.players_; ++step) {
    const Seat seat = (a.asking + step) % s.players_;
    if (((a.called | a.declined) & (1 << seat)) != 0) continue;
    if (!can_call(s, seat)) {
      a.declined |= 1 << seat;
      continue;
    }
    a.asking = seat;
    return;
  }
  s.phase_ = Phase::start_turn;
}

// A seat may call when it can pay some card's least bid from its free Lucre.
bool Rules::can_call(const S& s, Seat seat) {
  return std::any_of(s.market_.begin(), s.market_.end(),
                     [&](int card) { return card_of(s, card).minimum <= s.lucre_[seat]; });
}

void Rules::legal_auction(const S& s, std::vector<Move>& moves) {
  const Auctions& a = s.auctions_;
  switch (s.phase_) {
    case Phase::call_auction: {
      const int free = s.lucre_[a.asking];
      for (std::size_t slot = 0; slot < s.market_.size(); ++slot) {
        for (int bid = card_of(s, s.market_[slot]).minimum; bid <= free; ++bid)
          moves.push_back(make_move(Kind::call_auction, static_cast<int>(slot) * 100 + bid));
      }
      moves.push_back(make_move(Kind::pass));
      break;
    }
    case Phase::bid:
      for (int bid = a.bid + 1; bid <= s.lucre_[a.bidder]; ++bid)
        moves.push_back(make_move(Kind::bid, bid));
      moves.push_back(make_move(Kind::pass));
      break;
    case Phase::pay:
      moves.push_back(make_move(Kind::pay, 0));
      for (int k = 0; k < s.per_home_; ++k) {
        const int planet = a.high * s.per_home_ + k;
        if (s.invested(planet) > 0) moves.push_back(make_move(Kind::pay, 1 + planet));
      }
      break;
    default:
      break;
  }
}

// The next bidder after `seat` still in; when only the high bidder is left it wins.
void Rules::next_bidder(S& s, Seat seat, Log& log) {
  Auctions& a = s.auctions_;
  if (bidders(s) == (1 << a.high)) {
    const AuctionCard& card = card_of(s, a.card);
    log.to_all(
        Words(seat_words(a.high) + " wins the " + card.name + " for " + lucre_words(a.bid) + ".")
            .by(a.high, "You win the " + card.name + " for " + lucre_words(a.bid) + "."));
    s.phase_ = Phase::pay;
    std::vector<Move> ways;
    legal_auction(s, ways);
    if (ways.size() == 1) play_auction(s, ways.front(), log);  // nothing invested: pay in full
    return;
  }
  Seat next = next_seat(s, seat);
  while ((a.passed & (1 << next)) != 0)
    next = next_seat(s, next);
  a.bidder = next;
}

void Rules::play_auction(S& s, Move move, Log& log) {
  Auctions& a = s.auctions_;
  const int payload = payload_of(move);
  switch (s.phase_) {
    case Phase::call_auction: {
      const Seat caller = a.asking;
      if (kind_of(move) == Kind::pass) {
        a.declined |= 1 << caller;
        log.to_all(
            Words(seat_words(caller) + " calls no auction.").by(caller, "You call no auction."));
        return;
      }
      const std::size_t slot = static_cast<std::size_t>(payload / 100);
      a.called |= 1 << caller;
      a.declined = 0;  // an auction held: the others may think again
      a.card = s.market_[slot];
      s.market_.erase(s.market_.begin() + static_cast<std::ptrdiff_t>(slot));
      a.bid = payload % 100;
      a.high = caller;
      a.passed = 0;
      const AuctionCard& card = card_of(s, a.card);
      log.to_all(Words(seat_words(caller) + " calls an auction on " + card.name + " and bids " +
                       lucre_words(a.bid) + ".")
                     .by(caller, "You call an auction on " + card.name + " and bid " +
                                     lucre_words(a.bid) + "."));
      s.phase_ = Phase::bid;
      next_bidder(s, caller, log);
      return;
    }
    case Phase::bid: {
      const Seat bidder = a.bidder;
      if (kind_of(move) == Kind::pass) {
        a.passed |= 1 << bidder;
        log.to_all(Words(seat_words(bidder) + " passes.").by(bidder, "You pass."));
      } else {
        a.bid = payload;
        a.high = bidder;
        log.to_all(Words(seat_words(bidder) + " bids " + lucre_words(a.bid) + ".")
                       .by(bidder, "You bid " + lucre_words(a.bid) + "."));
      }
      next_bidder(s, bidder, log);
      return;
    }
    case Phase::pay: {
      int price = a.bid;
      std::string how;
      if (payload > 0) {  // an invested Lucre pays 2 of the price
        const int planet = payload - 1;
        --s.invested_[static_cast<std::size_t>(planet)];
        ++s.bank_;
        price = std::max(0, price - invested_pays);
        how = " and 1 invested on " + s.planet_name(planet);
      }
      spend(s, a.high, price);
      log.to_all(Words(seat_words(a.high) + " pays the bank " + lucre_words(price) + how + ".")
                     .by(a.high, "You pay the bank " + lucre_words(price) + how + "."));
      s.phase_ = Phase::carry_out;
      return;
    }
    default:
      return;
  }
}

// The card won is done with: the auctions of this Start of Turn go on after its caller.
void Rules::auction_done(S& s) {
  Auctions& a = s.auctions_;
  s.auction_discard_.push_back(a.card);
  a.card = -1;
  a.high = nobody;
  a.bidder = nobody;
  a.count = 0;
  a.limit = 0;
  a.planet = -1;
  s.phase_ = Phase::call_auction;
  next_caller(s);
}

}  // namespace gavel::cosmic
