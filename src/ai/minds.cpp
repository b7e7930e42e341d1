#include "gavel/ai/minds.h"

#include "gavel/ai/auction_auction/mind.h"
#include "gavel/ai/auction_web/mind.h"
#include "gavel/ai/auctionland/mind.h"
#include "gavel/ai/cosmic/mind.h"
#include "gavel/ai/mintopia/mind.h"

namespace gavel {

const std::vector<ChapterMind>& chapter_minds() {
  static const std::vector<ChapterMind> minds = {auction_web::mind(), auctionland::mind(),
                                                 mintopia::mind(), auction_auction::mind(),
                                                 cosmic::mind()};
  return minds;
}

const ChapterMind* find_mind(std::string_view chapter) {
  for (const ChapterMind& mind : chapter_minds()) {
    if (mind.chapter == chapter) return &mind;
  }
  return nullptr;
}

const ChapterMind* mind_reading(const View& view) {
  for (const ChapterMind& mind : chapter_minds()) {
    if (mind.reads(view)) return &mind;
  }
  return nullptr;
}

}  // namespace gavel
