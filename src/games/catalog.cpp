#include "gavel/games/catalog.h"

#include "gavel/core/text.h"
#include "gavel/games/auction_auction/chapter.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/mintopia/chapter.h"

namespace gavel {

const std::vector<Chapter>& all_chapters() {
  static const std::vector<Chapter> chapters = {auction_web::chapter(), auctionland::chapter(),
                                                mintopia::chapter(), auction_auction::chapter(),
                                                cosmic::chapter()};
  return chapters;
}

const Chapter* find_chapter(std::string_view id) {
  for (const Chapter& chapter : all_chapters()) {
    if (chapter.id == id) return &chapter;
  }
  return nullptr;
}

std::string chapter_list() {
  std::vector<std::string> ids;
  for (const Chapter& chapter : all_chapters())
    ids.push_back(chapter.id);
  return join(ids, ", ");
}

}  // namespace gavel
