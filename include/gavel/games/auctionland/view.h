#pragma once
// What one seat of Auctionland may know: the board draws it and rivals decide from
// it. Islands, the market, the money lying on market tiles, bids and the box are
// public. A seat's own money is in its view; another seat's only with the
// visible-money option, or in seat 0's view with the sees-money boon. The stack
// is an unordered pile drawn by chance, so nobody sees its order, only how many
// tiles it holds.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "gavel/core/by_seat.h"
#include "gavel/core/state.h"
#include "gavel/games/auctionland/tiles.h"

namespace gavel::auctionland {

enum class Phase : std::uint8_t {
  first_player,   // chance: who takes the gavel first
  setup_deal,     // chance: the opening market, sorted once full
  build_take,     // the auctioneer takes a tile to build
  build_place,    // ... and builds it
  bonus_take,     // a seat that filled a row or column takes a Bonus tile
  bonus_place,    // ... and builds it
  auction_take,   // the auctioneer takes a tile to auction
  bidding,        // raise or pass, round from the auctioneer's left
  sale,           // the auctioneer sells to the high bidder or buys back
  auction_place,  // the buyer, or the auctioneer, builds the auctioned tile
  refill,         // chance: the market refilled from the stack at the turn's end
  over,
};

std::string phase_name(Phase phase);

// A tile in the market row and the dollars lying on it.
struct Slot {
  int tile = 0;
  int money = 0;

  bool operator==(const Slot&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(tile, money);
  }
};

inline constexpr int hidden_money = -1;

struct SeatView {
  int money = hidden_money;  // hidden_money when this seat may not see it
  Layout island;
  std::array<std::int16_t, positions> built{};  // tile id at each position, or -1
  Score score;
  bool out = false;          // passed, or cannot bid, in the auction under way
  bool bonus_taken = false;  // has had its Bonus tile this turn

  bool operator==(const SeatView&) const = default;
};

struct AuctionlandView : ViewOf<AuctionlandView> {
  Seat me = 0;
  Phase phase = Phase::first_player;
  Seat to_move = nobody;
  Seat auctioneer = 0;  // holds the gavel: whose turn of the game it is
  Seat first_player = 0;
  int turns = 0;              // whole turns played
  bool auction_step = false;  // this turn's build step is behind it
  bool visible_money = false;
  int market_size = 0;
  std::vector<Slot> market;  // position 1 first
  int stack = 0;             // tiles left in the stack
  std::vector<int> box;      // tiles returned to the box
  int held = -1;             // the tile taken and not yet built, or up for auction
  int high_bid = 0;
  Seat high_bidder = -1;
  BySeat<SeatView> seats;

  Seat seat() const override { return me; }
  std::string describe() const override;
  bool operator==(const AuctionlandView&) const = default;

  ContentRef content;
};

}  // namespace gavel::auctionland

CEREAL_CLASS_VERSION(gavel::auctionland::Slot, 1);
