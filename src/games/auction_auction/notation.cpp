// Auction Auction's move notation (moves.h lists it; the man page documents it).
// Locations are named by their short name or in full, in any case: "Genre",
// "genre shop"; a lot is its location and its number there: "Genre 2".

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/auction_auction/state.h"

namespace gavel::auction_auction {

// Reads the state's private parts to name things, and nothing else.
class Notation {
 public:
  explicit Notation(const AuctionState& state) : s_(state) {}

  std::string text(Move move) const {
    const int payload = payload_of(move);
    switch (kind_of(move)) {
      case Kind::market_colour:
        return std::string("black market is ") + colour_name(static_cast<Colour>(payload));
      case Kind::access:
        return "access " + std::to_string(payload % house_step) + " at " +
               s_.location_name(payload / house_step);
      case Kind::lot_bid:
        return "bid " + std::to_string(payload) + " on " + s_.lot_name(next_lot());
      case Kind::deal_with:
        return "deal with " + std::to_string(payload);
      case Kind::give:
        return "give " + std::to_string(payload);
      case Kind::promise:
        return "promise " + s_.term_text(Term::of(payload));
      case Kind::ask:
        return "ask " + s_.term_text(Term::of(payload));
      case Kind::answer:
        return payload == accept_code ? "accept" : "refuse";
      case Kind::trade_garnet:
        return "trade garnet";
      case Kind::done:
        return "done";
    }
    return "?";
  }

  Move parse(std::string_view line) const {
    const std::vector<std::string> w = words(lowercase(trim(line)));
    if (w.empty()) throw Error("an empty move");
    const std::string& verb = w[0];
    if (w == std::vector<std::string>{"accept"}) return make_move(Kind::answer, accept_code);
    if (w == std::vector<std::string>{"refuse"}) return make_move(Kind::answer, refuse_code);
    if (w == std::vector<std::string>{"done"}) return make_move(Kind::done);
    if (w == std::vector<std::string>{"trade", "garnet"}) return make_move(Kind::trade_garnet);
    if (verb == "black" && w.size() == 4 && w[1] == "market" && w[2] == "is") {
      for (Colour colour : all_colours) {
        if (w[3] == colour_name(colour))
          return make_move(Kind::market_colour, static_cast<int>(colour));
      }
      throw Error("the Black Market is red, yellow or green, not " + quote_input(w[3]));
    }
    if (verb == "access") {
      const auto at = std::find(w.begin(), w.end(), "at");
      if (w.size() < 4 || at != w.begin() + 2) throw Error("expected 'access N at HOUSE'");
      const int amount = amount_of(w[1]);
      const int house = location_named(rest(w, 3));
      if (house == market) {
        throw Error("the Black Market takes no access bids: name one of the three houses");
      }
      if (s_.step_ == Step::access) within(amount, s_.cash(s_.turn_), "cash");
      return access_move(house, amount);
    }
    if (verb == "bid") {
      if (w.size() < 5 || w[2] != "on") throw Error("expected 'bid N on LOCATION K'");
      const int amount = amount_of(w[1]);
      const int lot = lot_named(rest(w, 3));
      if (s_.step_ != Step::sheet) throw Error("no sheet is being sealed now");
      if (location_of_lot(lot) != location_of_lot(next_lot())) {
        throw Error(seat_text(s_.turn_) + " stands in " +
                    s_.location_name(location_of_lot(next_lot())) + ": the next lot is " +
                    s_.lot_name(next_lot()));
      }
      if (lot != next_lot()) {
        throw Error("lots are bid in order: the next is " + s_.lot_name(next_lot()));
      }
      within(amount, s_.sheet_cash_left(s_.turn_), "cash left for this sheet");
      return make_move(Kind::lot_bid, amount);
    }
    if (verb == "deal") {
      if (w.size() != 3 || w[1] != "with") throw Error("expected 'deal with N' (a seat)");
      const auto seat = parse_integer(w[2]);
      if (!seat || *seat < 0 || *seat >= s_.players_) {
        throw Error("there is no seat " + quote_input(w[2]) + " at this table");
      }
      return make_move(Kind::deal_with, static_cast<int>(*seat));
    }
    if (verb == "give") {
      if (w.size() != 2) throw Error("expected 'give N' (dollars)");
      const int amount = amount_of(w[1], "a gift");
      if (s_.step_ == Step::deal_give) within(amount, s_.cash(s_.deal_.from), "cash");
      return make_move(Kind::give, amount);
    }
    if (verb == "promise" || verb == "ask") {
      const Kind kind = verb == "promise" ? Kind::promise : Kind::ask;
      return make_move(kind, term_of(std::vector<std::string>(w.begin() + 1, w.end())).code());
    }
    throw Error(
        "expected deal with N, give N, promise TERM, ask TERM, accept, refuse, trade garnet, "
        "done, access N at HOUSE or bid N on LOCATION K");
  }

 private:
  int next_lot() const {
    const Seat seat = s_.turn_;
    const int location = s_.where_[AuctionState::at(s_.round_)][AuctionState::at(seat)];
    return first_lot(location) +
           static_cast<int>(s_.sheets_[AuctionState::at(s_.round_)][AuctionState::at(seat)].size());
  }

  static std::string rest(const std::vector<std::string>& w, std::size_t from) {
    return join(std::vector<std::string>(w.begin() + static_cast<long>(from), w.end()), " ");
  }

  // Refuses an amount above what the seat may spend, saying how much that is.
  static void within(int amount, int most, const char* what) {
    if (amount > most) {
      throw Error("$" + std::to_string(amount) + " is more than the $" + std::to_string(most) +
                  " of " + what);
    }
  }

  // `what` is "a bid" or "a gift", for the message.
  static int amount_of(const std::string& word, const char* what = "a bid") {
    const auto amount = parse_integer(word);
    if (!amount || *amount < 0 || *amount > largest_amount) {
      throw Error(std::string(what) + " is a whole number of dollars, not " + quote_input(word));
    }
    return static_cast<int>(*amount);
  }

  int location_named(const std::string& name) const {
    for (int location = 0; location < location_count; ++location) {
      const bool house = location != market;
      const std::string& full =
          house ? s_.table_->houses[AuctionState::at(location)].name : s_.table_->market_name;
      if (name == lowercase(full) || name == lowercase(s_.location_name(location))) return location;
    }
    throw Error("no location is called " + quote_input(name) + " (they are " + names() + ")");
  }

  int lot_named(const std::string& name) const {
    const std::vector<std::string> w = words(name);
    const auto number = parse_integer(w.back());
    if (w.size() < 2 || !number) throw Error("a lot is its location and number: 'Genre 2'");
    const int location =
        location_named(join(std::vector<std::string>(w.begin(), w.end() - 1), " "));
    if (*number < 1 || *number > lots_in(location)) {
      throw Error(s_.location_name(location) + " has lots 1 to " +
                  std::to_string(lots_in(location)));
    }
    return first_lot(location) + static_cast<int>(*number) - 1;
  }

  Term term_of(const std::vector<std::string>& w) const {
    if (w == std::vector<std::string>{"none"}) return {};
    if (w.size() >= 3 && w[0] == "out" && w[1] == "of") {
      const int house = location_named(rest(w, 2));
      if (house == market) throw Error("nobody bids to enter the Black Market: name a house");
      return {Term::Kind::stay_out, house};
    }
    if (w.size() >= 3 && w[0] == "nothing" && w[1] == "on") {
      return {Term::Kind::no_bid, lot_named(rest(w, 2))};
    }
    throw Error("a promise is 'none', 'out of HOUSE' or 'nothing on LOCATION K'");
  }

  std::string names() const {
    std::vector<std::string> all;
    for (int location = 0; location < location_count; ++location)
      all.push_back(s_.location_name(location));
    return join(all, ", ");
  }

  const AuctionState& s_;
};

std::string AuctionState::to_text(Move move) const {
  return Notation(*this).text(move);
}

Move AuctionState::parse(std::string_view text) const {
  return Notation(*this).parse(text);
}

}  // namespace gavel::auction_auction
