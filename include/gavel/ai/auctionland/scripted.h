#pragma once
// The scripted Auctionland rival. It decides from the seat's view and the legal
// moves alone, keeps nothing between calls, and plays by its traits: greed prices
// tiles higher, nerve lets its bids run closer to a tile's worth, bluff bids a few
// dollars past it where the auctioneer will probably have to buy the tile back,
// patience holds money back for later turns, and a grudge makes it deny tiles to the
// rival leading the scores (by bidding rather than passing, never by bidding higher).
// At two seats, nor does it spend on a tile the money a better buy in the market needs.
//
// A tile is worth what it adds where it would go on an island: the island's score
// as the tiles still to come will probably grow it, the icons against the others'
// counts, and a Bonus tile when it fills a line.

#include <vector>

#include "gavel/ai/scripted_agent.h"
#include "gavel/ai/traits.h"
#include "gavel/games/auctionland/view.h"

namespace gavel::auctionland {

// The strategy above: the rival's move from the seat's view. ScriptedAgent asks it
// only when there is a choice (two legal moves or more).
Move scripted_move(const AuctionlandView& land, const std::vector<Move>& legal,
                   const Traits& traits, Rng& rng);

using ScriptedAgent = ScriptedAgentOf<AuctionlandView, "Auctionland", scripted_move>;

// What the tile up for auction is worth to the seat to move, to a rival of these
// traits, in dollars at its present rate: what it adds to its own island, greed
// included. Outside an auction, nothing. Without bluff the rival never bids more
// than this, and with it at most 0.4 dollars more for each point of bluff. Throws
// gavel::Error if the view is not an Auctionland view.
double appraise(const View& view, const Traits& traits);

}  // namespace gavel::auctionland
