#pragma once
// Checks of a chapter's move notation that its notation tests share.

#include <string>

#include "gavel/core/state.h"

namespace gavel::testing {

// The message parsing `text` gives, or "parsed".
std::string parse_error(const State& state, const std::string& text);

// Every legal move now is written in a text that reads back to it.
void check_round_trips(const State& state);

}  // namespace gavel::testing
