// The run's rules, move by move (campaign/progress.h states them).

#include "gavel/campaign/progress.h"

#include <set>

#include <catch2/catch.hpp>

#include "gavel/ai/agents.h"
#include "gavel/ai/search_agent.h"
#include "gavel/campaign/ascension.h"
#include "gavel/campaign/pages.h"
#include "gavel/campaign/run_checks.h"
#include "gavel/campaign/table.h"
#include "gavel/core/error.h"
#include "gavel/games/catalog.h"
#include "support/shipped_content.h"

namespace gavel::campaign {
namespace {

using Catch::Contains;
using testing::campaign_content;

using testing::shipped_content_dir;

// A room of the district of the given kind, or -1.
int room_of(const Run& run, RoomKind kind) {
  for (int i = 0; i < static_cast<int>(run.district.rooms.size()); ++i) {
    if (run.district.rooms[static_cast<std::size_t>(i)].kind == kind) return i;
  }
  return -1;
}

// Puts the player in a room as if they had walked there.
void stand_in(Run& run, RoomKind kind) {
  enter_district(run);
  run.stage = Stage::walking;
  const int room = room_of(run, kind);
  REQUIRE(room > 0);
  run.room = room - 0;
  // Walk into it from a room with a corridor to it.
  for (int from = 0; from < room; ++from) {
    const auto& exits = run.district.rooms[static_cast<std::size_t>(from)].exits;
    if (std::find(exits.begin(), exits.end(), room) != exits.end()) {
      run.room = from;
      walk(run, campaign_content(), room);
      return;
    }
  }
  FAIL("no corridor into the room");
}

// Standings with seat 0 in `place` of the run's table, the others filling the rest,
// each scoring 10 for every place from the last up to its own (the last scores 10).
std::vector<Standing> with_player_and_scores(const Run& run, int place) {
  std::vector<Standing> standings(static_cast<std::size_t>(run.table.players));
  const int players = run.table.players;
  standings[0] = {place, 10 * (players + 1 - place)};
  int next = 1;
  for (std::size_t seat = 1; seat < standings.size(); ++seat) {
    if (next == place) ++next;
    standings[seat] = {next, 10 * (players + 1 - next)};
    ++next;
  }
  return standings;
}

// A run seated at act `act`'s table, its earlier tables finished 2nd. `chapters`,
// when given, are the run's acts instead of today's (an older run's).
Run at_act_table(int act = 0, const std::vector<std::string>& chapters = {}) {
  Run run = start_run(campaign_content(), 77, 0);
  if (!chapters.empty()) run.chapters = chapters;
  while (run.act < act) {
    run.stage = Stage::table;
    finish_table(run, campaign_content(), with_player_and_scores(run, 2));
    move_on(run, campaign_content());
  }
  run.stage = Stage::table;
  return run;
}

TEST_CASE("a run starts with every built chapter, 3 garnets and 2 tokens", "[campaign][run]") {
  const Run run = start_run(campaign_content(), 11, 0);
  REQUIRE(run.chapters.size() == all_chapters().size());
  REQUIRE(run.chapters.front() == "auction-web");
  REQUIRE(run.tokens == 2);
  REQUIRE(run.garnets == 3);
  REQUIRE(run.stage == Stage::intro);
  REQUIRE(run.district.depth() == 3);
  REQUIRE(run.table.chapter == "auction-web");
  REQUIRE(run.table.players == 4);
  REQUIRE(run.table.rivals.size() == 3);
  REQUIRE(run.tallies.size() == 1);
  REQUIRE(start_run(campaign_content(), 11, 0) == run);
  REQUIRE_FALSE(start_run(campaign_content(), 12, 0) == run);
  // Ascension 3 takes a token; ascension 4 has every rival begin with a grudge.
  REQUIRE(start_run(campaign_content(), 11, 3).tokens == 1);
  REQUIRE(start_run(campaign_content(), 11, 4).grudges.at("kestrel") == 1);
  REQUIRE(start_run(campaign_content(), 11, 3).grudges.empty());
}

TEST_CASE("the player walks only along corridors, one room at a time", "[campaign][run]") {
  Run run = start_run(campaign_content(), 5, 0);
  REQUIRE(ways_on(run).empty());  // the introduction comes first
  REQUIRE_THROWS_AS(walk(run, campaign_content(), 1), Error);
  enter_district(run);
  const std::vector<int> ways = ways_on(run);
  REQUIRE(ways == run.district.rooms[0].exits);
  REQUIRE_THROWS_WITH(walk(run, campaign_content(), run.district.house()), Contains("no corridor"));
  // Walk to the house by first exits, leaving each room.
  int rooms = 0;
  while (run.stage != Stage::table) {
    if (run.stage == Stage::rumour) choose(run, campaign_content(), 1);
    if (run.stage != Stage::walking) leave_room(run);
    walk(run, campaign_content(), ways_on(run).front());
    REQUIRE(run.district.rooms[static_cast<std::size_t>(run.room)].visited);
    ++rooms;
  }
  REQUIRE(rooms == run.district.depth() + 1);
  REQUIRE(run.room == run.district.house());
}

TEST_CASE("the Black Market sells what the player lacks, at its price", "[campaign][shop]") {
  Run run = start_run(campaign_content(), 3, 2);  // ascension 2: perks cost 1 more
  stand_in(run, RoomKind::black_market);
  REQUIRE(run.stage == Stage::black_market);
  REQUIRE(run.offers.size() == 3);
  run.garnets = 20;
  run.offers = {"spare-coin", "lucky-charm", "fixer"};
  const int spare_coin = campaign_content().perk("spare-coin")->cost;
  REQUIRE(price(run, *campaign_content().perk("spare-coin")) == spare_coin + 1);
  buy(run, campaign_content(), "spare-coin");
  REQUIRE(run.garnets == 20 - spare_coin - 1);
  REQUIRE(run.holds("spare-coin"));
  REQUIRE(run.bought == std::vector<std::string>{"spare-coin"});
  REQUIRE_THAT(why_not_buy(run, campaign_content(), "spare-coin"), Contains("not for sale"));
  // A token at once, not held; refused at the most tokens.
  run.tokens = 3;
  REQUIRE_THAT(why_not_buy(run, campaign_content(), "lucky-charm"), Contains("the most you can"));
  run.tokens = 2;
  buy(run, campaign_content(), "lucky-charm");
  REQUIRE(run.tokens == 3);
  REQUIRE_FALSE(run.holds("lucky-charm"));
  // The Fixer draws the table again.
  const auto rivals = run.table.rivals;
  buy(run, campaign_content(), "fixer");
  REQUIRE(run.table.draws == 1);
  REQUIRE(run.table.rivals != rivals);
  // Too dear.
  run.offers = {"opening-gavel"};
  run.garnets = 4;
  REQUIRE_THAT(why_not_buy(run, campaign_content(), "opening-gavel"),
               Contains("costs 5 garnets; you have 4"));
  REQUIRE_THROWS_AS(buy(run, campaign_content(), "opening-gavel"), Error);
  leave_room(run);
  REQUIRE(run.stage == Stage::walking);
  REQUIRE(run.offers.empty());
}

TEST_CASE("a rumour's choice has its effects, its price and its dice", "[campaign][rumour]") {
  Run run = start_run(campaign_content(), 9, 0);
  stand_in(run, RoomKind::rumour);
  REQUIRE(run.stage == Stage::rumour);
  REQUIRE(campaign_content().rumour(run.rumour.id) != nullptr);
  REQUIRE(run.rumours_heard == std::vector<std::string>{run.rumour.id});
  REQUIRE_THROWS_WITH(leave_room(run), Contains("waits for your choice"));

  // A ledger returned: the rumour's rival forgives; the words name them.
  run.rumour = RumourVisit{"dropped-ledger", 1, -1, false};
  const std::string rival = run.table.rivals[1];
  run.grudges[rival] = 3;
  const std::string name = campaign_content().roster.find(rival)->name;
  REQUIRE(rumour_words(run, campaign_content(), "{rival} and {rival}") == name + " and " + name);
  choose(run, campaign_content(), 0);
  REQUIRE(run.grudges[rival] == 1);
  REQUIRE(run.rumour.chosen == 0);
  REQUIRE_THAT(why_not_choose(run, campaign_content(), 1), Contains("made your choice"));
  leave_room(run);

  // Studying it makes the rival weaker at this table only.
  run.stage = Stage::rumour;
  run.rumour = RumourVisit{"dropped-ledger", 2, -1, false};
  choose(run, campaign_content(), 2);
  REQUIRE(run.table.skill_shifts[2] == -3);

  // The dice game: the stake is paid whatever the dice say.
  int won = 0;
  for (int game = 0; game < 200; ++game) {
    run.stage = Stage::rumour;
    run.rumour = RumourVisit{"dice-in-the-back", -1, -1, false};
    run.garnets = 2;
    choose(run, campaign_content(), 0);
    REQUIRE((run.garnets == 5) == run.rumour.happened);
    REQUIRE((run.garnets == 0) == !run.rumour.happened);
    won += run.rumour.happened ? 1 : 0;
  }
  REQUIRE(won > 70);
  REQUIRE(won < 130);
  run.stage = Stage::rumour;
  run.rumour = RumourVisit{"dice-in-the-back", -1, -1, false};
  run.garnets = 1;
  REQUIRE_THAT(why_not_choose(run, campaign_content(), 0), Contains("takes 2 garnets; you have 1"));

  // A choice that could take the last token is closed.
  run.rumour = RumourVisit{"loan-shark", -1, -1, false};
  run.tokens = 1;
  REQUIRE_THAT(why_not_choose(run, campaign_content(), 0), Contains("last token"));
  run.tokens = 2;
  choose(run, campaign_content(), 0);
  REQUIRE(run.tokens == 1);
  REQUIRE(run.garnets == 1 + 5);  // the loan's five

  // A gift for a table: kept as pending until a table that reads it.
  run.stage = Stage::rumour;
  run.rumour = RumourVisit{"seating-plan", -1, -1, false};
  choose(run, campaign_content(), 0);
  REQUIRE(run.pending.starts);
}

TEST_CASE("the pawnshop trades tokens of life for garnets and back", "[campaign][pawnshop]") {
  Run run = start_run(campaign_content(), 21, 0);
  stand_in(run, RoomKind::pawnshop);
  REQUIRE(run.stage == Stage::pawnshop);
  trade(run, Trade::pawn_token);
  REQUIRE(run.tokens == 1);
  REQUIRE(run.garnets == 3 + pawn_garnets);
  REQUIRE_THAT(why_not_trade(run, Trade::pawn_token), Contains("last token"));
  trade(run, Trade::redeem_token);
  REQUIRE(run.tokens == 2);
  REQUIRE(run.garnets == 3 + pawn_garnets - redeem_garnets);
  REQUIRE_THAT(why_not_trade(run, Trade::redeem_token), Contains("costs 6 garnets; you have 1"));
  run.garnets = 50;
  run.tokens = 3;
  REQUIRE_THAT(why_not_trade(run, Trade::redeem_token), Contains("the most tokens"));
}

TEST_CASE("a table's place pays garnets and tokens and makes grudges", "[campaign][results]") {
  SECTION("first place: 3 garnets, a token, and every rival below holds a grudge") {
    Run run = at_act_table();
    finish_table(run, campaign_content(), with_player_and_scores(run, 1));
    REQUIRE(run.garnets == 6);
    REQUIRE(run.tokens == 3);
    for (const std::string& rival : run.table.rivals)
      REQUIRE(run.grudges.at(rival) == 1);
    REQUIRE(run.stage == Stage::results);
    REQUIRE(run.results.back().garnets == 3);
    REQUIRE(run.results.back().tokens == 1);
    REQUIRE(run.tallies.back().moment == "after Auction Web");
  }
  SECTION("a grudge at its most stays there, where the loader's checks allow it") {
    // The fuzzer's board target found a run loaded with the most grudge saved with one
    // more, which Continue then refused.
    Run run = at_act_table();
    for (const std::string& rival : run.table.rivals)
      run.grudges[rival] = most_grudge;
    finish_table(run, campaign_content(), with_player_and_scores(run, 1));
    for (const std::string& rival : run.table.rivals)
      REQUIRE(run.grudges.at(rival) == most_grudge);
  }
  SECTION("the upper half: a garnet; not from ascension 5") {
    Run run = at_act_table();
    finish_table(run, campaign_content(), with_player_and_scores(run, 2));
    REQUIRE(run.garnets == 4);
    REQUIRE(run.tokens == 2);
    REQUIRE(run.grudges.size() == 2);  // the two rivals below
    Run hard = start_run(campaign_content(), 77, 5);
    hard.stage = Stage::table;
    finish_table(hard, campaign_content(), with_player_and_scores(hard, 2));
    REQUIRE(hard.garnets == 3);
  }
  SECTION("the lower half: nothing; last place: a token") {
    Run run = at_act_table();
    finish_table(run, campaign_content(), with_player_and_scores(run, 3));
    REQUIRE(run.garnets == 3);
    REQUIRE(run.tokens == 2);
    Run last = at_act_table();
    finish_table(last, campaign_content(), with_player_and_scores(last, 4));
    REQUIRE(last.tokens == 1);
    REQUIRE(last.grudges.empty());
  }
  SECTION("a Soft Landing takes the blow once; a Garnet Eye pays the upper half") {
    Run run = at_act_table();
    run.perks = {"soft-landing", "garnet-eye"};
    finish_table(run, campaign_content(), with_player_and_scores(run, 4));
    REQUIRE(run.tokens == 2);
    REQUIRE(run.perks == std::vector<std::string>{"garnet-eye"});
    Run eye = at_act_table();
    eye.perks = {"garnet-eye"};
    finish_table(eye, campaign_content(), with_player_and_scores(eye, 2));
    REQUIRE(eye.garnets == 3 + 1 + 1);
  }
  SECTION("no tokens left: the run is lost") {
    Run run = at_act_table();
    run.tokens = 1;
    finish_table(run, campaign_content(), with_player_and_scores(run, 4));
    move_on(run, campaign_content());
    REQUIRE(run.stage == Stage::lost);
  }
  SECTION("otherwise the next act begins, with a new district and table") {
    Run run = at_act_table();
    finish_table(run, campaign_content(), with_player_and_scores(run, 3));
    move_on(run, campaign_content());
    REQUIRE(run.act == 1);
    REQUIRE(run.stage == Stage::intro);
    REQUIRE(run.table.chapter == run.chapters[1]);
    REQUIRE(run.district.depth() == 4);
    REQUIRE(run.room == run.district.entrance());
  }
}

TEST_CASE("the last table must be won: short of first it costs a token and is dealt again",
          "[campaign][results]") {
  const int last = static_cast<int>(all_chapters().size()) - 1;
  Run run = at_act_table(last);
  REQUIRE(run.last_act());
  run.room = run.district.house();
  run.tokens = 3;
  finish_table(run, campaign_content(), with_player_and_scores(run, 2));
  REQUIRE(run.tokens == 2);
  const std::uint64_t seed = run.table.seed;
  move_on(run, campaign_content());
  REQUIRE(run.stage == Stage::intro);
  REQUIRE(run.table.draws == 1);
  REQUIRE(run.table.seed != seed);
  REQUIRE_FALSE(run.table.started);
  enter_district(run);
  REQUIRE(run.stage == Stage::walking);  // through a short district first
  run.stage = Stage::table;
  // Last place costs one token, not two.
  finish_table(run, campaign_content(), with_player_and_scores(run, run.table.players));
  REQUIRE(run.tokens == 1);
  move_on(run, campaign_content());
  enter_district(run);
  run.stage = Stage::table;
  finish_table(run, campaign_content(), with_player_and_scores(run, 1));
  move_on(run, campaign_content());
  REQUIRE(run.stage == Stage::won);
  REQUIRE(run_score(run) >= 200);
}

TEST_CASE("rivals at the table play sharper by act, ascension and grudge", "[campaign][table]") {
  Run run = start_run(campaign_content(), 31, 0);
  const std::vector<Rival> plain = table_rivals(run, campaign_content());
  for (std::size_t i = 0; i < plain.size(); ++i) {
    REQUIRE(plain[i].traits == campaign_content().roster.find(run.table.rivals[i])->traits);
  }
  run.act = 1;
  run.ascension = 1;
  run.grudges[run.table.rivals[0]] = 2;
  run.table.skill_shifts[1] = -4;
  const std::vector<Rival> sharp = table_rivals(run, campaign_content());
  const Traits& base0 = plain[0].traits;
  REQUIRE(sharp[0].traits.skill == std::min(10, base0.skill + 1 + 1 + 2));
  REQUIRE(sharp[0].traits.greed == std::min(10, base0.greed + 2));
  REQUIRE(sharp[0].traits.grudge == std::min(10, base0.grudge + 4));
  REQUIRE(sharp[0].traits.nerve == std::min(10, base0.nerve + 2));
  REQUIRE(sharp[1].traits.skill == std::clamp(plain[1].traits.skill + 1 + 1 - 4, 0, 10));
  // Later acts draw from the roster less its weakest: at an act as late as the roster
  // is long less four, only the four strongest (the first in the roster's order among
  // equals).
  const auto roster_size = static_cast<int>(campaign_content().roster.rivals.size());
  std::vector<Rival> strongest = campaign_content().roster.rivals;
  std::stable_sort(strongest.begin(), strongest.end(),
                   [](const Rival& a, const Rival& b) { return a.traits.skill > b.traits.skill; });
  strongest.resize(4);
  Run late = start_run(campaign_content(), 0, 0);
  late.act = roster_size - 4;
  late.chapters.assign(static_cast<std::size_t>(late.act + 1), "auction-web");  // a long run
  for (int draw = 0; draw < 40; ++draw) {
    late.table.draws = draw;
    draw_rivals(late, campaign_content());
    for (const std::string& rival : late.table.rivals) {
      INFO(rival);
      REQUIRE(std::any_of(strongest.begin(), strongest.end(),
                          [&](const Rival& strong) { return strong.id == rival; }));
    }
  }
}

TEST_CASE("ascension 8 seats rivals who play their moves out", "[campaign][table]") {
  REQUIRE_FALSE(rivals_search(7));
  REQUIRE(rivals_search(8));
  REQUIRE(ascension_modifiers(8).back().rfind("They think", 0) == 0);
  // The same table at levels 7 and 8 (both with the draft, the same rivals and skills):
  // the rivals part ways once one of them weighs a move differently by playing it out.
  std::vector<std::unique_ptr<TablePlay>> tables;
  std::vector<Run> runs;
  for (const int level : {7, 8}) {
    runs.push_back(start_run(campaign_content(), 31, level));
    runs.back().stage = Stage::table;
  }
  for (Run& run : runs) {
    const Chapter& chapter = *find_chapter(run.chapters.front());
    tables.push_back(
        std::make_unique<TablePlay>(run, campaign_content(), shipped_content_dir,
                                    make_agent(chapter, "scripted", shipped_content_dir)));
  }
  REQUIRE(runs[0].table.rivals == runs[1].table.rivals);
  const State& plain = tables[0]->match().state();
  const State& thinking = tables[1]->match().state();
  std::size_t same = 0;
  while (tables[0]->match().step() && tables[1]->match().step()) {
    if (plain.history().back().move != thinking.history().back().move) break;
    ++same;
  }
  REQUIRE_FALSE(plain.over());
  REQUIRE(plain.history().back().move != thinking.history().back().move);
  REQUIRE(plain.history().back().seat != 0);  // a rival's move, not the player's
  INFO(same << " moves alike first");
}

TEST_CASE("the roster's thinkers play their moves out at every level", "[campaign][table]") {
  for (const Chapter& chapter : all_chapters())
    REQUIRE(can_search(chapter));
  const Chapter& cosmic = *find_chapter("cosmic-lucre");
  const Rival& plain = campaign_content().roster.rivals.front();
  REQUIRE_FALSE(plain.thinks);
  REQUIRE(dynamic_cast<SearchAgent*>(rival_agent(cosmic, plain).get()) == nullptr);
  const auto searching = rival_agent(cosmic, plain, true);
  REQUIRE(dynamic_cast<SearchAgent*>(searching.get()) != nullptr);
  REQUIRE(searching->name() == plain.id);
  const Rival& thinker = *campaign_content().roster.find("cipher");
  REQUIRE(thinker.thinks);
  REQUIRE(rival_thinks(thinker, 0));
  REQUIRE_FALSE(rival_thinks(plain, 7));
  REQUIRE(rival_thinks(plain, 8));
  // At a run's table a thinker plays its moves out: the same table with the trait
  // taken away parts ways once the thinker weighs a move differently.
  Content plain_roster = campaign_content();
  for (Rival& each : plain_roster.roster.rivals)
    each.thinks = false;
  std::uint64_t seed = 1;
  const auto seated = [](const Run& run) {
    for (const Rival& each : table_rivals(run, campaign_content())) {
      if (each.thinks) return true;
    }
    return false;
  };
  while (!seated(start_run(campaign_content(), seed, 0)))
    ++seed;
  std::vector<Run> runs = {start_run(campaign_content(), seed, 0),
                           start_run(campaign_content(), seed, 0)};
  std::vector<std::unique_ptr<TablePlay>> tables;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    runs[i].stage = Stage::table;
    const Chapter& chapter = *find_chapter(runs[i].chapters.front());
    tables.push_back(std::make_unique<TablePlay>(
        runs[i], i == 0 ? campaign_content() : plain_roster, shipped_content_dir,
        make_agent(chapter, "scripted", shipped_content_dir)));
  }
  const State& thinking = tables[0]->match().state();
  const State& scripted = tables[1]->match().state();
  while (tables[0]->match().step() && tables[1]->match().step()) {
    if (thinking.history().back().move != scripted.history().back().move) break;
  }
  REQUIRE_FALSE(thinking.over());
  REQUIRE(thinking.history().back().move != scripted.history().back().move);
  // Their cards say so, and at level 8 every card does.
  Run run = start_run(campaign_content(), 31, 0);
  REQUIRE(rival_words(run, thinker, thinker.traits, 27).rfind("thinks, ", 0) == 0);
  REQUIRE(rival_words(run, plain, plain.traits, 27).find("thinks") == std::string::npos);
  REQUIRE(thinkers_line(run, {plain, thinker}) ==
          "Cipher thinks: it plays its moves out before making them.");
  REQUIRE(thinkers_line(run, {plain}).empty());
  run.ascension = 8;
  REQUIRE(rival_words(run, plain, plain.traits, 27).rfind("thinks, ", 0) == 0);
  REQUIRE(thinkers_line(run, {plain, thinker}) ==
          "All of them think: they play their moves out before making them.");
}

TEST_CASE("perks and rumours' gifts reach only chapters that read them", "[campaign][table]") {
  Run run = start_run(campaign_content(), 31, 0);
  run.perks = {"spare-coin", "deep-pockets", "opening-gavel", "garnet-eye"};
  run.pending.extra_money = 3;
  Chapter web;
  web.id = "auction-web";
  web.boons = {"extra-cards", "starts"};
  const Boons at_web = boons_for(run, campaign_content(), web);
  REQUIRE(at_web.extra_cards == 1);
  REQUIRE(at_web.starts);
  REQUIRE(at_web.extra_money == 0);
  Chapter land;
  land.id = "auctionland";
  land.boons = {"extra-money"};
  REQUIRE(boons_for(run, campaign_content(), land).extra_money == 5 + 3);
  Chapter deaf;
  deaf.id = "auctionland";
  REQUIRE_FALSE(boons_for(run, campaign_content(), deaf).any());
}

TEST_CASE("a perk held reaches the game at the table and a used gift is spent",
          "[campaign][table]") {
  Run run = start_run(campaign_content(), 31, 0);
  run.perks = {"spare-coin"};
  run.pending.extra_money = 4;  // for Auctionland: kept through Auction Web
  run.pending.starts = true;    // both read it: spent at the first table
  run.stage = Stage::table;
  TablePlay table(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.table.boons.extra_cards == 1);
  REQUIRE(run.table.boons.starts);
  REQUIRE_FALSE(run.pending.starts);
  REQUIRE(run.pending.extra_money == 4);
  Match& match = table.match();
  REQUIRE(match.advance() == 0);  // the player bids first
  REQUIRE(match.state().fact("round") == "1");
  const std::string hand = match.state().fact("hand.0");  // "0 1 1 3 ..."
  REQUIRE(std::count(hand.begin(), hand.end(), ' ') + 1 == 8);
}

TEST_CASE("a table dealt again is reached through one column of rooms, to shop or pawn",
          "[campaign][run]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Run run = start_run(campaign_content(), seed, 0);
    while (!run.last_act()) {
      run.stage = Stage::table;
      finish_table(run, campaign_content(), with_player_and_scores(run, 2));
      move_on(run, campaign_content());
    }
    run.stage = Stage::table;
    run.tokens = 3;
    run.bought = {"garnet-eye"};
    finish_table(run, campaign_content(), with_player_and_scores(run, 3));
    move_on(run, campaign_content());
    REQUIRE(run.stage == Stage::intro);
    REQUIRE(run.district.depth() == 1);
    REQUIRE_NOTHROW(check_district(run.district));
    REQUIRE(run.room == run.district.entrance());
    REQUIRE(run.bought.empty());  // the summary lists what was bought on the way to each table
    std::vector<RoomKind> kinds;
    for (const Room& room : run.district.rooms) {
      if (room.column == 1) kinds.push_back(room.kind);
    }
    REQUIRE(kinds.size() == 3);
    REQUIRE(std::count(kinds.begin(), kinds.end(), RoomKind::black_market) >= 1);
    REQUIRE(std::count(kinds.begin(), kinds.end(), RoomKind::pawnshop) >= 1);
    // Every room of the column opens from the entrance and on to the house.
    enter_district(run);
    REQUIRE(ways_on(run).size() == 3);
    walk(run, campaign_content(), ways_on(run).front());
    if (run.stage == Stage::rumour)
      choose(run, campaign_content(),
             static_cast<int>(current_rumour(run, campaign_content()).choices.size()) - 1);
    leave_room(run);
    REQUIRE(ways_on(run) == std::vector<int>{run.district.house()});
  }
}

// The table seats min(2, holders) rivals holding a grudge, the deepest: none left out
// holds a deeper one than a rival seated.
void require_deepest_grudges_seated(const Run& run) {
  const auto grudge = [&](const std::string& id) {
    const auto found = run.grudges.find(id);
    return found == run.grudges.end() ? 0 : found->second;
  };
  const std::vector<std::string> met = met_rivals(run);
  std::vector<std::string> holders;
  for (const std::string& id : met) {
    if (grudge(id) > 0) holders.push_back(id);
  }
  const auto seated = [&](const std::string& id) {
    return std::count(run.table.rivals.begin(), run.table.rivals.end(), id) == 1;
  };
  const auto seated_holders = std::count_if(holders.begin(), holders.end(), seated);
  REQUIRE(seated_holders >= std::min<long>(2, static_cast<long>(holders.size())));
  int least_seated = most_grudge;
  int most_left = 0;
  for (const std::string& id : holders) {
    if (seated(id)) {
      least_seated = std::min(least_seated, grudge(id));
    } else {
      most_left = std::max(most_left, grudge(id));
    }
  }
  REQUIRE(least_seated >= most_left);
}

TEST_CASE("rivals met earlier come back: two grudges at most, then new faces",
          "[campaign][table]") {
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    INFO("seed " << seed);
    for (const int place : {1, 2, 4}) {
      Run run = start_run(campaign_content(), seed, 0);
      const std::vector<std::string> first_table = run.table.rivals;
      run.stage = Stage::table;
      finish_table(run, campaign_content(), with_player_and_scores(run, place));
      move_on(run, campaign_content());
      std::vector<std::string> holders;
      for (const auto& [id, grudge] : run.grudges) {
        if (grudge > 0) holders.push_back(id);
      }
      REQUIRE(holders.size() == static_cast<std::size_t>(4 - place));
      const auto seated = [&](const std::string& id) {
        return std::count(run.table.rivals.begin(), run.table.rivals.end(), id) == 1;
      };
      // Two holders at most come back; every other seat is a face not met yet.
      const auto met = std::count_if(first_table.begin(), first_table.end(), seated);
      REQUIRE(met == std::min<long>(2, static_cast<long>(holders.size())));
      require_deepest_grudges_seated(run);
      REQUIRE(met_rivals(run) == first_table);
      // A redraw keeps the holders at the table and draws the new faces again, so
      // The Fixer is sold: it would change the table.
      const std::vector<std::string> dealt = run.table.rivals;
      run.stage = Stage::black_market;
      run.offers = {"fixer"};
      CHECK(why_not_buy(run, campaign_content(), "fixer").empty());
      buy(run, campaign_content(), "fixer");
      CHECK(run.table.rivals != dealt);
      for (std::size_t seat = 0; seat < static_cast<std::size_t>(met); ++seat)
        CHECK(run.table.rivals[seat] == dealt[seat]);
    }
  }
}

TEST_CASE("a grudge holder met at the last table comes back when it is dealt again",
          "[campaign][table]") {
  // A last act that seats four, as the three acts of a run begun before Auction Auction.
  Run run = at_act_table(2, {"auction-web", "auctionland", "mintopia"});
  REQUIRE(run.last_act());
  run.tokens = 3;
  finish_table(run, campaign_content(), with_player_and_scores(run, 2));
  move_on(run, campaign_content());
  REQUIRE(run.table.draws == 1);
  require_deepest_grudges_seated(run);
}

TEST_CASE("the Black Market sells no perk for a chapter behind the run", "[campaign][shop]") {
  const Chapter* web = find_chapter("auction-web");
  REQUIRE(web != nullptr);
  std::set<std::string> offered;
  std::set<std::string> told;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    Run run = start_run(campaign_content(), seed, 0);
    run.stage = Stage::table;
    finish_table(run, campaign_content(), with_player_and_scores(run, 2));
    move_on(run, campaign_content());  // act 2: Auction Web is behind
    run.garnets = 20;
    for (const RoomKind kind : {RoomKind::black_market, RoomKind::rumour}) {
      Run here = run;
      stand_in(here, kind);
      for (const std::string& id : here.offers) {
        offered.insert(id);
        // Every chapter it names may be behind, but one is this act's or ahead.
        const auto& chapters = campaign_content().perk(id)->chapters;
        const auto ahead = here.chapters.begin() + here.act;
        REQUIRE(
            (chapters.empty() || std::any_of(chapters.begin(), chapters.end(), [&](const auto& c) {
               return std::find(ahead, here.chapters.end(), c) != here.chapters.end();
             })));
      }
      if (here.stage == Stage::rumour) told.insert(here.rumour.id);
    }
  }
  REQUIRE(offered.count("deep-pockets") == 1);   // Auctionland's perk is sold
  REQUIRE(offered.count("opening-gavel") == 1);  // so is one for both chapters
  REQUIRE(offered.count("garnet-eye") == 1);     // and one for the run
  REQUIRE(offered.count("spare-coin") == 0);     // Auction Web's is not
  REQUIRE(told.count("card-sharp") == 0);        // nor a gift only Auction Web reads
  REQUIRE(told.count("counterfeit-cash") == 1);  // Auctionland's gift is told
}

TEST_CASE("ascension 7 plays Auction Web with the Advanced Draft Variation", "[campaign][table]") {
  REQUIRE(table_options(7, "auction-web") == std::map<std::string, std::string>{{"draft", "on"}});
  REQUIRE(table_options(6, "auction-web").empty());
  REQUIRE(table_options(7, "auctionland").empty());
  REQUIRE(ascension_modifiers(7).back().find("Advanced Draft Variation") != std::string::npos);
  for (const int level : {6, 7}) {
    Run run = start_run(campaign_content(), 31, level);
    run.stage = Stage::table;
    TablePlay table(run, campaign_content(), shipped_content_dir);
    Match& match = table.match();
    REQUIRE(match.advance() == 0);
    bool keeps = false;
    for (const Move move : match.state().legal_moves())
      keeps = keeps || match.state().to_text(move).rfind("keep", 0) == 0;
    REQUIRE(keeps == (level == 7));
  }
}

}  // namespace
}  // namespace gavel::campaign
