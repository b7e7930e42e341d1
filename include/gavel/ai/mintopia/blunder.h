#pragma once
// Moves no beginner would make at New Mintopia City. The scripted rival never makes
// one, not even in a careless moment.

#include <optional>
#include <string>

#include "gavel/core/state.h"
#include "gavel/games/mintopia/view.h"

namespace gavel::mintopia {

// What the Location up for auction could ever be worth to the seat, in Mints at an
// even temper's rate: its VP, two matches and a majority, counted for the seat and
// against everyone else at once. Nothing outside an auction.
double most_worth(const MintopiaView& view);

// Whether `move`, made by the seat whose view this is, is a blunder:
// - putting in more Mints (alone, as one's share of a proposal or accepted one, a
//   sealed commitment, or a raise over the AI card) than three times most_worth
//   and 3 more, while Locations are still to come (for the last one Mints buy only
//   the tie-break);
// - placing a Location where it makes fewer matches than another spot of the same
//   zone would;
// - a Utility move or Production turn that lowers one's own points and nobody
//   else's;
// - a raise that feeds the AI card (feeds_the_card).
bool is_blunder(const MintopiaView& view, Move move);

// Whether a raise in the open auction now only feeds the AI card: two players
// against the card, the other player holding the Current Bid. The card rolls once
// the players are done and raises over whatever they reached, so outbidding each
// other only sets its price higher, and the card wins most games that way.
bool feeds_the_card(const MintopiaView& view);

// The question to ask before `move`, when it is grave: accepting a neighbour's
// proposal, which commits one's Mints to the pair's bid.
std::optional<std::string> grave(const MintopiaView& view, Move move);

}  // namespace gavel::mintopia
