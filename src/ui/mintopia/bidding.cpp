// Bidding: in an open auction a bid alone, a proposal to the left or right
// neighbour ("I put a, you put b"), or withdrawing; over the AI card's bid a raise or
// a pass; in a closed auction a sealed bid.

#include <algorithm>

#include "session.h"

namespace gavel::ui::mintopia {

namespace {

using mt::Kind;

std::vector<Move> matching(const std::vector<Move>& legal, Kind kind, int side = -1, int a = -1) {
  std::vector<Move> out;
  for (Move move : legal) {
    if (mt::kind_of(move) != kind) continue;
    if (side >= 0 && mt::c_of(move) != side) continue;
    if (a >= 0 && mt::a_of(move) != a) continue;
    out.push_back(move);
  }
  return out;
}

std::pair<int, int> range_of(const std::vector<Move>& moves, bool second) {
  int low = 1 << 20, high = -1;
  for (Move move : moves) {
    const int n = second ? mt::b_of(move) : mt::a_of(move);
    low = std::min(low, n);
    high = std::max(high, n);
  }
  return {low, high};
}

}  // namespace

Outcome Session::bid_or_withdraw() {
  const std::vector<Move>& legal = this->legal();
  const mt::MintopiaView& view = *view_;
  const Scene t = table();
  const Move advised = advice().move;
  const int mine = view.mints[static_cast<std::size_t>(view.me)];
  const std::string lot = location(view, view.lot).name;
  const int current = std::max(view.bid.total, view.ai_bid);
  std::string explain;
  if (view.phase == mt::Phase::ai_answer) {
    explain = who(t, mt::ai_competitor(view.city)) + " bids " + std::to_string(view.ai_bid) +
              " for " + lot + ": raise once to beat it, or pass and let its bid stand.";
  } else {
    // In solitaire the AI card's raise, when there is one, is the bid to beat.
    explain = view.bid.leader == nobody ? "No bid yet for " + lot + "."
              : view.ai_bid > view.bid.total
                  ? "The AI card's bid for " + lot + " is " + std::to_string(current) + "."
                  : "The Current Bid for " + lot + " is " + std::to_string(current) + ".";
  }
  explain += " You have " + mints_text(mine) + ".";
  if (view.mode == mt::Mode::solitaire) {
    explain += " Bid 1 more (its die answers) or withdraw: it takes the Location.";
  } else if (!matching(legal, Kind::withdraw).empty()) {
    explain += " Withdrawing leaves this auction for good.";
  }
  std::vector<Choice> choices;
  const std::vector<Move> alone = matching(legal, Kind::bid);
  if (!alone.empty()) {
    const auto [low, high] = range_of(alone, false);
    const std::string word = view.players > 2 ? "Bid alone" : "Bid";
    if (low == high) {
      choices.push_back({word + " " + std::to_string(low), alone.front(), nullptr});
    } else {
      const int start = mt::kind_of(advised) == Kind::bid ? mt::a_of(advised) : low;
      Choice item{word + " (" + std::to_string(low) + " to " + std::to_string(high) + ")", Move{},
                  [this, low = low, high = high, start, explain]() -> Outcome {
                    Outcome by{};
                    const auto n = ask_number("Your bid", explain, low, high, start, by);
                    return n ? chosen(mt::make_move(Kind::bid, *n)) : by;
                  }};
      item.advised = mt::kind_of(advised) == Kind::bid;
      choices.push_back(std::move(item));
    }
  }
  for (int side : {mt::left_side_code, mt::right_side_code}) {
    const std::vector<Move> asks = matching(legal, Kind::propose, side);
    if (asks.empty()) continue;
    const Seat other = neighbour(view, view.me, side);
    const std::string name = who(t, other);
    const std::string label =
        "Propose to " + name + (side == mt::left_side_code ? " (left)" : " (right)");
    const bool here = mt::kind_of(advised) == Kind::propose && mt::c_of(advised) == side;
    Choice item{
        label, Move{}, [this, asks, name, other, side, current, here, advised]() -> Outcome {
          const auto [low, high] = range_of(asks, false);
          const int yours = view_->mints[static_cast<std::size_t>(view_->me)];
          const std::string words = "Propose to " + name + ": together you must bid more than " +
                                    std::to_string(current) + ". " + name + " has " +
                                    mints_text(view_->mints[static_cast<std::size_t>(other)]) +
                                    ", you " + std::to_string(yours) + ". First, your part.";
          for (;;) {
            Outcome by{};
            const auto a =
                ask_number("You put", words, low, high, here ? mt::a_of(advised) : low, by);
            if (!a) return by;
            const std::vector<Move> theirs = matching(asks, Kind::propose, side, *a);
            if (theirs.empty()) continue;
            const auto [b_low, b_high] = range_of(theirs, true);
            const bool same = here && mt::a_of(advised) == *a;
            const std::string then = "You put " + std::to_string(*a) + "; now what you ask " +
                                     name + " to put (together more than " +
                                     std::to_string(current) + ").";
            const auto b = ask_number(name + " puts", then, b_low, b_high,
                                      same ? mt::b_of(advised) : b_low, by);
            if (!b) {
              if (by.end == Outcome::End::back) continue;
              return by;
            }
            return chosen(mt::make_move(Kind::propose, *a, *b, side));
          }
        }};
    item.advised = here;
    choices.push_back(std::move(item));
  }
  for (Move move : matching(legal, Kind::withdraw))
    choices.push_back({"Withdraw", move, nullptr});
  for (Move move : matching(legal, Kind::pass))
    choices.push_back({"Pass", move, nullptr});
  if (choices.empty()) return moves_menu(false);
  if (choices.size() == 1 && alone.empty() && view.phase == mt::Phase::open_bid) {
    explain = "The Current Bid for " + lot + " is " + std::to_string(current) + " and you have " +
              mints_text(mine) + ": you cannot outbid it" +
              (view.mode == mt::Mode::ring ? ", alone or with a willing neighbour," : "") +
              " so you withdraw.";
  }
  return choose_from(view.phase == mt::Phase::ai_answer ? "Beat the AI card?" : "Your bid", explain,
                     choices, false);
}

Outcome Session::commit() {
  const mt::MintopiaView& view = *view_;
  const std::vector<Move> commits = matching(legal(), Kind::commit);
  if (commits.empty()) return moves_menu(false);
  const auto [low, high] = range_of(commits, false);
  const std::string explain =
      "Sealed bid for " + location(view, view.lot).name +
      " (hidden until all are in; the neighbouring pair with the highest total wins and "
      "pays). You have " +
      mints_text(high) + ".";
  const int start = mt::kind_of(advice().move) == Kind::commit ? mt::a_of(advice().move) : low;
  NumberQuestion question;
  question.title = "Your sealed bid";
  question.status = explain;
  question.low = low;
  question.high = high;
  question.start = start;
  question.can_back = false;
  Outcome by{};
  const auto n = ask_number(question, by);
  return n ? chosen(mt::make_move(Kind::commit, *n)) : by;
}

}  // namespace gavel::ui::mintopia
