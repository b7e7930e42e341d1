// The questions the board asks besides "which card on which property": one menu item
// per legal move, so every legal move can be chosen and nothing else can. The labels
// say in words what the notation says ("hack UFO" becomes "Look at the card on c UFO
// (Seat 2's)"); a move the board has no words for shows its notation as it is.

#include <algorithm>

#include "board_parts.h"
#include "gavel/core/text.h"
#include "gavel/games/auction_web/moves.h"

namespace gavel::ui::auction_web {

namespace {

using aw::Kind;

// "Seat 3's 4", "Seat 2's card" (value unknown), "your 4": the card leading on a lot.
std::string leader_of(const Scene& table, int lot) {
  const aw::LotView& shown = table.view.lots[static_cast<std::size_t>(lot)];
  if (shown.bidder < 0) return "no card";
  const std::string whose =
      shown.bidder == table.view.me ? "your" : seat_label(table, shown.bidder) + "'s";
  return whose + " " + (shown.value >= 0 ? std::to_string(shown.value) : "card");
}

std::string hand_of(const Scene& table, Seat seat) {
  const aw::SeatView& s = table.view.seats[seat];
  std::string text = seat_label(table, seat) + ": " + counted(s.hand, "card", "cards") + " in hand";
  if (!s.known_hand.empty()) text += ", you know of " + values_text(s.known_hand);
  return text;
}

std::string card_words(const Scene& table, int value) {
  return std::to_string(value) + " (" + litcoin_name(table.view, value) + ")";
}

// "UFO (Tech, 2 VP)", with `hint` "UFO (Tech, 2 VP; swap for an older win)".
std::string property_words(const Scene& table, int property, bool hint) {
  const aw::PropertyCard& card = property_card(table.view, property);
  std::string text = card.name + " (" + type_word(card.type, false) + ", " +
                     std::to_string(card.victory_points) + " VP";
  const std::string ability = ability_hint(card.ability);
  if (hint && !ability.empty()) text += "; " + ability;
  return text + ")";
}

// The seat that owns property card `property`, and whether it is spent, or -1.
Seat owner_of(const Scene& table, int property, bool& used, int& round) {
  for (Seat seat = 0; seat < static_cast<int>(table.view.seats.size()); ++seat) {
    for (const aw::HoldingView& h : table.view.seats[seat].properties) {
      if (h.property == property) {
        used = h.used;
        round = h.round;
        return seat;
      }
    }
  }
  return -1;
}

}  // namespace

std::string move_words(const Scene& table, Move move, const std::string& notation) {
  const int a = aw::first_of(move);
  const int b = aw::second_of(move);
  const aw::AuctionWebView& view = table.view;
  const auto lot_ok = [&](int lot) { return lot >= 0 && lot < static_cast<int>(view.lots.size()); };
  bool used = false;
  int round = 0;
  switch (aw::kind_of(move)) {
    case Kind::decline:
      if (view.phase == aw::Phase::ufo) return "Keep the UFO";
      if (view.phase == aw::Phase::mochi) return "Keep every property as it is";
      return "Do not use it";
    case Kind::ledger:
      if (a == view.me) {
        return "Your own hand: see a random card; keep it or trade it for a draw";
      }
      return hand_of(table, a);
    case Kind::mine:
      return hand_of(table, a);
    case Kind::buyback:
    case Kind::atm:
      if (!lot_ok(a) || !lot_ok(b)) break;
      // The board marks both properties while this item is chosen; the letters suffice.
      return "Swap " + aw::lot_letter(a) + " and " + aw::lot_letter(b) + ": " +
             leader_of(table, a) + " and " + leader_of(table, b);
    case Kind::hack:
    case Kind::pachinko:
      if (!lot_ok(a)) break;
      return "Look at " + leader_of(table, a) + " on " + lot_name(view, a);
    case Kind::mochi:
      if (!lot_ok(a)) break;
      return "Replace " + lot_name(view, a);
    case Kind::ledger_return:
      if (view.target == view.me) return "Keep it in your hand";
      return "Return it: " + seat_label(table, view.target) + " keeps it";
    case Kind::ledger_discard:
      if (view.target == view.me) return "Discard it and draw a card from your deck";
      return "Discard it: " + seat_label(table, view.target) + " discards it and draws a card";
    case Kind::keep:
      return "Keep " + property_words(table, a, true);
    case Kind::ufo: {
      const Seat owner = owner_of(table, a, used, round);
      return "Take " + (owner >= 0 ? seat_label(table, owner) + "'s " : std::string()) +
             property_words(table, a, false) + (used ? ", spent" : "");
    }
    case Kind::avocado:
      owner_of(table, a, used, round);
      return "Discard " + property_words(table, a, false) + ", won in round " +
             std::to_string(round) + (used ? ", spent" : "");
    case Kind::discard:
      return "Discard " + card_words(table, a);
    case Kind::draw:
      return "Draw " + std::to_string(a);
    default:
      break;
  }
  return notation;
}

namespace {

// The lots a move is about, to mark them on the board while it is the chosen item.
std::vector<int> lots_of(Move move) {
  switch (aw::kind_of(move)) {
    case Kind::buyback:
    case Kind::atm:
      return {aw::first_of(move), aw::second_of(move)};
    case Kind::hack:
    case Kind::pachinko:
    case Kind::mochi:
      return {aw::first_of(move)};
    default:
      return {};
  }
}

std::vector<std::string> explanation(const Scene& table) {
  const aw::AuctionWebView& view = table.view;
  const aw::SeatView& me = view.seats[view.me];
  switch (view.phase) {
    case aw::Phase::lowball:
      return {"Your " + card_words(table, view.lowball) + " was discarded on your turn, so you " +
              "may use it. " + litcoin_text(view.lowball)};
    case aw::Phase::ledger_decide:
      if (view.target == view.me) {
        return {"Ledger Balance picks your " + card_words(table, view.revealed) +
                ". Keep it, or discard it and draw a card from your deck."};
      }
      return {seat_label(table, view.target) + " shows you " + card_words(table, view.revealed) +
              ". Let them keep it, or make them discard it and draw a card from their deck."};
    case aw::Phase::draft_keep:
      return {
          "Keep one of the two properties dealt to you; it goes up for auction this round "
          "and the other is discarded."};
    case aw::Phase::mochi:
      return {
          "Your Mochi Waterfall may replace one property in the centre with the next card "
          "of this round's pile, once per game."};
    case aw::Phase::ufo:
      return {
          "Your new UFO may be exchanged for a property another player won in an earlier "
          "round: they get the UFO, spent, and the card you take counts as newly won."};
    case aw::Phase::avocado:
      return {"Avocado Island makes you discard one of your other properties."};
    case aw::Phase::hand_limit:
      return {"You hold " + std::to_string(me.hand) + " cards; the hand limit is " +
              std::to_string(view.hand_limit) + ". Discard " + std::to_string(view.must_discard) +
              " more."};
    case aw::Phase::crocodile:
      return {"An opponent's new Crocodile Submarine makes you discard a card of your choice."};
    default:
      return {};
  }
}

std::string title_of(const Scene& table) {
  switch (table.view.phase) {
    case aw::Phase::lowball:
      return litcoin_name(table.view, table.view.lowball) + ": use it?";
    case aw::Phase::ledger_decide:
      return "Ledger Balance";
    case aw::Phase::draft_keep:
      return "Draft: keep a property";
    case aw::Phase::mochi:
      return "Mochi Waterfall";
    case aw::Phase::ufo:
      return "UFO: exchange it?";
    case aw::Phase::avocado:
      return "Avocado Island";
    case aw::Phase::hand_limit:
      return "Hand limit: discard a card";
    case aw::Phase::crocodile:
      return "Crocodile Submarine: discard a card";
    default:
      return "Your choice";
  }
}

Prompt menu_of(const Scene& table, const std::vector<Move>& legal,
               const std::vector<std::string>& notation) {
  Prompt prompt;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    prompt.menu.items.push_back({move_words(table, legal[i], notation[i]), "", true, ""});
    prompt.lots.push_back(lots_of(legal[i]));
  }
  // In the move order declining comes first where it is allowed: the safe default.
  prompt.menu.cursor = 0;
  return prompt;
}

}  // namespace

Prompt decision_prompt(const Scene& table, const std::vector<Move>& legal,
                       const std::vector<std::string>& notation) {
  Prompt prompt = menu_of(table, legal, notation);
  prompt.title = title_of(table);
  prompt.explain = explanation(table);
  return prompt;
}

Prompt ability_prompt(const Scene& table, aw::Ability ability, const std::vector<Move>& legal,
                      const std::vector<std::string>& notation) {
  Prompt prompt = menu_of(table, legal, notation);
  if (ability == aw::Ability::litcoin_atm) {
    prompt.title = "Litcoin ATM";
    prompt.explain = {
        "Once per game: swap the face-down cards of two properties (each card keeps "
        "its owner). Then bid or pass as usual. Esc: not now."};
  } else {
    prompt.title = "Pachinko";
    prompt.explain = {
        "Once per round: look at another player's face-down card. Then bid or pass "
        "as usual. Esc: not now."};
  }
  return prompt;
}

Prompt draw_prompt_for(const Scene& table, const std::vector<Move>& legal) {
  const aw::AuctionWebView& view = table.view;
  const aw::SeatView& me = view.seats[view.me];
  Prompt prompt;
  prompt.title = "Draw cards";
  prompt.low = aw::first_of(legal.front());
  prompt.high = prompt.low;
  for (Move move : legal) {
    prompt.low = std::min(prompt.low, aw::first_of(move));
    prompt.high = std::max(prompt.high, aw::first_of(move));
  }
  // Filling the hand up to the limit is the usual choice.
  prompt.number = std::clamp(view.hand_limit - me.hand, prompt.low, prompt.high);
  std::string text = "How many cards do you draw? You hold " + std::to_string(me.hand) +
                     "; the hand limit is " + std::to_string(view.hand_limit) +
                     " and you discard down to it after drawing. Your deck has " +
                     counted(me.deck, "card", "cards");
  text += me.discard > 0 ? "; your discard pile of " + std::to_string(me.discard) +
                               " is shuffled in when it runs out."
                         : ".";
  if (prompt.high > view.cards->max_draw) {
    text += " Your new Octopus VR Aquarium lets you draw " +
            std::to_string(prompt.high - view.cards->max_draw) + " more than " +
            std::to_string(view.cards->max_draw) + ".";
  }
  prompt.explain = {text};
  return prompt;
}

}  // namespace gavel::ui::auction_web
