// Placing a Location won, and the end-of-game abilities that change the city:
// the Deed's placement, Utility's move and Production's turn. The rules of a zone
// are in zone.h.

#include <algorithm>

#include "gavel/games/mintopia/state.h"

namespace gavel::mintopia {
namespace {

std::string spot_words(Spot spot) {
  return "row " + std::to_string(spot.row) + ", col " + std::to_string(spot.column);
}

}  // namespace

std::vector<Move> MintopiaState::place_moves() const {
  const bool deed = phase_ == Phase::deed_place;
  const int placing = deed ? deed_location_ : lot_;
  // Turned round, a Location with one colour on both sides is the same Location.
  const bool two_ways = location(placing).left != location(placing).right;
  const std::vector<int> zones = deed ? zones_of(city_, placer_) : std::vector<int>{zone_};
  std::vector<Move> moves;
  for (int zone : zones) {
    for (Spot spot : city_.zones[static_cast<std::size_t>(zone)].open_spots()) {
      moves.push_back(make_move(Kind::place, zone, spot_code(spot), 0));
      if (two_ways) moves.push_back(make_move(Kind::place, zone, spot_code(spot), 1));
    }
  }
  return moves;  // zones ascending, spots sorted: the codes are in order
}

void MintopiaState::place(int zone, Spot spot, bool turned, Log& log) {
  const bool deed = phase_ == Phase::deed_place;
  const int placing = deed ? deed_location_ : lot_;
  Zone& target = city_.zones[static_cast<std::size_t>(zone)];
  const int before = target.matches(cards_->locations);
  target.place(placing, spot, turned);
  const int made = target.matches(cards_->locations) - before;
  const Seat me = turn_;
  std::string where =
      " in zone " + std::to_string(zone) + " at " + spot_words(spot) + (turned ? ", turned" : "");
  if (made > 0) where += made == 1 ? ", making a match" : ", making 2 matches";
  log.to_all(Words(seat_text(me) + " places " + name_of(placing) + where + ".")
                 .by(me, "You place " + name_of(placing) + where + "."));
  if (!deed) return lot_done(log);
  deed_gains_.push_back(deed_location_);
  deed_location_ = -1;
  next_ability(log);
}

std::vector<Move> MintopiaState::relocate_moves() const {
  std::vector<Move> moves;
  for (const Zone& zone : city_.zones) {
    for (const Placed& placed : zone.cards()) {
      for (Spot spot : zone.move_spots(placed.location))
        moves.push_back(make_move(Kind::relocate, placed.location, spot_code(spot)));
    }
  }
  moves.push_back(make_move(Kind::skip));
  std::sort(moves.begin(), moves.end());
  return moves;
}

void MintopiaState::relocate(int location, Spot spot, Log& log) {
  const int zone = zone_holding(city_, location);
  city_.zones[static_cast<std::size_t>(zone)].move(location, spot);
  const Seat me = turn_;
  log.to_all(Words(seat_text(me) + " uses Utility to move " + name_of(location) + " to " +
                   spot_words(spot) + " of zone " + std::to_string(zone) + ".")
                 .by(me, "You use Utility to move " + name_of(location) + " to " +
                             spot_words(spot) + " of zone " + std::to_string(zone) + "."));
  next_ability(log);
}

std::vector<Move> MintopiaState::turn_moves() const {
  std::vector<Move> moves;
  for (const Zone& zone : city_.zones) {
    for (const Placed& placed : zone.cards()) {
      const Location& card = location(placed.location);
      if (card.left != card.right) moves.push_back(make_move(Kind::turn, placed.location));
    }
  }
  moves.push_back(make_move(Kind::skip));
  std::sort(moves.begin(), moves.end());
  return moves;
}

void MintopiaState::turn(int location, Log& log) {
  const int zone = zone_holding(city_, location);
  city_.zones[static_cast<std::size_t>(zone)].turn(location);
  const Seat me = turn_;
  log.to_all(Words(seat_text(me) + " uses Production to turn " + name_of(location) + " round.")
                 .by(me, "You use Production to turn " + name_of(location) + " round."));
  next_ability(log);
}

}  // namespace gavel::mintopia
