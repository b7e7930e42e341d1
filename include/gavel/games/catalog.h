#pragma once
// The campaign's chapters, in campaign order, and the ones that are built. A chapter
// joins the game by adding itself to built_chapters() in catalog.cpp, and joins the
// run as an act once its board and its act are built too (campaign_chapters());
// nothing else outside its own folders changes.

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

// The chapters that can be played, in campaign order: Quick play, the command line,
// `gavel sim` and `gavel replay` offer them.
const std::vector<Chapter>& built_chapters();

// The built chapters a run plays as its acts, in campaign order.
const std::vector<Chapter>& campaign_chapters();

// The built chapter with this id, or nullptr.
const Chapter* find_chapter(std::string_view id);

// "auction-web, auctionland" or "none yet", for messages.
std::string built_chapter_list();

}  // namespace gavel
