// Cosmic Encounter's cards.json: the shipped decks are the decks the man page counts, and a file
// that breaks them is refused with one line naming the file, entry and field.

#include "gavel/games/cosmic/cards.h"

#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "core/save_support.h"
#include "gavel/core/error.h"

using namespace gavel;
using namespace gavel::cosmic;
using Catch::Contains;

namespace {

// Loads `text` as a content folder's cards.json: the error it gives, or "no error".
std::string cards_error(const std::string& text) {
  testing::TempDir dir;
  std::filesystem::create_directories(dir.path() / "cosmic-lucre");
  testing::write_bytes(dir.path() / "cosmic-lucre" / "cards.json", text);
  try {
    load_cards(dir.path());
  } catch (const Error& error) {
    return error.what();
  }
  return "no error";
}

std::map<std::string, int> counts(const std::vector<DeckEntry>& deck) {
  std::map<std::string, int> found;
  for (const DeckEntry& entry : deck)
    found[card_name(entry.card)] += entry.count;
  return found;
}

int total(const std::vector<DeckEntry>& deck) {
  int cards = 0;
  for (const DeckEntry& entry : deck)
    cards += entry.count;
  return cards;
}

}  // namespace

TEST_CASE("the shipped decks are the decks the man page counts", "[cosmic][content]") {
  const CardsContent content = load_cards(GAVEL_SOURCE_CONTENT_DIR);
  CHECK(total(content.cosmic) == 72);
  CHECK(total(content.reward) == 24);
  const auto cosmic = counts(content.cosmic);
  int attacks = 0;
  for (const auto& [name, count] : cosmic) {
    if (name.starts_with("attack ")) attacks += count;
  }
  CHECK(attacks == 39);
  CHECK(cosmic.at("attack 6") == 7);
  CHECK(cosmic.at("attack 8") == 7);
  CHECK(cosmic.at("attack 40") == 1);
  CHECK(cosmic.at("negotiate") == 15);
  CHECK(cosmic.at("morph") == 1);
  CHECK(cosmic.at("reinforcement +3") == 3);
  CHECK(cosmic.at("card zap") == 2);
  CHECK(cosmic.at("quash") == 1);
  const auto reward = counts(content.reward);
  CHECK(reward.at("reward attack -7") == 1);
  CHECK(reward.at("crooked deal") == 3);
  CHECK(reward.at("kicker x2") == 2);  // the second of each Kicker is Gavel's
  CHECK(reward.at("rift 5") == 1);
  CHECK(reward.at("reward reinforcement +4") == 2);
  CHECK(reward.at("space junk") == 1);
  CHECK(reward.at("finder") == 1);
}

TEST_CASE("a cards.json that breaks the decks is refused in one line", "[cosmic][content]") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"cosmic": [{"name": "attack 8", "count": 21}], "reward": []})",
       "cards.json: \"attack 8\": count must be 1..20"},
      {R"({"cosmic": [{"name": "banana", "count": 1}], "reward": []})",
       "cards.json: \"banana\": name 'banana' is not a card of the cosmic deck"},
      {R"({"cosmic": [{"name": "kicker x2", "count": 1}], "reward": []})",
       "cards.json: \"kicker x2\": name 'kicker x2' is not a card of the cosmic deck"},
      {R"({"cosmic": [], "reward": [{"name": "quash", "count": 1}]})",
       "cards.json: \"quash\": name 'quash' is not a card of the Reward deck"},
      {R"({"cosmic": [{"name": "Human flare", "count": 1}], "reward": []})",
       "is not a card of the cosmic deck"},
      {R"({"cosmic": [{"name": "morph", "count": 1}, {"name": "morph", "count": 1}], "reward": []})",
       "cards.json: \"morph\": name 'morph' is listed twice"},
      {R"({"cosmic": [{"name": "morph"}], "reward": []})", "count is missing"},
      {R"({"cosmic": [{"name": "morph", "count": 1}]})", "reward is missing"},
      {"{\"cosmic\": [", "not valid JSON"},
  };
  for (const auto& [text, message] : cases) {
    INFO(text);
    const std::string error = cards_error(text);
    CHECK_THAT(error, Contains(message));
    CHECK_THAT(error, Contains("cosmic-lucre/cards.json"));
    CHECK(error.find('\n') == std::string::npos);
  }
}
