#pragma once
// Moves no beginner would make at Auction Auction. The scripted rival never makes
// one, not even in a careless moment.

#include <optional>
#include <string>

#include "gavel/core/state.h"
#include "gavel/games/auction_auction/view.h"

namespace gavel::auction_auction {

// Whether `move`, made by the seat whose view this is, is a blunder:
// - an access bid of more than three quarters of one's cash (above $8): the rest
//   would hardly buy a lot once inside;
// - giving more than half one's cash (above $8) in a deal one opens;
// - refusing an offer that asks nothing of one: cash or a promise for free;
// - paying cash in a deal one opens for a lot promise that cannot matter
//   (idle_lot_promise).
bool is_blunder(const AuctionView& view, Move move);

// Whether a promise `term` by `promiser` can never matter: a lot promise made in an
// auction talk, which covers this round's sealed bids, by a seat that stands in
// another location (the Black Market, say), so it could not bid on that lot anyway.
bool idle_lot_promise(const AuctionView& view, Seat promiser, const Term& term);

// The question to ask before `move`, when it is grave:
// - an access bid of all one's cash, which is paid whether it wins or not;
// - accepting an offer that asks a promise of one;
// - trading a garnet, which the run's purse loses for good.
std::optional<std::string> grave(const AuctionView& view, Move move);

}  // namespace gavel::auction_auction
