// Each decision the board asks, as a question in a box beside the log: talk (open a
// deal, trade a garnet, be done), a deal's terms one question after another, an
// offer to answer, the sealed access bid (a house, then an amount) and the sheet
// (one amount a lot). Numbers are typed or stepped with + and -.

#include <algorithm>

#include "gavel/core/text.h"
#include "session.h"

namespace gavel::ui::auction_auction {

namespace {

using aa::Kind;

constexpr int box_width = 40;

std::vector<Move> of_kind(const std::vector<Move>& legal, Kind kind) {
  std::vector<Move> out;
  for (Move move : legal) {
    if (aa::kind_of(move) == kind) out.push_back(move);
  }
  return out;
}

std::pair<int, int> range_of(const std::vector<Move>& moves, int base = 0) {
  int low = aa::largest_amount, high = 0;
  for (Move move : moves) {
    low = std::min(low, aa::payload_of(move) - base);
    high = std::max(high, aa::payload_of(move) - base);
  }
  return {low, high};
}

// Every term the player may promise or ask in a deal opened now, as the rules allow:
// a house promise made in the last auction talk would cover no bid.
std::vector<aa::Term> deal_terms(const aa::AuctionView& view) {
  std::vector<aa::Term> terms = {aa::Term{}};
  const bool last_talk = view.round + 1 >= view.table->rounds && view.phase == aa::Phase::auction;
  for (int house = 0; house < aa::house_count && !last_talk; ++house)
    terms.push_back({aa::Term::Kind::stay_out, house});
  for (int lot = 0; lot < aa::lot_count; ++lot)
    terms.push_back({aa::Term::Kind::no_bid, lot});
  return terms;
}

std::string term_label(const aa::AuctionView& view, const aa::Term& term, bool mine) {
  if (term.none()) return mine ? "No promise" : "Ask nothing";
  const std::string who = mine ? "I stay " : "They stay ";
  if (term.kind == aa::Term::Kind::stay_out) return who + term_words(view, term);
  return (mine ? "I bid " : "They bid ") + term_words(view, term);
}

}  // namespace

void Session::draw_asking(Question& question, const std::string& status,
                          const std::vector<std::string>& first) {
  question.width = std::min(box_width, screen_.width());
  question.left = screen_.width() - question.width;
  const Table t = table();
  draw_board(screen_, glyphs_, t, status, hints(first), question.left);
  const Layout layout = lay_out(screen_, t, status);
  draw_question(screen_, glyphs_, layout.log_rule, layout.status - 1, question);
}

Outcome Session::choose_from(const std::string& title, const std::vector<std::string>& explain,
                             const std::vector<Choice>& choices, bool can_back) {
  // What is asked goes on the status line, which has room for it; the box keeps its
  // rows for the answers.
  Question question;
  question.title = title;
  const std::string asked = explain.empty() ? waiting_words(table()) : join(explain, " ");
  for (const Choice& choice : choices)
    question.menu.items.push_back({choice.label, "", true, ""});
  std::string message;
  std::vector<std::string> first = {std::string(glyphs_.up_down) + " choose", "Enter confirm"};
  if (can_back) first.emplace_back("Esc back");
  for (;;) {
    auto draw = [&] { draw_asking(question, message.empty() ? asked : message, first); };
    const Key key = next_key(screen_, glyphs_, draw);
    if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
    message.clear();
    if (steer_menu(question.menu, key)) continue;
    if (key.kind == Key::Kind::escape && can_back) return ended(Outcome::End::back);
    if (key.kind == Key::Kind::enter) {
      const Choice& choice = choices[static_cast<std::size_t>(question.menu.cursor)];
      if (!choice.then) {
        queued_.assign(choice.moves.begin() + 1, choice.moves.end());
        return chosen(choice.moves.front());
      }
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
                                       int start, bool can_back, Outcome& ended_by) {
  Question question;
  question.title = title;
  const std::string asked = explain.empty() ? waiting_words(table()) : join(explain, " ");
  question.number = std::clamp(start, low, high);
  question.low = low;
  question.high = high;
  std::string typed;
  std::string message;
  const std::vector<Move> legal = match_.state().legal_moves();
  const Move garnet = aa::make_move(Kind::trade_garnet);
  const bool can_trade = is_legal(legal, garnet);
  std::vector<std::string> first = {"0-9 +/- amount", "Enter confirm"};
  if (can_back) first.emplace_back("Esc back");
  if (can_trade) first.emplace_back("g garnet for $10");
  for (;;) {
    auto draw = [&] { draw_asking(question, message.empty() ? asked : message, first); };
    const Key key = next_key(screen_, glyphs_, draw);
    if (key.kind == Key::Kind::interrupt) {
      ended_by = ended(Outcome::End::interrupted);
      return std::nullopt;
    }
    message.clear();
    if (edit_number(*question.number, typed, key, low, high)) continue;
    if (key.kind == Key::Kind::enter) return *question.number;
    if (key.kind == Key::Kind::escape && can_back) {
      ended_by = ended(Outcome::End::back);
      return std::nullopt;
    }
    if (can_trade && (key.is(U'g') || key.is(U'G'))) {
      ended_by = chosen(garnet);
      return std::nullopt;
    }
    if (auto outcome = other_key(key, legal, draw, message)) {
      ended_by = *outcome;
      return std::nullopt;
    }
  }
}

Outcome Session::decide() {
  switch (view_->step) {
    case aa::Step::talk:
      return talk();
    case aa::Step::deal_give:
    case aa::Step::deal_promise:
    case aa::Step::deal_ask:
      return deal_step();
    case aa::Step::deal_answer:
      return answer_offer();
    case aa::Step::access:
      return access();
    case aa::Step::sheet:
      return sheet();
    default:
      return moves_menu(match_.state().legal_moves(), false);
  }
}

Outcome Session::talk() {
  const std::vector<Move> legal = match_.state().legal_moves();
  std::vector<Choice> choices;
  for (Move move : of_kind(legal, Kind::done))
    choices.push_back({"Done talking", {move}, nullptr});
  const std::vector<Move> deals = of_kind(legal, Kind::deal_with);
  if (!deals.empty()) {
    choices.push_back(
        {"Open a deal with a rival", {}, [this, deals]() {
           std::vector<Choice> rivals;
           const Table t = table();
           for (Move move : deals) {
             const Seat seat = aa::payload_of(move);
             rivals.push_back({who(t, seat), {move}, [this, seat] { return open_deal(seat); }});
           }
           return choose_from("Deal with whom?", {"Choose the rival to take aside."}, rivals, true);
         }});
  }
  for (Move move : of_kind(legal, Kind::trade_garnet)) {
    choices.push_back({"Trade a garnet for " + dollars(view_->table->garnet_cash) + " (" +
                           std::to_string(view_->garnets) + " left)",
                       {move},
                       nullptr});
  }
  const std::string opened = view_->deals_opened > 0
                                 ? " You opened " + std::to_string(view_->deals_opened) + " deal" +
                                       (view_->deals_opened == 1 ? "" : "s") + " this turn."
                                 : "";
  return choose_from("Your talk",
                     {"Your talk: deal with a rival (only they hear the terms), trade a garnet, or "
                      "be done. Then every seat seals a bid." +
                      opened},
                     choices, false);
}

Outcome Session::open_deal(Seat with) {
  const Table t = table();
  const std::string name = who(t, with);
  const std::vector<aa::Term> terms = deal_terms(*view_);
  int step = 0;
  int cash = 0;
  aa::Term promise;
  for (;;) {
    if (step < 0) return ended(Outcome::End::back);
    if (step == 0) {
      Outcome by{};
      const auto n = ask_number("You give " + short_who(t, with),
                                {"Cash you hand " + name + " if they accept (0 for none)."}, 0,
                                view_->cash, cash, true, by);
      if (!n) return by;  // backed out, or a garnet traded: the talk menu comes again
      cash = *n;
      step = 1;
      continue;
    }
    std::vector<Choice> choices;
    for (const aa::Term& term : terms) {
      if (step == 2 && term.none() && cash == 0 && promise.none()) continue;
      choices.push_back({term_label(*view_, term, step == 1), {}, nullptr});
    }
    const bool mine = step == 1;
    int picked = -1;
    for (std::size_t i = 0; i < choices.size(); ++i) {
      choices[i].then = [&picked, i] {
        picked = static_cast<int>(i);
        return chosen(Move{});
      };
    }
    const Outcome outcome =
        choose_from(mine ? "Your promise" : "What you ask",
                    {mine ? "What you promise " + name + " (it covers your next bid of that kind)."
                          : "What " + name + " is to promise you. You give " + dollars(cash) + "."},
                    choices, true);
    if (outcome.end == Outcome::End::back) {
      --step;
      continue;
    }
    if (outcome.end != Outcome::End::move) return outcome;
    std::vector<aa::Term> offered;
    for (const aa::Term& term : terms) {
      if (!(step == 2 && term.none() && cash == 0 && promise.none())) offered.push_back(term);
    }
    const aa::Term term = offered[static_cast<std::size_t>(picked)];
    if (mine) {
      promise = term;
      step = 2;
      continue;
    }
    queued_ = {aa::make_move(Kind::give, cash), aa::make_move(Kind::promise, promise.code()),
               aa::make_move(Kind::ask, term.code())};
    return chosen(aa::make_move(Kind::deal_with, with));
  }
}

Outcome Session::deal_step() {
  const std::vector<Move> legal = match_.state().legal_moves();
  const Table t = table();
  const std::string name = who(t, view_->deal.to);
  if (view_->step == aa::Step::deal_give) {
    const auto [low, high] = range_of(of_kind(legal, Kind::give));
    Outcome by{};
    const auto n =
        ask_number("You give " + short_who(t, view_->deal.to),
                   {"Cash you hand " + name + " if they accept."}, low, high, low, false, by);
    return n ? chosen(aa::make_move(Kind::give, *n)) : by;
  }
  const bool mine = view_->step == aa::Step::deal_promise;
  std::vector<Choice> choices;
  for (Move move : legal) {
    if (aa::kind_of(move) != (mine ? Kind::promise : Kind::ask)) continue;
    choices.push_back(
        {term_label(*view_, aa::Term::of(aa::payload_of(move)), mine), {move}, nullptr});
  }
  return choose_from(mine ? "Your promise" : "What you ask",
                     {"Your offer to " + name + ": " + deal_words(t, view_->deal) + "."}, choices,
                     false);
}

Outcome Session::answer_offer() {
  const Table t = table();
  const aa::Deal& deal = view_->deal;
  std::vector<Choice> choices = {
      {"Accept", {aa::make_move(Kind::answer, aa::accept_code)}, nullptr},
      {"Refuse", {aa::make_move(Kind::answer, aa::refuse_code)}, nullptr}};
  return choose_from(short_who(t, deal.from) + " offers a deal",
                     {who(t, deal.from) + " " + deal_words(t, deal) + ". Accept or refuse?"},
                     choices, false);
}

Outcome Session::access() {
  const std::vector<Move> legal = match_.state().legal_moves();
  const Table t = table();
  std::vector<Choice> choices;
  for (int house = 0; house < aa::house_count; ++house) {
    std::vector<Move> bids;
    for (Move move : of_kind(legal, Kind::access)) {
      if (aa::payload_of(move) / aa::house_step == house) bids.push_back(move);
    }
    if (bids.empty()) continue;
    const auto [low, high] = range_of(bids, house * aa::house_step);
    const std::string name = view_->table->houses[static_cast<std::size_t>(house)].name;
    const int colour = view_->colours[static_cast<std::size_t>(house)];
    const auto note = t.notes.find(view_->location_name(house));
    const std::string known = colour != aa::unknown   ? std::string(colour_word(colour))
                              : note != t.notes.end() ? note->second + "?"
                                                      : std::string("?");
    choices.push_back({name + " (" + known + ")", {}, [this, house, low = low, high = high, name] {
                         Outcome by{};
                         const auto n = ask_number(
                             "Bid for " + view_->location_name(house),
                             {"Your bid for " + name +
                              ": paid, won or not; the three highest bids enter. You hold " +
                              dollars(view_->cash) + "."},
                             low, high, low, true, by);
                         return n ? chosen(aa::access_move(house, *n)) : by;
                       }});
  }
  for (Move move : of_kind(legal, Kind::trade_garnet)) {
    choices.push_back(
        {"Trade a garnet for " + dollars(view_->table->garnet_cash) + " first", {move}, nullptr});
  }
  return choose_from(
      "Your access bid",
      {"Your sealed access bid: which house? You hold " + dollars(view_->cash) + "."}, choices,
      false);
}

Outcome Session::sheet() {
  const std::vector<Move> legal = match_.state().legal_moves();
  const std::vector<Move> bids = of_kind(legal, Kind::lot_bid);
  if (bids.empty()) return moves_menu(legal, false);
  const auto [low, high] = range_of(bids);
  const int location = view_->location(view_->round);
  const auto& mine =
      view_->sheets[static_cast<std::size_t>(view_->round)][static_cast<std::size_t>(view_->me)];
  const int lot = aa::first_lot(location) + static_cast<int>(mine.size());
  Outcome by{};
  const auto n = ask_number(
      "Bid on " + view_->lot_name(lot),
      {lot_words(*view_, lot) + ". 0 = no bid. " + dollars(high) + " left for this sheet."}, low,
      high, low, false, by);
  return n ? chosen(aa::make_move(Kind::lot_bid, *n)) : by;
}

}  // namespace gavel::ui::auction_auction
