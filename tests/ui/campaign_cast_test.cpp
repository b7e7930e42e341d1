// The run's cast: seeded runs meet most of the roster across their acts, and no rival
// says a line of table talk twice in a run. The tables are played with no screen, by
// the scripted agent in the player's seat, and their talk is what the board's log
// would say: the same reactions over the same events, handed the run's earlier lines.

#include <algorithm>
#include <map>
#include <set>

#include <catch2/catch.hpp>

#include "gavel/ai/agents.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/ui/boards.h"
#include "support/shipped_content.h"

namespace gavel::ui {
namespace {

namespace cp = campaign;
using gavel::testing::campaign_content;
using gavel::testing::shipped_content_dir;

// What the board's log would have said at the table just played.
std::vector<std::string> table_talk(const cp::Run& run, const cp::TablePlay& table,
                                    const State& state) {
  const ChapterBoard* board = find_board(run.table.chapter);
  REQUIRE(board != nullptr);
  BoardSettings settings;
  settings.rivals = table.seats();
  settings.seed = run.table.seed;
  settings.said_before = run.said;
  std::vector<std::string> heard;
  settings.heard = [&](const std::string& said) { heard.push_back(said); };
  TableLog log(settings, board->react, board->topic);
  log.catch_up(state);
  log.last_words(state);
  return heard;
}

// A run played to its end: the first way on, rooms left at once, a rumour's first
// choice that can be made; the tables by the scripted agent.
cp::Run played_run(std::uint64_t seed, int ascension) {
  cp::Run run = cp::start_run(campaign_content(), seed, ascension);
  while (!run.over()) {
    switch (run.stage) {
      case cp::Stage::intro:
        cp::enter_district(run);
        break;
      case cp::Stage::walking:
        cp::walk(run, campaign_content(), cp::ways_on(run).front());
        break;
      case cp::Stage::rumour:
        if (run.rumour.chosen < 0) {
          int choice = 0;
          while (!cp::why_not_choose(run, campaign_content(), choice).empty())
            ++choice;
          cp::choose(run, campaign_content(), choice);
        }
        cp::leave_room(run);
        break;
      case cp::Stage::black_market:
      case cp::Stage::pawnshop:
      case cp::Stage::quiet_room:
        cp::leave_room(run);
        break;
      case cp::Stage::table: {
        const Chapter& chapter = cp::act_chapter(run);
        cp::TablePlay table(run, campaign_content(), shipped_content_dir,
                            make_agent(chapter, default_agent(chapter), shipped_content_dir));
        while (table.match().step()) {
        }
        const std::vector<std::string> heard = table_talk(run, table, table.match().state());
        run.said.insert(run.said.end(), heard.begin(), heard.end());
        table.finish();
        break;
      }
      case cp::Stage::results:
        cp::move_on(run, campaign_content());
        break;
      case cp::Stage::won:
      case cp::Stage::lost:
        break;
    }
  }
  return run;
}

// Runs of seeds 1 on (at ascension 0 and 4 in turn) until `five_act_runs` of them have
// reached act 5: no rival says a line twice, and the tables of three rivals (acts 1,
// 2, 3 and the first of act 5) seat six rivals a run or more.
void check_casts(int five_act_runs, std::uint64_t last_seed) {
  int runs_to_act_five = 0;
  int faces = 0;
  for (std::uint64_t seed = 1; seed <= last_seed && runs_to_act_five < five_act_runs; ++seed) {
    const cp::Run run = played_run(seed, seed % 2 == 0 ? 0 : 4);
    INFO("seed " << seed);
    // No rival says a line twice, at one table or across the run.
    std::set<std::string> said(run.said.begin(), run.said.end());
    CHECK(said.size() == run.said.size());
    CHECK(run.said.size() >= run.results.size());  // the tables did talk

    if (run.results.size() < 5) continue;
    ++runs_to_act_five;
    std::set<std::string> met;
    for (std::size_t table : {0, 1, 2, 4}) {
      for (const std::string& id : run.results[table].seats) {
        if (!id.empty()) met.insert(id);
      }
    }
    faces += static_cast<int>(met.size());
  }
  REQUIRE(runs_to_act_five == five_act_runs);
  INFO(runs_to_act_five << " runs reached act 5, meeting " << faces << " rivals in all");
  CHECK(faces >= 6 * runs_to_act_five);
}

TEST_CASE("seeded runs meet new rivals every act and hear no line twice", "[ui][campaign][cast]") {
  check_casts(3, 16);
}

TEST_CASE("forty seeded runs meet new rivals every act and hear no line twice",
          "[.long][ui][campaign][cast]") {
  check_casts(40, 200);
}

TEST_CASE("a table seats at most two rivals with a grudge, and new faces before old ones",
          "[ui][campaign][cast]") {
  cp::Run run = cp::start_run(campaign_content(), 17, 0);
  const std::vector<std::string> first = run.table.rivals;
  REQUIRE(first.size() == 3);
  // The player beat all three at the first table, so all three hold a grudge.
  cp::ChapterResult result;
  result.chapter = run.table.chapter;
  result.seats = {""};
  result.seats.insert(result.seats.end(), first.begin(), first.end());
  result.places = {1, 2, 3, 4};
  result.scores = {9, 3, 2, 1};
  run.results.push_back(result);
  run.grudges[first[0]] = 1;
  run.grudges[first[1]] = 3;
  run.grudges[first[2]] = 2;
  ++run.act;
  run.table.chapter = run.chapter();
  run.table.players = cp::act_chapter(run).default_players;
  cp::draw_rivals(run, campaign_content());
  REQUIRE(run.table.rivals.size() == 3);
  // The two deepest grudges come back; the third seat is someone new.
  CHECK(run.table.rivals[0] == first[1]);
  CHECK(run.table.rivals[1] == first[2]);
  CHECK(std::find(first.begin(), first.end(), run.table.rivals[2]) == first.end());
  const std::vector<std::string> words = cp::return_words(run, campaign_content());
  REQUIRE(words.size() == 1);
  CHECK(words[0].rfind("Back with a grudge: ", 0) == 0);
  CHECK(words[0].find(" and ") != std::string::npos);  // both, for the one reason
  CHECK(words[0].find("(beaten at Auction Web).") != std::string::npos);
}

}  // namespace
}  // namespace gavel::ui
