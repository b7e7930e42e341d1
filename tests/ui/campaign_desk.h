#pragma once
// A run's screens on the in-memory screen, for the campaign's UI tests: a locked save
// folder of its own, its run.sav and profile.sav, the game's content, a fixed date,
// and runs brought to the stage a test wants with the campaign's own moves.

#include <algorithm>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>

#include "gavel/campaign/content.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/run.h"
#include "gavel/campaign/saves.h"
#include "gavel/core/save_file.h"
#include "gavel/core/save_lock.h"
#include "gavel/ui/campaign.h"
#include "gavel/ui/memory_screen.h"
#include "gavel/ui/title.h"
#include "support/shipped_content.h"
#include "ui/save_dir.h"

namespace gavel::ui::testing {

namespace cp = gavel::campaign;

// The shipped content, by the names every test gives it.
using gavel::testing::campaign_content;
using gavel::testing::shipped_content_dir;

inline std::string file_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

struct RunDesk {
  SaveDir saves;
  SaveDirLock lock{saves.path()};
  SaveFile run_file{lock, cp::run_file};
  SaveFile profile_file{lock, cp::profile_file};
  MemoryScreen screen{80, 24};
  Campaign campaign{campaign_content(), shipped_content_dir, run_file, profile_file,
                    [] { return std::string("2026-11-22"); }};

  int play(cp::Run& run, bool ascii = false) {
    return play_run(screen, glyphs_for(ascii), campaign, run);
  }
  // The run as run.sav holds it, read by a SaveFile of its own (as a new gavel would).
  cp::Run saved() const {
    SaveFile file(lock, cp::run_file);
    cp::Run run;
    REQUIRE(cp::load_run(file, campaign_content(), shipped_content_dir, run));
    return run;
  }
  void store(const cp::Run& run) { store_object(run_file, run); }
  // The row holding `text` first, or "".
  std::string row_with(std::string_view text) const {
    int r = 0;
    int c = 0;
    return screen.find(text, r, c) ? screen.row(r) : std::string();
  }
  const MemoryScreen::Cell& cell_of(std::string_view text) const {
    int r = 0;
    int c = 0;
    REQUIRE(screen.find(text, r, c));
    return screen.cell(r, c);
  }
};

// The title menu over a save folder of its own, as `gavel` starts: the campaign's
// content, a fixed seed for each new run and a fixed date.
struct Title {
  SaveDir saves;
  TerminalOptions options;
  explicit Title(std::uint64_t new_run_seed = 4242) {
    options.save_dir = saves.path();
    options.content_dir = shipped_content_dir;
    options.fresh_seed = [new_run_seed] { return new_run_seed; };
    options.today = [] { return std::string("2026-11-22"); };
  }
  std::filesystem::path path(const std::string& name) const { return saves.path() / name; }
  // The title menu on `screen`, until the player quits or the keys run out.
  int run(Screen& screen) const { return run_title_menu(screen, unicode_glyphs(), options); }
  // Writes `object` as the save called `name` (cp::run_file, cp::profile_file).
  template <class T>
  void store(const char* name, const T& object) const {
    SaveDirLock lock(saves.path());
    SaveFile file(lock, name);
    store_object(file, object);
  }
  // What run.sav holds, checked as Continue would check it; nothing without a run.
  std::optional<cp::Run> saved_run() const {
    SaveDirLock lock(saves.path());
    SaveFile file(lock, cp::run_file);
    cp::Run run;
    if (!cp::load_run(file, campaign_content(), shipped_content_dir, run)) return std::nullopt;
    return run;
  }
  cp::Profile saved_profile() const {
    SaveDirLock lock(saves.path());
    SaveFile file(lock, cp::profile_file);
    return cp::load_profile(file);
  }
};

// From the act's introduction into the district.
inline cp::Run run_on_map(std::uint64_t seed, int ascension = 0) {
  cp::Run run = cp::start_run(campaign_content(), seed, ascension);
  cp::enter_district(run);
  return run;
}

// Walks into one of the ways on after making it a room of `kind`: the district is
// plain data, so a test may furnish it as it needs.
inline void walk_into(cp::Run& run, cp::RoomKind kind) {
  const int room = cp::ways_on(run).front();
  run.district.rooms[static_cast<std::size_t>(room)].kind = kind;
  cp::walk(run, campaign_content(), room);
}

// Walks the district with the first way each time, dealing with rooms as plainly as
// can be, until the auction house seats the table.
inline void walk_to_table(cp::Run& run) {
  const cp::Content& content = campaign_content();
  while (run.stage != cp::Stage::table) {
    switch (run.stage) {
      case cp::Stage::intro:
        cp::enter_district(run);
        break;
      case cp::Stage::walking:
        cp::walk(run, content, cp::ways_on(run).front());
        break;
      case cp::Stage::rumour:
        if (run.rumour.chosen < 0) {
          int choice = 0;
          while (!cp::why_not_choose(run, content, choice).empty())
            ++choice;
          cp::choose(run, content, choice);
        }
        cp::leave_room(run);
        break;
      default:
        cp::leave_room(run);
        break;
    }
  }
}

inline bool ascii_text(const std::string& text) {
  return std::all_of(text.begin(), text.end(),
                     [](char ch) { return static_cast<unsigned char>(ch) < 0x80; });
}

}  // namespace gavel::ui::testing
