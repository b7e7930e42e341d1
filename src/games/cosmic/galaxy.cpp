// Ships and colonies: where ships stand, where they go when they leave an encounter.

#include <algorithm>

#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {

bool Rules::has_colony(const S& s, Seat seat, int planet) {
  return s.ships_on(planet)[static_cast<std::size_t>(seat)] > 0;
}

// Home planets first, then foreign ones, each in planet order.
std::vector<int> Rules::colonies(const S& s, Seat seat) {
  std::vector<int> found;
  const int home = seat * s.per_home_;
  for (int planet = home; planet < home + s.per_home_; ++planet) {
    if (has_colony(s, seat, planet)) found.push_back(planet);
  }
  for (int planet = 0; planet < s.planet_count(); ++planet) {
    if (s.owner_of(planet) != seat && has_colony(s, seat, planet)) found.push_back(planet);
  }
  return found;
}

// Ships the game takes for a player leave the colony holding the most of them (on a
// tie the planet named first, R1 ... Y5), so a colony is lost only when each one left
// holds a single ship. -1 without a colony.
std::vector<int> Rules::home_planets(const S& s, Seat seat, bool held) {
  std::vector<int> found;
  for (int k = 0; k < s.per_home_; ++k) {
    const int planet = seat * s.per_home_ + k;
    if (has_colony(s, seat, planet) == held) found.push_back(planet);
  }
  return found;
}

int Rules::fullest_colony(const S& s, Seat seat) {
  int best = -1;
  for (int planet = 0; planet < s.planet_count(); ++planet) {
    if (!has_colony(s, seat, planet)) continue;
    if (best < 0 || s.ships_on(planet)[at(seat)] > s.ships_on(best)[at(seat)]) best = planet;
  }
  return best;
}

int Rules::ships_on_colonies(const S& s, Seat seat) {
  int ships = 0;
  for (int planet = 0; planet < s.planet_count(); ++planet)
    ships += s.ships_on(planet)[static_cast<std::size_t>(seat)];
  return ships;
}

// A ship going home lands where it came from while that is still one of its owner's
// colonies, else on the owner's first colony, else on its first home planet.
int Rules::home_for(const S& s, Seat seat, int wanted) {
  if (wanted >= 0 && has_colony(s, seat, wanted)) return wanted;
  const std::vector<int> found = colonies(s, seat);
  return found.empty() ? seat * s.per_home_ : found.front();
}

int Rules::sent(const S& s, Seat seat) {
  return static_cast<int>(s.encounter_.sent_from[static_cast<std::size_t>(seat)].size());
}

// The Zombie's ships never go to the warp: those on the planet stay, those sent go home.
void Rules::to_warp(S& s, Seat seat, int count) {
  if (ships_go_home(s, seat)) return;
  auto& on_planet = s.planets_[static_cast<std::size_t>(s.encounter_.planet)];
  const int moved = std::min(count, on_planet[static_cast<std::size_t>(seat)]);
  on_planet[static_cast<std::size_t>(seat)] -= moved;
  s.warp_[static_cast<std::size_t>(seat)] += moved;
}

void Rules::send_home(S& s, Seat seat) {
  auto& from = s.encounter_.sent_from[static_cast<std::size_t>(seat)];
  for (int planet : from) {
    const int home = home_for(s, seat, planet);
    ++s.planets_[static_cast<std::size_t>(home)][static_cast<std::size_t>(seat)];
  }
  from.clear();
}

void Rules::warp_sent(S& s, Seat seat) {
  if (ships_go_home(s, seat)) {
    send_home(s, seat);
    return;
  }
  auto& from = s.encounter_.sent_from[static_cast<std::size_t>(seat)];
  s.warp_[static_cast<std::size_t>(seat)] += static_cast<int>(from.size());
  from.clear();
}

void Rules::land_sent(S& s, Seat seat, int planet) {
  auto& from = s.encounter_.sent_from[static_cast<std::size_t>(seat)];
  s.planets_[static_cast<std::size_t>(planet)][static_cast<std::size_t>(seat)] +=
      static_cast<int>(from.size());
  from.clear();
}

std::string Rules::seat_words(Seat seat) {
  return seat_text(seat);
}

std::string Rules::seats_words(int mask) {
  std::vector<std::string> names;
  for (Seat seat = 0; seat < max_players; ++seat) {
    if ((mask & (1 << seat)) != 0) names.push_back(seat_words(seat));
  }
  return names.empty() ? "nobody" : join(names, " and ");
}

int CosmicState::foreign_colonies(Seat seat) const {
  int count = 0;
  for (int planet = 0; planet < planet_count(); ++planet) {
    if (owner_of(planet) != seat && Rules::has_colony(*this, seat, planet)) ++count;
  }
  return count;
}

}  // namespace gavel::cosmic
