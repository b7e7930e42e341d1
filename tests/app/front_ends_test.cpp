// sim, replay and the text front end, mostly over the test-only game Sealed Lots.

#include <algorithm>
#include <sstream>
#include <streambuf>

#include <catch2/catch.hpp>

#include "gavel/ai/agents.h"
#include "gavel/ai/roster.h"
#include "gavel/app/replay.h"
#include "gavel/app/sim.h"
#include "gavel/core/error.h"
#include "gavel/core/match.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/ui/play.h"
#include "support/peak_memory.h"
#include "support/shipped_content.h"
#include "toy/sealed_lots.h"

namespace gavel {
namespace {

using Catch::Contains;
using Catch::EndsWith;
using Catch::StartsWith;

TEST_CASE("sim plays AI games and reports results and speed", "[app][sim]") {
  SimSettings settings;
  settings.games = 200;
  settings.players = 3;
  settings.seed = 5;
  const SimReport report = simulate(toy::sealed_lots(), settings, {});
  REQUIRE(report.games == 200);
  REQUIRE(report.seats.size() == 3);
  int wins = 0;
  for (const auto& seat : report.seats) {
    REQUIRE(seat.agent == "random");
    wins += seat.wins;
  }
  REQUIRE(wins >= 200);  // shared first places count for each winner
  REQUIRE(report.decisions == 200 * 3 * 3);
  REQUIRE(report.decision_p50_us <= report.decision_p99_us);

  const SimReport again = simulate(toy::sealed_lots(), settings, {});
  for (std::size_t seat = 0; seat < 3; ++seat) {
    REQUIRE(again.seats[seat].wins == report.seats[seat].wins);
    REQUIRE(again.seats[seat].score_total == report.seats[seat].score_total);
  }
  const std::string text = format_report(report);
  REQUIRE_THAT(text, Contains("games/s") && Contains("p99") && Contains("random"));
  // Sealed Lots does not say what its points are made of.
  REQUIRE(report.parts.empty());
  REQUIRE_THAT(text, !Contains("by part"));

  settings.agents = {"genius"};
  REQUIRE_THROWS_WITH(simulate(toy::sealed_lots(), settings, {}), Contains("no agent 'genius'"));
  settings.agents = {};
  settings.players = 7;
  REQUIRE_THROWS_WITH(simulate(toy::sealed_lots(), settings, {}), Contains("2 to 4 players"));
}

TEST_CASE("sim splits the winners' points into the chapter's parts", "[app][sim]") {
  SimSettings settings;
  settings.games = 6;
  settings.players = 3;
  settings.agents = {"scripted", "random"};
  const Chapter chapter = auctionland::chapter();
  const SimReport report = simulate(chapter, settings, testing::shipped_content_dir);
  REQUIRE(report.parts == chapter.score_parts);
  REQUIRE(report.parts.size() == 4);
  // The parts add up to the winners' points: the same games, played again here.
  long long parts = 0;
  for (long long points : report.winner_part_points)
    parts += points;
  const auto scripted = make_agent(chapter, "scripted", testing::shipped_content_dir);
  const auto random = make_agent(chapter, "random", testing::shipped_content_dir);
  long long winners = 0;
  for (std::uint64_t game = 0; game < 6; ++game) {
    Match match(chapter.start(Setup{3, {}}, testing::shipped_content_dir), settings.seed + game,
                {scripted.get(), random.get(), random.get()});
    match.advance();
    for (const Standing& standing : match.state().standings())
      winners += standing.place == 1 ? standing.score : 0;
  }
  REQUIRE(parts == winners);
  REQUIRE(parts > 0);
  const std::string text = format_report(report);
  REQUIRE_THAT(text, Contains("winners' points by part: beaches ") && Contains(", icons ") &&
                         Contains("games/s"));

  settings.agents = {"scripted"};
  const SimReport web = simulate(auction_web::chapter(), settings, testing::shipped_content_dir);
  REQUIRE(web.parts.size() == 3);
  REQUIRE_THAT(format_report(web), Contains("by part: printed points "));
}

// /dev/zero as a stream: `size` zero bytes, made as they are read, then the end.
class Zeros : public std::streambuf {
 public:
  static constexpr std::size_t block = 65536;
  explicit Zeros(std::size_t size) : left_(size), zeros_(block, '\0') {}
  std::size_t served() const { return served_; }

 protected:
  int_type underflow() override {
    if (left_ == 0) return traits_type::eof();
    const std::size_t count = std::min(left_, block);
    left_ -= count;
    served_ += count;
    setg(zeros_.data(), zeros_.data(), zeros_.data() + count);
    return traits_type::to_int_type('\0');
  }

 private:
  std::size_t left_;
  std::size_t served_ = 0;
  std::string zeros_;
};

TEST_CASE("replay prints the end of a game or its first illegal line", "[app][replay]") {
  const Script good = read_script(
      "chapter: sealed-lots\nplayers: 2\nseed: 2\noption: rounds = 1\n"
      "chance: secret 1\nchance: secret 1\nchance: lot 5\n0: bid 3\n1: bid 1\n",
      "good.txt");
  std::ostringstream out;
  std::ostringstream errors;
  REQUIRE(replay(toy::sealed_lots(), good, {}, out, errors) == 0);
  REQUIRE_THAT(out.str(), Contains("game over") && Contains("seat 0: place 1, score 8") &&
                              Contains("--- seat 1 sees ---"));
  REQUIRE(errors.str().empty());

  const Script bad =
      read_script("chapter: sealed-lots\nplayers: 2\nseed: 2\n0: bid 3\n1: bid 9\n", "bad.txt");
  std::ostringstream bad_out;
  std::ostringstream bad_errors;
  REQUIRE(replay(toy::sealed_lots(), bad, {}, bad_out, bad_errors) == 1);
  REQUIRE_THAT(bad_errors.str(), StartsWith("gavel: ") &&
                                     Contains("bad.txt:5: 'bid 9' is not legal") &&
                                     EndsWith("\n") && !Contains("to move"));
  const std::string told = bad_errors.str();
  REQUIRE(std::count(told.begin(), told.end(), '\n') == 1);
  REQUIRE_THAT(bad_out.str(), Contains("to move: 1") && !Contains("not legal"));
}

TEST_CASE("the text front end plays a game from typed moves", "[app][text]") {
  std::istringstream in("?\nbid 9\nsell everything\n\nbid 0\nbid 0\nbid 0\n");
  std::ostringstream out;
  REQUIRE(play_text(toy::sealed_lots(), Setup{2, {}}, 3, {}, in, out) == 0);
  const std::string text = out.str();
  REQUIRE_THAT(text, Contains("You are seat 0"));
  REQUIRE_THAT(text, Contains("Your moves, type one as it is written:\n  bid N, N from 0 to "));
  REQUIRE_THAT(text, Contains("'bid 9' is not a move you can make now"));
  REQUIRE_THAT(text, Contains("Type a move; ? lists your moves"));
  REQUIRE_THAT(text, Contains("expected 'bid N'"));
  REQUIRE_THAT(text, Contains("* Your secret bonus is"));
  REQUIRE_THAT(text, Contains("The game is over."));
  // The standings call the player "You", as the log does; a seat without a rival's
  // name keeps its number.
  REQUIRE_THAT(text, Contains("Final standings") && Contains("\n  You: place ") &&
                         Contains("\n  seat 1: place "));

  // Stopped midway, the scores would tell the rival's secret bonus: none are shown.
  std::istringstream quit("q\n");
  std::ostringstream stopped;
  play_text(toy::sealed_lots(), Setup{2, {}}, 3, {}, quit, stopped);
  REQUIRE_THAT(stopped.str(), Contains("Stopped. The standings are shown when a game ends."));
  REQUIRE_THAT(stopped.str(), !Contains("standings:") && !Contains(": place "));
}

TEST_CASE("a line too long to be a move is refused, and one without end ends the input",
          "[app][text]") {
  std::istringstream in(std::string(5000, 'x') + "\nbid 0\nbid 0\nbid 0\n");
  std::ostringstream out;
  REQUIRE(play_text(toy::sealed_lots(), Setup{2, {}}, 3, {}, in, out) == 0);
  REQUIRE_THAT(out.str(), Contains("That line is 5,000 bytes long; an answer is at most 4,096. "
                                   "Type it again.") &&
                              Contains("The game is over.") && !Contains("xxxx"));

  // A 10 MB line with no line break, and /dev/zero (a gibibyte stands for endless):
  // read up to a mebibyte past the longest answer and no further, in one message,
  // the memory flat.
  for (const std::size_t size : {std::size_t{10} << 20, std::size_t{1} << 30}) {
    Zeros zeros(size);
    std::istream endless(&zeros);
    std::ostringstream stopped;
    const std::size_t start = testing::start_peak();
    play_text(toy::sealed_lots(), Setup{2, {}}, 3, {}, endless, stopped);
    REQUIRE(testing::peak_growth(start) < std::size_t{100} << 20);
    REQUIRE_THAT(stopped.str(),
                 Contains("That line runs past 1,052,672 bytes with no end; Gavel reads no more") &&
                     Contains("Stopped."));
    REQUIRE(zeros.served() <= 4096 + (std::size_t{1} << 20) + Zeros::block);
  }
}

TEST_CASE("the text front end names the rivals as the board does", "[app][text]") {
  std::istringstream in("q\n");
  std::ostringstream out;
  REQUIRE(play_text(auction_web::chapter(), Setup{3, {}}, 21, testing::shipped_content_dir, in,
                    out) == 0);
  const std::string text = out.str();
  const std::vector<Rival> rivals = draw_table(load_roster(testing::shipped_content_dir), 21, 2);
  REQUIRE_THAT(text, Contains("your rivals are " + rivals[0].name + " (seat 1) and " +
                              rivals[1].name + " (seat 2)."));
  // The log lines name them too.
  const std::string log = text.substr(text.find("\n* "));
  REQUIRE_THAT(log, Contains(rivals[0].name) || Contains(rivals[1].name));
  REQUIRE_THAT(log, !Contains("Seat 1") && !Contains("Seat 2"));
  // Stopped midway: no standings, which would tell the rivals' hidden cards.
  REQUIRE_THAT(text, Contains("Stopped.") && !Contains(rivals[0].name + ": place "));
}

TEST_CASE("the text front end reads Auction Web's table and moves aloud", "[app][text]") {
  std::istringstream in("?\nq\n");
  std::ostringstream out;
  REQUIRE(play_text(auction_web::chapter(), Setup{4, {}}, 3, testing::shipped_content_dir, in,
                    out) == 0);
  const std::string text = out.str();
  // Each lot on a line of its own: type, points, ability, leader, beaten values.
  REQUIRE_THAT(text, Contains("Properties in the centre:\n  a) "));
  REQUIRE_THAT(text, Contains(" VP. ") && Contains(". Leading: ") && Contains(". Beaten: "));
  REQUIRE_THAT(text, Contains("Your hand, 7 cards: ") || Contains("Your hand, 6 cards: "));
  REQUIRE_THAT(text, !Contains("(key a)") && !Contains("(key e)"));
  // ? lists the moves one per line, bids grouped by property, then passing.
  REQUIRE_THAT(text, Contains("type one as it is written:\nBid on a) "));
  REQUIRE_THAT(text, Contains("\n  bid 1 on b: your 1 (Encryption) ") ||
                         Contains("\n  bid 2 on b: your 2 (Ledger Balance) "));
  REQUIRE_THAT(text, Contains("\nPass for the rest of the round:\n  pass\n"));
  REQUIRE_THAT(text, !Contains("Your moves, type one as it is written:\n  bid N"));
}

TEST_CASE("the text front end asks a lowball in words", "[app][text]") {
  const Chapter chapter = auction_web::chapter();
  auto state = chapter.start(Setup{2, {}}, testing::shipped_content_dir);
  for (const char* move : {"first player 1",
                           "dealt 0a",
                           "dealt 1a",
                           "dealt 2a",
                           "dealt 3a",
                           "dealt 4a",
                           "dealt 5a",
                           "dealt 6a",
                           "dealt 0a",
                           "dealt 1a",
                           "dealt 2a",
                           "dealt 3a",
                           "dealt 4a",
                           "dealt 5a",
                           "dealt 6a",
                           "turn up Pachinko #1",
                           "turn up Litcoin ATM #1",
                           "turn up Near Meat Burger",
                           "turn up Mochi Waterfall",
                           "bid 6 on Pachinko",
                           "bid 2 on a"}) {
    state->apply(state->parse(move));
  }
  ui::BoardSettings settings;
  const std::string table = ui::text_turn(chapter, *state, settings).value();
  REQUIRE_THAT(table, Contains("  a) Pachinko. ") &&
                          Contains("Leading: Seat 1's 6 (LitCoin Cash). Beaten: 2."));
  REQUIRE_THAT(table, Contains("\nLedger Balance: use it?\n"));
  REQUIRE_THAT(table, Contains("was discarded on your turn, so you may use it."));
  const std::string moves = ui::text_moves(chapter, *state, settings).value();
  REQUIRE_THAT(moves, Contains("Decline:\n  decline: Do not use it.\n"));
  REQUIRE_THAT(moves, Contains("Ledger Balance:\n  ledger "));
  REQUIRE_THAT(moves, Contains("\n  ledger 1: Seat 1: 6 cards in hand"));
}

}  // namespace
}  // namespace gavel
