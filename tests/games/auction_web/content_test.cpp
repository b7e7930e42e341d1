// Auction Web's content files: the errors odd files give name the file at fault.

#include <filesystem>
#include <fstream>
#include <string>

#include <catch2/catch.hpp>

#include "core/save_support.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/auction_web/cards.h"
#include "gavel/games/auction_web/chapter.h"
#include "support/shipped_content.h"
#include "support/whole_game.h"

namespace gavel::auction_web {
namespace {

using Catch::Contains;

// A content folder with the shipped Auction Web files, one of them replaced.
class OddContent {
 public:
  OddContent(const char* name, const std::string& text) {
    const auto shipped = testing::shipped_content_dir / "auction-web";
    std::filesystem::create_directories(folder());
    for (const char* file : {"litcoins.json", "properties.json"})
      std::filesystem::copy_file(shipped / file, folder() / file);
    std::ofstream(folder() / name, std::ios::trunc) << text;
  }
  std::filesystem::path folder() const { return dir_.path() / "auction-web"; }
  std::string error() const {
    try {
      load_cards(dir_.path());
    } catch (const Error& error) {
      return error.what();
    }
    return "no error";
  }

 private:
  testing::TempDir dir_;
};

TEST_CASE("too many property cards is an error naming properties.json", "[auction-web][content]") {
  // 20,000 entries: refused as soon as the 99th card is passed.
  std::string text = R"({"properties_per_round": [{"players": 2, "properties": 3},
    {"players": 3, "properties": 4}, {"players": 4, "properties": 5},
    {"players": 5, "properties": 6}], "properties": [)";
  for (int i = 0; i < 20000; ++i) {
    text += std::string(i == 0 ? "" : ",") + R"({"name": "Lot )" + std::to_string(i) +
            R"(", "type": "food", "victory_points": 1, "ability": "none", "copies": [1, 0, 0]})";
  }
  text += "]}";
  const OddContent content("properties.json", text);
  CHECK_THAT(content.error(), Contains(quote_path((content.folder() / "properties.json").string()) +
                                       ": properties make more than 99 cards"));
}

TEST_CASE("a card name with control characters is refused, and shown escaped",
          "[auction-web][content]") {
  const auto shipped = testing::shipped_content_dir / "auction-web" / "properties.json";
  std::string text = testing::read_bytes(shipped);
  const auto ufo = text.find("\"UFO\"");
  REQUIRE(ufo != std::string::npos);
  text.replace(ufo, 5, "\"UFO\\u001b[2J\"");
  const OddContent content("properties.json", text);
  CHECK(content.error() == quote_path((content.folder() / "properties.json").string()) +
                               ": properties[1]: name must be UTF-8 with no control characters, "
                               "not 'UFO\\x1b[2J'");
}

TEST_CASE("a starting hand larger than the deck is an error naming litcoins.json",
          "[auction-web][content]") {
  std::string text = R"({"deck_copies": 1, "starting_hand": 8, "hand_limit": 8, "max_draw": 5,
    "litcoins": [)";
  for (int value = 0; value < 7; ++value) {
    text += std::string(value == 0 ? "" : ",") + R"({"value": )" + std::to_string(value) +
            R"(, "name": "Coin )" + std::to_string(value) + R"("})";
  }
  text += "]}";
  const OddContent content("litcoins.json", text);
  CHECK(content.error() ==
        quote_path((content.folder() / "litcoins.json").string()) + ": starting_hand must be 1..7");
}

// A pile of nine left a seat of a five-player draft with no card to keep (a crash);
// three copies of each coin made ids the moves cannot hold (a corrupted heap).
TEST_CASE("content too small for a five-player draft, or too large for the moves, is refused",
          "[auction-web][content]") {
  const auto shipped = testing::shipped_content_dir / "auction-web";
  std::string properties = testing::read_bytes(shipped / "properties.json");
  const auto croc = properties.find(R"("copies": [2, 0, 0])");
  REQUIRE(croc != std::string::npos);
  properties.replace(croc, 20, R"("copies": [1, 0, 0])");
  const OddContent short_pile("properties.json", properties);
  CHECK(short_pile.error() == quote_path((short_pile.folder() / "properties.json").string()) +
                                  ": round 1 has only 9 properties; five players need 10 (the "
                                  "draft deals two to each)");

  std::string litcoins = testing::read_bytes(shipped / "litcoins.json");
  const auto copies = litcoins.find(R"("deck_copies": 2)");
  REQUIRE(copies != std::string::npos);
  litcoins.replace(copies, 16, R"("deck_copies": 3)");
  const OddContent three_copies("litcoins.json", litcoins);
  CHECK(three_copies.error() == quote_path((three_copies.folder() / "litcoins.json").string()) +
                                    ": deck_copies must be 1..2");
}

// The shipped piles are the least the check takes: ten a round.
TEST_CASE("the least content the check takes plays a five-player draft to the end",
          "[auction-web][content]") {
  for (const char* cleanup : {"turn-up-first", "draw-first"}) {
    for (int players = 2; players <= 5; ++players) {
      const Setup setup{players, {{"draft", "on"}, {"cleanup", cleanup}}, {}};
      testing::play_whole_game(chapter(), setup, testing::shipped_content_dir, 1);
    }
  }
}

}  // namespace
}  // namespace gavel::auction_web
