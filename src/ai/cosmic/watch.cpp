#include "gavel/ai/cosmic/watch.h"

#include <cstdio>

#include "gavel/games/cosmic/moves.h"
#include "gavel/games/cosmic/view.h"

namespace gavel::cosmic {

void TurnWatch::seen(const View& /*view*/, Move move) {
  if (kind_of(move) == Kind::accept) ++deals_;
}

void TurnWatch::ended(const View& view) {
  const auto* table = dynamic_cast<const CosmicView*>(&view);
  // Every seat sees the same turn: count the game once, from seat 0.
  if (table == nullptr || table->me != 0) return;
  ++games_;
  turns_ += table->turn;
}

std::string TurnWatch::summary() const {
  if (games_ == 0) return {};
  char line[120];
  std::snprintf(line, sizeof line, "%.1f turns a game, %.2f deals made a game",
                static_cast<double>(turns_) / static_cast<double>(games_),
                static_cast<double>(deals_) / static_cast<double>(games_));
  return line;
}

}  // namespace gavel::cosmic
