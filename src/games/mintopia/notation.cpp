// New Mintopia City's move notation (man page, NEW MINTOPIA CITY). Locations are
// named in full, in any case, or by the start of their name (a leading "The" may be
// left out) when only one begins so; sides are "left" (the next seat clockwise) and "right". Spots
// count rows and columns from a zone's first Location at row 0, col 0.
//
//   first auctioneer N | turn up NAME | roll N | ai rolls N | deed draws NAME
//   auction NAME [open|closed] | bid N | propose A and B to left|right
//   accept | refuse | withdraw | pass | share with left|right | commit N | name N
//   pair with left|right | place at row R col C [turned] [in zone K]
//   move NAME to row R col C | turn NAME | skip

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/mintopia/state.h"

namespace gavel::mintopia {
namespace {

const char* side_text(int side) {
  return side == left_side_code ? "left" : "right";
}

std::string spot_text(int code) {
  const Spot spot = spot_of(code);
  return "row " + std::to_string(spot.row) + " col " + std::to_string(spot.column);
}

}  // namespace

// Reads the state's private parts to name things, and nothing else.
class Notation {
 public:
  explicit Notation(const MintopiaState& state) : s_(state) {}

  std::string text(Move move) const {
    const int a = a_of(move), b = b_of(move), c = c_of(move);
    switch (kind_of(move)) {
      case Kind::first_auctioneer:
        return "first auctioneer " + std::to_string(a);
      case Kind::turn_up:
        return "turn up " + s_.name_of(a);
      case Kind::roll:
        return "roll " + std::to_string(a);
      case Kind::ai_roll:
        return "ai rolls " + std::to_string(a);
      case Kind::deed_draw:
        return "deed draws " + s_.name_of(a);
      case Kind::auction:
        if (!closed_auctions_allowed(s_.mode_)) return "auction " + s_.name_of(a);
        return "auction " + s_.name_of(a) + (b == 1 ? " closed" : " open");
      case Kind::bid:
        return "bid " + std::to_string(a);
      case Kind::propose:
        return "propose " + std::to_string(a) + " and " + std::to_string(b) + " to " + side_text(c);
      case Kind::accept:
        return "accept";
      case Kind::refuse:
        return "refuse";
      case Kind::withdraw:
        return "withdraw";
      case Kind::share:
        return std::string("share with ") + side_text(c);
      case Kind::commit:
        return "commit " + std::to_string(a);
      case Kind::name:
        return "name " + std::to_string(a);
      case Kind::pair:
        return std::string("pair with ") + side_text(c);
      case Kind::pass:
        return "pass";
      case Kind::place:
        return "place at " + spot_text(b) + (c == 1 ? " turned" : "") +
               (zone_named() ? " in zone " + std::to_string(a) : "");
      case Kind::relocate:
        return "move " + s_.name_of(a) + " to " + spot_text(b);
      case Kind::turn:
        return "turn " + s_.name_of(a);
      case Kind::skip:
        return "skip";
    }
    return "move " + std::to_string(move.code);
  }

  // Reads a move from lowercased text, by its grammar.
  Move read(const std::string& text) const {
    const std::vector<std::string> w = words(text);
    if (w.empty()) fail(text, "nothing was typed");
    const std::string& verb = w[0];
    for (const auto& [word, kind] : {std::pair{"accept", Kind::accept},
                                     {"refuse", Kind::refuse},
                                     {"withdraw", Kind::withdraw},
                                     {"pass", Kind::pass},
                                     {"skip", Kind::skip}}) {
      if (verb != word) continue;
      if (w.size() != 1) fail(text, quote_input(verb) + " takes nothing after it");
      return make_move(kind);
    }
    if (text.starts_with("turn up ")) return make_move(Kind::turn_up, named(text.substr(8), text));
    if (text.starts_with("deed draws "))
      return make_move(Kind::deed_draw, named(text.substr(11), text));
    if (verb == "turn" && w.size() > 1) return make_move(Kind::turn, named(text.substr(5), text));
    if (verb == "auction" && w.size() > 1) return auction(text);
    if (verb == "move" && w.size() > 1) return relocate(text);
    if (verb == "place") return place(w, text);
    if (w.size() == 2 && (verb == "bid" || verb == "commit" || verb == "roll" || verb == "name")) {
      const int n = number(w[1], 0, 999, verb == "name" ? "a seat" : "a number", text);
      const Kind kind = verb == "bid"      ? Kind::bid
                        : verb == "commit" ? Kind::commit
                        : verb == "roll"   ? Kind::roll
                                           : Kind::name;
      return make_move(kind, n);
    }
    if (w.size() == 3 && verb == "ai" && w[1] == "rolls")
      return make_move(Kind::ai_roll, number(w[2], 1, 6, "a die face", text));
    if (w.size() == 3 && verb == "first" && w[1] == "auctioneer")
      return make_move(Kind::first_auctioneer, number(w[2], 0, 5, "a seat", text));
    if (w.size() == 3 && (verb == "share" || verb == "pair") && w[1] == "with")
      return make_move(verb == "share" ? Kind::share : Kind::pair, 0, 0, side(w[2], text));
    if (verb == "propose") return propose(w, text);
    fail(text,
         "expected auction, bid, propose, accept, refuse, withdraw, pass, share, commit, name, "
         "pair, place, move, turn or skip");
  }

 private:
  [[noreturn]] static void fail(const std::string& text, const std::string& why) {
    throw Error(quote_input(text) + " is not a move: " + why + " (? lists the moves you can make)");
  }
  static int number(const std::string& word, int min, int max, const std::string& what,
                    const std::string& text) {
    const auto n = parse_integer(word);
    if (!n || *n < min || *n > max) {
      fail(text,
           "expected " + what + " from " + std::to_string(min) + " to " + std::to_string(max));
    }
    return static_cast<int>(*n);
  }
  static int side(const std::string& word, const std::string& text) {
    if (word == "left") return left_side_code;
    if (word == "right") return right_side_code;
    fail(text, "expected left or right");
  }

  // A Location by its whole name, or by the start of only one name.
  int named(std::string_view typed, const std::string& text) const {
    const std::string wanted = std::string(trim(typed));
    if (wanted.empty()) fail(text, "expected the name of a Location");
    int found = -1, starts = 0;
    const auto& locations = s_.cards_->locations;
    for (int index = 0; index < static_cast<int>(locations.size()); ++index) {
      const std::string name = lowercase(locations[static_cast<std::size_t>(index)].name);
      if (name == wanted) return index;
      // "mine" names The Mine as well as "the mine" does.
      const bool article =
          name.starts_with("the ") && std::string_view(name.substr(4)).starts_with(wanted);
      if (name.starts_with(wanted) || article) {
        found = index;
        ++starts;
      }
    }
    if (starts == 1) return found;
    fail(text, starts == 0 ? "no Location is called " + quote_input(wanted)
                           : quote_input(wanted) + " begins more than one Location's name");
  }

  Move auction(const std::string& text) const {
    std::string_view rest = std::string_view(text).substr(8);
    int closed = 0;
    const auto ends = [&](std::string_view end) {
      return rest.size() > end.size() && rest.substr(rest.size() - end.size()) == end;
    };
    if (ends(" closed")) {
      closed = 1;
      rest.remove_suffix(7);
    } else if (ends(" open")) {
      rest.remove_suffix(5);
    }
    return make_move(Kind::auction, named(rest, text), closed);
  }

  // "row R col C" at w[at]..w[at + 3].
  static Spot spot(const std::vector<std::string>& w, std::size_t at, const std::string& text) {
    if (w.size() < at + 4 || w[at] != "row" || w[at + 2] != "col")
      fail(text, "expected a spot as 'row R col C', such as row 0 col -1");
    return Spot{number(w[at + 1], -1, 1, "a row", text),
                number(w[at + 3], -49, 49, "a column", text)};
  }

  Move place(const std::vector<std::string>& w, const std::string& text) const {
    if (w.size() < 2 || w[1] != "at") fail(text, "expected 'place at row R col C [turned]'");
    const Spot where = spot(w, 2, text);
    std::size_t at = 6;
    int turned = 0;
    if (at < w.size() && w[at] == "turned") {
      turned = 1;
      ++at;
    }
    int zone = s_.zone_;
    if (at + 2 < w.size() && w[at] == "in" && w[at + 1] == "zone") {
      zone = number(w[at + 2], 0, 6, "a zone", text);
      at += 3;
    } else if (s_.phase_ == Phase::deed_place) {
      const std::vector<int> zones = zones_of(s_.city_, s_.placer_);
      if (zones.size() != 1) fail(text, "say which zone beside you: add 'in zone K'");
      zone = zones.front();
    }
    if (at != w.size()) fail(text, "unexpected " + quote_input(w[at]));
    if (zone < 0) fail(text, "nothing is waiting to be placed");
    return make_move(Kind::place, zone, spot_code(where), turned);
  }

  Move relocate(const std::string& text) const {
    const auto to = text.rfind(" to ");
    if (to == std::string::npos) fail(text, "expected 'move NAME to row R col C'");
    const int location = named(std::string_view(text).substr(5, to - 5), text);
    const std::vector<std::string> w = words(std::string_view(text).substr(to + 4));
    if (w.size() != 4) fail(text, "expected 'move NAME to row R col C'");
    return make_move(Kind::relocate, location, spot_code(spot(w, 0, text)));
  }

  static Move propose(const std::vector<std::string>& w, const std::string& text) {
    if (w.size() != 6 || w[2] != "and" || w[4] != "to")
      fail(text, "expected 'propose A and B to left|right': you put A, your neighbour B");
    return make_move(Kind::propose, number(w[1], 1, 999, "your Mints", text),
                     number(w[3], 1, 999, "your neighbour's Mints", text), side(w[5], text));
  }

  bool zone_named() const {
    return s_.phase_ == Phase::deed_place && zones_of(s_.city_, s_.placer_).size() > 1;
  }

  const MintopiaState& s_;
};

std::string MintopiaState::to_text(Move move) const {
  return Notation(*this).text(move);
}

Move MintopiaState::parse(std::string_view typed) const {
  return Notation(*this).read(lowercase(trim(typed)));
}

}  // namespace gavel::mintopia
