// What properties and LitCoin cards are worth to the scripted rival, in victory
// points. Points follow the printed bonuses (a seat's properties are public); the
// abilities and prospects are the rival's own judgement.

#include <algorithm>

#include "reading.h"

namespace gavel::auction_web::scripted {
namespace {

const PropertyCard& card_of(const Cards& cards, int id) {
  return cards.properties[static_cast<std::size_t>(id)];
}

// Cards of one name sit next to each other, numbered from copy 1.
int name_of(const Cards& cards, int id) {
  return id - (card_of(cards, id).copy - 1);
}

constexpr int last_round = 3;

}  // namespace

void Estate::Tally::add(const Cards& cards, int id) {
  const PropertyCard& card = card_of(cards, id);
  ++count;
  printed += card.victory_points;
  if (card.ability == Ability::burmese_tricycle) {
    ++tricycles;
  } else {
    ++types[static_cast<std::size_t>(card.type)];
  }
  const int name = name_of(cards, id);
  const std::uint64_t bit = std::uint64_t{1} << (name % 64);
  auto& word = names[static_cast<std::size_t>(name / 64)];
  if ((word & bit) != 0) pair = true;
  word |= bit;
  switch (card.ability) {
    case Ability::wasabi_ice_cream:
      ++wasabi;
      break;
    case Ability::dispensary_720:
      ++dispensary;
      break;
    case Ability::half_and_half:
      ++half;
      break;
    case Ability::mount_poppie:
      ++poppie;
      break;
    case Ability::plastic_free_harbor:
      ++harbor;
      break;
    case Ability::upper_yard:
      ++yard;
      break;
    default:
      break;
  }
}

int Estate::Tally::points() const {
  const auto bonus = [&](const std::array<int, 4>& counts) {
    const int tech = counts[static_cast<std::size_t>(PropertyType::technology)];
    const int food = counts[static_cast<std::size_t>(PropertyType::food)];
    const int landmark = counts[static_cast<std::size_t>(PropertyType::landmark)];
    return wasabi * (landmark == 2 ? 2 : 0) + dispensary * (count < 6 ? 1 : 0) + half * tech +
           poppie * (food == 1 ? 1 : 0) + harbor * (tech > 0 && food > 0 && landmark > 0 ? 2 : 0) +
           yard * (pair ? 2 : 0);
  };
  int best = bonus(types);
  // The tricycles all count as the one type that pays best, as the rules compute it.
  for (const PropertyType as :
       {PropertyType::technology, PropertyType::food, PropertyType::landmark}) {
    if (tricycles == 0) break;
    auto counts = types;
    counts[static_cast<std::size_t>(as)] += tricycles;
    best = std::max(best, bonus(counts));
  }
  return printed + best;
}

Estate::Estate(const Cards& cards, const SeatView& seat) {
  for (const HoldingView& h : seat.properties)
    place(cards, h.property);
  points_ = tally_.points();
}

void Estate::place(const Cards& cards, int id) {
  // Card ids are below 100 (the rules' limit); the name bits hold 128.
  if (count_ >= max_holdings || id < 0 || id >= 128) return;
  ids_[static_cast<std::size_t>(count_++)] = id;
  tally_.add(cards, id);
}

void Estate::add(const Cards& cards, int id) {
  place(cards, id);
  points_ = tally_.points();
}

int Estate::points_with(const Cards& cards, int id) const {
  if (id < 0 || id >= 128) return points_;
  Tally more = tally_;
  more.add(cards, id);
  return more.points();
}

Estate Estate::without(const Cards& cards, int id) const {
  Estate less;
  bool dropped = false;
  for (const int owned : ids()) {
    if (owned == id && !dropped) {
      dropped = true;
      continue;
    }
    less.place(cards, owned);
  }
  less.points_ = less.tally_.points();
  return less;
}

Estate Estate::trading(const Cards& cards, int id, int for_id) const {
  Estate traded = without(cards, id);
  traded.add(cards, for_id);
  return traded;
}

double ability_worth(const Cards& cards, int property, int round) {
  // Abilities act in later rounds, so they fade as the game nears its end.
  const int later = last_round - round;
  switch (card_of(cards, property).ability) {
    case Ability::crocodile_submarine:
      return later > 0 ? 0.4 : 0.0;
    case Ability::litcoin_atm:
      return 0.45 * later;
    case Ability::octopus_vr:
      return later > 0 ? 0.35 : 0.0;
    case Ability::pachinko:
      return 0.25 * later;
    case Ability::near_meat_burger:
      return -0.2 * later;  // a hand on show
    case Ability::mochi_waterfall:
      return 0.2 * later;
    case Ability::kombucha_boba:
      return -0.05 * later;  // Encryption bids in the open
    case Ability::burmese_tricycle:
      return later > 0 ? 0.3 : 0.0;  // fits whatever comes
    case Ability::upper_yard:
      return later > 0 ? 0.7 : 0.0;  // the last pile holds several pairs
    default:
      break;
  }
  // A Technology card now raises every Half & House still to come.
  return card_of(cards, property).type == PropertyType::technology && later > 0 ? 0.3 : 0.0;
}

double points_gain(const Cards& cards, const Estate& estate, int property, int round) {
  const int before = estate.points();
  double after = estate.points_with(cards, property);
  if (card_of(cards, property).ability == Ability::avocado_island) {
    if (estate.count() == 0) {
      // The next property won is lost instead: about a lot's worth, unless none is to come.
      after -= round < last_round ? 2.0 : 0.0;
    } else {
      Estate with = estate;
      with.add(cards, property);
      int best = -100;
      for (const int other : estate.ids())
        best = std::max(best, with.without(cards, other).points());
      after = best;
    }
  }
  return after - before;
}

double gain_of(const Cards& cards, const Estate& estate, int property, int round) {
  return points_gain(cards, estate, property, round) + ability_worth(cards, property, round);
}

double card_strength(int value) {
  // Cash and Data Mining win most contests; one Extortion is a weapon and a token,
  // Encryption stops the middle cards; 2 and 3 mostly serve their lowballs.
  constexpr std::array<double, litcoin_values> strength = {0.6, 0.45, 0.2, 0.3, 0.45, 0.7, 1.0};
  return strength[static_cast<std::size_t>(std::clamp(value, 0, litcoin_values - 1))];
}

}  // namespace gavel::auction_web::scripted
