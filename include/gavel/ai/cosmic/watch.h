#pragma once
// What `gavel sim` counts for Cosmic Encounter beyond wins and scores: how many turns
// a game lasts, how often the seats' encounters end in a deal, and how often each
// alien wins the games it plays in (placing first, a shared win counting for each);
// with Lucre, how many auctions a game are won and which Auction cards are bought most.

#include <array>
#include <map>
#include <string>

#include "gavel/ai/decision_watch.h"
#include "gavel/games/cosmic/aliens.h"

namespace gavel::cosmic {

class TurnWatch final : public DecisionWatch {
 public:
  void seen(const View& view, Move move) override;
  void ended(const View& view) override;
  std::string summary() const override;

 private:
  long long games_ = 0;
  long long turns_ = 0;
  long long deals_ = 0;  // offers accepted
  std::array<long long, alien_count> played_{};
  std::array<long long, alien_count> won_{};
  long long seats_ = 0;  // seats in all games, for each alien's fair share
  long long auctions_ = 0;
  std::map<std::string, long long> bought_;  // by Auction card name
};

}  // namespace gavel::cosmic
