#pragma once
// The pieces of the campaign's screens shared by their source files (private to
// src/ui/campaign): the desk every screen of a run works at, the status line, the
// words for tokens, garnets, perks and rivals, and one function per stage of a run.

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/campaign/content.h"
#include "gavel/campaign/pages.h"
#include "gavel/campaign/profile.h"
#include "gavel/campaign/run.h"
#include "gavel/campaign/words.h"
#include "gavel/core/chapter.h"
#include "gavel/core/text.h"
#include "gavel/ui/boards.h"
#include "gavel/ui/campaign.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/screen.h"
#include "gavel/ui/widgets.h"

namespace gavel::ui::campaign_screens {

namespace cp = gavel::campaign;

// What every screen of a run works with.
struct Desk {
  Screen& screen;
  const Glyphs& glyphs;
  Campaign& campaign;
  cp::Run& run;

  const cp::Content& content() const { return campaign.content; }
  // Ironman: called after every move the run makes, and on quit.
  void save() { store_object(campaign.run_file, run); }
};

// How a stage's screen ended.
enum class Exit {
  moved,        // the run moved on to another stage (already saved)
  quit,         // the player saved and quit to the title
  interrupted,  // a signal: save and stop
};

// --- words (words.cpp) ------------------------------------------------------------

// The run's own words (campaign/words.h), said the same on every screen.
using cp::boon_words;
using cp::chapter_title;
using cp::garnets;
using cp::perk_names;
using cp::temperament;
using cp::tokens;
// The first paragraph of a chapter's rules summary: what the game is, in a line.
std::string chapter_tagline(const Chapter& chapter);
using cp::seat_name;

// --- the frame of every run screen (desk.cpp) ----------------------------------------

// The top row: act, chapter, tokens of life, garnets, ascension and the run's seed.
void draw_run_status(const Desk& desk);
// A heading across the screen: "── The table ─────".
void draw_heading(const Desk& desk, int row, std::string_view title);
// The message row above the key hints, and the key hints.
void draw_message(const Desk& desk, std::string_view message, Style style = plain);
int message_row(const Screen& screen);
// Asks "Save and quit to the title? (y/n)" over `draw`: quit (saved) on yes,
// interrupted on a signal, nothing when the player stays.
std::optional<Exit> ask_to_quit(Desk& desk, const std::function<void()>& draw);
// The keys every screen of a run answers besides its own: ? help, i the act's table
// and stakes, q save and quit. An Exit when the screen must end; `handled` tells
// whether the key was one of them.
std::optional<Exit> shared_key(Desk& desk, const Key& key, const std::function<void()>& draw,
                               bool& handled);
// Waits on a page that goes on with Enter: nothing when Enter is pressed; an Exit
// when the player quits or a signal comes. Esc asks to quit, the shared keys work,
// `own_key` answers the page's own (a page opened, or nothing for a key not its own),
// and any other key sets `message` to `nudge` for the next `draw`.
std::optional<Exit> wait_for_enter(
    Desk& desk, const std::function<void()>& draw, std::string& message, const std::string& nudge,
    const std::function<std::optional<Leave>(const Key& key)>& own_key = nullptr);

// --- the stages (one file each) ---------------------------------------------------

// What an act's introduction shows of its table's deal (deal.cpp): what the chapter's
// board finds in the player's own view of it (ChapterBoard::deal_shown); nothing (no
// heading) for a chapter that shows nothing.
DealShown table_deal(const Desk& desk);

Exit show_intro(Desk& desk);  // intro.cpp
// The act's table, stakes and perks again, from the map (intro.cpp).
Leave show_table_page(Desk& desk);
Exit walk_map(Desk& desk);            // map.cpp
Exit visit_black_market(Desk& desk);  // market.cpp
Exit visit_rumour(Desk& desk);        // rooms.cpp
Exit visit_pawnshop(Desk& desk);      // rooms.cpp
Exit visit_quiet_room(Desk& desk);    // rooms.cpp
Exit play_table(Desk& desk);          // tables.cpp
Exit show_results(Desk& desk);        // tables.cpp
// The end: hall of fame, summary file, save removed, summary shown (ending.cpp).
Exit end_run(Desk& desk);

// --- saves (saves.cpp) --------------------------------------------------------------

// A file that failed to load: its message (the gavel::Error's, which names the file)
// and the choice to set it aside or go back. Nothing is written over it either way.
enum class Damaged { set_aside, back, interrupted };
Damaged ask_about_damaged(Screen& screen, const Glyphs& glyphs, const std::string& error,
                          std::string_view what);

// How opening a save went.
enum class Opened { loaded, none, back, interrupted };
// Loads run.sav into `run`. A file that cannot be loaded gets ask_about_damaged; set
// aside, the backup is tried next, and the player is told what became of the file.
Opened open_run(Screen& screen, const Glyphs& glyphs, Campaign& campaign, cp::Run& run);
// Loads profile.sav into `profile` (a fresh profile when there is none) the same way.
Opened open_profile(Screen& screen, const Glyphs& glyphs, SaveFile& file, cp::Profile& profile);

}  // namespace gavel::ui::campaign_screens
