// The end of the game: placing a Location a Deed drew, Utility's move and
// Production's turn. The city is small, so every choice is tried and the game scored
// as if it ended there: the rival wants first place, then the widest lead over the
// best of the others, then the most standing by its weights.

#include <algorithm>

#include "reading.h"

namespace gavel::mintopia::scripted {
namespace {

double judged(const Reading& r, const City& city) {
  const std::vector<Score> scores = mintopia::scores(city, r.deck, r.view.ai_banked);
  const std::vector<int> places = mintopia::places(city, scores, r.view.mints);
  const int mine = scores[static_cast<std::size_t>(r.me)].total();
  int best_other = 0;
  double standing = mine;
  for (int competitor = 0; competitor < r.competitors; ++competitor) {
    if (competitor == r.me) continue;
    const int theirs = scores[static_cast<std::size_t>(competitor)].total();
    best_other = std::max(best_other, theirs);
    standing -= r.weight(r.me, competitor) * theirs;
  }
  return -1000.0 * places[static_cast<std::size_t>(r.me)] + (mine - best_other) + 0.01 * standing;
}

}  // namespace

Move choose_ending(const Reading& r, const std::vector<Move>& legal) {
  const MintopiaView& v = r.view;
  Move chosen = legal.front();
  double best = -1e18;
  for (const Move move : legal) {
    City city = v.city;
    switch (kind_of(move)) {
      case Kind::place:
        city.zones[static_cast<std::size_t>(a_of(move))].place(v.lot, spot_of(b_of(move)),
                                                               c_of(move) == 1);
        break;
      case Kind::relocate: {
        const int zone = zone_holding(city, a_of(move));
        city.zones[static_cast<std::size_t>(zone)].move(a_of(move), spot_of(b_of(move)));
        break;
      }
      case Kind::turn: {
        const int zone = zone_holding(city, a_of(move));
        city.zones[static_cast<std::size_t>(zone)].turn(a_of(move));
        break;
      }
      case Kind::skip:
        break;
      default:
        continue;
    }
    // Skipping comes last in the codes: a change must be strictly better to be made.
    const double value = judged(r, city) + (kind_of(move) == Kind::skip ? 1e-6 : 0.0);
    if (value > best) {
      best = value;
      chosen = move;
    }
  }
  return chosen;
}

}  // namespace gavel::mintopia::scripted
