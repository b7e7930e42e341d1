#pragma once
// A table of Cosmic Encounter for the board's tests (board_game.h): rivals that
// pass, skip their techs, invite nobody, join the offense when invited, accept offers
// and end their turns; and a deal that reaches the first auctions.

#include "board_game.h"
#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/cosmic/moves.h"
#include "gavel/games/cosmic/view.h"
#include "gavel/ui/cosmic/board.h"

namespace gavel::ui::cosmic_testing {

using namespace gavel::ui::testing;
namespace cs = gavel::cosmic;

// What the rivals do when they may: as little as they can.
inline std::vector<Move> idle_moves() {
  return {cs::make_move(cs::Kind::pass),    cs::make_move(cs::Kind::skip_tech),
          cs::make_move(cs::Kind::invite),  cs::make_move(cs::Kind::join, 1),
          cs::make_move(cs::Kind::done),    cs::make_move(cs::Kind::accept),
          cs::make_move(cs::Kind::end_turn)};
}

struct Game : BoardGame<cs::CosmicView> {
  explicit Game(Setup setup = Setup{4, {}}, int width = 80, int height = 24)
      : BoardGame(cs::chapter(), cosmic::play_board, idle_moves(), setup, width, height) {}
};

// Three players without aliens or techs: the hands dealt, then the market's first
// three cards: Best of 2 Cosmic (at least 1), Free 3 Ships and Rebirth (6 or more).
inline void deal_market(Game& game) {
  game.apply({"draw attack 10",
              "draw attack 8",
              "draw attack 6",
              "draw negotiate",
              "draw negotiate",
              "draw morph",
              "draw attack 4",
              "draw attack 12",
              "draw attack 8",
              "draw attack 6",
              "draw negotiate",
              "draw negotiate",
              "draw attack 5",
              "draw attack 4",
              "draw attack 14",
              "draw attack 8",
              "draw attack 6",
              "draw negotiate",
              "draw negotiate",
              "draw attack 4",
              "draw card zap",
              "draw attack 13",
              "draw attack 9",
              "draw attack 7",
              "auction Best of 2 Cosmic",
              "auction Free 3 Ships",
              "auction Rebirth"});
}

}  // namespace gavel::ui::cosmic_testing
