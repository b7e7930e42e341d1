#pragma once
// Structured edits of a saved run: one field of a decoded Run set within its range,
// at its edges or just past them, then written again with the game's own writer. A
// byte mutation seldom makes a save this consistent: another player count, other
// options and boons, another game's moves, notes and trust at their bounds. The load
// must take it (and the game go on) or refuse it in one message.

#include <string>

#include "gavel/campaign/run.h"
#include "gavel/core/rng.h"

namespace gavel::fuzz {

// Edits one field of `run`; `other` is another saved run, whose table's moves may be
// borrowed. Returns what was edited, for the report.
std::string edit_run(Rng& rng, campaign::Run& run, const campaign::Run& other);

}  // namespace gavel::fuzz
