#include "gavel/ai/auction_auction/blunder.h"

#include "gavel/core/text.h"
#include "gavel/games/auction_auction/moves.h"

namespace gavel::auction_auction {
namespace {

// Below this much cash every amount is small change, and nothing is a blunder.
constexpr int small_change = 8;

}  // namespace

bool idle_lot_promise(const AuctionView& view, Seat promiser, const Term& term) {
  if (term.kind != Term::Kind::no_bid || view.phase != Phase::auction) return false;
  const int stands =
      view.where[static_cast<std::size_t>(view.round)][static_cast<std::size_t>(promiser)];
  return stands != unknown && stands != location_of_lot(term.index);
}

bool is_blunder(const AuctionView& view, Move move) {
  const int amount = payload_of(move);
  switch (kind_of(move)) {
    case Kind::access:
      return view.cash > small_change && (amount % house_step) * 4 > view.cash * 3;
    case Kind::give:
      return view.cash > small_change && amount * 2 > view.cash;
    case Kind::answer:
      return amount == refuse_code && view.deal.to == view.me && view.deal.ask.none();
    case Kind::ask:
      return view.deal.from == view.me && view.deal.cash > 0 &&
             idle_lot_promise(view, view.deal.to, Term::of(amount));
    default:
      return false;
  }
}

std::optional<std::string> grave(const AuctionView& view, Move move) {
  const int payload = payload_of(move);
  if (kind_of(move) == Kind::access && view.cash > 0 && payload % house_step == view.cash) {
    return "Bid all your $" + std::to_string(view.cash) + " for " +
           view.location_name(payload / house_step) +
           "? It is paid whether you get in or not, and leaves nothing for its lots.";
  }
  // A garnet is the run's as much as the table's: the board asks before one is spent.
  if (kind_of(move) == Kind::trade_garnet) {
    return "Trade a garnet for " + dollars(view.table->garnet_cash) + "? It is spent for good (" +
           counted(view.garnets, "garnet", "garnets") + " now).";
  }
  if (kind_of(move) != Kind::answer || payload != accept_code || view.deal.to != view.me ||
      view.deal.ask.none())
    return std::nullopt;
  const Term& ask = view.deal.ask;
  const std::string promise = ask.kind == Term::Kind::stay_out
                                  ? "to stay out of " + view.location_name(ask.index)
                                  : "to bid nothing on " + view.lot_name(ask.index);
  return "Accept " + seat_text(view.deal.from) + "'s deal? You promise " + promise + " for $" +
         std::to_string(view.deal.cash) + ".";
}

}  // namespace gavel::auction_auction
