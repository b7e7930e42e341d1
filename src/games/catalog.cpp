#include "gavel/games/catalog.h"

#include "gavel/core/text.h"
#include "gavel/games/auction_auction/chapter.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/mintopia/chapter.h"

namespace gavel {

const std::vector<ChapterName>& campaign_order() {
  static const std::vector<ChapterName> order = {
      {"auction-web", "Auction Web"},
      {"auctionland", "Auctionland"},
      {"mintopia", "New Mintopia City"},
      {"auction-auction", "Auction Auction"},
      {"cosmic-lucre", "Cosmic Encounter: Lucre"},
  };
  return order;
}

const std::vector<Chapter>& built_chapters() {
  static const std::vector<Chapter> chapters = {auction_web::chapter(), auctionland::chapter(),
                                                mintopia::chapter(), auction_auction::chapter(),
                                                cosmic::chapter()};
  return chapters;
}

const std::vector<Chapter>& campaign_chapters() {
  static const std::vector<Chapter> chapters = {auction_web::chapter(), auctionland::chapter(),
                                                mintopia::chapter(), auction_auction::chapter(),
                                                cosmic::chapter()};
  return chapters;
}

const Chapter* find_chapter(std::string_view id) {
  for (const Chapter& chapter : built_chapters()) {
    if (chapter.id == id) return &chapter;
  }
  return nullptr;
}

std::string built_chapter_list() {
  std::vector<std::string> ids;
  for (const Chapter& chapter : built_chapters())
    ids.push_back(chapter.id);
  return ids.empty() ? "none yet" : join(ids, ", ");
}

}  // namespace gavel
