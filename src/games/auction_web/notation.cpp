// Auction Web's move notation (man page, "AUCTION WEB"). A property in the centre
// is named by its name, or by its letter when two share a name ("UFO (c)"); a
// property card elsewhere by its name and copy ("Pachinko #2") when there are
// several. Typed moves are read by matching them against the legal moves' texts,
// so a player may also use the short forms listed under aliases().

#include <algorithm>
#include <regex>

#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/auction_web/moves.h"
#include "gavel/games/auction_web/state.h"

namespace gavel::auction_web {

// Reads the state's private parts to name things, and nothing else.
class Notation {
 public:
  explicit Notation(const AuctionWebState& state) : s_(state) {}

  std::string text(Move move) const {
    const int a = first_of(move), b = second_of(move);
    switch (kind_of(move)) {
      case Kind::first_player:
        return "first player " + std::to_string(a);
      case Kind::dealt:
        return "dealt " + card(a);
      case Kind::reveal:
        return "reveal " + card(a);
      case Kind::turn_up:
        return "turn up " + property(a);
      case Kind::bid:
        return "bid " + std::to_string(a) + " on " + lot(b);
      case Kind::pass:
        return "pass";
      case Kind::atm:
        return "atm " + lot(a) + " and " + lot(b);
      case Kind::pachinko:
        return "pachinko " + lot(a);
      case Kind::decline:
        return "decline";
      case Kind::ledger:
        return "ledger " + std::to_string(a);
      case Kind::buyback:
        return "buyback " + lot(a) + " and " + lot(b);
      case Kind::hack:
        return "hack " + lot(a);
      case Kind::mine:
        return "mine " + std::to_string(a);
      case Kind::ledger_return:
        return "return it";
      case Kind::ledger_discard:
        return "discard it";
      case Kind::keep:
        return "keep " + property(a);
      case Kind::mochi:
        return "mochi " + lot(a);
      case Kind::ufo:
        return "ufo take " + property(a);
      case Kind::avocado:
        return "avocado discard " + property(a);
      case Kind::draw:
        return "draw " + std::to_string(a);
      case Kind::discard:
        return "discard " + std::to_string(a);
    }
    return "move " + std::to_string(move.code);
  }

  // Other ways to type the same move: lots by letter, words left out.
  std::vector<std::string> aliases(Move move) const {
    const int a = first_of(move), b = second_of(move);
    switch (kind_of(move)) {
      case Kind::bid:
        return {"bid " + std::to_string(a) + " on " + letter(b),
                "bid " + std::to_string(a) + " " + letter(b)};
      case Kind::atm:
        return {"atm " + letter(a) + " and " + letter(b), "atm " + letter(a) + " " + letter(b)};
      case Kind::buyback:
        return {"buyback " + letter(a) + " and " + letter(b),
                "buyback " + letter(a) + " " + letter(b)};
      case Kind::pachinko:
        return {"pachinko " + letter(a)};
      case Kind::hack:
        return {"hack " + letter(a)};
      case Kind::mochi:
        return {"mochi " + letter(a)};
      case Kind::pass:
        return {"p"};
      case Kind::decline:
        return {"no", "skip"};
      case Kind::ledger_return:
        return {"return"};
      default:
        return {};
    }
  }

 private:
  std::string card(int id) const {
    const int index = id % s_.cards_->deck_size();
    return std::to_string(s_.value_of(id)) +
           static_cast<char>('a' + index % s_.cards_->copies_per_value);
  }
  static std::string letter(int lot) { return std::string(1, static_cast<char>('a' + lot)); }
  std::string lot(int index) const {
    const int property = s_.lots_[static_cast<std::size_t>(index)].property;
    const std::string& name = s_.property_name(property);
    const auto same = std::count_if(s_.lots_.begin(), s_.lots_.end(), [&](const Lot& l) {
      return s_.property_name(l.property) == name;
    });
    return same > 1 ? name + " (" + letter(index) + ")" : name;
  }
  std::string property(int id) const {
    const PropertyCard& card = s_.cards_->properties[static_cast<std::size_t>(id)];
    const auto copies = std::count_if(s_.cards_->properties.begin(), s_.cards_->properties.end(),
                                      [&](const PropertyCard& c) { return c.name == card.name; });
    return copies > 1 ? card.name + " #" + std::to_string(card.copy) : card.name;
  }

  const AuctionWebState& s_;
};

std::string AuctionWebState::to_text(Move move) const {
  return Notation(*this).text(move);
}

Move AuctionWebState::parse(std::string_view typed) const {
  const auto normal = [](std::string_view text) { return join(words(lowercase(text)), " "); };
  const std::string wanted = normal(typed);
  const Notation notation(*this);
  const std::vector<Move> legal = legal_moves();
  for (Move move : legal) {
    if (normal(notation.text(move)) == wanted) return move;
    for (const std::string& alias : notation.aliases(move)) {
      if (normal(alias) == wanted) return move;
    }
  }
  // "ufo take Pachinko" when only one Pachinko could be meant.
  static const std::regex copy_tag(" #[0-9]+");
  std::vector<Move> loose;
  for (Move move : legal) {
    if (std::regex_replace(normal(notation.text(move)), copy_tag, "") == wanted)
      loose.push_back(move);
  }
  if (loose.size() == 1) return loose.front();
  throw Error("'" + std::string(trim(typed)) + "' is not a move you can make now (? lists them)");
}

}  // namespace gavel::auction_web
