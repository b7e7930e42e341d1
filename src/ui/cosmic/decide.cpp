// Each decision the board asks, as a question in a box beside the log: one answer a
// legal move, said in words (move_label), with what is asked on the status line.
// Invitations are ticked player by player; an offer in a deal is asked as what you
// give, then what you ask.

#include <algorithm>
#include <map>

#include "gavel/core/text.h"
#include "session.h"

namespace gavel::ui::cosmic {

namespace {

using cs::Kind;
using cs::Phase;

// The card of the hand a move plays or gives, or -1.
int card_of_move(const cs::CosmicView& view, Move move) {
  int id = -1;
  switch (cs::kind_of(move)) {
    case Kind::play:
    case Kind::give:
      id = cs::payload_of(move);
      break;
    case Kind::play_kicked:
      id = cs::payload_of(move) / 8;
      break;
    case Kind::use:
      id = cs::Target::card_of(move);
      break;
    case Kind::reinforce:
      id = cs::payload_of(move) % 1000;
      break;
    default:
      return -1;
  }
  const auto at = std::find(view.hand_ids.begin(), view.hand_ids.end(), id);
  return at == view.hand_ids.end() ? -1 : static_cast<int>(at - view.hand_ids.begin());
}

// What an answer means, for the line under the hand: an alien's power, a tech's text.
std::string about_move(const cs::CosmicView& view, Move move) {
  const int payload = cs::payload_of(move);
  if (cs::kind_of(move) == Kind::keep_alien) {
    const auto alien = static_cast<cs::Alien>(payload);
    return std::string("The ") + cs::alien_name(alien) + ": " + cs::power_text(alien);
  }
  if (cs::kind_of(move) == Kind::keep_tech && view.tech_list) {
    const cs::Tech& tech = (*view.tech_list)[static_cast<std::size_t>(payload)];
    return tech.name + " (research " + std::to_string(tech.cost) + "): " + tech.text;
  }
  return lucre_about(view, move);
}

// Passing and declining come first in a menu; the cursor starts on the adviser's
// answer wherever it is.
int order_of(Move move) {
  switch (cs::kind_of(move)) {
    case Kind::pass:
    case Kind::decline:
    case Kind::skip_tech:
      return 0;
    case Kind::carry_out:  // a card won is carried out, unless the player says otherwise
      return cs::payload_of(move) == 1 ? 0 : 1;
    default:
      return 1;
  }
}

}  // namespace

std::string Session::phase_title() const {
  if (cs::is_auction_card(view_->phase)) return "Auction card";
  switch (view_->phase) {
    case Phase::choose_alien:
      return "Your alien";
    case Phase::choose_tech:
      return "Your tech";
    case Phase::research:
      return "Your tech";
    case Phase::regroup:
      return "Regroup";
    case Phase::destiny:
      return "Destiny";
    case Phase::reestablish:
      return "Reestablish";
    case Phase::aim:
      return "Aim the gate";
    case Phase::launch:
      return "Launch";
    case Phase::answer:
      return "Invited";
    case Phase::ally_ships:
      return "Ally ships";
    case Phase::powers:
      return "Your power";
    case Phase::plan_offense:
    case Phase::plan_defense:
      return "Planning";
    case Phase::regroup_window:
    case Phase::alliance_window:
    case Phase::reinforce:
    case Phase::deal_window:
      return "Play a card?";
    case Phase::card_zap:
      return "Card Zap?";
    case Phase::reward:
      return "Your reward";
    case Phase::deal_answer:
      return "An offer";
    case Phase::deal_lucre:
      return "Your offer's Lucre";
    case Phase::deal_land:
      return "Your colony";
    case Phase::deal_give:
      return "Give a card";
    case Phase::deal_loss:
      return "No deal";
    case Phase::second:
      return "Encounter again?";
    case Phase::invest:
      return "Invest";
    case Phase::lucre_count:
      return "Invested Lucre";
    case Phase::call_auction:
      return "Auctions";
    case Phase::bid:
      return "Bidding";
    case Phase::pay:
      return "Pay";
    default:
      return "Your move";
  }
}

Outcome Session::decide() {
  const std::vector<Move>& moves = legal();
  if (moves.empty()) return moves_menu(false);
  const Kind first = cs::kind_of(moves.front());
  if (first == Kind::invite) return invite();
  if (first == Kind::offer || first == Kind::offer_lucre) return offer();
  const bool amounts = std::any_of(moves.begin(), moves.end(), [](Move move) {
    const Kind kind = cs::kind_of(move);
    return kind == Kind::call_auction || kind == Kind::bid || kind == Kind::invest;
  });
  if (amounts) return lucre_decide();
  const Scene t = table();
  std::vector<Choice> choices;
  for (Move move : moves) {
    choices.push_back(choice(move_label(t, match_.state(), move), move, nullptr,
                             card_of_move(*view_, move), about_move(*view_, move)));
  }
  std::stable_sort(choices.begin(), choices.end(), [](const Choice& a, const Choice& b) {
    return order_of(a.move) < order_of(b.move);
  });
  std::string explain = waiting_words(t);
  if (view_->phase == Phase::deal_answer && view_->terms >= 0) {
    const cs::Terms terms = cs::Terms::of(view_->terms);
    explain = "Your turn: " + who(t, view_->offering) + " would give you " +
              cs::deal_side_words(terms.give_colony, terms.give_cards, terms.give_lucre) + " for " +
              cs::deal_side_words(terms.get_colony, terms.get_cards, terms.get_lucre) +
              " of yours. Accept or refuse?";
  }
  return choose(phase_title(), explain, choices, false);
}

Outcome Session::invite() {
  const Scene t = table();
  int every = 0;  // the seats that may be invited
  for (Move move : legal())
    every |= cs::payload_of(move);
  // The adviser's invitations start ticked: Enter on the first line sends them.
  int mask = cs::kind_of(advice().move) == Kind::invite ? cs::payload_of(advice().move) : 0;
  int cursor = 0;
  for (;;) {
    const Move send = cs::make_move(Kind::invite, mask);
    std::vector<Choice> choices = {
        choice(mask == 0 ? "Invite nobody" : "Invite " + seats_words(t, mask, true), send)};
    for (Seat seat = 0; seat < view_->players; ++seat) {
      if ((every & (1 << seat)) == 0) continue;
      const bool ticked = (mask & (1 << seat)) != 0;
      const int index = static_cast<int>(choices.size());
      choices.push_back(choice(
          std::string(ticked ? "[x] " : "[ ] ") + who(t, seat) + " (" + cs::colour_name(seat) + ")",
          Move{}, [&mask, &cursor, seat, index] {
            mask ^= 1 << seat;
            cursor = index;
            return chosen(ask_again);
          }));
    }
    const Outcome outcome =
        choose("Invite allies",
               waiting_words(t) + " Enter ticks a player; the first line sends the invitations.",
               choices, false, cursor);
    // A player ticked or cleared: asked again, the cursor where it was. Any other
    // answer, the invitations sent or a move from the moves menu, is played.
    if (outcome.end != Outcome::End::move || outcome.move != ask_again) return outcome;
  }
}

Outcome Session::offer() {
  const Scene t = table();
  // The notation says an offer as "offer GIVE for GET" and then, with Lucre, "lucre N
  // for M": the two halves of each are asked apart.
  const bool lucre = cs::kind_of(legal().front()) == Kind::offer_lucre;
  const auto said = [lucre](const std::string& part) { return lucre ? part + " Lucre" : part; };
  std::map<std::string, std::vector<std::pair<std::string, Move>>> by_give;
  std::vector<std::string> gives;
  std::string advised_give;
  for (Move move : legal()) {
    const std::string text = match_.state().to_text(move);
    const std::size_t verb = text.find(' ') + 1;
    const std::size_t cut = text.find(" for ");
    const Kind kind = cs::kind_of(move);
    if ((kind != Kind::offer && kind != Kind::offer_lucre) || cut == std::string::npos)
      return moves_menu(false);
    const std::string give = said(text.substr(verb, cut - verb));
    if (by_give.find(give) == by_give.end()) gives.push_back(give);
    by_give[give].emplace_back(said(text.substr(cut + 5)), move);
    if (move == advice().move) advised_give = give;
  }
  // What you keep first: the gives without a colony, then those with one.
  std::stable_partition(gives.begin(), gives.end(), [](const std::string& give) {
    return give.find("colony") == std::string::npos;
  });
  const cs::Side mine = view_->me == view_->offense ? cs::Side::offense : cs::Side::defense;
  const std::string which = "offer " +
                            std::to_string(view_->offers[static_cast<std::size_t>(mine)] + 1) +
                            " of " + std::to_string(cs::most_offers(view_->extra));
  const Seat other = view_->me == view_->offense ? view_->defense : view_->offense;
  std::string made;  // the offer's colonies and cards, when its Lucre is asked
  if (lucre) {
    const cs::Terms terms = cs::Terms::of(view_->terms);
    made = " you give " + cs::deal_side_words(terms.give_colony, terms.give_cards, 0) + " for " +
           cs::deal_side_words(terms.get_colony, terms.get_cards, 0) + "; now the Lucre each way,";
  }
  std::vector<Choice> choices;
  for (const std::string& give : gives) {
    Choice item = choice("You give " + give, Move{}, [this, &by_give, give, other, which, &t] {
      std::vector<Choice> asks;
      for (const auto& [get, move] : by_give[give])
        asks.push_back(choice("You ask for " + get, move));
      return choose(
          "You ask",
          "Your offer to " + who(t, other) + ": you give " + give + ", for what? (" + which + ")",
          asks, true);
    });
    item.advised = give == advised_give;
    choices.push_back(std::move(item));
  }
  return choose(lucre ? "Your offer's Lucre" : "Your offer",
                "Your turn: " + which + " in the deal with " + who(t, other) + ":" + made +
                    " first what you give, then what you ask.",
                choices, false);
}

}  // namespace gavel::ui::cosmic
