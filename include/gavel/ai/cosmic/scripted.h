#pragma once
// The scripted Cosmic Encounter rival. It decides from the seat's view and the legal
// moves alone, keeps nothing between calls, and plays by its traits.
//
// Everything is weighed in one currency, ships: a ship is worth one, a card a little
// less, a foreign colony more the nearer it brings its holder to the win. What
// another seat gains counts against the rival by how near that seat is to winning,
// and more for a seat holding colonies in the rival's own system (the rival's grudge).
//
// It counts cards: the cosmic deck is known, so the attack cards it has not seen (in
// the discard pile, its hand, the cards on the table) are the ones the other side may
// hold, and it reckons the best of as many as that side's hand likely holds.
//
// greed prices colonies and the Reward deck higher; nerve fears fewer of the other
// side's attack cards and launches more; bluff sways close choices; patience holds
// high attacks back for encounters that matter; grudge weighs the leader and the
// seats in its home system more; partner affinity makes it invite, join and accept
// deals more readily.

#include <vector>

#include "gavel/ai/scripted_agent.h"
#include "gavel/ai/traits.h"
#include "gavel/games/cosmic/view.h"

namespace gavel::cosmic {

// The strategy above: the rival's move from the seat's view. ScriptedAgent asks it
// only when there is a choice (two legal moves or more).
Move scripted_move(const CosmicView& table, const std::vector<Move>& legal, const Traits& traits,
                   Rng& rng);

using ScriptedAgent = ScriptedAgentOf<CosmicView, "Cosmic Encounter", scripted_move>;

}  // namespace gavel::cosmic
