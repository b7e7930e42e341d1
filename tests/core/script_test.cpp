#include "gavel/core/script.h"

#include <catch2/catch.hpp>

#include "gavel/ai/random_agent.h"
#include "gavel/core/error.h"
#include "gavel/core/match.h"
#include "toy/sealed_lots.h"

namespace gavel {
namespace {

using Catch::Contains;

const char* header = "chapter: sealed-lots\nplayers: 2\nseed: 3\n";

void play_script_text(const std::string& text) {
  const Script script = read_script(text, "test.txt");
  const auto state = toy::sealed_lots().start(script.setup, {});
  play_script(script, *state);
}

TEST_CASE("a script's header and lines are read", "[core][script]") {
  const Script script = read_script(
      "# a comment\n\nchapter: sealed-lots\nplayers: 3\nseed: 12\noption: rounds = 2\n"
      "chance: secret 1   # fixed\n0: bid 2\nexpect: turn = 1\nreject: 1: bid 9\n",
      "x.txt");
  REQUIRE(script.chapter == "sealed-lots");
  REQUIRE(script.setup.players == 3);
  REQUIRE(script.seed == 12);
  REQUIRE(script.setup.options.at("rounds") == "2");
  REQUIRE(script.lines.size() == 4);
  REQUIRE(script.lines[0].seat == chance_seat);
  REQUIRE(script.lines[0].move == "secret 1");
  REQUIRE(script.lines[1].number == 8);
  REQUIRE(script.lines[2].kind == ScriptLine::Kind::expect);
  REQUIRE(script.lines[2].fact == "turn");
  REQUIRE(script.lines[3].kind == ScriptLine::Kind::reject);
  REQUIRE(script.lines[3].seat == 1);
}

TEST_CASE("a '#' before a digit names a copy, not a comment", "[core][script]") {
  const Script script = read_script(std::string(header) +
                                        "0: keep Pachinko #2   # the second copy\n"
                                        "1: bid 3#note\n"
                                        "0: pass # done #1\n",
                                    "x.txt");
  REQUIRE(script.lines.size() == 3);
  CHECK(script.lines[0].move == "keep Pachinko #2");
  CHECK(script.lines[1].move == "bid 3#note");  // no blank before '#': part of the move
  CHECK(script.lines[2].move == "pass");
}

TEST_CASE("script errors name the file and line", "[core][script]") {
  REQUIRE_THROWS_WITH(read_script("players: 2\nseed: 1\n0: bid 1\n", "a.txt"),
                      Contains("a.txt:3:") && Contains("header needs"));
  REQUIRE_THROWS_WITH(read_script("chapter: x\nplayers: two\n", "b.txt"),
                      Contains("b.txt:2: players must be"));
  REQUIRE_THROWS_WITH(read_script(std::string(header) + "0 bid 1\n", "c.txt"),
                      Contains("c.txt:4: expected"));
  REQUIRE_THROWS_WITH(read_script(std::string(header) + "seven: bid 1\n", "d.txt"),
                      Contains("d.txt:4: 'seven' is not a seat"));
  REQUIRE_THROWS_WITH(read_script(std::string(header) + "0: bid 1\nseed: 4\n", "e.txt"),
                      Contains("e.txt:5: 'seed:' belongs in the header"));
  REQUIRE_THROWS_WITH(read_script("", "f.txt"), Contains("f.txt:0: the header needs"));
}

TEST_CASE("playing a script stops at the first bad line", "[core][script]") {
  const std::string deal =
      std::string(header) + "chance: secret 0\nchance: secret 0\nchance: lot 3\n";
  REQUIRE_NOTHROW(play_script_text(deal + "0: bid 1\n1: bid 2\nexpect: coins.1 = 3\n"));
  REQUIRE_THROWS_WITH(play_script_text(deal + "1: bid 1\n"),
                      Contains("test.txt:7: it is 0's turn, not 1's"));
  REQUIRE_THROWS_WITH(play_script_text(deal + "0: bid 8\n"),
                      Contains("test.txt:7: 'bid 8' is not legal"));
  REQUIRE_THROWS_WITH(play_script_text(deal + "0: offer 8\n"),
                      Contains("test.txt:7: expected 'bid N'"));
  REQUIRE_THROWS_WITH(play_script_text(deal + "expect: coins.0 = 4\n"),
                      Contains("test.txt:7: expected coins.0 = '4', but it is '5'"));
  REQUIRE_THROWS_WITH(play_script_text(deal + "reject: 0: bid 5\n"),
                      Contains("test.txt:7: 'bid 5' should be illegal"));
  REQUIRE_THROWS_WITH(play_script_text(deal + "expect: colour = red\n"),
                      Contains("test.txt:7: no fact named 'colour'"));
}

TEST_CASE("unfixed chance turns follow the seed like a live match", "[core][script]") {
  RandomAgent random;
  const Chapter chapter = toy::sealed_lots();
  Match match(chapter.start(Setup{2, {}}, {}), 3, {&random, &random});
  match.advance();
  // Keep only the seats' moves: the script must deal the same cards by itself.
  std::string text = header;
  const auto replay = chapter.start(Setup{2, {}}, {});
  for (const Turn& turn : match.state().history()) {
    if (turn.seat != chance_seat)
      text += seat_name(turn.seat) + ": " + replay->to_text(turn.move) + "\n";
    replay->apply(turn.move);
  }
  const Script script = read_script(text, "seats-only.txt");
  const auto state = chapter.start(script.setup, {});
  play_script(script, *state);
  REQUIRE(state->same_as(match.state()));
}

TEST_CASE("a written game reads back as the same game", "[core][script]") {
  RandomAgent random;
  const Chapter chapter = toy::sealed_lots();
  Script header_only;
  header_only.chapter = chapter.id;
  header_only.setup = Setup{4, {{"rounds", "4"}}};
  header_only.seed = 77;
  Match match(chapter.start(header_only.setup, {}), 77, {&random, &random, &random, &random});
  match.advance();
  const auto start = chapter.start(header_only.setup, {});
  const std::string text = write_script(header_only, *start, match.state().history());
  const Script script = read_script(text, "written.txt");
  const auto state = chapter.start(script.setup, {});
  play_script(script, *state);
  REQUIRE(state->same_as(match.state()));
}

TEST_CASE("boon lines give seat 0 a perk's gift, and are written back", "[core][script]") {
  const Script script =
      read_script(std::string(header) + "boon: extra-cards = 2\nboon: starts = 1\n", "b.txt");
  REQUIRE(script.setup.boons.extra_cards == 2);
  REQUIRE(script.setup.boons.starts);
  REQUIRE(script.setup.boons.hand_limit == 0);
  const auto state = toy::sealed_lots().start(script.setup, {});
  const std::string written = write_script(script, *state, {});
  REQUIRE_THAT(written, Contains("boon: extra-cards = 2\n") && Contains("boon: starts = 1\n"));
  REQUIRE_THAT(written, !Contains("hand-limit"));
  REQUIRE(read_script(written, "again.txt").setup == script.setup);

  REQUIRE_THROWS_WITH(read_script(std::string(header) + "boon: wishes = 3\n", "c.txt"),
                      Contains("c.txt:4: no boon named 'wishes'"));
  REQUIRE_THROWS_WITH(read_script(std::string(header) + "boon: starts = 2\n", "c.txt"),
                      Contains("c.txt:4:") && Contains("from 0 to 1"));
  REQUIRE_THROWS_WITH(read_script(std::string(header) + "boon: peeks = 4294967297\n", "c.txt"),
                      Contains("from 0 to 9"));
  REQUIRE_THROWS_WITH(read_script(std::string(header) + "boon: peeks\n", "c.txt"),
                      Contains("expected 'boon: name = value'"));
}

}  // namespace
}  // namespace gavel
