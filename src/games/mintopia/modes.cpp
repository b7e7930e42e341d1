#include "gavel/games/mintopia/modes.h"

#include "gavel/core/error.h"

namespace gavel::mintopia {

Mode mode_of(int players, bool ai_card) {
  if (players < 1 || players > 6) throw Error("New Mintopia City takes 1 to 6 players");
  if (players == 1) {
    if (!ai_card) throw Error("solitaire New Mintopia City is played against an AI card");
    return Mode::solitaire;
  }
  if (players == 2) return ai_card ? Mode::duel_against_ai : Mode::duel;
  if (ai_card) throw Error("an AI card plays only in 1- and 2-player games");
  return Mode::ring;
}

int deck_size(Mode mode, int players) {
  switch (mode) {
    case Mode::ring:
      return 8 + 4 * (players - 3);  // 8, 12, 16, 20
    case Mode::duel:
    case Mode::duel_against_ai:
      return 10;
    case Mode::solitaire:
      return 8;
  }
  return 0;
}

int income(Mode mode) {
  return mode == Mode::ring ? 4 : 2;
}

int block_size(Mode mode, int players) {
  return mode == Mode::solitaire ? 1 : players;
}

bool locations_shared(Mode mode) {
  return mode == Mode::ring;
}

bool closed_auctions_allowed(Mode mode) {
  return mode == Mode::ring;
}

bool has_roll(Mode mode) {
  return mode != Mode::solitaire;
}

std::vector<int> deck_pool(const std::vector<Location>& locations, Mode mode) {
  std::vector<int> pool;
  for (int index = 0; index < static_cast<int>(locations.size()); ++index) {
    const int vp = locations[static_cast<std::size_t>(index)].vp;
    if (mode != Mode::ring && (vp == 1 || vp == 6)) continue;
    pool.push_back(index);
  }
  return pool;
}

}  // namespace gavel::mintopia
