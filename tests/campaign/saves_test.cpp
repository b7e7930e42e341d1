// A run's save under stress: cut short, bytes flipped, a checksum-true payload that
// holds an impossible run, and a process killed while it autosaves a real run.

#include "gavel/campaign/saves.h"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <iostream>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include "core/save_support.h"
#include "gavel/campaign/autopilot.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/core/error.h"
#include "gavel/core/save_lock.h"
#include "gavel/games/cosmic/moves.h"
#include "support/shipped_content.h"

namespace gavel::campaign {
namespace {

using Catch::Contains;
using testing::campaign_content;
using testing::kill_while_saving;
using testing::Killed;
using testing::read_bytes;
using testing::shipped_content_dir;
using testing::TempDir;
using testing::write_bytes;

// A run stopped a few moves into its first table: the save a player most often has.
Run run_at_table() {
  Run run = start_run(campaign_content(), 4, 0);
  int moves = 0;
  try {
    autoplay(run, campaign_content(), shipped_content_dir, [&](const Run& now) {
      if (now.stage == Stage::table && now.table.started && ++moves == 30) throw moves;
    });
  } catch (int) {
  }
  REQUIRE(run.stage == Stage::table);
  return run;
}

TEST_CASE("a run's save cut short or with a byte flipped is refused and left as it was",
          "[campaign][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  const Run run_then = run_at_table();
  {
    SaveFile file(lock, run_file);
    store_object(file, run_then);
  }
  const auto path = dir.path() / run_file;
  const std::string whole = read_bytes(path);
  REQUIRE(whole.size() > 1000);
  std::filesystem::remove(dir.path() / (std::string(run_file) + ".bak"));

  // Every length from the empty file to one byte short, and every 7th byte flipped.
  std::vector<std::string> broken;
  for (std::size_t length = 0; length < whole.size(); ++length)
    broken.push_back(whole.substr(0, length));
  for (std::size_t at = 0; at < whole.size(); at += 7) {
    std::string flipped = whole;
    flipped[at] = static_cast<char>(flipped[at] ^ 0x20);
    broken.push_back(flipped);
  }
  for (const std::string& bytes : broken) {
    write_bytes(path, bytes);
    SaveFile file(lock, run_file);
    Run run;
    INFO("a save of " << bytes.size() << " bytes");
    REQUIRE_THROWS_WITH(load_run(file, campaign_content(), shipped_content_dir, run),
                        Contains(path.string()));
    REQUIRE(file.damaged());
    REQUIRE_THROWS_AS(store_object(file, run_then), Error);
    REQUIRE(read_bytes(path) == bytes);
  }
}

TEST_CASE("a save that holds an impossible run is refused, naming what is wrong",
          "[campaign][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  const Run good = run_at_table();
  const auto refused = [&](Run run, const std::string& why) {
    {
      SaveFile file(lock, run_file);
      store_object(file, run);
    }
    const std::string bytes = read_bytes(dir.path() / run_file);
    SaveFile file(lock, run_file);
    Run loaded;
    REQUIRE_THROWS_WITH(load_run(file, campaign_content(), shipped_content_dir, loaded),
                        Contains("cannot be played") && Contains(why));
    REQUIRE(read_bytes(dir.path() / run_file) == bytes);
  };
  Run run = good;
  run.act = 9;
  refused(run, "run.act is 9, and a run of " + std::to_string(good.chapters.size()) +
                   " chapters has acts 0 to " + std::to_string(good.chapters.size() - 1));
  run = good;
  run.tokens = 7;
  refused(run, "run.tokens is 7, and a run holds 0 to 3 tokens");
  run = good;
  run.perks = {"wings"};
  refused(run, "run.perks[0] is \"wings\", and a perk is one of perks.json's");
  run = good;
  run.table.rivals[0] = "nobody-at-all";
  refused(run, "run.table.rivals[0] is \"nobody-at-all\", and a rival is one of rivals.json's");
  run = good;
  run.chapters[run.act] = "poker";
  refused(run, "is \"poker\", and a chapter is one this Gavel has");
  run = good;
  run.room = 99;
  refused(run, "run.room is 99");
  // The game at the table is rebuilt from its moves: any that does not replay is
  // named, whether it was changed, put in the wrong seat's mouth or added at the end.
  run = good;
  run.table.history[20].move.code = -7;
  refused(run, "move 21 of the saved game (code -7) is not a legal move there");
  run = good;
  run.table.history[0].seat = 2;
  refused(run, "move 1 of the saved game is for seat 2, but chance is to move there");
  run = good;
  run.table.options = {{"draft", "sideways"}};
  refused(run, "draft");

  SaveFile file(lock, run_file);
  store_object(file, good);
  Run loaded;
  REQUIRE(load_run(file, campaign_content(), shipped_content_dir, loaded));
  REQUIRE(loaded == good);
  // And the game at its table picks up where it stood.
  TablePlay table(loaded, campaign_content(), shipped_content_dir);
  REQUIRE(table.match().state().history() == good.table.history);
}

// Kills a child that plays and autosaves whole runs `kills` times, each after its
// first save and a delay that varies from kill to kill.
void kill_autosaves(int kills) {
  TempDir dir;
  SaveDirLock lock(dir.path());
  for (int round = 0; round < kills; ++round) {
    // A whole run, saved after every move as the board does, then again and again.
    const auto save_runs = [&](int ready) {
      SaveFile file(lock, run_file);
      bool told = false;
      for (std::uint64_t seed = 100 + static_cast<std::uint64_t>(round);; seed += 1000) {
        Run run = start_run(campaign_content(), seed, 0);
        autoplay(run, campaign_content(), shipped_content_dir, [&](const Run& now) {
          store_object(file, now);
          if (!told) {
            const char byte = 'S';
            told = ::write(ready, &byte, 1) == 1;
          }
        });
      }
    };
    const Killed killed =
        kill_while_saving(save_runs, std::chrono::microseconds(2000 + (round * 7919) % 40000));
    INFO("round " << round);
    REQUIRE(killed.saved);
    REQUIRE(WIFSIGNALED(killed.status));
    SaveFile file(lock, run_file);
    Run run;
    REQUIRE(load_run(file, campaign_content(), shipped_content_dir, run));
    if (run.stage == Stage::table && run.table.started) {
      TablePlay table(run, campaign_content(), shipped_content_dir);
      REQUIRE(table.match().state().history() == run.table.history);
    }
  }
}

TEST_CASE("a run killed by SIGKILL while it autosaves always leaves a save that loads",
          "[campaign][save]") {
  kill_autosaves(20);
}

TEST_CASE("a run killed by SIGKILL while it autosaves always leaves a save that loads, 500 times",
          "[.long][campaign][save]") {
  kill_autosaves(500);
}

// Not a check: prints what an autosave costs mid-table on this machine, e.g.
//   gavel_tests "[run-save-cost]"
TEST_CASE("the cost of a run's autosave", "[.][run-save-cost]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  SaveFile file(lock, run_file);
  for (const int act : {0, 1}) {
    Run run = start_run(campaign_content(), 4, 0);
    int moves = 0;
    try {
      autoplay(run, campaign_content(), shipped_content_dir, [&](const Run& now) {
        if (now.act == act && now.stage == Stage::table && now.table.started && ++moves == 60)
          throw moves;
      });
    } catch (int) {
    }
    constexpr int saves = 100;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < saves; ++i)
      store_object(file, run);
    const auto stored = std::chrono::steady_clock::now();
    for (int i = 0; i < saves; ++i) {
      Run back;
      load_run(file, campaign_content(), shipped_content_dir, back);
    }
    const auto loaded = std::chrono::steady_clock::now();
    using Micro = std::chrono::duration<double, std::micro>;
    std::cout << run.chapter()
              << ", 60 moves into the table: " << std::filesystem::file_size(file.path())
              << " bytes; save " << Micro(stored - start).count() / saves << " us, load "
              << Micro(loaded - stored).count() / saves << " us, mean of " << saves << "\n";
  }
}

std::filesystem::path run_fixture(int number) {
  return std::filesystem::path(GAVEL_TEST_DATA_DIR) / "data" / "saves" /
         ("run-" + std::to_string(number) + ".sav");
}

// The newest run fixture: saved again unchanged, a run loaded from it must give the
// very same bytes, so a change to a saved class that does not bump its version
// shows up here (tests/data/saves/README.md). Older fixtures load into the newer
// layout and are saved in it.
constexpr int newest_run_fixture = 10;

// Loads a save's bytes as Continue does, and checks that loading left the file as it was.
Run load_as_continue_does(const std::string& bytes) {
  REQUIRE(!bytes.empty());
  TempDir dir;
  SaveDirLock lock(dir.path());
  write_bytes(dir.path() / run_file, bytes);
  SaveFile file(lock, run_file);
  Run run;
  REQUIRE(load_run(file, campaign_content(), shipped_content_dir, run));
  REQUIRE(read_bytes(dir.path() / run_file) == bytes);
  return run;
}

// Loads a committed run fixture written by run_at_table(): seed 4, 30 moves into the
// first table (Auction Web).
Run load_run_fixture(int number) {
  const std::string fixture = read_bytes(run_fixture(number));
  Run run = load_as_continue_does(fixture);
  REQUIRE(run.seed == 4);
  REQUIRE(run.act == 0);
  REQUIRE(run.stage == Stage::table);
  REQUIRE(run.table.started);
  REQUIRE(run.table.history.size() == 30);
  if (number == newest_run_fixture) REQUIRE(seal_save(save_payload(run)) == fixture);
  return run;
}

TEST_CASE("the committed run save of the first release loads and plays on", "[campaign][save]") {
  Run run = load_run_fixture(1);
  {
    TablePlay table(run, campaign_content(), shipped_content_dir);
    const State& state = table.match().state();
    REQUIRE(state.history().size() == 30);
    // Its game was saved as a whole state with the log's first layout (the third
    // person only); rebuilt from its moves, the log speaks to the player as today's.
    const auto mine = state.log_for(0);
    REQUIRE(std::any_of(mine.begin(), mine.end(),
                        [](const std::string& line) { return line.rfind("You ", 0) == 0; }));
    // Written before the cleanup turned up the next properties first (its log has
    // the first layout), its table goes on in the order it was played.
    REQUIRE(run.table.options == std::map<std::string, std::string>{{"cleanup", "draw-first"}});
  }
  autoplay(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.over());
}

TEST_CASE("the committed run save whose log speaks to each seat loads and plays on",
          "[campaign][save]") {
  Run run = load_run_fixture(2);
  {
    TablePlay table(run, campaign_content(), shipped_content_dir);
    const State& state = table.match().state();
    REQUIRE(state.history().size() == 30);
    REQUIRE(run.table.options.empty());
    // Event version 2: the player reads their own moves in the second person.
    const auto mine = state.log_for(0);
    REQUIRE(std::any_of(mine.begin(), mine.end(),
                        [](const std::string& line) { return line.rfind("You ", 0) == 0; }));
    for (const std::string& line : mine)
      REQUIRE(line.find("Seat 0") == std::string::npos);
  }
  autoplay(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.over());
}

TEST_CASE("the committed run save whose table is kept as its moves loads and plays on",
          "[campaign][save]") {
  Run run = load_run_fixture(3);
  {
    TablePlay table(run, campaign_content(), shipped_content_dir);
    REQUIRE(table.match().state().history() == run.table.history);
  }
  autoplay(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.over());
}

TEST_CASE("the committed run save whose boons hold New Mintopia City's loads and plays on",
          "[campaign][save]") {
  Run run = load_run_fixture(4);
  REQUIRE(run.pending.extra_income == 1);
  REQUIRE(run.pending.sealed_peek);
  // Boons version 2: Auction Auction's boons are at their defaults.
  REQUIRE(run.pending.house_colours == 0);
  REQUIRE(run.pending.garnets == -1);
  autoplay(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.over());
}

TEST_CASE("the committed run save whose boons hold Auction Auction's loads and plays on",
          "[campaign][save]") {
  Run run = load_run_fixture(5);
  REQUIRE(run.pending.house_colours == 1);
  REQUIRE(run.pending.garnets == -1);
  // Begun before Auction Auction was an act, it keeps its three acts to the end; Run
  // and ActTable version 2 hold no trust and no notes.
  REQUIRE(run.chapters == std::vector<std::string>{"auction-web", "auctionland", "mintopia"});
  REQUIRE(run.trust.empty());
  REQUIRE(run.table.notes.empty());
  autoplay(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.over());
  REQUIRE(run.chapters.size() == 3);
  for (const ChapterResult& result : run.results)
    REQUIRE(result.chapter != "auction-auction");
}

TEST_CASE("the committed run save of four acts, with trust and notes, loads and plays on",
          "[campaign][save]") {
  Run run = load_run_fixture(6);
  REQUIRE(run.chapters.size() == 4);
  REQUIRE(run.chapters.back() == "auction-auction");
  REQUIRE(run.trust.at("kestrel") == 1);
  REQUIRE(run.trust.size() == 2);
  REQUIRE(run.table.notes.at("Wolley Limited") == "yellow");
  REQUIRE(run.table.notes.size() == 2);
  {
    TablePlay table(run, campaign_content(), shipped_content_dir);
    REQUIRE(table.match().state().history() == run.table.history);
  }
  // Begun before Cosmic Encounter was an act, it keeps its four acts to the end, and
  // its gifts (Boons version 3) hold none of Cosmic Encounter's.
  REQUIRE(run.pending.extra_aliens == 0);
  REQUIRE_FALSE(run.pending.known_flare);
  autoplay(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.over());
  REQUIRE(run.chapters.size() == 4);
  for (const ChapterResult& result : run.results)
    REQUIRE(result.chapter != "cosmic-lucre");
}

TEST_CASE("the committed run save of five acts, with Cosmic Encounter's gifts, loads and plays on",
          "[campaign][save][act-five]") {
  Run run = load_run_fixture(7);
  REQUIRE(run.chapters.size() == 5);
  REQUIRE(run.chapters.back() == "cosmic-lucre");
  // Boons version 4: a rumour's third alien and known flare wait for act 5's table.
  REQUIRE(run.pending.extra_aliens == 1);
  REQUIRE(run.pending.known_flare);
  REQUIRE(run.pending.house_colours == 1);
  {
    TablePlay table(run, campaign_content(), shipped_content_dir);
    REQUIRE(table.match().state().history() == run.table.history);
  }
  autoplay(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.over());
  REQUIRE(run.chapters.size() == 5);
}

TEST_CASE("the committed run save of Run version 4 keeps its choices, its talk and its mark",
          "[campaign][save]") {
  const Run run = load_run_fixture(10);
  REQUIRE(run.daily);
  REQUIRE_FALSE(run.deeds.empty());
  for (const Deed& deed : run.deeds) {
    REQUIRE(deed.act == 0);
    REQUIRE_FALSE(deed.effect.empty());
  }
  REQUIRE(run.said == std::vector<std::string>{"rook: Let's not dawdle. I've a train at nine."});
  // An older run has none of them.
  const Run older = load_run_fixture(9);
  REQUIRE_FALSE(older.daily);
  REQUIRE(older.deeds.empty());
  REQUIRE(older.said.empty());
}

TEST_CASE("the committed run save whose tables are at version 4 loads and plays on",
          "[campaign][save]") {
  Run run = load_run_fixture(9);
  // ActTable version 4: a table that is not Cosmic Encounter's gets no deals option.
  REQUIRE(run.chapter() == "auction-web");
  REQUIRE(run.table.options.count("deals") == 0);
  REQUIRE(run.pending.known_flare);
}

TEST_CASE("a Cosmic Encounter table saved before free deals replays with deals = capped",
          "[campaign][save][act-five]") {
  Run run = load_as_continue_does(read_bytes(run_fixture(8)));
  REQUIRE(run.chapter() == "cosmic-lucre");
  REQUIRE(run.stage == Stage::table);
  // Its last move is an offer of the earlier kind: cards and Lucre in one move.
  REQUIRE(run.table.history.size() == 266);
  const Move last = run.table.history.back().move;
  REQUIRE(cosmic::kind_of(last) == cosmic::Kind::offer);
  REQUIRE(cosmic::payload_of(last) < cosmic::Terms::free_offers);
  REQUIRE(run.table.options.at("deals") == "capped");
  {
    TablePlay table(run, campaign_content(), shipped_content_dir);
    REQUIRE(table.match().state().history() == run.table.history);
    REQUIRE(table.match().state().to_text(last).find("lucre") != std::string::npos);
  }
  // Saved again (ActTable version 4), the table keeps its option.
  const Run again = load_as_continue_does(seal_save(save_payload(run)));
  REQUIRE(again.table.options.at("deals") == "capped");
  autoplay(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.over());
}

// Not a check: prints what loading a saved game costs when the table is rebuilt from
// its moves, late in a long game of each act, e.g.
//   gavel_tests "[run-load-cost]"
TEST_CASE("the cost of loading a long game", "[.][run-load-cost]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  SaveFile file(lock, run_file);
  for (const int act : {0, 1}) {
    Run run = start_run(campaign_content(), 4, 0);
    Run last;
    autoplay(run, campaign_content(), shipped_content_dir, [&](const Run& now) {
      if (now.act == act && now.stage == Stage::table && now.table.started) last = now;
    });
    store_object(file, last);
    constexpr int loads = 20;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < loads; ++i) {
      Run back;
      load_run(file, campaign_content(), shipped_content_dir, back);
      TablePlay table(back, campaign_content(), shipped_content_dir);
    }
    const auto loaded = std::chrono::steady_clock::now();
    using Milli = std::chrono::duration<double, std::milli>;
    std::cout << last.chapter() << ", the last move of the table (" << last.table.history.size()
              << " moves): load and rebuild " << Milli(loaded - start).count() / loads
              << " ms, mean of " << loads << "\n";
  }
}

// Run by hand when a saved class of the run changes (tests/data/saves/README.md):
//   gavel_tests "[run-fixture-writer]"
// It writes run-new.sav, never over a committed fixture; rename it run-N.sav.
TEST_CASE("write the run save fixture", "[.][run-fixture-writer]") {
  const auto path = run_fixture(1).parent_path() / "run-new.sav";
  Run run = run_at_table();
  // Rumours' gifts waiting for later tables: the newest boons saved.
  run.pending.extra_income = 1;
  run.pending.sealed_peek = true;
  run.pending.house_colours = 1;
  run.pending.extra_aliens = 1;  // Boons version 4
  run.pending.known_flare = true;
  // Run version 3's trust and ActTable version 3's notes.
  run.trust = {{"kestrel", 1}, {run.table.rivals.front(), -2}};
  run.table.notes = {{"Dr. E Appraisings", "red?"}, {"Wolley Limited", "yellow"}};
  // Run version 4: the daily mark, the choices the walk recorded and a line of talk.
  REQUIRE_FALSE(run.deeds.empty());
  run.daily = true;
  run.said.push_back("rook: Let's not dawdle. I've a train at nine.");
  write_bytes(path, seal_save(save_payload(run)));
  REQUIRE(std::filesystem::exists(path));
}

}  // namespace
}  // namespace gavel::campaign
