#include "gavel/campaign/ascension.h"

#include <algorithm>

#include "gavel/games/catalog.h"

namespace gavel::campaign {
namespace {

// One modifier per level; the functions below read the levels they stand for.
constexpr const char* modifiers[max_ascension] = {
    "Greedier rivals: every rival's greed +2 and skill +1.",
    "Dearer perks: every perk costs 1 garnet more.",
    "Thin luck: the run starts with 1 token of life instead of 2.",
    "Long memories: every rival starts the run holding a grudge against you.",
    "Hard bargains: only first place earns garnets.",
    "Sharp rivals: every rival's skill +2 more.",
    "The old draft: Auction Web plays the Advanced Draft Variation (each round every player "
    "is dealt two properties and keeps one).",
    "They think: every rival plays its moves out in its head before it makes them, as "
    "the roster's thinkers do at every level.",
};

}  // namespace

std::vector<std::string> ascension_modifiers(int level) {
  return {std::begin(modifiers), std::begin(modifiers) + std::clamp(level, 0, max_ascension)};
}

int starting_tokens(int level) {
  return level >= 3 ? 1 : 2;
}

int perk_surcharge(int level) {
  return level >= 2 ? 1 : 0;
}

int rival_skill_bonus(int level) {
  return (level >= 1 ? 1 : 0) + (level >= 6 ? 2 : 0);
}

int rival_greed_bonus(int level) {
  return level >= 1 ? 2 : 0;
}

int starting_grudge(int level) {
  return level >= 4 ? 1 : 0;
}

bool upper_half_pays(int level) {
  return level < 5;
}

bool rivals_search(int level) {
  return level >= 8;
}

bool rival_thinks(const Rival& rival, int level) {
  return rival.thinks || rivals_search(level);
}

std::map<std::string, std::string> table_options(int level, const std::string& chapter) {
  const Chapter* found = find_chapter(chapter);
  if (level < 7 || found == nullptr) return {};
  return found->hardest_options;
}

}  // namespace gavel::campaign
