#include "gavel/ai/blunder.h"

#include "gavel/ai/auction_auction/blunder.h"
#include "gavel/ai/auction_web/blunder.h"
#include "gavel/ai/auctionland/blunder.h"
#include "gavel/ai/cosmic/blunder.h"
#include "gavel/ai/mintopia/blunder.h"

namespace gavel {

bool is_blunder(const View& view, Move move) {
  if (const auto* web = dynamic_cast<const auction_web::AuctionWebView*>(&view))
    return auction_web::is_blunder(*web, move);
  if (const auto* land = dynamic_cast<const auctionland::AuctionlandView*>(&view))
    return auctionland::is_blunder(*land, move);
  if (const auto* city = dynamic_cast<const mintopia::MintopiaView*>(&view))
    return mintopia::is_blunder(*city, move);
  if (const auto* table = dynamic_cast<const auction_auction::AuctionView*>(&view))
    return auction_auction::is_blunder(*table, move);
  if (const auto* encounter = dynamic_cast<const cosmic::CosmicView*>(&view))
    return cosmic::is_blunder(*encounter, move);
  return false;
}

}  // namespace gavel
