#include "support/conformance.h"

#include <bit>
#include <string>

#include <catch2/catch.hpp>

#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/state.h"

namespace gavel::auctionland {
namespace {

// Every dollar is a player's or lies on a market tile, and their sum never changes;
// every tile is in exactly one place; no island outgrows its 4×4 box or splits; no
// view holds another seat's money unless the table shows it, the game is over, or
// seat 0's boon does.
void check_invariants(const State& state, bool visible_money, const Boons& boons) {
  const auto& land = dynamic_cast<const AuctionlandState&>(state);
  const Content& content = land.content();
  const int players = state.seats();

  int money = 0;
  for (Seat seat = 0; seat < players; ++seat) {
    REQUIRE(land.player(seat).money >= 0);
    money += land.player(seat).money;
  }
  for (const Slot& slot : land.market()) {
    REQUIRE(slot.money >= 0);
    money += slot.money;
  }
  int dealt = boons.extra_money;
  for (int seat = 0; seat < players; ++seat)
    dealt += content.money_by_seat[static_cast<std::size_t>(seat)];
  REQUIRE(money == (land.phase() == Phase::first_player ? 0 : dealt));

  std::vector<int> seen(content.tiles.size(), 0);
  for (int tile : land.stack())
    ++seen[static_cast<std::size_t>(tile)];
  for (const Slot& slot : land.market())
    ++seen[static_cast<std::size_t>(slot.tile)];
  for (int tile : land.box())
    ++seen[static_cast<std::size_t>(tile)];
  if (land.held() >= 0) ++seen[static_cast<std::size_t>(land.held())];
  for (Seat seat = 0; seat < players; ++seat) {
    const Player& p = land.player(seat);
    for (int position = 0; position < positions; ++position) {
      const int tile = p.built[static_cast<std::size_t>(position)];
      REQUIRE((tile >= 0) == p.island.has(position));
      if (tile >= 0) ++seen[static_cast<std::size_t>(tile)];
    }
    const Box box = box_of(p.island.occupied);
    REQUIRE(box.width <= island_side);
    REQUIRE(box.height <= island_side);
    REQUIRE(p.island.tiles() <= island_tiles);
    REQUIRE(p.score == score_island(p.island, content.tables));
    // Connected: growing from d4 along edges reaches every tile.
    if (p.island.occupied != 0) {
      Positions reached = bit_of(start_position);
      for (int step = 0; step < island_tiles; ++step) {
        Positions grown = reached;
        for (Positions rest = reached; rest != 0; rest &= rest - 1) {
          const int position = std::countr_zero(rest);
          const int column = column_of(position), row = row_of(position);
          if (column > 0) grown |= bit_of(position - 1);
          if (column < grid_side - 1) grown |= bit_of(position + 1);
          if (row > 0) grown |= bit_of(position - grid_side);
          if (row < grid_side - 1) grown |= bit_of(position + grid_side);
        }
        reached = grown & p.island.occupied;
      }
      REQUIRE(reached == p.island.occupied);
    }
  }
  for (int count : seen)
    REQUIRE(count == 1);

  const std::vector<Score> scores = land.scores();
  for (Seat seat = 0; seat < players; ++seat) {
    const auto view = state.view(seat);
    const auto& mine = dynamic_cast<const AuctionlandView&>(*view);
    for (Seat other = 0; other < players; ++other) {
      const SeatView& shown = mine.seats[static_cast<std::size_t>(other)];
      if (other == seat || visible_money || state.over() || (seat == 0 && boons.sees_money)) {
        REQUIRE(shown.money == land.player(other).money);
      } else {
        REQUIRE(shown.money == hidden_money);
      }
      REQUIRE(shown.score == scores[static_cast<std::size_t>(other)]);
    }
  }
}

TEST_CASE("Auctionland passes the conformance suite", "[auctionland][conformance]") {
  struct Table {
    int players;
    const char* market_size;
    const char* visible_money;
  };
  for (const Table table : {Table{2, "8", "off"}, Table{3, "6", "on"}, Table{4, "8", "off"},
                            Table{5, "10", "off"}, Table{6, "7", "on"}}) {
    testing::ConformanceOptions options;
    options.games = 3;
    options.snapshot_every = 5;
    const bool visible = std::string(table.visible_money) == "on";
    options.invariant = [visible](const State& state) { check_invariants(state, visible, {}); };
    testing::check_conformance(
        auctionland::chapter(),
        Setup{table.players,
              {{"market-size", table.market_size}, {"visible-money", table.visible_money}}},
        options);
  }
}

TEST_CASE("Auctionland passes the conformance suite with every boon",
          "[auctionland][conformance][boons]") {
  Boons boons;
  boons.extra_money = 5;
  boons.sees_money = true;
  boons.starts = true;
  for (const int players : {2, 5}) {
    testing::ConformanceOptions options;
    options.games = 2;  // a few: the rules they touch are few, and sanitizers are slow
    options.seed = 1000;
    options.snapshot_every = 5;
    options.invariant = [boons](const State& state) { check_invariants(state, false, boons); };
    testing::check_conformance(auctionland::chapter(), Setup{players, {}, boons}, options);
  }
}

}  // namespace
}  // namespace gavel::auctionland
