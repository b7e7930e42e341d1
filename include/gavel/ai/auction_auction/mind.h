#pragma once
// Auction Auction's rivals as the ai layer lists them (ai/minds.h).

#include "gavel/ai/minds.h"

namespace gavel::auction_auction {

ChapterMind mind();

}  // namespace gavel::auction_auction
