// The Auctionland board's log at 80x24: the islands take only the rows they need so
// far, so early in the game the log has the rest and a rival's whole turn shows in
// full; full islands still take their twelve rows, drawn whole.

#include <sstream>

#include <catch2/catch.hpp>

#include "gavel/ui/theme.h"
#include "gavel/ui/title.h"
#include "ui/auctionland_table.h"

namespace gavel::ui::auctionland_testing {
namespace {

// How many of twenty old log lines the board shows for this view at 80x24, with a
// one-line status.
int log_lines_shown(const al::AuctionlandView& view) {
  std::vector<std::string> log;
  for (int i = 1; i <= 20; ++i)
    log.push_back("Line " + std::to_string(i) + ".");
  const std::vector<LineSource> sources(log.size());
  const std::vector<Sitter> sitters =
      sitters_for(BoardSettings{}, static_cast<int>(view.seats.size()));
  MemoryScreen screen(80, 24);
  const auctionland::Scene table{view, log, sources, sitters, 7, log.size(), nullptr, std::nullopt};
  auctionland::draw_board(screen, unicode_glyphs(), table, auctionland::Focus{}, "Your turn.",
                          {"? help"});
  INFO(screen.all());
  CHECK(cut_text(screen, unicode_glyphs()).empty());
  int shown = 0;
  for (const std::string& line : log)
    shown += screen.contains(line) ? 1 : 0;
  // The newest lines, and nothing folded.
  CHECK(screen.contains("Line 20."));
  CHECK_FALSE(screen.contains("--more--"));
  return shown;
}

al::AuctionlandView seat_view(const Game& game) {
  return dynamic_cast<const al::AuctionlandView&>(*game.state->view(0));
}

// Each seat in turn takes the first tile and builds it at d4, auctions the next, which
// nobody bids on, and builds that at e4: every island one row of two tiles.
void first_round(Game& game, int players) {
  deal(game);
  int tile = 9;
  for (int seat = 0; seat < players; ++seat) {
    if (seat > 0) {
      // Sixteen patterns, a copy of each lettered a, then b.
      for (int k = 0; k < 2; ++k, ++tile) {
        const std::string name =
            tile <= 16 ? std::to_string(tile) + "a" : std::to_string(tile - 16) + "b";
        game.state->apply(game.state->parse("draw " + name));
      }
    }
    game.apply({"take 1", "build at d4", "auction 1"});
    for (int other = 1; other < players; ++other)
      game.apply({"pass"});
    game.apply({"build at e4"});
  }
}

TEST_CASE("early in the game the log has the rows the islands do not need yet",
          "[ui][auctionland][log-rows]") {
  const int players = GENERATE(2, 4, 6);
  INFO(players << " players");
  Game game(players);
  deal(game);
  CHECK(log_lines_shown(seat_view(game)) >= 9);
  game.apply({"take 1", "build at d4"});
  CHECK(log_lines_shown(seat_view(game)) >= 7);

  Game round(players);
  first_round(round, players);
  REQUIRE(seat_view(round).seats[players - 1].island.tiles() == 2);
  CHECK(log_lines_shown(seat_view(round)) >= 7);
}

// At two players everything a rival did between two of the player's choices fits.
// With more, one rival's auction and the next one's turn up to the player's bid make
// ten lines or more, more than the log can hold at 80x24: the digest stays for those.
TEST_CASE("a rival's whole turn early in the game shows in the log in full",
          "[ui][auctionland][log-rows]") {
  Game game(2);
  deal(game);
  // Seat 0 builds 1a at d4, auctions 2a, which seat 1 passes on, and builds it at e4;
  // seat 1 then builds and auctions, and seat 0 is asked to bid.
  game.apply({"take 1", "build at d4", "auction 1", "pass", "build at e4"});
  REQUIRE(game.play(false, false, {}, false) == interrupted_status);
  REQUIRE(game.view().phase == al::Phase::bidding);
  REQUIRE(game.view().seats[1].island.tiles() == 1);
  INFO(game.screen.all() << "\nlog:\n" << game.log());
  CHECK_FALSE(game.screen.contains("--more--"));
  // The log panel's text, its rows joined, holds each line since the player's pass.
  int rule = 0;
  while (rule < 24 && game.screen.row(rule).find(" Log ") == std::string::npos)
    ++rule;
  REQUIRE(rule < 20);
  std::string panel;
  for (int r = rule + 1; r < 24; ++r) {
    const std::string row = game.screen.row(r);
    const std::size_t first = row.find_first_not_of(' ');
    const std::size_t last = row.find_last_not_of(' ');
    if (first != std::string::npos) panel += row.substr(first, last - first + 1) + " ";
  }
  std::vector<std::string> lines;
  std::istringstream text(game.log());
  for (std::string line; std::getline(text, line);)
    lines.push_back(line);
  std::size_t from = lines.size();
  while (from > 0 && lines[from - 1].rfind("You build", 0) != 0)
    --from;
  REQUIRE(from > 0);
  REQUIRE(lines.size() - from >= 4);
  for (std::size_t i = from; i < lines.size(); ++i) {
    INFO("line: " << lines[i]);
    CHECK(panel.find(lines[i]) != std::string::npos);
  }
}

TEST_CASE("full islands take the whole band and are drawn whole", "[ui][auctionland][log-rows]") {
  const int players = GENERATE(4, 6);
  INFO(players << " players");
  Game game(players);
  deal(game);
  game.apply({"take 1", "build at d4"});
  al::AuctionlandView view = seat_view(game);
  const al::Quadrants pppp = view.content->tile(0).quadrants;
  for (std::size_t seat = 0; seat < view.seats.size(); ++seat) {
    al::Layout& island = view.seats[seat].island;
    for (int row = 2; row < 6; ++row)
      for (int column = 2; column < 6; ++column)
        if (!island.has(al::position_at(column, row)))
          island.build(al::position_at(column, row), pppp);
  }
  const std::vector<std::string> log = {"Seat 1 builds 1a at c3."};
  const std::vector<LineSource> sources(1);
  const std::vector<Sitter> sitters = sitters_for(BoardSettings{}, players);
  MemoryScreen screen(80, 24);
  const auctionland::Scene table{view, log, sources, sitters, 7, 0, nullptr, std::nullopt};
  auctionland::draw_board(screen, unicode_glyphs(), table, auctionland::Focus{}, "Your turn.",
                          {"? help"});
  INFO(screen.all());
  CHECK(cut_text(screen, unicode_glyphs()).empty());
  // The player's four rows of tiles, numbered 3 to 6, and the log's rule where it
  // always was; the rivals' islands, packed, end above their points and icons.
  for (int row = 3; row <= 6; ++row)
    CHECK(screen.row(8 + (row - 3) * 2).rfind(std::to_string(row), 0) == 0);
  CHECK(screen.row(18).find(" Log ") != std::string::npos);
  CHECK(screen.contains("Seat 1 builds 1a at c3."));
  CHECK(count_of(screen.row(16), "points") == players - 1);
  CHECK(count_of(screen.row(17), std::string(unicode_glyphs().peace)) == players - 1);
  // Three lines between each rival's four tiles (small or large), right of the
  // player's island.
  int lines = 0;
  for (int c = 21; c < 80; ++c)
    lines += encode_utf8(screen.cell(14, c).ch) == unicode_glyphs().vertical ? 1 : 0;
  CHECK(lines == 3 * (players - 1));
}

}  // namespace
}  // namespace gavel::ui::auctionland_testing
