#pragma once
// A table of Auction Auction for the board's tests (board_game.h): rivals that are
// done talking, refuse every offer, bid $0 for Dr. E and $0 on every lot, at 12 seats
// (the roster's nine rivals and two seats without one), the Black Market red.

#include "board_game.h"
#include "gavel/games/auction_auction/chapter.h"
#include "gavel/games/auction_auction/moves.h"
#include "gavel/games/auction_auction/view.h"
#include "gavel/ui/auction_auction/board.h"

namespace gavel::ui::auction_auction_testing {

using namespace gavel::ui::testing;
namespace aa = gavel::auction_auction;

inline const std::vector<std::string> roster_rivals = {
    "auntie-mo", "baron-vex", "cipher", "dottie", "gus", "kestrel", "pip", "sister-ansel", "wren"};

struct Game : BoardGame<aa::AuctionView> {
  explicit Game(const std::string& market = "red", int players = 12, int width = 80,
                int height = 24)
      : BoardGame(aa::chapter(), auction_auction::play_board,
                  {aa::make_move(aa::Kind::done), aa::make_move(aa::Kind::answer, aa::refuse_code),
                   aa::access_move(0, 0), aa::make_move(aa::Kind::lot_bid, 0)},
                  Setup{players, {}}, width, height) {
    state->apply(state->parse("black market is " + market));
  }
  int play_named(bool ascii = false) { return play(false, ascii, roster_rivals); }
};

// Keys that play the player's round: done talking, $1 for Dr. E (the rivals bid $0 there
// all together, so the tie keeps them out), back from the access results, done talking,
// then $1 on lot 1 and $0 on the other three, and (`back_from_lots`) back from the lot
// results, which the last round, ending the game, does not show.
inline void play_a_round(MemoryScreen& screen, bool back_from_lots = true) {
  screen.press(Key::Kind::enter);
  screen.press(Key::Kind::enter);
  screen.type("1");
  screen.press(Key::Kind::enter);
  screen.press(Key::Kind::escape);  // the access results page
  screen.press(Key::Kind::enter);
  for (const char* amount : {"1", "0", "0", "0"}) {
    screen.type(amount);
    screen.press(Key::Kind::enter);
  }
  if (back_from_lots) screen.press(Key::Kind::escape);
}

}  // namespace gavel::ui::auction_auction_testing
