// Auction Web's move notation (man page, "AUCTION WEB"). A property in the centre
// is named by its name, or by its letter when two share a name ("UFO (c)"); a
// property card elsewhere by its name and copy ("Pachinko #2") when there are
// several. Typed moves are read by their grammar, which also takes short forms:
// a lot's letter ("bid 5 on c", "bid 5 c"), "p" for pass, "no" for decline.

#include <algorithm>

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

  // Reads a move from lowercased text, by its grammar: no list of moves is built.
  Move read(const std::string& text) const {
    const std::vector<std::string> w = words(text);
    if (w.empty()) fail(text);
    const std::string rest = after(text, 1);
    const std::string& verb = w[0];
    if (verb == "pass" || verb == "p") return only(w, 1, make_move(Kind::pass), text);
    if (verb == "decline" || verb == "no" || verb == "skip")
      return only(w, 1, make_move(Kind::decline), text);
    if (verb == "bid") {
      // bid V on LOT | bid V LOT
      if (w.size() < 3) fail(text);
      const int value = number(w[1], 0, litcoin_values - 1, text);
      const std::string target = w[2] == "on" ? after(text, 3) : after(text, 2);
      return make_move(Kind::bid, value, lot_named(target, text));
    }
    if (verb == "atm" || verb == "buyback") {
      // A swap is the same whichever property is named first.
      const auto [first, second] = two_lots(rest, text);
      if (first == second) fail(text, "expected two different properties");
      return make_move(verb == "atm" ? Kind::atm : Kind::buyback, std::min(first, second),
                       std::max(first, second));
    }
    if (verb == "pachinko") return make_move(Kind::pachinko, lot_named(rest, text));
    if (verb == "hack") return make_move(Kind::hack, lot_named(rest, text));
    if (verb == "mochi") return make_move(Kind::mochi, lot_named(rest, text));
    if (verb == "ledger") return make_move(Kind::ledger, seat(w, text));
    if (verb == "mine") return make_move(Kind::mine, seat(w, text));
    if (verb == "return") return make_move(Kind::ledger_return);
    if (verb == "draw") return make_move(Kind::draw, number(rest, 0, 99, text));
    if (verb == "discard") {
      if (rest == "it") return make_move(Kind::ledger_discard);
      return make_move(Kind::discard, number(rest, 0, litcoin_values - 1, text));
    }
    if (verb == "keep") return make_move(Kind::keep, property_named(rest, Kind::keep, text));
    if (verb == "ufo" && w.size() > 2 && w[1] == "take") {
      return make_move(Kind::ufo, property_named(after(text, 2), Kind::ufo, text));
    }
    if (verb == "avocado" && w.size() > 2 && w[1] == "discard") {
      return make_move(Kind::avocado, property_named(after(text, 2), Kind::avocado, text));
    }
    if (verb == "first" && w.size() == 3 && w[1] == "player") {
      return make_move(Kind::first_player, number(w[2], 0, s_.players_ - 1, text));
    }
    if (verb == "dealt") return make_move(Kind::dealt, litcoin_named(rest, s_.dealing_, text));
    if (verb == "reveal") return make_move(Kind::reveal, litcoin_named(rest, s_.target_, text));
    if (verb == "turn" && w.size() > 2 && w[1] == "up") {
      return make_move(Kind::turn_up, property_named(after(text, 2), Kind::turn_up, text));
    }
    fail(text);
  }

 private:
  [[noreturn]] static void fail(const std::string& text, const std::string& why = "") {
    throw Error(quote_input(text) + " is not a move" + (why.empty() ? "" : ": " + why) +
                " (? lists the moves you can make)");
  }
  // The text after the first `count` words.
  static std::string after(const std::string& text, std::size_t count) {
    const auto all = words(text);
    if (all.size() <= count) return "";
    return join(std::vector<std::string>(all.begin() + static_cast<long>(count), all.end()), " ");
  }
  static Move only(const std::vector<std::string>& w, std::size_t size, Move move,
                   const std::string& text) {
    if (w.size() != size) fail(text);
    return move;
  }
  static int number(const std::string& word, int min, int max, const std::string& text) {
    const auto n = parse_integer(word);
    if (!n || *n < min || *n > max) {
      fail(text, "expected a number from " + std::to_string(min) + " to " + std::to_string(max));
    }
    return static_cast<int>(*n);
  }
  int seat(const std::vector<std::string>& w, const std::string& text) const {
    if (w.size() != 2) fail(text, "expected a seat number");
    return number(w[1], 0, s_.players_ - 1, text);
  }
  // A lot by letter, by name, or as "name (letter)".
  int lot_named(const std::string& name, const std::string& text) const {
    const int count = static_cast<int>(s_.lots_.size());
    if (name.size() == 1 && name[0] >= 'a' && name[0] < 'a' + count) return name[0] - 'a';
    // "ufo (c)": a space, then the letter in brackets
    const std::size_t n = name.size();
    if (n > 4 && name[n - 4] == ' ' && name[n - 3] == '(' && name[n - 1] == ')') {
      const int index = name[n - 2] - 'a';
      if (index >= 0 && index < count &&
          lowercase(s_.property_name(s_.lots_[static_cast<std::size_t>(index)].property)) ==
              name.substr(0, n - 4)) {
        return index;
      }
      fail(text, "no property " + quote_input(name) + " in the centre");
    }
    int found = -1;
    for (int index = 0; index < count; ++index) {
      if (lowercase(s_.property_name(s_.lots_[static_cast<std::size_t>(index)].property)) != name)
        continue;
      if (found >= 0)
        fail(text, "two properties are called that; add its letter, as in " +
                       quote_input(name + " (" + lot_letter(index) + ")"));
      found = index;
    }
    if (found < 0) fail(text, "no property called " + quote_input(name) + " in the centre");
    return found;
  }
  // A property card as "name #copy", or by name alone when only one card of that
  // name could be meant by a legal move of this kind.
  int property_named(const std::string& name, Kind kind, const std::string& text) const {
    const auto& all = s_.cards_->properties;
    std::vector<int> matches;
    for (int id = 0; id < static_cast<int>(all.size()); ++id) {
      const std::string full = lowercase(property(id));
      if (full == name) return id;
      if (lowercase(all[static_cast<std::size_t>(id)].name) == name) matches.push_back(id);
    }
    if (matches.size() > 1) {
      std::vector<int> usable;
      for (Move move : s_.legal_moves()) {
        if (kind_of(move) == kind &&
            std::find(matches.begin(), matches.end(), first_of(move)) != matches.end()) {
          usable.push_back(first_of(move));
        }
      }
      matches = usable;
    }
    if (matches.size() != 1) fail(text, "name the card as in " + quote_input(name + " #1"));
    return matches.front();
  }
  // A LitCoin card of `owner` as value and copy letter: "3a".
  int litcoin_named(const std::string& word, Seat owner, const std::string& text) const {
    const int copies = s_.cards_->copies_per_value;
    if (word.size() != 2 || word[0] < '0' || word[0] >= '0' + litcoin_values || word[1] < 'a' ||
        word[1] >= 'a' + copies || owner < 0) {
      fail(text, "expected a card as value and copy, such as 3a");
    }
    return owner * s_.cards_->deck_size() + (word[0] - '0') * copies + (word[1] - 'a');
  }
  std::pair<int, int> two_lots(const std::string& rest, const std::string& text) const {
    const auto split = rest.find(" and ");
    if (split != std::string::npos) {
      return {lot_named(rest.substr(0, split), text), lot_named(rest.substr(split + 5), text)};
    }
    const auto w = words(rest);
    if (w.size() != 2) fail(text, "expected two properties, as in 'a and c'");
    return {lot_named(w[0], text), lot_named(w[1], text)};
  }

  std::string card(int id) const {
    const int index = id % s_.cards_->deck_size();
    return std::to_string(s_.value_of(id)) +
           static_cast<char>('a' + index % s_.cards_->copies_per_value);
  }
  std::string lot(int index) const {
    const int property = s_.lots_[static_cast<std::size_t>(index)].property;
    const std::string& name = s_.property_name(property);
    const auto same = std::count_if(s_.lots_.begin(), s_.lots_.end(), [&](const Lot& l) {
      return s_.property_name(l.property) == name;
    });
    return same > 1 ? name + " (" + lot_letter(index) + ")" : name;
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
  return Notation(*this).read(lowercase(trim(typed)));
}

}  // namespace gavel::auction_web
