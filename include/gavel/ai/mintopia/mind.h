#pragma once
// New Mintopia City's rivals as the ai layer lists them (ai/minds.h).

#include "gavel/ai/minds.h"

namespace gavel::mintopia {

ChapterMind mind();

}  // namespace gavel::mintopia
