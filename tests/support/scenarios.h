#pragma once
// Runs every scenario file of a chapter's folder under tests/scenarios/.

#include <filesystem>
#include <memory>
#include <string_view>

#include "gavel/core/chapter.h"
#include "support/shipped_content.h"

namespace gavel::testing {

// Each file is played from a fresh game of its header's setup; a failed move or
// expectation fails the test with the file and line. Returns how many files ran.
int run_scenarios(const Chapter& chapter, const std::filesystem::path& folder,
                  const std::filesystem::path& content_dir = shipped_content_dir);

// The game a scenario file sets up, played up to (not including) its first line that
// starts with `stop`: a state to test a choice or a reading in.
std::unique_ptr<State> play_scenario_until(
    const Chapter& chapter, const std::filesystem::path& file, std::string_view stop,
    const std::filesystem::path& content_dir = shipped_content_dir);

}  // namespace gavel::testing
