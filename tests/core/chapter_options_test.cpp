// A chapter's declared options: what the command line, Quick play and sim check.

#include <fstream>
#include <sstream>

#include <catch2/catch.hpp>

#include "gavel/core/chapter.h"
#include "gavel/core/error.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/catalog.h"
#include "support/shipped_content.h"
#include "toy/sealed_lots.h"

namespace gavel {
namespace {

using Catch::Contains;

TEST_CASE("declared options and values pass the check", "[core][chapter]") {
  CHECK_NOTHROW(check_options(auction_web::chapter(), {{"draft", "on"}}));
  CHECK_NOTHROW(check_options(auction_web::chapter(), {}));
  CHECK_NOTHROW(check_options(auctionland::chapter(), {{"market-size", "6"}}));
  CHECK_NOTHROW(check_options(auctionland::chapter(), {{"visible-money", "on"}}));
  CHECK_NOTHROW(check_options(toy::sealed_lots(), {{"rounds", "1"}}));
}

TEST_CASE("an unknown option or value is one line naming the chapter's options",
          "[core][chapter]") {
  CHECK_THROWS_WITH(check_options(auction_web::chapter(), {{"draft", "maybe"}}),
                    "Auction Web has no option 'draft = maybe' (its options: draft = off | on; "
                    "cleanup = turn-up-first | draw-first)");
  CHECK_THROWS_WITH(check_options(auction_web::chapter(), {{"ai", "hoarder"}}),
                    Contains("(its options: draft = off | on; cleanup"));
  CHECK_THROWS_WITH(
      check_options(auctionland::chapter(), {{"market-size", "11"}}),
      Contains("(its options: market-size = 6 | 7 | 8 | 9 | 10; visible-money = off | on)"));
  Chapter bare;
  bare.title = "Bare";
  CHECK_THROWS_WITH(check_options(bare, {{"x", "y"}}), "Bare has no options");
}

TEST_CASE("each declared default is one of its values, and the chapter starts with it",
          "[core][chapter]") {
  for (const Chapter& chapter : {auction_web::chapter(), auctionland::chapter()}) {
    for (const ChapterOption& option : chapter.options) {
      INFO(chapter.id << " " << option.name);
      CHECK(std::find(option.values.begin(), option.values.end(), option.default_value) !=
            option.values.end());
      CHECK_FALSE(option.meaning.empty());
      for (const std::string& value : option.values) {
        Setup setup;
        setup.players = chapter.default_players;
        setup.options[option.name] = value;
        CHECK_NOTHROW(chapter.start(setup, testing::shipped_content_dir));
      }
    }
  }
}

TEST_CASE("the man page lists every chapter's options and their values", "[core][chapter]") {
  std::ifstream file(testing::shipped_content_dir / ".." / "man" / "gavel.6");
  std::ostringstream text;
  text << file.rdbuf();
  const std::string man = text.str();
  const auto section = man.find(".SS Chapter options");
  REQUIRE(section != std::string::npos);
  const std::string options = man.substr(section, man.find(".SH", section) - section);
  // The man page escapes hyphens.
  const auto roff = [](std::string word) {
    for (std::size_t at = word.find('-'); at != std::string::npos; at = word.find('-', at + 2))
      word.replace(at, 1, "\\-");
    return word;
  };
  for (const Chapter& chapter : all_chapters()) {
    for (const ChapterOption& option : chapter.options) {
      INFO(chapter.id << " " << option.name);
      CHECK(options.find(".B " + roff(chapter.id)) != std::string::npos);
      CHECK(options.find(".B " + roff(option.name)) != std::string::npos);
      CHECK(options.find(roff(option.values.front())) != std::string::npos);
      CHECK(options.find(roff(option.values.back())) != std::string::npos);
    }
  }
}

}  // namespace
}  // namespace gavel
