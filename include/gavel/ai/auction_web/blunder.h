#pragma once
// Moves no beginner would make at Auction Web. The scripted rival never makes one,
// not even in a careless moment, and the board never proposes one under Enter.

#include <optional>
#include <string>

#include "gavel/core/state.h"
#include "gavel/games/auction_web/view.h"

namespace gavel::auction_web {

// Whether `move`, made by the seat whose view this is, is a blunder:
// - bidding Extortion (0) on a property nobody has bid on while another seat may
//   still bid this round, so that any card of theirs takes it (bidding your last
//   card ends the round at once, so then it is no blunder);
// - bidding a card that cannot take the lead whatever the leading card can still be
//   (its value if known, else by what it took the lead from and held against: a 4
//   against a card that took the lead from a 3, Extortion against one that took it
//   from a 6), when the card has no lowball to use for losing (Extortion, Encryption,
//   Cash, or a lowball that has nothing to work on now);
// - drawing fewer cards than the Crocodile Submarines that opponents won in this
//   cleanup will make you discard (whether or not the next round's properties are
//   already up), while drawing more is allowed and your hand is
//   below its limit.
bool is_blunder(const AuctionWebView& view, Move move);

// The question to ask before `move`, when it is grave: none at Auction Web, where no
// single move loses the game. (Passing ends one's round, and the adviser may advise
// it; the board asks about a pass the player makes with its own key.)
std::optional<std::string> grave(const AuctionWebView& view, Move move);

}  // namespace gavel::auction_web
