// Auctionland's move notation (man page, AUCTIONLAND). Market positions count from
// 1 at the free end; island positions are a1..g7 with every island begun at d4;
// turns are clockwise degrees. Typed moves are read by their grammar, which also
// takes short forms: "build e4 90", "bid $5", "p", "buyback".
//
//   first player N | draw TILE | take K | auction K | build [at] POS [[rot] DEG]
//   bid [$]N | pass | sell | buy back

#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/auctionland/moves.h"
#include "gavel/games/auctionland/state.h"

namespace gavel::auctionland {

// Reads the state's private parts to name things, and nothing else.
class Notation {
 public:
  explicit Notation(const AuctionlandState& state) : s_(state) {}

  std::string text(Move move) const {
    const int a = first_of(move), b = second_of(move);
    switch (kind_of(move)) {
      case Kind::first_player:
        return "first player " + std::to_string(a);
      case Kind::draw:
        return "draw " + s_.content_->tile_name(a);
      case Kind::take:
        return "take " + std::to_string(a + 1);
      case Kind::auction:
        return "auction " + std::to_string(a + 1);
      case Kind::build:
        return "build at " + position_name(a) + (b > 0 ? " rot " + std::to_string(90 * b) : "");
      case Kind::bid:
        return "bid " + std::to_string(a);
      case Kind::pass:
        return "pass";
      case Kind::sell:
        return "sell";
      case Kind::buy_back:
        return "buy back";
    }
    return "move " + std::to_string(move.code);
  }

  // Reads a move from lowercased text, by its grammar: no list of moves is built.
  Move read(const std::string& text) const {
    const std::vector<std::string> w = words(text);
    if (w.empty()) fail(text, "nothing was typed");
    const std::string& verb = w[0];
    if (verb == "pass" || verb == "p") return alone(w, make_move(Kind::pass), text);
    if (verb == "sell") return alone(w, make_move(Kind::sell), text);
    if (verb == "buyback") return alone(w, make_move(Kind::buy_back), text);
    if (verb == "buy") {
      if (w.size() != 2 || w[1] != "back") fail(text, "expected 'buy back'");
      return make_move(Kind::buy_back);
    }
    if (verb == "take" || verb == "auction") {
      if (w.size() != 2) fail(text, "expected '" + verb + " K', K a market position such as 1");
      const int position = number(w[1], 1, s_.market_size_, "a market position", text);
      return make_move(verb == "take" ? Kind::take : Kind::auction, position - 1);
    }
    if (verb == "bid") {
      if (w.size() != 2) fail(text, "expected 'bid N', N in dollars");
      const std::string amount = w[1].front() == '$' ? w[1].substr(1) : w[1];
      return make_move(Kind::bid, number(amount, 1, 999, "an amount of dollars", text));
    }
    if (verb == "build") return build(w, text);
    if (verb == "draw") {
      if (w.size() != 2) fail(text, "expected 'draw TILE', such as draw 7c");
      const auto tile = s_.content_->tile_named(w[1]);
      if (!tile) fail(text, "no tile called " + quote_input(w[1]) + " (tiles are named like 7c)");
      return make_move(Kind::draw, *tile);
    }
    if (verb == "first" && w.size() == 3 && w[1] == "player") {
      return make_move(Kind::first_player, number(w[2], 0, s_.players_ - 1, "a seat", text));
    }
    fail(text, "expected take, build, auction, bid, pass, sell or buy back");
  }

 private:
  [[noreturn]] static void fail(const std::string& text, const std::string& why) {
    throw Error(quote_input(text) + " is not a move: " + why + " (? lists the moves you can make)");
  }
  static Move alone(const std::vector<std::string>& w, Move move, const std::string& text) {
    if (w.size() != 1) fail(text, quote_input(w[0]) + " takes nothing after it");
    return move;
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
  // build [at] POS [[rot] DEG]
  static Move build(const std::vector<std::string>& w, const std::string& text) {
    std::size_t at = 1;
    if (at < w.size() && w[at] == "at") ++at;
    if (at >= w.size()) fail(text, "expected 'build at POS', such as build at e4 rot 90");
    const auto position = position_named(w[at]);
    if (!position) fail(text, "expected a position from a1 to g7, such as d4");
    ++at;
    if (at < w.size() && (w[at] == "rot" || w[at] == "rotate")) ++at;
    int quarter_turns = 0;
    if (at < w.size()) {
      const auto degrees = parse_integer(w[at]);
      if (!degrees || *degrees < 0 || *degrees % 90 != 0 || *degrees >= 360) {
        fail(text, "expected a turn of 0, 90, 180 or 270 degrees");
      }
      quarter_turns = static_cast<int>(*degrees / 90);
      ++at;
    } else if (w.back() == "rot" || w.back() == "rotate") {
      fail(text, "expected a turn of 0, 90, 180 or 270 degrees after 'rot'");
    }
    if (at != w.size()) fail(text, "unexpected " + quote_input(w[at]) + " after the turn");
    return make_move(Kind::build, *position, quarter_turns);
  }

  const AuctionlandState& s_;
};

std::string AuctionlandState::to_text(Move move) const {
  return Notation(*this).text(move);
}

Move AuctionlandState::parse(std::string_view typed) const {
  return Notation(*this).read(lowercase(trim(typed)));
}

}  // namespace gavel::auctionland
