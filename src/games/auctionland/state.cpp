// Auctionland's state machine: who moves, what is legal, and applying a move. The
// turn's steps are in turn.cpp, the auction in auction.cpp.

#include "gavel/games/auctionland/state.h"

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/games/auctionland/moves.h"

namespace gavel::auctionland {

AuctionlandState::AuctionlandState(std::shared_ptr<const Content> content, int players,
                                   int market_size, bool visible_money, const Boons& boons)
    : content_(std::move(content)),
      players_(players),
      market_size_(market_size),
      visible_money_(visible_money) {
  if (players_ < 2 || players_ > max_players) throw Error("Auctionland takes 2 to 6 players");
  // Boons this chapter has no rule for stay out of the state, so they change nothing
  // in it, not even its saved bytes.
  boons_.extra_money = boons.extra_money;
  boons_.sees_money = boons.sees_money;
  boons_.starts = boons.starts;
  seats_ = BySeat<Player>(players_);
  for (int tile = 0; tile < static_cast<int>(content_->tiles.size()); ++tile)
    stack_.push_back(tile);
}

Seat AuctionlandState::to_move() const {
  switch (phase_) {
    case Phase::first_player:
    case Phase::setup_deal:
    case Phase::refill:
      return chance_seat;
    case Phase::over:
      return nobody;
    default:
      return turn_;
  }
}

std::vector<Move> AuctionlandState::legal_moves() const {
  std::vector<Move> moves;
  switch (phase_) {
    case Phase::first_player:
      // With the starts boon chance has one outcome, so the history still records it.
      for (Seat seat = 0; seat < (boons_.starts ? 1 : players_); ++seat)
        moves.push_back(make_move(Kind::first_player, seat));
      return moves;
    case Phase::setup_deal:
    case Phase::refill:
      moves.reserve(stack_.size());
      for (int tile : stack_)
        moves.push_back(make_move(Kind::draw, tile));
      return moves;  // the stack is kept sorted
    case Phase::build_take:
    case Phase::bonus_take:
      return take_moves(Kind::take);
    case Phase::auction_take:
      return take_moves(Kind::auction);
    case Phase::build_place:
    case Phase::bonus_place:
    case Phase::auction_place:
      return build_moves();
    case Phase::bidding:
      return bidding_moves();
    case Phase::sale:
      return sale_moves();
    case Phase::over:
      break;
  }
  return moves;
}

void AuctionlandState::play(Move move, Log& log) {
  const int a = first_of(move);
  switch (kind_of(move)) {
    case Kind::first_player: {
      first_ = a;
      auctioneer_ = a;
      // Money goes by seat order from the first player: they get the least.
      for (int i = 0; i < players_; ++i) {
        player((a + i) % players_).money = content_->money_by_seat[static_cast<std::size_t>(i)];
      }
      log.to_all(
          Words(seat_text(a) + " takes the gavel and starts; money is dealt from their seat.")
              .by(a, "You take the gavel and start; money is dealt from your seat."));
      if (boons_.extra_money > 0) {
        // Money is hidden, so the gift is told to its owner alone.
        player(0).money += boons_.extra_money;
        log.to(0, "You start with $" + std::to_string(boons_.extra_money) + " more: $" +
                      std::to_string(player(0).money) + " in all.");
      }
      phase_ = Phase::setup_deal;
      return;
    }
    case Kind::draw:
      return draw(a, log);
    case Kind::take: {
      const Seat seat = turn_;
      held_ = take(seat, a, log);
      phase_ = phase_ == Phase::bonus_take ? Phase::bonus_place : Phase::build_place;
      return;
    }
    case Kind::auction:
      held_ = take(turn_, a, log);
      return start_bidding(log);
    case Kind::build:
      return build(turn_, a, second_of(move), log);
    case Kind::bid:
      return bid(a, log);
    case Kind::pass:
      return pass(log);
    case Kind::sell:
      return sell(log);
    case Kind::buy_back:
      return buy_back(log);
  }
}

std::vector<Score> AuctionlandState::scores() const {
  std::vector<Score> result(static_cast<std::size_t>(players_));
  std::array<int, max_players> counts{};
  std::array<int, max_players> points{};
  const auto seats = static_cast<std::size_t>(players_);
  for (std::size_t seat = 0; seat < seats; ++seat) {
    result[seat].island = seats_[seat].score;
    result[seat].icons = seats_[seat].icons;
  }
  for (std::size_t icon = 0; icon < icon_kinds; ++icon) {
    for (std::size_t seat = 0; seat < seats; ++seat)
      counts[seat] = seats_[seat].icons[icon];
    rank_icons(std::span<const int>(counts.data(), seats), content_->tables.icon_points,
               std::span<int>(points.data(), seats));
    for (std::size_t seat = 0; seat < seats; ++seat)
      result[seat].icon_points[icon] = points[seat];
  }
  return result;
}

std::vector<Standing> AuctionlandState::standings() const {
  const std::vector<Score> all = scores();
  std::vector<Standing> result(static_cast<std::size_t>(players_));
  for (Seat seat = 0; seat < players_; ++seat)
    result[static_cast<std::size_t>(seat)].score = all[static_cast<std::size_t>(seat)].total();
  // Most points, then most money; still level, the seats share the place.
  const auto ahead = [&](Seat a, Seat b) {
    const int pa = result[static_cast<std::size_t>(a)].score;
    const int pb = result[static_cast<std::size_t>(b)].score;
    if (pa != pb) return pa > pb;
    return player(a).money > player(b).money;
  };
  for (Seat seat = 0; seat < players_; ++seat) {
    int place = 1;
    for (Seat other = 0; other < players_; ++other)
      place += ahead(other, seat) ? 1 : 0;
    result[static_cast<std::size_t>(seat)].place = place;
  }
  return result;
}

std::string AuctionlandState::tile_text(int tile) const {
  return describe_tile(*content_, tile);
}

}  // namespace gavel::auctionland
