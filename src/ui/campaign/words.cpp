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

std::string chapter_title(const std::string& id) {
  const Chapter* chapter = find_chapter(id);
  return chapter != nullptr ? chapter->title : id;
}

std::string garnets(int count) {
  return counted(count, "garnet", "garnets");
}

std::string tokens(int count) {
  return counted(count, "token of life", "tokens of life");
}

std::string perk_reach(const cp::Perk& perk) {
  if (perk.at_once()) return "acts at once";
  if (perk.chapters.empty()) return "acts on the run";
  std::vector<std::string> titles;
  for (const std::string& id : perk.chapters)
    titles.push_back(chapter_title(id));
  return joined(titles);
}

std::string perk_names(const cp::Content& content, const std::vector<std::string>& ids,
                       std::string_view none) {
  std::vector<std::string> names;
  for (const std::string& id : ids) {
    const cp::Perk* perk = content.perk(id);
    names.push_back(perk != nullptr ? perk->name : id);
  }
  return names.empty() ? std::string(none) : join(names, ", ");
}

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

std::string boon_words(const std::string& name, int value, std::string_view chapter) {
  const std::string n = std::to_string(value);
  const std::string mints = counted(value, "Mint", "Mints");
  if (name == "extra-cards") return counted(value, "more card", "more cards") + " to start";
  if (name == "hand-limit") return "hand limit +" + n;
  if (name == "peeks") return "see " + n + (value == 1 ? " rival's" : " rivals'") + " opening hand";
  if (name == "extra-money") {
    // Each chapter counts the boon in its own money.
    const auto at_table = [&](const Chapter& at) {
      return at.start_money ? at.start_money(value) : "$" + n + " more to start";
    };
    if (const Chapter* at = find_chapter(chapter)) return at_table(*at);
    std::vector<std::string> elsewhere;
    for (const Chapter& at : all_chapters()) {
      if (at.start_money && at.reads(name)) elsewhere.push_back(at_table(at) + " at " + at.title);
    }
    return "$" + n + " more to start" + (elsewhere.empty() ? "" : "; " + and_list(elsewhere));
  }
  if (name == "house-colours") {
    return value == 1 ? "know the first house's colour"
                      : "know the first " + n + " houses' colours";
  }
  if (name == "garnets") return garnets(value) + " to trade for $10 each";
  if (name == "extra-aliens") {
    return value == 1 ? "a third alien to choose from" : n + " more aliens to choose from";
  }
  if (name == "known-flare") return "a flare of an alien nobody was dealt, in hand";
  if (name == "extra-income") return mints + " more income each round";
  if (name == "sealed-peek") return "see the sealed bids made before yours";
  if (name == "sees-money") return "see every rival's money";
  if (name == "starts") return "you go first";
  return name + " " + n;
}

std::string joined(const std::vector<std::string>& words) {
  std::string text;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) text += i + 1 == words.size() ? " and " : ", ";
    text += words[i];
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
