#pragma once
// The hands of Auction Auction, best first: Rainbow (a cube of every colour), Four of
// a Kind, Three of a Kind, Two Pair, One Pair, Nothing. A seat's hand is the best its
// cubes make; between equal hands, more red cubes win, then more yellow, then more
// green, then more cash; equal still, the seats share the place.

#include <array>
#include <string>
#include <vector>

#include "gavel/core/state.h"
#include "gavel/games/auction_auction/table.h"

namespace gavel::auction_auction {

using Cubes = std::array<int, colour_count>;  // by Colour

enum class Hand { nothing, one_pair, two_pair, three_of_a_kind, four_of_a_kind, rainbow };
inline constexpr int hand_count = 6;

Hand hand_of(const Cubes& cubes);
const char* hand_name(Hand hand);  // "Two Pair"
int cube_total(const Cubes& cubes);
std::string cubes_text(const Cubes& cubes);  // "2 red, 1 green" or "no cubes"

// Negative when `a` ranks below `b`, positive above, 0 when they share a place.
int compare_hands(const Cubes& a, int cash_a, const Cubes& b, int cash_b);

// Places by hand (1 is the best; equal seats share), and each seat's score: its
// hand's rank, 0 for Nothing to 5 for a Rainbow.
std::vector<Standing> hand_standings(const std::vector<Cubes>& cubes, const std::vector<int>& cash);

}  // namespace gavel::auction_auction
