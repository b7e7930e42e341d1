// Whole runs with the autopilot: the same seed makes the same run, and a run saved
// after any move loads back equal and plays on exactly as it would have.

#include <catch2/catch.hpp>

#include "gavel/campaign/ascension.h"
#include "gavel/campaign/autopilot.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/run_checks.h"
#include "gavel/campaign/saves.h"
#include "gavel/campaign/summary.h"
#include "gavel/core/save_file.h"
#include "support/shipped_content.h"

namespace gavel::campaign {
namespace {

using testing::campaign_content;
using testing::shipped_content_dir;

std::string autoplayed_summary(std::uint64_t seed, int ascension) {
  Run run = start_run(campaign_content(), seed, ascension);
  autoplay(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.over());
  return run_summary(run, campaign_content());
}

// Whole runs of the seeds at the ascension: each is sound at its end, reaches Auction
// Auction and Cosmic Encounter when `every_act`, pays the fourth act by hands and the
// fifth by place, and is won only at Cosmic Encounter in 1st place. Returns how many
// runs reached the fourth act and how many tables of the fifth were played.
std::pair<int, int> check_five_act_runs(const std::vector<std::uint64_t>& seeds, int ascension,
                                        bool every_act) {
  int fourth = 0;
  int fifth = 0;
  for (const std::uint64_t seed : seeds) {
    INFO("seed " << seed << ", ascension " << ascension);
    Run run = start_run(campaign_content(), seed, ascension);
    REQUIRE(run.chapters.size() == 5);
    autoplay(run, campaign_content(), shipped_content_dir);
    REQUIRE(run.over());
    REQUIRE_NOTHROW(check_run(run, campaign_content()));
    bool reached_fourth = false;
    bool reached_fifth = false;
    for (const ChapterResult& result : run.results) {
      if (result.chapter == "auction-auction") {
        ++fourth;
        reached_fourth = true;
        REQUIRE(result.places.size() == 12);
        REQUIRE_FALSE(result.reasons.empty());
      }
      if (result.chapter == "cosmic-lucre") {
        ++fifth;
        reached_fifth = true;
        REQUIRE(result.places.size() == 4);
        REQUIRE(result.reasons.empty());  // paid by place
      }
    }
    if (every_act) REQUIRE((reached_fourth && reached_fifth));
    if (run.stage == Stage::won) {
      REQUIRE(run.results.back().chapter == "cosmic-lucre");
      REQUIRE(run.results.back().places.front() == 1);
    }
  }
  return {fourth, fifth};
}

}  // namespace

// Seeds 2 and 8 are two of the quickest runs to play all five acts, so the checks cost a
// few seconds of the sanitizer build; the long sweep below plays many more.
TEST_CASE("the same seed makes the same run, summary for summary", "[campaign][autoplay]") {
  const std::string summary = autoplayed_summary(2, 0);
  REQUIRE(autoplayed_summary(2, 0) == summary);
  REQUIRE(summary.find("Act 1: Auction Web") != std::string::npos);
  REQUIRE(summary.find("Act 5: Cosmic Encounter") != std::string::npos);
  const std::string other = autoplayed_summary(8, 0);
  REQUIRE(other != summary);
  REQUIRE(autoplayed_summary(8, 6) != other);
}

TEST_CASE("a run saved after every move loads back equal and plays on alike",
          "[campaign][autoplay][save]") {
  Run run = start_run(campaign_content(), 8, 1);
  Run uninterrupted = run;
  int total = 0;
  autoplay(uninterrupted, campaign_content(), shipped_content_dir, [&](const Run&) { ++total; });
  const std::string ending = run_summary(uninterrupted, campaign_content());

  int moves = 0;
  int resumed = 0;
  autoplay(run, campaign_content(), shipped_content_dir, [&](const Run& now) {
    ++moves;
    const std::string bytes = save_payload(now);
    Run loaded;
    load_payload(SavePayload{1, bytes, false}, loaded, "run.sav");
    REQUIRE(loaded == now);
    REQUIRE_NOTHROW(check_run(loaded, campaign_content()));
    // Now and then, go on from the loaded copy to the end: mid-walk and mid-table
    // alike, in the run's second half, where playing on costs least.
    if (moves % 97 == 1 && moves > total / 2) {
      autoplay(loaded, campaign_content(), shipped_content_dir);
      REQUIRE(run_summary(loaded, campaign_content()) == ending);
      ++resumed;
    }
  });
  REQUIRE(run_summary(run, campaign_content()) == ending);
  REQUIRE(moves > 200);
  REQUIRE(resumed >= 3);
}

TEST_CASE("the autopilot plays a run of five acts, Auction Auction paid by hands, Cosmic last",
          "[campaign][autoplay][act-four][act-five]") {
  const auto [fourth, fifth] = check_five_act_runs({2, 8, 17, 19}, 0, true);
  REQUIRE(fourth == 4);
  REQUIRE(fifth >= 4);
}

// The long sweep (make test-long): twelve seeds at every ascension, whichever act each
// run ends at, and the same seed twice at each level.
TEST_CASE("whole runs at every ascension are sound and replay alike", "[.long][campaign]") {
  for (int ascension = 0; ascension <= max_ascension; ++ascension) {
    const auto [fourth, fifth] =
        check_five_act_runs({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, ascension, false);
    CHECK(fourth > 0);
    CHECK(fifth > 0);
    REQUIRE(autoplayed_summary(ascension + 1, ascension) ==
            autoplayed_summary(ascension + 1, ascension));
  }
}

}  // namespace gavel::campaign
