#pragma once
// The aliens: each player keeps one of two dealt, and its power bends one rule while
// the player holds at least three colonies in its own home system. power_text() says
// each power as the help, the man page and the board do; the rules code asks
// Rules::has_power() at the one place each power acts:
//   Human     +4 to its side's total as a main player
//   Warpish   +1 to its side's total per ship in the warp, as a main player
//   Virus     its attack card multiplies its own ships instead of adding to them
//   Tripler   its attack card below 10 counts triple, 10 or more a third (rounded up)
//   Macron    each of its ships counts 4, and it sends one ship at a time at most
//   Pacifist  its negotiate beats the other side's attack
//   Zombie    its ships never go to the warp: they go home
//   Oracle    its opponent lays its card first, face up
//   Trader    may swap hands with its opponent before Planning
//   Loser     may call an upset before Planning: the lower total wins
//   Mutant    fills its hand to eight before Planning
//   Warrior   earns a point per encounter (2 for a loss, 1 for a win), added to its total
//   Parasite  may join an alliance it was not invited to
//   Mind      sees its opponent's hand before Planning

#include <cstdint>
#include <optional>
#include <string_view>

namespace gavel::cosmic {

enum class Alien : std::int8_t {
  human,
  warpish,
  virus,
  tripler,
  macron,
  pacifist,
  zombie,
  oracle,
  trader,
  loser,
  mutant,
  warrior,
  parasite,
  mind,
};
inline constexpr int alien_count = 14;
inline constexpr int no_alien = -1;
inline constexpr int aliens_dealt = 2;         // each player keeps one of these
inline constexpr int power_home_colonies = 3;  // fewer home colonies: no power

// "Human"; and back, in any case.
const char* alien_name(Alien alien);
std::optional<Alien> alien_of(std::string_view name);

// The power in a sentence or two, for the help and the board.
const char* power_text(Alien alien);
// Its flare: the Wild, for anyone but the alien, and the Super, for the alien itself
// while its power is on (flares.cpp says when each is played and how it acts).
const char* wild_text(Alien alien);
const char* super_text(Alien alien);

}  // namespace gavel::cosmic
