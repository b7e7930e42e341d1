// Talk: garnets, the deals the rival opens, and its answers to others' offers.

#include <algorithm>

#include "choices.h"
#include "gavel/ai/auction_auction/blunder.h"

namespace gavel::auction_auction::scripted {
namespace {

bool offered(const std::vector<Move>& legal, Move move) {
  return std::binary_search(legal.begin(), legal.end(), move);
}

// The lots of the rival's location this round by worth to it, most wanted first.
std::vector<int> wanted_lots(const Reading& reading) {
  const int location = reading.view.location(reading.view.round);
  if (location == unknown) return {};
  const Reading::Weights weights = reading.lot_weights(location);
  std::vector<int> lots;
  for (int lot = first_lot(location); lot < first_lot(location) + lots_in(location); ++lot)
    lots.push_back(lot);
  std::stable_sort(lots.begin(), lots.end(), [&](int a, int b) {
    return weights[at(lot_number(a) - 1)] > weights[at(lot_number(b) - 1)];
  });
  return lots;
}

// Whether `seat` stands with the rival this round.
bool together(const AuctionView& view, Seat seat) {
  const auto& where = view.where[at(view.round)];
  return where[at(seat)] != unknown && where[at(seat)] == where[at(view.me)];
}

// An honest rival (partner affinity at least its bluff) does not make a promise it
// means to break; a schemer does.
bool honest(const Reading& reading) {
  return reading.traits.partner_affinity >= reading.traits.bluff;
}

}  // namespace

Seat deal_partner(const Reading& reading) {
  const AuctionView& view = reading.view;
  if (view.deals_opened > 0 || (view.round == 0 && view.phase == Phase::access)) return nobody;
  const int chance = 10 + 3 * (reading.traits.partner_affinity - 5);
  if ((reading.dice + mix(view.me, view.round, static_cast<int>(view.phase))) % 100 >= chance)
    return nobody;
  if (reading.cash() < 10) return nobody;
  Seat partner = nobody;
  if (view.phase == Phase::access) {
    // The seat that bid highest last round for the house the rival wants now.
    const int house = reading.access_plan().house;
    int best = -1;
    for (Seat seat = 0; seat < view.players; ++seat) {
      const AccessBid& bid = view.access[at(view.round - 1)][at(seat)];
      if (seat != view.me && bid.house == house && bid.amount > best) {
        best = bid.amount;
        partner = seat;
      }
    }
  } else {
    for (Seat seat = 0; seat < view.players && partner == nobody; ++seat) {
      const Seat other = (view.me + 1 + seat) % view.players;
      if (other != view.me && together(view, other)) partner = other;
    }
    if (wanted_lots(reading).empty()) partner = nobody;
  }
  if (partner == nobody || reading.trust(partner) < 1.0) return nobody;
  if (offer_to(reading, partner).give < 3) return nobody;
  return partner;
}

Offer offer_to(const Reading& reading, Seat to) {
  const AuctionView& view = reading.view;
  Offer offer;
  if (view.phase == Phase::access) {
    const Reading::Plan plan = reading.access_plan();
    offer.give = reading.shade(std::max(3, plan.bid / 3), to, reading.cash() / 8);
    offer.ask = {Term::Kind::stay_out, plan.house};
    if (view.round > 0) {
      const int theirs = view.access[at(view.round - 1)][at(to)].house;
      if (theirs != unknown && theirs != plan.house) offer.promise = {Term::Kind::stay_out, theirs};
    }
  } else {
    const std::vector<int> lots = wanted_lots(reading);
    // A promise about a lot of the rival's location binds only a seat standing there.
    if (lots.empty() || idle_lot_promise(view, to, {Term::Kind::no_bid, lots.front()}))
      return offer;
    offer.ask = {Term::Kind::no_bid, lots.front()};
    offer.promise = {Term::Kind::no_bid, lots.back()};
    offer.give = reading.shade(reading.cash() / 12, to, reading.cash() / 8);
  }
  return offer;
}

double offer_worth(const Reading& reading, const Deal& deal) {
  const AuctionView& view = reading.view;
  const Traits& traits = reading.traits;
  double worth = deal.cash * (1.0 + 0.05 * (traits.greed - 5));
  worth += traits.partner_affinity - 5;
  if (reading.trust(deal.from) < 1.0) worth -= 3;
  const bool access_now = view.phase == Phase::access;
  const Reading::Plan plan = reading.access_plan();
  const std::vector<int> lots = wanted_lots(reading);
  const std::vector<int> sheet = access_now ? std::vector<int>{} : reading.sheet_plan();
  // What a lot promise is about, in dollars: what the rival means to bid on it now.
  const auto stake_on = [&](int lot) {
    const int location = view.location(view.round);
    if (location == unknown || location_of_lot(lot) != location) return 0.0;
    return static_cast<double>(sheet.empty() ? 0 : sheet[at(lot_number(lot) - 1)]);
  };
  if (deal.promise.kind == Term::Kind::stay_out && deal.promise.index == plan.house)
    worth += 0.5 * plan.bid * reading.trust(deal.from);
  if (deal.promise.kind == Term::Kind::no_bid)
    worth += 0.5 * stake_on(deal.promise.index) * reading.trust(deal.from);
  double cost = 0;
  double stake = 1;
  if (deal.ask.kind == Term::Kind::stay_out && deal.ask.index == plan.house) {
    const Reading::Plan other = reading.access_plan(plan.house);
    stake = std::max(plan.score, 1.0);
    cost = std::max(0.0, plan.score - other.score) / stake;
    // Asked in an auction talk, it binds the next round, which is further off.
    const double dollars = (plan.bid + 0.15 * reading.cash()) * (access_now ? 1.0 : 0.5);
    if (reading.keeps_word(deal.from, cost)) {
      worth -= dollars;
    } else if (honest(reading)) {
      return -1;  // it would not keep it, and an honest rival does not promise it
    }
  }
  if (deal.ask.kind == Term::Kind::no_bid && !access_now) {
    const double bid = stake_on(deal.ask.index);
    double all = 0;
    for (const int amount : sheet)
      all += amount;
    if (bid > 0 && reading.keeps_word(deal.from, bid / std::max(all, 1.0))) {
      worth -= 2 * bid;
    } else if (bid > 0 && honest(reading)) {
      return -1;
    }
  }
  return worth;
}

Move choose_talk(const Reading& reading, const std::vector<Move>& legal) {
  const AuctionView& view = reading.view;
  const Move trade = make_move(Kind::trade_garnet);
  const Move done = make_move(Kind::done);
  if (offered(legal, trade)) {
    const bool short_of_cash = view.cash < std::max(10, 2 * reading.traits.patience);
    const bool last_chance = view.round == reading.last_round && view.phase == Phase::auction;
    if (short_of_cash || last_chance) return trade;
  }
  const Seat partner = deal_partner(reading);
  if (partner != nobody) {
    const Move open = make_move(Kind::deal_with, partner);
    if (offered(legal, open)) return open;
  }
  return nearest(legal, done, done);
}

Move choose_deal_step(const Reading& reading, const std::vector<Move>& legal) {
  const AuctionView& view = reading.view;
  const Offer offer = offer_to(reading, view.deal.to);
  switch (view.step) {
    case Step::deal_give:
      return nearest(legal, make_move(Kind::give, std::min(offer.give, reading.cash() / 2)),
                     make_move(Kind::give, 0));
    case Step::deal_promise:
      return nearest(legal, make_move(Kind::promise, offer.promise.code()),
                     make_move(Kind::promise, 0));
    default:
      return nearest(legal, make_move(Kind::ask, offer.ask.code()), legal.back());
  }
}

Move choose_answer(const Reading& reading, const std::vector<Move>& legal) {
  const Deal& deal = reading.view.deal;
  const bool take = deal.ask.none() || offer_worth(reading, deal) >= 0;
  const Move accept = make_move(Kind::answer, accept_code);
  const Move refuse = make_move(Kind::answer, refuse_code);
  return take ? nearest(legal, accept, refuse) : nearest(legal, refuse, accept);
}

}  // namespace gavel::auction_auction::scripted
