#pragma once
// Content cut to the least its check allows, proved playable: a copy of the shipped
// content with one file replaced, and a whole game played on it by the chapter's
// default agents.

#include <cstdint>
#include <filesystem>
#include <string>

#include "core/save_support.h"
#include "gavel/core/chapter.h"

namespace gavel::testing {

// A copy of the shipped content folder, removed afterwards.
class ContentCopy {
 public:
  ContentCopy();
  const std::filesystem::path& path() const { return dir_.path(); }
  // Writes `text` over the file at `relative` ("cosmic-lucre/cards.json").
  void replace(const std::string& relative, const std::string& text) const;

 private:
  TempDir dir_;
};

// Deals `setup` from `content_dir` and plays it to its end with the chapter's default
// agent in every seat. Fails the test (Catch's REQUIRE) when a gavel::Error stops it
// or it has not ended after `most_turns` turns, chance's included.
void play_whole_game(const Chapter& chapter, const Setup& setup,
                     const std::filesystem::path& content_dir, std::uint64_t seed,
                     int most_turns = 200000);

}  // namespace gavel::testing
