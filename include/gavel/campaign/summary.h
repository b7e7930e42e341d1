#pragma once
// The run summary: plain text, shown when a run ends, printed by `gavel autoplay`
// and written next to the saves. It holds no date or clock, so the same seed and
// choices always give the same summary, byte for byte.

#include <string>

#include "gavel/campaign/content.h"
#include "gavel/campaign/run.h"

namespace gavel::campaign {

// Per act: the table, the standings and scores, the perks bought on the way and what
// the place earned; then the tokens and garnets over the run as a small chart.
std::string run_summary(const Run& run, const Content& content);

}  // namespace gavel::campaign
