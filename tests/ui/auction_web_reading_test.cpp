// Reading the Auction Web board at 80x24: what changed since the player's last move
// is marked, the bid under Enter is never a blunder, nothing that matters is cut, and
// the labels say what they count.

#include <set>

#include <catch2/catch.hpp>

#include "gavel/ai/adviser.h"
#include "gavel/ai/auction_web/blunder.h"
#include "gavel/ai/roster.h"
#include "gavel/ui/title.h"
#include "ui/auction_web_table.h"

namespace gavel::ui::auction_web_testing {
namespace {

// A rival that makes the moves it is given, in order, as they become legal; else it
// passes or declines.
class Scripted final : public Agent {
 public:
  explicit Scripted(std::vector<Move> moves) : moves_(std::move(moves)) {}
  std::string name() const override { return "scripted"; }
  Move choose(const View& /*view*/, const std::vector<Move>& legal, Rng& /*rng*/) override {
    const auto has = [&](Move move) {
      return std::find(legal.begin(), legal.end(), move) != legal.end();
    };
    if (next_ < moves_.size() && has(moves_[next_])) return moves_[next_++];
    for (Move idle : {aw::make_move(aw::Kind::pass), aw::make_move(aw::Kind::decline)}) {
      if (has(idle)) return idle;
    }
    return legal.front();
  }

 private:
  std::vector<Move> moves_;
  std::size_t next_ = 0;
};

// Two players dealt as deal_two does (the player first); seat 1 plays `rival`.
struct Scene {
  explicit Scene(std::vector<Move> rival_moves, bool ascii = false)
      : rival(std::move(rival_moves)), glyphs(glyphs_for(ascii)) {
    Game game(2);
    deal_two(game, 0);
    match = std::make_unique<Match>(std::move(game.state), 7, std::vector<Agent*>{nullptr, &rival});
    settings.seed = 7;
    settings.advice = false;  // the keys start from each question's first answer
  }
  int play() { return auction_web::play_board(screen, glyphs, *match, settings); }
  std::string row_with(std::string_view text) const {
    int r = 0;
    int c = 0;
    return screen.find(text, r, c) ? screen.row(r) : std::string();
  }

  MemoryScreen screen{80, 24};
  Scripted rival;
  const Glyphs& glyphs;
  std::unique_ptr<Match> match;
  BoardSettings settings;
};

Move bid(int value, int lot) {
  return aw::make_move(aw::Kind::bid, value, lot);
}

TEST_CASE("what rivals changed since the player's move is marked", "[ui][auction-web]") {
  const bool ascii = GENERATE(false, true);
  Scene scene({bid(6, 1)}, ascii);  // seat 1's Cash takes Litcoin ATM (b)
  const std::string mark(scene.glyphs.changed);
  scene.screen.type("1");  // 1 (Encryption) on Pachinko (a), the first property
  scene.screen.press(Key::Kind::enter);

  SECTION("the property whose lead changed and the rival's counts") {
    REQUIRE(scene.play() == interrupted_status);
    INFO(scene.screen.all());
    CHECK_THAT(scene.row_with("b Litcoin ATM"),
               Catch::Contains(mark + "Seat 1 " + std::string(scene.glyphs.hidden)));
    CHECK_THAT(scene.row_with("a Pachinko"), !Catch::Contains(mark));       // the player's own bid
    CHECK_THAT(scene.row_with("Seat 1    "), Catch::Contains(mark + "6"));  // one card fewer
    CHECK_THAT(scene.row_with("You    "), !Catch::Contains(mark));
    if (ascii) CHECK(ascii_only(scene.screen.all()));
  }
  SECTION("the marks stay until the player moves") {
    scene.screen.type("jj");               // Near Meat Burger (c), empty
    scene.screen.press(Key::Kind::enter);  // the player's second bid; seat 1 then passes
    REQUIRE(scene.play() == interrupted_status);
    CHECK_THAT(scene.row_with("b Litcoin ATM"), !Catch::Contains(mark + "Seat 1"));
  }
  SECTION("a property won is marked in its winner's row until the next round's bid") {
    scene.screen.type("py");               // the player passes; seat 1 passes too
    scene.screen.press(Key::Kind::enter);  // closes the round's page
    scene.screen.press(Key::Kind::enter);  // the draw question covers the players
    REQUIRE(scene.play() == interrupted_status);
    INFO(scene.screen.all());
    REQUIRE(scene.screen.contains("Enter: bid"));
    CHECK_THAT(scene.row_with("Seat 1    "), Catch::Contains(mark + "Litcoin ATM"));
    CHECK_THAT(scene.row_with("You    "), Catch::Contains(mark + "Pachinko"));
  }
}

// The status line under the board names the bid Enter makes: "Enter: bid V (...) on
// NAME (x)."; the value and the lot's letter.
bool proposed(const MemoryScreen& screen, int& value, int& lot) {
  int r = 0;
  int c = 0;
  if (!screen.find("Enter: bid ", r, c)) return false;
  const std::string row = screen.row(r);
  const std::size_t at = row.find("Enter: bid ") + 11;
  value = row[at] - '0';
  const std::size_t close = row.rfind(").");
  if (close == std::string::npos || close == 0) return false;
  lot = row[close - 1] - 'a';
  return true;
}

TEST_CASE("the bid under Enter is never a blunder: Extortion on an empty property, say",
          "[ui][auction-web]") {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    for (int enters : {0, 2, 5, 9}) {
      RandomAgent rival;
      Match match(aw::chapter().start(Setup{4, {}}, shipped_content_dir), seed,
                  {nullptr, &rival, &rival, &rival});
      MemoryScreen screen(80, 24);
      for (int i = 0; i < enters; ++i)
        screen.press(Key::Kind::enter);
      BoardSettings settings;
      auction_web::play_board(screen, unicode_glyphs(), match, settings);
      const auto seen = match.state().view(0);
      const auto& view = dynamic_cast<const aw::AuctionWebView&>(*seen);
      int value = -1;
      int lot = -1;
      if (view.phase != aw::Phase::bidding || view.to_move != 0) continue;
      if (!proposed(screen, value, lot)) continue;
      INFO("seed " << seed << ", " << enters << " Enters\n" << screen.all());
      REQUIRE(lot >= 0);
      REQUIRE(lot < static_cast<int>(view.lots.size()));
      const aw::LotView& shown = view.lots[static_cast<std::size_t>(lot)];
      CHECK(shown.bidder != 0);  // never a property the player's own card leads
      const bool only_extortion =
          std::all_of(view.hand.begin(), view.hand.end(), [](int v) { return v == aw::extortion; });
      if (!only_extortion) CHECK_FALSE((value == aw::extortion && shown.bidder < 0));
      // Nor anything else the rivals' strategy calls a blunder.
      CHECK_FALSE(aw::is_blunder(view, aw::make_move(aw::Kind::bid, value, lot)));
      ++checked;
    }
  }
  CHECK(checked > 20);
}

TEST_CASE("the bid under Enter is the adviser's", "[ui][auction-web]") {
  Game game(2);
  deal_two(game, 0);
  game.settings.advice = true;
  REQUIRE(game.play() == interrupted_status);
  const State& state = game.match->state();
  Adviser adviser(aw::chapter());
  const Move advised = adviser.advise(*state.view(0), state.legal_moves()).move;
  INFO(game.screen.all());
  // Four empty properties and every card in hand: the adviser bids.
  REQUIRE(aw::kind_of(advised) == aw::Kind::bid);
  const char* names[] = {"Pachinko (a)", "Litcoin ATM (b)", "Near Meat Burger (c)",
                         "Mochi Waterfall (d)"};
  CHECK(game.screen.contains("Enter: bid " + std::to_string(aw::first_of(advised)) + " ("));
  CHECK(game.screen.contains(std::string(") on ") + names[aw::second_of(advised)] + "."));
}

TEST_CASE("Enter bids at once unless asking first is on", "[ui][auction-web]") {
  Game game(2);
  deal_two(game, 0);
  game.screen.type("1");  // the 1, on the first property
  SECTION("the setting asks; n keeps the turn, y bids") {
    game.settings.confirm_bids = true;
    game.screen.press(Key::Kind::enter);
    game.screen.type("n");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Bid 1 (Encryption) on Pachinko (a)? (y/n)"));
    CHECK(game.view().lots[0].bidder < 0);
  }
  SECTION("y places the bid") {
    game.settings.confirm_bids = true;
    game.screen.press(Key::Kind::enter);
    game.screen.type("y");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.view().lots[0].bidder == 0);
  }
  SECTION("c turns asking on, and off again") {
    game.screen.type("c");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Bid 1 (Encryption) on Pachinko (a)? (y/n)"));
  }
  SECTION("c twice bids at once again") {
    game.screen.type("cc");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.view().lots[0].bidder == 0);
    CHECK_FALSE(game.screen.contains("(y/n)"));
  }
}

// A MemoryScreen that checks every frame before a key is read: which of the key
// screens it is, whether anything on it was cut, and whether a question box left the
// log in sight.
class Watcher final : public MemoryScreen {
 public:
  explicit Watcher(const Glyphs& glyphs) : MemoryScreen(80, 24), glyphs_(glyphs) {}
  Key read_key() override {
    std::string kind;
    if (contains("Enter: bid")) kind = "bidding";
    if (contains(": use it?")) kind = "lowball";
    if (contains("How many cards do you draw?")) kind = "cleanup draw";
    if (contains("Won this round:")) kind = "round summary";
    if (contains("final scores")) kind = "final scores";
    if (!kind.empty()) {
      seen.insert(kind);
      for (const std::string& cut : cut_text(*this, glyphs_))
        cuts.push_back(kind + ": " + cut + "\n" + all());
      // A question box over the players keeps the log, with its rule, under it.
      if ((kind == "lowball" || kind == "cleanup draw") && !contains(" Log "))
        cuts.push_back(kind + ": no log under the box\n" + all());
    }
    return MemoryScreen::read_key();
  }
  std::set<std::string> seen;
  std::vector<std::string> cuts;

 private:
  const Glyphs& glyphs_;
};

TEST_CASE("the key screens are readable in full at 80x24", "[ui][auction-web]") {
  const bool ascii = GENERATE(false, true);
  const Glyphs& glyphs = glyphs_for(ascii);
  std::set<std::string> seen;
  for (std::uint64_t seed = 1; seed <= 6 && seen.size() < 5; ++seed) {
    const int players = seed % 2 == 0 ? 5 : 4;  // 5 players: the most rows
    Watcher screen(glyphs);
    for (int i = 0; i < 400; ++i)
      screen.press(Key::Kind::enter);
    Seating seating = seat_rivals(aw::chapter(), players, seed, shipped_content_dir);
    Match match(aw::chapter().start(Setup{players, {}}, shipped_content_dir), seed,
                seating.seats());
    BoardSettings settings;
    settings.rivals = std::move(seating.rivals);
    settings.seed = seed;
    settings.run = RunStanding{123456789, 2, 3, 14};
    auction_web::play_board(screen, glyphs, match, settings);
    for (const std::string& cut : screen.cuts) {
      INFO("seed " << seed);
      FAIL_CHECK(cut);
    }
    seen.insert(screen.seen.begin(), screen.seen.end());
  }
  CHECK(seen == std::set<std::string>{"bidding", "lowball", "cleanup draw", "round summary",
                                      "final scores"});
}

TEST_CASE("labels: the run in the header, counts, plurals, the end", "[ui][auction-web]") {
  Game game(2);
  deal_two(game, 0);
  SECTION("in a run the header shows the run; the table's seed is on the players page") {
    game.settings.run = RunStanding{4242, 2, 3, 1};
    game.screen.type("t");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("This table's seed is 7."));
  }
  SECTION("the header in a run") {
    game.settings.run = RunStanding{4242, 2, 3, 1};
    REQUIRE(game.play() == interrupted_status);
    const std::string header = game.screen.row(0);
    CHECK_THAT(header, Catch::Contains("run 4242") && Catch::Contains("1 garnet") &&
                           !Catch::Contains("seed 7"));
    const std::string tokens = std::string(unicode_glyphs().token) +
                               std::string(unicode_glyphs().token) +
                               std::string(unicode_glyphs().no_token);
    CHECK_THAT(header, Catch::Contains(tokens));
  }
  SECTION("the round summary counts properties; plurals are right") {
    game.screen.type("1");  // 1 on Pachinko (a)
    game.screen.press(Key::Kind::enter);
    game.screen.type("py");  // pass: the round's page
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Properties  Card VP  Tokens  Bonuses  Total"));
    const std::string you = game.row_with("  You   ");
    // One property (Pachinko): a count of 1, then its points.
    CHECK_THAT(you, Catch::Matches(".*You +1 +[0-9]+ +0 +[0-9]+ +[0-9]+ .*"));
  }
  SECTION("the players page says 1 card") {
    game.screen.type("t");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Hand: 7 cards"));
    CHECK(game.screen.contains("Discard pile 0 cards"));
  }
  SECTION("no 'as if' once the game is over") {
    for (int round = 0; round < 3; ++round) {
      game.screen.type("py");
      game.screen.press(Key::Kind::enter);
      if (round < 2) game.screen.press(Key::Kind::enter);
    }
    REQUIRE(game.play() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.screen.contains("final scores"));
    CHECK_FALSE(game.screen.contains("as if"));
  }
}

}  // namespace
}  // namespace gavel::ui::auction_web_testing
