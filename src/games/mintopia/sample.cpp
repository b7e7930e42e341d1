// A game one seat cannot tell from the one it sits at: what a searching rival plays
// out. Nearly all of New Mintopia City is in the seat's view; the deck is never laid
// out (round.cpp), its draws are chance moves from every Location seen nowhere, so
// it needs no drawing. Only the sealed commitments made before the seat's own in a
// closed auction are drawn: each is any amount its seat could have put in, all
// alike, since nothing the seat sees tells one from another.
//
// The rest of the state follows from the view: each field below is set as the rules
// leave it at the view's phase, so a game with nothing hidden comes back field for
// field, bar its history, its log and the perks the view does not show.

#include <algorithm>

#include "gavel/games/mintopia/state.h"

namespace gavel::mintopia {

std::unique_ptr<MintopiaState> MintopiaState::consistent_with(const MintopiaView& view, Rng& rng) {
  Boons perks;
  perks.extra_income = view.extra_income;
  perks.sealed_peek = view.sealed_peek;
  auto game = std::make_unique<MintopiaState>(view.cards,
                                              Lineup{view.players, view.mode, view.ai_card}, perks);
  MintopiaState& g = *game;
  const Phase phase = view.phase;
  g.phase_ = phase;
  g.round_ = view.round;
  g.auctioneer_ = view.auctioneer;
  // An answer is the proposer's turn, waiting on the neighbour asked.
  g.turn_ = phase == Phase::answer ? view.proposal.from : view.to_move;

  // A Deed's Location is shown as the lot while its holder places it.
  g.lot_ = phase == Phase::deed_place ? -1 : view.lot;
  g.deed_location_ = phase == Phase::deed_place ? view.lot : -1;
  g.block_ = view.block;
  g.deck_ = view.deck;
  // Every Location turned up this round is still in the Auction Block.
  if (phase == Phase::turn_up) {
    const auto turned = static_cast<int>(view.block.size());
    g.to_turn_up_ = std::min(block_size(view.mode, view.players), view.deck + turned) - turned;
  }
  std::vector<bool> seen(view.cards->locations.size(), false);
  const auto see = [&](int location) {
    if (location >= 0 && location < static_cast<int>(seen.size()))
      seen[static_cast<std::size_t>(location)] = true;
  };
  for (int location : view.block)
    see(location);
  see(view.lot);
  for (const Zone& zone : view.city.zones) {
    for (const Placed& placed : zone.cards())
      see(placed.location);
  }
  std::erase_if(g.unseen_, [&](int location) { return seen[static_cast<std::size_t>(location)]; });

  g.closed_ = view.closed;
  // Only the opening bid may not withdraw; solitaire's player never opens.
  g.opening_ = view.mode != Mode::solitaire &&
               (phase == Phase::open_bid || phase == Phase::answer) && view.bid.leader == nobody;
  g.bid_ = view.bid;
  g.proposal_ = view.proposal;
  g.refused_ = view.refused;
  g.withdrawn_ = view.withdrawn;
  g.mints_ = view.mints;
  g.commitments_ = view.commitments;
  for (Seat seat = 0; seat < view.players; ++seat) {
    int& commitment = g.commitments_[static_cast<std::size_t>(seat)];
    if (commitment == sealed) commitment = rng.between(0, g.mints(seat));
  }
  g.tied_pairs_ = view.tied_pairs;
  g.choosers_ = view.choosers;
  // A tie's chooser picks its pair, and then places what the pair won.
  if (!view.tied_pairs.empty() && (phase == Phase::pick_pair || phase == Phase::place))
    g.chooser_ = phase == Phase::pick_pair ? view.to_move : view.placer;
  g.ai_bid_ = view.ai_bid;
  // The Auctioneer answers the AI card's bid first, its left neighbour next.
  if (phase == Phase::ai_answer) {
    g.answering_ = {view.to_move};
    if (view.to_move == view.auctioneer) g.answering_.push_back(g.left_of(view.auctioneer));
  }
  g.placer_ = view.placer;
  g.zone_ = view.zone;
  // The end's abilities run in type order, and only there does one wait on a seat.
  if (phase == Phase::utility) g.ability_ = static_cast<int>(LocationType::utility);
  if (phase == Phase::production) g.ability_ = static_cast<int>(LocationType::production);
  if (phase == Phase::over) g.ability_ = type_kinds;
  g.deed_gains_ = view.deed_gains;
  g.ai_banked_ = view.ai_banked;
  g.last_roll_ = view.last_roll;
  g.last_ai_face_ = view.last_ai_face;
  g.city_ = view.city;
  return game;
}

}  // namespace gavel::mintopia
