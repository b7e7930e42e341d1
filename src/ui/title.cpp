// The title menu: what `gavel` with no command shows.

#include "gavel/ui/title.h"

#include <algorithm>
#include <system_error>

#include "gavel/games/catalog.h"
#include "gavel/version.h"

namespace gavel::ui {

namespace {

// The items in the order title_menu() lists them.
enum Item { item_continue, item_new_run, item_quick_play, item_hall_of_fame, item_help, item_quit };

constexpr int menu_width = 32;
// Banner (3 rows), a blank, the tagline, two blanks, then the six items.
constexpr int block_height = 3 + 1 + 1 + 2 + 6;

void draw_title(Screen& screen, const Glyphs& glyphs, const Menu& menu) {
  const int top = std::max(1, (screen.height() - 1 - block_height) / 2);
  const int banner_width = 19;
  const int banner_left = (screen.width() - banner_width) / 2;
  draw_frame(screen, glyphs, top, banner_left, 3, banner_width);
  draw_centred(screen, top + 1, "GAVEL", Style{Tone::title, true, false});
  draw_centred(screen, top + 4, "five auction houses, a table of rivals, one gavel",
               styled(Tone::accent));
  draw_menu(screen, glyphs, menu, top + 7, (screen.width() - menu_width) / 2, menu_width);
  draw_footer(screen, glyphs,
              {std::string(glyphs.up_down) + "/jk move", "Enter choose", "? help", "q quit"});
  const std::string version_label = std::string("v") + gavel::version;
  screen.text(screen.height() - 1, screen.width() - 1 - text_width(version_label), version_label,
              styled(Tone::dim));
}

// The item a hotkey chooses, or -1.
int item_for_key(const Key& key) {
  if (key.kind != Key::Kind::character) return -1;
  switch (key.ch) {
    case U'c':
    case U'C':
      return item_continue;
    case U'n':
    case U'N':
      return item_new_run;
    case U'p':
    case U'P':
      return item_quick_play;
    case U'f':
    case U'F':
      return item_hall_of_fame;
    case U'?':
      return item_help;
    case U'q':
    case U'Q':
      return item_quit;
    default:
      return -1;
  }
}

}  // namespace

bool save_exists(const std::filesystem::path& save_dir) {
  std::error_code error;
  return std::filesystem::exists(save_dir / "run.sav", error);
}

Menu title_menu(bool has_save) {
  Menu menu;
  menu.items = {
      {"Continue", "c", has_save, "(no saved run)"},
      {"New run", "n", true, ""},
      {"Quick play", "p", true, ""},
      {"Hall of fame", "f", true, ""},
      {"Help", "?", true, ""},
      {"Quit", "q", true, ""},
  };
  cursor_to_first(menu);
  return menu;
}

int run_title_menu(Screen& screen, const Glyphs& glyphs, const TerminalOptions& options) {
  Menu menu = title_menu(save_exists(options.save_dir));
  auto draw = [&] { draw_title(screen, glyphs, menu); };
  for (;;) {
    const Key key = next_key(screen, glyphs, draw);
    if (key.kind == Key::Kind::interrupt) return interrupted_status;

    int chosen = item_for_key(key);
    if (key.kind == Key::Kind::enter) chosen = menu.cursor;
    const Step step = step_of(key);
    if (step == Step::up) move_cursor(menu, -1);
    if (step == Step::down) move_cursor(menu, 1);
    if (key.kind == Key::Kind::home) cursor_to_first(menu);
    if (key.kind == Key::Kind::end) cursor_to_last(menu);
    if (key.kind == Key::Kind::escape) {
      // Esc is the back key everywhere, so it may be pressed by habit: ask first.
      switch (ask_yes_no(screen, glyphs, "Quit Gavel? (y/n)", draw)) {
        case Answer::yes:
          return 0;
        case Answer::interrupted:
          return interrupted_status;
        case Answer::no:
          continue;
      }
    }
    if (chosen < 0 || !menu.items[static_cast<std::size_t>(chosen)].enabled) continue;
    menu.cursor = chosen;

    Leave leave = Leave::back;
    switch (chosen) {
      case item_continue:
      case item_new_run:
        leave = show_campaign_coming(screen, glyphs);
        break;
      case item_quick_play:
        if (const int status = run_quick_play(screen, glyphs, options, built_chapters());
            status != 0) {
          return status;
        }
        break;
      case item_hall_of_fame:
        leave = show_hall_of_fame(screen, glyphs, options.save_dir);
        break;
      case item_help:
        leave = show_help(screen, glyphs);
        break;
      case item_quit:
        // Nothing is at stake on the title screen, so quitting asks nothing.
        return 0;
      default:
        break;
    }
    if (leave == Leave::interrupted) return interrupted_status;
    // A page may have changed the save (a later campaign); look again.
    const int cursor = menu.cursor;
    menu = title_menu(save_exists(options.save_dir));
    menu.cursor = cursor;
    move_cursor(menu, 0);
  }
}

}  // namespace gavel::ui
