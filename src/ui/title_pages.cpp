// The pages the title menu opens: help and Quick play.

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>

#include "gavel/campaign/ascension.h"
#include "gavel/core/error.h"
#include "gavel/games/catalog.h"
#include "gavel/ui/board_kit.h"
#include "gavel/ui/title.h"

namespace gavel::ui {

namespace {

std::string players_label(const Chapter& chapter) {
  if (chapter.min_players == chapter.max_players) {
    return std::to_string(chapter.min_players) + " players";
  }
  return std::to_string(chapter.min_players) + "-" + std::to_string(chapter.max_players) +
         " players";
}

std::vector<std::string> campaign_lines(const Glyphs& glyphs) {
  std::vector<std::string> lines;
  int number = 1;
  for (const Chapter& chapter : all_chapters()) {
    lines.push_back("  " + std::to_string(number++) + ". " + chapter.title + " (" + chapter.id +
                    ") " + std::string(glyphs.dash) + " ready");
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

std::vector<std::string> help_text(const Glyphs& glyphs) {
  const std::string house(glyphs.house);
  return {
      "Gavel is a campaign of auction board games for one player. A run leads you through "
      "the auction houses one act at a time: each act is a district to cross and a table to "
      "win, and at every table you face rivals who bid, bluff and hold grudges.",
      "",
      "Keys",
      "",
      "  arrows or h j k l   move; on the map up and down choose a way on",
      "  Enter               choose; on the map, walk on",
      "  Esc                 back out, cancel; leave a room",
      "  i                   in a run: this act's table, stakes and perks",
      "  d                   act 5's introduction: your aliens' powers whole",
      "  ?                   help; at a table also the rules of its game",
      "  L                   the full message log of the table",
      "  q                   save and quit (on the title screen: quit)",
      "  + and -, or digits  change a number, such as a bid",
      "  PgUp PgDn Home End  scroll a long page like this one",
      "",
      "A run",
      "",
      "You start with 3 garnets and 2 tokens of life (you may hold 3). Each act opens with "
      "its table: the chapter, the rivals drawn, the stakes (a page too full for the screen "
      "scrolls with up and down). Then you cross the district's "
      "map from the entrance (<) to the Auction House, walking into one room of your choice "
      "at each step:",
      "",
      "  $  Black Market   perks for garnets: some help at one chapter's table",
      "                    (the row says which act), some act on the whole run;",
      "                    the cursor starts on Leave, up and down choose a ware",
      "  ?  Rumour         a story and a choice, its outcome told once it is made;",
      "                    a choice may cost garnets or take a chance, but never",
      "                    your last token of life; a gift names its table",
      "  %  Pawnshop       pawn a token of life for 4 garnets, or buy one back",
      "                    for 6",
      "  .  Quiet Room     a breather: nothing happens",
      "  " + house + "  Auction House  the act's chapter, played to the end",
      "",
      "After each table 1st place earns 3 garnets and a token of life, the rest of the upper "
      "half (places up to half the table) 1 garnet, and last place costs a token. Rivals who "
      "finish below you hold a grudge for the rest of the run: two at most come back to each "
      "of your tables and play sharper and greedier against you; the other seats go to rivals "
      "you have not met yet. A rival whose card says \"thinks\" plays its moves out before "
      "making them (the sharpest of the roster always do; at ascension 8 every rival does). At the "
      "last act only 1st place wins the "
      "run; any other place costs a token and the house deals again, to a new table, after a "
      "short district of one column of rooms. With no tokens of life left the run is lost.",
      "",
      "Auction Auction (act 4) pays by hands instead of places: the best hand earns 3 garnets "
      "and refills your tokens of life; the worst hand costs a token; Three of a Kind or "
      "better earns 2 garnets, Two Pair 1; if every seat ends with four cubes or more, 1 "
      "garnet more. You bring the run's garnets to that table, each worth $10 when traded, "
      "and every garnet you trade there is gone from the run. The rivals remember the "
      "promises you made them in its deals: each kept one makes that rival readier to deal "
      "with you at later tables, each broken one less ready, for the rest of the run.",
      "",
      "Cosmic Encounter (act 5) is the last table of the run: only 1st place wins it, and "
      "players who reach five foreign colonies in the same encounter share 1st place. Its "
      "introduction shows the aliens you are dealt, with their powers, and the rivals' seats "
      "and colours (their aliens stay face down until each keeps one, after you choose); at "
      "the table you keep one of yours. Perks and rumours of its act may bring Lucre to "
      "start with, a third alien to choose from, or the flare of an alien nobody was dealt, "
      "in your hand from the start.",
      "",
      "The hall of fame scores a run 25 for each rival beaten and 50 for each 1st place, 10 for "
      "each garnet held at the end, and 200 plus 100 an ascension level for a run won. Each "
      "run won at the highest ascension unlocked unlocks the next, up to " +
          std::to_string(campaign::max_ascension) +
          "; each level adds a modifier (greedier rivals, dearer perks, fewer tokens..., and "
          "at 7 Auction Web's Advanced Draft Variation, at 8 rivals who play their moves out "
          "before making them), and New run asks which level to play.",
      "",
      "Daily run deals the day's run: its seed is the date, UTC, as the number 20261128 for "
      "2026-11-28, so every player meets the same run that day (type it back with gavel new "
      "--seed to play a day again). It starts as New run does, and the hall of fame marks it.",
      "",
      "Saves",
      "",
      "Ironman, as roguelikes go: the run is saved after every move, on the map, in the rooms "
      "and at the table, and when you quit. There is one run at a time and no taking a move "
      "back. q saves and quits to the title; Continue picks the run up exactly where it "
      "stopped. A run that ends, won or lost, goes into the hall of fame, its summary is kept "
      "and its save removed. Ctrl-C, a closed terminal and the other stop signals save the "
      "run too, on the board and in text.",
      "",
      "The save folder (--save-dir, else $XDG_DATA_HOME/gavel, else ~/.local/share/gavel) "
      "holds run.sav and run.sav.bak (the save before the last move), profile.sav (the hall of "
      "fame and the ascension unlocked), run-SEED.txt (each finished run's summary) and "
      "gavel.lock. A save that cannot be loaded is never written over; you may set it aside "
      "(in text, answer y), and its backup is loaded if it is good.",
      "",
      "A run plays line by line too, for screen readers and scripts: gavel new --text and "
      "gavel continue --text, with the same save as the board, so a run left in one goes on "
      "in the other at the same place. Each question takes ? (its answers), look, i, help and "
      "q; Enter alone answers what the board's cursor starts on.",
      "",
      "Quick play seats you at a single game outside a run, to learn its rules; it asks how "
      "many players and the chapter's options, such as Auction Web's draft, and last whether "
      "the rivals are scripted or searching: searching rivals play their moves out before "
      "making them, a harder table.",
      "",
      "On the title screen the letter at the right of an item chooses it: c continue, "
      "n new run, d daily run, p quick play, f hall of fame.",
  };
}

Leave show_help(Screen& screen, const Glyphs& glyphs) {
  return show_page(screen, glyphs, "Help", help_text(glyphs));
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
    steer_menu(menu, key);
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
