// Act 5 on the in-memory screen at 80x24: Cosmic Encounter's introduction, with the
// aliens the player is dealt (and a known flare), the rivals' seats with theirs face
// down, and the last act's stakes; and its results page.

#include <catch2/catch.hpp>

#include "campaign/acts.h"
#include "gavel/campaign/ascension.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/games/cosmic/aliens.h"
#include "gavel/games/cosmic/view.h"
#include "gavel/ui/title.h"
#include "ui/campaign_desk.h"

namespace gavel::ui::testing {
namespace {

using gavel::testing::at_act;
using gavel::testing::with_player;

// A run at act 5's introduction, its first four tables finished 2nd.
cp::Run act_five(int ascension = 0) {
  cp::Run run = at_act(4, 19, 5, ascension);
  REQUIRE(run.chapter() == "cosmic-lucre");
  REQUIRE(run.table.rivals.size() == 3);
  return run;
}

// The player's view of the deal, as the introduction reads it.
gavel::cosmic::CosmicView deal_of(const cp::Run& run) {
  const auto view = cp::table_preview(run, campaign_content(), shipped_content_dir);
  return dynamic_cast<const gavel::cosmic::CosmicView&>(*view);
}

std::string alien_called(int alien) {
  return gavel::cosmic::alien_name(static_cast<gavel::cosmic::Alien>(alien));
}

TEST_CASE("act 5's introduction shows the player's aliens and the rivals' seats at 80x24",
          "[ui][campaign][act-five]") {
  RunDesk desk;
  cp::Run run = act_five();
  run.grudges[run.table.rivals[1]] = 2;
  const gavel::cosmic::CosmicView deal = deal_of(run);
  REQUIRE(deal.dealt.size() == 2);
  REQUIRE(desk.play(run) == interrupted_status);
  INFO(desk.screen.all());
  CHECK(desk.screen.contains("Cosmic Encounter: Lucre"));
  CHECK(desk.screen.contains("The aliens: you keep one of your two; the rivals' are face down"));
  for (int alien : deal.dealt) {
    CHECK_THAT(desk.row_with(alien_called(alien) + " "),
               Catch::Contains(
                   std::string(gavel::cosmic::power_text(static_cast<gavel::cosmic::Alien>(alien)))
                       .substr(0, 20)));
  }
  for (const std::string& id : run.table.rivals)
    CHECK(desk.screen.contains(campaign_content().roster.find(id)->name));
  CHECK_THAT(desk.row_with(campaign_content().roster.find(run.table.rivals[1])->name),
             Catch::Contains("grudge 2"));
  // The last act's stakes.
  CHECK(desk.screen.contains("Only 1st place, alone or shared, wins the run"));
  CHECK(desk.screen.contains("Any other place: -1 token; the house deals again"));
  // Nothing the player may not see: no rival's alien is named on the page.
  std::vector<bool> mine(gavel::cosmic::alien_count, false);
  for (int alien : deal.dealt)
    mine[static_cast<std::size_t>(alien)] = true;
  for (int alien = 0; alien < gavel::cosmic::alien_count; ++alien) {
    if (!mine[static_cast<std::size_t>(alien)])
      CHECK_FALSE(desk.screen.contains(alien_called(alien)));
  }
}

TEST_CASE("d on act 5's introduction reads the aliens' powers whole", "[ui][campaign][act-five]") {
  RunDesk desk;
  cp::Run run = act_five();
  const gavel::cosmic::CosmicView deal = deal_of(run);
  desk.screen.type("d");
  REQUIRE(desk.play(run) == interrupted_status);
  INFO(desk.screen.all());
  // The page wraps each power whole: its last words are on the screen too.
  for (int alien : deal.dealt) {
    const std::string power = gavel::cosmic::power_text(static_cast<gavel::cosmic::Alien>(alien));
    const std::string last_word = power.substr(power.find_last_of(' ') + 1);
    CHECK(desk.screen.contains(alien_called(alien) + ": "));
    CHECK(desk.screen.contains(last_word));
  }
}

// The fuzzer's board target found the heading's "(d: read them whole)" cut at 80
// columns, and the ASCII "..." of a long power running two columns past the edge.
TEST_CASE("act 5's introduction fits its width, in Unicode and ASCII, and says d reads the aliens",
          "[ui][campaign][act-five]") {
  for (const bool ascii : {false, true}) {
    for (const auto& [width, height] : {std::pair{80, 24}, std::pair{120, 36}}) {
      RunDesk desk;
      cp::Run run = act_five();
      desk.screen.resize(width, height);
      REQUIRE(desk.play(run, ascii) == interrupted_status);
      INFO(desk.screen.all());
      CHECK(desk.screen.cut_at_edge().empty());
      CHECK(desk.screen.contains("The aliens: you keep one of your two"));
      CHECK(desk.screen.contains("d the aliens whole"));
    }
  }
}

TEST_CASE("act 5's introduction shows a third alien and a known flare the perks bring",
          "[ui][campaign][act-five]") {
  RunDesk desk;
  cp::Run run = act_five();
  run.perks = {"star-chart", "smuggled-flare", "offworld-account"};
  const gavel::cosmic::CosmicView deal = deal_of(run);
  REQUIRE(deal.dealt.size() == 3);
  REQUIRE(deal.hand.size() == 1);
  REQUIRE(desk.play(run) == interrupted_status);
  INFO(desk.screen.all());
  CHECK(desk.screen.contains("The aliens: you keep one of your three;"));
  for (int alien : deal.dealt)
    CHECK(desk.screen.contains(alien_called(alien)));
  CHECK_THAT(desk.row_with("In hand"),
             Catch::Contains("the " + alien_called(deal.hand.front().value) + " flare"));
  CHECK(desk.screen.contains("Star Chart (a third alien to choose from)"));
  CHECK(desk.screen.contains("Offworld Account"));
}

TEST_CASE("act 5's introduction still shows the ascension's rules at 80x24",
          "[ui][campaign][act-five]") {
  RunDesk desk;
  cp::Run run = act_five(6);
  run.perks = {"star-chart"};
  REQUIRE(desk.play(run) == interrupted_status);
  INFO(desk.screen.all());
  CHECK(desk.screen.contains("Ascension 6"));
  CHECK(desk.screen.contains("The aliens: you keep one of your three"));
  CHECK(desk.screen.contains("Perks here: Star Chart"));
  CHECK(desk.screen.contains("Only 1st place, alone or shared, wins the run"));
  const std::string last_rule = cp::ascension_modifiers(6).back();
  CHECK(desk.screen.contains(last_rule.substr(0, last_rule.find(':')) + "."));
}

TEST_CASE("act 5's introduction names spent perks in a line, and scrolls rather than cut",
          "[ui][campaign][act-five]") {
  cp::Run run = act_five(cp::max_ascension);
  const std::string last_rule = cp::ascension_modifiers(cp::max_ascension).back();
  const std::string last_words = last_rule.substr(0, last_rule.find(':')) + ".";
  SECTION("two perks spent: the page fits, the ascension's last rule on it") {
    run.perks = {"informant", "sewn-in-lining"};
    RunDesk desk;
    REQUIRE(desk.play(run) == interrupted_status);
    INFO(desk.screen.all());
    CHECK(desk.screen.contains("Spent, their tables behind you: Informant and Sewn-in Lining."));
    CHECK(desk.screen.contains(last_words));
    CHECK_FALSE(desk.screen.contains("more below"));
  }
  SECTION("more perks than the page has rows for: every line is there, a scroll away") {
    run.perks = {"informant",  "sewn-in-lining", "ledger-spy", "candy-stipend",
                 "star-chart", "smuggled-flare", "garnet-eye"};
    RunDesk top;
    REQUIRE(top.play(run) == interrupted_status);
    INFO(top.screen.all());
    CHECK(top.screen.contains("more below"));
    CHECK(top.screen.contains("Perks here: Star Chart"));
    CHECK_FALSE(top.screen.contains(last_words));
    RunDesk bottom;
    for (int i = 0; i < 8; ++i)
      bottom.screen.press(Key::Kind::down);
    REQUIRE(bottom.play(run) == interrupted_status);
    INFO(bottom.screen.all());
    CHECK(bottom.screen.contains("more above"));
    CHECK(bottom.screen.contains(last_words));
    CHECK(bottom.screen.contains("Spent, their tables behind you:"));
    CHECK(run.stage == cp::Stage::intro);  // scrolling walks nowhere
  }
}

TEST_CASE("act 5's results page says the run is won, or that the house deals again",
          "[ui][campaign][act-five]") {
  SECTION("1st place") {
    RunDesk desk;
    cp::Run run = act_five();
    run.room = run.district.house();
    run.stage = cp::Stage::table;
    cp::finish_table(run, campaign_content(), with_player(run, 1));
    REQUIRE(desk.play(run) == interrupted_status);
    INFO(desk.screen.all());
    CHECK(desk.screen.contains("Act 5 of 5: Cosmic Encounter: Lucre, the results"));
    CHECK(desk.screen.contains("You finished 1st of 4."));
    CHECK(desk.screen.contains("First place at the last table: the run is won!"));
  }
  SECTION("2nd place") {
    RunDesk desk;
    cp::Run run = act_five();
    run.tokens = 2;
    run.room = run.district.house();
    run.stage = cp::Stage::table;
    cp::finish_table(run, campaign_content(), with_player(run, 2));
    REQUIRE(desk.play(run) == interrupted_status);
    INFO(desk.screen.all());
    CHECK(desk.screen.contains("You finished 2nd of 4."));
    CHECK(desk.screen.contains("lose a token of life."));
    CHECK(desk.screen.contains("Only first place wins here: the house deals again."));
    for (const std::string& id : run.table.rivals)
      CHECK(desk.screen.contains(campaign_content().roster.find(id)->name));
  }
}

TEST_CASE("the help says act 5 is the last table and what its perks bring",
          "[ui][campaign][act-five]") {
  std::string help;
  for (const std::string& paragraph : help_text(glyphs_for(false)))
    help += paragraph + "\n";
  CHECK_THAT(help, Catch::Contains("Cosmic Encounter (act 5) is the last table of the run"));
  CHECK_THAT(help, Catch::Contains("a third alien to choose from"));
}

}  // namespace
}  // namespace gavel::ui::testing
