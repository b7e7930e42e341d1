#pragma once
// Ascension: each run won unlocks the next level, and each level adds one modifier
// to those below it. Level 0 is the campaign as described in the help.

#include <map>
#include <string>
#include <vector>

#include "gavel/ai/roster.h"

namespace gavel::campaign {

inline constexpr int max_ascension = 8;

// What levels 1..`level` add, one line each, lowest first.
std::vector<std::string> ascension_modifiers(int level);

int starting_tokens(int level);    // 2; 1 from level 3
int perk_surcharge(int level);     // garnets added to every perk's price: 1 from level 2
int rival_skill_bonus(int level);  // 1 from level 1, 3 from level 6
int rival_greed_bonus(int level);  // 2 from level 1
int starting_grudge(int level);    // 1 from level 4: every rival holds a grudge from the start
bool upper_half_pays(int level);   // the upper half's garnet; gone from level 5
// From level 8 the rivals play their moves out before making them, where their
// chapter can draw the games they play out (ai/search_agent.h).
bool rivals_search(int level);
// Whether this rival plays its moves out at this level: those of the roster who think
// (Rival::thinks) always, every rival from level 8.
bool rival_thinks(const Rival& rival, int level);
// The options of a chapter's game at this level (core/chapter.h's Setup::options):
// from level 7 the chapter's hardest_options (Auction Web's Advanced Draft Variation).
std::map<std::string, std::string> table_options(int level, const std::string& chapter);

}  // namespace gavel::campaign
