#pragma once
// Every chapter of Gavel, listed once, in the order a run visits them as its acts.
// A chapter joins by adding its `chapter()` to the list in catalog.cpp; its rivals
// join the ai layer's list (ai/minds.h) and its board the ui layer's (ui/boards.h),
// each from the chapter's own folder. Quick play, the command line, `gavel sim` and
// `gavel replay` offer every chapter listed here, and a run plays each as an act.

#include <string>
#include <vector>

#include "gavel/core/chapter.h"

namespace gavel {

// The chapters in campaign order.
const std::vector<Chapter>& all_chapters();

// The chapter with this id, or nullptr.
const Chapter* find_chapter(std::string_view id);

// "auction-web, auctionland, ...", for messages.
std::string chapter_list();

}  // namespace gavel
