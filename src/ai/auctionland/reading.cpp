// Reading one view: the game's stage, the money at the table, the icon standings,
// and what a tile adds to each island.
//
// A placement is priced by the island's projected points: each count (beach tiles,
// the largest park, garden and house areas) as it stands after the tile plus what
// the tiles still to come will probably add, through the content's tables. Early on
// that prices the first beach nearly as high as a later one, as the triangular
// tables pay for counts that only grow; at the end it is the score itself.

#include "reading.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace gavel::auctionland::scripted {
namespace {

// A leading island grows by about three tiles a round: its own build, an auction
// won or bought back, a Bonus now and then; the others by a little less.
constexpr double leader_tiles_a_round = 3.0;
constexpr double seat_tiles_a_round = 2.4;
// Tiles leaving the market and stack in a round, per seat.
constexpr double supply_a_round = 2.3;
// Points a dollar is worth at the start; it falls towards nothing at the end, when
// money only breaks ties.
constexpr double dollar_at_start = 1.0;
constexpr double dollar_at_end = 0.08;
// How much each tile still to come is expected to add to each count. Measured in
// `gavel sim` against other values: the areas' rate is low because nearly every
// island reaches the areas' cap anyway, so counting on more areas only misprices
// the first ones.
constexpr double beaches_a_tile = 0.5;
constexpr double park_a_tile = 0.55;
constexpr double areas_a_tile = 0.05;
// A seat's chance that one tile brings an icon of a given kind: 5 icons in 6 tiles,
// over 3 kinds.
constexpr double icon_a_tile = 0.28;
// A Bonus tile is bought from the market like any other, but taken at once; it is
// sought among the first few positions, as those further on cost more than they
// are likely to bring.
constexpr double bonus_share = 0.75;
constexpr int bonus_positions = 4;
// Points a row or column one tile short of four is worth (measured in sim).
constexpr double near_line_worth = 1.0;
// Seats of even temper, as I guess the others bid.
constexpr double even_reach = 0.95;
// How much all the rivals' gains together count against mine: more would have a
// rival spend on keeping tiles from others what its own island needs.
constexpr double rivalry = 0.6;

// table[x] for a count that may be fractional, read between entries; the last
// entry is the cap.
double read_table(const std::vector<int>& table, double x) {
  if (table.empty()) return 0;
  const double last = static_cast<double>(table.size() - 1);
  x = std::clamp(x, 0.0, last);
  const auto below = static_cast<std::size_t>(x);
  const double part = x - static_cast<double>(below);
  if (below + 1 >= table.size()) return table.back();
  return table[below] + part * (table[below + 1] - table[below]);
}

double last_index(const std::vector<int>& table) {
  return table.empty() ? 0.0 : static_cast<double>(table.size() - 1);
}

}  // namespace

double logistic(double x) {
  return 1.0 / (1.0 + std::exp(-x));
}

// Each trait maps 0..10 onto a range whose middle (5) is the plain scripted agent.
Temper::Temper(const Traits& traits)
    : greed(0.85 + 0.03 * traits.greed),
      reach(0.6 + 0.04 * traits.nerve),
      push(0.4 * traits.bluff),
      whim(0.08 * traits.bluff),
      thrift(0.1 * (traits.patience - 5)),
      spite(0.05 * traits.grudge) {}

Reading::Reading(const AuctionlandView& v, const Traits& traits)
    : view(v),
      content(*v.content),
      temper(traits),
      me(v.me),
      players(std::min(static_cast<int>(v.seats.size()), max_seats)) {
  read_stage();
  read_money();
  // Winning means beating the best rival, so a rival's points count against mine,
  // less so the more rivals share the table; a grudge adds to the leader's.
  for (Seat s = 0; s < players; ++s) {
    if (s == me) continue;
    menace[static_cast<std::size_t>(s)] = rivalry / (players - 1);
    if (leader < 0 || seat(s).score.total() > seat(leader).score.total()) leader = s;
  }
  if (leader >= 0) menace[static_cast<std::size_t>(leader)] += temper.spite;
  read_icons();
}

namespace {

// Rounds the game has left: until the fullest island or the tiles run out.
double rounds_to_come(const AuctionlandView& view) {
  int most = 0;
  for (const SeatView& seat : view.seats)
    most = std::max(most, seat.island.tiles());
  const double supply = view.stack + static_cast<double>(view.market.size());
  return std::max(0.0,
                  std::min((island_tiles - most) / leader_tiles_a_round,
                           supply / (supply_a_round * static_cast<double>(view.seats.size()))));
}

double rest_of(double rounds) {
  return std::min(1.0, rounds / (island_tiles / leader_tiles_a_round));
}

double dollar_at(double rest) {
  return dollar_at_start * (dollar_at_end + (1 - dollar_at_end) * rest);
}

}  // namespace

double even_dollar(const AuctionlandView& view) {
  return dollar_at(rest_of(rounds_to_come(view)));
}

void Reading::read_stage() {
  const double rounds = rounds_to_come(view);
  for (Seat s = 0; s < players; ++s) {
    remaining_[static_cast<std::size_t>(s)] =
        std::min<double>(island_tiles - seat(s).island.tiles(), seat_tiles_a_round * rounds);
  }
  rest = rest_of(rounds);
  their_dollar = dollar_at(rest);
  dollar = their_dollar * (1 + temper.thrift * rest);
}

void Reading::read_money() {
  // Every payment moves money between players and market tiles, so what the others
  // hold together is what was dealt less my money and the market's.
  double others = 0, dealt_to_others = 0;
  for (int i = 0; i < players; ++i)
    others += content.money_by_seat[static_cast<std::size_t>(i)];
  for (const Slot& slot : view.market)
    others -= slot.money;
  others -= seat(me).money;
  const auto dealt = [&](Seat s) {
    return content
        .money_by_seat[static_cast<std::size_t>((s - view.first_player + players) % players)];
  };
  for (Seat s = 0; s < players; ++s) {
    if (s != me) dealt_to_others += dealt(s);
  }
  // Unseen, each seat is guessed at its deal plus an even share of what has moved.
  const double moved = (others - dealt_to_others) / std::max(players - 1, 1);
  for (Seat s = 0; s < players; ++s) {
    const int shown = seat(s).money;
    money[static_cast<std::size_t>(s)] =
        shown != hidden_money ? shown : std::max(0.0, dealt(s) + moved);
  }
}

void Reading::read_icons() {
  double mean = 0;
  for (Seat s = 0; s < players; ++s)
    mean += remaining_[static_cast<std::size_t>(s)] / players;
  // How far two seats' counts of one icon may still drift apart.
  const double spread = std::max(0.05, 0.45 * std::sqrt(2 * icon_a_tile * mean));
  const std::vector<int>& points = content.tables.icon_points;
  for (Seat s = 0; s < players; ++s) {
    SeatOutlook& o = outlooks_[static_cast<std::size_t>(s)];
    const double chance_of_one =
        1 - std::pow(1 - icon_a_tile, remaining_[static_cast<std::size_t>(s)]);
    for (int kind = 0; kind < icon_kinds; ++kind) {
      // Points expected for `count` icons: each other seat ends ahead of it with a
      // chance that falls with the gap; places follow from how many are ahead.
      const auto expected = [&](int count) {
        std::array<double, max_seats + 1> ahead{};
        ahead[0] = 1;
        int others = 0;
        for (Seat j = 0; j < players; ++j) {
          if (j == s) continue;
          const int theirs = seat(j).score.icons[static_cast<std::size_t>(kind)];
          const double p = logistic((theirs - count - 0.5) / spread);
          for (int k = ++others; k >= 0; --k) {
            ahead[static_cast<std::size_t>(k)] =
                ahead[static_cast<std::size_t>(k)] * (1 - p) +
                (k > 0 ? ahead[static_cast<std::size_t>(k - 1)] * p : 0.0);
          }
        }
        double sum = 0;
        for (std::size_t k = 0; k < points.size() && k <= static_cast<std::size_t>(others); ++k)
          sum += ahead[k] * points[k];
        return count > 0 ? sum : sum * chance_of_one;
      };
      const int mine = seat(s).score.icons[static_cast<std::size_t>(kind)];
      o.icon[static_cast<std::size_t>(kind)] = expected(mine + 1) - expected(mine);
    }
  }
}

Reading::SeatOutlook& Reading::outlook(Seat s) {
  SeatOutlook& o = outlooks_[static_cast<std::size_t>(s)];
  if (o.plan) return o;
  o.plan.emplace(seat(s).island);
  const Counts& now = o.plan->now();
  const double left = remaining_[static_cast<std::size_t>(s)];
  const Tables& tables = content.tables;
  // A beach facing a gap or an open side may be covered later, the less likely the
  // fewer tiles are to come.
  o.fragile = 1 - 0.5 * std::min(1.0, left / 12);
  const double beaches = now.lasting_beaches + o.fragile * (now.beach_tiles - now.lasting_beaches);
  // What is still expected never reaches a count's cap, so one more is never worthless
  // before the cap is reached.
  const auto expect = [](double rate, double count, double cap) {
    return std::clamp(rate, 0.0, std::max(0.0, cap - count - 1));
  };
  o.beaches = expect(beaches_a_tile * left, beaches, last_index(tables.beach_points));
  o.park = expect(park_a_tile * left, now.park_tiles, last_index(tables.park_points));
  o.gardens = expect(areas_a_tile * left, now.garden_areas, tables.area_cap);
  o.houses = expect(areas_a_tile * left, now.house_areas, tables.area_cap);
  // A later tile may fill it for a Bonus tile, while later tiles are to come.
  o.near = near_line_worth * std::min(1.0, left / 4);
  o.base = projected(o, now);
  return o;
}

double Reading::projected(const SeatOutlook& o, const Counts& c) const {
  const Tables& tables = content.tables;
  const double beaches = c.lasting_beaches + o.fragile * (c.beach_tiles - c.lasting_beaches);
  const double cap = tables.area_cap;
  return read_table(tables.beach_points, beaches + o.beaches) +
         read_table(tables.park_points, c.park_tiles + o.park) +
         std::min(c.garden_areas + o.gardens, cap) * std::min(c.house_areas + o.houses, cap) +
         o.near * c.near_lines;
}

double Reading::icon_worth(Seat s, int tile) {
  const Tile& t = content.tile(tile);
  const SeatOutlook& o = outlooks_[static_cast<std::size_t>(s)];
  double sum = 0;
  for (std::size_t kind = 0; kind < icon_kinds; ++kind)
    sum += t.icons[kind] * o.icon[kind];
  return sum;
}

Reading::PatternWorth Reading::pattern_worth(Seat s, Quadrants printed) {
  SeatOutlook& o = outlook(s);
  const auto cached = o.priced.begin() + o.priced_count;
  const auto found = std::find_if(o.priced.begin(), cached,
                                  [&](const PatternWorth& w) { return w.printed == printed; });
  if (found != cached) return *found;
  PatternWorth w;
  w.printed = printed;
  w.plain = -1e9;
  for (Positions open = o.plan->open(); open != 0; open &= open - 1) {
    const int position = std::countr_zero(open);
    for (int turns = 0; turns < 4; ++turns) {
      const Quadrants q = turned(printed, turns);
      // A turn that looks like an earlier one (PPPP, GHGH) adds nothing new.
      bool seen = false;
      for (int earlier = 0; earlier < turns; ++earlier)
        seen = seen || turned(printed, earlier) == q;
      if (seen) continue;
      const Counts after = o.plan->with(position, q);
      const double gain = projected(o, after) - o.base;
      w.plain = std::max(w.plain, gain);
      if (after.line && after.tiles < island_tiles) w.line = std::max(w.line, gain);
    }
  }
  if (o.priced_count < max_priced) o.priced[static_cast<std::size_t>(o.priced_count++)] = w;
  return w;
}

double Reading::bonus_worth(Seat s) {
  SeatOutlook& o = outlook(s);
  if (o.bonus) return *o.bonus;
  // The best buy in the market as it stands, as a Bonus tile earns no Bonus.
  const double per_dollar = s == me ? dollar : their_dollar;
  double best = 0;
  const int reach = std::min(static_cast<int>(view.market.size()), bonus_positions);
  for (int index = 0; index < reach; ++index) {
    if (index > money[static_cast<std::size_t>(s)]) break;
    const int tile = view.market[static_cast<std::size_t>(index)].tile;
    best = std::max(best, worth(s, tile, false) + per_dollar * take_dollars(index));
  }
  o.bonus = bonus_share * best;
  return *o.bonus;
}

double Reading::worth(Seat s, int tile, bool may_earn_bonus) {
  if (full(s)) return 0;
  const PatternWorth w = pattern_worth(s, content.tile(tile).quadrants);
  const double icons = icon_worth(s, tile);
  double best = w.plain;
  if (may_earn_bonus && w.line > -1e8) {
    // Another seat's Bonus tile is guessed to be about as good as this one: pricing
    // the market for every seat at every bid would cost more than the guess loses.
    const double bonus = s == me ? bonus_worth(s) : bonus_share * std::max(0.0, w.plain + icons);
    best = std::max(best, w.line + bonus);
  }
  return best + icons;
}

Placement Reading::best_build(int tile, bool may_earn_bonus, const std::vector<Move>& legal,
                              Rng& rng) {
  SeatOutlook& o = outlook(me);
  const Quadrants printed = content.tile(tile).quadrants;
  BestMove best(rng, temper.whim);
  for (Move move : legal) {
    if (kind_of(move) != Kind::build) continue;
    const Counts after = o.plan->with(first_of(move), turned(printed, second_of(move)));
    double gain = projected(o, after) - o.base;
    if (may_earn_bonus && after.line && after.tiles < island_tiles) gain += bonus_worth(me);
    best.offer(move, gain);
  }
  Placement placement;
  if (best.empty()) return placement;
  placement.position = first_of(best.move());
  placement.quarter_turns = second_of(best.move());
  return placement;
}

bool Reading::may_earn_bonus(Seat s) const {
  return !seat(s).bonus_taken && view.phase != Phase::bonus_take &&
         view.phase != Phase::bonus_place;
}

double Reading::willing(Seat s, int tile) {
  return std::min(money[static_cast<std::size_t>(s)],
                  even_reach * worth(s, tile, may_earn_bonus(s)) / their_dollar);
}

Reading::Alternative Reading::alternative() {
  Alternative best;
  const double my_money = money[static_cast<std::size_t>(me)];
  for (const Slot& slot : view.market) {
    if (slot.tile < 0 || slot.tile == view.held) continue;
    double keenest = 0;
    for (Seat s = 0; s < players; ++s) {
      if (s != me && !full(s)) keenest = std::max(keenest, willing(s, slot.tile));
    }
    const double price = std::floor(keenest) + 1;
    if (price > my_money) continue;
    const double rate = temper.greed * worth(me, slot.tile, may_earn_bonus(me)) / price;
    if (rate > best.rate) best = {rate, price};
  }
  return best;
}

int Reading::take_dollars(int index) const {
  return view.market[static_cast<std::size_t>(index)].money - index;
}

}  // namespace gavel::auctionland::scripted
