#pragma once
// The campaign's tests play with the content shipped in content/: its folder, and
// its campaign files (perks, rumours, rivals) read once per test binary.

#include <filesystem>

#include "gavel/campaign/content.h"

namespace gavel::testing {

inline const std::filesystem::path content_dir = GAVEL_SOURCE_CONTENT_DIR;

inline const campaign::Content& content() {
  static const campaign::Content loaded = campaign::load_content(content_dir);
  return loaded;
}

}  // namespace gavel::testing
