#pragma once
// New Mintopia City's modes and what each one changes (the man page's NEW MINTOPIA
// CITY, "Play"):
//
//   mode             players  AI card  deck         income  Auction Block  Locations
//   ring             3-6      none     8/12/16/20   4       one a player   shared
//   duel             2        none     10           2       2              each one's own
//   duel against AI  2        one      10           2       2              each one's own
//   solitaire        1        one      8            2       1              the player's
//
// The deck is drawn from the 30 Locations; the 2-player modes and solitaire first
// take out the 1-VP and 6-VP Locations. A 2-player game always bids in the open,
// and solitaire has no Roll step.

#include <vector>

#include "gavel/games/mintopia/cards.h"

namespace gavel::mintopia {

enum class Mode { ring, duel, duel_against_ai, solitaire };

// The mode of a table of `players` (1..6), with an AI card or without. Throws
// gavel::Error for a table no mode plays: 1 player without an AI card,
// 3 or more with one, or a size outside 1..6.
Mode mode_of(int players, bool ai_card);

int deck_size(Mode mode, int players);
int income(Mode mode);
// Locations turned up at the start of a round (fewer when the deck runs short).
int block_size(Mode mode, int players);
bool locations_shared(Mode mode);
bool closed_auctions_allowed(Mode mode);
bool has_roll(Mode mode);

// The Locations a game of `mode` draws its deck from, by index into `locations`.
std::vector<int> deck_pool(const std::vector<Location>& locations, Mode mode);

}  // namespace gavel::mintopia
