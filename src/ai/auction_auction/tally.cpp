#include "gavel/ai/auction_auction/tally.h"

#include <cstdio>

#include "gavel/ai/auction_auction/scripted.h"
#include "gavel/ai/traits.h"
#include "gavel/games/auction_auction/view.h"

namespace gavel::auction_auction {

void CodeWatch::ended(const View& view) {
  const auto* table = dynamic_cast<const AuctionView*>(&view);
  if (table == nullptr || table->final_cubes.empty()) return;
  ++tally_.seats;
  Traits blind;
  blind.skill = 0;
  blind.nerve = 0;  // reads no name: what the seat saw, and what follows from it
  if (knows_code(view, blind)) ++tally_.seen;
  if (knows_code(view, Traits{})) ++tally_.worked_out;
  const Hand hand = hand_of(table->final_cubes[static_cast<std::size_t>(table->me)]);
  ++tally_.hands[static_cast<std::size_t>(hand)];
}

std::string CodeWatch::summary() const {
  if (tally_.seats == 0) return {};
  const auto percent = [&](long long count) {
    return 100.0 * static_cast<double>(count) / static_cast<double>(tally_.seats);
  };
  char line[160];
  std::snprintf(line, sizeof line,
                "colour code worked out by %.1f%% of seats (%.1f%% from what they saw "
                "inside); hands:",
                percent(tally_.worked_out), percent(tally_.seen));
  std::string text = line;
  for (int hand = hand_count - 1; hand >= 0; --hand) {
    std::snprintf(line, sizeof line, "%s %s %.1f%%", hand == hand_count - 1 ? "" : ",",
                  hand_name(static_cast<Hand>(hand)),
                  percent(tally_.hands[static_cast<std::size_t>(hand)]));
    text += line;
  }
  return text;
}

}  // namespace gavel::auction_auction
