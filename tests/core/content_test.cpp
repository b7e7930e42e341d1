#include "gavel/core/content.h"

#include <fstream>

#include <catch2/catch.hpp>

#include "gavel/core/error.h"

namespace gavel {
namespace {

using Catch::Contains;

struct SampleLot {
  std::string name;
  int value = 0;
  std::vector<std::string> tags;
  int pile = 0;
};

std::vector<SampleLot> load_lots(const std::filesystem::path& path) {
  std::vector<SampleLot> lots;
  read_content(path, [&](ContentEntry& file) {
    file.text("title");
    file.each("lots", [&](ContentEntry& entry) {
      SampleLot lot;
      lot.name = entry.text("name");
      lot.value = entry.integer("value", 0, 6);
      lot.tags = entry.texts("tags");
      lot.pile = entry.integer_or("pile", 1, 3, 1);
      lots.push_back(lot);
    });
  });
  return lots;
}

std::filesystem::path lots_file(const char* name) {
  return std::filesystem::path(GAVEL_TEST_DATA_DIR) / "data" / "content" / name;
}

std::filesystem::path write_temp(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / ("gavel-content-test-" + name);
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

TEST_CASE("a content file reads into plain structs", "[core][content]") {
  const auto lots = load_lots(lots_file("good.json"));
  REQUIRE(lots.size() == 2);
  REQUIRE(lots[0].name == "UFO");
  REQUIRE(lots[0].value == 2);
  REQUIRE(lots[0].tags == std::vector<std::string>{"technology"});
  REQUIRE(lots[0].pile == 2);
  REQUIRE(lots[1].pile == 1);  // optional field absent
}

TEST_CASE("content errors name the file, the entry and the field", "[core][content]") {
  REQUIRE_THROWS_WITH(load_lots(lots_file("out_of_range.json")),
                      Contains("out_of_range.json': \"UFO\": value must be 0..6"));
  REQUIRE_THROWS_WITH(load_lots(lots_file("wrong_type.json")),
                      Contains("wrong_type.json': \"Pachinko\": value must be a whole number"));
  REQUIRE_THROWS_WITH(load_lots(lots_file("missing_field.json")),
                      Contains("missing_field.json': lots[0]: name is missing"));
  REQUIRE_THROWS_WITH(load_lots(lots_file("missing_name.json")),
                      Contains("\"Pachinko\": value is missing"));
  REQUIRE_THROWS_WITH(load_lots(lots_file("broken.json")),
                      Contains("broken.json':3: not valid JSON"));
  REQUIRE_THROWS_WITH(load_lots(lots_file("not_a_list.json")), Contains("lots must be a list"));
  REQUIRE_THROWS_WITH(load_lots(lots_file("nosuch.json")), Contains("nosuch.json': cannot read"));
}

TEST_CASE("hostile content files give errors, not crashes", "[core][content]") {
  // rapidjson's recursive parser overflows the stack on deep nesting, and its
  // full-precision number parser reads out of bounds: both must be plain errors.
  REQUIRE_THROWS_AS(load_lots(write_temp("deep.json", std::string(2'000'000, '['))), Error);
  REQUIRE_THROWS_AS(
      load_lots(write_temp("number.json", "{\"title\": 0." + std::string(600, '0') + "1}")), Error);
  REQUIRE_THROWS_WITH(load_lots(write_temp("big.json", std::string(5'000'000, ' '))),
                      Contains("too large"));
  REQUIRE_THROWS_WITH(load_lots(write_temp("array.json", "[1, 2]")), Contains("one JSON object"));
}

TEST_CASE("a content text a terminal would act on is refused, named and escaped",
          "[core][content]") {
  // JSON's own escapes make each of these from plain ASCII: C1 CSI and OSC, an
  // escape sequence, a tab, a direction mark; and a raw byte that is not UTF-8.
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"\\u009b2J", "\\u009b2J"},   {"\\u009d0;x\\u0007", "\\u009d0;x\\x07"},
      {"\\u001b[2J", "\\x1b[2J"},   {"a\\tb", "a\\tb"},
      {"\\u202eUFO", "\\u202eUFO"}, {"caf\xc3", "caf\\xc3"},
  };
  for (const auto& [name, shown] : cases) {
    const auto path = write_temp("words.json", "{\"title\": \"x\", \"lots\": [{\"name\": \"" +
                                                   name + "\", \"value\": 1, \"tags\": []}]}");
    INFO(name);
    REQUIRE_THROWS_WITH(load_lots(path),
                        Contains("words.json': lots[0]: name must be UTF-8 with no control "
                                 "characters, not '" +
                                 shown + "'"));
  }
  const auto tags = write_temp(
      "tags.json",
      "{\"title\": \"x\", \"lots\": [{\"name\": \"UFO\", \"value\": 1, \"tags\": [\"\\u009b\"]}]}");
  REQUIRE_THROWS_WITH(load_lots(tags), Contains("\"UFO\": tags must be UTF-8"));
}

}  // namespace
}  // namespace gavel
