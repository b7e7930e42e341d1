#include "gavel/campaign/district.h"

#include <algorithm>
#include <array>

#include "gavel/core/error.h"
#include "gavel/core/field_check.h"

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

void check_district(const District& district, std::string_view field) {
  const std::string name(field);
  check_number(name + ".columns", district.columns, 3, 7,
               "a district has 3 to 7 columns, the entrance's and the house's included");
  const int count = static_cast<int>(district.rooms.size());
  const int depth = district.depth();
  check_count(name + ".rooms", district.rooms.size(), static_cast<std::size_t>(2 + 2 * depth),
              static_cast<std::size_t>(2 + rows * depth),
              "a district of " + std::to_string(district.columns) + " columns has " +
                  range_words(2 + 2 * depth, 2 + rows * depth) + " rooms");
  std::vector<int> in_column(static_cast<std::size_t>(district.columns), 0);
  std::vector<bool> entered(district.rooms.size(), false);
  for (int i = 0; i < count; ++i) {
    const Room& room = district.rooms[static_cast<std::size_t>(i)];
    const std::string at = field_at(name + ".rooms", static_cast<std::size_t>(i));
    check_number(at + ".kind", static_cast<int>(room.kind), 0, room_kinds - 1,
                 "a room is one of " + std::to_string(room_kinds) + " kinds");
    const bool first = i == 0;
    const bool last = i == district.house();
    if (first != (room.kind == RoomKind::entrance)) {
      refuse_field(at + ".kind", room_name(room.kind), "the entrance is the first room, alone");
    }
    if (last != (room.kind == RoomKind::auction_house)) {
      refuse_field(at + ".kind", room_name(room.kind), "the auction house is the last room, alone");
    }
    const int column_low = first ? 0 : last ? district.columns - 1 : 1;
    const int column_high = first ? 0 : last ? district.columns - 1 : district.columns - 2;
    check_number(at + ".column", room.column, column_low, column_high,
                 first  ? "the entrance stands in column 0"
                 : last ? "the house stands in the last column"
                        : "a room stands between the entrance's column and the house's");
    check_number(at + ".row", room.row, first || last ? 1 : 0, first || last ? 1 : rows - 1,
                 first || last ? "the entrance and the house stand in row 1"
                               : "a room stands in row " + range_words(0, rows - 1));
    if (i > 0) {
      const Room& before = district.rooms[static_cast<std::size_t>(i - 1)];
      if (room.column < before.column || (room.column == before.column && room.row <= before.row))
        refuse_field(at, "out of order", "rooms come by column, then by row");
    }
    ++in_column[static_cast<std::size_t>(room.column)];
  }
  // The corridors once every room stands where it may, so a message names the room
  // at fault rather than a corridor to it.
  for (int i = 0; i < count; ++i) {
    const Room& room = district.rooms[static_cast<std::size_t>(i)];
    const std::string at = field_at(name + ".rooms", static_cast<std::size_t>(i));
    const bool first = i == 0;
    const bool last = i == district.house();
    if (last) {
      check_count(at + ".exits", room.exits.size(), 0, 0, "the house leads nowhere");
    } else {
      check_count(at + ".exits", room.exits.size(), 1, rows,
                  "a room leads to 1 to 3 rooms of the next column");
    }
    for (std::size_t e = 0; e < room.exits.size(); ++e) {
      const int to = room.exits[e];
      const std::string exit = field_at(at + ".exits", e);
      check_number(exit, to, i + 1, count - 1, "a corridor leads to a room further on");
      const Room& next = district.rooms[static_cast<std::size_t>(to)];
      if (next.column != room.column + 1) {
        refuse_field(exit, std::to_string(to), "a corridor leads to the next column");
      }
      if (!first && std::abs(next.row - room.row) > 1) {
        refuse_field(exit, std::to_string(to), "a corridor goes at most one row up or down");
      }
      if (e > 0 && to <= room.exits[e - 1]) {
        refuse_field(exit, std::to_string(to), "a room's exits come in row order, once each");
      }
      entered[static_cast<std::size_t>(to)] = true;
    }
  }
  for (int column = 1; column + 1 < district.columns; ++column) {
    const int held = in_column[static_cast<std::size_t>(column)];
    if (held < 2) {
      refuse_field(name + ".rooms", "without two rooms in column " + std::to_string(column),
                   "a column between the entrance and the house holds 2 or 3 rooms");
    }
  }
  for (int i = 1; i < count; ++i) {
    if (!entered[static_cast<std::size_t>(i)]) {
      refuse_field(field_at(name + ".rooms", static_cast<std::size_t>(i)), "out of reach",
                   "a corridor leads to every room but the entrance");
    }
  }
}

std::set<int> rooms_ahead(const District& district, int from) {
  std::set<int> seen = {from};
  std::vector<int> open = {from};
  while (!open.empty()) {
    const int room = open.back();
    open.pop_back();
    for (int next : district.rooms[static_cast<std::size_t>(room)].exits) {
      if (seen.insert(next).second) open.push_back(next);
    }
  }
  return seen;
}

}  // namespace gavel::campaign
