#pragma once
// The chapter a view belongs to, for the few questions every chapter with rivals
// answers in its own folder (its blunders, its grave moves, its adviser's reasons):
// private to src/ai.

#include "gavel/games/auction_auction/view.h"
#include "gavel/games/auction_web/view.h"
#include "gavel/games/auctionland/view.h"
#include "gavel/games/cosmic/view.h"
#include "gavel/games/mintopia/view.h"

namespace gavel {

// Calls `ask` with the chapter's own view, or gives `otherwise` for a view of no
// chapter with rivals.
template <class Result, class Ask>
Result by_chapter(const View& view, Result otherwise, const Ask& ask) {
  if (const auto* web = dynamic_cast<const auction_web::AuctionWebView*>(&view)) return ask(*web);
  if (const auto* land = dynamic_cast<const auctionland::AuctionlandView*>(&view))
    return ask(*land);
  if (const auto* city = dynamic_cast<const mintopia::MintopiaView*>(&view)) return ask(*city);
  if (const auto* table = dynamic_cast<const auction_auction::AuctionView*>(&view))
    return ask(*table);
  if (const auto* encounter = dynamic_cast<const cosmic::CosmicView*>(&view))
    return ask(*encounter);
  return otherwise;
}

}  // namespace gavel
