// Lucre on the board: the market and the bank in the right column, each seat's Lucre
// on its row and the Lucre invested on its planets (draw.cpp), the words for Lucre's
// moves and questions, and the questions that ask an amount: a bid, an auction
// called, an investment.

#include <algorithm>

#include "gavel/core/text.h"
#include "session.h"

namespace gavel::ui::cosmic {

namespace {

using cs::Kind;
using cs::Phase;

std::string lucre_words(int amount) {
  return std::to_string(amount) + " Lucre";
}

const cs::AuctionCard* under_hammer(const cs::CosmicView& view) {
  return view.auctions.card < 0 ? nullptr : &view.auction(view.auctions.card);
}

int max_payload(const std::vector<Move>& legal, Kind kind, int prefix) {
  int most = -1;
  for (Move move : legal) {
    if (cs::kind_of(move) == kind && cs::payload_of(move) / 100 == prefix)
      most = std::max(most, cs::payload_of(move) % 100);
  }
  return most;
}

}  // namespace

void draw_lucre(Screen& screen, const Glyphs& /*glyphs*/, const Scene& table,
                const Layout& layout) {
  const cs::CosmicView& view = table.view;
  if (!view.lucre_on) return;
  const int col = layout.right_left;
  const int width = screen.width() - col - 1;
  for (int slot = 0; slot < layout.lucre_rows; ++slot) {
    const int row = layout.lucre_top + slot;
    if (slot >= static_cast<int>(view.market.size())) {
      if (slot == 0) screen.text(row, col, "Market empty", styled(Tone::dim));
      continue;
    }
    const cs::AuctionCard& card = view.auction(view.market[static_cast<std::size_t>(slot)]);
    const std::string least = std::to_string(card.minimum) + "+";
    screen.text(row, col, std::to_string(slot + 1), Style{Tone::title, true, false});
    screen.text(row, col + 2, clip_text(card.name, width - 3 - text_width(least)));
    screen.text(row, col + width - text_width(least), least, styled(Tone::accent));
  }
  // The card under the hammer has left the market: its row says the bid so far.
  const cs::AuctionCard* card = under_hammer(view);
  const int free_row = layout.lucre_top + static_cast<int>(view.market.size());
  if (card == nullptr || free_row >= layout.lucre_top + layout.lucre_rows) return;
  const std::string bid =
      std::to_string(view.auctions.bid) + " " + short_who(table, view.auctions.high);
  screen.text(free_row, col, clip_text(card->name, width - 1 - text_width(bid)),
              Style{Tone::warning, true, false});
  screen.text(free_row, col + width - text_width(bid), bid, styled(Tone::warning));
}

std::optional<std::string> lucre_label(const Scene& table, const State& state, Move move) {
  const cs::CosmicView& view = table.view;
  const int payload = cs::payload_of(move);
  switch (cs::kind_of(move)) {
    case Kind::invest:
      return "Invest " + lucre_words(payload % 100) + " on " + planet_words(view, payload / 100);
    case Kind::lucre_count:
      return payload == 1 ? "Count it for your side" : "Count it against the other side";
    case Kind::call_auction:
      return "Auction " + view.auction(view.market[static_cast<std::size_t>(payload / 100)]).name +
             ", bidding " + std::to_string(payload % 100);
    case Kind::bid:
      return "Bid " + std::to_string(payload);
    case Kind::pay:
      if (payload == 0) return "Pay " + lucre_words(view.auctions.bid);
      return "Pay with 1 Lucre invested on " + planet_words(view, payload - 1) + " (worth 2)";
    case Kind::carry_out:
      return payload == 1 ? "Carry it out" : "Discard it unused";
    case Kind::choose: {
      if (payload == 0) return std::string("Keep none");
      const auto at = std::find(view.drawn_ids.begin(), view.drawn_ids.end(), payload - 1);
      if (at == view.drawn_ids.end()) return std::nullopt;
      return "Keep " +
             cs::card_name(view.drawn[static_cast<std::size_t>(at - view.drawn_ids.begin())]);
    }
    case Kind::discard:
      return "Discard " + state.to_text(move).substr(8);
    case Kind::move_ship:
      return "A ship from " + planet_words(view, payload / 100) + " to " +
             planet_words(view, payload % 100);
    case Kind::free_to:
      return "Free a ship to " + planet_words(view, payload);
    case Kind::reward_lucre:
      return "Take 1 Lucre invested on " + planet_words(view, view.planet);
    case Kind::done:
      if (view.phase == Phase::invest) return std::string("Done investing");
      if (view.phase == Phase::move_ships) return std::string("Done moving ships");
      if (view.phase == Phase::free_ships) return std::string("Done freeing ships");
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

std::optional<std::string> lucre_asked(const Scene& table, Seat seat) {
  const cs::CosmicView& view = table.view;
  const bool me = seat == view.me;
  const cs::AuctionCard* card = under_hammer(view);
  const std::string name = card == nullptr ? std::string("the card") : card->name;
  switch (view.phase) {
    case Phase::invest:
      return std::string("invest Lucre on home colonies, or say done");
    case Phase::lucre_count:
      return "say whether the " +
             lucre_words(view.planet >= 0 ? view.invested[static_cast<std::size_t>(view.planet)]
                                          : 0) +
             " invested on " + planet_words(view, view.planet) + " count for " +
             (me ? "your" : "its") + " side or against the other";
    case Phase::call_auction:
      return std::string("call an auction on a market card, or pass");
    case Phase::bid:
      return "bid on " + name + " (" + std::to_string(view.auctions.bid) + " by " +
             short_who(table, view.auctions.high) + "), or pass for good";
    case Phase::pay:
      return "pay " + lucre_words(view.auctions.bid) + " for " + name +
             ", or let an invested Lucre pay 2 of it";
    case Phase::carry_out:
      return "carry out " + name + ", or discard it unused";
    case Phase::choose_drawn:
      return std::string("keep one of the cards drawn, or none");
    case Phase::discard_card:
      return std::string("discard a card from the hand");
    case Phase::move_ships:
      return "move ships between colonies (" +
             std::to_string(view.auctions.limit - view.auctions.count) + " more at most)";
    case Phase::free_ships:
      return "free ships from the warp (" +
             std::to_string(view.auctions.limit - view.auctions.count) + " more at most)";
    case Phase::rebirth:
      return std::string("choose the home planet to re-establish");
    case Phase::rebirth_land:
      return std::string("send one to four ships to re-establish the colony");
    case Phase::extra_tech:
      return std::string("put a ship on the tech or complete it, or pass");
    default:
      return std::nullopt;
  }
}

std::string lucre_about(const cs::CosmicView& view, Move move) {
  const int payload = cs::payload_of(move);
  switch (cs::kind_of(move)) {
    case Kind::call_auction: {
      const cs::AuctionCard& card =
          view.auction(view.market[static_cast<std::size_t>(payload / 100)]);
      return card.name + " (at least " + std::to_string(card.minimum) + "): " + card.text;
    }
    case Kind::bid:
    case Kind::pay:
    case Kind::carry_out:
      if (const cs::AuctionCard* card = under_hammer(view)) return card->name + ": " + card->text;
      return "";
    default:
      return "";
  }
}

// An auction called, a bid, an investment: what first, then how much. The adviser's
// answer is under the cursor, its amount in the number asked.
Outcome Session::lucre_decide() {
  const Scene t = table();
  const std::string explain = waiting_words(t);
  const Move advised = advice().move;
  const std::vector<Move>& moves = legal();
  std::vector<Choice> choices;
  // The amount asked for `kind` at `prefix`, from `low`: where the adviser's move of
  // that kind and prefix says, else the least.
  const auto amount = [this, &moves, explain, advised](Kind kind, int prefix, int low,
                                                       std::string title) {
    const int high = max_payload(moves, kind, prefix);
    const bool here = cs::kind_of(advised) == kind && cs::payload_of(advised) / 100 == prefix;
    const int start = here ? cs::payload_of(advised) % 100 : low;
    return [this, kind, prefix, low, high, start, explain, title] {
      return ask_amount(
          title,
          explain + " How much? (" + std::to_string(low) + " to " + std::to_string(high) + ")", low,
          high, start, [kind, prefix](int n) { return cs::make_move(kind, prefix * 100 + n); });
    };
  };
  for (Move move : moves) {
    const Kind kind = cs::kind_of(move);
    const int payload = cs::payload_of(move);
    if (kind == Kind::pass || kind == Kind::done) {
      choices.insert(choices.begin(), choice(move_label(t, match_.state(), move), move));
      continue;
    }
    const int prefix = payload / 100;
    const bool first = std::none_of(choices.begin(), choices.end(), [&](const Choice& c) {
      return c.move.code >= 0 && cs::kind_of(c.move) == kind &&
             cs::payload_of(c.move) / 100 == prefix;
    });
    if (!first) continue;
    const bool advised_here =
        cs::kind_of(advised) == kind && cs::payload_of(advised) / 100 == prefix;
    if (kind == Kind::call_auction) {
      const cs::AuctionCard& card = view_->auction(view_->market[static_cast<std::size_t>(prefix)]);
      choices.push_back(choice("Auction " + card.name + " (" + std::to_string(payload % 100) + "+)",
                               move, amount(kind, prefix, payload % 100, "Your first bid"), -1,
                               lucre_about(*view_, move)));
      choices.back().advised = advised_here;
    } else if (kind == Kind::invest) {
      choices.push_back(choice("Invest on " + planet_words(*view_, prefix), move,
                               amount(kind, prefix, 1, "Invest")));
      choices.back().advised = advised_here;
    } else if (kind == Kind::bid) {
      // The least bid plays at once; a higher one is asked.
      choices.push_back(
          choice("Bid " + std::to_string(payload), move, nullptr, -1, lucre_about(*view_, move)));
      choices.push_back(choice("Bid more", move, amount(kind, 0, payload, "Your bid"), -1,
                               lucre_about(*view_, move)));
      choices.back().advised = kind == cs::kind_of(advised) && advised != move;
    }
  }
  return choose(phase_title(), explain, choices, false);
}

Outcome Session::ask_amount(const std::string& title, const std::string& explain, int low, int high,
                            int start, const std::function<Move(int)>& make) {
  Outcome ended_by{};
  const std::optional<int> amount = ask_number(title, explain, low, high, start, ended_by);
  return amount ? chosen(make(*amount)) : ended_by;
}

}  // namespace gavel::ui::cosmic
