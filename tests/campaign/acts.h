#pragma once
// What the tests of the later acts share: a run brought to an act with its earlier
// tables finished, walked to the house, and asked whether a Rumour room tells a
// rumour there.

#include <algorithm>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "gavel/campaign/district.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/run.h"
#include "gavel/campaign/table.h"
#include "support/shipped_content.h"

namespace gavel::testing {

// Standings with seat 0 in `place` of the run's table, the others filling the rest.
inline std::vector<Standing> with_player(const campaign::Run& run, int place) {
  std::vector<Standing> standings(static_cast<std::size_t>(run.table.players));
  int next = 1;
  standings[0] = {place, 0};
  for (std::size_t seat = 1; seat < standings.size(); ++seat) {
    if (next == place) ++next;
    standings[seat] = {next, 0};
    ++next;
  }
  return standings;
}

// A run of `acts` acts at `ascension` at act `act`'s introduction (from 0), its
// earlier tables finished 2nd; a table paid by hands (Auction Auction) pays nothing,
// as a hand short of the best.
inline campaign::Run at_act(int act, std::uint64_t seed, std::size_t acts = 5, int ascension = 0) {
  campaign::Run run = campaign::start_run(campaign_content(), seed, ascension);
  run.chapters.resize(acts);
  while (run.act < act) {
    run.stage = campaign::Stage::table;
    if (campaign::act_chapter(run).payout) {
      campaign::finish_table(run, campaign_content(), with_player(run, 2), TablePayout{});
    } else {
      campaign::finish_table(run, campaign_content(), with_player(run, 2));
    }
    campaign::move_on(run, campaign_content());
  }
  return run;
}

// The run walked to the house along the first corridors, with nothing met on the way,
// and standing at its table.
inline void walk_to_house(campaign::Run& run) {
  for (int room = run.district.entrance(); room != run.district.house();) {
    run.district.rooms[static_cast<std::size_t>(room)].visited = true;
    room = run.district.rooms[static_cast<std::size_t>(room)].exits.front();
  }
  run.district.rooms.back().visited = true;
  run.room = run.district.house();
  run.stage = campaign::Stage::table;
}

// Whether the district's first Rumour room tells `rumour` when every other rumour has
// been heard.
inline bool told_at(campaign::Run run, const std::string& rumour) {
  for (const campaign::Rumour& other : campaign_content().rumours) {
    if (other.id != rumour) run.rumours_heard.push_back(other.id);
  }
  campaign::enter_district(run);
  for (int room = 1; room < run.district.house(); ++room) {
    if (run.district.rooms[static_cast<std::size_t>(room)].kind != campaign::RoomKind::rumour)
      continue;
    run.stage = campaign::Stage::walking;
    for (int from = 0; from < room; ++from) {
      const auto& exits = run.district.rooms[static_cast<std::size_t>(from)].exits;
      if (std::find(exits.begin(), exits.end(), room) != exits.end()) run.room = from;
    }
    campaign::walk(run, campaign_content(), room);
    return run.stage == campaign::Stage::rumour;
  }
  FAIL("no Rumour room in the district");
  return false;
}

}  // namespace gavel::testing
