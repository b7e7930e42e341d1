#include "gavel/ai/blunder.h"

#include "gavel/ai/auction_auction/blunder.h"
#include "gavel/ai/auction_web/blunder.h"
#include "gavel/ai/auctionland/blunder.h"
#include "gavel/ai/cosmic/blunder.h"
#include "gavel/ai/mintopia/blunder.h"

namespace gavel {

namespace {

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

}  // namespace

bool is_blunder(const View& view, Move move) {
  return by_chapter(view, false, [&](const auto& own) { return is_blunder(own, move); });
}

std::optional<std::string> grave(const View& view, Move move) {
  return by_chapter(view, std::optional<std::string>(),
                    [&](const auto& own) { return grave(own, move); });
}

}  // namespace gavel
