#pragma once
// What the tests of Auction Auction's rivals share: the shipped table, a seat's view
// as Auction Auction's own, and the talk brought to its end.

#include <memory>

#include "gavel/core/state.h"
#include "gavel/games/auction_auction/state.h"
#include "gavel/games/auction_auction/table.h"
#include "gavel/games/auction_auction/view.h"
#include "support/shipped_content.h"

namespace gavel::testing {

// The table shipped in content/: its cash, rounds and houses.
inline std::shared_ptr<const auction_auction::TableContent> shipped_auction_table() {
  return std::make_shared<const auction_auction::TableContent>(
      auction_auction::load_table(shipped_content_dir));
}

inline const auction_auction::AuctionView& auction_view(const std::unique_ptr<View>& view) {
  return dynamic_cast<const auction_auction::AuctionView&>(*view);
}

// Everyone done talking, from wherever the talk stands.
inline void end_talk(State& state) {
  while (dynamic_cast<const auction_auction::AuctionState&>(state).step() ==
         auction_auction::Step::talk)
    state.apply(state.parse("done"));
}

}  // namespace gavel::testing
