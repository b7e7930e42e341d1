// The end of the game: placing a Location a Deed drew, Utility's move and
// Production's turn. The city is small, so every choice is tried and the game scored
// as if it ended there: the rival wants first place, then the widest lead over the
// best of the others, then the most standing by its weights.
//
// A choice changes one zone, so each zone is tallied once and only the changed one
// again for each choice; the scores follow city.h's rules from the tallies.

#include <algorithm>
#include <array>

#include "reading.h"

namespace gavel::mintopia::scripted {
namespace {

struct Tally {
  int vp = 0;
  int matches = 0;
  int locations = 0;
  std::array<int, type_kinds> types{};
};

Tally tally(const Reading& r, const Zone& zone) {
  Tally t;
  t.matches = zone.matches(r.deck);
  for (const Placed& placed : zone.cards()) {
    const Location& location = r.card(placed.location);
    t.vp += location.vp;
    ++t.locations;
    ++t.types[static_cast<std::size_t>(location.type)];
  }
  return t;
}

// The scores city.h's `scores` gives, from each zone's tally.
std::vector<Score> scored(const Reading& r, const std::vector<Tally>& zones) {
  std::vector<Score> scores(static_cast<std::size_t>(r.competitors));
  std::vector<std::array<int, type_kinds>> types(scores.size());
  for (int zone = 0; zone < static_cast<int>(zones.size()); ++zone) {
    const Tally& t = zones[static_cast<std::size_t>(zone)];
    std::array<int, 2> owners{zone, no_one};
    if (r.view.mode == Mode::ring) owners[1] = (zone + 1) % r.players;
    for (const int owner : owners) {
      if (owner == no_one) continue;
      Score& score = scores[static_cast<std::size_t>(owner)];
      score.vp += t.vp;
      score.matches += t.matches;
      score.locations += t.locations;
      for (std::size_t type = 0; type < type_kinds; ++type)
        types[static_cast<std::size_t>(owner)][type] += t.types[type];
    }
  }
  const auto culture = static_cast<std::size_t>(LocationType::culture);
  int most = 0, holder = no_one;
  for (int competitor = 0; competitor < r.competitors; ++competitor) {
    const int count = types[static_cast<std::size_t>(competitor)][culture];
    if (count > most) {
      most = count;
      holder = competitor;
    } else if (count == most) {
      holder = no_one;
    }
  }
  if (holder != no_one) {
    Score& score = scores[static_cast<std::size_t>(holder)];
    score.culture_bonus = score.matches;
  }
  if (r.ai != no_one) scores[static_cast<std::size_t>(r.ai)].banked = r.view.ai_banked;
  return scores;
}

double judged(const Reading& r, const std::vector<Tally>& zones) {
  const std::vector<Score> scores = scored(r, zones);
  const std::vector<int> places = mintopia::places(r.view.city, scores, r.view.mints);
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
  std::vector<Tally> zones;
  for (const Zone& zone : v.city.zones)
    zones.push_back(tally(r, zone));
  Move chosen = legal.front();
  double best = -1e18;
  for (const Move move : legal) {
    int changed = no_one;
    std::vector<Placed> cards;
    switch (kind_of(move)) {
      case Kind::place:
        changed = a_of(move);
        cards = v.city.zones[static_cast<std::size_t>(changed)].cards();
        cards.push_back({v.lot, spot_of(b_of(move)), c_of(move) == 1});
        break;
      case Kind::relocate:
      case Kind::turn:
        changed = zone_holding(v.city, a_of(move));
        cards = v.city.zones[static_cast<std::size_t>(changed)].cards();
        for (Placed& placed : cards) {
          if (placed.location != a_of(move)) continue;
          if (kind_of(move) == Kind::turn) {
            placed.turned = !placed.turned;
          } else {
            placed.spot = spot_of(b_of(move));
          }
        }
        break;
      case Kind::skip:
        break;
      default:
        continue;
    }
    std::vector<Tally> after = zones;
    if (changed != no_one) after[static_cast<std::size_t>(changed)] = tally(r, Zone(cards));
    // Skipping comes last in the codes: a change must be strictly better to be made.
    const double value = judged(r, after) + (kind_of(move) == Kind::skip ? 1e-6 : 0.0);
    if (value > best) {
      best = value;
      chosen = move;
    }
  }
  return chosen;
}

}  // namespace gavel::mintopia::scripted
