#pragma once
// Auctionland's rivals as the ai layer lists them (ai/minds.h).

#include "gavel/ai/minds.h"

namespace gavel::auctionland {

ChapterMind mind();

}  // namespace gavel::auctionland
