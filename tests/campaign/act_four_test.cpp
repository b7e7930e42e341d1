// Act 4, Auction Auction: a table of twelve, paid by hands (Chapter::payout) instead
// of places, the run's garnets brought to it, the promises remembered, and the perks
// and rumours that act on it alone.

#include <algorithm>
#include <set>

#include <catch2/catch.hpp>

#include "campaign/acts.h"
#include "gavel/ai/agents.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/run_checks.h"
#include "gavel/campaign/summary.h"
#include "gavel/campaign/table.h"
#include "gavel/games/catalog.h"
#include "support/shipped_content.h"

namespace gavel::campaign {
namespace {

using testing::at_act;
using testing::campaign_content;
using testing::shipped_content_dir;
using testing::told_at;
using testing::walk_to_house;
using testing::with_player;

// The last act's rules at act 4 hold in a run of four acts, as runs begun before
// Cosmic Encounter was act 5 still have (their saves keep their chapters).
constexpr std::size_t four_acts = 4;

// A run at its fourth act's introduction, its first three tables finished 2nd; a run
// of `acts` acts (a new run has five).
Run at_act_four(std::uint64_t seed = 41, std::size_t acts = 5) {
  return at_act(3, seed, acts);
}

// The same run standing at its table, eleven rivals of the roster seated as act 4's
// draw would seat them once the chapter has its rivals.
Run at_act_four_table(std::uint64_t seed = 41, std::size_t acts = 5) {
  Run run = at_act_four(seed, acts);
  if (run.table.rivals.empty()) {
    Run drawn = run;
    drawn.chapters[3] = "auction-web";  // a chapter with rivals, for the draw alone
    drawn.table.chapter = "auction-web";
    draw_rivals(drawn, campaign_content());
    run.table.rivals = drawn.table.rivals;
    run.table.skill_shifts = drawn.table.skill_shifts;
  }
  walk_to_house(run);
  return run;
}

// The run as a save would hold it: without the rivals seated for the draw alone while
// the chapter seats nameless agents.
Run as_saved(Run run) {
  if (!has_rivals(act_chapter(run))) {
    run.table.rivals.clear();
    run.table.skill_shifts.clear();
  }
  return run;
}

TEST_CASE("a new run has Auction Auction as its fourth act, at a table of twelve",
          "[campaign][act-four]") {
  const Run start = start_run(campaign_content(), 3, 0);
  REQUIRE(start.chapters.size() == 5);
  REQUIRE(start.chapters[3] == "auction-auction");
  const Run run = at_act_four();
  REQUIRE(run.chapter() == "auction-auction");
  REQUIRE_FALSE(run.last_act());  // Cosmic Encounter comes after it
  REQUIRE(at_act_four(41, four_acts).last_act());
  REQUIRE(run.stage == Stage::intro);
  REQUIRE(run.table.players == 12);
  REQUIRE(run.district.depth() == 5);
  REQUIRE_NOTHROW(check_run(as_saved(run), campaign_content()));
  const Chapter* chapter = find_chapter("auction-auction");
  REQUIRE(chapter != nullptr);
  REQUIRE(chapter->payout);
  if (has_rivals(*chapter)) {
    std::set<std::string> seated(run.table.rivals.begin(), run.table.rivals.end());
    REQUIRE(seated.size() == 11);
  }
}

TEST_CASE("the roster seats eleven different rivals at act 4 and at Quick play",
          "[campaign][act-four]") {
  REQUIRE(campaign_content().roster.rivals.size() >= 12);
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    INFO("seed " << seed);
    const Run run = at_act_four_table(seed);
    REQUIRE(run.table.rivals.size() == 11);
    std::set<std::string> seated(run.table.rivals.begin(), run.table.rivals.end());
    REQUIRE(seated.size() == 11);
    for (const std::string& id : run.table.rivals)
      REQUIRE(campaign_content().roster.find(id) != nullptr);
    // The two deepest grudges met earlier come back, at the least.
    std::vector<std::pair<int, std::string>> holders;
    for (const std::string& id : met_rivals(run)) {
      if (run.grudges.count(id) > 0 && run.grudges.at(id) > 0)
        holders.emplace_back(run.grudges.at(id), id);
    }
    std::stable_sort(holders.begin(), holders.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::size_t i = 0; i < std::min<std::size_t>(2, holders.size()); ++i)
      REQUIRE(seated.count(holders[i].second) == 1);
    // Quick play's draw: eleven named rivals from the whole roster.
    const std::vector<Rival> quick = draw_table(campaign_content().roster, seed, 11);
    std::set<std::string> named;
    for (const Rival& rival : quick)
      named.insert(rival.name);
    REQUIRE(named.size() == 11);
  }
}

TEST_CASE("Auction Auction's table pays the run by hands, not places", "[campaign][act-four]") {
  SECTION("the best hand: its garnets, tokens refilled, the reasons kept") {
    Run run = at_act_four_table();
    run.tokens = 1;
    run.garnets = 4;
    TablePayout paid;
    paid.garnets = 3 + 2;
    paid.refill_tokens = true;
    paid.reasons = {"The best hand.", "Three of a Kind."};
    finish_table(run, campaign_content(), with_player(run, 1), paid);
    REQUIRE(run.garnets == 9);
    REQUIRE(run.tokens == max_tokens);
    const ChapterResult& result = run.results.back();
    REQUIRE(result.chapter == "auction-auction");
    REQUIRE(result.garnets == 5);
    REQUIRE(result.tokens == 2);
    REQUIRE(result.reasons == paid.reasons);
    REQUIRE(result.places.size() == 12);
    // Grudges as at every table: every rival below the player.
    for (const std::string& rival : run.table.rivals)
      REQUIRE(run.grudges.at(rival) >= 1);
    REQUIRE_NOTHROW(check_run(as_saved(run), campaign_content()));
    // Act 5 comes next; in a run of four acts the best hand wins it.
    Run four = at_act_four_table(41, four_acts);
    finish_table(four, campaign_content(), with_player(four, 1), paid);
    move_on(run, campaign_content());
    REQUIRE(run.stage == Stage::intro);
    REQUIRE(run.chapter() == "cosmic-lucre");
    move_on(four, campaign_content());
    REQUIRE(four.stage == Stage::won);
  }
  SECTION("the worst hand costs a token, once, and a Soft Landing takes it") {
    Run run = at_act_four_table();
    run.tokens = 3;
    const auto grudges = run.grudges;
    TablePayout paid;
    paid.tokens = -1;
    paid.reasons = {"The worst hand."};
    finish_table(run, campaign_content(), with_player(run, 12), paid);
    REQUIRE(run.tokens == 2);  // the last act's rule takes no second token
    REQUIRE(run.results.back().tokens == -1);
    REQUIRE(run.grudges == grudges);  // nobody finished below: no new grudge
    Run soft = at_act_four_table();
    soft.tokens = 2;
    soft.perks = {"soft-landing"};
    finish_table(soft, campaign_content(), with_player(soft, 12), paid);
    REQUIRE(soft.tokens == 2);
    REQUIRE(soft.perks.empty());
    REQUIRE(soft.results.back().reasons.back().find("Soft Landing") != std::string::npos);
  }
  SECTION("short of the best hand at the last act, a token, and the house deals again") {
    Run five = at_act_four_table();  // not the last act of five: nothing more is lost
    five.tokens = 3;
    TablePayout two_pair;
    two_pair.garnets = 1;
    finish_table(five, campaign_content(), with_player(five, 5), two_pair);
    REQUIRE(five.tokens == 3);
    for (const std::string& reason : five.results.back().reasons)
      REQUIRE(reason.find("last act") == std::string::npos);
    Run run = at_act_four_table(41, four_acts);
    run.tokens = 3;
    run.garnets = 3;
    TablePayout paid;
    paid.garnets = 1;
    paid.reasons = {"Two Pair: 1 garnet."};
    finish_table(run, campaign_content(), with_player(run, 5), paid);
    REQUIRE(run.tokens == 2);
    REQUIRE(run.garnets == 3 + 1);
    REQUIRE(run.results.back().reasons.size() == 2);
    move_on(run, campaign_content());
    REQUIRE(run.stage == Stage::intro);
    REQUIRE(run.chapter() == "auction-auction");
    REQUIRE(run.table.draws == 1);
  }
  SECTION("a Garnet Eye pays the upper half here too") {
    Run run = at_act_four_table();
    run.perks = {"garnet-eye"};
    TablePayout paid;
    paid.garnets = 1;
    finish_table(run, campaign_content(), with_player(run, 6), paid);
    REQUIRE(run.results.back().garnets == 2);
    Run lower = at_act_four_table();
    lower.perks = {"garnet-eye"};
    finish_table(lower, campaign_content(), with_player(lower, 7), paid);
    REQUIRE(lower.results.back().garnets == 1);
    Run unpaid = at_act_four_table(41, four_acts);
    finish_table(unpaid, campaign_content(), with_player(unpaid, 7), TablePayout{});
    REQUIRE(unpaid.results.back().reasons ==
            std::vector<std::string>{
                "Short of first place at the last act: you lose a token of life."});
  }
}

TEST_CASE("garnets traded at the table come out of the run, never below none",
          "[campaign][act-four]") {
  Run run = at_act_four_table();
  run.garnets = 3;
  TablePayout paid;
  paid.garnets = 1 - 5;  // Two Pair, and five garnets traded
  finish_table(run, campaign_content(), with_player(run, 4), paid);
  REQUIRE(run.garnets == 0);
  REQUIRE(run.results.back().garnets == -3);
  REQUIRE(run.tallies.back().garnets == 0);
  REQUIRE_NOTHROW(check_run(as_saved(run), campaign_content()));
}

TEST_CASE("the table brings the run's garnets, and a real game pays by its payout",
          "[campaign][act-four]") {
  Run run = at_act_four_table(7);
  run.garnets = 5;
  const Chapter& chapter = act_chapter(run);
  REQUIRE(boons_for(run, campaign_content(), chapter).garnets == 5);
  // Other chapters are brought none: they do not read the boon.
  REQUIRE(boons_for(run, campaign_content(), *find_chapter("mintopia")).garnets == -1);
  {
    TablePlay table(run, campaign_content(), shipped_content_dir,
                    make_agent(chapter, default_agent(chapter), shipped_content_dir));
    REQUIRE(run.table.boons.garnets == 5);
    REQUIRE(table.match().state().fact("garnets.0") == "5");
    while (table.match().step()) {
    }
    const std::string traded = table.match().state().fact("traded.0");
    const TablePayout paid = chapter.payout(table.match().state());
    table.finish();
    const ChapterResult& result = run.results.back();
    REQUIRE(result.reasons.size() >= 1);
    REQUIRE(run.garnets == std::max(0, 5 + result.garnets));
    REQUIRE(result.garnets == std::max(paid.garnets, -5));
    INFO("traded " << traded);
    REQUIRE(run.stage == Stage::results);
  }
  REQUIRE_NOTHROW(check_run(as_saved(run), campaign_content()));
}

TEST_CASE("rivals remember the promises the player kept and broke, for the run",
          "[campaign][act-four]") {
  Run run = at_act_four_table();
  const std::string kept = run.table.rivals[0];
  const std::string broken = run.table.rivals[1];
  TablePayout paid;
  paid.trust.assign(12, 0);
  paid.trust[1] = 2;   // two promises kept to seat 1
  paid.trust[2] = -1;  // one broken to seat 2
  finish_table(run, campaign_content(), with_player(run, 3), paid);
  REQUIRE(run.trust.at(kept) == 2);
  REQUIRE(run.trust.at(broken) == -1);
  REQUIRE(run.trust.size() == 2);
  REQUIRE(run.results.back().reasons.back().find("2 kept, 1 broken") != std::string::npos);
  REQUIRE_NOTHROW(check_run(as_saved(run), campaign_content()));

  // At a later table trust shifts the rival's partner affinity, within 0..10.
  run.stage = Stage::table;
  const std::vector<Rival> later = table_rivals(run, campaign_content());
  const Traits& kept_base = campaign_content().roster.find(kept)->traits;
  const Traits& broken_base = campaign_content().roster.find(broken)->traits;
  REQUIRE(later[0].traits.partner_affinity ==
          std::clamp(kept_base.partner_affinity + 2, 0, max_trait));
  REQUIRE(later[1].traits.partner_affinity ==
          std::clamp(broken_base.partner_affinity - 1, 0, max_trait));
  run.trust[kept] = 40;
  run.trust[broken] = -40;
  const std::vector<Rival> clamped = table_rivals(run, campaign_content());
  REQUIRE(clamped[0].traits.partner_affinity == max_trait);
  REQUIRE(clamped[1].traits.partner_affinity == 0);

  // A save with trust out of bounds, or held by a stranger, is refused.
  Run bad = run;
  bad.trust["nobody-at-all"] = 1;
  REQUIRE_THROWS_WITH(check_run(as_saved(bad), campaign_content()), Catch::Contains("run.trust"));
  bad = run;
  bad.trust[kept] = most_trust + 1;
  REQUIRE_THROWS_WITH(check_run(as_saved(bad), campaign_content()), Catch::Contains("run.trust"));
}

TEST_CASE("Auction Auction's perks act at its table alone, and others' do not leak into it",
          "[campaign][act-four]") {
  Run run = at_act_four_table();
  const Chapter& auction = *find_chapter("auction-auction");
  run.perks = {"crib-sheet", "sewn-in-lining", "mint-tin", "deep-pockets", "opening-gavel"};
  const Boons here = boons_for(run, campaign_content(), auction);
  REQUIRE(here.house_colours == 1);
  REQUIRE(here.extra_money == 3);  // the Lining's, not Mint Tin's nor Deep Pockets'
  REQUIRE_FALSE(here.starts);      // Opening Gavel names the other chapters
  for (const char* id : {"auction-web", "auctionland", "mintopia"}) {
    const Boons there = boons_for(run, campaign_content(), *find_chapter(id));
    REQUIRE(there.house_colours == 0);
    REQUIRE(there.extra_money != 3);
  }
  // At the table: $30 more and the first house's colour known.
  run.perks = {"crib-sheet", "sewn-in-lining"};
  TablePlay table(run, campaign_content(), shipped_content_dir);
  const State& state = table.match().state();
  REQUIRE(state.fact("cash.0") == "130");
  REQUIRE(state.fact("cash.1") == "100");
  REQUIRE(state.fact("sees.0").rfind("Dr. E red", 0) == 0);
  REQUIRE(state.fact("sees.1").rfind("Dr. E ?", 0) == 0);
}

TEST_CASE("Auction Auction's rumours are told for its table, and other gifts stay away",
          "[campaign][act-four]") {
  // Every rumour heard but one: a Rumour room tells that one, or is quiet.
  Run first = start_run(campaign_content(), 41, 0);
  Run fourth = at_act_four(41);
  fourth.table.rivals.clear();  // nameless seats: no rumour may name one
  fourth.table.skill_shifts.clear();
  // The mattress's dollars are for Auction Auction's table: never told before act 4.
  REQUIRE_FALSE(told_at(first, "stuffed-mattress"));
  REQUIRE(told_at(fourth, "stuffed-mattress"));
  // The house painter's colour waits for Auction Auction, the only chapter that reads it.
  REQUIRE(told_at(first, "house-painter"));
  REQUIRE(told_at(fourth, "house-painter"));
  // Counterfeit dollars are for Auctionland or New Mintopia City, not for act 4.
  REQUIRE(told_at(first, "counterfeit-cash"));
  REQUIRE_FALSE(told_at(fourth, "counterfeit-cash"));

  // A gift of one house's colour, kept from act 1 for Auction Auction's table.
  Run run = at_act_four_table();
  run.pending.house_colours = 1;
  run.pending.extra_money = 3;
  const Boons boons = boons_for(run, campaign_content(), *find_chapter("auction-auction"));
  REQUIRE(boons.house_colours == 1);
  REQUIRE(boons.extra_money == 3);
  TablePlay table(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.pending.house_colours == 0);
  REQUIRE(run.pending.extra_money == 0);
  REQUIRE(table.match().state().fact("cash.0") == "130");
}

TEST_CASE("the run's summary lists a table of twelve and what it paid, and scores its rivals",
          "[campaign][act-four]") {
  Run run = at_act_four_table(41, four_acts);  // won there, as the last act
  TablePayout paid;
  paid.garnets = 3;
  paid.refill_tokens = true;
  paid.reasons = {"The best hand: 3 garnets, and your tokens of life are refilled."};
  const int before = run_score(run);
  finish_table(run, campaign_content(), with_player(run, 1), paid);
  move_on(run, campaign_content());
  REQUIRE(run.stage == Stage::won);
  const std::string summary = run_summary(run, campaign_content());
  INFO(summary);
  REQUIRE(summary.find("Act 4: Auction Auction\n") != std::string::npos);
  REQUIRE(summary.find("    12th  ") != std::string::npos);
  REQUIRE(summary.find("    The best hand: 3 garnets, and your tokens of life are refilled.\n") !=
          std::string::npos);
  for (const std::string& id : run.table.rivals)
    REQUIRE(summary.find(campaign_content().roster.find(id)->name) != std::string::npos);
  // 25 a rival beaten (eleven), 50 the first place, 10 a garnet, 200 the run won.
  REQUIRE(run_score(run) == before + 11 * 25 + 50 + 3 * 10 + 200);
}

}  // namespace
}  // namespace gavel::campaign
