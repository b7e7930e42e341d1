// The bid the board proposes under Enter when the player's turn begins. It reads the
// player's view alone, so a game picked up again proposes what it proposed before,
// and it never proposes what the rivals' own strategy calls a blunder.

#include <algorithm>

#include "board_parts.h"
#include "gavel/ai/auction_web/blunder.h"
#include "gavel/games/auction_web/moves.h"

namespace gavel::ui::auction_web {

namespace {

// What the player must beat to lead on `lot`: the leader's value when known, else
// the best value it has beaten (it is likely above that), else nothing (-1).
int to_beat(const aw::AuctionWebView& view, int lot) {
  const aw::LotView& shown = view.lots[static_cast<std::size_t>(lot)];
  if (shown.bidder >= 0 && shown.value >= 0) return shown.value;
  if (shown.bidder >= 0 && !shown.beaten.empty()) {
    return *std::max_element(shown.beaten.begin(), shown.beaten.end());
  }
  return -1;
}

// The cheapest card that can take the lead on `lot`, or -1: one that beats what
// to_beat says; on an empty property anything but Extortion, which only ever beats a
// 6 and would be thrown away there.
int leading_value(const aw::AuctionWebView& view, int lot) {
  const std::vector<int>& hand = view.hand;
  const int beat = to_beat(view, lot);
  const auto found = std::find_if(hand.begin(), hand.end(), [&](int value) {
    return beat >= 0 ? beats(value, beat) : value != aw::extortion;
  });
  return found != hand.end() ? *found : -1;
}

}  // namespace

std::optional<Proposal> propose_bid(const aw::AuctionWebView& view,
                                    const std::vector<Move>& legal) {
  if (view.hand.empty()) return std::nullopt;
  const int lots = static_cast<int>(view.lots.size());
  const auto sound = [&](Move move) {
    return is_legal(legal, move) && !aw::is_blunder(view, move);
  };
  const auto proposal = [&](int lot, int value) {
    const auto card = std::find(view.hand.begin(), view.hand.end(), value) - view.hand.begin();
    return Proposal{lot, static_cast<int>(card)};
  };
  // A sure lead (an empty property, a known card beaten) before a hopeful one.
  for (const bool sure : {true, false}) {
    for (int lot = 0; lot < lots; ++lot) {
      const aw::LotView& shown = view.lots[static_cast<std::size_t>(lot)];
      if ((shown.bidder < 0 || shown.value >= 0) != sure) continue;
      const int value = leading_value(view, lot);
      if (value >= 0 && sound(aw::make_move(aw::Kind::bid, value, lot))) {
        return proposal(lot, value);
      }
    }
  }
  // No card can take a lead: the cheapest card that is not Extortion, on the first
  // property open to it (and Extortion never on an empty one while anything else may).
  const auto some = std::find_if(view.hand.begin(), view.hand.end(),
                                 [](int value) { return value != aw::extortion; });
  const int value = some != view.hand.end() ? *some : view.hand.front();
  for (int lot = 0; lot < lots; ++lot) {
    const bool empty = view.lots[static_cast<std::size_t>(lot)].bidder < 0;
    if (value == aw::extortion && empty) continue;
    if (sound(aw::make_move(aw::Kind::bid, value, lot))) return proposal(lot, value);
  }
  for (int lot = 0; lot < lots; ++lot) {
    if (is_legal(legal, aw::make_move(aw::Kind::bid, value, lot))) return proposal(lot, value);
  }
  return std::nullopt;
}

}  // namespace gavel::ui::auction_web
