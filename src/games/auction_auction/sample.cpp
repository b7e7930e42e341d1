// A game one seat cannot tell from the one it sits at: what a searching rival plays
// out. The seat sees every access bid once revealed and so where everyone went, its
// own money, garnets and cubes, the sheets and winners of the locations it stood in,
// and the deals and promises it was in. Drawn afresh: the colours of the houses it has
// not seen (each colour hides behind one house) and the Black Market's if it has not
// been there; the sheets of the locations it was not in, and so their winners and the
// cubes they gave; the sealed bids made before its own in the phase under way; and each
// other seat's garnets traded and cash, followed phase by phase from what the seat saw
// it pay and give, a garnet traded (or cash from a deal the seat did not see) wherever
// a bid it saw needed more than the seat had.
//
// Every decision of the seat is rebuilt, talk and deals too: the deal under way is in
// the view of both its seats. Deals and promises between other seats are left out, as
// if none were made: nothing of them shows but the cash they moved, and cash is drawn.

#include <algorithm>
#include <numeric>

#include "gavel/games/auction_auction/state.h"

namespace gavel::auction_auction {
namespace {

constexpr std::uint64_t trade_odds = 6;  // one seat in six trades a garnet in a phase, unasked

// The table with the colours the seat has not seen drawn among those left over.
TableContent redrawn_table(const AuctionView& view, Rng& rng) {
  TableContent table = *view.table;
  std::vector<Colour> left(all_colours.begin(), all_colours.end());
  for (int house = 0; house < house_count; ++house) {
    const int known = view.colours[static_cast<std::size_t>(house)];
    if (known != unknown) std::erase(left, static_cast<Colour>(known));
  }
  for (int house = 0; house < house_count; ++house) {
    const int known = view.colours[static_cast<std::size_t>(house)];
    Colour& colour = table.houses[static_cast<std::size_t>(house)].colour;
    if (known != unknown) {
      colour = static_cast<Colour>(known);
      continue;
    }
    const auto at = static_cast<std::ptrdiff_t>(rng.below(left.size()));
    colour = left[static_cast<std::size_t>(at)];
    left.erase(left.begin() + at);
  }
  return table;
}

// A sheet the seat never saw: a bid on about half the lots, each at most half of what
// is left of `budget`.
std::vector<int> drawn_sheet(int location, int budget, Rng& rng) {
  std::vector<int> sheet;
  for (int lot = 0; lot < lots_in(location); ++lot) {
    int bid = 0;
    if (budget > 0 && rng.below(2) == 0)
      bid = 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(std::max(1, budget / 2))));
    bid = std::min(bid, budget);
    budget -= bid;
    sheet.push_back(bid);
  }
  return sheet;
}

int total(const std::vector<int>& sheet) {
  return std::accumulate(sheet.begin(), sheet.end(), 0);
}

}  // namespace

std::unique_ptr<AuctionState> AuctionState::consistent_with(const AuctionView& view, Rng& rng) {
  if (view.to_move != view.me || view.step == Step::market_colour || view.step == Step::over)
    return nullptr;
  const Seat me = view.me;
  const int players = view.players;
  const auto seats = static_cast<std::size_t>(players);
  Boons boons;
  // The boon shows seat 0 the first houses' colours: as many as it knows from the first.
  while (me == 0 && boons.house_colours < house_count &&
         view.colours[static_cast<std::size_t>(boons.house_colours)] != unknown)
    ++boons.house_colours;
  auto table = std::make_shared<const TableContent>(redrawn_table(view, rng));
  const TableContent& t = *table;
  auto game = std::make_unique<AuctionState>(table, players, boons);
  AuctionState& g = *game;
  const int shown_market = view.colours[static_cast<std::size_t>(market)];
  g.market_colour_ =
      shown_market != unknown ? shown_market : static_cast<int>(rng.below(colour_count));
  g.step_ = view.step;
  g.round_ = view.round;
  g.phase_ = view.phase;
  g.turn_ = view.step == Step::deal_answer ? view.deal.from : me;
  g.deal_ = view.deal;
  g.deals_ = view.deals;
  g.promises_ = view.promises;
  g.access_ = view.access;
  g.where_ = view.where;
  g.sheets_ = view.sheets;
  const int now = phase_index(view.round, view.phase);
  if (view.step == Step::talk) {
    g.deals_opened_ = view.deals_opened;
  } else if (view.deal.from != nobody) {
    // Each seat talks once a phase, so its deals of this phase are this talk turn's.
    g.deals_opened_ = 1 + static_cast<int>(std::count_if(
                              view.deals.begin(), view.deals.end(), [&](const Deal& deal) {
                                return deal.phase == now && deal.from == view.deal.from;
                              }));
  }

  const auto hidden = [&](Seat seat) { return seat != me; };
  const auto accepted = [&](int phase) {
    std::vector<Deal> deals;
    for (const Deal& deal : view.deals) {
      if (deal.phase == phase && deal.outcome == Deal::Outcome::accepted) deals.push_back(deal);
    }
    return deals;
  };
  // The cash each other seat needs at the start of a phase for what the seat saw it
  // pay and give from then on: a drawn sheet leaves it that much.
  std::vector<std::vector<int>> needs(seats, std::vector<int>(static_cast<std::size_t>(now + 2)));
  for (int phase = now; phase >= 0; --phase) {
    const auto r = static_cast<std::size_t>(phase / 2);
    std::vector<int> out(seats, 0);
    if (phase < now) {
      for (Seat seat = 0; seat < players; ++seat) {
        out[at(seat)] +=
            phase % 2 == 0 ? view.access[r][at(seat)].amount : total(view.sheets[r][at(seat)]);
      }
    }
    for (const Deal& deal : accepted(phase)) {
      out[at(deal.from)] += deal.cash;
      out[at(deal.to)] -= deal.cash;
    }
    if (phase == now && view.deal.from != nobody) out[at(view.deal.from)] += view.deal.cash;
    for (std::size_t seat = 0; seat < seats; ++seat) {
      const auto p = static_cast<std::size_t>(phase);
      needs[seat][p] = std::max(0, out[seat] + needs[seat][p + 1]);
    }
  }

  std::vector<int> cash(seats, t.starting_cash);
  std::vector<int> garnets(seats, t.garnets);
  std::vector<int> traded(seats, 0);
  std::vector<bool> bid_money(seats, false);
  std::vector<bool> relief(seats, false);
  // A bid drawn in the phase under way is the seat's own to pay: no other seat's bid
  // may be paid from it.
  std::vector<int> drawn_bids(seats, 0);
  const auto trade = [&](Seat seat) {
    --garnets[at(seat)];
    ++traded[at(seat)];
    cash[at(seat)] += t.garnet_cash;
  };
  // A bid or a gift the seat saw was affordable: garnets first, then cash from another
  // seat with some to spare, and past that (a perk of seat 0's, say) cash from nowhere.
  const auto afford = [&](Seat seat, int amount, int phase) {
    while (cash[at(seat)] < amount && garnets[at(seat)] > 0)
      trade(seat);
    for (Seat giver = 0; giver < players && cash[at(seat)] < amount; ++giver) {
      if (!hidden(giver) || giver == seat) continue;
      const int spare = cash[at(giver)] - needs[at(giver)][static_cast<std::size_t>(phase)] -
                        drawn_bids[at(giver)];
      const int given = std::clamp(amount - cash[at(seat)], 0, std::max(0, spare));
      cash[at(giver)] -= given;
      cash[at(seat)] += given;
    }
    cash[at(seat)] = std::max(cash[at(seat)], amount);
  };

  for (int phase = 0; phase <= now; ++phase) {
    const auto r = static_cast<std::size_t>(phase / 2);
    const bool access_phase = phase % 2 == 0;
    const bool revealed = phase < now;
    std::fill(drawn_bids.begin(), drawn_bids.end(), 0);
    for (Seat seat = 0; seat < players; ++seat) {
      if (!relief[at(seat)]) continue;
      relief[at(seat)] = false;
      cash[at(seat)] += t.relief;
    }
    for (const Deal& deal : accepted(phase)) {
      if (hidden(deal.from)) afford(deal.from, deal.cash, phase);
      cash[at(deal.from)] -= deal.cash;
      cash[at(deal.to)] += deal.cash;
    }
    if (!revealed && view.deal.from != nobody && hidden(view.deal.from))
      afford(view.deal.from, view.deal.cash, phase);
    for (Seat seat = 0; seat < players && revealed; ++seat) {
      if (hidden(seat) && garnets[at(seat)] > 0 && rng.below(trade_odds) == 0) trade(seat);
    }
    const Step sealing = access_phase ? Step::access : Step::sheet;
    for (Seat seat = 0; seat < players; ++seat) {
      // Seats seal in order, so in the phase under way only those before the seat have.
      const bool sealed = revealed || (view.step == sealing && seat < me);
      if (!hidden(seat) || !sealed) continue;
      const auto s = at(seat);
      if (access_phase) {
        AccessBid& bid = g.access_[r][s];
        if (revealed) {
          afford(seat, bid.amount, phase);
        } else {
          bid.house = static_cast<int>(rng.below(house_count));
          bid.amount = static_cast<int>(rng.below(static_cast<std::uint64_t>(cash[s] / 2 + 1)));
          drawn_bids[s] = bid.amount;
        }
        bid_money[s] = bid_money[s] || bid.amount > 0;
        continue;
      }
      std::vector<int>& sheet = g.sheets_[r][s];
      if (sheet.empty()) {
        const int kept = revealed ? needs[s][static_cast<std::size_t>(phase + 1)] : 0;
        sheet = drawn_sheet(g.where_[r][s], std::max(0, cash[s] - kept), rng);
        drawn_bids[s] = total(sheet);
      } else {
        afford(seat, total(sheet), phase);
      }
      bid_money[s] = bid_money[s] || total(sheet) > 0;
    }
    if (!revealed) break;
    for (Seat seat = 0; seat < players; ++seat) {
      const auto s = at(seat);
      cash[s] -= access_phase ? g.access_[r][s].amount : total(g.sheets_[r][s]);
      relief[s] = cash[s] == 0 && !bid_money[s];
      bid_money[s] = false;
    }
  }

  // The seat's own money is as it sees it; the rest as followed above.
  cash[at(me)] = view.cash;
  garnets[at(me)] = view.garnets;
  traded[at(me)] = std::max(0, t.garnets - view.garnets);
  const auto& mine = view.sheets[static_cast<std::size_t>(view.round)][at(me)];
  bid_money[at(me)] = view.phase == Phase::access
                          ? view.access[static_cast<std::size_t>(view.round)][at(me)].amount > 0
                          : std::any_of(mine.begin(), mine.end(), [](int bid) { return bid > 0; });
  g.cash_ = cash;
  g.garnets_ = garnets;
  g.traded_ = traded;
  g.bid_money_ = bid_money;

  // Every revealed phase paid its bids; the lots went by the sheets, drawn or seen.
  for (int phase = 0; phase < now; ++phase) {
    const auto r = static_cast<std::size_t>(phase / 2);
    for (Seat seat = 0; seat < players; ++seat) {
      g.money_paid_ +=
          phase % 2 == 0 ? g.access_[r][at(seat)].amount : total(g.sheets_[r][at(seat)]);
    }
    if (phase % 2 == 0) continue;
    for (int lot = 0; lot < lot_count; ++lot) {
      const auto& where = g.where_[r];
      if (std::find(where.begin(), where.end(), location_of_lot(lot)) == where.end()) continue;
      const Seat winner = g.lot_winner(static_cast<int>(r), lot);
      g.winners_[r][static_cast<std::size_t>(lot)] = winner;
      if (winner == unsold || !hidden(winner)) continue;
      const Lot sold = lot_at(t, lot, g.market_colour());
      g.cubes_[at(winner)][static_cast<std::size_t>(sold.colour)] += sold.cubes;
    }
  }
  g.cubes_[at(me)] = view.cubes;
  g.money_in_ = g.money_paid_ + std::accumulate(g.cash_.begin(), g.cash_.end(), 0);

  // A promise the seat could not see kept or broken went as the drawn sheet has it.
  for (Promise& promise : g.promises_) {
    if (promise.status != Promise::Status::unseen) continue;
    const auto& sheet = g.sheets_[static_cast<std::size_t>(promise.due / 2)][at(promise.by)];
    const auto index = static_cast<std::size_t>(lot_number(promise.term.index) - 1);
    const bool broken = index < sheet.size() && sheet[index] > 0;
    promise.status = broken ? Promise::Status::broken : Promise::Status::kept;
    promise.witnessed = false;
  }
  return game;
}

}  // namespace gavel::auction_auction
