#pragma once
// Sealed Lots' rivals, as a chapter's ai folder gives them (ai/minds.h): a scripted
// strategy, a blunder, a grave move and the adviser's words, and nothing else.
//
// The rival bids one coin less than the lot is worth, one more when greedy, never
// past its coins. Paying more than the lot is worth is a blunder (coins left score
// as much as lot points); bidding every coin held is grave.

#include <optional>
#include <string>
#include <vector>

#include "gavel/ai/minds.h"
#include "gavel/ai/scripted_agent.h"
#include "toy/sealed_lots.h"

namespace gavel::toy {

Move scripted_move(const LotsView& view, const std::vector<Move>& legal, const Traits& traits,
                   Rng& rng);
using ScriptedAgent = ScriptedAgentOf<LotsView, "Sealed Lots", scripted_move>;

bool is_blunder(const LotsView& view, Move move);
std::optional<std::string> grave(const LotsView& view, Move move);
std::string why(const LotsView& view, Move move);

// The mind as the ai layer would list it.
ChapterMind mind();

}  // namespace gavel::toy
