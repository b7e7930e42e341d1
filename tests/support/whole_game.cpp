#include "support/whole_game.h"

#include <memory>
#include <vector>

#include <catch2/catch.hpp>

#include "gavel/ai/agents.h"
#include "gavel/core/error.h"
#include "gavel/core/match.h"
#include "support/shipped_content.h"

namespace gavel::testing {

ContentCopy::ContentCopy() {
  std::filesystem::copy(shipped_content_dir, dir_.path(), std::filesystem::copy_options::recursive);
}

void ContentCopy::replace(const std::string& relative, const std::string& text) const {
  write_bytes(dir_.path() / relative, text);
}

void play_whole_game(const Chapter& chapter, const Setup& setup,
                     const std::filesystem::path& content_dir, std::uint64_t seed, int most_turns) {
  INFO(chapter.id << " at " << setup.players << " players, seed " << seed);
  std::vector<std::unique_ptr<Agent>> agents;
  std::vector<Agent*> seats;
  try {
    for (int seat = 0; seat < setup.players; ++seat) {
      agents.push_back(make_agent(chapter, default_agent(chapter), content_dir));
      seats.push_back(agents.back().get());
    }
    Match match(chapter.start(setup, content_dir), seed, seats);
    int turns = 0;
    while (match.step()) {
      REQUIRE(++turns < most_turns);
    }
    REQUIRE(match.state().over());
  } catch (const Error& error) {
    FAIL(error.what());
  }
}

}  // namespace gavel::testing
