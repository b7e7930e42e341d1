// The pages the title menu opens: help, the campaign notice, the hall of fame and
// Quick play.

#include <algorithm>
#include <fstream>
#include <string>
#include <string_view>
#include <utility>

#include "gavel/core/error.h"
#include "gavel/games/catalog.h"
#include "gavel/ui/title.h"

namespace gavel::ui {

namespace {

// The hall of fame is a file on disk: read only this much of it, so a huge or
// strange file cannot stall the menu.
constexpr std::size_t hall_of_fame_max_lines = 5000;
constexpr std::size_t hall_of_fame_max_line_bytes = 400;

std::string players_label(const Chapter& chapter) {
  if (chapter.min_players == chapter.max_players) {
    return std::to_string(chapter.min_players) + " players";
  }
  return std::to_string(chapter.min_players) + "-" + std::to_string(chapter.max_players) +
         " players";
}

// A chapter's rules summary may hold several paragraphs, one a line.
std::vector<std::string> paragraphs_of(std::string_view text) {
  std::vector<std::string> paragraphs;
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    paragraphs.emplace_back(text.substr(at, end - at));
    at = end + 1;
  }
  return paragraphs;
}

std::vector<std::string> campaign_lines(const Glyphs& glyphs) {
  std::vector<std::string> lines;
  int number = 1;
  for (const ChapterName& name : campaign_order()) {
    const bool built = find_chapter(name.id) != nullptr;
    lines.push_back("  " + std::to_string(number++) + ". " + name.title + " (" + name.id + ") " +
                    std::string(glyphs.dash) + (built ? " ready" : " coming"));
  }
  return lines;
}

Leave show_no_chapter(Screen& screen, const Glyphs& glyphs) {
  std::vector<std::string> text = {"No chapter is playable yet.", "",
                                   "The campaign's chapters, in order:", ""};
  for (std::string& line : campaign_lines(glyphs))
    text.push_back(line);
  return show_page(screen, glyphs, "Quick play", text);
}

// Plays `chapter` through the hook, showing a gavel::Error's sentence if it fails.
int play(Screen& screen, const Glyphs& glyphs, const TerminalOptions& options,
         const Chapter& chapter) {
  if (!options.play_chapter) {
    const Leave leave = show_page(
        screen, glyphs, chapter.title,
        {"Playing " + chapter.title + " from this menu is not ready yet.", "",
         "From a shell, the plain-text table works: gavel play " + chapter.id + " --text"});
    return leave == Leave::interrupted ? interrupted_status : 0;
  }
  try {
    return options.play_chapter(chapter, screen);
  } catch (const gavel::Error& error) {
    const Leave leave = show_page(screen, glyphs, chapter.title,
                                  {chapter.title + " could not start.", "", error.what()});
    return leave == Leave::interrupted ? interrupted_status : 0;
  }
}

}  // namespace

std::vector<std::string> help_text() {
  return {
      "Gavel is a campaign of auction board games for one player. A run leads you "
      "through five auction houses, one game at each, and at every table you face "
      "rivals who bid, bluff, team up and hold grudges. Come out ahead to move on to "
      "the next house; finished runs, won or lost, go into the hall of fame.",
      "",
      "Quick play seats you at a single game outside a run, to learn its rules.",
      "",
      "Keys",
      "",
      "  arrows or h j k l   move",
      "  Enter               choose",
      "  Esc                 back out, cancel",
      "  ?                   help; at a table also the rules of its game",
      "  L                   the full message log of the table",
      "  q                   save and quit (on the title screen: quit)",
      "  + and -, or digits  change a number, such as a bid",
      "  PgUp PgDn Home End  scroll a long page like this one",
      "",
      "On the title screen the letter at the right of an item chooses it: c continue, "
      "n new run, p quick play, f hall of fame.",
      "",
      "Gavel saves as you play and keeps one run at a time: a lost game cannot be "
      "taken back.",
  };
}

Leave show_help(Screen& screen, const Glyphs& glyphs) {
  return show_page(screen, glyphs, "Help", help_text());
}

Leave show_campaign_coming(Screen& screen, const Glyphs& glyphs) {
  std::vector<std::string> text = {
      "The campaign is still being built: runs, lives and rivals come in a later version.",
      "",
      "Until then, Quick play plays single chapters as they become ready.",
      "",
      "The campaign's chapters, in order:",
      ""};
  for (std::string& line : campaign_lines(glyphs))
    text.push_back(line);
  return show_page(screen, glyphs, "The campaign", text);
}

Leave show_hall_of_fame(Screen& screen, const Glyphs& glyphs,
                        const std::filesystem::path& save_dir) {
  std::vector<std::string> lines;
  std::ifstream file(save_dir / "hall-of-fame.txt", std::ios::binary);
  std::string line;
  while (file && lines.size() < hall_of_fame_max_lines && std::getline(file, line)) {
    if (line.size() > hall_of_fame_max_line_bytes) line.resize(hall_of_fame_max_line_bytes);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::replace(line.begin(), line.end(), '\t', ' ');
    lines.push_back(line);
  }
  while (!lines.empty() && lines.back().empty())
    lines.pop_back();
  if (lines.empty()) lines = {"No runs yet."};
  return show_page(screen, glyphs, "Hall of fame", lines);
}

int run_quick_play(Screen& screen, const Glyphs& glyphs, const TerminalOptions& options,
                   const std::vector<Chapter>& chapters) {
  if (chapters.empty()) {
    return show_no_chapter(screen, glyphs) == Leave::interrupted ? interrupted_status : 0;
  }
  Menu menu;
  for (const Chapter& chapter : chapters) {
    menu.items.push_back({chapter.title, players_label(chapter), true, ""});
  }
  constexpr int width = 44;
  auto draw = [&] {
    const int top = std::max(2, (screen.height() - static_cast<int>(chapters.size())) / 2 - 2);
    draw_centred(screen, top - 2, "Quick play", Style{Tone::title, true, false});
    draw_centred(screen, top - 1, "one game, outside a run", styled(Tone::dim));
    draw_menu(screen, glyphs, menu, top + 1, (screen.width() - width) / 2, width);
    draw_footer(screen, glyphs,
                {std::string(glyphs.up_down) + "/jk move", "Enter play", "? rules", "Esc back"});
  };
  for (;;) {
    const Key key = next_key(screen, glyphs, draw);
    if (key.kind == Key::Kind::interrupt) return interrupted_status;
    if (key.kind == Key::Kind::escape || key.is(U'q')) return 0;
    const Step step = step_of(key);
    if (step == Step::left) return 0;
    if (step == Step::up) move_cursor(menu, -1);
    if (step == Step::down) move_cursor(menu, 1);
    const Chapter& chapter = chapters[static_cast<std::size_t>(menu.cursor)];
    if (key.is(U'?')) {
      std::vector<std::string> text = {players_label(chapter) + ".", ""};
      for (std::string& paragraph : paragraphs_of(chapter.rules_summary)) {
        text.push_back(std::move(paragraph));
      }
      const Leave leave = show_page(
          screen, glyphs, chapter.title + " " + std::string(glyphs.dash) + " rules", text);
      if (leave == Leave::interrupted) return interrupted_status;
    }
    if (key.kind == Key::Kind::enter || step == Step::right) {
      if (const int status = play(screen, glyphs, options, chapter); status != 0) return status;
    }
  }
}

}  // namespace gavel::ui
