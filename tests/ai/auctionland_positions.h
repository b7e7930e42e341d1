#pragma once
// Auctionland positions the rivals' tests share, each dealt by a script in the move
// notation so that its tiles and money are known.

#include <filesystem>
#include <memory>

#include "gavel/core/script.h"
#include "gavel/games/auctionland/chapter.h"

namespace gavel::testing {

// Two players: seat 0 has built 1a at d4 and puts 1b, a plain Park tile, up for
// auction; seat 1 is to bid, with its island still empty.
inline std::unique_ptr<State> plain_tile_auction(const std::filesystem::path& content) {
  const Script script = read_script(
      "chapter: auctionland\nplayers: 2\nseed: 3\nchance: first player 0\n"
      "chance: draw 1a\nchance: draw 1b\nchance: draw 5a\nchance: draw 6a\n"
      "chance: draw 7a\nchance: draw 8a\nchance: draw 9a\nchance: draw 10a\n"
      "0: take 1\n0: build at d4\n0: auction 1\n",
      "plain_tile_auction");
  auto state = auctionland::chapter().start(script.setup, content);
  play_script(script, *state);
  return state;
}

}  // namespace gavel::testing
