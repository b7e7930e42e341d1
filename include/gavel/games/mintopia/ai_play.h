#pragma once
// How an AI card plays "the most advantageous" position: every choice is tried and
// scored as if the game ended at once (city.h's scores), no guessing. A choice is as
// good as its margin: the AI's total minus the best total among the other
// competitors. The largest margin wins; among equal ones the first in order:
//   placing:  by spot (row, then column), as printed before turned;
//   moving:   by zone, then the moved Location's spot, then the spot it goes to;
//   turning:  by zone, then the Location's spot.
//
// The AI plays its abilities in two places. During an auction (an S face, with the
// majority) it must use the ability, so it takes the best choice even when every
// choice lowers its margin. At the end of the game it uses an ability only when its
// best use leaves it first if the game were scored then.
//
// Every function here needs a city with an AI card; without one they throw
// gavel::Error. `ai_banked` is the VP the AI banked with Culture during the game.

#include <optional>
#include <variant>
#include <vector>

#include "gavel/games/mintopia/cards.h"
#include "gavel/games/mintopia/city.h"
#include "gavel/games/mintopia/zone.h"

namespace gavel::mintopia {

// Laying a Location in a zone: a won one, or one a Deed drew.
struct Placement {
  int location = 0;
  int zone = 0;
  Spot spot;
  bool turned = false;

  bool operator==(const Placement&) const = default;
};

// Utility: a Location to another spot of its own zone.
struct Relocation {
  int location = 0;
  int zone = 0;
  Spot to;

  bool operator==(const Relocation&) const = default;
};

// Production: a Location turned 180° where it lies.
struct Turning {
  int location = 0;
  int zone = 0;

  bool operator==(const Turning&) const = default;
};

using AbilityUse = std::variant<Placement, Relocation, Turning>;

// The city after the choice. Throws gavel::Error when the choice is not valid there.
City after(const City& city, const AbilityUse& use);

// The AI's total minus the best other competitor's, if the game were scored now.
int ai_margin(const City& city, const std::vector<Location>& deck, int ai_banked);

// Where the AI lays `location` in its own zone: a Location it won, or one its Deed
// drew (the AI has one zone, so both choose alike).
Placement best_placement(const City& city, const std::vector<Location>& deck, int ai_banked,
                         int location);
Placement best_deed_placement(const City& city, const std::vector<Location>& deck, int ai_banked,
                              int drawn);
// Utility: the best move of any Location of any zone; nothing when no Location can move.
std::optional<Relocation> best_relocation(const City& city, const std::vector<Location>& deck,
                                          int ai_banked);
// Production: the best Location to turn; nothing in an empty city.
std::optional<Turning> best_turning(const City& city, const std::vector<Location>& deck,
                                    int ai_banked);
// The best use of the ability of `type`: Deed places `drawn`. Culture has nothing
// to choose (it only scores), so it gives nothing, as do the cases above.
std::optional<AbilityUse> best_use(const City& city, const std::vector<Location>& deck,
                                   int ai_banked, LocationType type, int drawn = no_one);

// Whether the AI would take first place if the game were scored now; `mints` holds
// the seats' Mints.
bool ai_would_win(const City& city, const std::vector<Location>& deck, int ai_banked,
                  const std::vector<int>& mints);
// At the end of the game: whether the AI uses `use`, its best use of an ability. It
// does only when that leaves it first.
bool ai_uses_at_end(const City& city, const AbilityUse& use, const std::vector<Location>& deck,
                    int ai_banked, const std::vector<int>& mints);

}  // namespace gavel::mintopia
