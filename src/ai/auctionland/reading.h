#pragma once
// The scripted Auctionland rival's reading of one view: how long the game has left,
// what a dollar is worth now, what each seat probably holds, how each seat's icons
// stand, and what a tile is worth to each seat where it would best go on its island.
// Everything comes from the seat's view; nothing is kept between decisions.

#include <array>
#include <optional>
#include <vector>

#include "gavel/ai/auctionland/island.h"
#include "gavel/ai/best_move.h"
#include "gavel/ai/traits.h"
#include "gavel/core/rng.h"
#include "gavel/games/auctionland/moves.h"
#include "gavel/games/auctionland/tiles.h"
#include "gavel/games/auctionland/view.h"

namespace gavel::auctionland::scripted {

inline constexpr int max_seats = max_players;
// Tiles a decision prices for one seat: the market's and the one held.
inline constexpr int max_priced = 16;

// The traits as the numbers the strategy multiplies by.
struct Temper {
  explicit Temper(const Traits& traits);

  double greed;   // scales what a tile is worth to this seat
  double reach;   // how near its worth it lets a bid go (nerve)
  double push;    // dollars past its worth it bids on a likely buy-back (bluff)
  double whim;    // how far taste may sway a close choice (bluff)
  double thrift;  // how dearly it holds money early in the game (patience)
  double spite;   // how much the leader's gains count against it (grudge)
};

// What a dollar is worth in points to a seat of even temper at the view's stage of
// the game: most at the start, next to nothing at the end, when money only breaks ties.
double even_dollar(const AuctionlandView& view);

// The S-curve from a margin to odds: 0.5 at 0, towards 1 for a large margin.
double logistic(double x);

// Where a tile would go on an island: a position, and its clockwise quarter turns.
struct Placement {
  int position = -1;
  int quarter_turns = 0;
};

class Reading {
 public:
  Reading(const AuctionlandView& view, const Traits& traits);

  const AuctionlandView& view;
  const Content& content;
  Temper temper;
  Seat me = 0;
  int players = 0;
  Seat leader = -1;         // the rival leading the scores
  double rest = 0;          // the part of the game still to come, 1 at the start, 0 at the end
  double dollar = 0;        // what a dollar is worth to me now, in points
  double their_dollar = 0;  // the same for a seat of even temper
  std::array<double, max_seats> money{};   // each seat's money, or my best guess at it
  std::array<double, max_seats> menace{};  // how much of a rival's gain I count against me

  const SeatView& seat(Seat s) const { return view.seats[s]; }
  bool full(Seat s) const { return seat(s).island.full(); }
  // Whether a tile the seat builds now may earn it a Bonus tile (not so for a Bonus
  // tile itself, nor a second time in a turn).
  bool may_earn_bonus(Seat s) const;
  // What a seat of even temper would bid at most for a tile, in dollars.
  double willing(Seat s, int tile);

  // What a tile adds to a seat's island, at its best position and turn, in points as
  // a seat of even temper counts them (my greed is the caller's to add). With
  // `may_earn_bonus`, a placement that fills a line is also worth a Bonus tile.
  double worth(Seat s, int tile, bool may_earn_bonus);
  // The best placement of a tile on my island among the legal build moves.
  Placement best_build(int tile, bool may_earn_bonus, const std::vector<Move>& legal, Rng& rng);
  // What my money would buy instead of the tile up for auction: the market tile
  // (another than the one held) that brings me most points per dollar at the price
  // the keenest other seat would make me pay for it at auction. Its rate is nothing
  // when no market tile is within my money.
  struct Alternative {
    double rate = 0;   // my points a dollar, greed included
    double price = 0;  // in dollars
  };
  Alternative alternative();
  // What taking the market tile at `index` costs or brings in dollars: $1 on each tile
  // before it, and the money lying on it.
  int take_dollars(int index) const;

 private:
  // What a tile's quadrants are worth on one island, whatever its icons: copies of a
  // pattern are priced once.
  struct PatternWorth {
    Quadrants printed = 0;
    double plain = 0;    // the best placement's worth, icons apart
    double line = -1e9;  // the best among placements that fill a line
  };
  struct SeatOutlook {
    std::optional<IslandPlan> plan;
    double base = 0;                        // the island's projected points now
    double fragile = 0;                     // weight of a beach a later tile may cover
    double beaches = 0, park = 0;           // tiles still expected on each count
    double gardens = 0, houses = 0;         // areas still expected
    double near = 0;                        // what a line one tile short of four is worth
    std::array<double, icon_kinds> icon{};  // what one more icon of each kind adds
    std::optional<double> bonus;            // what a Bonus tile is worth
    std::array<PatternWorth, max_priced> priced{};
    int priced_count = 0;
  };

  void read_stage();
  void read_money();
  void read_icons();
  SeatOutlook& outlook(Seat s);
  double projected(const SeatOutlook& o, const Counts& counts) const;
  double icon_worth(Seat s, int tile);
  PatternWorth pattern_worth(Seat s, Quadrants printed);
  double bonus_worth(Seat s);

  std::array<double, max_seats> remaining_{};  // tiles each seat may still build
  std::array<SeatOutlook, max_seats> outlooks_{};
};

// What winning the tile up for auction is worth to me, in points: what it adds to my
// own island, greed included (bid.cpp).
double lot_value(Reading& reading);
// That seat: the leader of the bidding, else the keenest other seat still in, else
// the auctioneer, who builds it free.
Seat taker_without_me(Reading& reading);

// One decision each: market.cpp, bid.cpp, auctioneer.cpp.
Move choose_take(Reading& reading, const std::vector<Move>& legal, Rng& rng);
Move choose_auction(Reading& reading, const std::vector<Move>& legal, Rng& rng);
Move choose_bid(Reading& reading, const std::vector<Move>& legal, Rng& rng);
Move choose_sale(Reading& reading, const std::vector<Move>& legal);
Move choose_build(Reading& reading, const std::vector<Move>& legal, Rng& rng);

}  // namespace gavel::auctionland::scripted
