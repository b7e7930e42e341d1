#include "gavel/games/cosmic/aliens.h"

#include <array>
#include <string>

#include "gavel/core/text.h"

namespace gavel::cosmic {
namespace {

struct AlienEntry {
  const char* name;
  const char* power;
  const char* wild;   // its flare played by anyone else
  const char* super;  // its flare played by the alien itself, its power on
};

constexpr std::array<AlienEntry, alien_count> aliens = {{
    {"Human", "As a main player, add 4 to your side's total.",
     "After the reveal, as a main player or an ally, add 2 to your side's total.",
     "After the reveal, as a main player: your power adds 8 instead of 4."},
    {"Warpish",
     "As a main player, add 1 to your side's total for every ship in the warp, whatever its "
     "colour.",
     "After the reveal, as a main player, add 1 to your side's total for every ship of yours in "
     "the warp.",
     "After the reveal, as a main player: your power counts every ship in the warp twice."},
    {"Virus",
     "As a main player with an attack card, multiply the card by the number of your own ships "
     "in the encounter instead of adding them; your allies' ships still add.",
     "After the reveal, as a main player with an attack card, your own ships in the encounter "
     "count twice.",
     "After the reveal, as a main player: your attack card multiplies your allies' ships too, not "
     "only your own."},
    {"Tripler",
     "As a main player, your attack card counts three times its number when below 10, and a "
     "third of it (rounded up) when 10 or more.",
     "After the reveal, as a main player with an attack card, your card counts double.",
     "After the reveal, as a main player: your card counts three times its number, whatever the "
     "number."},
    {"Macron",
     "Each of your ships in an encounter counts as 4, but you send only one ship to an "
     "encounter, as the offense or as an ally.",
     "After the reveal, as an ally, each of your ships in the encounter counts 2.",
     "After Regroup: in this encounter you may send up to two ships, as the offense or as an "
     "ally."},
    {"Pacifist",
     "As a main player, when you reveal a negotiate and the other side an attack, you win the "
     "encounter.",
     "After the reveal, as a main player with a negotiate against an attack: if your side loses, "
     "two "
     "more cards of compensation come to you.",
     "After the reveal, when your negotiate meets an attack: when your power wins, your opponent "
     "also gives you a card at random for each of its ships lost."},
    {"Zombie", "Your ships never go to the warp: whenever they would, they go home instead.",
     "After the reveal, as a main player: in this encounter your ships go home instead of to the "
     "warp.",
     "After the reveal, as a main player: in this encounter your allies' ships go home instead of "
     "to the warp too."},
    {"Oracle",
     "As a main player, your opponent lays its encounter card first and face up; then you "
     "choose yours.",
     "After the alliances, as a main player: your opponent lays its encounter card first and face "
     "up.",
     "After the alliances, as a main player: your opponent must lay an attack card if it holds "
     "one."},
    {"Trader",
     "As a main player, before cards are chosen, you may swap your whole hand with your "
     "opponent's.",
     "After the alliances, as a main player: swap your whole hand with your opponent's.",
     "After the alliances, as a main player: swap your whole hand with that of any other player "
     "you choose."},
    {"Loser",
     "As a main player, before cards are chosen, you may call an upset: in attack against "
     "attack the lower total wins (a tie still goes to the defense).",
     "After the alliances, as a main player: call an upset, as the Loser does.",
     "After the reveal, as a main player in attack against attack: call your upset now, having "
     "seen the cards."},
    {"Mutant", "As a main player, before cards are chosen, draw cosmic cards until you hold eight.",
     "After Regroup: draw two cosmic cards.",
     "After the alliances, as a main player: your power fills your hand to ten instead of eight."},
    {"Warrior",
     "After each encounter you fight as a main player you earn a point, two if you lost it; as "
     "a main player, add your points to your side's total.",
     "After the reveal, as a main player, add 1 to your side's total for each of your foreign "
     "colonies.",
     "After the reveal, as a main player: your points count twice."},
    {"Parasite",
     "When the invited have answered, you may join either side of an encounter you are not in, "
     "invited or not, with one to four ships.",
     "After the alliances, as an ally: one more of your ships joins your side, from your colony "
     "with the most ships.",
     "After the alliances, as an ally: two more of your ships join your side, from your colonies "
     "with the most ships."},
    {"Mind", "As a main player, before cards are chosen, you see your opponent's whole hand.",
     "After the alliances, as a main player: read your opponent's hand when Planning opens.",
     "After the alliances, as a main player: read the hands of every ally in the encounter too."},
}};

}  // namespace

const char* alien_name(Alien alien) {
  return aliens[static_cast<std::size_t>(alien)].name;
}

const char* power_text(Alien alien) {
  return aliens[static_cast<std::size_t>(alien)].power;
}

const char* wild_text(Alien alien) {
  return aliens[static_cast<std::size_t>(alien)].wild;
}

const char* super_text(Alien alien) {
  return aliens[static_cast<std::size_t>(alien)].super;
}

std::optional<Alien> alien_of(std::string_view name) {
  const std::string wanted = lowercase(trim(name));
  for (int i = 0; i < alien_count; ++i) {
    if (lowercase(aliens[static_cast<std::size_t>(i)].name) == wanted) return static_cast<Alien>(i);
  }
  return std::nullopt;
}

}  // namespace gavel::cosmic
