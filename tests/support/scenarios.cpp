#include "support/scenarios.h"

#include <algorithm>
#include <fstream>
#include <vector>

#include <catch2/catch.hpp>

#include "gavel/core/error.h"
#include "gavel/core/script.h"

namespace gavel::testing {

int run_scenarios(const Chapter& chapter, const std::filesystem::path& folder,
                  const std::filesystem::path& content_dir) {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() == ".txt") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  for (const auto& file : files) {
    INFO("scenario " << file.filename().string());
    const Script script = load_script(file);
    REQUIRE(script.chapter == chapter.id);
    const auto state = chapter.start(script.setup, content_dir);
    try {
      play_script(script, *state);
    } catch (const Error& error) {
      FAIL(error.what());
    }
  }
  return static_cast<int>(files.size());
}

std::unique_ptr<State> play_scenario_until(const Chapter& chapter,
                                           const std::filesystem::path& file, std::string_view stop,
                                           const std::filesystem::path& content_dir) {
  std::ifstream in(file);
  REQUIRE(in);
  std::string text;
  for (std::string line; std::getline(in, line) && !line.starts_with(stop);)
    text += line + "\n";
  const Script script = read_script(text, file.filename().string());
  auto state = chapter.start(script.setup, content_dir);
  play_script(script, *state);
  return state;
}

}  // namespace gavel::testing
