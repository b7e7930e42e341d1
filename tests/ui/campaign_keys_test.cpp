// Random keys from the title menu through whole runs, at several terminal sizes: no
// key sequence may crash a screen, make an illegal move at a table or leave a save
// that does not load.

#include <catch2/catch.hpp>

#include "gavel/core/rng.h"
#include "ui/campaign_desk.h"

namespace gavel::ui::testing {
namespace {

// A screen that notes whether a frame ever showed a chapter's board.
class Watched : public MemoryScreen {
 public:
  using MemoryScreen::MemoryScreen;
  Key read_key() override {
    if (contains("Your turn") || contains("Your island")) saw_board = true;
    return MemoryScreen::read_key();
  }
  bool saw_board = false;
};

// Plays 3,000 random keys from the title for each seed of first..last; returns how many
// of those sessions reached a chapter's board.
int random_key_sessions(std::uint64_t first, std::uint64_t last) {
  const std::vector<Key> keys = {key_of(Key::Kind::enter),
                                 key_of(Key::Kind::enter),
                                 key_of(Key::Kind::enter),
                                 key_of(Key::Kind::escape),
                                 key_of(Key::Kind::up),
                                 key_of(Key::Kind::down),
                                 key_of(Key::Kind::left),
                                 key_of(Key::Kind::right),
                                 key_of(Key::Kind::home),
                                 key_of(Key::Kind::end),
                                 key_of(Key::Kind::page_down),
                                 key_of(Key::Kind::tab),
                                 key_of(Key::Kind::backspace),
                                 key_of(U'n'),
                                 key_of(U'c'),
                                 key_of(U'y'),
                                 key_of(U'y'),
                                 key_of(U'x'),
                                 key_of(U'p'),
                                 key_of(U'q'),
                                 key_of(U'?'),
                                 key_of(U'i'),
                                 key_of(U'f'),
                                 key_of(U'm'),
                                 key_of(U's'),
                                 key_of(U't'),
                                 key_of(U'L'),
                                 key_of(U'r'),
                                 key_of(U'a'),
                                 key_of(U'1'),
                                 key_of(U'2'),
                                 key_of(U'3'),
                                 key_of(U'0'),
                                 key_of(U'+'),
                                 key_of(U'-'),
                                 key_of(U' ')};
  int boards = 0;
  for (std::uint64_t seed = first; seed <= last; ++seed) {
    INFO("seed " << seed);
    const Title title(seed);
    Watched screen(80, 24);
    Rng pick(seed, Stream::cosmetic);
    for (int i = 0; i < 3000; ++i) {
      if (pick.below(400) == 0) {
        // Now and then the terminal changes size: too small, then large again.
        screen.resize(60, 20);
        screen.resize(seed % 2 == 0 ? 80 : 120, seed % 2 == 0 ? 24 : 36);
      }
      screen.press(keys[static_cast<std::size_t>(pick.below(keys.size()))]);
    }
    // Each quit goes back to the shell, so the title starts again until the keys run
    // out, as a player would run gavel again.
    int status = 0;
    for (int start = 0; start < 100 && screen.keys_left() > 0; ++start) {
      status = title.run(screen);
      REQUIRE((status == 0 || status == interrupted_status));
    }
    if (const std::optional<cp::Run> run = title.saved_run()) {
      cp::check_run(*run, campaign_content());
    }
    CHECK_NOTHROW(title.saved_profile());
    if (screen.saw_board) ++boards;
  }
  return boards;
}

TEST_CASE("random keys through the title and whole runs never break a run", "[ui][campaign]") {
  // The keys reach the tables, not only the title and the map.
  CHECK(random_key_sessions(1, 2) >= 1);
}

TEST_CASE("random keys through the title and whole runs never break a run, for 24 seeds",
          "[.long][ui][campaign]") {
  CHECK(random_key_sessions(1, 24) >= 12);
}

}  // namespace
}  // namespace gavel::ui::testing
