#pragma once

#include "gavel/core/chapter.h"

namespace gavel::auctionland {

// Auctionland as the rest of Gavel sees it. Options: market-size = 6..10 (as
// content/auctionland/rules.json allows), visible-money = on | off.
Chapter chapter();

}  // namespace gavel::auctionland
