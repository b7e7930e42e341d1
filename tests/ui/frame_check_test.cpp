// The frame checker: whole seeded games of every chapter with a board, the player
// pressing Enter only, at 80x24 and 100x30, in Unicode and in ASCII. Every frame the
// player is asked to act on is checked as a newcomer reads it: no text runs past the
// screen's edge or into another (MemoryScreen::touching), the log panel is never hidden
// under a question box, and when it shows its recap, what was done to the player
// and every rival's sentence since the player's last move is on it whole (or counted
// for L).

#include "ui/frame_check.h"

#include <catch2/catch.hpp>

#include "gavel/ai/agents.h"
#include "gavel/games/catalog.h"
#include "gavel/ui/boards.h"
#include "gavel/ui/play.h"
#include "gavel/ui/title.h"
#include "ui/board_game.h"

namespace gavel::ui::testing {
namespace {

// A screen that checks each frame before it answers Enter, at most `limit` times. It
// keeps the player's log as the board does, and where its new lines start: after the
// lines that came before the player's last move.
class CheckedScreen final : public MemoryScreen {
 public:
  CheckedScreen(int width, int height, int limit, const Match& match, const BoardSettings& settings,
                const Glyphs& glyphs, TableLog::Topic topic)
      : MemoryScreen(width, height),
        left_(limit),
        match_(match),
        settings_(settings),
        glyphs_(glyphs),
        log_(settings, nullptr, std::move(topic)),
        sitters_(sitters_for(settings, match.state().seats())) {}

  Key read_key() override {
    if (left_ == 0) return key_of(Key::Kind::interrupt);
    --left_;
    ++frames_;
    const State& state = match_.state();
    log_.catch_up(state);
    const std::vector<Turn>& history = state.history();
    lines_before_.resize(history.size() + 1, log_.lines().size());
    lines_before_[history.size()] = log_.lines().size();
    std::size_t new_from = 0;
    for (std::size_t turn = history.size(); turn-- > 0;) {
      if (history[turn].seat != settings_.human) continue;
      new_from = lines_before_[turn];
      break;
    }
    const TableLogView log{log_.lines(), log_.sources(), sitters_, new_from, settings_.human};
    const bool mine = state.to_move() == settings_.human;
    if (faults_.size() < 3) {
      for (std::string& fault : frame_faults(*this, glyphs_, mine ? &log : nullptr))
        faults_.push_back("frame " + std::to_string(frames_) + ": " + fault + "\n" + all());
    }
    return key_of(Key::Kind::enter);
  }
  const std::vector<std::string>& faults() const { return faults_; }
  int frames() const { return frames_; }

 private:
  int left_;
  int frames_ = 0;
  const Match& match_;
  const BoardSettings& settings_;
  const Glyphs& glyphs_;
  TableLog log_;
  std::vector<Sitter> sitters_;
  // By the length of the history: how many lines the log held then.
  std::vector<std::size_t> lines_before_;
  std::vector<std::string> faults_;
};

void check_frames(const Chapter& chapter, int players, std::uint64_t seed, int width, int height,
                  bool ascii) {
  INFO(chapter.id << " at " << players << " players, seed " << seed << ", " << width << "x"
                  << height << (ascii ? ", ASCII" : ""));
  Seating seating = seat_rivals(chapter, players, seed, shipped_content_dir);
  Match match(chapter.start(Setup{players, {}}, shipped_content_dir), seed, seating.seats());
  BoardSettings settings;
  settings.rivals = std::move(seating.rivals);
  settings.seed = seed;
  settings.talk = false;  // the checker's log is the game's own, as the board's is then
  CheckedScreen screen(width, height, 20000, match, settings, glyphs_for(ascii),
                       find_board(chapter.id)->topic);
  play_board(screen, glyphs_for(ascii), chapter, match, settings);
  REQUIRE(match.state().over());
  CHECK(screen.frames() > 0);
  for (const std::string& fault : screen.faults())
    FAIL_CHECK(fault);
}

// Every frame of a chapter's games at 80x24 and 100x30, in Unicode and in ASCII:
// all four in the long suite; in the short suite, since the adviser searches at every
// decision, seed 1 plays Unicode at 80x24 and ASCII at 100x30 and seed 2 the other two.
void check_chapter_frames(const std::string& id, std::uint64_t seed, bool all_four = false) {
  const Chapter& chapter = *find_chapter(id);
  for (const auto& [width, height] : {std::pair{80, 24}, std::pair{100, 30}}) {
    for (const bool ascii : {false, true}) {
      const bool small = width == 80;
      if (all_four || (ascii != small) == (seed % 2 == 1))
        check_frames(chapter, chapter.default_players, seed, width, height, ascii);
    }
  }
}

// One case a board and seed, so that ctest spreads them over the cores.
TEST_CASE("every frame of whole games reads whole at 80x24 and 100x30: Auction Web, seed 1",
          "[ui][frames]") {
  check_chapter_frames("auction-web", 1);
}

TEST_CASE("every frame of whole games reads whole at 80x24 and 100x30: Auction Web, seed 2",
          "[ui][frames]") {
  check_chapter_frames("auction-web", 2);
}

TEST_CASE("every frame of whole games reads whole at 80x24 and 100x30: Auctionland, seed 1",
          "[ui][frames]") {
  check_chapter_frames("auctionland", 1);
}

TEST_CASE("every frame of whole games reads whole at 80x24 and 100x30: Auctionland, seed 2",
          "[ui][frames]") {
  check_chapter_frames("auctionland", 2);
}

TEST_CASE("every frame of whole games reads whole at 80x24 and 100x30: New Mintopia City, seed 1",
          "[ui][frames]") {
  check_chapter_frames("mintopia", 1);
}

TEST_CASE("every frame of whole games reads whole at 80x24 and 100x30: New Mintopia City, seed 2",
          "[ui][frames]") {
  check_chapter_frames("mintopia", 2);
}

TEST_CASE("every frame of whole games reads whole at 80x24 and 100x30: Auction Auction, seed 1",
          "[ui][frames]") {
  check_chapter_frames("auction-auction", 1);
}

TEST_CASE("every frame of whole games reads whole at 80x24 and 100x30: Auction Auction, seed 2",
          "[ui][frames]") {
  check_chapter_frames("auction-auction", 2);
}

TEST_CASE("every frame of whole games reads whole at 80x24 and 100x30: Cosmic Encounter, seed 1",
          "[ui][frames]") {
  check_chapter_frames("cosmic-lucre", 1);
}

TEST_CASE("every frame of whole games reads whole at 80x24 and 100x30: Cosmic Encounter, seed 2",
          "[ui][frames]") {
  check_chapter_frames("cosmic-lucre", 2);
}

TEST_CASE("every frame of whole games reads whole at 80x24 and 100x30, a third seed",
          "[ui][frames][.long]") {
  for (const Chapter& chapter : all_chapters()) {
    if (has_board(chapter)) check_chapter_frames(chapter.id, 3, true);
  }
}

}  // namespace
}  // namespace gavel::ui::testing
