#include "gavel/games/cosmic/aliens.h"

#include <array>
#include <string>

#include "gavel/core/text.h"

namespace gavel::cosmic {
namespace {

struct AlienEntry {
  const char* name;
  const char* power;
};

constexpr std::array<AlienEntry, alien_count> aliens = {{
    {"Human", "As a main player, add 4 to your side's total."},
    {"Warpish",
     "As a main player, add 1 to your side's total for every ship in the warp, whatever its "
     "colour."},
    {"Virus",
     "As a main player with an attack card, multiply the card by the number of your own ships "
     "in the encounter instead of adding them; your allies' ships still add."},
    {"Tripler",
     "As a main player, your attack card counts three times its number when below 10, and a "
     "third of it (rounded up) when 10 or more."},
    {"Macron",
     "Each of your ships in an encounter counts as 4, but you send only one ship to an "
     "encounter, as the offense or as an ally."},
    {"Pacifist",
     "As a main player, when you reveal a negotiate and the other side an attack, you win the "
     "encounter."},
    {"Zombie", "Your ships never go to the warp: whenever they would, they go home instead."},
    {"Oracle",
     "As a main player, your opponent lays its encounter card first and face up; then you "
     "choose yours."},
    {"Trader",
     "As a main player, before cards are chosen, you may swap your whole hand with your "
     "opponent's."},
    {"Loser",
     "As a main player, before cards are chosen, you may call an upset: in attack against "
     "attack the lower total wins (a tie still goes to the defense)."},
    {"Mutant",
     "As a main player, before cards are chosen, draw cosmic cards until you hold eight."},
    {"Warrior",
     "After each encounter you fight as a main player you earn a point, two if you lost it; as "
     "a main player, add your points to your side's total."},
    {"Parasite",
     "When the invited have answered, you may join either side of an encounter you are not in, "
     "invited or not, with one to four ships."},
    {"Mind", "As a main player, before cards are chosen, you see your opponent's whole hand."},
}};

}  // namespace

const char* alien_name(Alien alien) {
  return aliens[static_cast<std::size_t>(alien)].name;
}

const char* power_text(Alien alien) {
  return aliens[static_cast<std::size_t>(alien)].power;
}

std::optional<Alien> alien_of(std::string_view name) {
  const std::string wanted = lowercase(trim(name));
  for (int i = 0; i < alien_count; ++i) {
    if (lowercase(aliens[static_cast<std::size_t>(i)].name) == wanted) return static_cast<Alien>(i);
  }
  return std::nullopt;
}

}  // namespace gavel::cosmic
