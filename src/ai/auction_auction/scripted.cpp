// The scripted rival's frame: which choice each step asks for, the sealed bids, and
// finding the legal move nearest to the one it wants.

#include "gavel/ai/auction_auction/scripted.h"

#include <algorithm>

#include "choices.h"
#include "gavel/games/auction_auction/view.h"

namespace gavel::auction_auction {
namespace scripted {

Move nearest(const std::vector<Move>& legal, Move wanted, Move fallback) {
  // Legal moves are sorted by code, and a kind's amounts are consecutive codes (an
  // access bid's within its house), so the nearest amount sits next to `wanted`.
  const auto after = std::lower_bound(legal.begin(), legal.end(), wanted);
  if (after != legal.end() && *after == wanted) return wanted;
  const auto same = [&](Move move) {
    if (kind_of(move) != kind_of(wanted)) return false;
    if (kind_of(move) != Kind::access) return true;
    return payload_of(move) / house_step == payload_of(wanted) / house_step;
  };
  const bool up = after != legal.end() && same(*after);
  const bool down = after != legal.begin() && same(*(after - 1));
  if (up && down)
    return after->code - wanted.code <= wanted.code - (after - 1)->code ? *after : *(after - 1);
  if (up) return *after;
  if (down) return *(after - 1);
  if (std::binary_search(legal.begin(), legal.end(), fallback)) return fallback;
  return legal.front();
}

Move choose_access(const Reading& reading, const std::vector<Move>& legal) {
  const AuctionView& view = reading.view;
  Reading::Plan plan = reading.access_plan();
  for (const Promise& promise : view.promises) {
    if (promise.by != view.me || promise.status != Promise::Status::pending) continue;
    if (promise.term.kind != Term::Kind::stay_out || promise.term.index != plan.house) continue;
    if (promise.due != phase_index(view.round, Phase::access)) continue;
    const Reading::Plan other = reading.access_plan(plan.house);
    const double cost = std::max(0.0, plan.score - other.score) / std::max(plan.score, 1.0);
    if (reading.keeps_word(promise.to, cost)) plan = other;
  }
  return nearest(legal, access_move(plan.house, plan.bid), legal.front());
}

Move choose_lot_bid(const Reading& reading, const std::vector<Move>& legal) {
  const AuctionView& view = reading.view;
  const auto& sealed =
      view.sheets[static_cast<std::size_t>(view.round)][static_cast<std::size_t>(view.me)];
  const std::vector<int> sheet = reading.sheet_plan();
  const std::size_t next = sealed.size();
  int amount = next < sheet.size() ? sheet[next] : 0;
  int spent = 0;
  for (const int bid : sealed)
    spent += bid;
  amount = std::clamp(amount, 0, std::max(0, view.cash - spent));
  return nearest(legal, make_move(Kind::lot_bid, amount), make_move(Kind::lot_bid, 0));
}

}  // namespace scripted

Move scripted_move(const AuctionView& table, const std::vector<Move>& legal, const Traits& traits,
                   Rng& rng) {
  const auto dice = static_cast<int>(rng.below(1000));
  const scripted::Reading reading(table, traits, dice);
  switch (table.step) {
    case Step::talk:
      return scripted::choose_talk(reading, legal);
    case Step::deal_give:
    case Step::deal_promise:
    case Step::deal_ask:
      return scripted::choose_deal_step(reading, legal);
    case Step::deal_answer:
      return scripted::choose_answer(reading, legal);
    case Step::access:
      return scripted::choose_access(reading, legal);
    case Step::sheet:
      return scripted::choose_lot_bid(reading, legal);
    default:
      return legal.front();
  }
}

bool knows_code(const View& view, const Traits& traits) {
  const auto* table = dynamic_cast<const AuctionView*>(&view);
  if (table == nullptr) return false;
  const auto colours = scripted::known_colours(*table, traits);
  return std::all_of(colours.begin(), colours.begin() + house_count,
                     [](int colour) { return colour != unknown; });
}

}  // namespace gavel::auction_auction
