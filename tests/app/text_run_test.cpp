// The whole run in text (`gavel new --text`, `gavel continue --text`): played through
// a pipe by a script that answers with what `?` lists, to the hall of fame; left
// mid-table in one front end and continued in the other.

#include "gavel/app/text_run.h"

#include <filesystem>
#include <fstream>
#include <functional>
#include <regex>
#include <sstream>
#include <streambuf>

#include <catch2/catch.hpp>

#include "campaign/acts.h"
#include "gavel/campaign/autopilot.h"
#include "gavel/campaign/words.h"
#include "gavel/core/rng.h"
#include "gavel/core/text.h"
#include "gavel/ui/screen.h"
#include "ui/campaign_desk.h"

namespace gavel {
namespace {

using Catch::Matchers::Contains;
using gavel::testing::campaign_content;
using gavel::testing::shipped_content_dir;
using ui::testing::file_bytes;
using ui::testing::RunDesk;
namespace cp = gavel::campaign;

// The other end of the pipe: each time Gavel reads, it is handed the next line
// `answer` gives for what Gavel printed since the last one, echoed as a terminal
// would, so the transcript reads as the session did.
class Typist : public std::streambuf {
 public:
  using Answer = std::function<std::optional<std::string>(const std::string& printed)>;
  Typist(std::ostringstream& out, Answer answer) : out_(out), answer_(std::move(answer)) {}

 protected:
  int_type underflow() override {
    const std::string all = out_.str();
    const std::optional<std::string> next = answer_(all.substr(seen_));
    if (!next) return traits_type::eof();
    line_ = *next + "\n";
    out_ << line_;
    seen_ = out_.str().size();
    setg(line_.data(), line_.data(), line_.data() + line_.size());
    return traits_type::to_int_type(line_.front());
  }

 private:
  std::ostringstream& out_;
  Answer answer_;
  std::size_t seen_ = 0;
  std::string line_;
};

// What `?` listed: the lines indented by two, each the text to type before any
// ": " that explains it; a range ("give N, N from 0 to 100") as one of its moves.
std::vector<std::string> listed(const std::string& printed) {
  std::vector<std::string> answers;
  std::istringstream lines(printed);
  for (std::string line; std::getline(lines, line);) {
    if (!line.starts_with("  ") || line.starts_with("   ") || line.starts_with("  Enter alone"))
      continue;
    std::string typed = line.substr(
        2, line.find(": ") == std::string::npos ? std::string::npos : line.find(": ") - 2);
    if (const auto range = typed.find(", N from "); range != std::string::npos) {
      const std::string low = typed.substr(range + 9, typed.find(' ', range + 9) - range - 9);
      typed = typed.substr(0, range);
      // The N standing alone as a word: "give N", "N to Rook".
      for (std::size_t at = typed.find('N'); at != std::string::npos;
           at = typed.find('N', at + 1)) {
        const bool starts = at == 0 || typed[at - 1] == ' ';
        const bool ends = at + 1 == typed.size() || typed[at + 1] == ' ';
        if (starts && ends) {
          typed.replace(at, 1, low);
          break;
        }
      }
    }
    answers.push_back(typed);
  }
  return answers;
}

// A script that asks `?` at every question and answers with one of the listed
// answers, drawn from its own seeded stream; `most` answers at most.
Typist::Answer script(std::uint64_t seed, int most = 60000) {
  auto rng = std::make_shared<Rng>(seed);
  auto asked = std::make_shared<bool>(false);
  auto answered = std::make_shared<int>(0);
  return [=](const std::string& printed) -> std::optional<std::string> {
    if (++*answered > most) return std::nullopt;
    if (!*asked) {
      *asked = true;
      return "?";
    }
    *asked = false;
    const std::vector<std::string> answers = listed(printed);
    if (answers.empty()) return "?";
    return answers[rng->below(answers.size())];
  };
}

std::string whole_run(std::uint64_t seed, int ascension) {
  RunDesk desk;
  std::ostringstream out;
  Typist typist(out, script(seed));
  std::istream in(&typist);
  ui::NewRunChoice choice{seed, ascension, nullptr, false};
  REQUIRE(new_text_run(desk.campaign, choice, in, out) == 0);
  INFO(out.str().substr(out.str().size() > 3000 ? out.str().size() - 3000 : 0));
  REQUIRE(!desk.run_file.exists());
  // The save folder's path is the one thing that differs from run to run.
  std::string text = out.str();
  const std::string folder = desk.saves.path().string();
  for (std::size_t at = text.find(folder); at != std::string::npos; at = text.find(folder))
    text.replace(at, folder.size(), "SAVES");
  return text;
}

void check_lines(const std::string& text) {
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    INFO(line);
    CHECK(ui::text_width(line) <= 80);
    CHECK(std::none_of(line.begin(), line.end(), [](char ch) {
      return static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f;
    }));
    // Box-drawing characters are U+2500..U+257F: E2 94 80 to E2 95 BF in UTF-8.
    CHECK(line.find("\xE2\x94") == std::string::npos);
    CHECK(line.find("\xE2\x95") == std::string::npos);
  }
}

}  // namespace

// A whole run typed at random through the pipe: it reaches the hall of fame, tells
// each stage and keeps to plain lines; played `twice`, it is the same both times.
void check_piped_run(std::uint64_t seed, int ascension, bool twice) {
  const std::string text = whole_run(seed, ascension);
  INFO(text.substr(text.size() > 3000 ? text.size() - 3000 : 0));
  CHECK_THAT(
      text,
      Contains("Act 1 of 5: Auction Web.\nThis is the first act; still to come: Auctionland"));
  CHECK_THAT(text, Contains("The district of act 1"));
  CHECK_THAT(text, Contains("The Auction House: Auction Web against "));
  CHECK_THAT(text, Contains("Act 1 of 5: Auction Web, the results:"));
  CHECK_THAT(text, Contains("The run is won!") || Contains("The run is lost at "));
  CHECK_THAT(text, Contains("Hall of fame:"));
  if (ascension > 0) CHECK_THAT(text, Contains("Ascension " + std::to_string(ascension) + ": "));
  check_lines(text);
  if (twice) CHECK(whole_run(seed, ascension) == text);
}

// Seed 11 plays long, so the same-each-time check is the short run's.
TEST_CASE("a whole run plays through a pipe to the hall of fame", "[app][text][run]") {
  check_piped_run(11, 0, false);
}

TEST_CASE("a whole run at ascension 7 plays through a pipe to the hall of fame, the same each time",
          "[app][text][run]") {
  check_piped_run(18, 7, true);
}

TEST_CASE("each act's table plays in text to its results, every seat by name",
          "[app][text][run][slow]") {
  for (int act = 0; act < 5; ++act) {
    DYNAMIC_SECTION("act " << act + 1) {
      RunDesk desk;
      cp::Run run = testing::at_act(act, 40 + static_cast<std::uint64_t>(act));
      testing::walk_to_house(run);
      desk.store(run);
      const std::string title = cp::chapter_title(run.chapter());
      std::ostringstream out;
      const Typist::Answer play = script(60 + static_cast<std::uint64_t>(act));
      Typist typist(out, [&](const std::string& printed) -> std::optional<std::string> {
        if (printed.find(", the results:") != std::string::npos) return std::nullopt;
        return play(printed);
      });
      std::istream in(&typist);
      REQUIRE(continue_text_run(desk.campaign, in, out) == 0);
      const std::string text = out.str();
      INFO(text.substr(text.size() > 3000 ? text.size() - 3000 : 0));
      CHECK_THAT(text, Contains("The Auction House: " + title + " against "));
      CHECK_THAT(text,
                 Contains("Act " + std::to_string(act + 1) + " of 5: " + title + ", the results:"));
      // Rivals by name and the player as "you", as the board's log says them; a seat's
      // number only beside its name, "Cipher (seat 1)", for moves that name seats.
      CHECK_THAT(text, Contains("You are seat 0; your rivals are "));
      CHECK_FALSE(std::regex_search(text, std::regex("[Ss]eat [1-9][0-9]*[^0-9)]")));
      check_lines(text);
    }
  }
}

TEST_CASE("a text run left mid-table goes on at the same table on the board",
          "[app][text][run][save]") {
  RunDesk desk;
  cp::Run run = ui::testing::run_on_map(31);
  ui::testing::walk_to_table(run);
  desk.store(run);
  // One move, then q.
  std::ostringstream out;
  int answers = 0;
  Typist typist(out, [&](const std::string& printed) -> std::optional<std::string> {
    ++answers;
    if (answers == 1) return "?";
    if (answers == 2) return listed(printed).front();
    return "q";
  });
  std::istream in(&typist);
  REQUIRE(continue_text_run(desk.campaign, in, out) == 0);
  CHECK_THAT(out.str(), Contains("The run is saved"));
  const cp::Run saved = desk.saved();
  REQUIRE(saved.table.started);
  REQUIRE(saved.stage == cp::Stage::table);
  const std::size_t moves = saved.table.history.size();
  CHECK(moves > 0);

  // The board picks up that game, its moves and all, and asks the player's turn.
  ui::MemoryScreen again(80, 24);
  REQUIRE(ui::continue_run(again, ui::unicode_glyphs(), desk.campaign) == ui::interrupted_status);
  INFO(again.all());
  CHECK(again.contains("Your turn"));
  CHECK(desk.saved().table.history == saved.table.history);
}

TEST_CASE("a board run left mid-table goes on at the same table in text",
          "[app][text][run][save]") {
  RunDesk desk;
  cp::Run run = ui::testing::run_on_map(31);
  ui::testing::walk_to_table(run);
  desk.store(run);
  desk.screen.press(ui::Key::Kind::enter);
  desk.screen.press(ui::Key::Kind::enter);
  REQUIRE(desk.play(run) == ui::interrupted_status);
  const cp::Run saved = desk.saved();
  REQUIRE(saved.table.started);

  std::istringstream in("look\nq\n");
  std::ostringstream out;
  REQUIRE(continue_text_run(desk.campaign, in, out) == 0);
  const std::string text = out.str();
  INFO(text);
  CHECK_THAT(text, Contains("The Auction House: Auction Web against "));
  CHECK_THAT(text, Contains("Properties in the centre:"));
  CHECK(desk.saved() == saved);
  check_lines(text);
}

TEST_CASE("a text run's questions take one line of bad input and ask again", "[app][text][run]") {
  RunDesk desk;
  desk.store(ui::testing::run_on_map(31));
  std::istringstream in("walk north\n9\n?\nhelp\nq\n");
  std::ostringstream out;
  REQUIRE(continue_text_run(desk.campaign, in, out) == 0);
  const std::string text = out.str();
  INFO(text);
  CHECK_THAT(text,
             Contains("'walk north' is not an answer here; ? lists the answers.\nWhich way?"));
  CHECK_THAT(text, Contains("'9' is not an answer here"));
  CHECK_THAT(text, Contains("Answers:\n  1: "));
  // help tells the run's rules with the text front end's words, not the board's keys.
  CHECK_THAT(text, Contains("In text\n\nEach page ends in a question") && Contains("A run\n"));
  CHECK_THAT(text, !Contains("arrows or h j k l"));
  CHECK(desk.saved().room == desk.saved().district.entrance());
}

TEST_CASE("a damaged save in text is one question: kept as it is, or set aside for its backup",
          "[app][text][run][save]") {
  const std::string damaged = "GAVELSAV but nothing a save should hold";
  RunDesk desk;
  cp::Run run = cp::start_run(campaign_content(), 77, 0);
  desk.store(run);
  cp::enter_district(run);
  desk.store(run);  // the first save is now the backup
  const std::filesystem::path run_sav = desk.saves.path() / "run.sav";
  const auto damage = [&] {
    std::ofstream(run_sav, std::ios::binary | std::ios::trunc) << damaged;
  };

  SECTION("no, or the end of the input, leaves the file byte for byte") {
    damage();
    for (const std::string answers : {"n\n", ""}) {
      std::istringstream in(answers);
      std::ostringstream out;
      REQUIRE(continue_text_run(desk.campaign, in, out) == 1);
      INFO(out.str());
      CHECK_THAT(out.str(), Contains("run.sav': the save is damaged") &&
                                Contains("Gavel will not write over it") &&
                                Contains("Set the saved run aside and go on? (y/n)") &&
                                Contains("The file is left as it is."));
      CHECK(file_bytes(run_sav) == damaged);
    }
    // New run must not write over it either.
    std::istringstream in("n\n");
    std::ostringstream out;
    REQUIRE(new_text_run(desk.campaign, ui::NewRunChoice{5, 0, nullptr, false}, in, out) == 1);
    CHECK(file_bytes(run_sav) == damaged);
  }
  SECTION("yes sets it aside and goes on from the backup") {
    damage();
    std::istringstream in("y\nq\n");
    std::ostringstream out;
    REQUIRE(continue_text_run(desk.campaign, in, out) == 0);
    INFO(out.str());
    CHECK(file_bytes(desk.saves.path() / "run.sav.corrupt-1") == damaged);
    CHECK_THAT(out.str(),
               Contains("The damaged file is kept as '") && Contains("run.sav.corrupt-1';") &&
                   Contains("Gavel never deletes it.") &&
                   Contains("The backup, the save made before the last move, is tried next.") &&
                   Contains("the run of seed 77 goes on"));
    CHECK(desk.saved().seed == 77);
  }
  SECTION("a damaged profile at the run's end keeps the run saved until it can be recorded") {
    cp::Run over = cp::start_run(campaign_content(), 2, 0);  // a quick run of all five acts
    cp::autoplay(over, campaign_content(), shipped_content_dir);
    REQUIRE(over.over());
    desk.store(over);
    const std::filesystem::path profile_sav = desk.saves.path() / "profile.sav";
    std::ofstream(profile_sav, std::ios::binary) << damaged;
    std::istringstream in("n\n");
    std::ostringstream out;
    REQUIRE(continue_text_run(desk.campaign, in, out) == 1);
    INFO(out.str());
    CHECK_THAT(out.str(), Contains("The run's end is not recorded yet: the run stays saved"));
    CHECK(desk.run_file.exists());
    CHECK(file_bytes(profile_sav) == damaged);
    // Set aside, there is no backup of the profile: a fresh one takes the run.
    std::istringstream yes("y\n");
    std::ostringstream told;
    REQUIRE(continue_text_run(desk.campaign, yes, told) == 0);
    INFO(told.str());
    CHECK_THAT(told.str(), Contains("There is no backup of the profile to go on from.") &&
                               Contains("Hall of fame:"));
    CHECK(!desk.run_file.exists());
  }
}

}  // namespace gavel
