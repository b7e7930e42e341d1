// Act 4 on the in-memory screen at 80x24: Auction Auction's introduction, with its
// eleven rivals two to a row and its stakes by hands, and its results page, with what
// the table paid and why.

#include <catch2/catch.hpp>

#include "campaign/acts.h"
#include "gavel/campaign/ascension.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/ui/title.h"
#include "ui/campaign_desk.h"

namespace gavel::ui::testing {
namespace {

using gavel::testing::at_act;

// Standings with the player in `place`, each seat's score a hand (0 to 5), the
// player's Four of a Kind.
std::vector<Standing> hands_with_player(const cp::Run& run, int place) {
  std::vector<Standing> standings(static_cast<std::size_t>(run.table.players));
  int next = 1;
  standings[0] = {place, 0};
  for (std::size_t seat = 1; seat < standings.size(); ++seat) {
    if (next == place) ++next;
    standings[seat] = {next, static_cast<int>(seat % 6)};
    ++next;
  }
  standings[0].score = 4;
  return standings;
}

// A run at act 4's introduction with eleven rivals of the roster at its table. The
// last act's pages are those of a run of four acts, begun before Cosmic Encounter was
// act 5 (its save keeps its chapters); a new run has five.
cp::Run act_four(int ascension = 0, std::size_t acts = 4) {
  cp::Run run = at_act(3, 19, acts, ascension);
  REQUIRE(run.chapter() == "auction-auction");
  run.table.rivals.clear();
  run.table.skill_shifts.clear();
  for (const Rival& rival : campaign_content().roster.rivals) {
    if (run.table.rivals.size() == 11) break;
    run.table.rivals.push_back(rival.id);
    run.table.skill_shifts.push_back(0);
  }
  return run;
}

TEST_CASE("act 4's introduction seats eleven rivals and says its stakes by hands at 80x24",
          "[ui][campaign][act-four]") {
  RunDesk desk;
  cp::Run run = act_four();
  run.grudges[run.table.rivals[4]] = 3;
  run.garnets = 7;
  run.perks = {"crib-sheet", "sewn-in-lining"};
  REQUIRE(desk.play(run) == interrupted_status);
  INFO(desk.screen.all());
  // Too full for the line of acts: the status bar names the act instead.
  CHECK(desk.screen.row(0).find("Act 4/4 Auction Auction") != std::string::npos);
  CHECK_FALSE(desk.screen.contains("Act 4 of 4"));
  for (const std::string& id : run.table.rivals)
    CHECK(desk.screen.contains(campaign_content().roster.find(id)->name));
  CHECK_THAT(desk.row_with(campaign_content().roster.find(run.table.rivals[4])->name),
             Catch::Contains("grudge 3"));
  CHECK(desk.screen.contains("Best hand: +3 garnets and tokens of life refilled."));
  CHECK(desk.screen.contains("Worst hand: -1 token."));
  CHECK(desk.screen.contains("Three of a Kind or better +2 garnets, Two Pair +1"));
  CHECK(desk.screen.contains("2 tokens of life; 7 garnets, $10 each if traded here"));
  CHECK(desk.screen.contains("Only the best hand wins the run"));
  CHECK(desk.screen.contains("Rivals remember your promises"));
  CHECK(desk.screen.contains(
      "Perks here: Crib Sheet (know the first house's colour) and Sewn-in Lining"));
  CHECK(desk.screen.contains("$30"));
  CHECK_FALSE(desk.screen.contains("1st place: +3"));
  // Too crowded for each rival's words: a line says who of them think.
  CHECK(desk.screen.contains("Cipher and Kestrel think: they play their moves out before"));
}

TEST_CASE("in a run of five acts act 4's introduction says Cosmic Encounter comes after it",
          "[ui][campaign][act-four]") {
  RunDesk desk;
  cp::Run run = act_four(0, 5);
  REQUIRE(desk.play(run) == interrupted_status);
  INFO(desk.screen.all());
  CHECK(desk.screen.row(0).find("Act 4/5 Auction Auction") != std::string::npos);
  CHECK(desk.screen.contains("Best hand: +3 garnets and tokens of life refilled."));
  CHECK_FALSE(desk.screen.contains("Only the best hand wins the run"));
}

TEST_CASE("act 4's introduction still shows the ascension's rules at 80x24",
          "[ui][campaign][act-four]") {
  RunDesk desk;
  cp::Run run = act_four(6);
  run.perks = {"crib-sheet"};
  REQUIRE(desk.play(run) == interrupted_status);
  INFO(desk.screen.all());
  CHECK(desk.screen.contains("Ascension 6"));
  // The chapter's summary gives way to the ascension's rules.
  CHECK_FALSE(desk.screen.contains("Pay to get into an auction house"));
  CHECK(desk.screen.contains("Perks here: Crib Sheet"));
  CHECK(desk.screen.contains("Only the best hand wins the run"));
  const std::string last_rule = cp::ascension_modifiers(6).back();
  CHECK(desk.screen.contains(last_rule.substr(0, last_rule.find(':')) + "."));
}

TEST_CASE("act 4's results page says what the table paid and why, twelve seats at 80x24",
          "[ui][campaign][act-four]") {
  RunDesk desk;
  cp::Run run = act_four();
  run.tokens = 2;
  run.garnets = 2;
  run.room = run.district.house();
  run.stage = cp::Stage::table;
  TablePayout paid;
  paid.garnets = 1 - 2;
  paid.reasons = {"Two Pair: 1 garnet.", "Garnets traded for cash at the table: 2."};
  paid.trust.assign(12, 0);
  paid.trust[3] = 1;
  cp::finish_table(run, campaign_content(), hands_with_player(run, 3), paid);
  REQUIRE(desk.play(run) == interrupted_status);
  INFO(desk.screen.all());
  CHECK(desk.screen.contains("Act 4 of 4: Auction Auction, the results"));
  CHECK(desk.screen.contains("You finished 3rd of 12."));
  CHECK(desk.screen.contains("You spend 1 garnet net and lose 1 token of life:"));
  CHECK(desk.screen.contains("Two Pair: 1 garnet."));
  CHECK(desk.screen.contains("Garnets traded for cash at the table: 2."));
  CHECK(desk.screen.contains("Short of first place at the last act: you lose a token of life."));
  CHECK(desk.screen.contains("1 kept, 0 broken"));
  CHECK(desk.screen.contains("9 rivals finished below you and now hold a grudge"));
  CHECK(desk.screen.contains("the house deals again"));
  // Every seat is on the page, the player among them.
  for (const std::string& id : run.table.rivals)
    CHECK(desk.screen.contains(campaign_content().roster.find(id)->name));
}

TEST_CASE("the help says how act 4 pays and that rivals remember promises",
          "[ui][campaign][act-four]") {
  std::string help;
  for (const std::string& paragraph : help_text(glyphs_for(false)))
    help += paragraph + "\n";
  CHECK_THAT(help, Catch::Contains("Auction Auction (act 4) pays by hands instead of places"));
  CHECK_THAT(help, Catch::Contains("every garnet you trade there is gone from the run"));
  CHECK_THAT(help, Catch::Contains("The rivals remember the promises you made them"));
}

}  // namespace
}  // namespace gavel::ui::testing
