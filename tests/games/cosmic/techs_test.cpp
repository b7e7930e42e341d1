// Cosmic Encounter's techs.json: the shipped techs are enough for a five-player table,
// each with a cost of 2 to 6 and an effect, and a file that breaks them is refused with
// one line naming the file, entry and field.

#include "gavel/games/cosmic/techs.h"

#include <filesystem>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "core/save_support.h"
#include "gavel/core/error.h"
#include "support/shipped_content.h"

namespace gavel::cosmic {
namespace {

using Catch::Contains;

// Loads `text` as a content folder's techs.json: the error it gives, or "no error".
std::string techs_error(const std::string& text) {
  testing::TempDir dir;
  std::filesystem::create_directories(dir.path() / "cosmic-lucre");
  testing::write_bytes(dir.path() / "cosmic-lucre" / "techs.json", text);
  try {
    load_techs(dir.path());
  } catch (const Error& error) {
    return error.what();
  }
  return "no error";
}

// Ten good entries, then `extra` appended.
std::string file_with(const std::string& extra) {
  std::string entries;
  for (int i = 0; i < 10; ++i) {
    entries += R"({"name": "Tech )" + std::to_string(i) +
               R"(", "effect": "drill", "cost": 3, "text": "Plus one."}, )";
  }
  return R"({"techs": [)" + entries + extra + "]}";
}

TEST_CASE("the shipped techs: ten, each effect once, costs 2 to 6", "[cosmic][content]") {
  const std::vector<Tech> techs = load_techs(testing::shipped_content_dir);
  REQUIRE(techs.size() >= 10);
  std::set<TechEffect> effects;
  for (const Tech& tech : techs) {
    INFO(tech.name);
    CHECK(tech.cost >= 2);
    CHECK(tech.cost <= 6);
    CHECK_FALSE(tech.text.empty());
    effects.insert(tech.effect);
  }
  CHECK(effects.size() == static_cast<std::size_t>(tech_effect_count));
  for (int effect = 0; effect < tech_effect_count; ++effect) {
    const auto which = static_cast<TechEffect>(effect);
    CHECK(effect_of(effect_id(which)) == which);
  }
}

TEST_CASE("a techs.json that breaks the techs is refused in one line", "[cosmic][content]") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {file_with(R"({"name": "Big Gun", "effect": "drill", "cost": 7, "text": "x"})"),
       "techs.json': \"Big Gun\": cost must be 2..6"},
      {file_with(R"({"name": "Big Gun", "effect": "laser", "cost": 3, "text": "x"})"),
       "techs.json': \"Big Gun\": effect 'laser' is not an effect Gavel knows"},
      {file_with(R"({"name": "Tech 3", "effect": "drill", "cost": 3, "text": "x"})"),
       "techs.json': \"Tech 3\": name 'Tech 3' is listed twice"},
      {file_with(R"({"name": "Big Gun", "effect": "drill", "cost": 3, "text": ""})"),
       "techs.json': \"Big Gun\": text must not be empty"},
      {file_with(R"({"name": "Big Gun", "effect": "drill", "text": "x"})"), "cost is missing"},
      {R"({"techs": [{"name": "Big Gun", "effect": "drill", "cost": 3, "text": "x"}]})",
       "techs.json': techs must list at least 10 techs"},
      {"{\"techs\": [", "not valid JSON"},
  };
  for (const auto& [text, message] : cases) {
    INFO(text);
    const std::string error = techs_error(text);
    CHECK_THAT(error, Contains(message));
    CHECK_THAT(error, Contains("cosmic-lucre/techs.json"));
    CHECK(error.find('\n') == std::string::npos);
  }
  CHECK(techs_error(file_with(
            R"({"name": "Big Gun", "effect": "extra", "cost": 6, "text": "x"})")) == "no error");
}

}  // namespace
}  // namespace gavel::cosmic
