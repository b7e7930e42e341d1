#pragma once
// Moves no beginner would make at Cosmic Encounter, and the grave ones a board asks
// about first. The scripted rival never makes a blunder, not even in a careless
// moment, and the adviser proposes neither while another move is open.

#include <optional>
#include <string>

#include "gavel/core/state.h"
#include "gavel/games/cosmic/view.h"

namespace gavel::cosmic {

// Whether `move`, made by the seat whose view this is, is a blunder:
// - playing a Reinforcement for the side one is not on, or, once an upset is called
//   (the lower total wins), for one's own side;
// - a Cosmic Zap that cannot help (wasted_zap);
// - sending a colony's last ship into an encounter (as the offense or an ally)
//   while another colony it could send from has ships to spare;
// - laying a Kicker x0 with one's own attack card of positive value.
bool is_blunder(const CosmicView& view, Move move);

// Which side of the encounter `seat` is on: a main player's, an ally's, or none.
Side side_in_encounter(const CosmicView& view, Seat seat);

// Whether a Cosmic Zap on `aimed`'s power is wasted or worse: a power that acts only
// for a main player while `aimed` is an ally or outside the encounter (a Loser ally
// calls no upset), or, under an upset, a power that raises the total of the other
// side (zapping a Warrior there lowers that side's total, which now helps it).
bool wasted_zap(const CosmicView& view, Seat aimed);

// The question to ask before `move`, when it is grave:
// - sending a colony's last ship away (into an encounter, onto a tech, to another
//   colony, to land a colony): the colony is lost;
// - accepting a deal that gives the other side a colony in one's system when that
//   colony would be its winning one;
// - accepting any deal that asks something of one: what it gives and asks, said.
std::optional<std::string> grave(const CosmicView& view, Move move);

}  // namespace gavel::cosmic
