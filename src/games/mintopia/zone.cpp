#include "gavel/games/mintopia/zone.h"

#include <algorithm>
#include <iterator>
#include <set>
#include <string>
#include <utility>

#include "gavel/core/error.h"

namespace gavel::mintopia {

Mint left_side(const Location& location, bool turned) {
  return turned ? location.right : location.left;
}

Mint right_side(const Location& location, bool turned) {
  return turned ? location.left : location.right;
}

namespace {

std::string spot_named(Spot spot) {
  return "row " + std::to_string(spot.row) + ", column " + std::to_string(spot.column);
}

}  // namespace

Zone::Zone(std::vector<Placed> cards) : cards_(std::move(cards)) {
  std::set<Spot> spots;
  std::set<int> locations;
  for (const Placed& placed : cards_) {
    if (!spots.insert(placed.spot).second) {
      throw Error("two Locations lie at " + spot_named(placed.spot) + " of one zone");
    }
    if (!locations.insert(placed.location).second) throw Error("a Location lies twice in a zone");
  }
  if (!spots.empty() && std::prev(spots.end())->row - spots.begin()->row > 1) {
    throw Error("a zone spans more than 2 rows");
  }
}

const Placed* Zone::at(Spot spot) const {
  const auto found = std::find_if(cards_.begin(), cards_.end(),
                                  [&](const Placed& placed) { return placed.spot == spot; });
  return found == cards_.end() ? nullptr : &*found;
}

const Placed* Zone::find(int location) const {
  const auto found = std::find_if(cards_.begin(), cards_.end(), [&](const Placed& placed) {
    return placed.location == location;
  });
  return found == cards_.end() ? nullptr : &*found;
}

std::vector<Spot> Zone::open_spots() const {
  if (cards_.empty()) return {Spot{0, 0}};
  int top = cards_.front().spot.row;
  int bottom = top;
  for (const Placed& placed : cards_) {
    top = std::min(top, placed.spot.row);
    bottom = std::max(bottom, placed.spot.row);
  }
  std::set<Spot> open;
  for (const Placed& placed : cards_) {
    const Spot here = placed.spot;
    for (const Spot next : {Spot{here.row, here.column - 1}, Spot{here.row, here.column + 1},
                            Spot{here.row - 1, here.column}, Spot{here.row + 1, here.column}}) {
      // Two rows at most: a new row only while the zone holds one. The rows stay
      // within -1..1 of the first Location too: after Utility lifts a Location the
      // rest may lie in one row, and a row below it scores as a row above would.
      const bool within = std::max(bottom, next.row) - std::min(top, next.row) <= 1 &&
                          next.row >= -1 && next.row <= 1;
      if (within && at(next) == nullptr) open.insert(next);
    }
  }
  return {open.begin(), open.end()};
}

bool Zone::can_place(Spot spot) const {
  const std::vector<Spot> open = open_spots();
  return std::binary_search(open.begin(), open.end(), spot);
}

void Zone::place(int location, Spot spot, bool turned) {
  if (!can_place(spot)) {
    throw Error(spot_named(spot) + " is not open in this zone");
  }
  cards_.push_back({location, spot, turned});
}

Zone Zone::without(int location) const {
  if (find(location) == nullptr) throw Error("that Location is not in this zone");
  Zone rest;
  for (const Placed& placed : cards_) {
    if (placed.location != location) rest.cards_.push_back(placed);
  }
  return rest;
}

std::vector<Spot> Zone::move_spots(int location) const {
  const Zone rest = without(location);
  if (rest.empty()) return {};
  const Spot here = find(location)->spot;
  std::vector<Spot> spots = rest.open_spots();
  spots.erase(std::remove(spots.begin(), spots.end(), here), spots.end());
  return spots;
}

void Zone::move(int location, Spot spot) {
  const std::vector<Spot> spots = move_spots(location);
  if (!std::binary_search(spots.begin(), spots.end(), spot)) {
    throw Error(spot_named(spot) + " is not a spot this Location can move to");
  }
  for (Placed& placed : cards_) {
    if (placed.location == location) placed.spot = spot;
  }
}

void Zone::turn(int location) {
  if (find(location) == nullptr) throw Error("that Location is not in this zone");
  for (Placed& placed : cards_) {
    if (placed.location == location) placed.turned = !placed.turned;
  }
}

int Zone::matches(const std::vector<Location>& deck) const {
  int count = 0;
  for (const Placed& left : cards_) {
    const Placed* right = at({left.spot.row, left.spot.column + 1});
    if (right == nullptr) continue;
    const Location& a = deck[static_cast<std::size_t>(left.location)];
    const Location& b = deck[static_cast<std::size_t>(right->location)];
    if (right_side(a, left.turned) == left_side(b, right->turned)) ++count;
  }
  return count;
}

}  // namespace gavel::mintopia
