#pragma once
// A table of Auction Web for the board's tests (board_game.h): rivals that pass and
// decline, and a fixed two-player deal.

#include "board_game.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auction_web/moves.h"
#include "gavel/games/auction_web/view.h"
#include "gavel/ui/auction_web/board.h"

namespace gavel::ui::auction_web_testing {

using namespace gavel::ui::testing;
namespace aw = gavel::auction_web;

struct Game : BoardGame<aw::AuctionWebView> {
  explicit Game(int players, int width = 80, int height = 24)
      : BoardGame(aw::chapter(), auction_web::play_board,
                  {aw::make_move(aw::Kind::pass), aw::make_move(aw::Kind::decline)},
                  Setup{players, {}}, width, height) {}
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

}  // namespace gavel::ui::auction_web_testing
