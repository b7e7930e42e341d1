// What each seat may know (view.h says what is public and what is not), and the
// view as plain text for the text front end.

#include "gavel/games/auction_auction/view.h"

#include "gavel/core/text.h"
#include "gavel/games/auction_auction/state.h"

namespace gavel::auction_auction {

const char* step_name(Step step) {
  switch (step) {
    case Step::market_colour:
      return "market-colour";
    case Step::talk:
      return "talk";
    case Step::deal_give:
      return "deal-give";
    case Step::deal_promise:
      return "deal-promise";
    case Step::deal_ask:
      return "deal-ask";
    case Step::deal_answer:
      return "deal-answer";
    case Step::access:
      return "access";
    case Step::sheet:
      return "sheet";
    case Step::over:
      return "over";
  }
  return "?";
}

const char* status_name(Promise::Status status) {
  switch (status) {
    case Promise::Status::pending:
      return "pending";
    case Promise::Status::kept:
      return "kept";
    case Promise::Status::broken:
      return "broken";
    case Promise::Status::unseen:
      return "unseen";
  }
  return "?";
}

bool TableRef::operator==(const TableRef& other) const {
  if (get() == other.get()) return true;
  if (!*this || !other) return false;
  const TableContent& a = **this;
  const TableContent& b = *other;
  // A house's colour is left out: a seat knows it only as `colours` says, so two
  // tables that hide other colours look the same to a seat that has not seen them.
  const auto same_house = [](const House& x, const House& y) {
    return x.name == y.name && x.short_name == y.short_name;
  };
  for (std::size_t house = 0; house < a.houses.size(); ++house) {
    if (!same_house(a.houses[house], b.houses[house])) return false;
  }
  return a.starting_cash == b.starting_cash && a.rounds == b.rounds && a.spots == b.spots &&
         a.relief == b.relief && a.garnet_cash == b.garnet_cash && a.garnets == b.garnets &&
         a.deals_per_talk == b.deals_per_talk && a.market_name == b.market_name &&
         a.market_short == b.market_short;
}

// Builds a seat's view from the state's private parts.
class Viewer {
 public:
  explicit Viewer(const AuctionState& state) : s_(state) {}

  std::unique_ptr<AuctionView> view(Seat me) const {
    auto v = std::make_unique<AuctionView>();
    const auto mine = AuctionState::at(me);
    v->me = me;
    v->players = s_.players_;
    v->table = s_.table_;
    v->round = s_.round_;
    v->phase = s_.phase_;
    v->step = s_.step_;
    v->to_move = s_.to_move();
    v->cash = s_.cash_[mine];
    v->garnets = s_.garnets_[mine];
    v->cubes = s_.cubes_[mine];
    v->deals_opened = s_.turn_ == me && s_.step_ == Step::talk ? s_.deals_opened_ : 0;
    const bool over = s_.step_ == Step::over;
    const auto rounds = static_cast<int>(s_.access_.size());
    v->access = s_.access_;
    v->where = s_.where_;
    v->sheets.assign(s_.sheets_.size(), std::vector<std::vector<int>>(s_.sheets_[0].size()));
    v->winners.assign(s_.winners_.size(), std::vector<Seat>(lot_count, nobody));
    for (int round = 0; round < rounds; ++round) {
      const auto r = static_cast<std::size_t>(round);
      const bool access_shown = round < s_.round_ || s_.phase_ == Phase::auction || over;
      const bool auction_shown = round < s_.round_ || over;
      for (Seat seat = 0; seat < s_.players_; ++seat) {
        const auto other = AuctionState::at(seat);
        if (!access_shown && seat != me) v->access[r][other] = AccessBid{};
        const bool together = s_.where_[r][other] == s_.where_[r][mine];
        if (seat == me || (auction_shown && together)) v->sheets[r][other] = s_.sheets_[r][other];
      }
      if (!auction_shown || s_.where_[r][mine] == unknown) continue;
      const int location = s_.where_[r][mine];
      for (int lot = first_lot(location); lot < first_lot(location) + lots_in(location); ++lot)
        v->winners[r][static_cast<std::size_t>(lot)] =
            s_.winners_[r][static_cast<std::size_t>(lot)];
    }
    v->colours.assign(location_count, unknown);
    for (const auto& where : s_.where_) {
      const int location = where[mine];
      if (location == unknown) continue;
      v->colours[static_cast<std::size_t>(location)] =
          location == market
              ? s_.market_colour_
              : static_cast<int>(s_.table_->houses[static_cast<std::size_t>(location)].colour);
    }
    if (me == 0) {
      for (int house = 0; house < s_.boons_.house_colours && house < house_count; ++house) {
        v->colours[static_cast<std::size_t>(house)] =
            static_cast<int>(s_.table_->houses[static_cast<std::size_t>(house)].colour);
      }
    }
    const Deal& deal = s_.deal_;
    if (deal.from == me || deal.to == me) {
      v->deal = deal;
    } else {
      v->deal.from = deal.from;
      v->deal.to = deal.to;
      v->deal.phase = deal.phase;
    }
    for (const Deal& done : s_.deals_) {
      if (done.from == me || done.to == me) v->deals.push_back(done);
    }
    for (Promise promise : s_.promises_) {
      if (promise.by != me && promise.to != me) continue;
      if (promise.to == me && !promise.witnessed && promise.status != Promise::Status::pending)
        promise.status = Promise::Status::unseen;
      v->promises.push_back(promise);
    }
    if (over) {
      v->final_cubes = s_.cubes_;
      v->final_cash = s_.cash_;
    }
    return v;
  }

 private:
  const AuctionState& s_;
};

std::unique_ptr<View> AuctionState::view(Seat seat) const {
  return Viewer(*this).view(seat);
}

int AuctionView::location(int in_round) const {
  return where[static_cast<std::size_t>(in_round)][static_cast<std::size_t>(me)];
}

std::string AuctionView::location_name(int location) const {
  return location == market ? table->market_short
                            : table->houses[static_cast<std::size_t>(location)].short_name;
}

std::string AuctionView::lot_name(int lot) const {
  return location_name(location_of_lot(lot)) + " " + std::to_string(lot_number(lot));
}

int AuctionView::lot_colour(int lot) const {
  const int location = location_of_lot(lot);
  const int number = lot_number(lot);
  // A house's single lots are one of each colour, in the order red, yellow, green:
  // that much every seat knows. The doubles, and the Black Market, show their colour
  // only to a seat that has been inside.
  if (location != market && number > 1) return number - 2;
  return colours[static_cast<std::size_t>(location)];
}

int AuctionView::lot_cubes(int lot) const {
  return lot_number(lot) == 1 ? 2 : 1;
}

namespace {

std::string seat_word(Seat me, Seat seat) {
  return seat == me ? std::string("you") : "Seat " + std::to_string(seat);
}

std::string term_words(const AuctionView& v, const Term& term) {
  if (term.kind == Term::Kind::stay_out) return "out of " + v.location_name(term.index);
  if (term.kind == Term::Kind::no_bid) return "nothing on " + v.lot_name(term.index);
  return "none";
}

}  // namespace

std::string AuctionView::describe() const {
  std::string text = "Auction Auction, round " + std::to_string(round + 1) + " of " +
                     std::to_string(table->rounds) + ", " +
                     (phase == Phase::access ? "access" : "auction") + " phase (" +
                     step_name(step) + "). You are seat " + std::to_string(me) + ".\n";
  text += "You hold $" + std::to_string(cash) + ", " + std::to_string(garnets) + " garnet" +
          (garnets == 1 ? "" : "s") + " and " + cubes_text(cubes) + ": " +
          hand_name(hand_of(cubes)) + ".\n";
  for (std::size_t r = 0; r < access.size() && static_cast<int>(r) <= round; ++r) {
    std::vector<std::string> bids;
    for (Seat seat = 0; seat < players; ++seat) {
      const AccessBid& bid = access[r][static_cast<std::size_t>(seat)];
      if (bid.house == unknown) continue;
      const int went = where[r][static_cast<std::size_t>(seat)];
      bids.push_back(seat_word(me, seat) + " $" + std::to_string(bid.amount) + " " +
                     location_name(bid.house) +
                     (went == unknown ? "" : " -> " + location_name(went)));
    }
    if (!bids.empty())
      text += "Round " + std::to_string(r + 1) + " access: " + join(bids, ", ") + ".\n";
  }
  const int here = location(round);
  if (here != unknown) {
    std::vector<std::string> lots;
    for (int lot = first_lot(here); lot < first_lot(here) + lots_in(here); ++lot) {
      const int colour = lot_colour(lot);
      lots.push_back(lot_name(lot) + " " + std::to_string(lot_cubes(lot)) + " " +
                     (colour == unknown ? "?" : colour_name(static_cast<Colour>(colour))));
    }
    text += "You are in " + location_name(here) + ": " + join(lots, ", ") + ".\n";
    const auto& sheet = sheets[static_cast<std::size_t>(round)][static_cast<std::size_t>(me)];
    if (!sheet.empty()) {
      std::vector<std::string> bids;
      for (std::size_t i = 0; i < sheet.size(); ++i)
        bids.push_back(lot_name(first_lot(here) + static_cast<int>(i)) + " $" +
                       std::to_string(sheet[i]));
      text += "Your sheet: " + join(bids, ", ") + ".\n";
    }
  }
  for (std::size_t r = 0; r < winners.size(); ++r) {
    std::vector<std::string> sold;
    for (int lot = 0; lot < lot_count; ++lot) {
      const Seat winner = winners[r][static_cast<std::size_t>(lot)];
      if (winner == nobody) continue;
      sold.push_back(lot_name(lot) + " " + (winner == unsold ? "unsold" : seat_word(me, winner)));
    }
    if (!sold.empty())
      text += "Round " + std::to_string(r + 1) + " lots: " + join(sold, ", ") + ".\n";
  }
  std::vector<std::string> known;
  for (int location = 0; location < location_count; ++location) {
    const int colour = colours[static_cast<std::size_t>(location)];
    if (colour != unknown)
      known.push_back(location_name(location) + " " + colour_name(static_cast<Colour>(colour)));
  }
  if (!known.empty()) text += "Colours you know: " + join(known, ", ") + ".\n";
  for (const Promise& promise : promises) {
    text += "Promise by " + seat_word(me, promise.by) + " to " + seat_word(me, promise.to) + ": " +
            term_words(*this, promise.term) + " (" + status_name(promise.status) + ").\n";
  }
  if (deal.from != nobody) {
    text += "Deal under way: " + seat_word(me, deal.from) + " with " + seat_word(me, deal.to);
    if (deal.from == me || deal.to == me) {
      text += ": gives $" + std::to_string(deal.cash) + ", promises " +
              term_words(*this, deal.promise) + ", asks " + term_words(*this, deal.ask);
    }
    text += ".\n";
  }
  for (std::size_t seat = 0; seat < final_cubes.size(); ++seat) {
    text += seat_word(me, static_cast<Seat>(seat)) + ": " + hand_name(hand_of(final_cubes[seat])) +
            " (" + cubes_text(final_cubes[seat]) + "), $" + std::to_string(final_cash[seat]) +
            ".\n";
  }
  if (to_move >= 0) text += "Waiting for " + seat_word(me, to_move) + ".\n";
  return text;
}

}  // namespace gavel::auction_auction
