#include "gavel/ai/roster.h"

#include <algorithm>
#include <set>

#include <catch2/catch.hpp>

#include "core/save_support.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "support/shipped_content.h"

namespace gavel {
namespace {

using Catch::Contains;

std::filesystem::path roster_file(const char* name) {
  return std::filesystem::path(GAVEL_TEST_DATA_DIR) / "data" / "ai" / name;
}

TEST_CASE("the game's roster loads and every rival is complete", "[ai][roster]") {
  const Roster roster = load_roster(testing::shipped_content_dir);
  REQUIRE(roster.rivals.size() >= 8);
  std::set<std::string> ids;
  std::set<char> glyphs;
  for (const Rival& rival : roster.rivals) {
    INFO(rival.id);
    ids.insert(rival.id);
    glyphs.insert(rival.glyph);
    REQUIRE(!rival.name.empty());
    REQUIRE(rival.glyph > ' ');
    REQUIRE(rival.glyph <= '~');
    for (const int trait :
         {rival.traits.greed, rival.traits.nerve, rival.traits.bluff, rival.traits.patience,
          rival.traits.grudge, rival.traits.partner_affinity}) {
      REQUIRE(trait >= 0);
      REQUIRE(trait <= max_trait);
    }
    for (int i = 0; i < situation_count; ++i)
      REQUIRE(!rival.lines(static_cast<Situation>(i)).empty());
    REQUIRE(roster.find(rival.id) == &rival);
  }
  REQUIRE(ids.size() == roster.rivals.size());
  REQUIRE(glyphs.size() == roster.rivals.size());
  REQUIRE(roster.find("nobody") == nullptr);
}

TEST_CASE("a roster file reads into rivals", "[ai][roster]") {
  const Roster roster = read_roster(roster_file("good.json"));
  REQUIRE(roster.rivals.size() == 2);
  const Rival& bo = roster.rivals[1];
  REQUIRE(bo.id == "bo");
  REQUIRE(bo.name == "Bo");
  REQUIRE(bo.glyph == 'b');
  REQUIRE(bo.colour == Colour::cyan);
  REQUIRE(bo.traits.greed == 10);
  REQUIRE(bo.traits.nerve == 0);
  REQUIRE(bo.lines(Situation::lowball) == std::vector<std::string>{"A line for lowball."});
  REQUIRE(bo.thinks);
  REQUIRE_FALSE(roster.rivals[0].thinks);  // absent: a rival who does not
}

TEST_CASE("roster errors name the file, the rival and the field", "[ai][roster]") {
  const auto fails = [](const char* file) { return read_roster(roster_file(file)); };
  REQUIRE_THROWS_WITH(fails("duplicate_id.json"),
                      Contains("duplicate_id.json': \"ada\": id is used by an earlier rival"));
  REQUIRE_THROWS_WITH(fails("duplicate_glyph.json"), Contains("\"bo\": glyph is ada's already"));
  REQUIRE_THROWS_WITH(fails("trait_out_of_range.json"), Contains("\"ada\": nerve must be 0..10"));
  REQUIRE_THROWS_WITH(fails("missing_trait.json"), Contains("\"ada\": grudge is missing"));
  REQUIRE_THROWS_WITH(fails("bad_thinks.json"), Contains("\"ada\": thinks must be true or false"));
  REQUIRE_THROWS_WITH(fails("missing_situation.json"),
                      Contains("\"ada\": talk has no lines for 'game_lost'"));
  REQUIRE_THROWS_WITH(fails("unknown_situation.json"),
                      Contains("\"ada\": talk[2]: situation must be one of greeting,") &&
                          Contains("(not 'gloat')"));
  REQUIRE_THROWS_WITH(fails("repeated_situation.json"),
                      Contains("\"ada\": talk[7]: situation 'pass' is given twice"));
  REQUIRE_THROWS_WITH(fails("no_lines.json"),
                      Contains("\"ada\": talk[0]: lines must hold at least one line"));
  REQUIRE_THROWS_WITH(fails("long_line.json"), Contains("\"ada\": talk[1]: lines must be 1..70"));
  REQUIRE_THROWS_WITH(
      fails("unknown_colour.json"),
      Contains("\"ada\": colour must be one of red, green") && Contains("(not 'orange')"));
  REQUIRE_THROWS_WITH(fails("bad_glyph.json"),
                      Contains("\"ada\": glyph must be one printable ASCII character"));
  REQUIRE_THROWS_WITH(fails("reserved_id.json"),
                      Contains("\"random\": id 'random' is the name of a built-in agent"));
  REQUIRE_THROWS_WITH(fails("bad_id.json"), Contains("id may hold only a-z, 0-9 and '-'"));
  REQUIRE_THROWS_WITH(fails("empty.json"), Contains("empty.json': rivals must list at least one"));
  REQUIRE_THROWS_WITH(fails("no_such_file.json"), Contains("no_such_file.json': cannot read"));
}

// A roster of one used to load, and then `play auction-auction` failed at the table.
TEST_CASE("the game's roster must seat the largest table", "[ai][roster][content]") {
  testing::TempDir dir;
  std::filesystem::copy_file(roster_file("good.json"), dir.path() / "rivals.json");
  const std::size_t listed = read_roster(dir.path() / "rivals.json").rivals.size();
  REQUIRE(listed < 11);
  CHECK_THROWS_WITH(load_roster(dir.path()),
                    quote_path((dir.path() / "rivals.json").string()) + ": rivals lists " +
                        std::to_string(listed) +
                        " rivals, and a table of Auction Auction seats 11");
}

TEST_CASE("table talk draws its lines from the cosmetic stream, each once", "[ai][roster]") {
  const Roster roster = load_roster(testing::shipped_content_dir);
  const Rival& rival = roster.rivals.front();
  std::vector<std::string> left = rival.lines(Situation::win_lot);
  TableTalk talk(1234, 2);
  Rng cosmetic(1234, Stream::cosmetic, 2);
  while (!left.empty()) {
    // Each draw is among the lines not said yet, in the rival's order.
    const std::string expected = left[cosmetic.below(left.size())];
    REQUIRE(talk.line(rival, Situation::win_lot) == expected);
    left.erase(std::find(left.begin(), left.end(), expected));
  }
  REQUIRE(talk.line(rival, Situation::win_lot).empty());  // every line is said
  // The same seed says the same things; the talk leaves the game's streams alone.
  TableTalk again(1234, 2);
  TableTalk other(1234, 2);
  for (int i = 0; i < 4; ++i)
    REQUIRE(again.line(rival, Situation::greeting) == other.line(rival, Situation::greeting));
  Rival quiet;
  REQUIRE(talk.line(quiet, Situation::pass).empty());
}

TEST_CASE("table talk never says a line the run has heard", "[ai][roster]") {
  const Roster roster = load_roster(testing::shipped_content_dir);
  const Rival& rival = roster.rivals.front();
  const std::vector<std::string>& lines = rival.lines(Situation::greeting);
  REQUIRE(lines.size() >= 2);
  std::vector<std::string> heard;
  for (std::size_t i = 0; i + 1 < lines.size(); ++i)
    heard.push_back(talk_key(rival, lines[i]));
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    TableTalk talk(seed, 0, heard);
    REQUIRE(talk.line(rival, Situation::greeting) == lines.back());
    REQUIRE(talk.line(rival, Situation::greeting).empty());
  }
  // Another rival's lines are its own.
  TableTalk talk(1, 0, heard);
  REQUIRE_FALSE(talk.line(roster.rivals[1], Situation::greeting).empty());
}

TEST_CASE("a table's rivals are drawn from the roster by the seed", "[ai][roster]") {
  const Roster roster = load_roster(testing::shipped_content_dir);
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    INFO("seed " << seed);
    const std::vector<Rival> table = draw_table(roster, seed, 4);
    REQUIRE(table.size() == 4);
    std::set<std::string> ids;
    for (const Rival& rival : table) {
      REQUIRE(roster.find(rival.id) != nullptr);
      ids.insert(rival.id);
    }
    REQUIRE(ids.size() == 4);  // distinct
    // The same seed seats the same rivals, in the same seats.
    const std::vector<Rival> again = draw_table(roster, seed, 4);
    for (std::size_t i = 0; i < table.size(); ++i)
      REQUIRE(again[i].id == table[i].id);
    // A smaller table of the same seed sits the first rivals of the larger one.
    REQUIRE(draw_table(roster, seed, 2).front().id == table.front().id);
  }
  // Seeds and tables of one seed seat different rivals; every rival gets a seat.
  std::set<std::string> firsts;
  std::set<std::string> seated;
  bool tables_differ = false;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const std::vector<Rival> table = draw_table(roster, seed, 4);
    firsts.insert(table.front().id);
    for (const Rival& rival : table)
      seated.insert(rival.id);
    tables_differ = tables_differ || draw_table(roster, seed, 4, 1).front().id != table.front().id;
  }
  REQUIRE(firsts.size() > 3);
  REQUIRE(seated.size() == roster.rivals.size());
  REQUIRE(tables_differ);
  // The draw comes from the seating stream, not the chance stream that deals cards.
  Rng seating(9, Stream::seating, 0);
  const std::size_t first = seating.below(roster.rivals.size());
  REQUIRE(draw_table(roster, 9, 1).front().id == roster.rivals[first].id);

  REQUIRE(draw_table(roster, 1, 0).empty());
  REQUIRE(draw_table(roster, 1, static_cast<int>(roster.rivals.size())).size() ==
          roster.rivals.size());
  REQUIRE_THROWS_WITH(draw_table(roster, 1, static_cast<int>(roster.rivals.size()) + 1),
                      Contains(quote_path((testing::shipped_content_dir / "rivals.json").string()) +
                               ": a table of ") &&
                          Contains("rivals needs more than the "));
  Roster by_hand;
  REQUIRE_THROWS_WITH(draw_table(by_hand, 1, 1),
                      "a table of 1 rivals needs more than the 0 rivals listed");
}

TEST_CASE("table talk decides when to speak and who, from the cosmetic stream", "[ai][roster]") {
  TableTalk talk(77, 1);
  Rng cosmetic(77, Stream::cosmetic, 1);
  int spoke = 0;
  for (int i = 0; i < 300; ++i) {
    const bool speaks = talk.speaks(3);
    REQUIRE(speaks == (cosmetic.below(3) == 0));
    spoke += speaks ? 1 : 0;
    const std::size_t who = talk.pick(4);
    REQUIRE(who == cosmetic.below(4));
  }
  REQUIRE(spoke > 50);
  REQUIRE(spoke < 150);
  // Certainties draw nothing, so they leave the stream where it was.
  TableTalk sure(77, 1);
  REQUIRE(sure.speaks(1));
  REQUIRE(sure.pick(1) == 0);
  REQUIRE(sure == TableTalk(77, 1));
}

}  // namespace
}  // namespace gavel
