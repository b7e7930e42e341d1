#pragma once
// A table of Auction Web for the board's tests: a game on a MemoryScreen, passive or
// random rivals, and a fixed two-player deal. When the scripted keys run out the
// screen interrupts the board, so the last frame stays to be read.

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <string>

#include "gavel/ai/random_agent.h"
#include "gavel/core/match.h"
#include "gavel/core/rng.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auction_web/moves.h"
#include "gavel/games/auction_web/view.h"
#include "gavel/ui/auction_web/board.h"
#include "gavel/ui/memory_screen.h"

namespace gavel::ui::testing {

namespace aw = gavel::auction_web;

inline const std::filesystem::path content_dir = GAVEL_SOURCE_CONTENT_DIR;

// A rival that does as little as it may: passes, declines, else the first legal move.
class Passive final : public Agent {
 public:
  std::string name() const override { return "passive"; }
  Move choose(const View& /*view*/, const std::vector<Move>& legal, Rng& /*rng*/) override {
    for (const Move wanted : {aw::make_move(aw::Kind::pass), aw::make_move(aw::Kind::decline)}) {
      if (std::find(legal.begin(), legal.end(), wanted) != legal.end()) return wanted;
    }
    return legal.front();
  }
};

// One game on one screen: moves may be applied before the board takes over.
struct Game {
  explicit Game(int players, int width = 80, int height = 24)
      : screen(width, height), state(aw::chapter().start(Setup{players, {}}, content_dir)) {}

  void apply(std::initializer_list<const char*> moves) {
    for (const char* move : moves)
      state->apply(state->parse(move));
  }

  // Seat 0 plays through the keys; rivals are passive, or random with `random`.
  int play(bool random = false, bool ascii = false, std::uint64_t seed = 7) {
    std::vector<Agent*> seats = {nullptr};
    for (int seat = 1; seat < state->seats(); ++seat) {
      seats.push_back(random ? static_cast<Agent*>(&random_rival) : &passive);
    }
    match = std::make_unique<Match>(std::move(state), seed, seats);
    auction_web::BoardSettings settings;
    settings.seed = seed;
    settings.rules_summary = aw::chapter().rules_summary;
    return auction_web::play_board(screen, glyphs_for(ascii), *match, settings);
  }

  std::string log() const {
    std::string text;
    for (const std::string& line : match->state().log_for(0))
      text += line + "\n";
    return text;
  }

  aw::AuctionWebView view() const {
    const auto seen = match->state().view(0);
    return dynamic_cast<const aw::AuctionWebView&>(*seen);
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
  Passive passive;
  RandomAgent random_rival;
};

// Two players, each dealt one card of every value; round 1 turns up Pachinko (a),
// Litcoin ATM (b), Near Meat Burger (c) and Mochi Waterfall (d).
inline void deal_two(Game& game, int first_player) {
  game.apply({first_player == 0 ? "first player 0" : "first player 1"});
  for (int seat = 0; seat < 2; ++seat) {
    game.apply(
        {"dealt 0a", "dealt 1a", "dealt 2a", "dealt 3a", "dealt 4a", "dealt 5a", "dealt 6a"});
  }
  game.apply({"turn up Pachinko #1", "turn up Litcoin ATM #1", "turn up Near Meat Burger",
              "turn up Mochi Waterfall"});
}

inline bool ascii_only(const std::string& text) {
  return std::all_of(text.begin(), text.end(),
                     [](char ch) { return static_cast<unsigned char>(ch) < 0x80; });
}

}  // namespace gavel::ui::testing
