// The run summary's words: counts agree with their nouns.

#include "gavel/campaign/summary.h"

#include <catch2/catch.hpp>

#include "gavel/campaign/progress.h"
#include "gavel/games/catalog.h"
#include "support/shipped_content.h"

namespace gavel::campaign {
namespace {

using testing::shipped_content_dir;

// A run at its first table, finished in `place` of four with the rest behind in order.
Run finished_in(int place) {
  static const Content content = load_content(shipped_content_dir);
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

TEST_CASE("the summary says 1 garnet and 3 garnets", "[campaign]") {
  static const Content content = load_content(shipped_content_dir);
  const std::string second = run_summary(finished_in(2), content);
  CHECK(second.find("Earned: +1 garnet, 0 tokens of life") != std::string::npos);
  const std::string first = run_summary(finished_in(1), content);
  CHECK(first.find("Earned: +3 garnets, +1 token of life") != std::string::npos);
}

TEST_CASE("the summary lists each act once, the tables of an act dealt again under it",
          "[campaign]") {
  static const Content content = load_content(shipped_content_dir);
  Run run = finished_in(2);
  move_on(run, content);
  // Standings with the player in `place` of the table's seats.
  const auto with_player = [&](int place) {
    std::vector<Standing> standings = {{place, 100 - place}};
    for (int other = 1; other <= run.table.players; ++other) {
      if (other != place) standings.push_back({other, 100 - other});
    }
    return standings;
  };
  while (!run.last_act()) {  // acts between, as chapters are built
    run.stage = Stage::table;
    finish_table(run, content, with_player(1));
    move_on(run, content);
  }
  const std::string last = "Act " + std::to_string(run.chapters.size());
  const std::string title = find_chapter(run.chapters.back())->title;
  // The last act lost twice, then won: three tables under one heading.
  run.tokens = 3;
  for (const int place : {2, 4, 1}) {
    run.stage = Stage::table;
    finish_table(run, content, with_player(place));
    move_on(run, content);
  }
  REQUIRE(run.stage == Stage::won);
  const std::string summary = run_summary(run, content);
  INFO(summary);
  const auto count = [&](const std::string& text) {
    std::size_t found = 0;
    for (auto at = summary.find(text); at != std::string::npos; at = summary.find(text, at + 1))
      ++found;
    return found;
  };
  CHECK(count("\nAct 1: Auction Web\n") == 1);
  CHECK(count("\n" + last + ": ") == 1);
  CHECK(count("\n" + last + ": " + title + ", dealt 3 times\n") == 1);
  CHECK(count("  Table 1\n") == 1);
  CHECK(count("  Table 2 (the house dealt again)\n") == 1);
  CHECK(count("  Table 3 (the house dealt again)\n") == 1);
  CHECK(count("\nAct ") == run.chapters.size());
  CHECK(count("  Earned: ") == run.chapters.size() + 2);
}

TEST_CASE("the summary records every choice on the way with what it did", "[campaign]") {
  static const Content content = load_content(shipped_content_dir);
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Run run = start_run(content, seed, 0);
    enter_district(run);
    // Walk until a rumour is answered, trading at any pawnshop on the way.
    bool answered = false;
    bool pawned = false;
    while (run.stage != Stage::table && !answered) {
      if (run.stage == Stage::walking) {
        walk(run, content, ways_on(run).front());
      } else if (run.stage == Stage::rumour) {
        int choice = 0;
        while (!why_not_choose(run, content, choice).empty())
          ++choice;
        choose(run, content, choice);
        answered = true;
      } else if (run.stage == Stage::pawnshop && why_not_trade(run, Trade::pawn_token).empty()) {
        trade(run, Trade::pawn_token);
        pawned = true;
        leave_room(run);
      } else {
        leave_room(run);
      }
    }
    if (!answered || !pawned) continue;
    INFO("seed " << seed);
    REQUIRE(run.deeds.size() == 2);
    const Rumour& rumour = *content.rumour(run.rumour.id);
    CHECK(run.deeds[0].place == "Pawnshop");
    CHECK(run.deeds[0].effect == "-1 token of life and +4 garnets.");
    CHECK(run.deeds[1].place == "Rumour: " + rumour_words(run, content, rumour.title));
    // The summary lists them under the act, each with what it changed.
    run.stage = Stage::table;
    finish_table(run, content, {{1, 9}, {2, 3}, {3, 2}, {4, 1}});
    const std::string summary = run_summary(run, content);
    INFO(summary);
    CHECK(summary.find("  On the way:\n    Pawnshop: pawned a token of life.\n      -1 token of "
                       "life and +4 garnets.\n    Rumour: ") != std::string::npos);
    CHECK(summary.find(run.deeds[1].effect) != std::string::npos);
    return;
  }
  FAIL("no seed met a pawnshop and then a rumour on the first corridors");
}

}  // namespace
}  // namespace gavel::campaign
