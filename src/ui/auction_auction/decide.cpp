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

std::vector<Move> of_kind(const std::vector<Move>& legal, Kind kind) {
  return moves_of_kind(legal, kind, aa::kind_of);
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
      return moves_menu(false);
  }
}

Outcome Session::talk() {
  std::vector<Choice> choices;
  for (Move move : of_kind(legal(), Kind::done))
    choices.push_back({"Done talking", move, nullptr});
  const std::vector<Move> deals = of_kind(legal(), Kind::deal_with);
  const Move advised = advice().move;
  if (!deals.empty()) {
    Choice open{"Open a deal with a rival", Move{}, [this, deals, advised]() {
                  std::vector<Choice> rivals;
                  const Scene t = table();
                  for (Move move : deals) {
                    const Seat seat = aa::payload_of(move);
                    rivals.push_back({who(t, seat), move, [this, seat] { return open_deal(seat); },
                                      move == advised});
                  }
                  return choose("Deal with whom?", "Choose the rival to take aside.", rivals, true);
                }};
    open.advised = aa::kind_of(advised) == Kind::deal_with;
    choices.push_back(std::move(open));
  }
  for (Move move : of_kind(legal(), Kind::trade_garnet)) {
    choices.push_back({"Trade a garnet for " + dollars(view_->table->garnet_cash) + " (" +
                           std::to_string(view_->garnets) + " left)",
                       move, nullptr});
  }
  const std::string opened = view_->deals_opened > 0
                                 ? " You opened " + std::to_string(view_->deals_opened) + " deal" +
                                       (view_->deals_opened == 1 ? "" : "s") + " this turn."
                                 : "";
  return choose("Your talk",
                "Your talk: deal with a rival (only they hear the terms), trade a garnet, or be "
                "done. Then every seat seals a bid." +
                    opened,
                choices, false);
}

// A deal is asked whole before any of it is played: the cash, then the promise, then
// what is asked in return; Esc steps back. Each starts where the adviser would put it.
Outcome Session::open_deal(Seat with) {
  const Scene t = table();
  const std::string name = who(t, with);
  const std::vector<aa::Term> terms = deal_terms(*view_);
  const Move opening = aa::make_move(Kind::deal_with, with);
  int step = 0;
  int cash = 0;
  aa::Term promise;
  for (;;) {
    if (step < 0) return ended(Outcome::End::back);
    if (step == 0) {
      const std::optional<Move> advised = advice_after({opening});
      const int start =
          advised && aa::kind_of(*advised) == Kind::give ? aa::payload_of(*advised) : 0;
      Outcome by{};
      const auto n = ask_amount("You give " + short_who(t, with),
                                "Cash you hand " + name + " if they accept (0 for none).", 0,
                                view_->cash, start, true, by);
      if (!n) return by;  // backed out, or a garnet traded: the talk menu comes again
      cash = *n;
      step = 1;
      continue;
    }
    const bool mine = step == 1;
    std::vector<Move> played = {opening, aa::make_move(Kind::give, cash)};
    if (!mine) played.push_back(aa::make_move(Kind::promise, promise.code()));
    std::vector<Choice> choices;
    for (const aa::Term& term : terms) {
      if (!mine && term.none() && cash == 0 && promise.none()) continue;
      choices.push_back({term_label(*view_, term, mine),
                         aa::make_move(mine ? Kind::promise : Kind::ask, term.code()), nullptr});
    }
    const int cursor = std::max(0, index_of(choices, advice_after(played)));
    const Outcome outcome =
        choose_from(mine ? "Your promise" : "What you ask",
                    mine ? "What you promise " + name + " (it covers your next bid of that kind)."
                         : "What " + name + " is to promise you. You give " + dollars(cash) + ".",
                    choices, true, cursor);
    if (outcome.end == Outcome::End::back) {
      --step;
      continue;
    }
    if (outcome.end != Outcome::End::move) return outcome;
    const aa::Term term = aa::Term::of(aa::payload_of(outcome.move));
    if (mine) {
      promise = term;
      step = 2;
      continue;
    }
    queue({aa::make_move(Kind::give, cash), aa::make_move(Kind::promise, promise.code()),
           aa::make_move(Kind::ask, term.code())});
    return chosen(opening);
  }
}

Outcome Session::deal_step() {
  const Scene t = table();
  const std::string name = who(t, view_->deal.to);
  if (view_->step == aa::Step::deal_give) {
    const auto [low, high] = range_of(of_kind(legal(), Kind::give));
    const int start =
        aa::kind_of(advice().move) == Kind::give ? aa::payload_of(advice().move) : low;
    Outcome by{};
    const auto n =
        ask_amount("You give " + short_who(t, view_->deal.to),
                   "Cash you hand " + name + " if they accept.", low, high, start, false, by);
    return n ? chosen(aa::make_move(Kind::give, *n)) : by;
  }
  const bool mine = view_->step == aa::Step::deal_promise;
  std::vector<Choice> choices;
  for (Move move : legal()) {
    if (aa::kind_of(move) != (mine ? Kind::promise : Kind::ask)) continue;
    choices.push_back(
        {term_label(*view_, aa::Term::of(aa::payload_of(move)), mine), move, nullptr});
  }
  return choose(mine ? "Your promise" : "What you ask",
                "Your offer to " + name + ": " + deal_words(t, view_->deal) + ".", choices, false);
}

Outcome Session::answer_offer() {
  const Scene t = table();
  const aa::Deal& deal = view_->deal;
  const std::vector<Choice> choices = {
      {"Accept", aa::make_move(Kind::answer, aa::accept_code), nullptr},
      {"Refuse", aa::make_move(Kind::answer, aa::refuse_code), nullptr}};
  return choose(short_who(t, deal.from) + " offers a deal",
                who(t, deal.from) + " " + deal_words(t, deal) + ". Accept or refuse?", choices,
                false);
}

Outcome Session::access() {
  const Scene t = table();
  const Move advised = advice().move;
  std::vector<Choice> choices;
  for (int house = 0; house < aa::house_count; ++house) {
    std::vector<Move> bids;
    for (Move move : of_kind(legal(), Kind::access)) {
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
    const bool here =
        aa::kind_of(advised) == Kind::access && aa::payload_of(advised) / aa::house_step == house;
    const int start = here ? aa::payload_of(advised) % aa::house_step : low;
    Choice item{name + " (" + known + ")", Move{},
                [this, house, low = low, high = high, start, name] {
                  Outcome by{};
                  const auto n = ask_amount("Bid for " + view_->location_name(house),
                                            "Your bid for " + name +
                                                ": paid, won or not; the three highest bids "
                                                "enter. You hold " +
                                                dollars(view_->cash) + ".",
                                            low, high, start, true, by);
                  return n ? chosen(aa::access_move(house, *n)) : by;
                }};
    item.advised = here;
    choices.push_back(std::move(item));
  }
  for (Move move : of_kind(legal(), Kind::trade_garnet)) {
    choices.push_back(
        {"Trade a garnet for " + dollars(view_->table->garnet_cash) + " first", move, nullptr});
  }
  return choose("Your access bid",
                "Your sealed access bid: which house? You hold " + dollars(view_->cash) + ".",
                choices, false);
}

Outcome Session::sheet() {
  const std::vector<Move> bids = of_kind(legal(), Kind::lot_bid);
  if (bids.empty()) return moves_menu(false);
  const auto [low, high] = range_of(bids);
  const int location = view_->location(view_->round);
  const auto& mine =
      view_->sheets[static_cast<std::size_t>(view_->round)][static_cast<std::size_t>(view_->me)];
  const int lot = aa::first_lot(location) + static_cast<int>(mine.size());
  const int start =
      aa::kind_of(advice().move) == Kind::lot_bid ? aa::payload_of(advice().move) : low;
  Outcome by{};
  const auto n = ask_amount(
      "Bid on " + view_->lot_name(lot),
      lot_words(*view_, lot) + ". 0 = no bid. " + dollars(high) + " left for this sheet.", low,
      high, start, false, by);
  return n ? chosen(aa::make_move(Kind::lot_bid, *n)) : by;
}

}  // namespace gavel::ui::auction_auction
