// The campaign screens' words for the run's things: garnets, tokens, perks, rivals.

#include <algorithm>
#include <cstdlib>

#include "gavel/core/text.h"
#include "gavel/games/catalog.h"
#include "gavel/ui/board_kit.h"
#include "parts.h"

namespace gavel::ui::campaign_screens {

namespace {

// A trait far from an even 5 says something about a rival: the word for its high or
// low end.
struct TraitWords {
  int Traits::*trait;
  const char* high;
  const char* low;
};

constexpr TraitWords trait_words[] = {
    {&Traits::greed, "greedy", "frugal"},           {&Traits::nerve, "bold", "cautious"},
    {&Traits::bluff, "a bluffer", "plain-dealing"}, {&Traits::patience, "patient", "hasty"},
    {&Traits::grudge, "vindictive", "forgiving"},
};

}  // namespace

std::string temperament(const Traits& traits, int width) {
  std::vector<const TraitWords*> telling;
  for (const TraitWords& words : trait_words) {
    if (std::abs(traits.*words.trait - 5) >= 2) telling.push_back(&words);
  }
  // The most marked traits first; three words at most.
  std::stable_sort(telling.begin(), telling.end(), [&](const TraitWords* a, const TraitWords* b) {
    return std::abs(traits.*a->trait - 5) > std::abs(traits.*b->trait - 5);
  });
  if (telling.empty()) return "even-tempered";
  std::string text;
  for (const TraitWords* words : telling) {
    const std::string word = traits.*words->trait > 5 ? words->high : words->low;
    const std::string longer = text.empty() ? word : text + ", " + word;
    if (!text.empty() && text_width(longer) > width) break;
    text = longer;
  }
  return text;
}

std::string chapter_tagline(const Chapter& chapter) {
  const std::vector<std::string> paragraphs = paragraphs_of(chapter.rules_summary);
  return paragraphs.empty() ? chapter.title : paragraphs.front();
}

std::string seat_name(const cp::Content& content, const std::string& id, std::size_t seat) {
  if (seat == 0) return "You";
  if (const Rival* rival = content.roster.find(id)) return rival->name;
  return "Seat " + std::to_string(seat);
}

}  // namespace gavel::ui::campaign_screens
