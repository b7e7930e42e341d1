#include "gavel/campaign/words.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "gavel/campaign/progress.h"
#include "gavel/core/text.h"
#include "gavel/games/catalog.h"

namespace gavel::campaign {
namespace {

std::string rival_name(const Content& content, const std::string& id) {
  const Rival* rival = content.roster.find(id);
  return rival != nullptr ? rival->name : id;
}

// The act (from 0) of each table of `chapter` still ahead.
std::vector<int> acts_of(const Run& run, const std::string& chapter) {
  std::vector<int> acts;
  for (int act = run.act; act < static_cast<int>(run.chapters.size()); ++act) {
    if (run.chapters[static_cast<std::size_t>(act)] == chapter) acts.push_back(act);
  }
  return acts;
}

// What a choice's effects would do, with "{rival}" left for rumour_words to fill.
std::string effects_words(const Run& run, const Content& content,
                          const std::vector<Effect>& effects) {
  std::vector<std::string> words;
  for (const Effect& effect : effects) {
    const int size = std::abs(effect.amount);
    switch (effect.kind) {
      case Effect::Kind::garnets:
        words.push_back(signed_counted(effect.amount, "garnet", "garnets"));
        break;
      case Effect::Kind::tokens:
        words.push_back(signed_counted(effect.amount, "token of life", "tokens of life"));
        break;
      case Effect::Kind::perk:
        words.push_back("the perk " + perk_names(content, {effect.name}));
        break;
      case Effect::Kind::grudge:
        words.push_back("{rival}'s grudge " +
                        std::string(effect.amount < 0 ? "eases by " : "grows by ") +
                        std::to_string(size));
        break;
      case Effect::Kind::rival_skill:
        words.push_back("{rival} plays " + std::string(effect.amount < 0 ? "weaker" : "sharper") +
                        " at this act's table (skill " + signed_number(effect.amount) + ")");
        break;
      case Effect::Kind::boon:
        words.push_back(gift_words(run, effect.name, effect.amount));
        break;
      case Effect::Kind::reroll:
        words.push_back("this act's rivals drawn again (those with a grudge stay)");
        break;
    }
  }
  return words.empty() ? "nothing changes" : and_list(words);
}

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

std::string perk_names(const Content& content, const std::vector<std::string>& ids,
                       std::string_view none) {
  std::vector<std::string> names;
  for (const std::string& id : ids) {
    const Perk* perk = content.perk(id);
    names.push_back(perk != nullptr ? perk->name : id);
  }
  return names.empty() ? std::string(none) : join(names, ", ");
}

int gift_act(const Run& run, const std::string& boon) {
  for (int act = run.act; act < static_cast<int>(run.chapters.size()); ++act) {
    const Chapter* chapter = find_chapter(run.chapters[static_cast<std::size_t>(act)]);
    if (chapter != nullptr && chapter->reads(boon)) return act;
  }
  return -1;
}

std::string chapter_in_run(const Run& run, const std::string& chapter) {
  const std::vector<int> acts = acts_of(run, chapter);
  const std::string title = chapter_title(chapter);
  return acts.empty() ? title : title + ", act " + std::to_string(acts.front() + 1);
}

std::string perk_acts(const Run& run, const Perk& perk) {
  if (perk.at_once()) return "at once";
  if (perk.chapters.empty()) return "every table";
  std::vector<int> acts;
  for (const std::string& chapter : perk.chapters) {
    for (int act : acts_of(run, chapter))
      acts.push_back(act + 1);
  }
  std::sort(acts.begin(), acts.end());
  if (acts.empty()) return "no table ahead";
  if (acts.size() == 1) return "act " + std::to_string(acts.front());
  const bool running = acts.back() - acts.front() + 1 == static_cast<int>(acts.size());
  if (running) return "acts " + std::to_string(acts.front()) + " to " + std::to_string(acts.back());
  std::vector<std::string> numbers;
  for (int act : acts)
    numbers.push_back(std::to_string(act));
  return "acts " + and_list(numbers);
}

std::string perk_reach(const Run& run, const Perk& perk) {
  if (perk.at_once()) return "acts at once";
  if (perk.chapters.empty()) return "acts on the run";
  std::vector<std::string> tables;
  for (const std::string& chapter : perk.chapters) {
    const std::vector<int> acts = acts_of(run, chapter);
    tables.push_back(
        chapter_title(chapter) +
        (acts.empty() ? ", no table ahead" : " at act " + std::to_string(acts.front() + 1)));
  }
  return and_list(tables);
}

bool perk_spent(const Run& run, const Perk& perk) {
  if (perk.at_once() || perk.chapters.empty()) return false;
  return std::all_of(perk.chapters.begin(), perk.chapters.end(),
                     [&](const std::string& chapter) { return acts_of(run, chapter).empty(); });
}

std::string boon_words(const std::string& name, int value, std::string_view chapter) {
  const std::string n = std::to_string(value);
  const Chapter* at = find_chapter(chapter);
  std::string words;
  if (name == "extra-cards") {
    words = counted(value, "more card", "more cards") + " to start";
  } else if (name == "hand-limit") {
    words = "hand limit +" + n;
  } else if (name == "peeks") {
    words = "see " + n + (value == 1 ? " rival's" : " rivals'") + " opening hand";
  } else if (name == "extra-money") {
    // Each chapter counts the boon in its own money.
    const auto at_table = [&](const Chapter& table) {
      return table.start_money ? table.start_money(value) : "$" + n + " more to start";
    };
    if (at != nullptr) {
      words = at_table(*at);
    } else {
      std::vector<std::string> elsewhere;
      for (const Chapter& table : all_chapters()) {
        if (table.start_money && table.reads(name))
          elsewhere.push_back(at_table(table) + " at " + table.title);
      }
      words = "$" + n + " more to start" + (elsewhere.empty() ? "" : "; " + and_list(elsewhere));
    }
  } else if (name == "house-colours") {
    words =
        value == 1 ? "know the first house's colour" : "know the first " + n + " houses' colours";
  } else if (name == "garnets") {
    words = garnets(value) + " to trade for $10 each";
  } else if (name == "extra-aliens") {
    words = value == 1 ? "a third alien to choose from" : n + " more aliens to choose from";
  } else if (name == "known-flare") {
    words = "a flare of an alien nobody was dealt, in hand";
  } else if (name == "extra-income") {
    words = counted(value, "Mint", "Mints") + " more income each round";
  } else if (name == "sealed-peek") {
    words = "see the sealed bids made before yours";
  } else if (name == "sees-money") {
    words = "see every rival's money";
  } else if (name == "starts") {
    words = "you go first";
  } else {
    words = name + " " + n;
  }
  if (at != nullptr) {
    if (const auto found = at->boon_catch.find(name); found != at->boon_catch.end())
      words += ", and there " + found->second;
  }
  return words;
}

std::string gift_words(const Run& run, const std::string& name, int value) {
  const int act = gift_act(run, name);
  if (act < 0) return "a gift no table ahead uses (" + boon_words(name, value) + ")";
  const std::string& chapter = run.chapters[static_cast<std::size_t>(act)];
  return "a gift for " + chapter_in_run(run, chapter) + ": " + boon_words(name, value, chapter);
}

std::string choice_words(const Run& run, const Content& content, const Choice& choice) {
  const std::string cost =
      choice.cost > 0 ? "costs " + garnets(choice.cost) + " up front" : "nothing up front";
  const std::string does = effects_words(run, content, choice.effects);
  std::string text = cost + ", ";
  if (choice.chance < 100) {
    text += std::to_string(choice.chance) + "% chance: " + does + "; else " +
            effects_words(run, content, choice.otherwise);
  } else {
    text += "certain: " + does;
  }
  return rumour_words(run, content, text) + ".";
}

std::string change_words(const Content& content, const Run& before, const Run& now) {
  std::vector<std::string> changes;
  if (now.garnets != before.garnets) {
    changes.push_back(signed_counted(now.garnets - before.garnets, "garnet", "garnets"));
  }
  if (now.tokens != before.tokens) {
    changes.push_back(
        signed_counted(now.tokens - before.tokens, "token of life", "tokens of life"));
  }
  for (const std::string& id : now.perks) {
    if (!before.holds(id)) changes.push_back("you hold " + perk_names(content, {id}));
  }
  if (now.table.rivals != before.table.rivals) {
    std::vector<std::string> names;
    for (const std::string& id : now.table.rivals)
      names.push_back(rival_name(content, id));
    changes.push_back("the table is drawn again: " + and_list(names));
  } else {
    for (std::size_t i = 0; i < now.table.rivals.size(); ++i) {
      const std::string& id = now.table.rivals[i];
      const std::string name = rival_name(content, id);
      if (now.grudge_of(id) > before.grudge_of(id)) changes.push_back(name + "'s grudge grows");
      if (now.grudge_of(id) < before.grudge_of(id)) changes.push_back(name + "'s grudge eases");
      const int shift = now.table.skill_shifts[i] - before.table.skill_shifts[i];
      if (shift != 0) {
        changes.push_back(name + " plays " + (shift > 0 ? "sharper" : "weaker") +
                          " at this table (skill " + signed_number(shift) + ")");
      }
    }
  }
  const auto was = boon_values(before.pending);
  const auto is = boon_values(now.pending);
  for (std::size_t i = 0; i < is.size() && i < was.size(); ++i) {
    if (is[i].second > was[i].second) changes.push_back(gift_words(now, is[i].first, is[i].second));
  }
  if (changes.empty()) return "Nothing in your run changes.";
  std::string text = and_list(changes) + ".";
  text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

}  // namespace gavel::campaign
