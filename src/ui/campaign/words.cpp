// The campaign screens' own words: a chapter's line of summary.

#include "gavel/core/text.h"
#include "gavel/games/catalog.h"
#include "gavel/ui/board_kit.h"
#include "parts.h"

namespace gavel::ui::campaign_screens {

std::string chapter_tagline(const Chapter& chapter) {
  const std::vector<std::string> paragraphs = paragraphs_of(chapter.rules_summary);
  return paragraphs.empty() ? chapter.title : paragraphs.front();
}

}  // namespace gavel::ui::campaign_screens
