// A chapter plugs in from its own folders: Sealed Lots (this folder) gives its rules
// and its mind as a real chapter does, and the ai layer's rivals, rival lapses and
// adviser play it without a line of theirs changed. The real chapters are each listed
// once per layer and named nowhere else outside their folders.

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

#include <catch2/catch.hpp>

#include "gavel/ai/adviser.h"
#include "gavel/ai/agents.h"
#include "gavel/ai/blunder.h"
#include "gavel/core/error.h"
#include "gavel/core/match.h"
#include "gavel/games/catalog.h"
#include "gavel/ui/boards.h"
#include "support/shipped_content.h"
#include "toy/mind.h"

namespace gavel {
namespace {

namespace fs = std::filesystem;

const fs::path root = fs::path(GAVEL_TEST_DATA_DIR).parent_path();
const std::set<std::string> chapter_folders = {"auction_web", "auctionland", "mintopia",
                                               "auction_auction", "cosmic"};

// A toy table after its deal, at the first seat's first bid.
std::unique_ptr<State> toy_table() {
  auto state = toy::sealed_lots().start(Setup{3, {}}, {});
  while (state->to_move() == chance_seat)
    state->apply(state->legal_moves().back());  // bonuses of 2, then a lot worth 6
  return state;
}

// The chapter folder `path` lies in, or "".
std::string chapter_folder_of(const fs::path& path) {
  for (const auto& part : path) {
    if (chapter_folders.count(part.string()) > 0) return part.string();
  }
  return "";
}

}  // namespace

TEST_CASE("a toy chapter's mind plugs into the ai layer from its own folder", "[toy][registry]") {
  const ChapterMind mind = toy::mind();
  REQUIRE(mind.chapter == "sealed-lots");
  const auto state = toy_table();
  REQUIRE(state->to_move() == 0);
  const auto view = state->view(0);
  REQUIRE(mind.reads(*view));
  const auto web = find_chapter("auction-web")->start(Setup{3, {}}, testing::shipped_content_dir);
  REQUIRE_FALSE(mind.reads(*web->view(0)));
  CHECK_THROWS_AS(mind.is_blunder(*web->view(0), Move{0}), Error);

  // Its own blunder table and words, asked through the mind.
  const std::vector<Move> legal = state->legal_moves();  // bids 0..5 on a lot worth 6
  REQUIRE(legal.size() == 6);
  CHECK_FALSE(mind.is_blunder(*view, Move{5}));
  CHECK(mind.grave(*view, Move{5}) == "Bid all 5 coins? Coins you keep score too.");
  CHECK_FALSE(mind.grave(*view, Move{4}));
  CHECK(mind.why(*view, Move{4}) == "the lot is worth 6 points; winning it for 4 coins gains +2.");
  CHECK(sound_moves(mind, *view, legal) == std::vector<Move>{{0}, {1}, {2}, {3}, {4}});
  const Advice advice = Adviser(mind).advise(*view, legal);
  CHECK(advice.move.code == 4);  // one less than the lot is worth, bid all but one coin
  // The chapter's words, as a sentence (the toy's rivals cannot search).
  CHECK(advice.why == "The lot is worth 6 points; winning it for 4 coins gains +2.");

  // Not listed, the ai layer does not know it: no fallback to another chapter's rival.
  CHECK(find_mind("sealed-lots") == nullptr);
  CHECK(mind_reading(*view) == nullptr);
  CHECK_FALSE(is_blunder(*view, Move{5}));
  CHECK_THROWS_WITH(make_agent(toy::sealed_lots(), "scripted", testing::shipped_content_dir),
                    Catch::Contains("no agent 'scripted' for sealed-lots (agents: random)"));
}

TEST_CASE("a toy chapter's rivals, a careless rival and its adviser play whole games",
          "[toy][registry]") {
  const ChapterMind mind = toy::mind();
  Rival careless;
  careless.id = "careless";
  careless.traits.skill = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    INFO("seed " << seed);
    const auto scripted = mind.scripted("scripted", Traits{});
    const auto lapsing = rival_agent(mind, careless);
    AdviserAgent adviser(mind);
    Match match(toy::sealed_lots().start(Setup{3, {}}, {}), seed,
                {&adviser, scripted.get(), lapsing.get()});
    REQUIRE(match.advance() == nobody);
    const std::vector<Standing> standings = match.state().standings();
    REQUIRE(standings.size() == 3);
    for (const Standing& standing : standings) {
      CHECK(standing.place >= 1);
      CHECK(standing.place <= 3);
    }
  }
}

TEST_CASE("every chapter is listed once in each layer, in campaign order", "[registry]") {
  std::vector<std::string> ids;
  for (const Chapter& chapter : all_chapters())
    ids.push_back(chapter.id);
  REQUIRE(ids.size() == 5);
  REQUIRE(std::set<std::string>(ids.begin(), ids.end()).size() == ids.size());
  std::vector<std::string> minds;
  for (const ChapterMind& mind : chapter_minds())
    minds.push_back(mind.chapter);
  CHECK(minds == ids);
  std::vector<std::string> boards;
  for (const ui::ChapterBoard& board : ui::chapter_boards())
    boards.push_back(board.chapter);
  CHECK(boards == ids);
  // Each chapter's views are read by its own mind and no other.
  for (const Chapter& chapter : all_chapters()) {
    INFO(chapter.id);
    const auto state =
        chapter.start(Setup{chapter.default_players, {}}, testing::shipped_content_dir);
    const auto view = state->view(0);
    REQUIRE(mind_reading(*view) == find_mind(chapter.id));
    int readers = 0;
    for (const ChapterMind& mind : chapter_minds())
      readers += mind.reads(*view) ? 1 : 0;
    CHECK(readers == 1);
  }
}

TEST_CASE("outside its own folders a chapter is included only by its layer's list", "[registry]") {
  const std::set<std::string> lists = {"src/games/catalog.cpp", "src/ai/minds.cpp",
                                       "src/ui/boards.cpp"};
  const std::regex chapter_include(R"re(#include "gavel/(games|ai|ui)/([a-z_]+)/)re");
  int files = 0;
  int listed = 0;  // includes from the lists: five chapters in each of three
  for (const char* top : {"src", "include", "tests/toy"}) {
    for (const auto& entry : fs::recursive_directory_iterator(root / top)) {
      if (!entry.is_regular_file()) continue;
      const fs::path relative = fs::relative(entry.path(), root);
      const std::string own = chapter_folder_of(relative);
      std::ifstream in(entry.path());
      std::string line;
      ++files;
      while (std::getline(in, line)) {
        std::smatch found;
        if (!std::regex_search(line, found, chapter_include)) continue;
        const std::string named = found[2].str();
        if (chapter_folders.count(named) == 0 || named == own) continue;
        INFO(relative.string() << ": " << line);
        CHECK(lists.count(relative.string()) == 1);
        ++listed;
      }
    }
  }
  CHECK(files > 300);
  CHECK(listed == 15);
}

TEST_CASE("outside its own folders no code picks a chapter by its id", "[registry]") {
  // The one exception: a save of an Auction Web table from before its cleanup option
  // is read with that option set (campaign/table.cpp), so old runs play on alike.
  const std::set<std::string> allowed = {"src/campaign/table.cpp"};
  int files = 0;
  std::vector<std::string> naming;  // "file: line" for each line that names an id
  for (const auto& entry : fs::recursive_directory_iterator(root / "src")) {
    if (!entry.is_regular_file()) continue;
    const fs::path relative = fs::relative(entry.path(), root);
    if (!chapter_folder_of(relative).empty() || allowed.count(relative.string()) > 0) continue;
    ++files;
    std::ifstream in(entry.path());
    std::string line;
    while (std::getline(in, line)) {
      for (const Chapter& chapter : all_chapters()) {
        if (line.find('"' + chapter.id + '"') != std::string::npos)
          naming.push_back(relative.string() + ": " + line);
      }
    }
  }
  CHECK(files > 50);
  CHECK(naming == std::vector<std::string>{});
}

TEST_CASE("a chapter names the money its extra-money boon is counted in", "[registry]") {
  const auto money = [](std::string_view id) {
    const Chapter* chapter = find_chapter(id);
    REQUIRE(chapter != nullptr);
    return chapter->start_money ? chapter->start_money(2) : "";
  };
  CHECK(money("mintopia") == "2 Mints to start");
  CHECK(money("auction-auction") == "$20 more to start");
  CHECK(money("cosmic-lucre") == "2 Lucre more to start");
  CHECK(money("auctionland").empty());  // dollars as they are
}

}  // namespace gavel
