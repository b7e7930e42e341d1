#pragma once
// Auction Auction: twelve seats with $100 each play three rounds, each an Access
// phase and an Auction phase, to end with the best hand of coloured cubes (hands.h).
// The man page's AUCTION AUCTION section gives the rules whole; in short:
//
// Each phase opens with talk: seat by seat from seat 0, each may open up to two
// one-on-one deals (give cash, make a promise, ask one; the other accepts or refuses)
// and trade garnets for $10. Promises bind nobody; the game only records whether
// they were kept, as each side could see. Then the sealed bids, seat by seat from
// seat 0, none shown until all are in.
//
// Access: each seat seals one house and a bid (0..cash). All are revealed with
// their houses, all are paid. Per house the three highest bids enter; a tie at the
// cut that would let more than three in keeps every tied seat out (and those below).
// The rest are in the Black Market.
//
// Auction: each seat seals a bid on every lot of its location, lot by lot, at most
// its cash in all. Each location's bids and winners are shown to its seats alone,
// every bid is paid, and a lot goes to the highest amount exactly one seat bid
// (amounts bid by several drop out from the top); without one it goes unsold this
// round. Lots never change; cubes are never used up.
//
// A seat at $0 that bid only $0 in a phase gets $10 at the start of the next.
//
// Campaign perks (Setup::boons) favour seat 0; with all of them at their defaults the
// game is the one above. This chapter reads `extra-money` ($10 more to start per
// point), `house-colours` (seat 0 knows that many houses' colours, from the first),
// and `garnets` (seat 0's garnets to trade; -1 is the table's own number).

#include <array>
#include <functional>
#include <memory>
#include <vector>

#include <cereal/types/array.hpp>

#include "gavel/core/chapter.h"
#include "gavel/core/rng.h"
#include "gavel/core/state.h"
#include "gavel/games/auction_auction/hands.h"
#include "gavel/games/auction_auction/moves.h"
#include "gavel/games/auction_auction/table.h"
#include "gavel/games/auction_auction/view.h"

namespace gavel::auction_auction {

class AuctionState final : public StateOf<AuctionState> {
 public:
  AuctionState(std::shared_ptr<const TableContent> table, int players, const Boons& boons = {});

  int seats() const override { return players_; }
  Seat to_move() const override;
  std::vector<Move> legal_moves() const override;
  std::vector<Standing> standings() const override;
  std::unique_ptr<View> view(Seat seat) const override;
  std::string to_text(Move move) const override;
  Move parse(std::string_view text) const override;

  const TableContent& table() const { return *table_; }
  // A game the view's seat cannot tell from the one it sits at, what it cannot see
  // drawn from `rng` (sample.cpp): what a searching rival plays out. The others' cash,
  // garnets and cubes, the sheets of locations the seat was not in, the sealed bids
  // made before its own and the colours it has not seen are drawn afresh; deals and
  // promises between others are left out. Its history and log start empty; seat 0's
  // perks are in it only as far as the view shows them. Nullptr but at a decision of
  // the view's seat.
  static std::unique_ptr<AuctionState> consistent_with(const AuctionView& view, Rng& rng);
  Step step() const { return step_; }
  int round() const { return round_; }
  Phase phase() const { return phase_; }
  int cash(Seat seat) const { return cash_[at(seat)]; }
  int garnets(Seat seat) const { return garnets_[at(seat)]; }
  int garnets_traded(Seat seat) const { return traded_[at(seat)]; }
  const Cubes& cubes(Seat seat) const { return cubes_[at(seat)]; }
  // Every dollar that ever came into the game (starting cash, relief, garnets), and
  // every dollar paid to the houses: the cash held is always the difference.
  int money_in() const { return money_in_; }
  int money_paid() const { return money_paid_; }
  const std::vector<Promise>& promises() const { return promises_; }
  Colour market_colour() const { return static_cast<Colour>(market_colour_); }
  Lot lot(int index) const { return lot_at(*table_, index, market_colour()); }

  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(players_, boons_, step_, round_, phase_, turn_, market_colour_, cash_, garnets_,
            traded_, cubes_, bid_money_, relief_due_, access_, where_, sheets_, winners_, deal_,
            deals_, deals_opened_, promises_, money_in_, money_paid_);
  }

 protected:
  void play(Move move, Log& log) override;
  std::optional<std::string> chapter_fact(std::string_view name) const override;

 private:
  friend class Notation;
  friend class Viewer;

  static std::size_t at(Seat seat) { return static_cast<std::size_t>(seat); }
  // One line to each seat of `audience`, in its own words (lines that list seats).
  // Only the seats in `named` read it differently: the others share one event.
  void to_each(Log& log, Audience audience, const std::vector<Seat>& named,
               const std::function<std::string(Seat reader)>& line) const;
  std::string location_name(int location) const;
  std::string lot_name(int lot) const;
  std::string term_text(const Term& term) const;  // "out of Genre", "nothing on Genre 2"
  // The seats in `location` this round, in seat order.
  std::vector<Seat> inside(int location) const;
  Audience audience_of(int location) const;
  int sheet_cash_left(Seat seat) const;
  int lots_of(Seat seat) const { return lots_in(where_[at(round_)][at(seat)]); }

  // talk, deals, garnets and promises (talk.cpp)
  void start_phase(Log& log);
  std::vector<Move> talk_moves() const;
  std::vector<Move> deal_moves() const;
  std::vector<Term> terms_for(Seat promiser) const;  // every term it may promise now
  void open_deal(Seat with, Log& log);
  void deal_step(Kind kind, int payload, Log& log);
  void answer(bool yes, Log& log);
  void trade_garnet(Log& log);
  void talk_done(Log& log);
  int due_phase(const Term& term) const;  // the bid a promise made now covers
  void settle_access_promises(Log& log);
  void settle_sheet_promises(Log& log);

  // the access phase (access.cpp)
  void seal_access(int house, int amount, Log& log);
  void reveal_access(Log& log);

  // the auction phase (auction.cpp)
  void seal_lot(int amount, Log& log);
  void next_sheet(Seat after, Log& log);
  void reveal_auction(Log& log);
  void sell(int lot, Log& log);
  Seat lot_winner(int round, int lot) const;  // by the sheets sealed that round
  void end_phase(Log& log);
  void end_game(Log& log);

  std::shared_ptr<const TableContent> table_;
  int players_ = 0;
  Boons boons_;
  Step step_ = Step::market_colour;
  int round_ = 0;
  Phase phase_ = Phase::access;
  Seat turn_ = nobody;  // the seat talking or sealing
  int market_colour_ = 0;
  std::vector<int> cash_;
  std::vector<int> garnets_;
  std::vector<int> traded_;  // garnets traded in, by seat
  std::vector<Cubes> cubes_;
  std::vector<bool> bid_money_;                        // bid more than $0 in this phase
  std::vector<bool> relief_due_;                       // paid at the start of the next phase
  std::vector<std::vector<AccessBid>> access_;         // by round, by seat
  std::vector<std::vector<int>> where_;                // by round, by seat; unknown before reveal
  std::vector<std::vector<std::vector<int>>> sheets_;  // by round, by seat
  std::vector<std::vector<Seat>> winners_;             // by round, by lot
  Deal deal_;                                          // the deal under way
  std::vector<Deal> deals_;
  int deals_opened_ = 0;  // by turn_ in this talk turn
  std::vector<Promise> promises_;
  int money_in_ = 0;
  int money_paid_ = 0;
};

}  // namespace gavel::auction_auction

CEREAL_CLASS_VERSION(gavel::auction_auction::AuctionState, 1);
