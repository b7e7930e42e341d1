#pragma once

#include "gavel/core/chapter.h"

namespace gavel::auction_web {

// Auction Web as the rest of Gavel sees it. Option: draft = on | off.
Chapter chapter();

}  // namespace gavel::auction_web
