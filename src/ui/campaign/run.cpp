// A run's loop, stage by stage, and the two ways into one: Continue and New run.

#include "gavel/campaign/ascension.h"
#include "gavel/campaign/profile.h"
#include "gavel/campaign/progress.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/ui/title.h"
#include "parts.h"

namespace gavel::ui {

namespace {

using namespace campaign_screens;

Exit play_stage(Desk& desk) {
  switch (desk.run.stage) {
    case cp::Stage::intro:
      return show_intro(desk);
    case cp::Stage::walking:
      return walk_map(desk);
    case cp::Stage::black_market:
      return visit_black_market(desk);
    case cp::Stage::rumour:
      return visit_rumour(desk);
    case cp::Stage::pawnshop:
      return visit_pawnshop(desk);
    case cp::Stage::quiet_room:
      return visit_quiet_room(desk);
    case cp::Stage::table:
      return play_table(desk);
    case cp::Stage::results:
      return show_results(desk);
    case cp::Stage::won:
    case cp::Stage::lost:
      break;
  }
  return end_run(desk);
}

// Plays the run and shows a gavel::Error's text (a save that could not be written, a
// chapter that cannot start) on a page instead of ending the program.
int play_guarded(Screen& screen, const Glyphs& glyphs, Campaign& campaign, cp::Run& run) {
  std::string error;
  try {
    return play_run(screen, glyphs, campaign, run);
  } catch (const Error& failure) {
    error = failure.what();
  }
  const Leave leave = show_page(screen, glyphs, "The run stopped",
                                {"The run could not go on:", "", error, "",
                                 "What was saved before this stays saved; Continue tries again."});
  return leave == Leave::interrupted ? interrupted_status : 0;
}

int status_of(Opened opened) {
  return opened == Opened::interrupted ? interrupted_status : 0;
}

// Asks which ascension level the new run plays at, 0..unlocked; nothing to go back.
std::optional<int> ask_ascension(Screen& screen, const Glyphs& glyphs, int unlocked,
                                 bool& interrupted) {
  Menu menu;
  for (int level = 0; level <= unlocked; ++level) {
    menu.items.push_back({"Ascension " + std::to_string(level), std::to_string(level), true, ""});
  }
  menu.cursor = unlocked;  // the newest challenge first
  constexpr int width = 36;
  auto draw = [&] {
    draw_centred(screen, 1, "New run", Style{Tone::title, true});
    draw_centred(screen, 2, "Choose the ascension level: each adds a modifier to those below.",
                 styled(Tone::dim));
    draw_menu(screen, glyphs, menu, 4, (screen.width() - width) / 2, width);
    int row = 5 + static_cast<int>(menu.items.size());
    const std::vector<std::string> modifiers = campaign::ascension_modifiers(menu.cursor);
    draw_centred(screen, row++, "At ascension " + std::to_string(menu.cursor) + ":",
                 Style{Tone::normal, true});
    if (modifiers.empty()) {
      draw_centred(screen, row, "the campaign as the help describes it, no modifiers.");
    }
    for (const std::string& modifier : modifiers) {
      for (const std::string& line : wrap_text(modifier, screen.width() - 8))
        screen.text(row++, 4, line, styled(Tone::warning));
    }
    draw_footer(screen, glyphs,
                {std::string(glyphs.up_down) + "/jk choose",
                 "0-" + std::to_string(unlocked) + " level", "Enter start", "Esc back"});
  };
  for (;;) {
    const Key key = next_key(screen, glyphs, draw);
    if (key.kind == Key::Kind::interrupt) {
      interrupted = true;
      return std::nullopt;
    }
    if (key.kind == Key::Kind::escape || key.is(U'q')) return std::nullopt;
    steer_menu(menu, key);
    if (key.kind == Key::Kind::character && key.ch >= U'0' && key.ch <= U'0' + unlocked) {
      menu.cursor = static_cast<int>(key.ch - U'0');
    }
    if (key.kind == Key::Kind::enter) return menu.cursor;
  }
}

// A run is saved: asks whether to abandon it. Yes puts it into the hall of fame as it
// stands and removes its save. Returns false when the player keeps it.
bool abandon(Screen& screen, const Glyphs& glyphs, Campaign& campaign, const cp::Run& saved,
             bool& interrupted) {
  const std::string where = chapter_title(saved.chapter());
  const std::vector<std::string> lines = {
      "Seed " + std::to_string(saved.seed) + ", ascension " + std::to_string(saved.ascension) +
          ", act " + std::to_string(saved.act + 1) + " of " +
          std::to_string(saved.chapters.size()) + " (" + where + "), " + tokens(saved.tokens) +
          ", " + garnets(saved.garnets) + ".",
      "A new run abandons it: it goes into the hall of fame as it stands (\"" +
          cp::ending_words(saved) + "\") and its save is removed.",
  };
  auto draw = [&] {
    draw_centred(screen, 2, "A run is saved", Style{Tone::title, true});
    int row = 4;
    for (const std::string& text : lines) {
      for (const std::string& line : wrap_text(text, screen.width() - 8))
        screen.text(row++, 4, line);
      ++row;
    }
  };
  switch (ask_yes_no(screen, glyphs, "Abandon it and start a new run? (y/n)", draw)) {
    case Answer::interrupted:
      interrupted = true;
      return false;
    case Answer::no:
      return false;
    case Answer::yes:
      break;
  }
  cp::Profile profile;
  const Opened opened = open_profile(screen, glyphs, campaign.profile_file, profile);
  if (opened != Opened::loaded) {
    interrupted = opened == Opened::interrupted;
    return false;
  }
  cp::enter_hall(profile, saved, campaign.today());
  store_object(campaign.profile_file, profile);
  campaign.run_file.remove();
  return true;
}

int start_new_run(Screen& screen, const Glyphs& glyphs, Campaign& campaign,
                  const NewRunChoice& choice) {
  if (campaign.run_file.exists()) {
    cp::Run saved;
    const Opened opened = open_run(screen, glyphs, campaign, saved);
    if (opened == Opened::interrupted || opened == Opened::back) return status_of(opened);
    bool interrupted = false;
    if (opened == Opened::loaded && !abandon(screen, glyphs, campaign, saved, interrupted)) {
      return interrupted ? interrupted_status : 0;
    }
  }
  cp::Profile profile;
  const Opened opened = open_profile(screen, glyphs, campaign.profile_file, profile);
  if (opened != Opened::loaded) return status_of(opened);
  int ascension = choice.ascension.value_or(0);
  if (!choice.ascension && profile.ascension_unlocked > 0) {
    bool interrupted = false;
    const std::optional<int> level =
        ask_ascension(screen, glyphs, profile.ascension_unlocked, interrupted);
    if (!level) return interrupted ? interrupted_status : 0;
    ascension = *level;
  }
  const std::uint64_t seed =
      choice.seed ? *choice.seed : (choice.fresh_seed ? choice.fresh_seed() : random_seed());
  cp::Run run = cp::start_run(campaign.content, seed, ascension);
  run.daily = choice.daily;
  store_object(campaign.run_file, run);
  return play_run(screen, glyphs, campaign, run);
}

}  // namespace

int play_run(Screen& screen, const Glyphs& glyphs, Campaign& campaign, cp::Run& run) {
  Desk desk{screen, glyphs, campaign, run};
  for (;;) {
    const bool over = run.over();
    const Exit exit = play_stage(desk);
    if (exit == Exit::moved) continue;
    // Ironman: whatever ends the session, the run is on disk as it stands, unless it
    // is over and its save already removed.
    if (!over) desk.save();
    return exit == Exit::interrupted ? interrupted_status : 0;
  }
}

int continue_run(Screen& screen, const Glyphs& glyphs, Campaign& campaign) {
  cp::Run run;
  const Opened opened = open_run(screen, glyphs, campaign, run);
  if (opened == Opened::none) {
    const Leave leave =
        show_page(screen, glyphs, "Continue",
                  {"There is no saved run in " + quote_path(campaign.save_dir().string()) +
                   ". New run starts one."});
    return leave == Leave::interrupted ? interrupted_status : 0;
  }
  if (opened != Opened::loaded) return status_of(opened);
  return play_guarded(screen, glyphs, campaign, run);
}

int new_run(Screen& screen, const Glyphs& glyphs, Campaign& campaign, const NewRunChoice& choice) {
  try {
    return start_new_run(screen, glyphs, campaign, choice);
  } catch (const Error& failure) {
    const Leave leave =
        show_page(screen, glyphs, "New run", {"The run could not go on:", "", failure.what()});
    return leave == Leave::interrupted ? interrupted_status : 0;
  }
}

}  // namespace gavel::ui
