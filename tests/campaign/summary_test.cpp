// The run summary's words: counts agree with their nouns.

#include "gavel/campaign/summary.h"

#include <catch2/catch.hpp>

#include "gavel/campaign/progress.h"

using namespace gavel;
using namespace gavel::campaign;

namespace {

const std::filesystem::path content_dir = GAVEL_SOURCE_CONTENT_DIR;

// A run at its first table, finished in `place` of four with the rest behind in order.
Run finished_in(int place) {
  static const Content content = load_content(content_dir);
  Run run = start_run(content, 3, 0);
  enter_district(run);
  while (run.stage != Stage::table) {
    if (run.stage == Stage::walking) {
      walk(run, content, ways_on(run).front());
    } else if (run.stage == Stage::rumour && run.rumour.chosen < 0) {
      int choice = 0;
      while (!why_not_choose(run, content, choice).empty())
        ++choice;
      choose(run, content, choice);
    } else {
      leave_room(run);
    }
  }
  std::vector<Standing> standings = {{place, 10 * (5 - place)}};
  for (int other = 1; other <= 4; ++other) {
    if (other != place) standings.push_back({other, 10 * (5 - other)});
  }
  finish_table(run, content, standings);
  REQUIRE(run.results.back().places.front() == place);
  return run;
}

}  // namespace

TEST_CASE("the summary says 1 garnet and 3 garnets", "[campaign]") {
  static const Content content = load_content(content_dir);
  const std::string second = run_summary(finished_in(2), content);
  CHECK(second.find("Earned: +1 garnet, 0 tokens of life") != std::string::npos);
  const std::string first = run_summary(finished_in(1), content);
  CHECK(first.find("Earned: +3 garnets, +1 token of life") != std::string::npos);
}
