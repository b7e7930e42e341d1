// Each screen of a run on the in-memory screen: the act's introduction, the map in
// Unicode and ASCII, the rooms, the results and the run's end. Every test lets the
// scripted keys run out (an interrupt, after which the run is saved) and reads the
// last frame.

#include <algorithm>

#include <catch2/catch.hpp>

#include "gavel/campaign/ascension.h"
#include "gavel/campaign/autopilot.h"
#include "gavel/campaign/summary.h"
#include "gavel/campaign/table.h"
#include "gavel/games/catalog.h"
#include "gavel/ui/table.h"
#include "ui/campaign_desk.h"

namespace gavel::ui::testing {
namespace {

std::string rival_name(const std::string& id) {
  return campaign_content().roster.find(id)->name;
}

TEST_CASE("the act's introduction shows the table, the stakes and the perks", "[ui][campaign]") {
  RunDesk desk;
  cp::Run run = cp::start_run(campaign_content(), 7, 0);
  run.grudges[run.table.rivals[1]] = 2;
  run.perks = {"garnet-eye", "deep-pockets"};
  REQUIRE(desk.play(run) == interrupted_status);
  INFO(desk.screen.all());
  CHECK(desk.screen.contains("Act 1 of " + std::to_string(all_chapters().size())));
  CHECK(desk.screen.contains("Auction Web"));
  CHECK(desk.screen.contains("Three rounds of sealed bidding"));
  CHECK(desk.screen.contains("Seed 7"));
  for (const std::string& id : run.table.rivals) {
    const Rival& rival = *campaign_content().roster.find(id);
    const std::string row = desk.row_with(rival.name);
    CHECK_THAT(row, Catch::Contains("skill"));
    // The glyph in its colour, two columns before the name.
    int r = 0;
    int c = 0;
    REQUIRE(desk.screen.find(rival.name, r, c));
    CHECK(desk.screen.cell(r, c - 2).ch == static_cast<char32_t>(rival.glyph));
    CHECK(desk.screen.cell(r, c - 2).style.hue == hue_of(rival.colour));
  }
  CHECK_THAT(desk.row_with(rival_name(run.table.rivals[1])), Catch::Contains("grudge 2"));
  CHECK_THAT(desk.row_with(rival_name(run.table.rivals[0])), !Catch::Contains("grudge"));
  CHECK(desk.screen.contains("1st place: +3 garnets and a token of life"));
  CHECK(desk.screen.contains("2nd place: +1 garnet."));
  CHECK(desk.screen.contains("Last place: -1 token of life."));
  CHECK(desk.screen.contains("Perks here: Garnet Eye (every table)"));
  CHECK(desk.screen.contains("2 tokens of life (with none left the run is lost) and 3 garnets"));
  CHECK(desk.screen.contains("Your perks add +1 garnet for places 1 to 2."));
  CHECK(desk.screen.contains("Not at this table: Deep Pockets (Auctionland at act 2)"));
  CHECK(desk.screen.contains("A new run, seed 7. Enter: into the district."));
  CHECK(desk.saved() == run);
}

TEST_CASE("the introduction shows the ascension in force and the last act's stakes",
          "[ui][campaign]") {
  RunDesk desk;
  cp::Run run = cp::start_run(campaign_content(), 7, 5);
  REQUIRE(desk.play(run) == interrupted_status);
  CHECK(desk.screen.contains("Ascension 5"));
  CHECK(desk.screen.contains("Greedier rivals, Dearer perks, Thin luck, Long memories and Hard"));
  CHECK(desk.screen.contains("2nd place: nothing"));

  RunDesk last;
  cp::Run final_act = cp::start_run(campaign_content(), 7, 0);
  final_act.act = static_cast<int>(final_act.chapters.size()) - 1;
  REQUIRE(final_act.last_act());
  final_act.table.chapter = final_act.chapter();
  cp::draw_rivals(final_act, campaign_content());
  REQUIRE(last.play(final_act) == interrupted_status);
  INFO(last.screen.all());
  // The status bar names the act when the page is too full for the line of acts.
  const std::string acts = std::to_string(all_chapters().size());
  CHECK((last.screen.contains("Act " + acts + " of " + acts) ||
         last.screen.row(0).find("Act " + acts + "/" + acts) != std::string::npos));
  // The last act, Cosmic Encounter: only 1st place, or a share of it, wins the run.
  CHECK(last.screen.contains("Only 1st place, alone or shared, wins the run"));
  CHECK(last.screen.contains("the house deals again"));
}

TEST_CASE("the next act's introduction seats the rivals who hold a grudge and says what it does",
          "[ui][campaign]") {
  cp::Run run = cp::start_run(campaign_content(), 7, 0);
  const std::vector<std::string> first_table = run.table.rivals;
  run.stage = cp::Stage::table;
  // You finish 2nd: the 3rd and the 4th now hold a grudge.
  cp::finish_table(run, campaign_content(), {{2, 30}, {1, 40}, {3, 20}, {4, 10}});
  cp::move_on(run, campaign_content());
  RunDesk desk;
  REQUIRE(desk.play(run) == interrupted_status);
  INFO(desk.screen.all());
  CHECK(desk.screen.contains("Act 2 of"));
  for (const std::string& id : {first_table[1], first_table[2]})
    CHECK_THAT(desk.row_with(rival_name(id)), Catch::Contains("grudge 1"));
  // The third seat is a face not met at the first table, and says so.
  for (const std::string& id : run.table.rivals) {
    if (std::find(first_table.begin(), first_table.end(), id) == first_table.end())
      CHECK_THAT(desk.row_with(rival_name(id)), Catch::Contains("new"));
  }
  CHECK(desk.screen.contains(
      "Rivals you beat hold a grudge: two at most return, sharper and greedier."));
}

TEST_CASE("Enter at the introduction walks into the district and saves", "[ui][campaign]") {
  RunDesk desk;
  cp::Run run = cp::start_run(campaign_content(), 7, 0);
  desk.screen.press(Key::Kind::enter);
  REQUIRE(desk.play(run) == interrupted_status);
  CHECK(run.stage == cp::Stage::walking);
  CHECK(desk.saved() == run);
  CHECK(desk.screen.contains("Entrance"));
}

// The map's cells: where the player's '@' is, how many corridor cells there are and
// how they look.
struct MapCells {
  int at_row = -1;
  int at_col = -1;
  int corridors = 0;
  int bright_corridors = 0;  // the ways on
  int chosen_corridors = 0;  // the way chosen, in reverse video
  int dim_corridors = 0;
};

MapCells map_cells(const MemoryScreen& screen) {
  MapCells cells;
  for (int r = 1; r < screen.height() - 8; ++r) {
    for (int c = 0; c < screen.width(); ++c) {
      const MemoryScreen::Cell& cell = screen.cell(r, c);
      if (cell.ch == U'@') {
        cells.at_row = r;
        cells.at_col = c;
      }
      if (cell.ch != U'#') continue;
      ++cells.corridors;
      if (cell.style.tone == Tone::accent) ++cells.bright_corridors;
      if (cell.style.reverse) ++cells.chosen_corridors;
      if (cell.style.tone == Tone::dim) ++cells.dim_corridors;
    }
  }
  return cells;
}

TEST_CASE("the map draws rooms, corridors, the player and the ways on", "[ui][campaign]") {
  RunDesk desk;
  cp::Run run = run_on_map(11);
  REQUIRE(desk.play(run) == interrupted_status);
  INFO(desk.screen.all());
  const MapCells cells = map_cells(desk.screen);
  REQUIRE(cells.at_row > 0);
  // The '@' stands in a room's box.
  CHECK(desk.screen.cell(cells.at_row, cells.at_col - 2).ch == U'\u2502');
  CHECK(desk.screen.cell(cells.at_row - 1, cells.at_col).ch == U'\u2500');
  CHECK(desk.screen.contains("\u250C\u2500\u2500\u2500\u2510"));
  CHECK(desk.screen.contains("\u03A0"));  // the auction house
  CHECK(desk.screen.contains("Auction"));
  CHECK(cells.corridors > 20);
  CHECK(cells.bright_corridors > 0);
  CHECK(cells.chosen_corridors > 0);
  CHECK(cells.chosen_corridors < cells.bright_corridors);
  const std::vector<int> ways = cp::ways_on(run);
  CHECK(desk.screen.contains(std::to_string(ways.size()) + " ways on") == (ways.size() > 1));
  // The chosen room's label is in reverse video, and the panel names it.
  bool reversed_label = false;
  for (int c = 0; c < 80; ++c) {
    for (int r = 2; r < 16; ++r)
      reversed_label |= desk.screen.cell(r, c).style.reverse && desk.screen.cell(r, c).ch != U'#';
  }
  CHECK(reversed_label);
  CHECK(desk.screen.contains("more to the Auction House"));
  CHECK(desk.screen.contains("From there:"));
  CHECK(desk.screen.contains("Tokens \u25CF\u25CF\u25CB"));
  CHECK(desk.screen.contains("Garnets 3"));
  CHECK(desk.screen.contains("Seed 11"));
}

TEST_CASE("the ASCII map draws only ASCII", "[ui][campaign]") {
  RunDesk desk;
  cp::Run run = run_on_map(11);
  REQUIRE(desk.play(run, true) == interrupted_status);
  INFO(desk.screen.all());
  CHECK(ascii_text(desk.screen.all()));
  CHECK(desk.screen.contains("+---+"));
  CHECK(desk.screen.contains("| @ |"));
  CHECK(desk.screen.contains("| H |"));
  CHECK(desk.screen.contains("Tokens oo."));
  CHECK(map_cells(desk.screen).corridors > 20);
}

TEST_CASE("the map's keys choose a way, walk it and refuse the way back", "[ui][campaign]") {
  cp::Run start = run_on_map(11);
  const std::vector<int> ways = cp::ways_on(start);
  REQUIRE(ways.size() > 1);
  SECTION("down, then Enter walks to another way than Enter alone") {
    RunDesk plain_desk;
    cp::Run straight = start;
    plain_desk.screen.press(Key::Kind::enter);
    plain_desk.play(straight);
    RunDesk turned_desk;
    cp::Run turned = start;
    turned_desk.screen.type("j");
    turned_desk.screen.press(Key::Kind::enter);
    turned_desk.play(turned);
    CHECK(straight.room != turned.room);
    CHECK(std::count(ways.begin(), ways.end(), turned.room) == 1);
    CHECK(turned_desk.saved() == turned);
  }
  SECTION("after a walk the corridor behind is dim and the room visited") {
    RunDesk before;
    cp::Run run = start;
    before.play(run);
    CHECK(map_cells(before.screen).dim_corridors == 0);
    walk_into(run, cp::RoomKind::quiet_room);
    cp::leave_room(run);
    RunDesk after;
    after.play(run);
    CHECK(map_cells(after.screen).dim_corridors > 0);
    CHECK(run.district.rooms[static_cast<std::size_t>(run.room)].visited);
  }
  SECTION("h says the way back is closed; a stray key says so") {
    RunDesk desk;
    cp::Run run = start;
    desk.screen.type("h");
    desk.play(run);
    CHECK(desk.screen.contains("The way back is closed"));
    CHECK(run.room == start.room);
    RunDesk stray;
    stray.screen.type("z");
    stray.play(run);
    CHECK(stray.screen.contains("That key does nothing on the map"));
  }
  SECTION("i shows the act's table again") {
    RunDesk desk;
    cp::Run run = start;
    desk.screen.type("i");
    desk.play(run);
    CHECK(desk.screen.contains("The stakes"));
    CHECK(desk.screen.contains("any key: back"));
  }
}

TEST_CASE("a bigger terminal spreads the map out", "[ui][campaign]") {
  RunDesk desk;
  desk.screen.resize(120, 40);
  cp::Run run = run_on_map(11);
  desk.play(run);
  const MapCells big = map_cells(desk.screen);
  RunDesk small;
  small.play(run);
  CHECK(big.corridors > map_cells(small.screen).corridors);
}

}  // namespace
}  // namespace gavel::ui::testing

namespace gavel::ui::testing {
namespace {

TEST_CASE("a five-deep district of seven columns fits 80x24", "[ui][campaign]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    cp::Run run = run_on_map(seed);
    Rng rng(seed, Stream::campaign);
    run.district = cp::make_district(rng, 5);
    run.room = run.district.entrance();
    run.district.rooms.front().visited = true;
    REQUIRE(run.district.columns == 7);
    RunDesk desk;
    desk.play(run);
    INFO(desk.screen.all());
    // Every room's box is drawn whole, and nothing else wears a corner.
    int corners = 0;
    for (int r = 0; r < 24; ++r) {
      for (int c = 0; c < 80; ++c)
        corners += desk.screen.cell(r, c).ch == U'\u250C';
    }
    CHECK(corners == static_cast<int>(run.district.rooms.size()));
    CHECK(desk.screen.contains("Entrance"));
    CHECK(desk.screen.contains("Auction"));
    CHECK(map_cells(desk.screen).at_row > 0);
  }
}

}  // namespace
}  // namespace gavel::ui::testing

namespace gavel::ui::testing {
namespace {

TEST_CASE("the status line shows act, tokens, garnets, ascension and seed within the width",
          "[ui][campaign]") {
  RunDesk desk;
  cp::Run run = run_on_map(11);
  desk.play(run);
  CHECK_THAT(desk.screen.row(0), Catch::Contains("Ascension 0"));
  // The longest seed the command line takes still shows whole, in shorter words.
  RunDesk long_seed;
  cp::Run big = run_on_map(std::uint64_t{1} << 62, 6);
  long_seed.play(big);
  const std::string row = long_seed.screen.row(0);
  CHECK_THAT(row,
             Catch::Contains("Act 1/" + std::to_string(all_chapters().size()) + " Auction Web"));
  CHECK_THAT(row, Catch::Contains("3 garnets"));
  CHECK_THAT(row, Catch::Contains("asc 6"));
  CHECK_THAT(row, Catch::Contains("seed 4611686018427387904"));
}

}  // namespace
}  // namespace gavel::ui::testing
