#pragma once
// A table of Auctionland for the board's tests: a game on a MemoryScreen with passive
// or random rivals, and a fixed deal. When the scripted keys run out the screen
// interrupts the board, so the last frame stays to be read.

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>

#include "gavel/ai/random_agent.h"
#include "gavel/ai/roster.h"
#include "gavel/core/match.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/moves.h"
#include "gavel/games/auctionland/view.h"
#include "gavel/ui/auctionland/board.h"
#include "gavel/ui/memory_screen.h"

namespace gavel::ui::auctionland_testing {

namespace al = gavel::auctionland;

inline const std::filesystem::path content_dir = GAVEL_SOURCE_CONTENT_DIR;

// A rival that does as little as it may: passes, sells, else the first legal move
// (the first market tile, the first place, unturned).
class Passive final : public Agent {
 public:
  std::string name() const override { return "passive"; }
  Move choose(const View& /*view*/, const std::vector<Move>& legal, Rng& /*rng*/) override {
    for (const Move wanted : {al::make_move(al::Kind::pass), al::make_move(al::Kind::sell)}) {
      if (std::find(legal.begin(), legal.end(), wanted) != legal.end()) return wanted;
    }
    return legal.front();
  }
};

// One game on one screen: moves may be applied before the board takes over.
struct Game {
  explicit Game(int players, int width = 80, int height = 24, bool visible_money = false)
      : screen(width, height),
        state(al::chapter().start(Setup{players, {{"visible-money", visible_money ? "on" : "off"}}},
                                  content_dir)) {}

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
    match = std::make_unique<Match>(std::move(state), 7, seats);
    settings.seed = 7;
    settings.talk = talk;
    settings.rules_summary = al::chapter().rules_summary;
    if (!rivals.empty()) {
      const Roster roster = load_roster(content_dir);
      settings.rivals.resize(1);
      for (const std::string& id : rivals)
        settings.rivals.emplace_back(*roster.find(id));
    }
    return auctionland::play_board(screen, glyphs_for(ascii), *match, settings);
  }

  std::string log() const {
    std::string text;
    for (const std::string& line : match->state().log_for(0))
      text += line + "\n";
    return text;
  }

  al::AuctionlandView view() const {
    const auto seen = match->state().view(0);
    return dynamic_cast<const al::AuctionlandView&>(*seen);
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
  Passive passive;
  RandomAgent random_rival;
};

// Seat 0 starts and the market is 1a..8a (no icons: the sort keeps the deal's order).
inline void deal(Game& game) {
  game.apply({"first player 0", "draw 1a", "draw 2a", "draw 3a", "draw 4a", "draw 5a", "draw 6a",
              "draw 7a", "draw 8a"});
}

// Two players, three turns: seat 0 ends with 5a at f4 built, 6a up for auction and
// nobody bidding, so it builds 6a where it likes: d4 e4 f4 hold tiles, so c4 and g4
// fill row 4. Seat 1 has 3a and 4a.
inline void three_in_a_row(Game& game) {
  deal(game);
  game.apply({"take 1", "build at d4", "auction 1", "pass", "build at e4", "draw 9a", "draw 10a",
              "take 1", "build at d4", "auction 1", "pass", "build at e4", "draw 11a", "draw 12a",
              "take 1", "build at f4", "auction 1", "pass"});
}

inline bool ascii_only(const std::string& text) {
  return std::all_of(text.begin(), text.end(),
                     [](char ch) { return static_cast<unsigned char>(ch) < 0x80; });
}

}  // namespace gavel::ui::auctionland_testing
