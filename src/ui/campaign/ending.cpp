// The end of a run, won or lost: into the hall of fame, the summary written beside the
// saves, run.sav removed, and the summary shown under a headline.
//
// The steps run in that order with no key read between them, so a signal cannot cut
// them apart; a run still saved means its end was not recorded, and Continue comes
// back here to record it.

#include <algorithm>

#include "gavel/campaign/profile.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/saves.h"
#include "gavel/campaign/summary.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/ui/board_kit.h"
#include "parts.h"

namespace gavel::ui::campaign_screens {

Exit end_run(Desk& desk) {
  Campaign& campaign = desk.campaign;
  const cp::Run& run = desk.run;
  cp::Profile profile;
  switch (open_profile(desk.screen, desk.glyphs, campaign.profile_file, profile)) {
    case Opened::interrupted:
      return Exit::interrupted;
    case Opened::back:
      // The run stays saved: its end is recorded once the profile can be written.
      return Exit::quit;
    default:
      break;
  }
  const int unlocked = profile.ascension_unlocked;
  const auto [fame, kept] = campaign.close_run(profile, run);

  const auto place = std::find(profile.hall.begin(), profile.hall.end(), fame);
  const std::string rank =
      place == profile.hall.end()
          ? "not among the best " + std::to_string(cp::hall_size) + " runs"
          : ordinal(static_cast<int>(place - profile.hall.begin()) + 1) + " in the hall of fame";
  const bool won = run.stage == cp::Stage::won;
  std::vector<std::string> text;
  text.push_back(won ? "You won the run at ascension " + std::to_string(run.ascension) + "!"
                     : "The run is lost at " + chapter_title(run.chapter()) +
                           ": no tokens of life are left.");
  text.push_back("Score " + std::to_string(fame.score) + ", " + rank + ".");
  if (profile.ascension_unlocked > unlocked) {
    text.push_back("Ascension " + std::to_string(profile.ascension_unlocked) +
                   " is unlocked: New run offers it now.");
  }
  text.push_back(kept);
  text.emplace_back("");
  for (std::string& line : paragraphs_of(cp::run_summary(run, desk.content())))
    text.push_back(std::move(line));
  const std::string headline = won ? "The run is won" : "The run is lost";
  const Leave leave = show_page(desk.screen, desk.glyphs, headline, text);
  return leave == Leave::interrupted ? Exit::interrupted : Exit::quit;
}

}  // namespace gavel::ui::campaign_screens
