// Counting what tiles fetch at auction against their worth to the buyer. A bidder's
// worth is read from its own view when it bids, as the tile and islands stay the same
// until the sale; the auctioneer's when it buys back.

#include "gavel/ai/auctionland/prices.h"

#include <cstdio>

#include "gavel/games/auctionland/moves.h"
#include "reading.h"

namespace gavel::auctionland {

TileWorth own_tile_worth(const AuctionlandView& view, int tile) {
  if (tile < 0) return {};
  scripted::Reading reading(view, Traits{});
  // A full island sends a tile bought back to the box, where it is worth nothing.
  if (reading.full(reading.me)) return {};
  const double points =
      reading.temper.greed * reading.worth(reading.me, tile, reading.may_earn_bonus(reading.me));
  return {points, points / reading.dollar};
}

double own_tile_value(const AuctionlandView& view) {
  return own_tile_worth(view, view.held).dollars;
}

void PriceWatch::seen(const View& view, Move move) {
  const auto* land = dynamic_cast<const AuctionlandView*>(&view);
  if (land == nullptr) return;
  const Kind kind = kind_of(move);
  if (kind == Kind::bid) {
    worth_at_bid_[static_cast<std::size_t>(land->me)] = own_tile_value(*land);
    return;
  }
  if (land->phase != Phase::sale || land->high_bidder < 0) return;
  if (kind == Kind::sell) {
    const double worth = worth_at_bid_[static_cast<std::size_t>(land->high_bidder)];
    ++tally_.bought;
    if (land->high_bid > 2 * worth) ++tally_.dear;
  } else if (kind == Kind::buy_back) {
    ++tally_.bought_back;
    if (land->high_bid + 1 > 2 * own_tile_value(*land)) ++tally_.dear_back;
  }
}

std::string PriceWatch::summary() const {
  if (tally_.bought + tally_.bought_back == 0) return {};
  const auto share = [](long long part, long long whole) {
    return whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole);
  };
  char line[200];
  std::snprintf(line, sizeof line,
                "paid more than twice the tile's worth to the payer: %lld of %lld tiles bought "
                "(%.2f%%), %lld of %lld bought back (%.2f%%)",
                tally_.dear, tally_.bought, share(tally_.dear, tally_.bought), tally_.dear_back,
                tally_.bought_back, share(tally_.dear_back, tally_.bought_back));
  return line;
}

}  // namespace gavel::auctionland
