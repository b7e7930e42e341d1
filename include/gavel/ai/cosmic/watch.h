#pragma once
// What `gavel sim` counts for Cosmic Encounter beyond wins and scores: how many turns
// a game lasts, and how often the seats' encounters end in a deal.

#include "gavel/ai/decision_watch.h"

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
};

}  // namespace gavel::cosmic
