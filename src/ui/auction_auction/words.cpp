// Words for the Auction Auction board: seats, locations, lots, deals and promises as
// the player reads them, what the table waits for, and what the game's log lines
// mean for the rivals' table talk.

#include <cctype>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::auction_auction {

std::string who(const Scene& table, Seat seat) {
  return sitter_name(table.sitters, seat);
}

std::string short_who(const Scene& table, Seat seat) {
  return sitter_short_name(table.sitters, seat);
}

std::string location_tag(const aa::AuctionView& view, int location) {
  std::string tag;
  for (char ch : view.location_name(location)) {
    if (std::isalnum(static_cast<unsigned char>(ch)) != 0 && tag.size() < 3) tag += ch;
  }
  return tag;
}

const char* colour_word(int colour) {
  return colour == aa::unknown ? "?" : aa::colour_name(static_cast<aa::Colour>(colour));
}

char colour_letter(int colour) {
  switch (colour) {
    case 0:
      return 'R';
    case 1:
      return 'Y';
    case 2:
      return 'G';
    default:
      return '?';
  }
}

Hue colour_hue(int colour) {
  switch (colour) {
    case 0:
      return Hue::red;
    case 1:
      return Hue::yellow;
    case 2:
      return Hue::green;
    default:
      return Hue::none;
  }
}

std::string lot_letters(const aa::AuctionView& view, int lot) {
  return std::string(static_cast<std::size_t>(view.lot_cubes(lot)),
                     colour_letter(view.lot_colour(lot)));
}

std::string lot_words(const aa::AuctionView& view, int lot) {
  const int cubes = view.lot_cubes(lot);
  const int colour = view.lot_colour(lot);
  return view.lot_name(lot) + " (" + std::to_string(cubes) + " " +
         (colour == aa::unknown
              ? std::string("cubes of a colour you do not know yet")
              : std::string(colour_word(colour)) + (cubes == 1 ? " cube" : " cubes")) +
         ")";
}

std::string term_words(const aa::AuctionView& view, const aa::Term& term) {
  if (term.kind == aa::Term::Kind::stay_out) return "out of " + view.location_name(term.index);
  if (term.kind == aa::Term::Kind::no_bid) return "nothing on " + view.lot_name(term.index);
  return "nothing";
}

std::string promise_words(const Scene& table, const aa::Promise& promise) {
  const std::string by = promise.by == table.view.me ? "You" : who(table, promise.by);
  const std::string to = promise.to == table.view.me ? "you" : who(table, promise.to);
  return by + " to " + to + ": " + term_words(table.view, promise.term) + " (" +
         aa::status_name(promise.status) + ")";
}

std::string deal_words(const Scene& table, const aa::Deal& deal) {
  const aa::AuctionView& view = table.view;
  // Told to the player, an offer made to them says "you".
  const bool to_me = deal.to == view.me;
  std::vector<std::string> parts;
  if (deal.cash > 0) parts.push_back((to_me ? "gives you " : "gives ") + dollars(deal.cash));
  const auto deed = [&](const aa::Term& term) {
    return (term.kind == aa::Term::Kind::stay_out ? "to stay " : "to bid ") +
           term_words(view, term);
  };
  if (!deal.promise.none()) parts.push_back("promises " + deed(deal.promise));
  if (!deal.ask.none()) parts.push_back((to_me ? "asks you " : "asks them ") + deed(deal.ask));
  if (parts.empty()) parts.emplace_back("offers nothing");
  return join(parts, ", ");
}

int shown_location(const aa::AuctionView& view, int& in_round) {
  for (int round = view.round; round >= 0; --round) {
    if (round >= static_cast<int>(view.where.size())) continue;
    const int location = view.location(round);
    if (location != aa::unknown) {
      in_round = round;
      return location;
    }
  }
  in_round = view.round;
  return aa::unknown;
}

int lots_sold_round(const aa::AuctionView& view) {
  for (int round = std::min(view.round, static_cast<int>(view.winners.size()) - 1); round >= 0;
       --round) {
    const auto r = static_cast<std::size_t>(round);
    if (r >= view.where.size()) continue;
    const int location = view.where[r][static_cast<std::size_t>(view.me)];
    if (location != aa::unknown &&
        view.winners[r][static_cast<std::size_t>(aa::first_lot(location))] != nobody)
      return round;
  }
  return -1;
}

std::string waiting_words(const Scene& table) {
  const aa::AuctionView& view = table.view;
  if (view.step == aa::Step::over) return "The game is over.";
  const Seat seat = view.to_move;
  if (seat == nobody) return "";
  if (seat != view.me) {
    const std::string name = who(table, seat);
    switch (view.step) {
      case aa::Step::talk:
        return name + " is talking.";
      case aa::Step::deal_give:
      case aa::Step::deal_promise:
      case aa::Step::deal_ask:
        return name + " is making " + who(table, view.deal.to) + " an offer.";
      case aa::Step::deal_answer:
        return who(table, seat) + " is answering an offer.";
      case aa::Step::access:
        return name + " is sealing an access bid.";
      case aa::Step::sheet:
        return name + " is sealing bids on lots.";
      default:
        return "Waiting for " + name + ".";
    }
  }
  switch (view.step) {
    case aa::Step::talk:
      return "Your talk: open a deal with a rival, trade a garnet, or be done.";
    case aa::Step::deal_give:
    case aa::Step::deal_promise:
    case aa::Step::deal_ask:
      return "Your offer to " + who(table, view.deal.to) + ": say its terms.";
    case aa::Step::deal_answer:
      return who(table, view.deal.from) + " offers you a deal: accept or refuse.";
    case aa::Step::access:
      return "Seal your access bid: a house and an amount (paid, won or not).";
    case aa::Step::sheet:
      return "Seal your bids on the lots where you stand, lot by lot.";
    default:
      return "Your move.";
  }
}

namespace {

constexpr int aside_one_in = 8;
constexpr int won_one_in = 3;

}  // namespace

void react(std::string_view text, const State& /*state*/, TableLog& log) {
  if (text.starts_with("Round 1, access phase")) {
    log.greet();
    return;
  }
  const auto [seat, rest] = seat_line(text);
  if (seat == nobody) return;
  if (rest.starts_with(" takes ")) {
    log.maybe_say({{seat, Situation::pass}}, aside_one_in);
  } else if (contains(rest, " wins")) {
    log.maybe_say({{seat, Situation::win_lot}}, won_one_in);
  }
}

}  // namespace gavel::ui::auction_auction
