#include "gavel/ai/blunder.h"

#include "by_chapter.h"
#include "gavel/ai/auction_auction/blunder.h"
#include "gavel/ai/auction_web/blunder.h"
#include "gavel/ai/auctionland/blunder.h"
#include "gavel/ai/cosmic/blunder.h"
#include "gavel/ai/mintopia/blunder.h"

namespace gavel {

bool is_blunder(const View& view, Move move) {
  return by_chapter(view, false, [&](const auto& own) { return is_blunder(own, move); });
}

std::optional<std::string> grave(const View& view, Move move) {
  return by_chapter(view, std::optional<std::string>(),
                    [&](const auto& own) { return grave(own, move); });
}

}  // namespace gavel
