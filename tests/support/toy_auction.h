#pragma once
// Sealed Lots: a test-only game, small enough to check by hand, that exercises what
// the core must support: chance deals with hidden results, sealed bids committed in
// turn, events some seats may not read, and tied standings.
//
// Rules. 2–4 seats, 5 coins each. Chance first deals each seat a secret bonus 0..2
// (only its owner sees it). Then three rounds: chance turns up a lot worth 1..6;
// every seat in order commits a sealed bid from 0 to its coins; when all have bid the
// bids are shown and the highest wins the lot and pays (a tie goes to the lowest
// seat). Score: lot values + secret bonus + coins left. Most points places first;
// equal scores share a place. Option "rounds" = 1..5 changes the number of rounds.

#include "gavel/core/chapter.h"

namespace gavel::toy {

// The chapter record, as a built chapter would give it.
Chapter sealed_lots();

}  // namespace gavel::toy
