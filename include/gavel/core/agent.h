#pragma once
// An agent chooses moves for one seat. It is handed that seat's view and the legal
// moves, never the state, so it cannot peek; it keeps no memory between calls
// (what a seat remembers is part of its view), so a saved game resumes exactly.

#include <string>
#include <vector>

#include "gavel/core/rng.h"
#include "gavel/core/state.h"

namespace gavel {

class Agent {
 public:
  virtual ~Agent() = default;
  virtual std::string name() const = 0;
  // `legal` is never empty. `rng` is this seat's own decision stream.
  virtual Move choose(const View& view, const std::vector<Move>& legal, Rng& rng) = 0;
  // Whether it draws games from its view (ai/search_agent.h): it is then given
  // State::view_to_search, which costs more to build.
  virtual bool searches() const { return false; }
};

}  // namespace gavel
