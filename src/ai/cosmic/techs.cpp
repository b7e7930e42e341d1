// The rival's tech: which of its two to keep, and at each Regroup whether to research
// (a ship it can spare), complete it (always, once it can) or use a once-only tech.

#include <algorithm>
#include <array>

#include "reading.h"

namespace gavel::cosmic::scripted {
namespace {

// What each effect is worth to a player who plays it plainly, in ships over a game.
constexpr std::array<double, tech_effect_count> plain_tech_worth = {
    3.0,  // drill: +1 in every encounter as a main player
    1.5,  // wide_gate
    2.0,  // home_guard
    1.5,  // anchor
    1.0,  // envoys
    1.0,  // insurance
    2.5,  // recall
    2.0,  // survey
    2.0,  // salvage
    1.5,  // extra
};
constexpr double cost_weight = 0.35;  // a ship of research costs that much of the worth

// Patience and a lack of nerve both make it research from thinner colonies.
int spare_need(const Reading& r) {
  const double patience = (r.temper.thrift - 0.01) / 0.006;
  const double nerve = (1.4 - r.temper.fear) / 0.08;
  int need = patience >= 7 || nerve <= 3 ? 3 : 4;
  if (r.view.offense == r.me) ++need;  // it is about to launch
  return need;
}

const Tech& mine(const Reading& r) {
  return (*r.view.tech_list)[static_cast<std::size_t>(r.view.techs[r.me])];
}

}  // namespace

Move choose_tech(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  return best_of(legal, rng, r.temper.whim, [&](Move move) {
    const Tech& tech = (*r.view.tech_list)[static_cast<std::size_t>(payload_of(move))];
    return plain_tech_worth[static_cast<std::size_t>(tech.effect)] - cost_weight * tech.cost;
  });
}

Move choose_research(const Reading& r, const std::vector<Move>& legal) {
  const auto find = [&](Kind kind) {
    return std::find_if(legal.begin(), legal.end(),
                        [&](Move move) { return kind_of(move) == kind; });
  };
  const Move skip = make_move(Kind::skip_tech);
  if (auto complete = find(Kind::complete_tech); complete != legal.end()) return *complete;
  if (auto research = find(Kind::research); research != legal.end()) {
    // The colony with the most ships, if it can spare one.
    Move best = skip;
    int most = spare_need(r) - 1;
    for (Move move : legal) {
      if (kind_of(move) != Kind::research) continue;
      const int ships = r.ships(payload_of(move), r.me);
      if (ships > most) {
        most = ships;
        best = move;
      }
    }
    return best;
  }
  if (find(Kind::use_tech) == legal.end()) return skip;
  switch (mine(r).effect) {
    case TechEffect::recall: {
      if (r.warp(r.me) < 3) return skip;
      Move best = *find(Kind::use_tech);  // the home colony with the fewest ships, else the first
      int fewest = 1000;
      for (Move move : legal) {
        const int planet = payload_of(move) - use_to_planet;
        if (kind_of(move) != Kind::use_tech || !r.home(planet)) continue;
        if (r.ships(planet, r.me) < fewest) {
          fewest = r.ships(planet, r.me);
          best = move;
        }
      }
      return best;
    }
    case TechEffect::survey:
      return r.view.hand.size() <= 6 ? *find(Kind::use_tech) : skip;
    case TechEffect::salvage: {
      Move best = skip;
      double worth = 3.5;  // only a card worth having: a big attack, a morph, a +5
      for (Move move : legal) {
        if (kind_of(move) != Kind::use_tech) continue;
        const auto& ids = r.view.discard_ids;
        const auto index = std::find(ids.begin(), ids.end(), payload_of(move) - 1) - ids.begin();
        const Card& card = r.view.discards[static_cast<std::size_t>(index)];
        if (keep_worth(card) > worth) {
          worth = keep_worth(card);
          best = move;
        }
      }
      return best;
    }
    default:
      return skip;
  }
}

}  // namespace gavel::cosmic::scripted
