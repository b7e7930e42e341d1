#pragma once
// The campaign's chapters, in campaign order, and the ones that are built. A chapter
// joins the game by adding itself to built_chapters() in catalog.cpp; nothing else
// outside its own folders changes.

#include <string>
#include <vector>

#include "gavel/core/chapter.h"

namespace gavel {

struct ChapterName {
  std::string id;
  std::string title;
};

// All five chapters in the order a run visits them, built or not.
const std::vector<ChapterName>& campaign_order();

// The chapters that can be played, in campaign order.
const std::vector<Chapter>& built_chapters();

// The built chapter with this id, or nullptr.
const Chapter* find_chapter(std::string_view id);

// "auction-web, auctionland" or "none yet", for messages.
std::string built_chapter_list();

}  // namespace gavel
