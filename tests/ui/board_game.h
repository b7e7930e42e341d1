#pragma once
// One game of a chapter on a MemoryScreen, for the boards' tests: moves may be
// applied before the board takes over, seat 0 then plays through the scripted keys
// against passive or random rivals. When the keys run out the screen interrupts the
// board, so the last frame stays to be read. Each chapter's table header names its
// game's setup, its idle moves and its board.

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "gavel/ai/agents.h"
#include "gavel/ai/random_agent.h"
#include "gavel/ai/roster.h"
#include "gavel/core/chapter.h"
#include "gavel/core/match.h"
#include "gavel/core/rng.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/memory_screen.h"
#include "gavel/ui/table.h"
#include "support/shipped_content.h"

namespace gavel::ui::testing {

// The shipped content, by the one name every test gives it.
using gavel::testing::shipped_content_dir;

// A rival that does as little as it may: the first of its idle moves that is legal
// (a pass, say), else the first legal move.
class Passive final : public Agent {
 public:
  explicit Passive(std::vector<Move> idle) : idle_(std::move(idle)) {}
  std::string name() const override { return "passive"; }
  Move choose(const View& /*view*/, const std::vector<Move>& legal, Rng& /*rng*/) override {
    for (const Move wanted : idle_) {
      if (std::find(legal.begin(), legal.end(), wanted) != legal.end()) return wanted;
    }
    return legal.front();
  }

 private:
  std::vector<Move> idle_;
};

using PlayBoard = int (*)(Screen&, const Glyphs&, Match&, const BoardSettings&);

template <class ChapterView>
struct BoardGame {
  BoardGame(const Chapter& chapter, PlayBoard play_board, std::vector<Move> idle,
            const Setup& setup, int width, int height)
      : screen(width, height),
        state(chapter.start(setup, shipped_content_dir)),
        passive(std::move(idle)),
        rules_summary_(chapter.rules_summary),
        play_board_(play_board) {
    // The keys these tests script start from each question's first answer; the
    // tests of the adviser turn it back on.
    settings.advice = false;
  }

  void apply(std::initializer_list<const char*> moves) {
    for (const char* move : moves)
      state->apply(state->parse(move));
  }

  // Seat 0 plays through the keys; rivals are passive, or random with `random`. The
  // board knows the rivals of the roster named by `rivals`, in seats 1 on.
  int play(bool random = false, bool ascii = false, const std::vector<std::string>& rivals = {},
           bool talk = true) {
    std::vector<Agent*> seats = {nullptr};
    for (int seat = 1; seat < state->seats(); ++seat) {
      seats.push_back(random ? static_cast<Agent*>(&random_rival) : &passive);
    }
    match = std::make_unique<Match>(std::move(state), seed, seats);
    settings.seed = seed;
    settings.talk = talk;
    settings.rules_summary = rules_summary_;
    if (!rivals.empty()) {
      const Roster roster = load_roster(shipped_content_dir);
      settings.rivals.resize(1);
      for (const std::string& id : rivals)
        settings.rivals.emplace_back(*roster.find(id));
    }
    return play_board_(screen, glyphs_for(ascii), *match, settings);
  }

  std::string log() const {
    std::string text;
    for (const std::string& line : match->state().log_for(0))
      text += line + "\n";
    return text;
  }

  ChapterView view() const {
    const auto seen = match->state().view(0);
    return dynamic_cast<const ChapterView&>(*seen);
  }

  // The screen's row that shows `text` first, or "".
  std::string row_with(std::string_view text) const {
    int r = 0;
    int c = 0;
    return screen.find(text, r, c) ? screen.row(r) : std::string();
  }

  MemoryScreen screen;
  std::unique_ptr<State> state;
  std::unique_ptr<Match> match;
  BoardSettings settings;
  std::uint64_t seed = 7;
  Passive passive;
  RandomAgent random_rival;

 private:
  std::string rules_summary_;
  PlayBoard play_board_;
};

// Scripts `count` keys, each drawn at random from `keys`.
inline void press_at_random(MemoryScreen& screen, const std::vector<Key>& keys, Rng& pick,
                            int count) {
  for (int i = 0; i < count; ++i)
    screen.press(keys[static_cast<std::size_t>(pick.below(keys.size()))]);
}

// Seat 0 plays a whole four-player game through 6,000 of `keys` drawn at random,
// against the seed's rivals of the roster, with their table talk on or off; returns
// the game's snapshot at the end. Talk must never change it.
inline std::string played_with_talk(const Chapter& chapter, PlayBoard play_board,
                                    const std::vector<Key>& keys, std::uint64_t seed, bool talk) {
  MemoryScreen screen(80, 24);
  Rng pick(seed, Stream::cosmetic, 9);
  press_at_random(screen, keys, pick, 6000);
  Seating seating = seat_rivals(chapter, 4, seed, shipped_content_dir);
  Match match(chapter.start(Setup{4, {}}, shipped_content_dir), seed, seating.seats());
  BoardSettings settings;
  settings.rivals = std::move(seating.rivals);
  settings.talk = talk;
  settings.seed = seed;
  play_board(screen, unicode_glyphs(), match, settings);
  CHECK(match.state().over());
  return match.state().snapshot();
}

// What the last frame cut short, for the checks that key screens are readable in
// full at 80x24: every text written past the right edge or run into another
// (MemoryScreen::touching), and every row that holds the ellipsis a board puts where
// it shortened a text (shorten() in board_kit.h).
inline std::vector<std::string> cut_text(const MemoryScreen& screen, const Glyphs& glyphs) {
  std::vector<std::string> cut = screen.cut_at_edge();
  for (const std::string& joined : screen.touching())
    cut.push_back("two columns touch: " + joined);
  for (int r = 0; r < screen.height(); ++r) {
    if (contains(screen.row(r), glyphs.ellipsis)) cut.push_back(screen.row(r));
  }
  return cut;
}

inline bool ascii_only(const std::string& text) {
  return std::all_of(text.begin(), text.end(),
                     [](char ch) { return static_cast<unsigned char>(ch) < 0x80; });
}

}  // namespace gavel::ui::testing
