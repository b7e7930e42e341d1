#include "gavel/ai/cosmic/watch.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "gavel/core/text.h"
#include "gavel/games/cosmic/moves.h"
#include "gavel/games/cosmic/view.h"

namespace gavel::cosmic {

void TurnWatch::seen(const View& view, Move move) {
  if (kind_of(move) == Kind::accept) ++deals_;
  const auto* table = dynamic_cast<const CosmicView*>(&view);
  if (kind_of(move) != Kind::carry_out || table == nullptr || table->auctions.card < 0) return;
  ++auctions_;
  ++bought_[table->auction(table->auctions.card).name];
}

void TurnWatch::ended(const View& view) {
  const auto* table = dynamic_cast<const CosmicView*>(&view);
  // Every seat sees the same turn: count the game once, from seat 0.
  if (table == nullptr || table->me != 0) return;
  ++games_;
  turns_ += table->turn;
  seats_ += table->players;
  // First place: the most foreign colonies, as the standings count them.
  std::vector<int> colonies(static_cast<std::size_t>(table->players), 0);
  for (int planet = 0; planet < static_cast<int>(table->planets.size()); ++planet) {
    for (Seat seat = 0; seat < table->players; ++seat) {
      if (planet / table->per_home != seat &&
          table->planets[static_cast<std::size_t>(planet)][static_cast<std::size_t>(seat)] > 0)
        ++colonies[static_cast<std::size_t>(seat)];
    }
  }
  const int best = *std::max_element(colonies.begin(), colonies.end());
  for (Seat seat = 0; seat < table->players; ++seat) {
    const int alien = table->aliens[seat];
    if (alien == no_alien) continue;
    ++played_[static_cast<std::size_t>(alien)];
    if (colonies[static_cast<std::size_t>(seat)] == best) ++won_[static_cast<std::size_t>(alien)];
  }
}

std::string TurnWatch::summary() const {
  if (games_ == 0) return {};
  char line[120];
  std::snprintf(line, sizeof line, "%.1f turns a game, %.2f deals made a game",
                static_cast<double>(turns_) / static_cast<double>(games_),
                static_cast<double>(deals_) / static_cast<double>(games_));
  std::string text = line;
  // Each alien's share of first places in its games, beside a seat's fair share.
  std::vector<std::string> shares;
  for (int alien = 0; alien < alien_count; ++alien) {
    const auto at = static_cast<std::size_t>(alien);
    if (played_[at] == 0) continue;
    std::snprintf(line, sizeof line, "%s %.0f%%", alien_name(static_cast<Alien>(alien)),
                  100.0 * static_cast<double>(won_[at]) / static_cast<double>(played_[at]));
    shares.emplace_back(line);
  }
  if (!shares.empty()) {
    std::snprintf(line, sizeof line,
                  "; aliens' first places in their games (a seat's share %.0f%%): ",
                  100.0 * static_cast<double>(games_) / static_cast<double>(seats_));
    text += line + join(shares, ", ");
  }
  if (auctions_ == 0) return text;
  std::snprintf(line, sizeof line, "; %.2f auctions won a game, the cards bought most: ",
                static_cast<double>(auctions_) / static_cast<double>(games_));
  text += line;
  std::vector<std::pair<long long, std::string>> most;
  for (const auto& [name, count] : bought_)
    most.emplace_back(-count, name);
  std::sort(most.begin(), most.end());
  std::vector<std::string> names;
  for (std::size_t at = 0; at < most.size() && at < 4; ++at) {
    std::snprintf(line, sizeof line, "%s %.0f%%", most[at].second.c_str(),
                  100.0 * static_cast<double>(-most[at].first) / static_cast<double>(auctions_));
    names.emplace_back(line);
  }
  return text + join(names, ", ");
}

}  // namespace gavel::cosmic
