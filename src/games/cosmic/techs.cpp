// The techs' content: content/cosmic-lucre/techs.json, read and checked; the rules
// that play them are in tech.cpp.

#include "gavel/games/cosmic/techs.h"

#include <array>

#include "gavel/core/content.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/cosmic/state.h"

namespace gavel::cosmic {
namespace {

constexpr std::array<const char*, tech_effect_count> tech_effect_ids = {
    "drill",     "wide_gate", "home_guard", "anchor",  "envoys",
    "insurance", "recall",    "survey",     "salvage", "extra"};

constexpr std::size_t max_tech_name = 24;
constexpr std::size_t max_tech_text = 120;

}  // namespace

const char* effect_id(TechEffect effect) {
  return tech_effect_ids[static_cast<std::size_t>(effect)];
}

std::optional<TechEffect> effect_of(std::string_view id) {
  for (int i = 0; i < tech_effect_count; ++i) {
    if (id == tech_effect_ids[static_cast<std::size_t>(i)]) return static_cast<TechEffect>(i);
  }
  return std::nullopt;
}

bool once_only(TechEffect effect) {
  return effect == TechEffect::recall || effect == TechEffect::survey ||
         effect == TechEffect::salvage || effect == TechEffect::extra;
}

std::vector<Tech> load_techs(const std::filesystem::path& content_dir) {
  std::vector<Tech> techs;
  const auto file = content_dir / "cosmic-lucre" / "techs.json";
  read_content(file, [&](ContentEntry& top) {
    top.each("techs", [&](ContentEntry& entry) {
      Tech tech;
      tech.name = entry.text("name");
      if (tech.name.empty() || tech.name.size() > max_tech_name || trim(tech.name) != tech.name)
        entry.fail("name", "must be 1.." + std::to_string(max_tech_name) +
                               " characters, no blanks "
                               "around");
      for (const Tech& earlier : techs) {
        if (lowercase(earlier.name) == lowercase(tech.name))
          entry.fail("name", quote_input(tech.name) + " is listed twice");
      }
      const std::string id = entry.text("effect");
      const auto effect = effect_of(id);
      if (!effect) entry.fail("effect", quote_input(id) + " is not an effect Gavel knows");
      tech.effect = *effect;
      tech.cost = entry.integer("cost", min_tech_cost, max_tech_cost);
      tech.text = entry.text("text");
      if (tech.text.empty() || tech.text.size() > max_tech_text)
        entry.fail("text", "must be 1.." + std::to_string(max_tech_text) + " characters");
      techs.push_back(std::move(tech));
    });
    // Every seat of the largest table is dealt two.
    if (techs.size() < static_cast<std::size_t>(techs_dealt * max_players))
      top.fail("techs", "must list at least " + std::to_string(techs_dealt * max_players) +
                            " techs, two for each seat of a five-player table");
  });
  return techs;
}

}  // namespace gavel::cosmic
