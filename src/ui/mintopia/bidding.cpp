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

Outcome Session::bid_or_withdraw(const std::vector<Move>& legal) {
  const mt::MintopiaView& view = *view_;
  const Table t = table();
  const int mine = view.mints[static_cast<std::size_t>(view.me)];
  const std::string lot = location(view, view.lot).name;
  const int current = std::max(view.bid.total, view.ai_bid);
  std::vector<std::string> explain;
  if (view.phase == mt::Phase::ai_answer) {
    explain.push_back(who(t, mt::ai_competitor(view.city)) + " bids " +
                      std::to_string(view.ai_bid) + " for " + lot +
                      ": raise once to beat it, or pass and let its bid stand.");
  } else {
    // In solitaire the AI card's raise, when there is one, is the bid to beat.
    explain.push_back(view.bid.leader == nobody ? "No bid yet for " + lot + "."
                      : view.ai_bid > view.bid.total
                          ? "The AI card's bid for " + lot + " is " + std::to_string(current) + "."
                          : "The Current Bid for " + lot + " is " + std::to_string(current) + ".");
  }
  explain.back() += " You have " + mints_text(mine) + ".";
  if (view.mode == mt::Mode::solitaire) {
    explain.back() += " Bid 1 more (its die answers) or withdraw: it takes the Location.";
  } else if (!matching(legal, Kind::withdraw).empty()) {
    explain.back() += " Withdrawing leaves this auction for good.";
  }
  std::vector<Choice> choices;
  const std::vector<Move> alone = matching(legal, Kind::bid);
  if (!alone.empty()) {
    const auto [low, high] = range_of(alone, false);
    const std::string word = view.players > 2 ? "Bid alone" : "Bid";
    if (low == high) {
      choices.push_back({word + " " + std::to_string(low), alone.front(), nullptr});
    } else {
      choices.push_back({word + " (" + std::to_string(low) + " to " + std::to_string(high) + ")",
                         Move{}, [this, low = low, high = high, alone, explain]() -> Outcome {
                           bool interrupted = false;
                           const auto n =
                               ask_number("Your bid", explain, low, high, low, interrupted);
                           if (interrupted) return ended(Outcome::End::interrupted);
                           if (!n) return ended(Outcome::End::back);
                           return chosen(mt::make_move(Kind::bid, *n));
                         }});
    }
  }
  for (int side : {mt::left_side_code, mt::right_side_code}) {
    const std::vector<Move> asks = matching(legal, Kind::propose, side);
    if (asks.empty()) continue;
    const Seat other = neighbour(view, view.me, side);
    const std::string name = who(t, other);
    const std::string label =
        "Propose to " + name + (side == mt::left_side_code ? " (left)" : " (right)");
    choices.push_back({label, Move{}, [this, asks, name, other, side, current]() -> Outcome {
                         const auto [low, high] = range_of(asks, false);
                         const int yours = view_->mints[static_cast<std::size_t>(view_->me)];
                         const std::vector<std::string> words = {
                             "Propose to " + name + ": together you must bid more than " +
                             std::to_string(current) + ". " + name + " has " +
                             mints_text(view_->mints[static_cast<std::size_t>(other)]) + ", you " +
                             std::to_string(yours) + ". First, your part."};
                         for (;;) {
                           bool interrupted = false;
                           const auto a = ask_number("You put", words, low, high, low, interrupted);
                           if (interrupted) return ended(Outcome::End::interrupted);
                           if (!a) return ended(Outcome::End::back);
                           const std::vector<Move> theirs = matching(asks, Kind::propose, side, *a);
                           if (theirs.empty()) continue;
                           const auto [b_low, b_high] = range_of(theirs, true);
                           const std::vector<std::string> then = {
                               "You put " + std::to_string(*a) + "; now what you ask " + name +
                               " to put (together more than " + std::to_string(current) + ")."};
                           const auto b =
                               ask_number(name + " puts", then, b_low, b_high, b_low, interrupted);
                           if (interrupted) return ended(Outcome::End::interrupted);
                           if (!b) continue;
                           return chosen(mt::make_move(Kind::propose, *a, *b, side));
                         }
                       }});
  }
  for (Move move : matching(legal, Kind::withdraw))
    choices.push_back({"Withdraw", move, nullptr});
  for (Move move : matching(legal, Kind::pass))
    choices.push_back({"Pass", move, nullptr});
  if (choices.empty()) return moves_menu(legal, false);
  if (choices.size() == 1 && alone.empty() && view.phase == mt::Phase::open_bid) {
    explain = {"The Current Bid for " + lot + " is " + std::to_string(current) + " and you have " +
               mints_text(mine) + ": you cannot outbid it" +
               (view.mode == mt::Mode::ring ? ", alone or with a willing neighbour," : "") +
               " so you withdraw."};
  }
  return choose_from(view.phase == mt::Phase::ai_answer ? "Beat the AI card?" : "Your bid", explain,
                     choices, false);
}

Outcome Session::commit(const std::vector<Move>& legal) {
  const mt::MintopiaView& view = *view_;
  const std::vector<Move> commits = matching(legal, Kind::commit);
  if (commits.empty()) return moves_menu(legal, false);
  const auto [low, high] = range_of(commits, false);
  const std::vector<std::string> explain = {
      "Sealed bid for " + location(view, view.lot).name +
      " (hidden until all are in; the neighbouring pair with the highest total wins and "
      "pays). You have " +
      mints_text(high) + "."};
  for (;;) {
    bool interrupted = false;
    const auto n = ask_number("Your sealed bid", explain, low, high, low, interrupted);
    if (interrupted) return ended(Outcome::End::interrupted);
    if (n) return chosen(mt::make_move(Kind::commit, *n));
    // Esc has nowhere to go back to: the board's keys are still there.
    std::string message;
    const auto draw = [&] {
      draw_board(screen_, glyphs_, table(), Focus{}, waiting_words(table()), hints({"Enter bid"}));
    };
    const Key key = next_key(screen_, glyphs_, draw);
    if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
    if (key.kind == Key::Kind::enter) continue;
    if (auto outcome = other_key(key, legal, draw, message)) return *outcome;
  }
}

}  // namespace gavel::ui::mintopia
