#pragma once
// Cosmic Encounter as Gavel knows it: its name, table sizes, help and setup.

#include "gavel/core/chapter.h"

namespace gavel::cosmic {

Chapter chapter();

}  // namespace gavel::cosmic
