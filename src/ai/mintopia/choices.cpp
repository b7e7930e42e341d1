// The Auctioneer's choice of Location and auction, the sealed commitment of a closed
// auction, the tie choices after its reveal, and placing a Location won.

#include <algorithm>
#include <cmath>

#include "gavel/games/mintopia/closed_auction.h"
#include "reading.h"

namespace gavel::mintopia::scripted {
namespace {

// A sealed auction suits me when my richer pair holds more Mints than any other
// pair: it wins the sealed bids, where in the open the others could club together.
bool sealed_suits(const Reading& r) {
  if (r.view.mode != Mode::ring) return false;
  const Seat left = (r.me + 1) % r.players;
  const Seat right = (r.me + r.players - 1) % r.players;
  const int mine = r.mints(r.me) + std::max(r.mints(left), r.mints(right));
  for (int pair = 0; pair < r.players; ++pair) {
    if (in_pair(r.me, pair, r.players)) continue;
    if (r.mints(pair_left(pair)) + r.mints(pair_right(pair, r.players)) >= mine) return false;
  }
  return true;
}

// What an even-tempered seat would commit for the Location under auction.
int likely_commit(const Reading& r, Seat seat) {
  const int location = r.view.lot;
  const double worth = r.worth(seat, r.best_zone(seat, location), location);
  if (worth <= 0) return 0;
  const double half = 0.5 * Temper(Traits{}).reach * worth / r.dollar(seat);
  return static_cast<int>(std::min<double>(std::round(half), r.mints(seat)));
}

// How much `location` placed in `zone` at `spot`, way round as `turned`, matches.
int matches_made(const Reading& r, int zone, Spot spot, bool turned, int location) {
  const Zone& cards = r.view.city.zones[static_cast<std::size_t>(zone)];
  const Location& placing = r.card(location);
  int made = 0;
  if (const Placed* left = cards.at({spot.row, spot.column - 1}))
    made += right_side(r.card(left->location), left->turned) == left_side(placing, turned);
  if (const Placed* right = cards.at({spot.row, spot.column + 1}))
    made += left_side(r.card(right->location), right->turned) == right_side(placing, turned);
  return made;
}

// How much a point made in `zone` counts for me: mine, less my partner's weight.
double zone_sign(const Reading& r, int zone) {
  std::array<int, 2> owners{zone, no_one};
  if (r.view.mode == Mode::ring) owners[1] = (zone + 1) % r.players;
  double sign = 0;
  for (const int owner : owners) {
    if (owner != no_one) sign += owner == r.me ? 1.0 : -r.weight(r.me, owner);
  }
  return sign;
}

}  // namespace

Move choose_lot(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  const bool sealed = sealed_suits(r);
  BestMove best(rng, r.temper.whim);
  for (const Move move : legal) {
    if (kind_of(move) != Kind::auction) continue;
    const int location = a_of(move);
    const double worth = r.worth(r.me, r.best_zone(r.me, location), location);
    const bool closed = b_of(move) == 1;
    best.offer(move, worth - (closed == sealed ? 0.0 : 0.5));
  }
  return best.empty() ? legal.front() : best.move();
}

Move choose_commit(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  const int location = r.view.lot;
  std::array<int, max_competitors> likely{};
  for (Seat seat = 0; seat < r.players; ++seat) {
    if (seat != r.me) likely[static_cast<std::size_t>(seat)] = likely_commit(r, seat);
  }
  int rivals = 0;  // the highest total of a pair without me
  for (int pair = 0; pair < r.players; ++pair) {
    if (in_pair(r.me, pair, r.players)) continue;
    rivals = std::max(rivals, likely[static_cast<std::size_t>(pair_left(pair))] +
                                  likely[static_cast<std::size_t>(pair_right(pair, r.players))]);
  }
  // Enough to beat them beside my likelier partner, if the zone is worth it.
  int amount = 0;
  double best = 0;
  for (const int side : {left_side_code, right_side_code}) {
    const Seat partner =
        side == left_side_code ? (r.me + 1) % r.players : (r.me + r.players - 1) % r.players;
    const int zone = r.zone_with(r.me, side);
    const int need = std::max(0, rivals + 1 - likely[static_cast<std::size_t>(partner)]);
    const double worth = r.worth(r.me, zone, location);
    const double value = worth - r.dollar(r.me) * need;
    if (need > r.mints(r.me) || r.dollar(r.me) * need > r.temper.reach * worth) continue;
    if (value > best) {
      best = value;
      amount = need;
    }
  }
  // A bluffer adds a little past its sums, now and then.
  const auto extra = rng.below(1 + static_cast<std::uint64_t>(r.temper.push));
  if (amount > 0) amount = std::min(r.mints(r.me), amount + static_cast<int>(extra));
  // The nearest commitment on offer, the smaller of two as near.
  Move chosen = legal.front();
  int nearest = -1;
  for (const Move move : legal) {
    if (kind_of(move) != Kind::commit) continue;
    const int distance = std::abs(a_of(move) - amount);
    if (nearest < 0 || distance < nearest) {
      nearest = distance;
      chosen = move;
    }
  }
  return chosen;
}

Move choose_chooser(const Reading& r, const std::vector<Move>& legal) {
  const int location = r.view.lot;
  Move chosen = legal.front();
  double best = -1e9;
  for (const Move move : legal) {
    if (kind_of(move) != Kind::name) continue;
    const Seat chooser = a_of(move);
    // The pair they would pick, by their own reckoning.
    int pick = no_one;
    for (const int pair : r.view.tied_pairs) {
      if (!in_pair(chooser, pair, r.players)) continue;
      if (pick == no_one || r.outcome(chooser, pair, location) > r.outcome(chooser, pick, location))
        pick = pair;
    }
    if (pick == no_one) continue;
    const double mine = r.outcome(r.me, pick, location);
    if (mine > best) {
      best = mine;
      chosen = move;
    }
  }
  return chosen;
}

Move choose_pair(const Reading& r, const std::vector<Move>& legal) {
  Move chosen = legal.front();
  double best = -1e9;
  for (const Move move : legal) {
    if (kind_of(move) != Kind::pair) continue;
    const double mine = r.outcome(r.me, r.zone_with(r.me, c_of(move)), r.view.lot);
    if (mine > best) {
      best = mine;
      chosen = move;
    }
  }
  return chosen;
}

Move choose_place(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  const int location = r.view.lot;
  BestMove best(rng, 0.0);
  for (const Move move : legal) {
    if (kind_of(move) != Kind::place) continue;
    const int zone = a_of(move);
    const Spot spot = spot_of(b_of(move));
    const bool turned = c_of(move) == 1;
    const Zone& cards = r.view.city.zones[static_cast<std::size_t>(zone)];
    double value = zone_sign(r, zone) * matches_made(r, zone, spot, turned, location);
    // A free side in the row may match a Location still to come.
    if (cards.at({spot.row, spot.column - 1}) == nullptr) value += 0.05;
    if (cards.at({spot.row, spot.column + 1}) == nullptr) value += 0.05;
    // Keeping to one row leaves both rows' ends open for later.
    if (!cards.empty() && spot.row != cards.cards().front().spot.row) value -= 0.02;
    best.offer(move, value);
  }
  return best.empty() ? legal.front() : best.move();
}

}  // namespace gavel::mintopia::scripted
