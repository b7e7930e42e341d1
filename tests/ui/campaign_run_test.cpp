// Whole runs on the in-memory screen: from the title's New run to the summary with
// keys alone; quitting mid-walk and mid-table and continuing where play stopped;
// saves that cannot be loaded; the abandon and ascension questions of New run.

#include <set>

#include <catch2/catch.hpp>

#include "gavel/campaign/autopilot.h"
#include "gavel/campaign/table.h"
#include "gavel/games/catalog.h"
#include "ui/campaign_desk.h"

namespace gavel::ui::testing {
namespace {

// A player who presses the same few keys over and over: Enter twice (walk, choose,
// buy, bid, take, build, go on; a question in two steps, such as New Mintopia City's
// proposal of both parts, needs both before Esc steps back), p and y (pass at a table, and say yes
// to it), Esc (leave a room; at a table or on the map it asks to quit) and x (which answers that
// question no). That is enough to get through every screen of a run. The screen stops the run once
// its summary shows, or after `budget` keys.
class KeyPlayer : public MemoryScreen {
 public:
  KeyPlayer(std::string stop_at, int budget)
      : MemoryScreen(80, 24), stop_at_(std::move(stop_at)), budget_(budget) {}

  Key read_key() override {
    note_screens();
    if (keys_left() > 0) return MemoryScreen::read_key();
    if (contains(stop_at_)) {
      reached_ = true;
      return key_of(Key::Kind::interrupt);
    }
    if (++pressed_ > budget_) return key_of(Key::Kind::interrupt);
    static const Key pattern[] = {key_of(Key::Kind::enter),
                                  key_of(Key::Kind::enter),
                                  key_of(U'p'),
                                  key_of(U'y'),
                                  key_of(Key::Kind::escape),
                                  key_of(U'x')};
    return pattern[static_cast<std::size_t>(pressed_) % std::size(pattern)];
  }

  bool reached() const { return reached_; }
  int pressed() const { return pressed_; }
  bool saw(const std::string& what) const { return seen_.count(what) > 0; }

 private:
  void note_screens() {
    // The second act's introduction: the run went on past its first table.
    const std::string acts = std::to_string(all_chapters().size());
    for (const std::string& what :
         {std::string("ways on"), std::string("One way on"), std::string("the results"),
          std::string("Your turn"), std::string("Your island"), "Act 2 of " + acts,
          std::string("Black Market"), std::string("Rumour")}) {
      if (contains(what)) seen_.insert(what);
    }
  }

  std::string stop_at_;
  int budget_;
  int pressed_ = 0;
  bool reached_ = false;
  std::set<std::string> seen_;
};

TEST_CASE("a whole run plays with keys alone, from New run to the summary", "[ui][campaign][run]") {
  Title title;
  KeyPlayer player("Gavel run 4242", 40000);
  player.type("n");
  REQUIRE(title.run(player) == interrupted_status);
  INFO(player.all());
  REQUIRE(player.reached());
  CHECK((player.saw("ways on") || player.saw("One way on")));
  CHECK(player.saw("Your turn"));    // the Auction Web board
  CHECK(player.saw("Your island"));  // the Auctionland board
  CHECK(player.saw("the results"));
  CHECK(player.saw("Act 2 of " + std::to_string(all_chapters().size())));
  CHECK((player.contains("The run is won") || player.contains("The run is lost")));
  CHECK_FALSE(std::filesystem::exists(title.path("run.sav")));
  CHECK(file_bytes(title.path("run-4242.txt")).rfind("Gavel run 4242, ascension 0: ", 0) == 0);
  const cp::Profile profile = title.saved_profile();
  REQUIRE(profile.hall.size() == 1);
  CHECK(profile.hall[0].seed == 4242);
}

TEST_CASE("quitting mid-walk and continuing finds the run where it stopped",
          "[ui][campaign][save]") {
  RunDesk desk;
  cp::Run run = run_on_map(31);
  desk.store(run);
  SECTION("after a signal") {
    desk.screen.type("j");
    REQUIRE(desk.play(run) == interrupted_status);
    const std::string before = desk.screen.all();
    CHECK(desk.saved() == run);
    MemoryScreen again(80, 24);
    REQUIRE(continue_run(again, unicode_glyphs(), desk.campaign) == interrupted_status);
    // The way chosen is not a move, so the map opens on the first way again.
    cp::Run copy = run;
    RunDesk other;
    other.play(copy);
    CHECK(again.all() == other.screen.all());
    CHECK(before != again.all());
  }
  SECTION("after q, which asks and saves") {
    desk.screen.type("q");
    desk.play(run);
    CHECK(desk.screen.contains("Save and quit to the title? (y/n)"));
    RunDesk quits;
    quits.store(run);
    quits.screen.type("qy");
    REQUIRE(quits.play(run) == 0);
    CHECK(quits.saved() == run);
  }
}

TEST_CASE("quitting mid-table and continuing finds the same game", "[ui][campaign][save]") {
  RunDesk desk;
  cp::Run run = run_on_map(31);
  walk_to_table(run);
  desk.store(run);
  // Two bids with Enter, then the keys run out: the run is saved as the board stood.
  desk.screen.press(Key::Kind::enter);
  desk.screen.press(Key::Kind::enter);
  REQUIRE(desk.play(run) == interrupted_status);
  const std::string before = desk.screen.all();
  INFO(before);
  CHECK(desk.screen.contains("Your turn"));
  const cp::Run saved = desk.saved();
  CHECK(saved == run);
  CHECK(saved.table.started);

  // Picked up again, the game is the one that was saved, move for move.
  cp::Run loaded = saved;
  cp::TablePlay table(loaded, campaign_content(), shipped_content_dir);
  CHECK(table.match().state().history() == run.table.history);
  CHECK(table.match().state().history().size() > 10);

  MemoryScreen again(80, 24);
  REQUIRE(continue_run(again, unicode_glyphs(), desk.campaign) == interrupted_status);
  // The board replays the game to the player's last move, so what changed since is
  // marked as it was before the save.
  CHECK(before.find(unicode_glyphs().changed) != std::string::npos);
  CHECK(again.all() == before);

  SECTION("q at the table asks to save and quit, and leaves the game as it was") {
    RunDesk quits;
    cp::Run playing = saved;
    quits.store(playing);
    quits.screen.type("q");
    quits.play(playing);
    CHECK(quits.screen.contains("Save and quit to the title? (y/n)"));
    RunDesk yes;
    yes.store(playing);
    yes.screen.type("qy");
    REQUIRE(yes.play(playing) == 0);
    CHECK(yes.saved() == saved);
  }
}

TEST_CASE("a damaged run.sav is shown, never written over, and may be set aside",
          "[ui][campaign][save]") {
  Title title;
  const std::string damaged = "GAVELSAV but nothing a save should hold";
  SECTION("going back leaves the file byte for byte") {
    std::ofstream(title.path("run.sav"), std::ios::binary) << damaged;
    MemoryScreen screen(80, 24);
    screen.type("c");
    REQUIRE(title.run(screen) == interrupted_status);
    INFO(screen.all());
    CHECK(screen.contains("The saved run cannot be loaded"));
    CHECK(screen.contains(title.path("run.sav").string().substr(0, 20)));
    CHECK(screen.contains("Gavel will not write over it"));
    MemoryScreen back(80, 24);
    back.type("c");
    back.press(Key::Kind::escape);
    back.type("n");  // New run must not write over it either
    back.press(Key::Kind::escape);
    title.run(back);
    CHECK(back.contains("Hall of fame"));
    CHECK(file_bytes(title.path("run.sav")) == damaged);
  }
  SECTION("set aside, the backup loads") {
    {
      SaveDirLock lock(title.saves.path());
      SaveFile file(lock, cp::run_file);
      cp::Run run = cp::start_run(campaign_content(), 77, 0);
      store_object(file, run);
      cp::enter_district(run);
      store_object(file, run);  // the first save is now the backup
    }
    std::ofstream(title.path("run.sav"), std::ios::binary) << damaged;
    MemoryScreen screen(80, 24);
    screen.type("c");
    screen.press(Key::Kind::enter);  // set it aside
    screen.press(Key::Kind::enter);  // read what became of it
    REQUIRE(title.run(screen) == interrupted_status);
    INFO(screen.all());
    CHECK(file_bytes(title.path("run.sav.corrupt-1")) == damaged);
    CHECK(screen.contains(
        "Act 1 of " +
        std::to_string(all_chapters().size())));  // the backup's run, at its introduction
    CHECK(screen.contains("Seed 77"));
  }
  SECTION("a run naming a rival this Gavel lacks is refused the same way") {
    cp::Run run = cp::start_run(campaign_content(), 77, 0);
    run.table.rivals[0] = "nobody-we-know";
    title.store(cp::run_file, run);
    const std::string bytes = file_bytes(title.path("run.sav"));
    MemoryScreen screen(80, 24);
    screen.type("c");
    title.run(screen);
    INFO(screen.all());
    CHECK(screen.contains("nobody-we-know"));
    CHECK(screen.contains("run.table.rivals[0]"));  // the dialog names the field
    CHECK(file_bytes(title.path("run.sav")) == bytes);
  }
  SECTION("a table whose moves do not replay gets the same choice, not a dead end") {
    cp::Run run = cp::start_run(campaign_content(), 77, 0);
    try {
      cp::autoplay(run, campaign_content(), shipped_content_dir, [](const cp::Run& now) {
        if (now.stage == cp::Stage::table && now.table.history.size() >= 12) throw 0;
      });
    } catch (int) {
    }
    REQUIRE(run.table.history.size() == 12);
    run.table.history[11].move.code = 9999;
    title.store(cp::run_file, run);
    const std::string bytes = file_bytes(title.path("run.sav"));
    MemoryScreen screen(80, 24);
    screen.type("c");
    REQUIRE(title.run(screen) == interrupted_status);
    INFO(screen.all());
    CHECK(screen.contains("The saved run cannot be loaded"));
    CHECK(screen.contains("(code 9999)"));
    CHECK(screen.contains("Set it aside and go on"));
    CHECK(file_bytes(title.path("run.sav")) == bytes);
  }
}

TEST_CASE("New run asks before abandoning a saved run, which goes into the hall of fame",
          "[ui][campaign]") {
  Title title;
  title.store(cp::run_file, run_on_map(88));
  MemoryScreen asked(80, 24);
  asked.type("n");
  title.run(asked);
  CHECK(asked.contains("A run is saved"));
  CHECK(asked.contains("Seed 88, ascension 0, act 1 of " + std::to_string(all_chapters().size()) +
                       " (Auction Web)"));
  CHECK(asked.contains("Abandon it and start a new run? (y/n)"));

  MemoryScreen kept(80, 24);
  kept.type("nn");
  title.run(kept);
  CHECK(kept.contains("Hall of fame"));

  MemoryScreen abandoned(80, 24);
  abandoned.type("ny");
  title.run(abandoned);
  CHECK(abandoned.contains("Seed 4242"));  // the new run's introduction
  const cp::Profile profile = title.saved_profile();
  REQUIRE(profile.hall.size() == 1);
  CHECK(profile.hall[0].seed == 88);
  CHECK(profile.hall[0].ending == "left at Auction Web");
  const std::optional<cp::Run> now = title.saved_run();
  REQUIRE(now);
  CHECK(now->seed == 4242);
}

TEST_CASE("New run asks the ascension level once one is unlocked", "[ui][campaign]") {
  Title title;
  cp::Profile profile;
  profile.ascension_unlocked = 2;
  title.store(cp::profile_file, profile);
  MemoryScreen screen(80, 24);
  screen.type("n");
  title.run(screen);
  INFO(screen.all());
  CHECK(screen.contains("Ascension 0"));
  CHECK(screen.contains("Ascension 2"));
  CHECK_FALSE(screen.contains("Ascension 3"));
  CHECK(screen.contains("At ascension 2:"));
  CHECK(screen.contains("Dearer perks"));

  MemoryScreen chosen(80, 24);
  chosen.type("n1");
  title.run(chosen);
  CHECK(chosen.contains("At ascension 1:"));
  CHECK(chosen.contains("Greedier rivals"));
  CHECK_FALSE(chosen.contains("Dearer perks"));

  MemoryScreen started(80, 24);
  started.type("n1");
  started.press(Key::Kind::enter);
  title.run(started);
  CHECK(started.contains("Ascension 1"));
  const std::optional<cp::Run> run = title.saved_run();
  REQUIRE(run);
  CHECK(run->ascension == 1);
}

TEST_CASE("the hall of fame lists profile.sav's runs", "[ui][campaign]") {
  Title title;
  MemoryScreen empty(80, 24);
  empty.type("f");
  title.run(empty);
  CHECK(empty.contains("No runs yet."));
  cp::Profile profile;
  profile.hall = {{640, 123456, 2, 2, "won", "2026-11-20"},
                  {75, 99, 0, 1, "lost at Auction Web", "2026-11-21"}};
  title.store(cp::profile_file, profile);
  MemoryScreen listed(80, 24);
  listed.type("f");
  title.run(listed);
  INFO(listed.all());
  CHECK(listed.contains("Score"));
  const std::string best = [&] {
    int r = 0;
    int c = 0;
    return listed.find("123456", r, c) ? listed.row(r) : std::string();
  }();
  CHECK_THAT(best, Catch::Contains("640"));
  CHECK_THAT(best, Catch::Contains("won"));
  CHECK_THAT(best, Catch::Contains("2026-11-20"));
  CHECK(listed.contains("lost at Auction Web"));
}

TEST_CASE("a damaged profile is shown in the hall of fame and kept", "[ui][campaign][save]") {
  Title title;
  std::ofstream(title.path("profile.sav"), std::ios::binary) << "not a profile";
  MemoryScreen screen(80, 24);
  screen.type("f");
  title.run(screen);
  CHECK(screen.contains("The profile cannot be loaded"));
  CHECK(screen.contains("not a Gavel save file"));
  CHECK(file_bytes(title.path("profile.sav")) == "not a profile");
}

}  // namespace
}  // namespace gavel::ui::testing

namespace gavel::ui::testing {
namespace {

// "Auction Web, Auctionland and New Mintopia City", from the acts built today, or
// with every joint ", then ".
std::string built_titles(const std::string& last_joint, const std::string& joint = ", ") {
  std::string titles;
  const auto& built = all_chapters();
  for (std::size_t i = 0; i < built.size(); ++i)
    titles += (i == 0 ? "" : i + 1 == built.size() ? last_joint : joint) + built[i].title;
  return titles;
}

TEST_CASE("the title and the act's introduction say how many acts a run has today",
          "[ui][campaign]") {
  const std::size_t acts = all_chapters().size();
  Title title;
  MemoryScreen screen(80, 24);
  title.run(screen);
  INFO(screen.all());
  // Four acts no longer fit "A run has" in 80 columns, and five not their titles.
  CHECK(screen.contains(std::to_string(acts) + " acts today, from " + all_chapters().front().title +
                        " to " + all_chapters().back().title + "."));

  RunDesk desk;
  cp::Run run = cp::start_run(campaign_content(), 7, 0);
  REQUIRE(desk.play(run) == interrupted_status);
  INFO(desk.screen.all());
  // "A, then B, then C" while it fits in 80 columns, else "A, B, C", else the first
  // and the last.
  CHECK(
      (desk.screen.contains("Act 1 of " + std::to_string(acts) + ": " +
                            built_titles(", then ", ", then ")) ||
       desk.screen.contains("Act 1 of " + std::to_string(acts) + ": " + built_titles(", ", ", ")) ||
       desk.screen.contains("Act 1 of " + std::to_string(acts) + ", from " +
                            all_chapters().front().title + " to " + all_chapters().back().title)));
}

TEST_CASE("New run at ascension 7 says Auction Web plays the Advanced Draft Variation",
          "[ui][campaign]") {
  Title title;
  cp::Profile profile;
  profile.ascension_unlocked = 7;
  title.store(cp::profile_file, profile);
  MemoryScreen screen(80, 24);
  screen.type("n");
  title.run(screen);
  INFO(screen.all());
  CHECK(screen.contains("At ascension 7:"));
  CHECK(screen.contains("The old draft: Auction Web plays the Advanced Draft Variation"));
  CHECK(screen.contains("Sharp rivals"));
  CHECK(screen.contains("Greedier rivals"));
}

}  // namespace
}  // namespace gavel::ui::testing
