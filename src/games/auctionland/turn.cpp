// The market and the turn: dealing and refilling the row, taking a tile with its
// payments, building with the Bonus check, and the turn's steps in order.

#include <algorithm>
#include <bit>

#include "gavel/games/auctionland/moves.h"
#include "gavel/games/auctionland/state.h"

namespace gavel::auctionland {

// --- the market row ------------------------------------------------------------

void AuctionlandState::draw(int tile, Log& log) {
  stack_.erase(std::lower_bound(stack_.begin(), stack_.end(), tile));
  market_.push_back({tile, 0});
  const bool full = static_cast<int>(market_.size()) >= market_size_ || stack_.empty();
  if (phase_ == Phase::setup_deal) {
    if (full) setup_done(log);
    return;
  }
  ++refilled_;
  if (full) refill_done(log);
}

void AuctionlandState::setup_done(Log& log) {
  // Fewest icons at position 1, the free end; a stable sort keeps the deal's order
  // among equals, so a script fixes the whole row.
  std::stable_sort(market_.begin(), market_.end(), [&](const Slot& a, const Slot& b) {
    return content_->tile(a.tile).icon_count() < content_->tile(b.tile).icon_count();
  });
  std::string row;
  for (const Slot& slot : market_)
    row += (row.empty() ? "" : ", ") + content_->tile_name(slot.tile);
  log.to_all("The market is dealt and sorted by icons: " + row + ".");
  begin_build(log);
}

void AuctionlandState::refill_done(Log& log) {
  if (refilled_ > 0) {
    std::string row;
    for (std::size_t i = market_.size() - static_cast<std::size_t>(refilled_); i < market_.size();
         ++i)
      row += (row.empty() ? "" : ", ") + tile_text(market_[i].tile);
    log.to_all("The market is refilled from the stack: " + row + ".");
    refilled_ = 0;
  }
  if (market_.empty()) {
    log.to_all("The market and the stack are both empty: the game is over.");
    phase_ = Phase::over;
    return;
  }
  begin_build(log);
}

std::vector<Move> AuctionlandState::take_moves(Kind kind) const {
  std::vector<Move> moves;
  // Reaching position k costs $1 on each of the k−1 tiles before it.
  const int reach = std::min(static_cast<int>(market_.size()), player(turn_).money + 1);
  for (int index = 0; index < reach; ++index)
    moves.push_back(make_move(kind, index));
  return moves;
}

int AuctionlandState::take(Seat seat, int index, Log& log) {
  Player& p = player(seat);
  for (int skipped = 0; skipped < index; ++skipped)
    ++market_[static_cast<std::size_t>(skipped)].money;
  p.money -= index;
  const Slot slot = market_[static_cast<std::size_t>(index)];
  p.money += slot.money;
  market_.erase(market_.begin() + index);
  std::string text = tile_text(slot.tile) + " from position " + std::to_string(index + 1);
  if (index > 0) {
    text +=
        ", putting $1 on " +
        (index == 1 ? std::string("the tile") : "each of the " + std::to_string(index) + " tiles") +
        " before it";
  }
  const std::string collect =
      slot.money > 0 ? " the $" + std::to_string(slot.money) + " on it." : std::string();
  log.to_all(Words(seat_text(seat) + " takes " + text +
                   (slot.money > 0 ? ", and collects" + collect : std::string(".")))
                 .by(seat, "You take " + text +
                               (slot.money > 0 ? ", and collect" + collect : std::string("."))));
  return slot.tile;
}

// --- building ------------------------------------------------------------------

std::vector<Move> AuctionlandState::build_moves() const {
  std::vector<Move> moves;
  const Positions open = buildable(player(turn_).island.occupied);
  moves.reserve(static_cast<std::size_t>(4 * std::popcount(open)));
  for (Positions rest = open; rest != 0; rest &= rest - 1) {
    const int position = std::countr_zero(rest);
    for (int turns = 0; turns < 4; ++turns)
      moves.push_back(make_move(Kind::build, position, turns));
  }
  return moves;  // positions rise, so the codes are sorted
}

void AuctionlandState::build(Seat seat, int position, int quarter_turns, Log& log) {
  Player& p = player(seat);
  const Tile& tile = content_->tile(held_);
  const bool bonus_tile = phase_ == Phase::bonus_place;
  p.island.build(position, turned(tile.quadrants, quarter_turns));
  p.built[static_cast<std::size_t>(position)] = static_cast<std::int16_t>(held_);
  for (std::size_t icon = 0; icon < icon_kinds; ++icon)
    p.icons[icon] += tile.icons[icon];
  // Scored once here rather than at every look: views and standings read it often.
  p.score = score_island(p.island, content_->tables);
  std::string text = content_->tile_name(held_) + " at " + position_name(position);
  if (quarter_turns > 0) text += " turned " + std::to_string(90 * quarter_turns) + " degrees";
  log.to_all(Words(seat_text(seat) + " builds " + text + ".").by(seat, "You build " + text + "."));
  held_ = -1;

  // A Bonus: never from a Bonus tile, once a turn, and only with room to build it.
  if (!bonus_tile && completes_line(p.island.occupied, position)) {
    const auto fills = [&](const std::string& theirs, const std::string& yours) {
      log.to_all(Words(seat_text(seat) + " fills a line of four" + theirs)
                     .by(seat, "You fill a line of four" + yours));
    };
    if (p.bonus_taken) {
      fills(" but has had a Bonus tile this turn.", " but have had a Bonus tile this turn.");
    } else if (p.island.full()) {
      fills(", but the island has no room left.", ", but your island has no room left.");
    } else if (market_.empty()) {
      fills(", but the market is empty.", ", but the market is empty.");
    } else {
      p.bonus_taken = true;
      fills(" and takes a Bonus tile.", " and take a Bonus tile.");
      turn_ = seat;
      phase_ = Phase::bonus_take;
      return;
    }
  }
  resume(log);
}

void AuctionlandState::to_box(Log& log) {
  log.to_all(tile_text(held_) + " goes back to the box.");
  box_.push_back(held_);
  held_ = -1;
}

// --- the turn's steps ------------------------------------------------------------

// A turn never starts with an empty row: refill_done ends the game first.
void AuctionlandState::begin_build(Log& /*log*/) {
  auction_step_ = false;
  turn_ = auctioneer_;
  phase_ = Phase::build_take;
}

void AuctionlandState::begin_auction(Log& log) {
  auction_step_ = true;
  turn_ = auctioneer_;
  if (market_.empty()) {
    log.to_all("The market is empty: there is nothing to auction.");
    return end_turn(log);
  }
  phase_ = Phase::auction_take;
}

// After a build, a Bonus or a boxed tile: the next step of the turn.
void AuctionlandState::resume(Log& log) {
  if (auction_step_) return end_turn(log);
  begin_auction(log);
}

void AuctionlandState::end_turn(Log& log) {
  ++turns_;
  high_bid_ = 0;
  high_bidder_ = -1;
  for (Player& p : seats_) {
    p.out = false;
    p.bonus_taken = false;
  }
  for (Seat seat = 0; seat < players_; ++seat) {
    if (player(seat).island.full()) {
      log.to_all(Words(seat_text(seat) + "'s island is complete: the game is over.")
                     .by(seat, "Your island is complete: the game is over."));
      phase_ = Phase::over;
      return;
    }
  }
  auctioneer_ = (auctioneer_ + 1) % players_;
  log.to_all(Words("The gavel passes to " + seat_text(auctioneer_) + ".")
                 .by(auctioneer_, "The gavel passes to you."));
  if (static_cast<int>(market_.size()) >= market_size_ || stack_.empty()) return refill_done(log);
  phase_ = Phase::refill;
}

}  // namespace gavel::auctionland
