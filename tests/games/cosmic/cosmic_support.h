#pragma once
// What Cosmic Encounter's tests share, its rules' and its rivals': a state as Cosmic
// Encounter's own, and whether a log holds a line.

#include <algorithm>
#include <string>
#include <vector>

#include "gavel/core/state.h"
#include "gavel/games/cosmic/state.h"

namespace gavel::testing {

inline const cosmic::CosmicState& cosmic_state(const State& state) {
  return dynamic_cast<const cosmic::CosmicState&>(state);
}

inline bool has_line(const std::vector<std::string>& log, const std::string& line) {
  return std::find(log.begin(), log.end(), line) != log.end();
}

}  // namespace gavel::testing
