// What every screen of a run shares: the status line, headings, the message row and
// the keys that work everywhere in a run.

#include "gavel/ui/title.h"
#include "parts.h"

namespace gavel::ui::campaign_screens {

void draw_run_status(const Desk& desk) {
  Screen& screen = desk.screen;
  const cp::Run& run = desk.run;
  int col = 1;
  const auto put = [&](std::string_view text, Style style) {
    screen.text(0, col, text, style);
    col += text_width(text);
  };
  const Style heading{Tone::title, true};
  put("Act " + std::to_string(run.act + 1) + "/" + std::to_string(run.chapters.size()) + " " +
          chapter_title(run.chapter()),
      heading);
  put("   Tokens ", plain);
  // The last token is the one that matters: it shows as a warning.
  const Style held{run.tokens <= 1 ? Tone::bad : Tone::good, true};
  for (int i = 0; i < cp::max_tokens; ++i) {
    put(i < run.tokens ? desk.glyphs.token : desk.glyphs.no_token,
        i < run.tokens ? held : styled(Tone::dim));
  }
  put("   Garnets ", plain);
  put(std::to_string(run.garnets), Style{Tone::normal, true, false, Hue::red});
  if (run.ascension > 0)
    put("   Ascension " + std::to_string(run.ascension), styled(Tone::warning));
  const std::string seed = "Seed " + std::to_string(run.seed);
  const int seed_col = screen.width() - 1 - text_width(seed);
  if (seed_col > col + 1) screen.text(0, seed_col, seed, styled(Tone::dim));
}

void draw_heading(const Desk& desk, int row, std::string_view title) {
  Screen& screen = desk.screen;
  std::string rule;
  for (int i = 0; i < screen.width() - 2; ++i)
    rule += desk.glyphs.horizontal;
  screen.text(row, 1, rule, styled(Tone::dim));
  screen.text(row, 3, " " + std::string(title) + " ", Style{Tone::title, true});
}

int message_row(const Screen& screen) {
  return screen.height() - 2;
}

void draw_message(const Desk& desk, std::string_view message, Style style) {
  Screen& screen = desk.screen;
  screen.text(message_row(screen), 1, clip_text(message, screen.width() - 2), style);
}

std::optional<Exit> ask_to_quit(Desk& desk, const std::function<void()>& draw) {
  switch (ask_yes_no(desk.screen, desk.glyphs, "Save and quit to the title? (y/n)", draw)) {
    case Answer::yes:
      desk.save();
      return Exit::quit;
    case Answer::interrupted:
      return Exit::interrupted;
    case Answer::no:
      break;
  }
  return std::nullopt;
}

std::optional<Exit> shared_key(Desk& desk, const Key& key, const std::function<void()>& draw,
                               bool& handled) {
  handled = true;
  Leave leave = Leave::back;
  if (key.is(U'?')) {
    leave = show_help(desk.screen, desk.glyphs);
  } else if (key.is(U'i') || key.is(U'I')) {
    leave = show_table_page(desk);
  } else if (key.is(U'q') || key.is(U'Q')) {
    return ask_to_quit(desk, draw);
  } else {
    handled = key.kind == Key::Kind::resize;
  }
  if (leave == Leave::interrupted) return Exit::interrupted;
  return std::nullopt;
}

}  // namespace gavel::ui::campaign_screens
