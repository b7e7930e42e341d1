// Each kind of decision the board asks as a menu: what to auction, accept or refuse,
// whom to share with, the tie choices, Production. Bids are asked in bidding.cpp,
// placings in placing.cpp.

#include <algorithm>

#include "gavel/core/text.h"
#include "session.h"

namespace gavel::ui::mintopia {

namespace {

using mt::Kind;

std::vector<Move> of_kind(const std::vector<Move>& legal, Kind kind) {
  return moves_of_kind(legal, kind, mt::kind_of);
}

}  // namespace

Outcome Session::decide() {
  const std::vector<Move>& legal = this->legal();
  const mt::MintopiaView& view = *view_;
  const Move advised = advice().move;
  const Scene t = table();
  std::vector<Choice> choices;
  switch (view.phase) {
    case mt::Phase::choose: {
      // One item a Location; in the ring, open or closed is asked next.
      // In the Auction Block's order, as the panel above lists it.
      std::vector<Move> lots = of_kind(legal, Kind::auction);
      const auto place_in_block = [&](Move move) {
        return std::find(view.block.begin(), view.block.end(), mt::a_of(move)) - view.block.begin();
      };
      std::stable_sort(lots.begin(), lots.end(),
                       [&](Move a, Move b) { return place_in_block(a) < place_in_block(b); });
      for (Move move : lots) {
        if (mt::b_of(move) == 1) continue;
        const int lot = mt::a_of(move);
        const std::string name = location(view, lot).name;
        if (!mt::closed_auctions_allowed(view.mode)) {
          choices.push_back({name, move, nullptr});
          continue;
        }
        Choice item{name, Move{}, [this, lot, name, move]() {
                      return choose_from(
                          name,
                          "Open: bids go round to the left, alone or with a neighbour. "
                          "Closed: everyone seals a bid; the neighbouring pair with the "
                          "highest total wins.",
                          {{"Open auction", move, nullptr},
                           {"Closed auction", mt::make_move(Kind::auction, lot, 1), nullptr}},
                          true);
                    }};
        item.advised = mt::kind_of(advised) == Kind::auction && mt::a_of(advised) == lot;
        choices.push_back(std::move(item));
      }
      return choose_from("Auction",
                         mt::closed_auctions_allowed(view.mode)
                             ? "You are the Auctioneer: choose what to auction from the "
                               "Auction Block, then open or closed."
                         : view.mode == mt::Mode::solitaire
                             ? "Choose what to auction: you bid against the AI card's die."
                             : "You are the Auctioneer: choose what to auction. You open the "
                               "bidding; then each raises or withdraws in turn.",
                         choices, false);
    }
    case mt::Phase::open_bid:
    case mt::Phase::ai_answer:
      return bid_or_withdraw();
    case mt::Phase::answer: {
      const mt::Proposal& p = view.proposal;
      const std::string from = who(t, p.from);
      for (Move move : legal) {
        const bool yes = mt::kind_of(move) == Kind::accept;
        choices.push_back(
            {yes ? "Accept (you put " + std::to_string(p.yours) + ")" : "Refuse", move, nullptr});
      }
      return choose_from(from + " asks you",
                         from + " proposes to bid " + std::to_string(p.mine + p.yours) + " for " +
                             location(view, view.lot).name + " together: " + from + " puts " +
                             std::to_string(p.mine) + ", you put " + std::to_string(p.yours) +
                             " of your " +
                             mints_text(view.mints[static_cast<std::size_t>(view.me)]) +
                             ". If you win, it goes in the zone you share.",
                         choices, false);
    }
    case mt::Phase::share:
      for (Move move : legal) {
        const Seat other = neighbour(view, view.me, mt::c_of(move));
        choices.push_back({"Share with " + who(t, other) +
                               (mt::c_of(move) == mt::left_side_code ? " (left)" : " (right)"),
                           move, nullptr});
      }
      return choose_from("You won alone",
                         "Choose the neighbour to share " + location(view, view.lot).name +
                             " with: it goes in the zone between you, and they pay nothing.",
                         choices, false);
    case mt::Phase::commit:
      return commit();
    case mt::Phase::name_chooser:
      for (Move move : legal)
        choices.push_back({"Name " + who(t, mt::a_of(move)) + " to choose", move, nullptr});
      return choose_from("Tied pairs",
                         "Several pairs tie for the highest total and the highest single bids "
                         "tie too: as Auctioneer, name who chooses the winning pair.",
                         choices, false);
    case mt::Phase::pick_pair:
      for (Move move : legal) {
        const Seat other = neighbour(view, view.me, mt::c_of(move));
        choices.push_back({"Pair with " + who(t, other) + ": you two win", move, nullptr});
      }
      return choose_from("Tied pairs", "Choose which of your tied pairs wins.", choices, false);
    case mt::Phase::place:
    case mt::Phase::deed_place:
      return place();
    case mt::Phase::utility:
      return utility();
    case mt::Phase::production:
      for (Move move : legal) {
        if (mt::kind_of(move) == Kind::skip)
          choices.push_back({"Skip: turn nothing", move, nullptr});
      }
      for (Move move : legal) {
        if (mt::kind_of(move) == Kind::turn)
          choices.push_back({"Turn " + location(view, mt::a_of(move)).name, move, nullptr});
      }
      return choose_from("Production",
                         "You hold the most Productions: you may turn any one Location round, "
                         "which swaps its side colours.",
                         choices, false);
    default:
      return moves_menu(false);
  }
}

}  // namespace gavel::ui::mintopia
