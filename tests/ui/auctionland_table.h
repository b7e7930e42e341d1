#pragma once
// A table of Auctionland for the board's tests (board_game.h): rivals that pass and
// sell (else take the first tile, the first place, unturned), and a fixed deal.

#include "board_game.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/moves.h"
#include "gavel/games/auctionland/view.h"
#include "gavel/ui/auctionland/board.h"

namespace gavel::ui::auctionland_testing {

using namespace gavel::ui::testing;
namespace al = gavel::auctionland;

struct Game : BoardGame<al::AuctionlandView> {
  explicit Game(int players, int width = 80, int height = 24, bool visible_money = false)
      : BoardGame(al::chapter(), auctionland::play_board,
                  {al::make_move(al::Kind::pass), al::make_move(al::Kind::sell)},
                  Setup{players, {{"visible-money", visible_money ? "on" : "off"}}}, width,
                  height) {}
};

// Seat 0 starts and the market is 1a..8a (no icons: the sort keeps the deal's order).
inline void deal(Game& game) {
  game.apply({"first player 0", "draw 1a", "draw 2a", "draw 3a", "draw 4a", "draw 5a", "draw 6a",
              "draw 7a", "draw 8a"});
}

// Two players, two turns: seat 0 built 1a at d4 and, nobody bidding, 2a at e4; seat 1
// then built 3a and now auctions 4a, so seat 0 is asked to bid.
inline void rival_auctions(Game& game) {
  deal(game);
  game.apply({"take 1", "build at d4", "auction 1", "pass", "build at e4", "draw 9a", "draw 10a",
              "take 1", "build at d4", "auction 1"});
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

// How often `part` is in `text`.
inline int count_of(const std::string& text, std::string_view part) {
  int count = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
    ++count;
  return count;
}

}  // namespace gavel::ui::auctionland_testing
