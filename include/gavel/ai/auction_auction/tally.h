#pragma once
// What `gavel sim auction-auction` counts beyond wins: at each game's end, from each
// seat's own view, whether the seat had worked out the hidden colour code (all three
// houses, as an even-tempered scripted rival reckons it: what it saw inside, what
// follows from two, and the names it read; knows_code in scripted.h), and the hand
// it ended with. Nothing is read from the state.

#include <array>
#include <string>

#include "gavel/ai/decision_watch.h"
#include "gavel/games/auction_auction/hands.h"

namespace gavel::auction_auction {

struct CodeTally {
  long long seats = 0;                        // seats at games' ends
  long long seen = 0;                         // knew the code from what they saw inside alone
  long long worked_out = 0;                   // knew it, names read included
  std::array<long long, hand_count> hands{};  // final hands, by Hand
};

class CodeWatch final : public DecisionWatch {
 public:
  void seen(const View& /*view*/, Move /*move*/) override {}
  void ended(const View& view) override;
  std::string summary() const override;
  const CodeTally& tally() const { return tally_; }

 private:
  CodeTally tally_;
};

}  // namespace gavel::auction_auction
