#pragma once
// What a run is made of besides the chapters: the perks sold in Black Markets
// (content/perks.json), the rumours told in Rumour rooms (content/events.json) and
// the roster of rivals (content/rivals.json). content/README.md documents each field.

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/ai/roster.h"

namespace gavel::campaign {

// What a perk does. The first eleven are boons (core/chapter.h) that a chapter's rules
// read; the others act on the run itself.
enum class PerkEffect {
  extra_cards,
  hand_limit,
  peeks,
  extra_money,
  sees_money,
  starts,
  extra_income,
  sealed_peek,
  house_colours,
  extra_aliens,
  known_flare,
  reroll,        // at once: the coming table's rivals are drawn again
  token,         // at once: a token of life
  garnet_bonus,  // every chapter finished in the upper half pays this many more garnets
  soft_landing,  // the next last place costs no token; then it is spent
};
inline constexpr int perk_effect_count = 15;

// The name content files and scripts use: "extra-cards", "garnet-bonus".
const char* perk_effect_name(PerkEffect effect);
// True for the effects that are boons, whose names are the boons' names.
bool is_boon(PerkEffect effect);

struct Perk {
  std::string id;                     // "spare-coin"
  std::string name;                   // "Spare Coin"
  std::string text;                   // what it does, in a sentence
  int cost = 1;                       // in garnets, before ascension
  std::vector<std::string> chapters;  // the chapters it affects; none for the run itself
  PerkEffect effect = PerkEffect::token;
  int amount = 1;

  // Spent the moment it is bought, so never held.
  bool at_once() const { return effect == PerkEffect::reroll || effect == PerkEffect::token; }
};

// One thing a rumour's choice does to the run.
struct Effect {
  enum class Kind { garnets, tokens, perk, grudge, rival_skill, boon, reroll };
  Kind kind = Kind::garnets;
  int amount = 0;
  std::string name;  // the perk's id (perk) or the boon's name (boon)

  bool operator==(const Effect&) const = default;
};

struct Choice {
  std::string label;    // may name "{rival}"
  int cost = 0;         // garnets paid on choosing, whatever happens
  int chance = 100;     // percent: `effects` happen, else `otherwise`
  std::string outcome;  // told when `effects` happen
  std::vector<Effect> effects;
  std::string otherwise_outcome;
  std::vector<Effect> otherwise;

  // The most tokens of life the choice could take, whatever its dice say.
  int tokens_at_risk() const;
  // Costs nothing and risks no token: a player can always take it and walk on.
  bool free() const { return cost == 0 && tokens_at_risk() == 0; }

  // As good as `other` in every way whatever either's dice say, and not the same:
  // no more cost or risk, at least as many garnets, tokens and gifts, no more grudge
  // or rival skill, and the same redraw. A rumour never offers a choice another
  // outdoes, for that would be no choice (the loader refuses it).
  bool outdoes(const Choice& other) const;

  // Two choices read the same when they ask the same, risk the same and do the same:
  // a rumour never offers two such (the loader refuses them).
  bool reads_like(const Choice& other) const {
    return cost == other.cost && chance == other.chance && effects == other.effects &&
           otherwise == other.otherwise;
  }
};

struct Rumour {
  std::string id;
  std::string title;
  std::string text;  // "{rival}" stands for a rival of the coming table
  std::vector<Choice> choices;
  // The chapters its gifts (boon effects) are meant for: it is told only where each
  // gift would go to a table of one of them (the first table ahead that reads it).
  // Empty: wherever a table ahead reads them.
  std::vector<std::string> chapters;

  // It is about a rival of the coming table: its words name "{rival}", or a choice
  // acts on a rival's grudge or skill.
  bool names_rival() const;
};

struct Content {
  std::vector<Perk> perks;
  std::vector<Rumour> rumours;
  Roster roster;

  const Perk* perk(std::string_view id) const;
  const Rumour* rumour(std::string_view id) const;
};

// Reads perks.json, events.json and rivals.json from `content_dir`. Throws
// gavel::Error naming the file, the entry and the field of the first mistake.
Content load_content(const std::filesystem::path& content_dir);
// The two campaign files on their own, for tests with odd data.
std::vector<Perk> read_perks(const std::filesystem::path& file);
std::vector<Rumour> read_rumours(const std::filesystem::path& file, const std::vector<Perk>& perks);

}  // namespace gavel::campaign
