// A side's total from a seat's view, counted as the rules count it (total.h): what
// the rivals and the adviser read before they lay a card.

#include <algorithm>

#include "gavel/games/cosmic/total.h"
#include "gavel/games/cosmic/view.h"

namespace gavel::cosmic {

namespace {

// The encounter as the shared count asks it, from what the view shows.
struct ViewTable {
  const CosmicView& v;
  Seat main(Side side) const { return side == Side::offense ? v.offense : v.defense; }
  bool has_power(Seat seat, Alien alien) const {
    // The view's `powers` already leaves out a zapped power and one short of colonies.
    return seat >= 0 && seat < v.players && v.aliens[seat] == static_cast<int>(alien) &&
           v.powers[static_cast<std::size_t>(seat)];
  }
  bool played(Alien alien, Seat seat) const {
    return std::find(v.flares.begin(), v.flares.end(),
                     std::make_pair(static_cast<int>(alien), seat)) != v.flares.end();
  }
  bool wild(Alien alien, Seat seat) const {
    return seat >= 0 && seat < v.players && v.aliens[seat] != static_cast<int>(alien) &&
           played(alien, seat);
  }
  Seat super(Alien alien) const {
    for (Seat seat = 0; seat < v.players; ++seat) {
      if (has_power(seat, alien) && played(alien, seat)) return seat;
    }
    return nobody;
  }
  int own_ships(Side side) const {
    if (side == Side::offense) return sent(v.offense);
    if (v.planet < 0 || v.defense < 0) return 0;
    return v.planets[static_cast<std::size_t>(v.planet)][static_cast<std::size_t>(v.defense)];
  }
  int sent(Seat seat) const { return seat < 0 ? 0 : v.sent[static_cast<std::size_t>(seat)]; }
  Side side_of(Seat seat) const { return v.side[static_cast<std::size_t>(seat)]; }
  int players() const { return v.players; }
  int reinforcement(Side side) const { return v.reinforcement[static_cast<std::size_t>(side)]; }
  int warp(Seat seat) const { return v.warp[static_cast<std::size_t>(seat)]; }
  int points(Seat seat) const { return v.points[seat]; }
  int foreign_colonies(Seat seat) const { return v.foreign_colonies(seat); }
  bool has_tech(Seat seat, TechEffect effect) const {
    if (seat < 0 || !v.tech_list) return false;
    const int id = v.techs[seat];
    return id >= 0 && v.tech_stages[seat] == TechStage::complete &&
           (*v.tech_list)[static_cast<std::size_t>(id)].effect == effect;
  }
  int tech_bonus(Side side) const {
    const Seat seat = main(side);
    int bonus = has_tech(seat, TechEffect::drill) ? 1 : 0;
    if (side == Side::defense && v.planet >= 0 && v.planet / v.per_home == seat &&
        has_tech(seat, TechEffect::home_guard))
      bonus += 2;
    return bonus;
  }
  int invested_bonus(Side side) const {
    if (v.counted == 0 || v.planet < 0) return 0;
    const Seat owner_seat = v.planet / v.per_home;
    const Side owner = owner_seat == v.offense ? Side::offense : Side::defense;
    if (!v.counted_against) return side == owner ? v.counted : 0;
    return side == owner ? 0 : -v.counted;
  }
};

}  // namespace

int side_total(const CosmicView& view, Side side, int value, std::vector<std::string>* parts) {
  return count_total(ViewTable{view}, side, value, parts);
}

}  // namespace gavel::cosmic
