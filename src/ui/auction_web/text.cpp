// Auction Web in the plain-text front end (`gavel play auction-web --text`): the table
// and the moves in whole sentences, one thing per line, so a screen reader can read
// a turn top to bottom and the player can answer in the move notation. It says what
// the board shows, from the same view, and no more.

#include "gavel/core/text.h"

#include <algorithm>
#include <map>
#include <string>

#include "board_parts.h"
#include "gavel/games/auction_web/moves.h"

namespace gavel::ui::auction_web {

namespace {

using aw::Kind;

std::string count_of(int count, const std::string& one, const std::string& many) {
  return std::to_string(count) + " " + (count == 1 ? one : many);
}

std::string card_words(const aw::AuctionWebView& view, int value) {
  return std::to_string(value) + " (" + litcoin_name(view, value) + ")";
}

// "Sister Ansel's card, face down", "your 3 (Stocks Buyback)", "nobody".
std::string leading_words(const Scene& table, const aw::LotView& lot) {
  if (lot.bidder < 0) return "nobody";
  const bool mine = lot.bidder == table.view.me;
  const std::string whose = mine ? "your" : seat_label(table, lot.bidder) + "'s";
  if (lot.value < 0) return whose + " card, face down";
  return whose + " " + card_words(table.view, lot.value) + (lot.face_up ? ", face up" : "");
}

std::string lot_line(const Scene& table, int i) {
  const aw::LotView& lot = table.view.lots[static_cast<std::size_t>(i)];
  const aw::PropertyCard& card = property_card(table.view, lot.property);
  std::string ability = ability_text(card.ability);
  // The board's keys mean nothing here; the notation names these moves (atm, pachinko).
  for (const std::string key : {" (key a)", " (key e)"}) {
    const std::size_t at = ability.find(key);
    if (at != std::string::npos) ability.erase(at, key.size());
  }
  if (!ability.empty()) ability[0] = static_cast<char>(std::toupper(ability[0]));
  return "  " + aw::lot_letter(i) + ") " + card.name + ". " + type_word(card.type, true) + ", " +
         std::to_string(card.victory_points) + " VP. " + ability +
         " Leading: " + leading_words(table, lot) +
         ". Beaten: " + (lot.beaten.empty() ? std::string("none") : values_text(lot.beaten)) + ".";
}

std::string hand_line(const aw::AuctionWebView& view) {
  if (view.hand.empty()) return "Your hand: no cards.";
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < view.hand.size();) {
    std::size_t last = i;
    while (last + 1 < view.hand.size() && view.hand[last + 1] == view.hand[i])
      ++last;
    const std::size_t copies = last - i + 1;
    parts.push_back(card_words(view, view.hand[i]) +
                    (copies > 1 ? " times " + std::to_string(copies) : ""));
    i = last + 1;
  }
  return "Your hand, " + count_of(static_cast<int>(view.hand.size()), "card", "cards") + ": " +
         join(parts, ", ") + ".";
}

std::string seat_line(const Scene& table, Seat seat) {
  const aw::AuctionWebView& view = table.view;
  const aw::SeatView& s = view.seats[seat];
  const bool me = seat == view.me;
  std::string line = "  " + seat_label(table, seat) + ": " + std::to_string(s.score.total()) +
                     " VP. " + count_of(s.hand, "card", "cards") + " in hand";
  if (!me && !s.known_hand.empty()) line += ", you know of " + values_text(s.known_hand);
  line += "; deck " + count_of(s.deck, "card", "cards") + "; discard pile " +
          (s.discard == 0 ? std::string("empty") : count_of(s.discard, "card", "cards"));
  if (s.discard_top >= 0) line += ", " + std::to_string(s.discard_top) + " on top";
  line += ". Properties (* used): " + holdings_text(view, s) + ".";
  if (s.passed) line += " Passed this round.";
  if (s.avocado_pending) line += " Avocado Island: their next property won is discarded.";
  return line;
}

std::string phase_line(const Scene& table) {
  const aw::AuctionWebView& view = table.view;
  std::string line = "Round " + std::to_string(view.round) + " of " + std::to_string(rounds) + ".";
  if (view.first_player >= 0) {
    line += " " + seat_label(table, view.first_player) +
            (view.first_player == view.me ? " bid" : " bids") + " first.";
  }
  if (view.to_move == view.me) line += " Your turn.";
  return line;
}

// What a bid would do against what the player knows of the card leading there.
std::string bid_outcome(const Scene& table, int value, int lot_index) {
  const aw::LotView& lot = table.view.lots[static_cast<std::size_t>(lot_index)];
  if (lot.bidder < 0) return "takes the lead";
  if (lot.value < 0) return "against a face-down card";
  return beats(value, lot.value)
             ? "beats the " + std::to_string(lot.value) + " and takes the lead"
             : "does not beat the " + std::to_string(lot.value) + " and is discarded";
}

std::string group_of(Kind kind) {
  switch (kind) {
    case Kind::pass:
      return "Pass for the rest of the round";
    case Kind::atm:
      return "Litcoin ATM: swap two face-down cards, then bid or pass";
    case Kind::pachinko:
      return "Pachinko: look at a face-down card, then bid or pass";
    case Kind::decline:
      return "Decline";
    case Kind::ledger:
    case Kind::ledger_return:
    case Kind::ledger_discard:
      return "Ledger Balance";
    case Kind::buyback:
      return "Stocks Buyback: swap two face-down cards";
    case Kind::hack:
      return "Hack a Private Key: look at a face-down card";
    case Kind::mine:
      return "Data Mining: a player shows you their highest card";
    case Kind::keep:
      return "Draft: keep a property";
    case Kind::mochi:
      return "Mochi Waterfall: replace a property";
    case Kind::ufo:
      return "UFO: take a property in exchange";
    case Kind::avocado:
      return "Avocado Island: discard a property";
    case Kind::draw:
      return "Draw cards";
    case Kind::discard:
      return "Discard a card";
    default:
      return "Other moves";
  }
}

}  // namespace

std::string text_table(const Scene& table, const State& state) {
  const aw::AuctionWebView& view = table.view;
  std::vector<std::string> lines = {phase_line(table)};
  if (view.lots.empty()) {
    lines.emplace_back("No properties in the centre.");
  } else {
    lines.emplace_back("Properties in the centre:");
    for (int i = 0; i < static_cast<int>(view.lots.size()); ++i)
      lines.push_back(lot_line(table, i));
  }
  lines.push_back(hand_line(view));
  lines.push_back("Your discard pile: " + values_text(view.my_discard, "empty") + ".");
  lines.emplace_back("Players:");
  for (Seat seat = 0; seat < static_cast<int>(view.seats.size()); ++seat)
    lines.push_back(seat_line(table, seat));
  // The question the player must answer, as the board would ask it.
  if (view.to_move == view.me) {
    const std::vector<Move> legal = state.legal_moves();
    if (view.phase == aw::Phase::bidding) {
      lines.emplace_back(
          "Bid with 'bid VALUE on LETTER' (bid 3 on b), or 'pass' for the rest of the round.");
    } else if (!legal.empty()) {
      std::vector<std::string> notation;
      for (Move move : legal)
        notation.push_back(state.to_text(move));
      const Prompt prompt =
          aw::kind_of(legal.front()) == Kind::draw && view.phase == aw::Phase::draw_choice
              ? draw_prompt_for(table, legal)
              : decision_prompt(table, legal, notation);
      const bool asked = !prompt.title.empty() && prompt.title.back() == '?';
      lines.push_back(prompt.title + (asked ? "" : "."));
      for (const std::string& paragraph : prompt.explain)
        lines.push_back(paragraph);
    }
    lines.emplace_back("Type a move, ? for your moves one per line, q to stop.");
  }
  return join(lines, "\n");
}

std::string text_moves(const Scene& table, const State& state) {
  const aw::AuctionWebView& view = table.view;
  const std::vector<Move> legal = state.legal_moves();
  std::vector<std::string> lines = {"Your moves (" +
                                    count_of(static_cast<int>(legal.size()), "move", "moves") +
                                    "), type one as it is written:"};
  // Bids by property, then every other kind in the notation's order.
  std::map<int, std::vector<std::string>> bids;
  for (Move move : legal) {
    if (aw::kind_of(move) != Kind::bid) continue;
    const int value = aw::first_of(move);
    const int lot = aw::second_of(move);
    bids[lot].push_back("  bid " + std::to_string(value) + " on " + aw::lot_letter(lot) +
                        ": your " + card_words(view, value) + " " + bid_outcome(table, value, lot) +
                        ".");
  }
  for (const auto& [lot, moves] : bids) {
    const aw::LotView& shown = view.lots[static_cast<std::size_t>(lot)];
    lines.push_back("Bid on " + aw::lot_letter(lot) + ") " +
                    property_card(view, shown.property).name +
                    ", leading: " + leading_words(table, shown) + ":");
    lines.insert(lines.end(), moves.begin(), moves.end());
  }
  std::string group;
  for (Move move : legal) {
    const Kind kind = aw::kind_of(move);
    if (kind == Kind::bid) continue;
    const std::string heading = group_of(kind);
    if (heading != group) {
      group = heading;
      lines.push_back(heading + ":");
    }
    const std::string notation = state.to_text(move);
    const std::string words = move_words(table, move, notation);
    lines.push_back("  " + notation + (words == notation ? "" : ": " + words + "."));
  }
  return join(lines, "\n");
}

namespace {

// The words `words` gives for the table settings.human's view shows.
template <class Words>
std::string text_of(const State& state, const BoardSettings& settings, Words words) {
  const auto seen = state.view(settings.human);
  const auto& view = static_cast<const aw::AuctionWebView&>(*seen);
  const std::vector<Sitter> sitters = sitters_for(settings, state.seats());
  const std::vector<std::string> no_log;
  const std::vector<LineSource> no_sources;
  const Scene table{view, no_log, no_sources, sitters, settings.seed, 0, nullptr, settings.run};
  return words(table, state);
}

}  // namespace

std::string turn_in_text(const State& state, const BoardSettings& settings) {
  return text_of(state, settings, text_table);
}

std::string moves_in_text(const State& state, const BoardSettings& settings) {
  return text_of(state, settings, text_moves);
}

}  // namespace gavel::ui::auction_web
