// The rival's Lucre: what an Auction card is worth to it (in Lucre), calling and
// bidding up to that worth, paying with invested Lucre (it pays 2), carrying out what
// it won, and investing a little on its home colonies once it has Lucre to spare.

#include <algorithm>

#include "reading.h"

namespace gavel::cosmic::scripted {
namespace {

constexpr int reserve = 3;  // free Lucre kept for the auctions before investing

int free_lucre(const Reading& r) {
  return r.view.lucre[r.me];
}

const AuctionCard& auction_card(const Reading& r, int id) {
  return r.view.auction(id);
}

// My home planets: those I hold, and those I lost.
int home_colonies(const Reading& r) {
  int held = 0;
  for (int k = 0; k < r.view.per_home; ++k)
    held += r.ships(r.me * r.view.per_home + k, r.me) > 0 ? 1 : 0;
  return held;
}

// All my ships on planets: those a Rebirth could move home.
int ships_on_colonies(const Reading& r) {
  int ships = 0;
  for (int planet = 0; planet < static_cast<int>(r.view.planets.size()); ++planet)
    ships += r.ships(planet, r.me);
  return ships;
}

// Foreign colonies in my home system: what an Extra Home Encounter can attack.
bool guests_at_home(const Reading& r) {
  for (int k = 0; k < r.view.per_home; ++k) {
    const int planet = r.me * r.view.per_home + k;
    for (Seat seat = 0; seat < r.players; ++seat) {
      if (seat != r.me && r.ships(planet, seat) > 0) return true;
    }
  }
  return false;
}

// What carrying out a card is worth to me, in Lucre.
double auction_worth(const Reading& r, const AuctionCard& card) {
  const int hand = r.view.hand_sizes[r.me];
  const bool lost_home = home_colonies(r) < r.view.per_home;
  const bool researching = !r.view.techs.empty() && r.view.techs[r.me] >= 0 &&
                           r.view.tech_stages[r.me] == TechStage::research;
  double worth = 0;
  switch (card.effect) {
    case AuctionEffect::best_cosmic:
      worth = 0.5 * card.amount + (hand < 6 ? 1.5 : 0);
      break;
    case AuctionEffect::best_flare:
      worth = 2.0;
      break;
    case AuctionEffect::best_reward:
      worth = 2.5 * r.temper.greed;
      break;
    case AuctionEffect::discard:
      worth = 0.3;
      break;
    case AuctionEffect::extra_tech:
      worth = researching ? 2.0 : 0;
      break;
    case AuctionEffect::move_all:
    case AuctionEffect::move_ships:
      worth = lost_home ? 0.5 : 0.2;
      break;
    case AuctionEffect::free_ships:
      worth = 0.8 * std::min(r.warp(r.me), card.amount);
      break;
    case AuctionEffect::rebirth:
      worth = lost_home && ships_on_colonies(r) > 4 ? (home_colonies(r) < 3 ? 7.0 : 4.0) : 0;
      break;
    case AuctionEffect::extra_encounter:
      worth = r.encounter_cards() > 0 ? 0.5 * r.colony_worth(r.me) : 0;
      break;
    case AuctionEffect::extra_home:
      worth = r.encounter_cards() > 0 && (guests_at_home(r) || lost_home) ? 4.0 : 0;
      break;
    case AuctionEffect::extra_deal:
      worth = 1.5 * r.temper.fondness;
      break;
  }
  return worth;
}

Move find(const std::vector<Move>& legal, Kind kind) {
  const auto found =
      std::find_if(legal.begin(), legal.end(), [&](Move move) { return kind_of(move) == kind; });
  return found == legal.end() ? legal.front() : *found;
}

bool has(const std::vector<Move>& legal, Kind kind) {
  return std::any_of(legal.begin(), legal.end(), [&](Move move) { return kind_of(move) == kind; });
}

}  // namespace

// The market card worth most over its least bid, called at that bid; else a pass.
Move choose_call(const Reading& r, const std::vector<Move>& legal) {
  Move best = make_move(Kind::pass);
  double best_gain = 0.5;
  for (Move move : legal) {
    if (kind_of(move) != Kind::call_auction) continue;
    const int slot = payload_of(move) / 100;
    const int bid = payload_of(move) % 100;
    const AuctionCard& card = r.view.auction(r.view.market[static_cast<std::size_t>(slot)]);
    if (bid != card.minimum) continue;
    const double gain = auction_worth(r, card) - bid;
    if (gain > best_gain) {
      best_gain = gain;
      best = move;
    }
  }
  return best;
}

// One more than the last bid while that stays within the card's worth to me.
Move choose_bid(const Reading& r, const std::vector<Move>& legal) {
  const double worth = auction_worth(r, auction_card(r, r.view.auctions.card));
  const int next = r.view.auctions.bid + 1;
  if (next <= worth && has(legal, Kind::bid)) return make_move(Kind::bid, next);
  return make_move(Kind::pass);
}

Move choose_lucre(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  switch (r.view.phase) {
    case Phase::call_auction:
      return choose_call(r, legal);
    case Phase::bid:
      return choose_bid(r, legal);
    case Phase::pay:  // an invested Lucre pays 2 of the price
      return legal.back();
    case Phase::carry_out:
      return make_move(Kind::carry_out,
                       auction_worth(r, auction_card(r, r.view.auctions.card)) > 0 ? 1 : 0);
    case Phase::lucre_count:
      return make_move(Kind::lucre_count, 1);
    case Phase::invest: {
      // Spare Lucre, one at a time, on the home colony with the most ships: a defense
      // it expects to hold, where the Lucre adds to the total and pays 2 at auction.
      if (free_lucre(r) <= reserve || !has(legal, Kind::invest)) return make_move(Kind::done);
      return best_of(legal, rng, 0, [&](Move move) {
        if (kind_of(move) != Kind::invest || payload_of(move) % 100 != 1) return -1.0;
        return static_cast<double>(r.ships(payload_of(move) / 100, r.me));
      });
    }
    case Phase::choose_drawn:
      return best_of(legal, rng, r.temper.whim * 0.2, [&](Move move) {
        if (payload_of(move) == 0) return 0.5;  // none: only when every card is worse
        const auto& ids = r.view.drawn_ids;
        const auto at = std::find(ids.begin(), ids.end(), payload_of(move) - 1);
        if (at == ids.end()) return 0.0;
        const Card& card = r.view.drawn[static_cast<std::size_t>(at - ids.begin())];
        return card.kind == CardKind::flare ? 2.0 : keep_worth(card);
      });
    case Phase::discard_card:
      return best_of(legal, rng, 0, [&](Move move) {
        const Card* card = r.card(payload_of(move));
        return card == nullptr ? 0.0 : -keep_worth(*card);
      });
    case Phase::move_ships:
      // From the fullest colony to my thinnest home colony, while they differ by two.
      return best_of(legal, rng, 0, [&](Move move) {
        if (kind_of(move) == Kind::done) return 1.5;
        const int from = payload_of(move) / 100;
        const int to = payload_of(move) % 100;
        if (!r.home(to)) return 0.0;
        return static_cast<double>(r.ships(from, r.me) - r.ships(to, r.me));
      });
    case Phase::free_ships:
      return best_of(legal, rng, 0, [&](Move move) {
        if (kind_of(move) == Kind::done) return -100.0;
        return (r.home(payload_of(move)) ? 10.0 : 0.0) - r.ships(payload_of(move), r.me);
      });
    case Phase::rebirth:
      return legal.front();
    case Phase::rebirth_land:
      return choose_ships(r, legal, rng, 3);
    case Phase::extra_tech:
      return choose_research(r, legal);
    default:
      return find(legal, Kind::pass);
  }
}

}  // namespace gavel::cosmic::scripted
