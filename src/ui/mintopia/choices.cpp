// Each kind of decision the board asks: a question with a menu (what to auction, how
// to bid, accept or refuse, whom to share with, the tie choices, Production), a
// number (a bid, a sealed bid), and the cursor over a zone's open spots (placing a
// Location, a Deed's gain, a Utility move).

#include <algorithm>

#include "gavel/core/text.h"
#include "session.h"

namespace gavel::ui::mintopia {

namespace {

using mt::Kind;

std::optional<int> digit_of(const Key& key) {
  if (key.kind != Key::Kind::character || key.ch < U'0' || key.ch > U'9') return std::nullopt;
  return static_cast<int>(key.ch - U'0');
}

std::vector<Move> of_kind(const std::vector<Move>& legal, Kind kind) {
  std::vector<Move> out;
  for (Move move : legal) {
    if (mt::kind_of(move) == kind) out.push_back(move);
  }
  return out;
}

// A question sits at the right, as narrow as its answers allow, under the auction
// panel when the zones leave room there, else over the log's right side, so the
// zones and the newest log lines stay in sight; what it asks is said on the status
// line. Returns its top row.
int place_question(const Screen& screen, const Table& table, const Layout& layout,
                   Question& question) {
  int widest = text_width(question.title) + 6;
  for (const MenuItem& item : question.menu.items)
    widest = std::max(widest, text_width(item.label) + 8);
  if (question.number) widest = std::max(widest, 24);
  question.width = std::min(widest, screen.width());
  question.left = screen.width() - question.width;
  if (zones_right(screen, table, layout, Focus{}) < question.left) return layout.zones_top;
  return std::min(layout.log_rule + 1, std::max(layout.zones_top, layout.status - 3));
}

std::string explained(const std::vector<std::string>& explain) {
  return join(explain, " ");
}

}  // namespace

Outcome Session::choose_from(const std::string& title, const std::vector<std::string>& explain,
                             const std::vector<Choice>& choices, bool can_back) {
  Question question;
  question.title = title;
  for (const Choice& choice : choices)
    question.menu.items.push_back({choice.label, "", true, ""});
  std::string message;
  const std::string status = explain.empty() ? waiting_words(table()) : explained(explain);
  std::vector<std::string> first = {std::string(glyphs_.up_down) + "/jk choose", "Enter confirm"};
  if (can_back) first.emplace_back("Esc back");
  for (;;) {
    auto draw = [&] {
      const std::string shown = message.empty() ? status : message;
      draw_board(screen_, glyphs_, table(), Focus{}, shown, hints(first));
      const Layout layout = lay_out(screen_, table(), Focus{}, shown);
      const int top = place_question(screen_, table(), layout, question);
      draw_question(screen_, glyphs_, top, layout.status - 1, question);
    };
    const Key key = next_key(screen_, glyphs_, draw);
    if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
    message.clear();
    if (steer_menu(question.menu, key)) continue;
    if (key.kind == Key::Kind::escape && can_back) return ended(Outcome::End::back);
    if (key.kind == Key::Kind::enter) {
      const Choice& choice = choices[static_cast<std::size_t>(question.menu.cursor)];
      if (!choice.then) return chosen(choice.move);
      const Outcome outcome = choice.then();
      if (outcome.end != Outcome::End::back) return outcome;
      continue;
    }
    if (title == "Your moves" && key.is(U'm')) continue;
    if (auto outcome = other_key(key, match_.state().legal_moves(), draw, message)) return *outcome;
  }
}

std::optional<int> Session::ask_number(const std::string& title,
                                       const std::vector<std::string>& explain, int low, int high,
                                       int start, bool& interrupted) {
  Question question;
  question.title = title;
  question.number = std::clamp(start, low, high);
  question.low = low;
  question.high = high;
  std::string typed;
  std::string message;
  const std::vector<std::string> first = {"0-9 +/- amount", "Enter confirm", "Esc back"};
  for (;;) {
    auto draw = [&] {
      const std::string shown = message.empty() ? explained(explain) : message;
      draw_board(screen_, glyphs_, table(), Focus{}, shown, hints(first));
      const Layout layout = lay_out(screen_, table(), Focus{}, shown);
      const int top = place_question(screen_, table(), layout, question);
      draw_question(screen_, glyphs_, top, layout.status - 1, question);
    };
    const Key key = next_key(screen_, glyphs_, draw);
    if (key.kind == Key::Kind::interrupt) {
      interrupted = true;
      return std::nullopt;
    }
    message.clear();
    int& n = *question.number;
    const Step step = step_of(key);
    if (key.is(U'+') || key.is(U'=') || step == Step::up || step == Step::right) {
      typed.clear();
      n = std::min(n + 1, high);
    } else if (key.is(U'-') || step == Step::down || step == Step::left) {
      typed.clear();
      n = std::max(n - 1, low);
    } else if (const auto digit = digit_of(key)) {
      typed += static_cast<char>('0' + *digit);
      if (std::stoi(typed) > high) typed = std::string(1, static_cast<char>('0' + *digit));
      n = std::stoi(typed);
    } else if (key.kind == Key::Kind::backspace) {
      if (!typed.empty()) typed.pop_back();
      n = typed.empty() ? low : std::stoi(typed);
    } else if (key.kind == Key::Kind::enter) {
      if (n >= low && n <= high) return n;
      message = "Choose from " + std::to_string(low) + " to " + std::to_string(high) + ".";
    } else if (key.kind == Key::Kind::escape) {
      return std::nullopt;
    } else if (key.is(U'?')) {
      if (show_board_help(screen_, glyphs_, settings_.rules_summary, settings_.human) ==
          Leave::interrupted) {
        interrupted = true;
        return std::nullopt;
      }
    } else if (key.kind != Key::Kind::resize) {
      message = "Type a number, or +/-; Enter confirms, Esc goes back.";
    }
  }
}

Outcome Session::decide() {
  const std::vector<Move> legal = match_.state().legal_moves();
  const mt::MintopiaView& view = *view_;
  const Table t = table();
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
        choices.push_back(
            {name, Move{}, [this, lot, name, move]() {
               return choose_from(
                   name,
                   {"Open: bids go round to the left, alone or with a neighbour. "
                    "Closed: everyone seals a bid; the neighbouring pair with the "
                    "highest total wins."},
                   {{"Open auction", move, nullptr},
                    {"Closed auction", mt::make_move(Kind::auction, lot, 1), nullptr}},
                   true);
             }});
      }
      return choose_from("Auction",
                         {mt::closed_auctions_allowed(view.mode)
                              ? "You are the Auctioneer: choose what to auction from the "
                                "Auction Block, then open or closed."
                          : view.mode == mt::Mode::solitaire
                              ? "Choose what to auction: you bid against the AI card's die."
                              : "You are the Auctioneer: choose what to auction. You open the "
                                "bidding; then each raises or withdraws in turn."},
                         choices, false);
    }
    case mt::Phase::open_bid:
    case mt::Phase::ai_answer:
      return bid_or_withdraw(legal);
    case mt::Phase::answer: {
      const mt::Proposal& p = view.proposal;
      const std::string from = who(t, p.from);
      for (Move move : legal) {
        const bool yes = mt::kind_of(move) == Kind::accept;
        choices.push_back(
            {yes ? "Accept (you put " + std::to_string(p.yours) + ")" : "Refuse", move, nullptr});
      }
      return choose_from(from + " asks you",
                         {from + " proposes to bid " + std::to_string(p.mine + p.yours) + " for " +
                          location(view, view.lot).name + " together: " + from + " puts " +
                          std::to_string(p.mine) + ", you put " + std::to_string(p.yours) +
                          " of your " + mints_text(view.mints[static_cast<std::size_t>(view.me)]) +
                          ". If you win, it goes in the zone you share."},
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
                         {"Choose the neighbour to share " + location(view, view.lot).name +
                          " with: it goes in the zone between you, and they pay nothing."},
                         choices, false);
    case mt::Phase::commit:
      return commit(legal);
    case mt::Phase::name_chooser:
      for (Move move : legal)
        choices.push_back({"Name " + who(t, mt::a_of(move)) + " to choose", move, nullptr});
      return choose_from("Tied pairs",
                         {"Several pairs tie for the highest total and the "
                          "highest single bids tie too: as Auctioneer, name who "
                          "chooses the winning pair."},
                         choices, false);
    case mt::Phase::pick_pair:
      for (Move move : legal) {
        const Seat other = neighbour(view, view.me, mt::c_of(move));
        choices.push_back({"Pair with " + who(t, other) + ": you two win", move, nullptr});
      }
      return choose_from("Tied pairs", {"Choose which of your tied pairs wins."}, choices, false);
    case mt::Phase::place:
    case mt::Phase::deed_place:
      return place(legal);
    case mt::Phase::utility:
      return utility(legal);
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
                         {"You hold the most Productions: you may turn any one "
                          "Location round, which swaps its side colours."},
                         choices, false);
    default:
      return moves_menu(legal, false);
  }
}

}  // namespace gavel::ui::mintopia
