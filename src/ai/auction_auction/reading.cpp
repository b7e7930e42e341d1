#include "reading.h"

#include <algorithm>
#include <cstdint>
#include <string>

namespace gavel::auction_auction::scripted {
namespace {

// Points for a hand's rank: a Rainbow stands well clear, as it beats everything.
constexpr std::array<double, hand_count> rank_points = {0, 10, 18, 26, 34, 52};
// Ties go to more red, then yellow, then green; more colours lead toward a Rainbow.
constexpr std::array<double, colour_count> colour_points = {3.0, 1.2, 0.6};
constexpr double colour_held_points = 3.0;
constexpr int counted_cubes = 8;  // past this many of a colour, more changes nothing

// Bit c set: colour c is one `location`'s unknown lots could have, as far as the seat
// can tell.
int candidates(const std::array<int, location_count>& colours, int location) {
  if (colours[at(location)] != unknown) return 1 << colours[at(location)];
  int open = (1 << colour_count) - 1;
  for (int house = 0; house < house_count && location != market; ++house) {
    if (colours[at(house)] != unknown) open &= ~(1 << colours[at(house)]);
  }
  return open;
}

}  // namespace

double strength(const Cubes& cubes) {
  double points = rank_points[at(static_cast<int>(hand_of(cubes)))];
  for (int colour = 0; colour < colour_count; ++colour) {
    const int count = cubes[at(colour)];
    points += colour_points[at(colour)] * std::min(count, counted_cubes);
    if (count > 0) points += colour_held_points;
  }
  return points;
}

int colour_in_name(const std::string& name) {
  // The same letters as many times each, whatever their order, case or the dots.
  std::array<int, 26> letters{};
  for (const char c : name) {
    if (c >= 'a' && c <= 'z') ++letters[at(c - 'a')];
    if (c >= 'A' && c <= 'Z') ++letters[at(c - 'A')];
  }
  int length = 0;
  for (const int count : letters)
    length += count;
  for (const Colour colour : all_colours) {
    if (static_cast<std::size_t>(length) != std::char_traits<char>::length(colour_name(colour)))
      continue;
    std::array<int, 26> spelled{};
    for (const char* c = colour_name(colour); *c != '\0'; ++c)
      ++spelled[at(*c - 'a')];
    if (letters == spelled) return static_cast<int>(colour);
  }
  return unknown;
}

int mix(int a, int b, int c, int d) {
  // splitmix64's finaliser over the four numbers: well spread, and fixed forever.
  std::uint64_t x = 0x9E3779B97F4A7C15ULL;
  for (const int part : {a, b, c, d}) {
    x ^= static_cast<std::uint64_t>(static_cast<std::uint32_t>(part)) + 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    x ^= x >> 31;
  }
  return static_cast<int>(x % 100);
}

bool reads_name(Seat me, int round, int house, const Traits& traits) {
  const int chance = 4 * traits.skill + 2 * traits.nerve - 20;
  for (int r = 0; r <= round; ++r) {
    if (mix(me, r, house, 17) < chance) return true;
  }
  return false;
}

std::array<int, location_count> known_colours(const AuctionView& view, const Traits& traits) {
  std::array<int, location_count> colours{};
  for (int location = 0; location < location_count; ++location)
    colours[at(location)] = view.colours.empty() ? unknown : view.colours[at(location)];
  for (int house = 0; house < house_count; ++house) {
    if (colours[at(house)] != unknown || !reads_name(view.me, view.round, house, traits)) continue;
    const int read = colour_in_name(view.table->houses[at(house)].short_name);
    if (read != unknown && (candidates(colours, house) & (1 << read)) != 0)
      colours[at(house)] = read;
  }
  // Two houses known name the third.
  int known = 0;
  for (int house = 0; house < house_count; ++house)
    known += colours[at(house)] != unknown ? 1 : 0;
  if (known == house_count - 1) {
    for (int house = 0; house < house_count; ++house) {
      for (int colour = 0; colour < colour_count && colours[at(house)] == unknown; ++colour) {
        if ((candidates(colours, house) & (1 << colour)) != 0) colours[at(house)] = colour;
      }
    }
  }
  return colours;
}

const std::array<int, location_count>& Reading::colours() const {
  if (!colours_) colours_ = known_colours(view, traits);
  return *colours_;
}

Reading::Reading(const AuctionView& v, const Traits& t, int roll) : view(v), traits(t), dice(roll) {
  last_round = v.table->rounds - 1;
}

double Reading::gain(int location, unsigned lots) const {
  if (lots == 0) return 0;
  if (!now_) now_ = strength(view.cubes);
  const double now = *now_;
  const int could_be = candidates(colours(), location);
  double total = 0;
  int counted = 0;
  for (int colour = 0; colour < colour_count; ++colour) {
    if ((could_be & (1 << colour)) == 0) continue;
    Cubes cubes = view.cubes;
    for (int number = 1; number <= lots_in(location); ++number) {
      if ((lots & (1U << (number - 1))) == 0) continue;
      // A house's singles are one of each colour; the rest are the location's own.
      const bool single = location != market && number > 1;
      cubes[at(single ? number - 2 : colour)] += number == 1 ? 2 : 1;
    }
    total += strength(cubes) - now;
    ++counted;
  }
  return total / std::max(counted, 1);
}

Reading::Weights Reading::lot_weights(int location) const {
  const unsigned all = (1U << lots_in(location)) - 1;
  const double whole = gain(location, all);
  Weights weights{};
  for (int i = 0; i < lots_in(location); ++i) {
    const double part = whole - gain(location, all & ~(1U << i));
    const double alone = gain(location, 1U << i);
    weights[at(i)] = std::max(0.0, part) + 0.3 * std::max(0.0, alone);
  }
  return weights;
}

std::vector<double> Reading::typical_cash() const {
  // Each seat's money as the public bids and the sheets the seat saw leave it; a
  // sheet it did not see is guessed at half its cash.
  const TableContent& table = *view.table;
  std::vector<double> cash(at(view.players), table.starting_cash);
  std::vector<double> typical;
  for (int round = 0; round <= view.round; ++round) {
    double all = 0;
    for (const double held : cash)
      all += held;
    typical.push_back(all / std::max(view.players, 1));
    if (round == view.round) break;
    for (Seat seat = 0; seat < view.players; ++seat) {
      double& held = cash[at(seat)];
      held = std::max(0.0, held - view.access[at(round)][at(seat)].amount);
      const auto& sheet = view.sheets[at(round)][at(seat)];
      double spent = 0.5 * held;
      if (!sheet.empty()) {
        spent = 0;
        for (const int bid : sheet)
          spent += bid;
      }
      held = held > spent ? held - spent : table.relief;
    }
  }
  return typical;
}

const std::array<int, house_count>& Reading::likely_cuts() const {
  if (cuts_) return *cuts_;
  const TableContent& table = *view.table;
  std::array<int, house_count> expected{};
  if (view.round == 0) {
    // Nothing seen yet: a quarter of the money at a full table, nothing where the
    // houses have room for nearly everyone.
    const double crowd = static_cast<double>(view.players - 1 - house_count) /
                         static_cast<double>(house_count * (table.spots - 1));
    expected.fill(static_cast<int>(table.starting_cash / 4.0 * std::clamp(crowd, 0.0, 1.0)));
  } else {
    // The cut of each earlier round as a share of the money seats had then, brought
    // to the money they have now.
    const std::vector<double> typical = typical_cash();
    for (int house = 0; house < house_count; ++house) {
      double last = 0;
      double most = 0;
      for (int round = 0; round < view.round; ++round) {
        // The highest bids there, best first, as many as the house seats.
        std::vector<int> top(at(table.spots), -1);
        for (const AccessBid& bid : view.access[at(round)]) {
          if (bid.house != house) continue;
          int amount = bid.amount;
          for (int& place : top) {
            if (amount > place) std::swap(amount, place);
          }
        }
        last = std::max(top.back(), 0) / std::max(typical[at(round)], 1.0);
        most = std::max(most, last);
      }
      expected[at(house)] = static_cast<int>((last + most) / 2 * typical[at(view.round)]);
    }
  }
  // A house left cheap last round draws everyone this one: half its own cut, half
  // the houses' average.
  int all = 0;
  for (const int cut : expected)
    all += cut;
  std::array<int, house_count> likely{};
  for (int house = 0; house < house_count; ++house)
    likely[at(house)] = (expected[at(house)] + all / house_count) / 2;
  cuts_ = likely;
  return *cuts_;
}

Reading::Plan Reading::access_plan(int avoid) const {
  // Its share of the money left for the rounds to come, a little more the bolder or
  // greedier it is, and less early on the more patient.
  const int rounds_left = last_round - view.round + 1;
  const double share = (rounds_left == 1 ? 0.45 : 0.5 / rounds_left) *
                       (1 + 0.06 * (traits.nerve - 5) + 0.04 * (traits.greed - 5) -
                        (rounds_left > 1 ? 0.05 * (traits.patience - 5) : 0.0));
  const int cap = static_cast<int>(cash() * std::clamp(share, 0.05, 0.6));
  Plan best{unknown, 0, -1e9};
  // With nothing worth paying for anywhere, a free bid where the most others go.
  Plan idle{unknown, 0, -1e9};
  for (int house = 0; house < house_count; ++house) {
    if (house == avoid) continue;
    const int cut = likely_cuts()[at(house)];
    if (cut > idle.score) idle = {house, 0, static_cast<double>(cut)};
    const double worth = gain(house, (1U << lots_in(house)) - 1);
    if (worth < 3) continue;
    const int need = cut + 2 + traits.nerve / 2;
    const int bid = std::min(need, cap);
    const double enter = need <= cap ? 0.9 : 0.9 * bid / std::max(need, 1);
    const double spent = 20.0 * bid / std::max(cash(), 1);
    // Seats spread themselves: each leans by its dice toward a house of its own.
    const double lean = (dice + mix(view.me, house, view.round, 5)) % 100 / 25.0;
    const double score = enter * worth - spent + lean;
    if (score > best.score) best = {house, bid, score};
  }
  // Money paid for a seat it will hardly get is lost: better the Black Market free.
  if (best.house == unknown || best.score < 0) return idle;
  best.bid = shade(best.bid, best.house, cash() * 3 / 4);
  return best;
}

std::vector<int> Reading::sheet_plan() const {
  const int location = view.location(view.round);
  if (location == unknown) return {};
  Weights weights = lot_weights(location);
  // A lot the seat promised to leave alone, when it means to keep its word.
  for (const Promise& promise : view.promises) {
    if (promise.by != me() || promise.status != Promise::Status::pending) continue;
    if (promise.term.kind != Term::Kind::no_bid) continue;
    if (promise.due != phase_index(view.round, Phase::auction)) continue;
    if (location_of_lot(promise.term.index) != location) continue;
    double all = 0;
    for (const double weight : weights)
      all += weight;
    const auto index = at(lot_number(promise.term.index) - 1);
    if (keeps_word(promise.to, weights[index] / std::max(all, 1e-9))) weights[index] = 0;
  }
  // Its share of the money for the rounds left, this one's access paid.
  const int rounds_left = last_round - view.round + 1;
  double spend = rounds_left == 1 ? 0.95 : 1.0 / rounds_left;
  if (rounds_left > 1) spend -= 0.03 * (traits.patience - 5);
  spend += 0.02 * (traits.greed - 5);
  double total = 0;
  double top = 0;
  for (const double weight : weights) {
    total += weight;
    top = std::max(top, weight);
  }
  const double budget = cash() * std::clamp(spend, 0.1, 1.0) * std::min(1.0, total / 8.0);
  // Each seat pushes some lots harder than others, the same ones all sheet long, so
  // that rivals wanting alike do not all chase the same lot.
  for (std::size_t i = 0; i < weights.size(); ++i)
    weights[i] *= 0.5 + mix(me(), view.round, static_cast<int>(i), 11) / 100.0;
  top = 0;
  for (const double weight : weights)
    top = std::max(top, weight);
  double counted = 0;
  for (const double weight : weights) {
    if (weight >= 0.15 * top) counted += weight;
  }
  std::vector<int> sheet(at(lots_in(location)), 0);
  int left = cash();
  // Every bid on a sheet is paid, and alone a seat has nobody to outbid: $1 takes a lot.
  if (rivals_beside() == 0) {
    for (std::size_t i = 0; i < sheet.size() && left > 0; ++i) {
      sheet[i] = weights[i] > 0 ? 1 : 0;
      left -= sheet[i];
    }
    return sheet;
  }
  for (std::size_t i = 0; i < sheet.size(); ++i) {
    if (top <= 0 || weights[i] <= 0) continue;
    int amount = 0;
    if (weights[i] >= 0.15 * top) {
      amount =
          shade(static_cast<int>(budget * weights[i] / counted), static_cast<int>(i) + 7, left);
    } else if (traits.bluff >= 5 && cash() > 20) {
      amount = 1 + (dice + static_cast<int>(i)) % 3;  // where others may tie themselves out
    }
    sheet[i] = std::min(amount, left);
    left -= sheet[i];
  }
  return sheet;
}

int Reading::rivals_beside() const {
  const int location = view.location(view.round);
  if (location == unknown) return 0;
  int others = 0;
  const auto& where = view.where[at(view.round)];
  for (Seat seat = 0; seat < view.players; ++seat) {
    if (seat != me() && where[at(seat)] == location) ++others;
  }
  return others;
}

double Reading::trust(Seat seat) const {
  int kept = 0;
  int broken = 0;
  for (const Promise& promise : view.promises) {
    if (promise.by != seat || promise.to != me()) continue;
    kept += promise.status == Promise::Status::kept ? 1 : 0;
    broken += promise.status == Promise::Status::broken ? 1 : 0;
  }
  // A grudging rival holds a broken promise harder against the seat that broke it.
  const double hurt = 0.2 + 0.04 * traits.grudge;
  return std::clamp(1.0 + 0.1 * kept - hurt * broken, 0.0, 1.3);
}

bool Reading::keeps_word(Seat to, double cost) const {
  int word = traits.partner_affinity - traits.bluff;
  if (trust(to) < 1.0) word -= 4;  // it broke its word to us: ours is worth less to it
  if (word >= 3) return true;
  return cost <= 0.25 + 0.08 * word;
}

int Reading::shade(int amount, int salt, int most) const {
  if (amount <= 0 || most <= 0) return 0;
  // Up to a quarter more, and a few dollars, by the seat's dice: equal rivals part.
  int shaded = amount + (dice + mix(me(), salt, view.round, 3)) % (amount / 4 + 4);
  if (shaded % 2 == 0) ++shaded;
  return std::min(shaded, most);
}

}  // namespace gavel::auction_auction::scripted
