#pragma once
// Auction Web's rivals as the ai layer lists them (ai/minds.h).

#include "gavel/ai/minds.h"

namespace gavel::auction_web {

ChapterMind mind();

}  // namespace gavel::auction_web
