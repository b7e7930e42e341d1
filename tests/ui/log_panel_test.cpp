// The shared log panel at 80x24: when the board comes back to the player, every line
// since their last decision is on the screen, or told in the recap: what was done to
// them, a whole sentence per rival who acted, then the rest, and what is left for L
// counted, without a key press.

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
#include "ui/board_game.h"
#include "ui/frame_check.h"

namespace gavel::ui::testing {
namespace {

// Every entry the recap must show is on the screen (frame_check.h).
void check_recap_told(const MemoryScreen& screen, const TableLogView& log) {
  INFO(screen.all());
  CHECK(recap_faults(screen, log) == std::vector<std::string>{});
}

// Seat 0 plays `decisions` moves by `choose` against the seed's rivals; then the board
// takes over with no keys, draws its first frame and is interrupted. Returns the
// board's log as the player reads it and where the new lines start.
struct Frame {
  std::vector<std::string> lines;
  std::vector<LineSource> sources;
  std::size_t new_from = 0;
  std::vector<Sitter> sitters;
  std::size_t new_lines() const { return lines.size() - new_from; }
  TableLogView view() const { return {lines, sources, sitters, new_from, 0}; }
};

template <class Choose>
Frame board_after(MemoryScreen& screen, const Chapter& chapter, PlayBoard play_board, int players,
                  std::uint64_t seed, int decisions, Choose choose) {
  Seating seating = seat_rivals(chapter, players, seed, shipped_content_dir);
  Match match(chapter.start(Setup{players, {}}, shipped_content_dir), seed, seating.seats());
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
  return {log.lines(), log.sources(), log.your_last_move(), sitters_for(settings, players)};
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
  check_recap_told(screen, frame.view());
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
  check_recap_told(screen, frame.view());
}

LineSource by(Seat actor, Seat target = nobody, std::string topic = {}) {
  return {actor, target, nobody, std::move(topic)};
}

TEST_CASE("the recap tells what was done to you, then a sentence per rival, then the rest",
          "[ui][log]") {
  const std::vector<std::string> lines = {
      "You bid 3 (Stocks Buyback) on UFO (a).",
      "Round 2 goes on.",
      "Auntie Mo bids a card on Pachinko (b).",
      "Auntie Mo now leads on UFO (a); your 3 (Stocks Buyback) is discarded.",
      "Baron Vex bids a card on UFO (a).",
      "The gavel passes to Baron Vex.",
      "Baron Vex now leads on UFO (a); Auntie Mo's 4 is discarded.",
      "Auntie Mo bids $1.",
      "Auntie Mo bids $4.",
      "Auntie Mo bids $6.",
      "Auntie Mo's 2 does not beat the card on Pachinko (b) and is discarded.",
      "Auntie Mo passes.",
      "Auntie Mo passes.",
      "Baron Vex: \"Mine, I think.\"",
      "You pass."};
  const std::vector<LineSource> sources = {by(0),
                                           by(nobody),
                                           by(1),
                                           by(1, 0, "lead on UFO (a)"),
                                           by(2),
                                           by(2),
                                           by(2, nobody, "lead on UFO (a)"),
                                           by(1),
                                           by(1),
                                           by(1),
                                           by(1),
                                           by(1),
                                           by(1),
                                           {nobody, nobody, 2, {}},
                                           by(0)};
  const std::vector<Sitter> sitters = {
      {"You", ' ', Hue::none}, {"Auntie Mo", 'A', Hue::yellow}, {"Baron Vex", 'B', Hue::red}};
  const std::vector<RecapEntry> told = recap({lines, sources, sitters, 1, 0});
  std::vector<std::string> texts;
  for (const RecapEntry& entry : told)
    texts.push_back(entry.text);
  // Done to you first; Auntie Mo's lead, since taken, is not told as hers; the
  // same verb is said once, the same words once with how often; her possessive line
  // keeps her first name; Baron Vex's lines are one sentence but for the table's own
  // line about him, which starts a sentence of its own; then the news, the talk and
  // your own move as they came.
  CHECK(texts == std::vector<std::string>{
                     "Auntie Mo now leads on UFO (a); your 3 (Stocks Buyback) is discarded.",
                     "Auntie Mo bids a card on Pachinko (b); bids $1, $4 and $6; Auntie's 2 does "
                     "not beat the card on Pachinko (b) and is discarded; Auntie passes (twice).",
                     "Baron Vex bids a card on UFO (a). The gavel passes to Baron Vex; Baron "
                     "now leads on UFO (a); Auntie Mo's 4 is discarded.",
                     "Round 2 goes on.", "Baron Vex: \"Mine, I think.\"", "You pass."});
  CHECK(told[0].kind == RecapEntry::Kind::to_you);
  CHECK(told[1].kind == RecapEntry::Kind::rival);
  CHECK(told[1].told == std::vector<std::size_t>{2, 7, 8, 9, 10, 11, 12});
  CHECK(told[4].kind == RecapEntry::Kind::talk);
  CHECK(told[5].kind == RecapEntry::Kind::yours);
}

TEST_CASE("a recap too long for its rows leaves the oldest for L and counts them, whole",
          "[ui][log]") {
  std::vector<std::string> lines = {"Round 2 begins; you bid first.",
                                    "You bid 3 (Stocks Buyback) on UFO (a)."};
  std::vector<LineSource> sources = {by(nobody), by(0)};
  for (char lot = 'b'; lot <= 'g'; ++lot) {
    lines.push_back(std::string("Auntie Mo takes Pachinko (") + lot + "), paying $2 to the bank.");
    sources.push_back(by(1));
  }
  lines.push_back("Baron Vex now leads on UFO (a); your 3 (Stocks Buyback) is discarded.");
  sources.push_back(by(2, 0));
  lines.push_back("Baron Vex passes for the rest of the round.");
  sources.push_back(by(2));
  std::vector<Sitter> sitters = {
      {"You", ' ', Hue::none}, {"Auntie Mo", 'A', Hue::yellow}, {"Baron Vex", 'B', Hue::red}};
  MemoryScreen screen(80, 24);
  const TableLogView log{lines, sources, sitters, 1, 0};
  draw_table_log(screen, unicode_glyphs(), log, 10, 11, 4);
  INFO(screen.all());
  CHECK(screen.row(11).find("Baron Vex now leads on UFO (a); your 3") != std::string::npos);
  CHECK(screen.row(12).find("(5 earlier lines in L) Auntie Mo takes Pachinko (g), paying $2 to") !=
        std::string::npos);
  CHECK(screen.row(13).find("Baron Vex passes for the rest of the round.") != std::string::npos);
  // Your own bid, the one line left, takes the place of a --more-- row.
  CHECK(screen.row(14).find("You bid 3 (Stocks Buyback) on UFO (a).") != std::string::npos);
  check_recap_told(screen, log);
  // No row is cut inside a word: each row's words are the text's words.
  for (const LogRow& row : recap_rows(log, 4, 76))
    CHECK(text_width(row.text) <= 76);

  // When everything new fits, the lines are shown as they are, older ones above.
  MemoryScreen roomy(80, 24);
  draw_table_log(roomy, unicode_glyphs(), TableLogView{lines, sources, sitters, 7, 0}, 10, 11, 4);
  CHECK(log_text(roomy).find("--more--") == std::string::npos);
  CHECK(roomy.row(11).find("Auntie Mo takes Pachinko (f)") != std::string::npos);
}

TEST_CASE("a narrow log at a full table drops whole sentences and counts them", "[ui][log]") {
  MemoryScreen screen(80, 24);
  std::vector<std::string> lines = {"Round 1 begins."};
  std::vector<Sitter> sitters = {{"You", ' ', Hue::none}};
  for (int seat = 1; seat < 12; ++seat) {
    sitters.push_back({"Rival" + std::to_string(seat) + " Smith", 'R', Hue::none});
    lines.push_back("Rival" + std::to_string(seat) + " Smith takes Rival" +
                    std::to_string(seat % 11 + 1) + " Smith aside.");
  }
  // No sources: each line's seat is read from the name it opens with.
  const std::vector<LineSource> sources;
  const TableLogView log{lines, sources, sitters, 0, 0};
  draw_table_log(screen, unicode_glyphs(), log, 10, 11, 4, 40);
  INFO(screen.all());
  CHECK(recap(log).size() == 12);
  CHECK(recap(log)[0].kind == RecapEntry::Kind::rival);
  check_recap_told(screen, log);
  CHECK(log_text(screen).find("--more-- 10 more: L shows all.") != std::string::npos);
  for (int r = 11; r < 15; ++r)
    CHECK(screen.row(r).substr(0, 40).find_last_not_of(' ') < 38);
}

TEST_CASE("every board's help page says the log speaks to you and what its recap tells",
          "[ui][log]") {
  MemoryScreen screen(80, 40);
  show_board_help_page(screen, unicode_glyphs(), "Any chapter", {}, "", 0);
  INFO(screen.all());
  CHECK(screen.contains("The log speaks to you"));
  // The page's text with its frame and line breaks taken out.
  std::string page;
  for (int r = 0; r < screen.height(); ++r) {
    std::string row = screen.row(r);
    for (std::size_t at; (at = row.find("\u2502")) != std::string::npos;)
      row.replace(at, 3, " ");
    page += row + " ";
  }
  std::string flat;
  for (char c : page) {
    if (c != ' ' || (!flat.empty() && flat.back() != ' ')) flat += c;
  }
  CHECK(flat.find("one sentence for each rival who acted") != std::string::npos);
  CHECK(screen.contains("--more--"));
  CHECK(screen.contains("shows them all"));
}

}  // namespace
}  // namespace gavel::ui::testing
