// The title menu on the in-memory screen: each test scripts keys, lets the script
// run out (which reads as an interrupt) and looks at the last frame drawn.

#include "gavel/ui/title.h"

#include <catch2/catch.hpp>

#include "gavel/games/catalog.h"
#include "gavel/ui/memory_screen.h"
#include "support/shipped_content.h"
#include "ui/save_dir.h"

namespace gavel::ui {
namespace {

struct Table {
  testing::SaveDir saves;
  MemoryScreen screen{80, 24};
  TerminalOptions options;
  Table() {
    options.save_dir = saves.path();
    options.content_dir = gavel::testing::shipped_content_dir;
    options.fresh_seed = [] { return std::uint64_t{99}; };
    options.utc_today = [] {
      return std::chrono::year_month_day{std::chrono::year{2026} / 11 / 28};
    };
  }
  int run(bool ascii = false) { return run_title_menu(screen, glyphs_for(ascii), options); }
  const MemoryScreen::Cell& cell_of(std::string_view text) const {
    int r = 0;
    int c = 0;
    REQUIRE(screen.find(text, r, c));
    return screen.cell(r, c);
  }
  bool is_selected(std::string_view item) const { return cell_of(item).style.reverse; }
};

const char* const items[] = {
    "Continue", "New run", "Daily run, 2026-11-28", "Quick play", "Hall of fame", "Help", "Quit"};

TEST_CASE("the title menu shows the banner, the tagline and all seven items", "[ui]") {
  Table table;
  CHECK(table.run() == interrupted_status);
  CHECK(table.screen.contains("GAVEL"));
  CHECK(table.screen.contains("one gavel"));
  for (const char* item : items) {
    INFO(item);
    CHECK(table.screen.contains(item));
  }
  CHECK(table.screen.contains("? help"));
}

TEST_CASE("Continue is disabled without a saved run", "[ui]") {
  Table table;
  table.run();
  CHECK(table.cell_of("Continue").style.tone == Tone::dim);
  CHECK(table.screen.contains("(no saved run)"));
  CHECK_FALSE(table.is_selected("Continue"));
  CHECK(table.is_selected("New run"));
  // Its hotkey does nothing either.
  Table again;
  again.screen.type("c");
  again.run();
  CHECK(again.is_selected("New run"));
  CHECK_FALSE(again.screen.contains("campaign is still being built"));
}

TEST_CASE("Continue is enabled and first when run.sav exists", "[ui]") {
  Table table;
  table.saves.write("run.sav", "saved");
  table.run();
  CHECK(table.cell_of("Continue").style.tone != Tone::dim);
  CHECK_FALSE(table.screen.contains("(no saved run)"));
  CHECK(table.is_selected("Continue"));
}

TEST_CASE("the cursor skips a disabled item and wraps around", "[ui]") {
  SECTION("up from New run goes round to Quit") {
    Table table;
    table.screen.press(Key::Kind::up);
    table.run();
    CHECK(table.is_selected("Quit"));
  }
  SECTION("down from Quit comes round to New run, not Continue") {
    Table table;
    table.screen.type("k");
    table.screen.press(Key::Kind::down);
    table.run();
    CHECK(table.is_selected("New run"));
  }
  SECTION("j and the down arrow both move") {
    Table table;
    table.screen.type("j");
    table.screen.press(Key::Kind::down);
    table.run();
    CHECK(table.is_selected("Quick play"));
  }
  SECTION("with a save, up from Continue goes to Quit") {
    Table table;
    table.saves.write("run.sav", "saved");
    table.screen.press(Key::Kind::up);
    table.run();
    CHECK(table.is_selected("Quit"));
  }
}

TEST_CASE("? shows help and Esc comes back to the menu", "[ui]") {
  Table table;
  table.screen.type("?");
  table.run();
  CHECK(table.screen.contains("Help"));
  CHECK(table.screen.contains("save and quit"));
  CHECK_FALSE(table.screen.contains("Hall of fame"));

  Table back;
  back.screen.type("?");
  back.screen.press(Key::Kind::escape);
  CHECK(back.run() == interrupted_status);
  CHECK(back.screen.contains("Hall of fame"));
  CHECK(back.is_selected("Help"));  // a hotkey moves the cursor to its item
}

TEST_CASE("Enter on Help shows the same page", "[ui]") {
  Table table;
  table.screen.type("jjjj");
  table.screen.press(Key::Kind::enter);
  table.run();
  CHECK(table.screen.contains("save and quit"));
}

TEST_CASE("a small terminal gets the size message until it grows back", "[ui]") {
  Table table;
  table.screen.resize(60, 20);
  table.run();
  CHECK(table.screen.contains("Make the terminal at least 80\u00D724 (it is now 60\u00D720)."));
  CHECK_FALSE(table.screen.contains("Quick play"));

  Table grown;
  grown.screen.resize(79, 30);
  grown.screen.type("j");  // ignored while too small: the player cannot see the menu
  grown.screen.resize(80, 24);
  grown.run();
  CHECK_FALSE(grown.screen.contains("Make the terminal"));
  CHECK(grown.screen.contains("Quick play"));
  CHECK(grown.is_selected("New run"));
}

TEST_CASE("the size message fits a very narrow terminal", "[ui]") {
  Table table;
  table.screen.resize(20, 10);
  table.run(true);
  CHECK(table.screen.contains("Make the"));
  CHECK(table.screen.contains("80x24"));
  CHECK(table.screen.contains("20x10)."));
}

TEST_CASE("a bigger terminal centres the menu", "[ui]") {
  Table table;
  table.screen.resize(120, 40);
  table.run();
  int r = 0;
  int c = 0;
  REQUIRE(table.screen.find("GAVEL", r, c));
  CHECK(c == (120 - 5) / 2);
  CHECK(r > 10);
}

TEST_CASE("Esc asks before quitting; y quits, anything else goes back", "[ui]") {
  Table table;
  table.screen.press(Key::Kind::escape);
  table.run();
  CHECK(table.screen.contains("Quit Gavel? (y/n)"));

  Table yes;
  yes.screen.press(Key::Kind::escape);
  yes.screen.type("y");
  CHECK(yes.run() == 0);

  Table no;
  no.screen.press(Key::Kind::escape);
  no.screen.type("n");
  CHECK(no.run() == interrupted_status);
  CHECK_FALSE(no.screen.contains("Quit Gavel?"));
  CHECK(no.screen.contains("Quick play"));
}

TEST_CASE("q and the Quit item quit at once", "[ui]") {
  Table by_key;
  by_key.screen.type("q");
  by_key.screen.type("?");  // never read
  CHECK(by_key.run() == 0);
  CHECK(by_key.screen.keys_left() == 1);

  Table by_item;
  by_item.screen.press(Key::Kind::end);
  by_item.screen.press(Key::Kind::enter);
  CHECK(by_item.run() == 0);

  Table while_small;
  while_small.screen.resize(40, 10);
  while_small.screen.type("q");
  CHECK(while_small.run() == 0);
}

TEST_CASE("New run starts a run with a fresh seed, shown at once", "[ui]") {
  Table table;
  table.screen.type("n");
  table.run();
  CHECK(table.screen.contains("Act 1 of " + std::to_string(all_chapters().size())));
  CHECK(table.screen.contains("Seed 99"));
  // The keys ran out: the run was saved, and the title offers to continue it.
  CHECK(save_exists(table.saves.path()));
}

TEST_CASE("Daily run sits beside New run, named with the day (UTC), d its key", "[ui][daily]") {
  Table table;
  table.screen.type("j");
  table.run();
  int r = 0;
  int c = 0;
  REQUIRE(table.screen.find("Daily run, 2026-11-28", r, c));
  int new_run_row = 0;
  REQUIRE(table.screen.find("New run", new_run_row, c));
  CHECK(r == new_run_row + 1);
  CHECK(table.is_selected("Daily run, 2026-11-28"));
  // Its hotkey at the right, in the column of every item's (both rows unselected, so
  // neither holds the pointer's glyph).
  Table saved;
  saved.saves.write("run.sav", "saved");
  saved.run();
  REQUIRE(saved.screen.find("Daily run, 2026-11-28", r, c));
  REQUIRE(saved.screen.find("New run", new_run_row, c));
  const std::string new_run = saved.screen.row(new_run_row);
  REQUIRE(new_run.find(" n ") != std::string::npos);
  CHECK(saved.screen.row(r).find(" d ") == new_run.find(" n "));
}

TEST_CASE("Daily run starts the day's run, its seed the date", "[ui][daily]") {
  Table table;
  table.screen.type("d");
  table.run();
  CHECK(table.screen.contains("Act 1 of " + std::to_string(all_chapters().size())));
  CHECK(table.screen.contains("Seed 20261128"));
  CHECK(save_exists(table.saves.path()));
}

TEST_CASE("the cursor is on Continue when a new run comes back saved", "[ui]") {
  Table table;
  table.screen.type("nqy");
  table.run();
  CHECK(table.is_selected("Continue"));
}

TEST_CASE("Continue is offered while only the backup of a save is there", "[ui]") {
  Table table;
  table.saves.write("run.sav.bak", "saved");
  table.run();
  CHECK(table.is_selected("Continue"));
}

TEST_CASE("the campaign's content that cannot be read is said on a page", "[ui]") {
  Table table;
  table.options.content_dir = table.saves.path() / "no-such-folder";
  table.screen.type("n");
  table.run();
  CHECK(table.screen.contains("The campaign's content cannot be read"));
}

TEST_CASE("Quick play without built chapters lists the campaign's acts", "[ui]") {
  Table table;
  CHECK(run_quick_play(table.screen, glyphs_for(false), table.options, {}) == interrupted_status);
  CHECK(table.screen.contains("No chapter is playable yet."));
  CHECK(table.screen.contains("Auction Web (auction-web)"));
  // Every chapter of the campaign is an act today, Cosmic Encounter the fifth.
  int r = 0;
  int c = 0;
  REQUIRE(table.screen.find("Cosmic Encounter: Lucre (cosmic-lucre)", r, c));
  CHECK_THAT(table.screen.row(r), Catch::Contains("ready"));
  CHECK_FALSE(table.screen.contains("coming"));
}

TEST_CASE("Quick play from the title lists the built chapters", "[ui]") {
  Table table;
  table.screen.type("p");
  table.run();
  CHECK(table.screen.contains("Auction Web"));
  CHECK_FALSE(table.screen.contains("No chapter is playable yet."));
}

// A help page wraps its paragraphs to at most 76 columns; an indented row of a key
// table that is longer would be run together into a paragraph.
TEST_CASE("the help page's indented rows fit its widest column", "[ui]") {
  for (const bool ascii : {false, true}) {
    for (const std::string& paragraph : help_text(glyphs_for(ascii))) {
      if (paragraph.rfind("  ", 0) != 0) continue;
      INFO(paragraph);
      CHECK(text_width(paragraph) <= 76);
    }
  }
}

TEST_CASE("every title page draws only ASCII with the ASCII glyphs", "[ui]") {
  for (const char* keys : {"", "?", "n", "d", "p", "f"}) {
    Table table;
    table.screen.type(keys);
    table.run(true);
    INFO("keys: " << keys);
    const std::string all = table.screen.all();
    CHECK(std::all_of(all.begin(), all.end(),
                      [](char ch) { return static_cast<unsigned char>(ch) < 0x80; }));
  }
}

}  // namespace
}  // namespace gavel::ui
