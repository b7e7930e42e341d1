// A game one seat cannot tell from the one it sits at: what a searching rival plays
// out. Everything but the other seats' hidden money is in the seat's view, and the
// stack is an unordered pile whose draws are chance moves, so only the money is
// drawn: each hidden dollar goes to a hidden seat with odds by what it was dealt.

#include <algorithm>

#include "gavel/games/auctionland/state.h"

namespace gavel::auctionland {

std::unique_ptr<AuctionlandState> AuctionlandState::consistent_with(const AuctionlandView& view,
                                                                    Rng& rng) {
  const int players = static_cast<int>(view.seats.size());
  auto game = std::make_unique<AuctionlandState>(view.content, players, view.market_size,
                                                 view.visible_money);
  AuctionlandState& g = *game;
  g.phase_ = view.phase;
  g.auction_step_ = view.auction_step;
  g.first_ = view.first_player;
  g.auctioneer_ = view.auctioneer;
  g.turn_ = view.to_move >= 0 ? view.to_move : view.auctioneer;
  g.turns_ = view.turns;
  g.market_ = view.market;
  g.box_ = view.box;
  g.held_ = view.held;
  g.high_bid_ = view.high_bid;
  g.high_bidder_ = view.high_bidder;

  // The stack holds every tile seen nowhere else.
  std::vector<bool> seen(view.content->tiles.size(), false);
  const auto see = [&](int tile) {
    if (tile >= 0 && tile < static_cast<int>(seen.size()))
      seen[static_cast<std::size_t>(tile)] = true;
  };
  for (const Slot& slot : view.market)
    see(slot.tile);
  for (int tile : view.box)
    see(tile);
  see(view.held);

  int hidden_total = 0, hidden_weight = 0;
  for (int i = 0; i < players; ++i)
    hidden_total += view.content->money_by_seat[static_cast<std::size_t>(i)];
  for (const Slot& slot : view.market)
    hidden_total -= slot.money;
  std::vector<int> dealt(static_cast<std::size_t>(players));
  for (Seat s = 0; s < players; ++s) {
    const SeatView& shown = view.seats[s];
    Player& p = g.player(s);
    p.island = shown.island;
    p.built = shown.built;
    for (std::int16_t tile : shown.built) {
      if (tile < 0) continue;
      see(tile);
      for (std::size_t icon = 0; icon < icon_kinds; ++icon)
        p.icons[icon] += view.content->tile(tile).icons[icon];
    }
    p.score = score_island(p.island, view.content->tables);
    p.out = shown.out;
    p.bonus_taken = shown.bonus_taken;
    p.money = std::max(shown.money, 0);
    dealt[static_cast<std::size_t>(s)] =
        view.content
            ->money_by_seat[static_cast<std::size_t>((s - view.first_player + players) % players)];
    if (shown.money == hidden_money) {
      hidden_weight += dealt[static_cast<std::size_t>(s)];
    } else {
      hidden_total -= shown.money;
    }
  }
  g.stack_.clear();
  for (int tile = 0; tile < static_cast<int>(seen.size()); ++tile) {
    if (!seen[static_cast<std::size_t>(tile)]) g.stack_.push_back(tile);
  }
  // The high bidder holds at least its bid.
  const Seat bidder = view.high_bidder;
  if (bidder >= 0 && view.seats[bidder].money == hidden_money) {
    g.player(bidder).money = view.high_bid;
    hidden_total -= view.high_bid;
  }
  // (A perk may have dealt seat 0 more than its seat's money, which only seat 0
  // knows: then the hidden total comes out short, never below nothing.)
  for (int dollar = 0; dollar < hidden_total && hidden_weight > 0; ++dollar) {
    auto pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(hidden_weight)));
    for (Seat s = 0; s < players; ++s) {
      if (view.seats[s].money != hidden_money) continue;
      pick -= dealt[static_cast<std::size_t>(s)];
      if (pick < 0) {
        ++g.player(s).money;
        break;
      }
    }
  }
  return game;
}

}  // namespace gavel::auctionland
