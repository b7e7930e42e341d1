#include "gavel/campaign/district.h"

#include <set>

#include <catch2/catch.hpp>

#include "gavel/core/error.h"

namespace gavel::campaign {
namespace {

// The lengths of every path from `room` to the house, in rooms passed on the way.
void path_lengths(const District& district, int room, int passed, std::set<int>& lengths) {
  if (room == district.house()) {
    lengths.insert(passed - 1);  // the house itself is not passed
    return;
  }
  for (int next : district.rooms[static_cast<std::size_t>(room)].exits)
    path_lengths(district, next, passed + 1, lengths);
}

TEST_CASE("a district leads every way from the entrance to the auction house",
          "[campaign][district]") {
  for (int depth = 3; depth <= 5; ++depth) {
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
      INFO("depth " << depth << ", seed " << seed);
      Rng rng(seed, Stream::campaign);
      const District district = make_district(rng, depth);
      REQUIRE_NOTHROW(check_district(district));
      REQUIRE(district.depth() == depth);
      REQUIRE(district.rooms.front().kind == RoomKind::entrance);
      REQUIRE(district.rooms.back().kind == RoomKind::auction_house);
      // Every path passes `depth` rooms, and there is more than one path.
      std::set<int> lengths;
      path_lengths(district, district.entrance(), 0, lengths);
      REQUIRE(lengths == std::set<int>{depth});
      REQUIRE(district.rooms.front().exits.size() >= 2);
      std::vector<int> incoming(district.rooms.size(), 0);
      std::set<RoomKind> kinds;
      for (const Room& room : district.rooms) {
        kinds.insert(room.kind);
        for (int to : room.exits) {
          ++incoming[static_cast<std::size_t>(to)];
          const Room& next = district.rooms[static_cast<std::size_t>(to)];
          REQUIRE(next.column == room.column + 1);
          if (room.kind != RoomKind::entrance && next.kind != RoomKind::auction_house)
            REQUIRE(std::abs(next.row - room.row) <= 1);
        }
      }
      for (std::size_t room = 1; room < district.rooms.size(); ++room)
        REQUIRE(incoming[room] >= 1);
      for (RoomKind kind : {RoomKind::black_market, RoomKind::rumour, RoomKind::pawnshop})
        REQUIRE(kinds.count(kind) == 1);
    }
  }
}

TEST_CASE("a district is made by its stream alone", "[campaign][district]") {
  Rng a(42, Stream::campaign), b(42, Stream::campaign), c(43, Stream::campaign);
  const District first = make_district(a, 4);
  REQUIRE(make_district(b, 4) == first);
  REQUIRE_FALSE(make_district(c, 4) == first);
}

TEST_CASE("a damaged district is refused", "[campaign][district]") {
  Rng rng(5, Stream::campaign);
  const District good = make_district(rng, 3);
  District backwards = good;
  backwards.rooms[1].exits = {0};
  REQUIRE_THROWS_AS(check_district(backwards), Error);
  District dead_end = good;
  dead_end.rooms[1].exits.clear();
  REQUIRE_THROWS_AS(check_district(dead_end), Error);
  District no_house = good;
  no_house.rooms.back().kind = RoomKind::quiet_room;
  REQUIRE_THROWS_AS(check_district(no_house), Error);
  District far = good;
  far.rooms[2].row = 7;
  REQUIRE_THROWS_AS(check_district(far), Error);
}

}  // namespace
}  // namespace gavel::campaign
