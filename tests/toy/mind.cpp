#include "toy/mind.h"

#include <algorithm>

#include "gavel/core/text.h"

namespace gavel::toy {

namespace {

int my_coins(const LotsView& view) {
  return view.coins[static_cast<std::size_t>(view.me)];
}

}  // namespace

Move scripted_move(const LotsView& view, const std::vector<Move>& legal, const Traits& traits,
                   Rng& /*rng*/) {
  const int wanted = view.lot - 1 + (traits.greed > 5 ? 1 : 0);
  const int bid = std::clamp(wanted, legal.front().code, legal.back().code);
  return Move{bid};
}

bool is_blunder(const LotsView& view, Move move) {
  return move.code > view.lot;
}

std::optional<std::string> grave(const LotsView& view, Move move) {
  const int coins = my_coins(view);
  if (coins == 0 || move.code != coins) return std::nullopt;
  return "Bid all " + counted(coins, "coin", "coins") + "? Coins you keep score too.";
}

std::string why(const LotsView& view, Move move) {
  return "the lot is worth " + counted(view.lot, "point", "points") + "; winning it for " +
         counted(move.code, "coin", "coins") + " gains " + signed_number(view.lot - move.code) +
         ".";
}

ChapterMind mind() {
  return mind_of<LotsView, ScriptedAgent>(sealed_lots().id);
}

}  // namespace gavel::toy
