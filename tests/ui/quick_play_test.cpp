// Quick play with chapters, through the hook the app fills in.

#include <catch2/catch.hpp>

#include "gavel/core/error.h"
#include "gavel/games/catalog.h"
#include "gavel/ui/memory_screen.h"
#include "gavel/ui/play.h"
#include "gavel/ui/title.h"
#include "support/shipped_content.h"

namespace gavel::ui {
namespace {

std::vector<Chapter> two_chapters() {
  Chapter web;
  web.id = "auction-web";
  web.title = "Auction Web";
  web.min_players = 2;
  web.max_players = 5;
  web.rules_summary = "Bid sealed cards.\nMost points wins.";
  web.options = {{"draft", {"off", "on"}, "off", "keep one of two properties dealt"},
                 {"pace", {"slow", "fast"}, "slow", "how fast the rivals bid"}};
  Chapter lots;
  lots.id = "auction-auction";
  lots.title = "Auction Auction";
  lots.min_players = 12;
  lots.max_players = 12;
  return {web, lots};
}

TEST_CASE("Quick play lists chapters with their table sizes", "[ui]") {
  MemoryScreen screen(80, 24);
  TerminalOptions options;
  CHECK(run_quick_play(screen, unicode_glyphs(), options, two_chapters()) == interrupted_status);
  CHECK(screen.contains("Auction Web"));
  CHECK(screen.contains("2-5 players"));
  CHECK(screen.contains("12 players"));
}

TEST_CASE("choosing a chapter calls the play hook with it", "[ui]") {
  MemoryScreen screen(80, 24);
  TerminalOptions options;
  std::string played;
  options.play_chapter = [&](const Chapter& chapter, Screen&) {
    played = chapter.id;
    return 0;
  };
  screen.press(Key::Kind::down);
  screen.press(Key::Kind::enter);
  CHECK(run_quick_play(screen, unicode_glyphs(), options, two_chapters()) == interrupted_status);
  CHECK(played == "auction-auction");

  SECTION("a hook's non-zero status ends Quick play with it") {
    MemoryScreen again(80, 24);
    options.play_chapter = [](const Chapter&, Screen&) { return 7; };
    again.press(Key::Kind::enter);
    again.type("?");  // never read
    CHECK(run_quick_play(again, unicode_glyphs(), options, two_chapters()) == 7);
  }
}

TEST_CASE("a chapter that cannot start shows its error's sentence", "[ui]") {
  MemoryScreen screen(80, 24);
  TerminalOptions options;
  options.play_chapter = [](const Chapter&, Screen&) -> int {
    throw Error("content/auction-web/properties.json: \"UFO\": victory_points must be 0..6");
  };
  screen.press(Key::Kind::enter);
  run_quick_play(screen, unicode_glyphs(), options, two_chapters());
  CHECK(screen.contains("Auction Web could not start."));
  CHECK(screen.contains("victory_points must be 0..6"));
}

TEST_CASE("without a play hook Quick play says so", "[ui]") {
  MemoryScreen screen(80, 24);
  TerminalOptions options;
  screen.press(Key::Kind::enter);
  run_quick_play(screen, unicode_glyphs(), options, two_chapters());
  CHECK(screen.contains("not ready yet"));
  CHECK(screen.contains("gavel play auction-web --text"));
}

TEST_CASE("? in Quick play shows the chapter's rules", "[ui]") {
  MemoryScreen screen(80, 24);
  TerminalOptions options;
  screen.type("?");
  run_quick_play(screen, unicode_glyphs(), options, two_chapters());
  CHECK(screen.contains("Bid sealed cards."));
  CHECK(screen.contains("Most points wins."));
}

TEST_CASE("Esc leaves Quick play", "[ui]") {
  MemoryScreen screen(80, 24);
  TerminalOptions options;
  screen.press(Key::Kind::escape);
  screen.type("?");  // never read
  CHECK(run_quick_play(screen, unicode_glyphs(), options, two_chapters()) == 0);
}

TEST_CASE("Quick play asks for the chapter's options, starting at their defaults", "[ui]") {
  const Chapter web = two_chapters().front();
  MemoryScreen screen(80, 24);
  bool interrupted = false;
  screen.press(Key::Kind::right);  // draft: off -> on
  screen.press(Key::Kind::enter);
  const auto options = ask_options(screen, unicode_glyphs(), web.title, web.options, interrupted);
  REQUIRE(options);
  CHECK_FALSE(interrupted);
  // Only what differs from the default is set.
  CHECK(*options == std::map<std::string, std::string>{{"draft", "on"}});
  CHECK(screen.contains("draft: on"));
  CHECK(screen.contains("keep one of two properties dealt"));
  CHECK(screen.contains("pace: slow"));
  CHECK(screen.contains("how fast the rivals bid"));
}

TEST_CASE("Quick play's options: down picks the next, Esc backs out", "[ui]") {
  const Chapter web = two_chapters().front();
  bool interrupted = false;
  SECTION("the second option") {
    MemoryScreen screen(80, 24);
    screen.press(Key::Kind::down);
    screen.type("+");
    screen.press(Key::Kind::enter);
    const auto options = ask_options(screen, unicode_glyphs(), web.title, web.options, interrupted);
    REQUIRE(options);
    CHECK(*options == std::map<std::string, std::string>{{"pace", "fast"}});
  }
  SECTION("Esc") {
    MemoryScreen screen(80, 24);
    screen.press(Key::Kind::escape);
    CHECK_FALSE(ask_options(screen, unicode_glyphs(), web.title, web.options, interrupted));
    CHECK_FALSE(interrupted);
  }
  SECTION("a chapter without options asks nothing") {
    MemoryScreen screen(80, 24);
    const Chapter lots = two_chapters().back();
    const auto options =
        ask_options(screen, unicode_glyphs(), lots.title, lots.options, interrupted);
    REQUIRE(options);
    CHECK(options->empty());
  }
}

TEST_CASE("Quick play asks whether the rivals search, after the chapter's options", "[ui]") {
  // Every chapter's rivals can: the question is the last option of each, and fits
  // at 80x24 beside the most options a chapter has.
  for (const Chapter& chapter : all_chapters()) {
    for (const bool change : {false, true}) {
      INFO(chapter.id);
      MemoryScreen screen(80, 24);
      if (chapter.min_players != chapter.max_players) screen.press(Key::Kind::enter);
      for (std::size_t i = 0; i < chapter.options.size(); ++i)
        screen.press(Key::Kind::down);
      if (change) screen.press(Key::Kind::right);
      // The keys run out on the options page.
      CHECK(quick_play_on_screen(screen, unicode_glyphs(), chapter, 1,
                                 gavel::testing::shipped_content_dir) == interrupted_status);
      CHECK(screen.contains(change ? "rivals: searching" : "rivals: scripted"));
      CHECK(screen.contains("every rival plays its moves out before making them"));
      CHECK(screen.contains("Enter play"));
    }
  }
}

}  // namespace
}  // namespace gavel::ui
