#pragma once
// Techs (the base game's tech variant, a designed subset): each player is dealt two at
// setup and keeps one face down; at the start of every Regroup it may move a ship
// from a colony onto it (research) and, once the ships on it reach its cost, complete
// it: the ships go home and the tech works from then on, in the open. The names, costs
// and texts come from content/cosmic-lucre/techs.json; each entry names one effect,
// and the rules code asks Rules::has_tech() at the one place each effect acts:
//   drill        +1 to its side's total as a main player
//   wide_gate    launches up to five ships as the offense
//   home_guard   +2 to its side's total defending one of its home planets
//   anchor       one of its ships stays on a planet it loses as the defense by 5 or less
//   envoys       a failed deal costs it no ships
//   insurance    one card more whenever it takes compensation
//   recall       once: every ship of its in the warp returns to a colony of its choice
//   survey       once: draws four cosmic cards
//   salvage      once: takes the card it names from the cosmic discard pile
//   extra        once: a third encounter after a successful second one

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gavel::cosmic {

enum class TechEffect : std::int8_t {
  drill,
  wide_gate,
  home_guard,
  anchor,
  envoys,
  insurance,
  recall,
  survey,
  salvage,
  extra,
};
inline constexpr int tech_effect_count = 10;
inline constexpr int no_tech = -1;
inline constexpr int hidden_tech = -2;  // in a view: kept face down by another seat
inline constexpr int techs_dealt = 2;   // each player keeps one of these
inline constexpr int min_tech_cost = 2;
inline constexpr int max_tech_cost = 6;

// Where a tech stands: researched (ships on it, not yet working), complete (working),
// or, for a once-only tech, used up.
enum class TechStage : std::int8_t { research, complete, used };

struct Tech {
  std::string name;  // "Battle Drill"
  int cost = 2;      // ships that must be on it to complete it
  std::string text;  // one line, in our own words
  TechEffect effect = TechEffect::drill;
};

// "drill", as techs.json names an effect; and back.
const char* effect_id(TechEffect effect);
std::optional<TechEffect> effect_of(std::string_view id);
// Once-only techs are used up by `use tech` (or, for `extra`, a third encounter).
bool once_only(TechEffect effect);

// The techs as content/cosmic-lucre/techs.json lists them, in file order (a tech's
// index is its id in moves). Throws gavel::Error naming the file, the entry and the
// field.
std::vector<Tech> load_techs(const std::filesystem::path& content_dir);

}  // namespace gavel::cosmic
