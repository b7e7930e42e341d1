// The pages the board opens: help, the access results of a round, the deals and
// promises, the notebook of house colours, and the end of the game.

#include <algorithm>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::auction_auction {

Leave show_board_help(Screen& screen, const Glyphs& glyphs, const std::string& rules_summary,
                      Seat human) {
  BoardHelp help;
  help.keys = {
      "Every decision is a question in the box at the lower right: up and down (j k) choose, "
      "Enter confirms, Esc goes back a step where there is one. Amounts: type the digits or "
      "step with + and - (or the arrows); Backspace takes a digit back. g trades a garnet for "
      "$10 while you type an amount, where the rules let you.",
  };
  help.pages = {{"n", "your notebook: mark the colour you believe each house keeps"},
                {"d", "every deal you were in and every promise, with its status"},
                {"a", "the access results of the latest round revealed"},
                {"r", "the lot results where you stood: every bid, the winners, what each paid"}};
  help.board = {
      "Seats: each seat's access bids round by round, once revealed: the amount, the house "
      "(three letters) and + when it got in, - when it ended in the Black Market. 'sealed' "
      "marks a seat that has sealed this round's bid. " +
          std::string(glyphs.changed) +
          " marks a cell that changed since your last move; the pointer marks who is to move.",
      "You: your cash (with what it gained or lost since your last move), garnets, cubes (R "
      "red, Y yellow, G green) and the hand they make now. Where: each location with the "
      "colour you know it keeps (? until you have been inside), the colour your notebook says, "
      "and how many seats are in it this round; the pointer marks yours.",
      "Your location: its lots (1 is the double; ?? a colour you do not know), your sealed "
      "sheet as you fill it ($? is the lot asked now), and once the auction is revealed who won "
      "each lot. Outside it you see none of this: the lots and bids of a location are shown "
      "only to the seats inside.",
      "Deals: how many you made, the promises pending, and the newest; d shows them all.",
  };
  return show_board_help_page(screen, glyphs, "Auction Auction", help, rules_summary, human);
}

std::vector<std::string> access_result_lines(const Scene& table, int round) {
  const aa::AuctionView& view = table.view;
  const auto r = static_cast<std::size_t>(round);
  std::vector<std::string> lines;
  for (int house = 0; house < aa::house_count; ++house) {
    std::vector<Seat> bidders;
    for (Seat seat = 0; seat < view.players; ++seat) {
      if (view.access[r][static_cast<std::size_t>(seat)].house == house) bidders.push_back(seat);
    }
    std::stable_sort(bidders.begin(), bidders.end(), [&](Seat a, Seat b) {
      return view.access[r][static_cast<std::size_t>(a)].amount >
             view.access[r][static_cast<std::size_t>(b)].amount;
    });
    std::vector<std::string> bids;
    std::vector<std::string> in;
    for (Seat seat : bidders) {
      bids.push_back(who(table, seat) + " " +
                     dollars(view.access[r][static_cast<std::size_t>(seat)].amount));
      if (view.where[r][static_cast<std::size_t>(seat)] == house) in.push_back(who(table, seat));
    }
    lines.push_back(view.table->houses[static_cast<std::size_t>(house)].name + ": " +
                    (bids.empty() ? std::string("no bids") : join(bids, ", ")) + ".");
    lines.push_back("  In: " + (in.empty() ? std::string("nobody") : join(in, ", ")) + ".");
  }
  std::vector<std::string> market;
  for (Seat seat = 0; seat < view.players; ++seat) {
    if (view.where[r][static_cast<std::size_t>(seat)] == aa::market)
      market.push_back(who(table, seat));
  }
  lines.push_back(view.table->market_name + ": " +
                  (market.empty() ? std::string("nobody") : join(market, ", ")) + ".");
  const int mine = view.where[r][static_cast<std::size_t>(view.me)];
  lines.emplace_back("");
  lines.push_back("You are in " + view.location_name(mine) + " this round; you paid " +
                  dollars(view.access[r][static_cast<std::size_t>(view.me)].amount) +
                  ". A tie at the third place that would let more than three in keeps every "
                  "tied seat out.");
  return lines;
}

Leave show_access_results(Screen& screen, const Glyphs& glyphs, const Scene& table, int round) {
  return show_page(
      screen, glyphs,
      "Round " + std::to_string(round + 1) + " " + std::string(glyphs.dash) + " access results",
      access_result_lines(table, round));
}

std::vector<std::string> lot_result_lines(const Scene& table, int round, int width) {
  const aa::AuctionView& view = table.view;
  const auto r = static_cast<std::size_t>(round);
  const int location = view.where[r][static_cast<std::size_t>(view.me)];
  const int first = aa::first_lot(location);
  std::vector<Seat> inside;
  for (Seat seat = 0; seat < view.players; ++seat) {
    if (view.where[r][static_cast<std::size_t>(seat)] == location &&
        !view.sheets[r][static_cast<std::size_t>(seat)].empty())
      inside.push_back(seat);
  }
  const auto bid = [&](Seat seat, int i) {
    const std::vector<int>& sheet = view.sheets[r][static_cast<std::size_t>(seat)];
    return i < static_cast<int>(sheet.size()) ? sheet[static_cast<std::size_t>(i)] : 0;
  };
  const auto winner_words = [&](int lot) {
    const Seat winner = view.winners[r][static_cast<std::size_t>(lot)];
    return winner == aa::unsold ? std::string("unsold") : who(table, winner);
  };
  std::vector<std::string> lines = {
      "The sealed sheets in " + view.location_name(location) +
          " are open. Every bid is paid; a lot goes to the highest amount that exactly one "
          "seat bid.",
      ""};
  // A table while every seat's column fits; else a line per lot.
  std::vector<std::vector<std::string>> rows = {{"Lot"}};
  for (Seat seat : inside)
    rows.front().push_back(short_who(table, seat));
  rows.front().emplace_back("Winner");
  for (int i = 0; i < aa::lots_in(location); ++i) {
    rows.push_back({lot_words(view, first + i)});
    for (Seat seat : inside)
      rows.back().push_back(dollars(bid(seat, i)));
    rows.back().push_back(winner_words(first + i));
  }
  std::vector<std::string> columns = aligned_columns(rows);
  const bool fits = std::all_of(columns.begin(), columns.end(),
                                [&](const std::string& row) { return text_width(row) <= width; });
  if (fits) {
    for (std::string& row : columns)
      lines.push_back("  " + row);
  } else {
    for (int i = 0; i < aa::lots_in(location); ++i) {
      std::vector<std::string> bids;
      for (Seat seat : inside)
        bids.push_back(who(table, seat) + " " + dollars(bid(seat, i)));
      lines.push_back(lot_words(view, first + i) + ": " + join(bids, ", ") + "; " +
                      winner_words(first + i) + ".");
    }
  }
  std::vector<std::string> paid;
  std::vector<std::string> won;
  bool unsold = false;
  for (Seat seat : inside) {
    int total = 0;
    for (int i = 0; i < aa::lots_in(location); ++i)
      total += bid(seat, i);
    paid.push_back(who(table, seat) + " " + dollars(total));
  }
  for (int i = 0; i < aa::lots_in(location); ++i) {
    const Seat winner = view.winners[r][static_cast<std::size_t>(first + i)];
    if (winner == view.me) won.push_back(lot_words(view, first + i));
    unsold = unsold || winner == aa::unsold;
  }
  lines.emplace_back("");
  lines.push_back("Paid: " + join(paid, ", ") + ".");
  lines.push_back(won.empty() ? "You won nothing this round." : "You won " + and_list(won) + ".");
  if (unsold && round + 1 < view.table->rounds)
    lines.emplace_back("An unsold lot is offered again next round.");
  return lines;
}

Leave show_lot_results(Screen& screen, const Glyphs& glyphs, const Scene& table, int round) {
  const aa::AuctionView& view = table.view;
  const int location =
      view.where[static_cast<std::size_t>(round)][static_cast<std::size_t>(view.me)];
  return show_page(screen, glyphs,
                   "Round " + std::to_string(round + 1) + " " + std::string(glyphs.dash) +
                       " lot results in " + view.location_name(location),
                   lot_result_lines(table, round, screen.width() - 6));
}

std::vector<std::string> deal_lines(const Scene& table) {
  const aa::AuctionView& view = table.view;
  std::vector<std::string> lines = {"Deals you were in:"};
  for (const aa::Deal& deal : view.deals) {
    const char* answer = deal.outcome == aa::Deal::Outcome::accepted ? "accepted" : "refused";
    lines.push_back("  Round " + std::to_string(deal.phase / 2 + 1) + ": " + who(table, deal.from) +
                    " to " + (deal.to == view.me ? std::string("you") : who(table, deal.to)) +
                    ": " + deal_words(table, deal) + " (" + answer + ").");
  }
  if (view.deals.empty()) lines.emplace_back("  None yet.");
  lines.emplace_back("");
  lines.emplace_back("Promises, made by you and to you:");
  for (const aa::Promise& promise : view.promises)
    lines.push_back("  " + promise_words(table, promise) + ".");
  if (view.promises.empty()) lines.emplace_back("  None yet.");
  lines.emplace_back("");
  lines.emplace_back(
      "A promise covers its maker's next bid of its kind. Pending: not yet settled. Unseen: it "
      "was about a lot in a location you were not in, so you could not see it kept or broken.");
  return lines;
}

Leave show_deals(Screen& screen, const Glyphs& glyphs, const Scene& table) {
  return show_page(screen, glyphs, "Deals and promises", deal_lines(table));
}

Leave show_notebook(Screen& screen, const Glyphs& glyphs, const Scene& table,
                    std::map<std::string, std::string>& notes,
                    const std::function<void()>& changed) {
  const aa::AuctionView& view = table.view;
  static constexpr std::array<const char*, 4> marks = {"?", "red", "yellow", "green"};
  int cursor = 0;
  for (;;) {
    auto draw = [&] {
      draw_frame(screen, glyphs, 0, 0, screen.height() - 1, screen.width(), "Notebook");
      screen.text(2, 3, "What colour do you believe each house keeps? Only you see this.");
      screen.text(4, 5, "House                  you know   your note",
                  Style{Tone::title, true, false});
      for (int house = 0; house < aa::house_count; ++house) {
        const int row = 5 + house;
        const std::string name = view.location_name(house);
        const auto note = notes.find(name);
        if (house == cursor) screen.text(row, 3, std::string(glyphs.pointer), styled(Tone::accent));
        screen.text(row, 5, pad(view.table->houses[static_cast<std::size_t>(house)].name, 23),
                    house == cursor ? selected() : plain);
        const int colour = view.colours[static_cast<std::size_t>(house)];
        Style known{Tone::normal, true, false};
        known.hue = colour_hue(colour);
        screen.text(row, 28, colour_word(colour), known);
        screen.text(row, 39, note == notes.end() ? std::string("?") : note->second);
      }
      screen.text(9, 3, "The names may hint at it; the lots inside prove it.", styled(Tone::dim));
      draw_footer(
          screen, glyphs,
          {std::string(glyphs.up_down) + " house", "r y g colour", "x or ? clear", "Esc back"});
    };
    const Key key = next_key(screen, glyphs, draw);
    if (key.kind == Key::Kind::interrupt) return Leave::interrupted;
    const Step step = step_of(key);
    if (step == Step::up) cursor = (cursor + aa::house_count - 1) % aa::house_count;
    if (step == Step::down || key.kind == Key::Kind::tab) cursor = (cursor + 1) % aa::house_count;
    const std::string name = view.location_name(cursor);
    std::string mark;
    if (key.is(U'r') || key.is(U'R')) mark = "red";
    if (key.is(U'y') || key.is(U'Y')) mark = "yellow";
    if (key.is(U'g') || key.is(U'G')) mark = "green";
    if (key.is(U'x') || key.is(U'?') || key.kind == Key::Kind::backspace) mark = "?";
    if (step == Step::right || step == Step::left) {
      const auto note = notes.find(name);
      const std::string now = note == notes.end() ? "?" : note->second;
      const auto at = std::find(marks.begin(), marks.end(), now) - marks.begin();
      const int by = step == Step::right ? 1 : 3;
      mark = marks[static_cast<std::size_t>((at + by) % 4)];
    }
    if (!mark.empty()) {
      if (mark == "?") {
        notes.erase(name);
      } else {
        notes[name] = mark;
      }
      if (changed) changed();
      continue;
    }
    if (key.kind == Key::Kind::escape || key.kind == Key::Kind::enter || key.is(U'q') ||
        key.is(U'n') || key.is(U'N'))
      return Leave::back;
  }
}

std::string result_headline(const Scene& table, const std::vector<Standing>& standings) {
  std::vector<std::string> best;
  for (Seat seat : first_besides(standings, table.view.me))
    best.push_back(who(table, seat));
  const std::string hand = aa::hand_name(aa::hand_of(table.view.cubes));
  const int mine = standings[static_cast<std::size_t>(table.view.me)].place;
  if (mine == 1)
    return best.empty() ? "Your " + hand + " is the best hand!"
                        : "You share the best hand with " + join(best, ", ") + ".";
  return join(best, ", ") + (best.size() > 1 ? " hold" : " holds") + " the best hand; your " +
         hand + " is " + ordinal(mine) + ".";
}

std::vector<std::string> final_hands(const Glyphs& /*glyphs*/, const Scene& table,
                                     const std::vector<Standing>& standings) {
  const aa::AuctionView& view = table.view;
  std::vector<std::vector<std::string>> rows;
  for (Seat seat : seats_by_place(standings.size(), &standings)) {
    const auto s = static_cast<std::size_t>(seat);
    const aa::Cubes& cubes = s < view.final_cubes.size() ? view.final_cubes[s] : view.cubes;
    const int cash = s < view.final_cash.size() ? view.final_cash[s] : 0;
    rows.push_back({ordinal(standings[s].place), who(table, seat),
                    aa::hand_name(aa::hand_of(cubes)), dollars(cash), aa::cubes_text(cubes)});
  }
  return aligned_columns(rows);
}

}  // namespace gavel::ui::auction_auction
