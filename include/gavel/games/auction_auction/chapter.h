#pragma once

#include "gavel/core/chapter.h"

namespace gavel::auction_auction {

// Auction Auction as the rest of Gavel sees it: 12 seats as printed, 4 to 12 for
// quick games and tests; no options.
Chapter chapter();

}  // namespace gavel::auction_auction
