#include "gavel/campaign/content.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>

#include "gavel/core/chapter.h"
#include "gavel/core/content.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/catalog.h"

namespace gavel::campaign {
namespace {

constexpr int max_cost = 20;
constexpr int max_amount = 9;
constexpr std::size_t max_text = 240;

constexpr const char* effect_names[perk_effect_count] = {
    "extra-cards", "hand-limit",   "peeks",       "extra-money",   "sees-money",
    "starts",      "extra-income", "sealed-peek", "house-colours", "extra-aliens",
    "known-flare", "reroll",       "token",       "garnet-bonus",  "soft-landing",
};

constexpr const char* effect_kind_names[] = {"garnets",     "tokens", "perk",  "grudge",
                                             "rival-skill", "boon",   "reroll"};

bool id_text(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
  });
}

// A sentence shown in a box of the 80-column screen: not too long (every text is
// printable, ContentEntry::text).
std::string sentence(ContentEntry& entry, const char* field) {
  std::string text = entry.text(field);
  if (text.size() > max_text) {
    entry.fail(field, "must be 1.." + std::to_string(max_text) + " printable characters");
  }
  return text;
}

bool campaign_chapter(std::string_view id) {
  return find_chapter(id) != nullptr;
}

Effect read_effect(ContentEntry& entry, const std::vector<Perk>& perks) {
  Effect effect;
  const std::string kind = entry.text("kind");
  const auto* found = std::find(std::begin(effect_kind_names), std::end(effect_kind_names), kind);
  if (found == std::end(effect_kind_names)) {
    entry.fail("kind",
               quote_input(kind) +
                   " is not one of garnets, tokens, perk, grudge, rival-skill, boon, reroll");
  }
  effect.kind = static_cast<Effect::Kind>(found - std::begin(effect_kind_names));
  effect.amount = entry.integer_or("amount", -max_amount, max_amount, 1);
  if (effect.kind == Effect::Kind::perk) {
    effect.name = entry.text("perk");
    const bool known = std::any_of(perks.begin(), perks.end(),
                                   [&](const Perk& perk) { return perk.id == effect.name; });
    if (!known) entry.fail("perk", quote_input(effect.name) + " is not in perks.json");
  }
  if (effect.kind == Effect::Kind::boon) {
    effect.name = entry.text("boon");
    Boons boons;
    try {
      set_boon(boons, effect.name, effect.amount);
    } catch (const Error& error) {
      entry.fail("boon", error.what());
    }
  }
  return effect;
}

std::vector<Effect> read_effects(ContentEntry& entry, const char* field,
                                 const std::vector<Perk>& perks) {
  std::vector<Effect> effects;
  entry.each(field, [&](ContentEntry& item) { effects.push_back(read_effect(item, perks)); });
  return effects;
}

}  // namespace

const char* perk_effect_name(PerkEffect effect) {
  return effect_names[static_cast<int>(effect)];
}

bool is_boon(PerkEffect effect) {
  return static_cast<int>(effect) <= static_cast<int>(PerkEffect::known_flare);
}

bool Rumour::names_rival() const {
  const auto mentions = [](const std::string& words) {
    return words.find("{rival}") != std::string::npos;
  };
  // An effect on a grudge or a rival's skill acts on the rival told of, named or not.
  const auto about_rival = [](const Effect& effect) {
    return effect.kind == Effect::Kind::grudge || effect.kind == Effect::Kind::rival_skill;
  };
  return mentions(text) || std::any_of(choices.begin(), choices.end(), [&](const Choice& c) {
           return mentions(c.label) || mentions(c.outcome) || mentions(c.otherwise_outcome) ||
                  std::any_of(c.effects.begin(), c.effects.end(), about_rival) ||
                  std::any_of(c.otherwise.begin(), c.otherwise.end(), about_rival);
         });
}

const Perk* Content::perk(std::string_view id) const {
  const auto found =
      std::find_if(perks.begin(), perks.end(), [&](const Perk& perk) { return perk.id == id; });
  return found == perks.end() ? nullptr : &*found;
}

const Rumour* Content::rumour(std::string_view id) const {
  const auto found = std::find_if(rumours.begin(), rumours.end(),
                                  [&](const Rumour& rumour) { return rumour.id == id; });
  return found == rumours.end() ? nullptr : &*found;
}

std::vector<Perk> read_perks(const std::filesystem::path& file) {
  std::vector<Perk> perks;
  read_content(file, [&](ContentEntry& top) {
    top.each("perks", [&](ContentEntry& entry) {
      Perk perk;
      perk.id = entry.text("id");
      if (!id_text(perk.id)) entry.fail("id", "may hold only a-z, 0-9 and '-'");
      const bool repeated = std::any_of(perks.begin(), perks.end(),
                                        [&](const Perk& other) { return other.id == perk.id; });
      if (repeated) entry.fail("id", "is used by an earlier perk too");
      perk.name = sentence(entry, "name");
      if (perk.name.size() > 24) entry.fail("name", "must be at most 24 characters");
      perk.text = sentence(entry, "text");
      perk.cost = entry.integer("cost", 1, max_cost);
      perk.amount = entry.integer("amount", 1, max_amount);
      const std::string effect = entry.text("effect");
      const auto* found = std::find(std::begin(effect_names), std::end(effect_names), effect);
      if (found == std::end(effect_names)) {
        entry.fail("effect",
                   quote_input(effect) + " is not a perk effect (content/README.md lists them)");
      }
      perk.effect = static_cast<PerkEffect>(found - std::begin(effect_names));
      perk.chapters = entry.texts("chapters");
      for (const std::string& chapter : perk.chapters) {
        if (!campaign_chapter(chapter))
          entry.fail("chapters", quote_input(chapter) + " is no chapter");
      }
      if (is_boon(perk.effect) == perk.chapters.empty()) {
        entry.fail("chapters", is_boon(perk.effect)
                                   ? "must name the chapters whose rules the perk changes"
                                   : "must be empty for a perk that acts on the run itself");
      }
      perks.push_back(std::move(perk));
    });
    if (perks.empty()) top.fail("perks", "must list at least one perk");
  });
  return perks;
}

int Choice::tokens_at_risk() const {
  int worst = 0;
  for (const auto* result : {&effects, &otherwise}) {
    int lost = 0;
    for (const Effect& effect : *result) {
      if (effect.kind == Effect::Kind::tokens && effect.amount < 0) lost -= effect.amount;
    }
    worst = std::max(worst, lost);
  }
  return worst;
}

namespace {

// One throw of a choice's dice, as what it gives the player by measure: garnets (its
// cost taken off), tokens, each gift and perk, and grudge and rival skill negated, so
// that more is better in each; and the redraw, which is neither.
using Outcome = std::map<std::string, int>;

Outcome outcome_of(int cost, const std::vector<Effect>& effects) {
  Outcome outcome{{"garnets", -cost}};
  for (const Effect& effect : effects) {
    switch (effect.kind) {
      case Effect::Kind::garnets:
        outcome["garnets"] += effect.amount;
        break;
      case Effect::Kind::tokens:
        outcome["tokens"] += effect.amount;
        break;
      case Effect::Kind::perk:
        outcome["perk " + effect.name] += 1;
        break;
      case Effect::Kind::grudge:
        outcome["grudge"] -= effect.amount;
        break;
      case Effect::Kind::rival_skill:
        outcome["skill"] -= effect.amount;
        break;
      case Effect::Kind::boon:
        outcome["gift " + effect.name] += effect.amount;
        break;
      case Effect::Kind::reroll:
        outcome["redraw"] += 1;
        break;
    }
  }
  return outcome;
}

std::vector<Outcome> outcomes_of(const Choice& choice) {
  std::vector<Outcome> outcomes = {outcome_of(choice.cost, choice.effects)};
  if (choice.chance < 100) outcomes.push_back(outcome_of(choice.cost, choice.otherwise));
  return outcomes;
}

int measure(const Outcome& outcome, const std::string& what) {
  const auto found = outcome.find(what);
  return found == outcome.end() ? 0 : found->second;
}

// The number of garnets a label names ("Pay 2 garnets", "Buy a stack (2 garnets)"),
// or -1 for none.
int garnets_named(const std::string& label) {
  const std::size_t at = label.find(" garnet");
  if (at == std::string::npos) return -1;
  std::size_t first = at;
  while (first > 0 && at - first < 4 && label[first - 1] >= '0' && label[first - 1] <= '9')
    --first;
  if (first == at) return -1;
  return std::stoi(label.substr(first, at - first));
}

}  // namespace

bool Choice::outdoes(const Choice& other) const {
  if (reads_like(other)) return false;
  const std::vector<Outcome> mine = outcomes_of(*this);
  const std::vector<Outcome> theirs = outcomes_of(other);
  std::set<std::string> measures;
  for (const auto* outcomes : {&mine, &theirs}) {
    for (const Outcome& dice : *outcomes) {
      for (const auto& [what, amount] : dice)
        measures.insert(what);
    }
  }
  for (const std::string& what : measures) {
    int my_worst = std::numeric_limits<int>::max();
    int my_best = std::numeric_limits<int>::min();
    int their_worst = my_worst;
    int their_best = my_best;
    for (const Outcome& dice : mine) {
      my_worst = std::min(my_worst, measure(dice, what));
      my_best = std::max(my_best, measure(dice, what));
    }
    for (const Outcome& dice : theirs) {
      their_worst = std::min(their_worst, measure(dice, what));
      their_best = std::max(their_best, measure(dice, what));
    }
    if (my_worst < their_best) return false;
    // A redraw is neither good nor bad: only the same redraw compares.
    if (what == "redraw" && my_best != their_worst) return false;
  }
  return cost <= other.cost && tokens_at_risk() <= other.tokens_at_risk();
}

std::vector<Rumour> read_rumours(const std::filesystem::path& file,
                                 const std::vector<Perk>& perks) {
  std::vector<Rumour> rumours;
  read_content(file, [&](ContentEntry& top) {
    top.each("events", [&](ContentEntry& entry) {
      Rumour rumour;
      rumour.id = entry.text("id");
      if (!id_text(rumour.id)) entry.fail("id", "may hold only a-z, 0-9 and '-'");
      const bool repeated = std::any_of(rumours.begin(), rumours.end(),
                                        [&](const Rumour& other) { return other.id == rumour.id; });
      if (repeated) entry.fail("id", "is used by an earlier event too");
      rumour.title = sentence(entry, "title");
      rumour.text = sentence(entry, "text");
      entry.each("choices", [&](ContentEntry& item) {
        Choice choice;
        choice.label = sentence(item, "label");
        choice.cost = item.integer_or("cost", 0, max_cost, 0);
        choice.chance = item.integer_or("chance", 1, 100, 100);
        choice.outcome = sentence(item, "outcome");
        choice.effects = read_effects(item, "effects", perks);
        if (choice.chance < 100) {
          choice.otherwise_outcome = sentence(item, "otherwise_outcome");
          choice.otherwise = read_effects(item, "otherwise", perks);
        }
        if (const int named = garnets_named(choice.label); named >= 0 && named != choice.cost) {
          item.fail("label", "names " + std::to_string(named) + " garnets, but the choice costs " +
                                 std::to_string(choice.cost));
        }
        for (std::size_t i = 0; i < rumour.choices.size(); ++i) {
          if (choice.reads_like(rumour.choices[i])) {
            item.fail("effects", "reads the same as choice " + std::to_string(i + 1) +
                                     ": give it another cost, chance or effect");
          }
          if (choice.outdoes(rumour.choices[i]) || rumour.choices[i].outdoes(choice)) {
            item.fail("effects",
                      "is " + std::string(choice.outdoes(rumour.choices[i]) ? "better" : "worse") +
                          " in every way than choice " + std::to_string(i + 1) +
                          ", so there is no choice between them: give the better a "
                          "cost or a risk");
          }
        }
        rumour.choices.push_back(std::move(choice));
      });
      if (rumour.choices.size() < 2 || rumour.choices.size() > 3) {
        entry.fail("choices", "must offer 2 or 3 choices");
      }
      // A run with no garnets and one token left must still be able to answer.
      if (std::none_of(rumour.choices.begin(), rumour.choices.end(),
                       [](const Choice& choice) { return choice.free(); })) {
        entry.fail("choices",
                   "must keep one choice that costs nothing and risks no token of "
                   "life, so that a player can always walk on");
      }
      rumour.chapters = entry.texts_or_none("chapters");
      for (const std::string& chapter : rumour.chapters) {
        if (!campaign_chapter(chapter))
          entry.fail("chapters", quote_input(chapter) + " is no chapter");
      }
      rumours.push_back(std::move(rumour));
    });
    if (rumours.empty()) top.fail("events", "must list at least one event");
  });
  return rumours;
}

Content load_content(const std::filesystem::path& content_dir) {
  Content content;
  content.perks = read_perks(content_dir / "perks.json");
  content.rumours = read_rumours(content_dir / "events.json", content.perks);
  content.roster = load_roster(content_dir);
  return content;
}

}  // namespace gavel::campaign
