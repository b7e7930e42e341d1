// The shared log panel at 80x24: when the board comes back to the player, every line
// since their last decision is on the screen or folded into a digest that says how
// many lines it holds and whose they were, without a key press.

#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "gavel/ai/agents.h"
#include "gavel/core/match.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/moves.h"
#include "gavel/ui/auction_web/board.h"
#include "gavel/ui/auctionland/board.h"
#include "gavel/ui/board_kit.h"
#include "gavel/ui/memory_screen.h"
#include "gavel/ui/title.h"
#include "gavel/ui/widgets.h"

namespace gavel::ui {
namespace {

const std::filesystem::path content_dir = GAVEL_SOURCE_CONTENT_DIR;
using PlayBoard = int (*)(Screen&, const Glyphs&, Match&, const BoardSettings&);

// The digest's rows on the screen, joined, or "" when there is none.
std::string digest_on(const MemoryScreen& screen) {
  for (int r = 0; r < screen.height(); ++r) {
    const std::string row = screen.row(r);
    if (row.find("--more--") == std::string::npos) continue;
    std::string text = row;
    if (row.find("L shows all.") == std::string::npos && r + 1 < screen.height())
      text += screen.row(r + 1);
    // One space for each run of blanks: a name may wrap onto the second row.
    std::string joined;
    for (char c : text) {
      if (c != ' ' || (!joined.empty() && joined.back() != ' ')) joined += c;
    }
    return joined;
  }
  return {};
}

// Every line from `from` on is on the screen whole, or is counted in the digest,
// which names each rival whose line it folded (by first name when short of room).
void check_nothing_unseen(const MemoryScreen& screen, const std::vector<std::string>& lines,
                          std::size_t from, const std::vector<Sitter>& sitters) {
  INFO(screen.all());
  const std::string digest = digest_on(screen);
  std::size_t folded = 0;
  for (std::size_t i = from; i < lines.size(); ++i) {
    bool shown = true;
    for (const std::string& piece : wrap_text(lines[i], screen.width() - 4))
      shown = shown && screen.contains(piece);
    if (shown) continue;
    ++folded;
    INFO("folded: " << lines[i]);
    REQUIRE(!digest.empty());
    for (Seat seat = 1; seat < static_cast<Seat>(sitters.size()); ++seat) {
      const std::string name = sitter_name(sitters, seat);
      if (lines[i].rfind(name + " ", 0) == 0 || lines[i].rfind(name + "'s ", 0) == 0)
        CHECK(digest.find(name.substr(0, name.find(' '))) != std::string::npos);
    }
  }
  if (folded == 0) return;
  const std::string count = std::to_string(folded) + (folded == 1 ? " line" : " lines");
  CHECK(digest.find("--more-- " + count + " folded") != std::string::npos);
}

// Seat 0 plays `decisions` moves by `choose` against the seed's rivals; then the board
// takes over with no keys, draws its first frame and is interrupted. Returns the
// board's log as the player reads it and where the new lines start.
struct Frame {
  std::vector<std::string> lines;
  std::size_t new_from = 0;
  std::vector<Sitter> sitters;
  std::size_t new_lines() const { return lines.size() - new_from; }
};

template <class Choose>
Frame board_after(MemoryScreen& screen, const Chapter& chapter, PlayBoard play_board, int players,
                  std::uint64_t seed, int decisions, Choose choose) {
  Seating seating = seat_rivals(chapter, players, seed, content_dir);
  Match match(chapter.start(Setup{players, {}}, content_dir), seed, seating.seats());
  for (int made = 0; made < decisions;) {
    REQUIRE(match.advance() == 0);
    match.play(choose(match.state()));
    ++made;
  }
  REQUIRE(match.advance() == 0);
  BoardSettings settings;
  settings.rivals = std::move(seating.rivals);
  settings.talk = false;  // the talk is checked elsewhere; here only the game's lines
  settings.seed = seed;
  REQUIRE(play_board(screen, unicode_glyphs(), match, settings) == interrupted_status);
  TableLog log(settings, nullptr);
  log.catch_up(match.state());
  return {log.lines(), log.your_last_move(), sitters_for(settings, players)};
}

TEST_CASE("Auction Web at five players: the rivals' bids since your bid are all readable",
          "[ui][auction-web][log]") {
  const std::uint64_t seed = GENERATE(3, 11, 29);
  INFO("seed " << seed);
  MemoryScreen screen(80, 24);
  // Seat 0 bids a card with no lowball to ask about (0, 1 or 6), else passes.
  const auto bid_high = [](const State& state) {
    for (Move move : state.legal_moves()) {
      const std::string text = state.to_text(move);
      for (const char* bid : {"bid 6 ", "bid 0 ", "bid 1 "}) {
        if (text.rfind(bid, 0) == 0) return move;
      }
    }
    return state.parse("pass");
  };
  const Frame frame = board_after(screen, gavel::auction_web::chapter(), auction_web::play_board, 5,
                                  seed, 1, bid_high);
  CHECK(frame.new_lines() >= 4);
  check_nothing_unseen(screen, frame.lines, frame.new_from, frame.sitters);
}

TEST_CASE("Auctionland: a whole round of rivals' auctions since your move is all readable",
          "[ui][auctionland][log]") {
  const std::uint64_t seed = GENERATE(3, 11, 29);
  INFO("seed " << seed);
  MemoryScreen screen(80, 24);
  // Seat 0 passes in every auction and otherwise makes the first legal move: from its
  // own build to its next decision, every rival holds an auction.
  const auto pass_or_first = [](const State& state) {
    const auto legal = state.legal_moves();
    const Move pass = gavel::auctionland::make_move(gavel::auctionland::Kind::pass);
    return std::find(legal.begin(), legal.end(), pass) != legal.end() ? pass : legal.front();
  };
  const Frame frame = board_after(screen, gavel::auctionland::chapter(), auctionland::play_board, 4,
                                  seed, 6, pass_or_first);
  CHECK(frame.new_lines() >= 4);
  check_nothing_unseen(screen, frame.lines, frame.new_from, frame.sitters);
}

TEST_CASE("the log panel folds what does not fit into a digest that counts it", "[ui][log]") {
  MemoryScreen screen(80, 24);
  std::vector<std::string> lines = {"Round 2 begins; you bid first.",
                                    "You bid 3 (Stocks Buyback) on UFO (a)."};
  for (char lot = 'b'; lot <= 'g'; ++lot)
    lines.push_back(std::string("Auntie Mo bids a card on Pachinko (") + lot + ").");
  lines.push_back("Baron Vex now leads on UFO (a); your 3 (Stocks Buyback) is discarded.");
  lines.push_back("Baron Vex passes for the rest of the round.");
  const std::vector<Seat> voices(lines.size(), nobody);
  std::vector<Sitter> sitters = {
      {"You", ' ', Hue::none}, {"Auntie Mo", 'A', Hue::yellow}, {"Baron Vex", 'B', Hue::red}};
  draw_table_log(screen, unicode_glyphs(), TableLogView{lines, voices, sitters, 1}, 10, 11, 4);
  INFO(screen.all());
  // What was done to you and the newest lines stay; your own bid and the older bids
  // fold into the digest, where the first of them was.
  CHECK(screen.row(11).find("--more-- 6 lines folded: You bid; Auntie Mo bids x5. L shows all.") !=
        std::string::npos);
  CHECK(screen.row(12).find("Auntie Mo bids a card on Pachinko (g).") != std::string::npos);
  CHECK(screen.row(13).find("your 3 (Stocks Buyback) is discarded") != std::string::npos);
  CHECK(screen.row(14).find("Baron Vex passes") != std::string::npos);
  check_nothing_unseen(screen, lines, 1, sitters);

  // When everything new fits, nothing is folded and older lines fill the rest.
  MemoryScreen roomy(80, 24);
  draw_table_log(roomy, unicode_glyphs(), TableLogView{lines, voices, sitters, 7}, 10, 11, 4);
  CHECK(digest_on(roomy).empty());
  CHECK(roomy.row(11).find("Auntie Mo bids a card on Pachinko (f).") != std::string::npos);
}

TEST_CASE("the digest keeps will and has with their verb and counts the announcements",
          "[ui][log]") {
  MemoryScreen screen(80, 24);
  const std::vector<std::string> lines = {"Round 2 begins.",
                                          "UFO (a) is up for auction.",
                                          "Pachinko (b) is up for auction.",
                                          "Auntie Mo will bid first.",
                                          "Auntie Mo has bid her last card: the round ends.",
                                          "Auntie Mo bids a card on UFO (a).",
                                          "Auntie Mo bids a card on Pachinko (b).",
                                          "Auntie Mo bids a card on UFO (a).",
                                          "Auntie Mo bids a card on Pachinko (b)."};
  const std::vector<Seat> voices(lines.size(), nobody);
  const std::vector<Sitter> sitters = {{"You", ' ', Hue::none}, {"Auntie Mo", 'A', Hue::yellow}};
  draw_table_log(screen, unicode_glyphs(), TableLogView{lines, voices, sitters, 0}, 10, 11, 3);
  INFO(screen.all());
  const std::string digest = digest_on(screen);
  CHECK(digest.find("Auntie Mo will bid, has bid") != std::string::npos);
  CHECK(digest.find("3 announcements") != std::string::npos);
}

TEST_CASE("a narrow log at a full table counts the seats rather than cut the digest", "[ui][log]") {
  MemoryScreen screen(80, 24);
  std::vector<std::string> lines = {"Round 1 begins."};
  std::vector<Sitter> sitters = {{"You", ' ', Hue::none}};
  for (int seat = 1; seat < 12; ++seat) {
    sitters.push_back({"Rival" + std::to_string(seat) + " Smith", 'R', Hue::none});
    lines.push_back("Rival" + std::to_string(seat) + " Smith takes Rival" +
                    std::to_string(seat % 11 + 1) + " Smith aside.");
  }
  const std::vector<Seat> voices(lines.size(), nobody);
  draw_table_log(screen, unicode_glyphs(), TableLogView{lines, voices, sitters, 0}, 10, 11, 4, 40);
  INFO(screen.all());
  CHECK(digest_on(screen).find("11 lines folded from 10 seats. L shows all.") != std::string::npos);
  for (int r = 11; r < 15; ++r)
    CHECK(screen.row(r).substr(0, 40).find_last_not_of(' ') < 38);
}

TEST_CASE("every board's help page says the log speaks to you and what --more-- means",
          "[ui][log]") {
  MemoryScreen screen(80, 40);
  show_board_help_page(screen, unicode_glyphs(), "Any chapter", {}, "", 0);
  INFO(screen.all());
  CHECK(screen.contains("The log speaks to you"));
  CHECK(screen.contains("--more--"));
  CHECK(screen.contains("L shows them all"));
}

}  // namespace
}  // namespace gavel::ui
