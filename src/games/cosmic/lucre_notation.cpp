// The move notation of Lucre's moves (man page, COSMIC ENCOUNTER; lucre.h), and the
// one-line refusals of a bid or an investment that cannot be made.

#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {

std::string Rules::lucre_text(const S& s, Move move) {
  const int payload = payload_of(move);
  switch (kind_of(move)) {
    case Kind::invest:
      return "invest " + std::to_string(payload % 100) + " on " + s.planet_name(payload / 100);
    case Kind::lucre_count:
      return payload == 2 ? "lucre against" : "lucre for";
    case Kind::call_auction:
      return "auction " + std::to_string(payload / 100 + 1) + " bid " +
             std::to_string(payload % 100);
    case Kind::bid:
      return "bid " + std::to_string(payload);
    case Kind::pay:
      return payload == 0 ? "pay" : "pay with " + s.planet_name(payload - 1);
    case Kind::carry_out:
      return payload == 1 ? "carry out" : "discard auction";
    case Kind::move_ship:
      return "move " + s.planet_name(payload / 100) + " to " + s.planet_name(payload % 100);
    case Kind::free_to:
      return "free to " + s.planet_name(payload);
    case Kind::reward_lucre:
      return "reward lucre";
    default:
      return "?";
  }
}

std::optional<Move> Rules::parse_lucre(const S& s, const std::vector<std::string>& parts,
                                       const std::function<int(const std::string&)>& planet) {
  const std::string text = join(parts, " ");
  const std::string& verb = parts[0];
  const Seat mover = s.to_move();
  const auto amount = [&](const std::string& word, const char* what) {
    const auto number = parse_integer(word);
    if (!number || *number < 0 || *number > 99)
      throw Error(quote_input(word) + " is not " + what + ": a number of Lucre, such as 3.");
    return static_cast<int>(*number);
  };
  // The Lucre a seat has free, for the one-line refusals of bids and investments.
  const auto check_free = [&](int lucre, const char* what) {
    if (mover >= 0 && s.has_lucre() && lucre > s.lucre(mover))
      throw Error(std::string("You cannot ") + what + " " + std::to_string(lucre) +
                  " Lucre: you have " + std::to_string(s.lucre(mover)) + " free.");
  };
  if (parts.size() == 4 && verb == "invest" && parts[2] == "on") {
    const int lucre = amount(parts[1], "an investment");
    if (lucre == 0) throw Error("Invest at least 1 Lucre: 'invest 2 on R1'.");
    const int where = planet(parts[3]);
    if (mover >= 0 &&
        (s.owner_of(where) != mover || s.ships_on(where)[static_cast<std::size_t>(mover)] == 0))
      throw Error(
          "You may invest only on a home planet of yours that holds one of your colonies; " +
          s.planet_name(where) + " is not one.");
    check_free(lucre, "invest");
    return make_move(Kind::invest, where * 100 + lucre);
  }
  if (text == "lucre for") return make_move(Kind::lucre_count, 1);
  if (text == "lucre against") return make_move(Kind::lucre_count, 2);
  if (parts.size() == 4 && verb == "auction" && parts[2] == "bid") {
    const auto slot = parse_integer(parts[1]);
    if (!slot || *slot < 1 || *slot > market_size)
      throw Error(quote_input(parts[1]) + " is not a market card: they are 1 to 3, left to right.");
    const auto index = static_cast<std::size_t>(*slot - 1);
    if (index >= s.market().size()) throw Error("The market holds no card " + parts[1] + " now.");
    const AuctionCard& card = s.cards().auctions[static_cast<std::size_t>(s.market()[index])];
    const int bid = amount(parts[3], "a bid");
    if (bid < card.minimum)
      throw Error(card.name + " takes a first bid of at least " + std::to_string(card.minimum) +
                  " Lucre.");
    check_free(bid, "bid");
    return make_move(Kind::call_auction, static_cast<int>(index) * 100 + bid);
  }
  if (parts.size() == 2 && verb == "bid") {
    const int bid = amount(parts[1], "a bid");
    if (s.phase() == Phase::bid && bid <= s.auctions().bid)
      throw Error("A bid must top the " + std::to_string(s.auctions().bid) + " Lucre bid so far.");
    check_free(bid, "bid");
    return make_move(Kind::bid, bid);
  }
  if (text == "pay") return make_move(Kind::pay, 0);
  if (parts.size() == 3 && verb == "pay" && parts[1] == "with")
    return make_move(Kind::pay, 1 + planet(parts[2]));
  if (text == "carry out") return make_move(Kind::carry_out, 1);
  if (text == "discard auction") return make_move(Kind::carry_out, 0);
  if (parts.size() == 4 && verb == "move" && parts[2] == "to")
    return make_move(Kind::move_ship, planet(parts[1]) * 100 + planet(parts[3]));
  if (parts.size() == 3 && verb == "free" && parts[1] == "to")
    return make_move(Kind::free_to, planet(parts[2]));
  if (text == "reward lucre") return make_move(Kind::reward_lucre);
  return std::nullopt;
}

}  // namespace gavel::cosmic
