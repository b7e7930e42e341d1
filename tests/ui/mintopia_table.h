#pragma once
// A table of New Mintopia City for the board's tests (board_game.h): rivals that
// withdraw, refuse, pass and skip (else the first legal move), and fixed deals.

#include "board_game.h"
#include "gavel/games/mintopia/chapter.h"
#include "gavel/games/mintopia/moves.h"
#include "gavel/games/mintopia/view.h"
#include "gavel/ui/mintopia/board.h"

namespace gavel::ui::mintopia_testing {

using namespace gavel::ui::testing;
namespace mt = gavel::mintopia;

struct Game : BoardGame<mt::MintopiaView> {
  explicit Game(int players, const std::string& ai = "none", int width = 80, int height = 24)
      : BoardGame(mt::chapter(), mintopia::play_board,
                  {mt::make_move(mt::Kind::withdraw), mt::make_move(mt::Kind::refuse),
                   mt::make_move(mt::Kind::pass), mt::make_move(mt::Kind::skip),
                   mt::make_move(mt::Kind::commit, 0)},
                  Setup{players, ai == "none" ? std::map<std::string, std::string>{}
                                              : std::map<std::string, std::string>{{"ai", ai}}},
                  width, height) {}
};

// Four players, `auctioneer` first; the Auction Block is The Mine (Production, 3 VP,
// Spearmint|Cherry), Humbug Heights (Deed, 3 VP, Cherry|Blueberry), Lozenge Press and
// Sugarwork Lofts.
inline void deal(Game& game, int auctioneer = 0) {
  game.apply({auctioneer == 0 ? "first auctioneer 0" : "first auctioneer 1", "turn up The Mine",
              "turn up Humbug Heights", "turn up Lozenge Press", "turn up Sugarwork Lofts"});
}

// Seat 0 won The Mine alone and shared it with seat 1: it is to be placed in zone 0.
inline void mine_won(Game& game) {
  deal(game);
  game.apply(
      {"auction The Mine open", "bid 1", "withdraw", "withdraw", "withdraw", "share with left"});
}

}  // namespace gavel::ui::mintopia_testing
