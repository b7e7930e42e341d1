#pragma once
// The run's things in the player's words: what a perk, a rumour's choice or a gift
// does, where it acts (the chapter and the act), and what a choice changed. The board's
// rooms, the run summary and the text front end all say them the same way.

#include <string>
#include <string_view>
#include <vector>

#include "gavel/campaign/content.h"
#include "gavel/campaign/run.h"

namespace gavel::campaign {

std::string chapter_title(const std::string& id);
// "1 garnet", "3 garnets"; "1 token of life", "2 tokens of life".
std::string garnets(int count);
std::string tokens(int count);
// "Spare Coin, Garnet Eye"; `none` for none.
std::string perk_names(const Content& content, const std::vector<std::string>& ids,
                       std::string_view none = "none");

// The act (from 0) of the first table still ahead whose chapter reads the boon: where
// a rumour's gift goes. -1 when no table ahead reads it.
int gift_act(const Run& run, const std::string& boon);
// "Auctionland, act 2": a chapter by title with its act in this run.
std::string chapter_in_run(const Run& run, const std::string& chapter);

// Where a perk acts, briefly, for a list of wares: "act 2", "acts 1 to 3", "at once",
// "every table".
std::string perk_acts(const Run& run, const Perk& perk);
// The same whole: "Auction Web at act 1, Auctionland at act 2 and New Mintopia City at
// act 3".
std::string perk_reach(const Run& run, const Perk& perk);
// True for a perk of chapters whose tables are all behind the run: it never acts again.
bool perk_spent(const Run& run, const Perk& perk);

// What a boon gives, in the player's words ("$5 more to start"), at a table of
// `chapter` when it is known (Auctionland's money is dollars, New Mintopia City's Mints),
// with what that chapter's rules make of it (Chapter::boon_catch).
std::string boon_words(const std::string& name, int value, std::string_view chapter = "");
// A rumour's gift as the run stands: the boon, and the table it goes to.
std::string gift_words(const Run& run, const std::string& name, int value);

// What a choice of the rumour being told asks up front, how sure it is and all it
// would do, with "{rival}" filled: "costs 1 garnet up front, certain: ...".
std::string choice_words(const Run& run, const Content& content, const Choice& choice);
// What changed from `before` to `now`, in a sentence: "+2 garnets and Rook's grudge
// grows."; "Nothing in your run changes." when nothing did.
std::string change_words(const Content& content, const Run& before, const Run& now);

}  // namespace gavel::campaign
