#pragma once
// The scripted New Mintopia City rival. It decides from the seat's view and the
// legal moves alone, keeps nothing between calls, and plays by its traits.
//
// A Location is worth what it adds to the rival's standing: its VP and the matches
// it makes for the zone's two controllers, and the majority its type swings, less
// what it would do for the rival if it went to another zone instead. What a partner
// gains counts against the rival by that partner's weight among the others, so it
// shares gladly with a trailing neighbour and grudgingly with the leader. Mints are
// worth the Locations still to come, and only the tie-break once none are left.
//
// greed prices Locations higher; nerve lets a bid run closer to a Location's worth;
// bluff sways close choices and adds a Mint or two to sealed bids; patience holds
// Mints dearer early in the game; grudge weighs the leader's points more against its
// own (it denies the leader, and helps it less); partner affinity makes it think
// better of a partnership, proposed or asked.
//
// At the end of the game it tries every Deed placement, Utility move and Production
// turn and scores the game as if it ended there.

#include <vector>

#include "gavel/ai/scripted_agent.h"
#include "gavel/ai/traits.h"
#include "gavel/games/mintopia/view.h"

namespace gavel::mintopia {

// The strategy above: the rival's move from the seat's view. ScriptedAgent asks it
// only when there is a choice (two legal moves or more).
Move scripted_move(const MintopiaView& city, const std::vector<Move>& legal, const Traits& traits,
                   Rng& rng);

using ScriptedAgent = ScriptedAgentOf<MintopiaView, "New Mintopia City", scripted_move>;

}  // namespace gavel::mintopia
