#pragma once
// Cosmic Encounter's rivals as the ai layer lists them (ai/minds.h).

#include "gavel/ai/minds.h"

namespace gavel::cosmic {

ChapterMind mind();

}  // namespace gavel::cosmic
