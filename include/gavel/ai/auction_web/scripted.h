#pragma once
// The scripted Auction Web rival. It decides from the seat's view and the legal
// moves alone, keeps nothing between calls, and plays by its traits: greed prices
// the properties, nerve sizes up leads it cannot see, bluff favours probing bids and
// lowballs, patience keeps cards back, grudge hounds the rival leading the scores.

#include <vector>

#include "gavel/ai/scripted_agent.h"
#include "gavel/ai/traits.h"
#include "gavel/games/auction_web/view.h"

namespace gavel::auction_web {

// The strategy above: the rival's move from the seat's view. ScriptedAgent asks it
// only when there is a choice (two legal moves or more).
Move scripted_move(const AuctionWebView& web, const std::vector<Move>& legal, const Traits& traits,
                   Rng& rng);

using ScriptedAgent = ScriptedAgentOf<AuctionWebView, "Auction Web", scripted_move>;

}  // namespace gavel::auction_web
