#pragma once

#include "gavel/core/chapter.h"

namespace gavel::mintopia {

// New Mintopia City as the rest of Gavel sees it. 1 to 6 players; the option
// ai = none | hoarder | magnate | speculator | planner seats an AI card, which a
// 1-player game (solitaire) needs and a 2-player game may have.
Chapter chapter();

}  // namespace gavel::mintopia
