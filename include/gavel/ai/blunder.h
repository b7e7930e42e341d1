#pragma once
// A move no beginner would make, whatever the chapter: each chapter that has rivals
// defines its own blunders (include/gavel/ai/<chapter>/blunder.h); elsewhere nothing
// is a blunder.

#include "gavel/core/state.h"

namespace gavel {

bool is_blunder(const View& view, Move move);

}  // namespace gavel
