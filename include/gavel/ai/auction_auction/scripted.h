#pragma once
// The scripted Auction Auction rival. It decides from the seat's view and the legal
// moves alone, keeps nothing between calls, and plays by its traits; one draw a
// decision from its own stream shades its amounts.
//
// A hand is reckoned by its rank, then its red, yellow and green cubes (the order
// ties go), and a little for each colour held on the way to a Rainbow. A lot is
// worth what it adds to that, counted with the other lots of its location, so the
// three singles of a house that make a Rainbow weigh most, and red most among
// equals. A lot of a colour the rival cannot know (a double it has not seen, the
// Black Market's) counts at the average of the colours it could be.
//
// Access: each house is worth what its lots would add; the bid it needs is the
// third-highest access bid made there in earlier rounds (a quarter of the starting
// money at a full table in the first), and a little more. It takes the house with
// the most worth for the money, seats leaning each to a house of their own so that
// equal rivals spread out. Bids are shaded to odd amounts off the round numbers, a
// little different by seat, to keep out of ties.
//
// Auction: it spends a share of its cash by round (half, about two thirds, then
// nearly all), less early the more patient it is and more the greedier, split over
// the lots of its location by their worth to its hand; a bluffer (bluff 5 or more)
// puts a dollar on the lots it hardly wants, where others' tied bids may hand it the
// lot under the unique-highest rule.
//
// Garnets are traded when cash runs short (below $10 and twice the patience), and
// all of them before the last auction.
//
// Talk: in about one talk turn in ten (three points more or less for each point of
// partner affinity away from 5), it opens one deal: before an access, it pays the
// seat that bid highest for the house it wants last round to stay out of it (and
// offers to stay out of that seat's house); before an auction, it pays a seat in its
// location to bid nothing on the lot it wants most. It never deals with a seat it
// trusts less than a stranger: each promise it saw broken costs a seat 0.2 of its
// trust, and 0.04 more a point of grudge; each kept earns 0.1. It answers an offer
// by what it is worth: the cash (dearer the greedier), the promise made to it (as
// far as it trusts that seat), less what the promise asked would cost it if it
// keeps it, plus a point for every point of partner affinity over 5 (less under);
// an offer that asks nothing is always taken.
//
// Promises: it keeps its word always when its partner affinity is at least three
// points over its bluff; otherwise it keeps a promise that costs it little (a
// quarter of what is at stake, 8 points more or less for each point of affinity
// over bluff) and breaks a dearer one. A seat that broke a promise to it counts as
// 4 points less affinity. An honest rival (affinity at least its bluff) refuses to
// promise what it would break; a schemer takes the deal and breaks its word.
//
// The colour code: it knows a house's colour once it has been inside (its view), or
// by elimination once it knows two. A bright rival may also see through a house's
// name, which spells its colour backwards or jumbled: for each round so far, a
// chance of 4 points a skill point and 2 a nerve point, less 20 (30% for an even
// temper at full skill), drawn by a fixed mix of its seat, the round and the house
// (reading.h: reads_name), never from the state.

#include <vector>

#include "gavel/ai/scripted_agent.h"
#include "gavel/ai/traits.h"
#include "gavel/games/auction_auction/view.h"

namespace gavel::auction_auction {

// The strategy above: the rival's move from the seat's view. ScriptedAgent asks it
// only when there is a choice (two legal moves or more).
Move scripted_move(const AuctionView& table, const std::vector<Move>& legal, const Traits& traits,
                   Rng& rng);

using ScriptedAgent = ScriptedAgentOf<AuctionView, "Auction Auction", scripted_move>;

// Whether the seat whose view this is has worked out all three houses' colours,
// as a rival of these traits would (scripted.h above): what sim counts.
bool knows_code(const View& view, const Traits& traits);

}  // namespace gavel::auction_auction
