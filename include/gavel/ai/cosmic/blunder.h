#pragma once
// Moves no beginner would make at Cosmic Encounter. The scripted rival never makes
// one, not even in a careless moment.

#include "gavel/core/state.h"
#include "gavel/games/cosmic/view.h"

namespace gavel::cosmic {

// Whether `move`, made by the seat whose view this is, is a blunder:
// - playing a Reinforcement for the side one is not on;
// - sending a colony's last ship into an encounter (as the offense or an ally)
//   while another colony it could send from has ships to spare;
// - laying a Kicker x0 with one's own attack card of positive value.
bool is_blunder(const CosmicView& view, Move move);

}  // namespace gavel::cosmic
