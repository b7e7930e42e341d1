#include "gavel/campaign/district.h"

#include <algorithm>
#include <array>

#include "gavel/core/error.h"

namespace gavel::campaign {
namespace {

constexpr int rows = 3;

// How often each kind of room is drawn, in percent: rumours most, quiet rooms to
// breathe, pawnshops rare enough to be worth a detour.
struct Weight {
  RoomKind kind;
  int percent;
};
constexpr std::array<Weight, 4> weights = {{{RoomKind::rumour, 35},
                                            {RoomKind::black_market, 25},
                                            {RoomKind::quiet_room, 25},
                                            {RoomKind::pawnshop, 15}}};

RoomKind draw_kind(Rng& rng) {
  int roll = static_cast<int>(rng.below(100));
  for (const Weight& weight : weights) {
    if (roll < weight.percent) return weight.kind;
    roll -= weight.percent;
  }
  return RoomKind::quiet_room;
}

// The rows of one column of rooms: all three, or two of them.
std::vector<int> draw_rows(Rng& rng) {
  const int shape = static_cast<int>(rng.below(4));
  switch (shape) {
    case 0:
      return {0, 1};
    case 1:
      return {1, 2};
    case 2:
      return {0, 2};
    default:
      return {0, 1, 2};
  }
}

int incoming(const District& district, int room) {
  int count = 0;
  for (const Room& from : district.rooms) {
    count += static_cast<int>(std::count(from.exits.begin(), from.exits.end(), room));
  }
  return count;
}

// Some corridors close, for a real choice of ways; none that would leave a room
// without a way in or out.
void close_some_corridors(District& district, Rng& rng) {
  for (Room& room : district.rooms) {
    if (room.kind == RoomKind::entrance) continue;
    for (std::size_t i = room.exits.size(); i-- > 0;) {
      const int to = room.exits[i];
      const bool closes = rng.below(100) < 35;
      if (closes && room.exits.size() > 1 && incoming(district, to) > 1) {
        room.exits.erase(room.exits.begin() + static_cast<long>(i));
      }
    }
  }
}

// Each kind of room the walk offers appears at least once, so every district has a
// shop, a rumour and a pawnshop somewhere, if not on every path.
void ensure_each_kind(District& district, Rng& rng) {
  for (const RoomKind wanted : {RoomKind::black_market, RoomKind::rumour, RoomKind::pawnshop}) {
    const auto has = [&](RoomKind kind) {
      return std::any_of(district.rooms.begin(), district.rooms.end(),
                         [&](const Room& room) { return room.kind == kind; });
    };
    if (has(wanted)) continue;
    std::vector<int> candidates;  // quiet rooms first, else any room of a kind held twice
    for (int i = 1; i < district.house(); ++i) {
      if (district.rooms[static_cast<std::size_t>(i)].kind == RoomKind::quiet_room)
        candidates.push_back(i);
    }
    if (candidates.empty()) {
      for (int i = 1; i < district.house(); ++i) {
        const RoomKind kind = district.rooms[static_cast<std::size_t>(i)].kind;
        const auto same = std::count_if(district.rooms.begin(), district.rooms.end(),
                                        [&](const Room& room) { return room.kind == kind; });
        if (same > 1) candidates.push_back(i);
      }
    }
    if (candidates.empty()) continue;  // three rooms of three kinds: nothing to spare
    const auto pick = rng.below(candidates.size());
    district.rooms[static_cast<std::size_t>(candidates[pick])].kind = wanted;
  }
}

}  // namespace

const char* room_name(RoomKind kind) {
  switch (kind) {
    case RoomKind::entrance:
      return "Entrance";
    case RoomKind::black_market:
      return "Black Market";
    case RoomKind::rumour:
      return "Rumour";
    case RoomKind::pawnshop:
      return "Pawnshop";
    case RoomKind::quiet_room:
      return "Quiet Room";
    case RoomKind::auction_house:
      return "Auction House";
  }
  return "Room";
}

District make_district(Rng& rng, int depth) {
  District district;
  district.columns = depth + 2;
  district.rooms.push_back({RoomKind::entrance, 0, 1, {}, true});
  std::vector<int> previous = {0};  // the rooms of the column before
  for (int column = 1; column <= depth; ++column) {
    std::vector<int> here;
    for (int row : draw_rows(rng)) {
      here.push_back(static_cast<int>(district.rooms.size()));
      const RoomKind kind = draw_kind(rng);
      district.rooms.push_back({kind, column, row, {}, false});
    }
    for (int from : previous) {
      Room& room = district.rooms[static_cast<std::size_t>(from)];
      for (int to : here) {
        const int row = district.rooms[static_cast<std::size_t>(to)].row;
        if (room.kind == RoomKind::entrance || std::abs(row - room.row) <= 1) {
          room.exits.push_back(to);
        }
      }
    }
    previous = std::move(here);
  }
  const int house = static_cast<int>(district.rooms.size());
  district.rooms.push_back({RoomKind::auction_house, depth + 1, 1, {}, false});
  for (int from : previous)
    district.rooms[static_cast<std::size_t>(from)].exits.push_back(house);
  close_some_corridors(district, rng);
  ensure_each_kind(district, rng);
  return district;
}

District make_short_district(Rng& rng) {
  std::vector<RoomKind> kinds = {RoomKind::black_market, RoomKind::pawnshop, draw_kind(rng)};
  rng.shuffle(kinds);
  District district;
  district.columns = 3;
  district.rooms.push_back({RoomKind::entrance, 0, 1, {1, 2, 3}, true});
  for (int row = 0; row < rows; ++row) {
    district.rooms.push_back({kinds[static_cast<std::size_t>(row)], 1, row, {4}, false});
  }
  district.rooms.push_back({RoomKind::auction_house, 2, 1, {}, false});
  return district;
}

void check_district(const District& district) {
  const auto fail = [] { throw Error("the run's map is damaged"); };
  const int count = static_cast<int>(district.rooms.size());
  if (district.columns < 3 || district.columns > 7 || count < 3 || count > rows * 7) fail();
  for (int i = 0; i < count; ++i) {
    const Room& room = district.rooms[static_cast<std::size_t>(i)];
    if (room.column < 0 || room.column >= district.columns || room.row < 0 || room.row >= rows)
      fail();
    if (static_cast<int>(room.kind) >= room_kinds) fail();
    if ((room.kind == RoomKind::entrance) != (i == 0)) fail();
    if ((room.kind == RoomKind::auction_house) != (i == district.house())) fail();
    if (i != district.house() && room.exits.empty()) fail();
    for (int to : room.exits) {
      if (to <= i || to >= count) fail();
      if (district.rooms[static_cast<std::size_t>(to)].column != room.column + 1) fail();
    }
  }
  if (district.rooms.front().column != 0 || district.rooms.back().column != district.columns - 1)
    fail();
}

}  // namespace gavel::campaign
