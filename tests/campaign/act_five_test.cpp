// Act 5, Cosmic Encounter: the last table of the run, where only 1st place (alone or
// shared) wins it; the perks and rumours that act on it alone (Lucre, a third alien,
// a known flare); and the deal its introduction reads, as the player's view holds it.

#include <algorithm>
#include <map>
#include <set>

#include <catch2/catch.hpp>

#include "campaign/acts.h"
#include "gavel/ai/agents.h"
#include "gavel/campaign/autopilot.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/run_checks.h"
#include "gavel/campaign/summary.h"
#include "gavel/campaign/table.h"
#include "gavel/games/catalog.h"
#include "gavel/games/cosmic/state.h"
#include "gavel/games/cosmic/view.h"
#include "support/shipped_content.h"

namespace gavel::campaign {
namespace {

using testing::at_act;
using testing::campaign_content;
using testing::shipped_content_dir;
using testing::told_at;
using testing::walk_to_house;
using testing::with_player;

// A run at its fifth act's introduction, its first four tables finished 2nd (act 4
// paid by hands: nothing, as a hand short of the best).
Run at_act_five(std::uint64_t seed = 51) {
  return at_act(4, seed);
}

// The same run standing at its table, walked to the house along the first corridors.
Run at_act_five_table(std::uint64_t seed = 51) {
  Run run = at_act_five(seed);
  walk_to_house(run);
  return run;
}

const cosmic::CosmicState& cosmic_game(TablePlay& table) {
  return dynamic_cast<const cosmic::CosmicState&>(table.match().state());
}

bool is_flare(const cosmic::CosmicState& game, cosmic::CardId card) {
  return game.cards()[card].kind == cosmic::CardKind::flare;
}

TEST_CASE("a new run has five acts, Cosmic Encounter the fifth and last, with named rivals",
          "[campaign][act-five]") {
  const Run start = start_run(campaign_content(), 3, 0);
  REQUIRE(start.chapters == std::vector<std::string>{"auction-web", "auctionland", "mintopia",
                                                     "auction-auction", "cosmic-lucre"});
  REQUIRE_FALSE(start.last_act());
  const Run run = at_act_five();
  REQUIRE(run.chapter() == "cosmic-lucre");
  REQUIRE(run.last_act());
  REQUIRE(run.stage == Stage::intro);
  REQUIRE(run.table.players == 4);
  REQUIRE(run.district.depth() == 5);
  // The roster's rivals play it, each with its own traits, those met before coming back.
  REQUIRE(run.table.rivals.size() == 3);
  const std::set<std::string> seated(run.table.rivals.begin(), run.table.rivals.end());
  REQUIRE(seated.size() == 3);
  for (const std::string& id : run.table.rivals)
    REQUIRE(campaign_content().roster.find(id) != nullptr);
  REQUIRE_NOTHROW(check_run(run, campaign_content()));
}

TEST_CASE("the act 5 table seats the roster's rivals with their traits as they play there",
          "[campaign][act-five]") {
  Run run = at_act_five_table();
  const std::vector<Rival> rivals = table_rivals(run, campaign_content());
  REQUIRE(rivals.size() == 3);
  TablePlay table(run, campaign_content(), shipped_content_dir);
  REQUIRE(table.seats().size() == 4);
  REQUIRE_FALSE(table.seats()[0].has_value());
  for (std::size_t seat = 1; seat < 4; ++seat) {
    REQUIRE(table.seats()[seat].has_value());
    const Rival& rival = *table.seats()[seat];
    REQUIRE(rival.id == run.table.rivals[seat - 1]);
    // Act 5 sharpens them by the act's number (grudges and ascension aside).
    const Rival& base = *campaign_content().roster.find(rival.id);
    REQUIRE(rival.traits.skill >= std::min(base.traits.skill + 4, max_trait));
  }
}

TEST_CASE("at act 5 only 1st place, alone or shared, wins the run", "[campaign][act-five]") {
  SECTION("1st place wins") {
    Run run = at_act_five_table();
    finish_table(run, campaign_content(), with_player(run, 1));
    REQUIRE(run.results.back().garnets >= first_place_garnets);
    move_on(run, campaign_content());
    REQUIRE(run.stage == Stage::won);
  }
  SECTION("a shared win wins") {
    Run run = at_act_five_table();
    std::vector<Standing> shared = with_player(run, 1);
    shared[2] = {1, 0};  // another seat reached five colonies in the same encounter
    shared[1] = {3, 0};
    shared[3] = {4, 0};
    finish_table(run, campaign_content(), shared);
    move_on(run, campaign_content());
    REQUIRE(run.stage == Stage::won);
  }
  SECTION("2nd place costs a token and the house deals again") {
    Run run = at_act_five_table();
    run.tokens = 2;
    finish_table(run, campaign_content(), with_player(run, 2));
    REQUIRE(run.tokens == 1);
    move_on(run, campaign_content());
    REQUIRE(run.stage == Stage::intro);
    REQUIRE(run.chapter() == "cosmic-lucre");
    REQUIRE(run.table.draws == 1);
    REQUIRE(run.district.depth() == 1);
  }
}

TEST_CASE("Cosmic Encounter's perks reach its table alone, and others' do not leak into it",
          "[campaign][act-five]") {
  Run run = at_act_five_table();
  const Chapter& cosmic = *find_chapter("cosmic-lucre");
  run.perks = {"offworld-account", "star-chart", "smuggled-flare", "deep-pockets",
               "sewn-in-lining"};
  const Boons here = boons_for(run, campaign_content(), cosmic);
  REQUIRE(here.extra_money == 3);  // the Account's, not Deep Pockets' nor the Lining's
  REQUIRE(here.extra_aliens == 1);
  REQUIRE(here.known_flare);
  // Elsewhere each money perk is its own chapter's: Deep Pockets' $5, the Lining's $30.
  const std::map<std::string, int> money = {
      {"auction-web", 0}, {"auctionland", 5}, {"mintopia", 0}, {"auction-auction", 3}};
  for (const auto& [id, amount] : money) {
    const Boons there = boons_for(run, campaign_content(), *find_chapter(id));
    REQUIRE(there.extra_aliens == 0);
    REQUIRE_FALSE(there.known_flare);
    REQUIRE(there.extra_money == amount);
  }
  for (const char* id : {"offworld-account", "star-chart", "smuggled-flare"}) {
    const Perk* perk = campaign_content().perk(id);
    REQUIRE(perk != nullptr);
    REQUIRE(perk->chapters == std::vector<std::string>{"cosmic-lucre"});
    REQUIRE(is_boon(perk->effect));
  }
}

TEST_CASE("the Star Chart deals the player three aliens, the rivals two, at the table",
          "[campaign][act-five]") {
  Run plain = at_act_five_table();
  TablePlay without(plain, campaign_content(), shipped_content_dir);
  REQUIRE(without.match().advance() == 0);
  const std::vector<int> two = cosmic_game(without).dealt_aliens(0);
  REQUIRE(two.size() == 2);

  Run run = at_act_five_table();
  run.perks = {"star-chart"};
  TablePlay table(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.table.boons.extra_aliens == 1);
  REQUIRE(table.match().advance() == 0);
  const auto& game = cosmic_game(table);
  REQUIRE(game.phase() == cosmic::Phase::choose_alien);
  const std::vector<int>& three = game.dealt_aliens(0);
  REQUIRE(three.size() == 3);
  // The same deal, one more: the first two are those dealt without the chart.
  REQUIRE(std::vector<int>(three.begin(), three.begin() + 2) == two);
  for (Seat seat = 1; seat < 4; ++seat)
    REQUIRE(game.dealt_aliens(seat).size() == 2);
  REQUIRE(game.legal_moves().size() == 3);
}

TEST_CASE("the Smuggled Flare puts a flare of an alien nobody was dealt in the player's hand",
          "[campaign][act-five]") {
  Run run = at_act_five_table();
  run.perks = {"smuggled-flare"};
  TablePlay table(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.table.boons.known_flare);
  REQUIRE(table.match().advance() == 0);
  const auto& game = cosmic_game(table);
  REQUIRE(game.hand(0).size() == 1);
  const cosmic::CardId flare = game.hand(0).front();
  REQUIRE(is_flare(game, flare));
  const int alien = game.cards()[flare].value;
  for (Seat seat = 0; seat < 4; ++seat) {
    const auto& dealt = game.dealt_aliens(seat);
    REQUIRE(std::find(dealt.begin(), dealt.end(), alien) == dealt.end());
    if (seat > 0) REQUIRE(game.hand(seat).empty());
  }
  // The others only learn that a flare was drawn.
  const auto theirs = game.log_for(1);
  REQUIRE(std::any_of(theirs.begin(), theirs.end(), [](const std::string& line) {
    return line.find("draws a flare of an alien nobody was dealt") != std::string::npos;
  }));
  for (const std::string& line : theirs)
    REQUIRE(line.find(cosmic::alien_name(static_cast<cosmic::Alien>(alien))) == std::string::npos);
  // Kept through the choosing: never shuffled into the deck nor among the unused.
  Run played = run;
  TablePlay on(played, campaign_content(), shipped_content_dir,
               make_agent(*find_chapter("cosmic-lucre"), "scripted", shipped_content_dir));
  while (cosmic_game(on).phase() == cosmic::Phase::choose_alien && on.match().step()) {
  }
  const auto& after = cosmic_game(on);
  const auto& deck = after.deck();
  REQUIRE(std::find(deck.begin(), deck.end(), flare) == deck.end());
  const auto& unused = after.unused_flares();
  REQUIRE(std::find(unused.begin(), unused.end(), flare) == unused.end());
  const auto& hand = after.hand(0);
  REQUIRE(std::find(hand.begin(), hand.end(), flare) != hand.end());
}

TEST_CASE("the preview of the act 5 table is the deal the player then sits down to",
          "[campaign][act-five]") {
  Run run = at_act_five();
  run.perks = {"star-chart", "smuggled-flare"};
  const std::unique_ptr<View> preview = table_preview(run, campaign_content(), shipped_content_dir);
  const auto& seen = dynamic_cast<const cosmic::CosmicView&>(*preview);
  REQUIRE(seen.me == 0);
  REQUIRE(seen.dealt.size() == 3);
  REQUIRE(seen.hand.size() == 1);
  REQUIRE(seen.hand.front().kind == cosmic::CardKind::flare);
  REQUIRE(run.stage == Stage::intro);  // nothing of the run changed
  REQUIRE_FALSE(run.table.started);

  Run table_run = run;
  table_run.district.rooms.back().visited = true;
  table_run.room = table_run.district.house();
  table_run.stage = Stage::table;
  TablePlay table(table_run, campaign_content(), shipped_content_dir);
  REQUIRE(table.match().advance() == 0);
  const auto at_table = table.match().state().view(0);
  const auto& sat = dynamic_cast<const cosmic::CosmicView&>(*at_table);
  REQUIRE(sat.dealt == seen.dealt);
  REQUIRE(sat.hand_ids == seen.hand_ids);
  // Once the game is under way the preview is the game as it stands.
  table.record();
  REQUIRE(dynamic_cast<const cosmic::CosmicView&>(
              *table_preview(table_run, campaign_content(), shipped_content_dir))
              .dealt == sat.dealt);
}

TEST_CASE("Cosmic Encounter's rumours are told for its table, and their gifts reach it",
          "[campaign][act-five]") {
  // Every rumour heard but one: a Rumour room tells that one, or is quiet.
  Run first = start_run(campaign_content(), 52, 0);
  Run fifth = at_act_five(52);
  for (const char* id : {"lucre-smuggler", "xenologist"}) {
    INFO(id);
    const Rumour* rumour = campaign_content().rumour(id);
    REQUIRE(rumour != nullptr);
    REQUIRE(rumour->chapters == std::vector<std::string>{"cosmic-lucre"});
    REQUIRE(told_at(fifth, id));
  }
  // The smuggler's Lucre is extra-money, which earlier tables read: not told before act 5.
  REQUIRE_FALSE(told_at(first, "lucre-smuggler"));

  // Gifts of both kinds, kept for the table, used up when it is dealt.
  Run run = at_act_five_table();
  run.pending.extra_aliens = 1;
  run.pending.known_flare = true;
  run.pending.extra_money = 2;
  const Boons boons = boons_for(run, campaign_content(), *find_chapter("cosmic-lucre"));
  REQUIRE(boons.extra_aliens == 1);
  REQUIRE(boons.known_flare);
  REQUIRE(boons.extra_money == 2);
  TablePlay table(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.pending == Boons{});
  REQUIRE(table.match().advance() == 0);
  REQUIRE(cosmic_game(table).dealt_aliens(0).size() == 3);
  REQUIRE(cosmic_game(table).hand(0).size() == 1);
}

TEST_CASE("the rumours' choices at act 5 give the boons they say", "[campaign][act-five]") {
  const Rumour& xenologist = *campaign_content().rumour("xenologist");
  REQUIRE(xenologist.choices[0].effects ==
          std::vector<Effect>{{Effect::Kind::boon, 1, "extra-aliens"}});
  REQUIRE(xenologist.choices[1].effects ==
          std::vector<Effect>{{Effect::Kind::boon, 1, "known-flare"}});
  const Rumour& smuggler = *campaign_content().rumour("lucre-smuggler");
  REQUIRE(smuggler.choices[0].effects ==
          std::vector<Effect>{{Effect::Kind::boon, 3, "extra-money"}});
}

TEST_CASE("the autopilot plays act 5 to its end, the player's seat with its boons",
          "[campaign][act-five][autoplay]") {
  Run run = at_act_five_table(53);
  run.perks = {"star-chart", "smuggled-flare", "offworld-account"};
  run.tokens = 1;
  autoplay(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.over());
  REQUIRE_NOTHROW(check_run(run, campaign_content()));
  const ChapterResult& result = run.results.back();
  REQUIRE(result.chapter == "cosmic-lucre");
  REQUIRE(result.places.size() == 4);
  REQUIRE((run.stage == Stage::won) == (result.places.front() == 1));
  const std::string summary = run_summary(run, campaign_content());
  REQUIRE(summary.find("Act 5: Cosmic Encounter: Lucre\n") != std::string::npos);
}

TEST_CASE("Cosmic Encounter's boons are named in scripts and bounded", "[campaign][act-five]") {
  Boons boons;
  set_boon(boons, "extra-aliens", 2);
  set_boon(boons, "known-flare", 1);
  REQUIRE(boons.extra_aliens == 2);
  REQUIRE(boons.known_flare);
  // Five seats are dealt ten of the fourteen aliens: two more leave two undealt, whose
  // flares the known flare is drawn from.
  REQUIRE_THROWS_WITH(set_boon(boons, "extra-aliens", 3), Catch::Contains("0 to 2"));
  REQUIRE_THROWS_WITH(set_boon(boons, "known-flare", 2), Catch::Contains("0 to 1"));
  add_boon(boons, "extra-aliens", 5);
  REQUIRE(boons.extra_aliens == 2);
  const auto values = boon_values(boons);
  REQUIRE(std::find(values.begin(), values.end(), std::pair<std::string, int>{"known-flare", 1}) !=
          values.end());
  Boons wild;
  wild.extra_aliens = 7;
  REQUIRE_THROWS_WITH(check_boons(wild, "run.pending"),
                      Catch::Contains("run.pending.extra_aliens"));
  const Chapter& cosmic = *find_chapter("cosmic-lucre");
  REQUIRE(cosmic.boons == std::vector<std::string>{"extra-money", "extra-aliens", "known-flare"});
}

}  // namespace
}  // namespace gavel::campaign
