#pragma once
// New Mintopia City's city as the rules score it: every zone, who controls it, and
// what each competitor would score if the game ended now.
//
// The competitors are the seats 0..players-1 and, in the modes with an AI card, the
// AI as one more numbered `players`. Zones are numbered so that control follows
// from the number alone:
//   ring (3-6 players): zone k lies between seat k and its left neighbour k+1
//     (wrapping), and both control it; a seat controls zones k-1 and k.
//   duel, duel against an AI card, solitaire: zone k is competitor k's own; the
//     AI's zone comes after the seats' zones.
//
// Score: the VP of the Locations a competitor controls, 1 per match in its zones,
// and, for the one with the Culture majority, 1 more per such match; plus any VP
// the AI banked by using Culture during the game. Places: most points, then fewest
// Locations controlled, then most Mints (the AI's are unlimited, so it wins that
// step), still level, the place is shared. Solitaire is the exception the rule text
// makes: the player wins with strictly more points than the AI, else the AI wins.

#include <array>
#include <cstdint>
#include <vector>

#include "gavel/games/mintopia/cards.h"
#include "gavel/games/mintopia/modes.h"
#include "gavel/games/mintopia/zone.h"

namespace gavel::mintopia {

inline constexpr int no_one = -1;

struct City {
  Mode mode = Mode::ring;
  int players = 0;
  std::vector<Zone> zones;

  bool operator==(const City&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(mode, players, zones);
  }
};

// An empty city of `players` seats in `mode`, with its zones. Throws gavel::Error
// when `mode` is not the mode of that many players (mode_of).
City empty_city(Mode mode, int players);

int competitors(const City& city);    // players, and 1 more with an AI card
int ai_competitor(const City& city);  // its number, or no_one without an AI card
std::vector<int> controllers(const City& city, int zone);     // ascending
std::vector<int> zones_of(const City& city, int competitor);  // ascending, each once
// The zone where `location` lies, or no_one.
int zone_holding(const City& city, int location);

// What one competitor controls.
struct Holdings {
  int vp = 0;                           // printed victory points of its Locations
  int matches = 0;                      // matches in its zones
  int locations = 0;                    // how many Locations it controls
  std::array<int, type_kinds> types{};  // how many of each type

  bool operator==(const Holdings&) const = default;
};

Holdings holdings(const City& city, const std::vector<Location>& deck, int competitor);

// The competitor with strictly the most Locations of `type`, or no_one on a tie
// (nobody holding one is a tie too).
int majority(const City& city, const std::vector<Location>& deck, LocationType type);

// One competitor's points if the game were scored now.
struct Score {
  int vp = 0;
  int matches = 0;
  int culture_bonus = 0;  // 1 per match, for the Culture majority alone
  int banked = 0;         // what the AI banked with Culture during the game
  int locations = 0;      // for the tie-break

  int total() const { return vp + matches + culture_bonus + banked; }
  bool operator==(const Score&) const = default;
};

// By competitor. `ai_banked` is ignored without an AI card.
std::vector<Score> scores(const City& city, const std::vector<Location>& deck, int ai_banked);

// Each competitor's place from 1, by the rules above. `mints` holds the seats'
// Mints; the AI's are unlimited. Shared places repeat (1, 1, 3). Throws
// gavel::Error without a score for every competitor or Mints for every seat.
std::vector<int> places(const City& city, const std::vector<Score>& scores,
                        const std::vector<int>& mints);

}  // namespace gavel::mintopia
