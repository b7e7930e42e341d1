// The deal an act's introduction shows, read from the player's own view of the game
// dealt from the table's seed (campaign/table.h's table_preview), so nothing the rules
// keep from the player shows.

#include "gavel/campaign/table.h"
#include "gavel/core/error.h"
#include "gavel/ui/boards.h"
#include "parts.h"

namespace gavel::ui::campaign_screens {

DealShown table_deal(const Desk& desk) {
  const cp::Run& run = desk.run;
  const ChapterBoard* board = find_board(run.chapter());
  if (board == nullptr || !board->deal_shown) return {};
  std::unique_ptr<View> view;
  try {
    view = cp::table_preview(run, desk.content(), desk.campaign.content_dir);
  } catch (const Error&) {
    return {};  // content the table cannot be dealt from: sitting down says why
  }
  return board->deal_shown(*view);
}

}  // namespace gavel::ui::campaign_screens
