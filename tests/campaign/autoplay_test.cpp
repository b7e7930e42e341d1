// Whole runs with the autopilot: the same seed makes the same run, and a run saved
// after any move loads back equal and plays on exactly as it would have.

#include <catch2/catch.hpp>

#include "campaign/shipped_content.h"
#include "gavel/campaign/autopilot.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/run_checks.h"
#include "gavel/campaign/saves.h"
#include "gavel/campaign/summary.h"
#include "gavel/core/save_file.h"

using namespace gavel;
using namespace gavel::campaign;
using namespace gavel::testing;

namespace {

std::string played(std::uint64_t seed, int ascension) {
  Run run = start_run(content(), seed, ascension);
  autoplay(run, content(), content_dir);
  REQUIRE(run.over());
  return run_summary(run, content());
}

}  // namespace

TEST_CASE("the same seed makes the same run, summary for summary", "[campaign][autoplay]") {
  for (std::uint64_t seed : {7u, 8u, 9u}) {
    INFO("seed " << seed);
    const std::string summary = played(seed, 0);
    REQUIRE(played(seed, 0) == summary);
    REQUIRE(summary.find("Act 1: Auction Web") != std::string::npos);
  }
  REQUIRE(played(7, 0) != played(8, 0));
  REQUIRE(played(7, 0) != played(7, 6));
}

TEST_CASE("a run saved after every move loads back equal and plays on alike",
          "[campaign][autoplay][save]") {
  Run run = start_run(content(), 12, 1);
  Run uninterrupted = run;
  autoplay(uninterrupted, content(), content_dir);
  const std::string ending = run_summary(uninterrupted, content());

  int moves = 0;
  int resumed = 0;
  autoplay(run, content(), content_dir, [&](const Run& now) {
    ++moves;
    const std::string bytes = save_payload(now);
    Run loaded;
    load_payload(SavePayload{1, bytes, false}, loaded, "run.sav");
    REQUIRE(loaded == now);
    REQUIRE_NOTHROW(check_run(loaded, content()));
    // Now and then, go on from the loaded copy: mid-walk and mid-table alike.
    if (moves % 97 == 1) {
      autoplay(loaded, content(), content_dir);
      REQUIRE(run_summary(loaded, content()) == ending);
      ++resumed;
    }
  });
  REQUIRE(run_summary(run, content()) == ending);
  REQUIRE(moves > 200);
  REQUIRE(resumed >= 3);
}

TEST_CASE("the autopilot plays a run of five acts, Auction Auction paid by hands, Cosmic last",
          "[campaign][autoplay][act-four][act-five]") {
  int fourth = 0;
  int fifth = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    Run run = start_run(content(), seed, 0);
    REQUIRE(run.chapters.size() == 5);
    autoplay(run, content(), content_dir);
    REQUIRE(run.over());
    REQUIRE_NOTHROW(check_run(run, content()));
    for (const ChapterResult& result : run.results) {
      if (result.chapter == "auction-auction") {
        ++fourth;
        REQUIRE(result.places.size() == 12);
        REQUIRE_FALSE(result.reasons.empty());
      }
      if (result.chapter == "cosmic-lucre") {
        ++fifth;
        REQUIRE(result.places.size() == 4);
        REQUIRE(result.reasons.empty());  // paid by place
      }
    }
    if (run.stage == Stage::won) {
      REQUIRE(run.results.back().chapter == "cosmic-lucre");
      REQUIRE(run.results.back().places.front() == 1);
    }
  }
  REQUIRE(fourth >= 6);
  REQUIRE(fifth >= 3);
}
