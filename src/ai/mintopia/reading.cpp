#include "reading.h"

#include <algorithm>
#include <cmath>

#include "gavel/games/mintopia/modes.h"

namespace gavel::mintopia::scripted {
namespace {

// How much the leader's points count against a seat of even temper, over its share.
constexpr double even_spite = 0.3;
// What a Location won usually adds to its winners, VP and a match now and then.
constexpr double typical_points = 4.0;
// Scales what a Mint is worth; tuned with `gavel sim` against the other agents.
constexpr double mint_rate = 1.6;
// A Mint's worth once no Location is left: the tie-break's.
constexpr double spent_mint = 0.05;

}  // namespace

Temper::Temper(const Traits& traits)
    : greed(0.8 + 0.04 * traits.greed),
      reach(0.6 + 0.04 * traits.nerve),
      whim(0.05 * traits.bluff),
      push(0.2 * traits.bluff),
      thrift(0.7 + 0.06 * traits.patience),
      spite(0.06 * traits.grudge),
      fondness(0.04 * (traits.partner_affinity - 5)) {}

bool offered(const std::vector<Move>& legal, Move move) {
  return std::binary_search(legal.begin(), legal.end(), move);
}

Reading::Reading(const MintopiaView& v, const Traits& traits)
    : view(v), deck(v.cards->locations), temper(traits), me(v.me), players(v.players) {
  competitors = mintopia::competitors(v.city);
  ai = ai_competitor(v.city);
  lots_left = v.deck + static_cast<int>(v.block.size());
  const int all = std::max(1, deck_size(v.mode, v.players));
  progress = std::clamp(1.0 - static_cast<double>(lots_left) / all, 0.0, 1.0);
  for (int competitor = 0; competitor < competitors; ++competitor) {
    const auto at = static_cast<std::size_t>(competitor);
    totals_[at] = v.scores[at].total();
    matches_[at] = v.scores[at].matches;
  }
  for (int zone = 0; zone < static_cast<int>(v.city.zones.size()); ++zone) {
    for (const Placed& placed : v.city.zones[static_cast<std::size_t>(zone)].cards()) {
      const auto type = static_cast<std::size_t>(card(placed.location).type);
      ++types_[static_cast<std::size_t>(zone)][type];
      if (v.mode == Mode::ring) ++types_[static_cast<std::size_t>((zone + 1) % players)][type];
    }
  }
  // The leader as each competitor sees it: the most points besides its own, and
  // nobody while several share the most (the grudge then falls on none).
  for (int seat = 0; seat < competitors; ++seat) {
    int leader = no_one;
    bool shared = false;
    for (int competitor = 0; competitor < competitors; ++competitor) {
      if (competitor == seat) continue;
      if (leader == no_one || total(competitor) > total(leader)) {
        leader = competitor;
        shared = false;
      } else if (total(competitor) == total(leader)) {
        shared = true;
      }
    }
    leaders_[static_cast<std::size_t>(seat)] = shared ? no_one : leader;
  }
  // A Mint buys a share of the Locations still to come, against the Mints the seat
  // will have for them.
  const int per_round = std::max(1, block_size(v.mode, v.players));
  const int rounds_left = (v.deck + per_round - 1) / per_round;
  const double share = v.mode == Mode::ring ? 2.0 / players : 1.0 / std::max(2, competitors);
  for (Seat seat = 0; seat < players; ++seat) {
    const double coming = mints(seat) + income(v.mode) * rounds_left;
    double rate = mint_rate * lots_left * typical_points * share / (coming + 2.0);
    if (seat == me) rate *= 1.0 + (temper.thrift - 1.0) * (1.0 - progress);
    dollars_[static_cast<std::size_t>(seat)] = std::max(spent_mint, rate);
  }
}

double Reading::ai_withdraws() const {
  if (view.ai_card < 0) return 0;
  const AiCard& card = view.cards->ai_cards[static_cast<std::size_t>(view.ai_card)];
  const auto& faces = view.mode == Mode::solitaire ? card.one_player : card.two_player;
  const auto count = std::count_if(faces.begin(), faces.end(), [](const AiFace& face) {
    return face.kind == AiFace::Kind::withdraw;
  });
  return static_cast<double>(count) / die_faces;
}

double Reading::ai_raise() const {
  if (view.ai_card < 0) return 0;
  const AiCard& card = view.cards->ai_cards[static_cast<std::size_t>(view.ai_card)];
  const auto& faces = view.mode == Mode::solitaire ? card.one_player : card.two_player;
  double sum = 0;
  int raising = 0;
  for (const AiFace& face : faces) {
    if (face.kind == AiFace::Kind::withdraw) continue;
    sum += face.kind == AiFace::Kind::raise ? face.raise : 2;
    ++raising;
  }
  return raising == 0 ? 0 : sum / raising;
}

int Reading::leader_besides(int seat) const {
  return leaders_[static_cast<std::size_t>(seat)];
}

Reading::Reckoned& Reading::reckoned(int location) const {
  if (reckoned_.location != location) {
    reckoned_ = Reckoned{};
    reckoned_.location = location;
    reckoned_.matches.fill(-1);
  }
  return reckoned_;
}

double Reading::weight(int seat, int other) const {
  if (other == seat) return 0;
  const int others = competitors - 1;
  if (others <= 1) return 1;
  const int leader = leader_besides(seat);
  if (leader == no_one) return 1.0 / others;
  const double spite = seat == me ? temper.spite : even_spite;
  return (1.0 - spite) / others + (other == leader ? spite : 0.0);
}

double Reading::dollar(Seat seat) const {
  return dollars_[static_cast<std::size_t>(seat)];
}

int Reading::zone_with(Seat seat, int side) const {
  if (view.mode != Mode::ring) return seat;
  return side == left_side_code ? seat : (seat + players - 1) % players;
}

int Reading::best_matches(int zone, int location) const {
  int& known = reckoned(location).matches[static_cast<std::size_t>(zone)];
  if (known < 0) known = matches_by_search(zone, location);
  return known;
}

int Reading::matches_by_search(int zone, int location) const {
  const Zone& cards = view.city.zones[static_cast<std::size_t>(zone)];
  const Location& placing = card(location);
  const bool two_ways = placing.left != placing.right;
  int best = 0;
  const auto matches_at = [&](Spot spot) {
    const Placed* left = cards.at({spot.row, spot.column - 1});
    const Placed* right = cards.at({spot.row, spot.column + 1});
    int most = 0;
    for (const bool turned : {false, true}) {
      if (turned && !two_ways) break;
      int made = 0;
      if (left != nullptr &&
          right_side(card(left->location), left->turned) == left_side(placing, turned))
        ++made;
      if (right != nullptr &&
          left_side(card(right->location), right->turned) == right_side(placing, turned))
        ++made;
      most = std::max(most, made);
    }
    return most;
  };
  // Only a spot beside a placed Location in its row can make a match, and such a
  // spot is always open when free.
  for (const Placed& placed : cards.cards()) {
    for (const int step : {-1, 1}) {
      const Spot spot{placed.spot.row, placed.spot.column + step};
      if (cards.at(spot) == nullptr) best = std::max(best, matches_at(spot));
    }
  }
  return best;
}

double Reading::majority_worth(LocationType type, int holder) const {
  double points = 1.0;
  switch (type) {
    case LocationType::deed:
      points = view.unused > 0 ? 3.5 : 0.0;
      break;
    case LocationType::utility:
    case LocationType::production:
      points = 1.0;
      break;
    case LocationType::culture:
      points = std::max(1, matches_[static_cast<std::size_t>(holder)]);
      break;
  }
  return points * (0.4 + 0.6 * progress);
}

double Reading::outcome(int seat, int zone, int location) const {
  Reckoned& known = reckoned(location);
  const auto at = static_cast<std::size_t>(seat);
  const auto where = static_cast<std::size_t>(zone);
  if (!known.outcome_known[at][where]) {
    known.outcome[at][where] = outcome_by_sum(seat, zone, location);
    known.outcome_known[at][where] = true;
  }
  return known.outcome[at][where];
}

double Reading::outcome_by_sum(int seat, int zone, int location) const {
  const Location& placing = card(location);
  const double points = placing.vp + best_matches(zone, location);
  const int partner = view.mode == Mode::ring ? (zone + 1) % players : no_one;
  const auto owns = [&](int competitor) { return competitor == zone || competitor == partner; };
  double result = 0;
  for (const int owner : {zone, partner}) {
    if (owner != no_one) result += (owner == seat ? 1.0 : -weight(seat, owner)) * points;
  }
  // The majority of its type, before and after: only the two owners' counts change.
  const auto type = static_cast<std::size_t>(placing.type);
  int before = no_one, after = no_one;
  int most_before = 0, most_after = 0;
  for (int competitor = 0; competitor < competitors; ++competitor) {
    const int count = types_[static_cast<std::size_t>(competitor)][type];
    if (count > most_before) {
      most_before = count;
      before = competitor;
    } else if (count == most_before) {
      before = no_one;
    }
    const int grown = count + (owns(competitor) ? 1 : 0);
    if (grown > most_after) {
      most_after = grown;
      after = competitor;
    } else if (grown == most_after) {
      after = no_one;
    }
  }
  if (before == after) return result;
  const auto counted = [&](int holder) {
    if (holder == no_one) return 0.0;
    return (holder == seat ? 1.0 : -weight(seat, holder)) * majority_worth(placing.type, holder);
  };
  return result + counted(after) - counted(before);
}

double Reading::elsewhere(int seat, int location) const {
  Reckoned& known = reckoned(location);
  const auto at = static_cast<std::size_t>(seat);
  if (!known.elsewhere_known[at]) {
    known.elsewhere[at] = elsewhere_by_sum(seat, location);
    known.elsewhere_known[at] = true;
  }
  return known.elsewhere[at];
}

double Reading::elsewhere_by_sum(int seat, int location) const {
  // Beside an AI card, a Location the seat lets go mostly goes to the AI: it bids
  // over the last bid unless its die says withdraw.
  if (view.mode == Mode::duel_against_ai && seat != ai) {
    const double withdraws = ai_withdraws();
    const int other = 1 - seat;
    return withdraws * outcome(seat, other, location) +
           (1 - withdraws) * outcome(seat, ai, location);
  }
  double sum = 0;
  int zones = 0;
  for (int zone = 0; zone < static_cast<int>(view.city.zones.size()); ++zone) {
    const bool mine =
        view.mode == Mode::ring ? zone == seat || (zone + 1) % players == seat : zone == seat;
    if (mine) continue;
    sum += outcome(seat, zone, location);
    ++zones;
  }
  return zones == 0 ? 0.0 : sum / zones;
}

double Reading::worth(Seat seat, int zone, int location) const {
  const double value = outcome(seat, zone, location) - elsewhere(seat, location);
  return seat == me ? value * temper.greed : value;
}

int Reading::best_zone(Seat seat, int location) const {
  const int left = zone_with(seat, left_side_code);
  const int right = zone_with(seat, right_side_code);
  if (left == right) return left;
  return outcome(seat, right, location) > outcome(seat, left, location) ? right : left;
}

}  // namespace gavel::mintopia::scripted
