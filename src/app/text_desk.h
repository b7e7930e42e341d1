#pragma once
// What every page of the text run works with (private to src/app): the console, the
// run and its save, and the one way a page asks its question.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "gavel/campaign/profile.h"
#include "gavel/campaign/run.h"
#include "gavel/core/save_file.h"
#include "gavel/ui/campaign.h"
#include "text_console.h"

namespace gavel::text_run {

namespace cp = gavel::campaign;

struct Desk {
  Console& console;
  ui::Campaign& campaign;
  cp::Run& run;

  const cp::Content& content() const { return campaign.content; }
  // Ironman, as on the board: after every move the run makes, and on quit.
  void save() { store_object(campaign.run_file, run); }
};

// How a page ended: the run moved on (saved), or the player saved and quit (or the
// input ended).
enum class Step { moved, quit };

// An answer to a page's question: what to type, and what it does.
struct Answer {
  std::string typed;
  std::string words;
};

// Prints `question` and reads until one of `answers` is typed (an empty line takes
// `enter`, -1 for none), answering the commands every page knows meanwhile: ? lists
// the answers, look prints the page again (`look`), i the act's table, help the run's
// rules. Anything else gets one line and the question again. Nothing when the player
// quits (q) or the input ends.
std::optional<int> ask(Desk& desk, const std::string& question, const std::vector<Answer>& answers,
                       int enter, const std::function<void()>& look);
// The commands every page knows, for a table's prompt: true when `typed` was one.
bool shared_command(Desk& desk, const std::string& typed);

// The act's table, its stakes and what the player brings: the introduction's page,
// and `i` on every page.
void say_table_page(Desk& desk);

Step intro(Desk& desk);
Step map(Desk& desk);
Step black_market(Desk& desk);
Step rumour(Desk& desk);
Step pawnshop(Desk& desk);
Step quiet_room(Desk& desk);
Step table(Desk& desk);
Step results(Desk& desk);

// --- the save folder (text_saves.cpp) -----------------------------------------------

// The exit status when the player leaves a damaged save as it is: what was asked for
// could not be done.
inline constexpr int left_damaged_status = 1;

// A question answered y or n; the end of input counts as n.
bool ask_yes(Console& console, const std::string& question);
// Loads run.sav into `run`: true when loaded, false when there is none, nothing when
// it is damaged and the player leaves it as it is.
std::optional<bool> open_run(Console& console, ui::Campaign& campaign, cp::Run& run);
// The profile (a fresh one when there is none), or nothing when the player leaves a
// damaged one as it is.
std::optional<cp::Profile> open_profile(Console& console, ui::Campaign& campaign);
// A run is saved: asks whether to abandon it. Yes puts it into the hall of fame as it
// stands and removes its save.
bool abandon(ui::Campaign& campaign, const cp::Run& saved, Console& console);
// The run is over: into the hall of fame, the summary beside the saves, the save
// removed (in that order, as on the board), then all of it told. Returns the exit
// status.
int end_run(Desk& desk);

}  // namespace gavel::text_run
