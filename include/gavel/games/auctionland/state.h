#pragma once
// Auctionland: build a paradise island of up to 4×4 tiles, auction tiles to the
// other players, and buy back what you would rather keep.
//
// Each tile has four quadrants of Beach, Park, Garden or House, and 0–2 icons
// (Peace, Love, Music). Players start with $10, $12, … by seat order from a random
// first player, who takes the gavel. The market is a row of tiles (8 by default),
// sorted by icon count at the start. Taking the tile at position k puts $1 of your
// own on each of the k−1 tiles before it and gives you the money lying on it; a tile
// you cannot pay to reach cannot be taken. The row closes up at once and is refilled
// from the stack only at the end of the turn.
//
// A turn: (1) take a tile and build it on your island: the first anywhere, later
// ones sharing an edge with it, the island always within a 4×4 box; tiles turn in
// quarter turns. (2) Take another tile and auction it: from your left, each player
// still in raises or drops out; the leader is not asked; you do not bid, nor does
// anyone whose island is full; with two players the other bids once or passes.
// (3) Sell it to the high bidder, who pays you and builds it, or buy it back by
// paying them the bid + $1 and building it yourself (into the box if your island is
// full). Nobody bid: you build it free, or box it. (4) Pass the gavel left.
//
// A tile built that fills a row or a column of four earns a Bonus tile, taken and
// built at once: never from a Bonus tile, at most one per player per turn, and any
// player may earn one, the buyer in an auction too. A step with an empty market is
// skipped. The game ends at the end of a turn in which an island reached 16 tiles,
// or when the market and stack are both empty. Scoring: scoring.h. Most points
// win, then most money; still tied, the place is shared.
//
// Campaign perks (Setup::boons) favour seat 0; this chapter reads three of them, and
// with all three off the game is the one above. extra-money N: seat 0 is dealt $N
// on top of its seat's money (only seat 0 is told). sees-money: seat 0's view holds
// every seat's money, as the visible-money option gives everyone; the other seats'
// views are unchanged. starts: seat 0 takes the gavel first (the first-player chance
// move has that one outcome), so money by seat order starts from seat 0 too.

#include <memory>
#include <vector>

#include "gavel/core/by_seat.h"
#include "gavel/core/chapter.h"
#include "gavel/core/rng.h"
#include "gavel/core/state.h"
#include "gavel/games/auctionland/moves.h"
#include "gavel/games/auctionland/tiles.h"
#include "gavel/games/auctionland/view.h"

namespace gavel::auctionland {

struct Player {
  int money = 0;
  Layout island;
  std::array<std::int16_t, positions> built{};  // tile id at each position, or -1
  std::array<int, icon_kinds> icons{};
  IslandScore score;         // the island's score, kept up to date as tiles are built
  bool out = false;          // passed, or cannot bid, in the auction under way
  bool bonus_taken = false;  // this turn

  Player() { built.fill(-1); }
  bool operator==(const Player&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(money, island, built, icons, score, out, bonus_taken);
  }
};

class AuctionlandState final : public StateOf<AuctionlandState> {
 public:
  // Only the boons this chapter reads are kept (see above); the others are dropped.
  AuctionlandState(std::shared_ptr<const Content> content, int players, int market_size,
                   bool visible_money, const Boons& boons = {});

  int seats() const override { return players_; }
  Seat to_move() const override;
  std::vector<Move> legal_moves() const override;
  std::vector<Standing> standings() const override;
  std::unique_ptr<View> view(Seat seat) const override;
  std::string to_text(Move move) const override;
  Move parse(std::string_view text) const override;

  const Content& content() const { return *content_; }
  // A game the view's seat cannot tell from the one it sits at, its hidden money
  // drawn from `rng` (sample.cpp): what a searching rival plays out. Its history and
  // log start empty, and seat 0's perks are not in it.
  static std::unique_ptr<AuctionlandState> consistent_with(const AuctionlandView& view, Rng& rng);

  // Every seat's score if the game ended now (icons are ranked across seats).
  std::vector<Score> scores() const;

  // For invariant checks: where every tile and every dollar is.
  const Player& player(Seat seat) const { return seats_[seat]; }
  const std::vector<Slot>& market() const { return market_; }
  const std::vector<int>& stack() const { return stack_; }
  const std::vector<int>& box() const { return box_; }
  int held() const { return held_; }
  Phase phase() const { return phase_; }

  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(players_, market_size_, visible_money_, phase_, auction_step_, first_, auctioneer_,
            turn_, turns_, market_, stack_, refilled_, box_, held_, high_bid_, high_bidder_, seats_,
            boons_);
  }

 protected:
  void play(Move move, Log& log) override;
  std::optional<std::string> chapter_fact(std::string_view name) const override;

 private:
  friend class Notation;

  Player& player(Seat seat) { return seats_[seat]; }
  std::string tile_text(int tile) const;

  // the market and the turn's flow (turn.cpp)
  void draw(int tile, Log& log);
  void setup_done(Log& log);
  void begin_build(Log& log);
  void begin_auction(Log& log);
  void end_turn(Log& log);
  void refill_done(Log& log);
  std::vector<Move> take_moves(Kind kind) const;
  int take(Seat seat, int index, Log& log);
  std::vector<Move> build_moves() const;
  void build(Seat seat, int position, int quarter_turns, Log& log);
  void resume(Log& log);
  void to_box(Log& log);

  // the auction (auction.cpp)
  void start_bidding(Log& log);
  std::vector<Move> bidding_moves() const;
  void bid(int amount, Log& log);
  void pass(Log& log);
  void next_bidder(Log& log);
  std::vector<Move> sale_moves() const;
  void sell(Log& log);
  void buy_back(Log& log);
  void build_or_box(Seat seat, Log& log);

  std::shared_ptr<const Content> content_;
  int players_ = 0;
  int market_size_ = 8;
  bool visible_money_ = false;
  Phase phase_ = Phase::first_player;
  bool auction_step_ = false;  // this turn's build step is behind us
  Seat first_ = 0;
  Seat auctioneer_ = 0;  // holds the gavel
  Seat turn_ = 0;        // the seat deciding now
  int turns_ = 0;        // whole turns played
  std::vector<Slot> market_;
  std::vector<int> stack_;  // tile ids, sorted: an unordered pile drawn by chance
  int refilled_ = 0;        // tiles drawn in the refill under way
  std::vector<int> box_;
  int held_ = -1;  // the tile taken and not yet built, or up for auction
  int high_bid_ = 0;
  Seat high_bidder_ = -1;
  BySeat<Player> seats_;
  Boons boons_;  // seat 0's perks, the three this chapter reads
};

}  // namespace gavel::auctionland

CEREAL_CLASS_VERSION(gavel::auctionland::Player, 1);
CEREAL_CLASS_VERSION(gavel::auctionland::AuctionlandState, 1);
