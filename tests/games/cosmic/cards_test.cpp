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
#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/cosmic/state.h"
#include "support/shipped_content.h"
#include "support/whole_game.h"

namespace gavel::cosmic {
namespace {

using Catch::Contains;

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

TEST_CASE("the shipped decks are the decks the man page counts", "[cosmic][content]") {
  const CardsContent content = load_cards(testing::shipped_content_dir);
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
       "cards.json': \"attack 8\": count must be 1..20"},
      {R"({"cosmic": [{"name": "banana", "count": 1}], "reward": []})",
       "cards.json': \"banana\": name 'banana' is not a card of the cosmic deck"},
      {R"({"cosmic": [{"name": "kicker x2", "count": 1}], "reward": []})",
       "cards.json': \"kicker x2\": name 'kicker x2' is not a card of the cosmic deck"},
      {R"({"cosmic": [], "reward": [{"name": "quash", "count": 1}]})",
       "cards.json': \"quash\": name 'quash' is not a card of the Reward deck"},
      {R"({"cosmic": [{"name": "Human flare", "count": 1}], "reward": []})",
       "is not a card of the cosmic deck"},
      {R"({"cosmic": [{"name": "morph", "count": 1}, {"name": "morph", "count": 1}], "reward": []})",
       "cards.json': \"morph\": name 'morph' is listed twice"},
      {R"({"cosmic": [{"name": "morph"}], "reward": []})", "count is missing"},
      {R"({"cosmic": [{"name": "morph", "count": 1}]})", "reward is missing"},
      {"{\"cosmic\": [", "not valid JSON"},
      // Too few to deal five hands of eight: every deal used to quake without end.
      {R"({"cosmic": [{"name": "attack 8", "count": 20}, {"name": "negotiate", "count": 19}],
          "reward": []})",
       "cards.json': cosmic holds 39 cards, and a deal needs 40"},
      {R"({"cosmic": [{"name": "attack 8", "count": 20}, {"name": "negotiate", "count": 12},
                      {"name": "card zap", "count": 8}], "reward": []})",
       "cosmic holds 32 encounter cards (attack, negotiate, morph), and needs at least 33"},
  };
  for (const auto& [text, message] : cases) {
    INFO(text);
    const std::string error = cards_error(text);
    CHECK_THAT(error, Contains(message));
    CHECK_THAT(error, Contains("cosmic-lucre/cards.json"));
    CHECK(error.find('\n') == std::string::npos);
  }
}

// The least deck the check takes: forty cards, thirty-three of them encounter cards.
TEST_CASE("the smallest cosmic deck the check takes deals and plays at every table",
          "[cosmic][content]") {
  const std::string least = R"({"cosmic": [{"name": "attack 8", "count": 20},
      {"name": "negotiate", "count": 13}, {"name": "card zap", "count": 7}],
      "reward": []})";
  REQUIRE(cards_error(least) == "no error");
  testing::ContentCopy content;
  content.replace("cosmic-lucre/cards.json", least);
  for (int players = 3; players <= max_players; ++players) {
    testing::play_whole_game(chapter(), {players, {{"short", "on"}}, {}}, content.path(), 1);
    Setup boons{players, {}, {}};
    boons.boons.extra_aliens = 2;
    boons.boons.known_flare = true;
    testing::play_whole_game(chapter(), boons, content.path(), 2);
  }
}

// A deck the check would refuse, dealt all the same: the quake that cannot deal anew
// ends the game in one clear error where it used to quake without end.
TEST_CASE("a quake that cannot deal a full hand to everyone is an error, not a loop",
          "[cosmic][content]") {
  CardsContent small;
  small.cosmic.push_back({Card{CardKind::attack, 8}, 20});
  CosmicState game(std::make_shared<const CardTable>(card_table(small)), 3);
  const auto play_on = [&] {
    for (int turn = 0; turn < 10000 && !game.over(); ++turn) {
      const std::vector<Move> legal = game.legal_moves();
      game.apply(legal.front(), legal);
    }
  };
  // Twenty cards and the flares of the aliens dealt: short of three hands of eight.
  REQUIRE_THROWS_WITH(play_on(), Contains("a cosmic quake has 23 cosmic cards to deal and needs "
                                          "24, eight for each player"));
}

}  // namespace
}  // namespace gavel::cosmic
