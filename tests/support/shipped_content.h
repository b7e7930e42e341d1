#pragma once
// The content shipped in content/, as the tests play with it: its folder, and its
// campaign files (perks, rumours, rivals) read once per test binary. Every test names
// the folder by this one definition, so tests built as one unity translation unit
// meet no second one.

#include <filesystem>

#include "gavel/campaign/content.h"

namespace gavel::testing {

inline const std::filesystem::path shipped_content_dir = GAVEL_SOURCE_CONTENT_DIR;

inline const campaign::Content& campaign_content() {
  static const campaign::Content loaded = campaign::load_content(shipped_content_dir);
  return loaded;
}

}  // namespace gavel::testing
