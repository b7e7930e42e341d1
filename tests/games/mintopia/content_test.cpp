// New Mintopia City's content files: the shipped deck has the make-up cards.h states,
// and a file that breaks it is refused naming the file, the entry and the field.

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>

#include <catch2/catch.hpp>

#include "core/save_support.h"
#include "gavel/core/error.h"
#include "gavel/games/mintopia/cards.h"
#include "support/shipped_content.h"

namespace gavel::mintopia {
namespace {

using Catch::Contains;

const std::filesystem::path shipped = testing::shipped_content_dir / "mintopia";

std::string shipped_text(const char* file) {
  return testing::read_bytes(shipped / file);
}

// The shipped file with the first match of `pattern` replaced; the error loading it
// gives, and the file's path for the message.
struct Edited {
  std::string error;
  std::string path;
};

Edited load_edited(const char* file, const std::string& pattern, const std::string& with) {
  testing::TempDir dir;
  const std::filesystem::path path = dir.path() / file;
  const std::string text = shipped_text(file);
  const std::string edited =
      std::regex_replace(text, std::regex(pattern), with, std::regex_constants::format_first_only);
  REQUIRE(edited != text);
  testing::write_bytes(path, edited);
  try {
    if (std::string(file) == "locations.json") {
      read_locations(path);
    } else {
      read_ai_cards(path);
    }
  } catch (const Error& error) {
    return {error.what(), path.string()};
  }
  return {"no error", path.string()};
}

TEST_CASE("the shipped Locations have the deck's make-up", "[mintopia][content]") {
  const Cards cards = load_cards(testing::shipped_content_dir);
  REQUIRE(cards.locations.size() == 30);
  std::map<int, int> per_vp;
  std::map<LocationType, int> per_type;
  std::map<Mint, int> sides;
  int same_colour = 0;
  for (const Location& location : cards.locations) {
    ++per_vp[location.vp];
    ++per_type[location.type];
    ++sides[location.left];
    ++sides[location.right];
    same_colour += location.left == location.right ? 1 : 0;
  }
  for (int vp = 1; vp <= 6; ++vp)
    CHECK(per_vp[vp] == 5);
  CHECK(per_type[LocationType::deed] == 8);
  CHECK(per_type[LocationType::utility] == 8);
  CHECK(per_type[LocationType::production] == 7);
  CHECK(per_type[LocationType::culture] == 7);
  CHECK(same_colour == 6);
  for (Mint mint : {Mint::spearmint, Mint::cherry, Mint::lemon, Mint::blueberry})
    CHECK(sides[mint] == 15);
  // The rule text's worked example bids on the Mine.
  CHECK(std::any_of(cards.locations.begin(), cards.locations.end(),
                    [](const Location& location) { return location.name == "The Mine"; }));
}

TEST_CASE("the shipped AI cards are the four the man page lists, both sides",
          "[mintopia][content]") {
  const Cards cards = load_cards(testing::shipped_content_dir);
  REQUIRE(cards.ai_cards.size() == 4);
  const auto faces = [](const std::array<AiFace, die_faces>& side) {
    std::string text;
    for (const AiFace& face : side) {
      if (!text.empty()) text += " ";
      if (face.kind == AiFace::Kind::withdraw) text += "W";
      if (face.kind == AiFace::Kind::special) text += "S";
      if (face.kind == AiFace::Kind::raise) text += "+" + std::to_string(face.raise);
    }
    return text;
  };
  const std::map<std::string, std::pair<std::string, std::string>> table = {
      {"hoarder", {"W W +1 +1 +2 +3", "W +1 +1 +1 S +2"}},
      {"magnate", {"W +1 +2 +2 +3 +4", "W W +1 +2 S +3"}},
      {"speculator", {"W W W +2 +4 +6", "W W +1 S +3 +4"}},
      {"planner", {"W +1 +1 +2 +2 S", "W +1 +1 S S +2"}},
  };
  for (const AiCard& card : cards.ai_cards) {
    INFO(card.id);
    REQUIRE(table.count(card.id) == 1);
    CHECK(faces(card.two_player) == table.at(card.id).first);
    CHECK(faces(card.one_player) == table.at(card.id).second);
  }
}

TEST_CASE("a Locations file that breaks the deck is refused, naming file, entry and field",
          "[mintopia][content]") {
  struct Case {
    std::string pattern;
    std::string with;
    std::string message;
  };
  const std::vector<Case> cases = {
      // One entry's own field.
      {R"("type": "deed")", R"("type": "palace")",
       R"(: "Licorice Lane Cottages": type 'palace' is not one of)"},
      {R"("left": "spearmint")", R"("left": "mint chip")",
       R"(: "Licorice Lane Cottages": left 'mint chip' is not one of)"},
      {R"("vp": 1)", R"("vp": 7)", R"(: "Licorice Lane Cottages": vp must be)"},
      {R"("name": "Gumdrop Garden Flats")", R"("name": "Licorice Lane Cottages")",
       R"(: "Licorice Lane Cottages": name 'Licorice Lane Cottages' is given twice)"},
      {R"("name": "Gumdrop Garden Flats")", R"("name": "")", "name must not be empty"},
      {R"("name": "Gumdrop Garden Flats")",
       R"("name": "Gumdrop Garden Flats of the Old Mint Quarter")",
       "name must be 1..40 characters"},
      // The deck as a whole.
      {R"("vp": 1)", R"("vp": 2)",
       ": locations must hold 5 Locations of each VP value; 1 VP has 4"},
      {R"("type": "culture")", R"("type": "deed")",
       ": locations must hold 8 Deed Locations, not 9"},
      {R"("name": "Gumdrop Garden Flats", "type": "deed", "vp": 1, "left": "lemon")",
       R"("name": "Gumdrop Garden Flats", "type": "deed", "vp": 1, "left": "cherry")",
       ": locations must hold 6 Locations with both sides one colour, not 5"},
      {R"("type": "utility", "vp": 1)", R"("type": "deed", "vp": 1)",
       ": locations must hold 8 Deed Locations, not 9"},
  };
  for (const Case& odd : cases) {
    INFO(odd.pattern << " -> " << odd.with);
    const Edited edited = load_edited("locations.json", odd.pattern, odd.with);
    CHECK_THAT(edited.error, Contains(edited.path) && Contains(odd.message));
  }
}

TEST_CASE("a type with three Locations of one VP value is refused", "[mintopia][content]") {
  // Swapping two Locations' VP keeps five per value but gives Deed three of 1 VP.
  testing::TempDir dir;
  std::string text = shipped_text("locations.json");
  const auto swap_vp = [&](const std::string& name, int from, int to) {
    const std::string was = "\"name\": \"" + name + "\", \"type\": \"";
    const auto at = text.find(was);
    REQUIRE(at != std::string::npos);
    const auto vp = text.find("\"vp\": " + std::to_string(from), at);
    text.replace(vp, 7, "\"vp\": " + std::to_string(to));
  };
  swap_vp("Sugarwork Lofts", 2, 1);         // a Deed into 1 VP, which holds two already
  swap_vp("Sprinkle Street Sewers", 1, 2);  // a Utility out of 1 VP
  const auto path = dir.path() / "locations.json";
  testing::write_bytes(path, text);
  CHECK_THROWS_WITH(
      read_locations(path),
      Contains(path.string()) && Contains("may hold at most 2 Deed Locations of 1 VP, not 3"));
}

TEST_CASE("an AI card with a bad die face or side is refused, naming it", "[mintopia][content]") {
  Edited edited = load_edited("ai_cards.json", R"("\+3"\])", R"("+X"])");
  CHECK_THAT(edited.error, Contains(edited.path) &&
                               Contains(R"(: "hoarder": two_player '+X' is not W (withdraw))"));
  edited = load_edited("ai_cards.json", R"("W", "\+1", "\+1", "\+1", "S", "\+2")",
                       R"("W", "+1", "S", "+2")");
  CHECK_THAT(edited.error, Contains(R"("hoarder": one_player must list 6 faces)"));
  edited = load_edited("ai_cards.json", R"("id": "magnate")", R"("id": "hoarder")");
  CHECK_THAT(edited.error, Contains(R"(id 'hoarder' is given twice)"));
  edited = load_edited("ai_cards.json", R"("type": "deed")", R"("type": "castle")");
  CHECK_THAT(edited.error, Contains(R"("hoarder": type 'castle' is not one of)"));
}

// `--option ai=planner` used to fail at the table, without naming the file, when the
// file had no such card.
TEST_CASE("every AI card the ai option names must be in ai_cards.json", "[mintopia][content]") {
  const Edited edited = load_edited("ai_cards.json", R"("id": "planner")", R"("id": "alpha")");
  CHECK_THAT(edited.error, Contains(edited.path) &&
                               Contains("ai_cards has no card with id 'planner', which --option "
                                        "ai= may name"));
  CHECK(edited.error.find('\n') == std::string::npos);
}

}  // namespace
}  // namespace gavel::mintopia
