// What every screen of a run shares: the status line, headings, the message row and
// the keys that work everywhere in a run.

#include <algorithm>

#include "gavel/ui/title.h"
#include "parts.h"

namespace gavel::ui::campaign_screens {

namespace {

// The status line's pieces, in words or, when the line would not fit, in short.
void draw_status_line(const Desk& desk, bool short_words) {
  Screen& screen = desk.screen;
  const cp::Run& run = desk.run;
  int col = 1;
  const auto put = [&](std::string_view text, Style style) {
    screen.text(0, col, text, style);
    col += text_width(text);
  };
  put("Act " + std::to_string(run.act + 1) + "/" + std::to_string(run.chapters.size()) + " " +
          chapter_title(run.chapter()),
      Style{Tone::title, true});
  put(short_words ? "  " : "   Tokens ", plain);
  // The last token is the one that matters: it shows as a warning.
  const Style held{run.tokens <= 1 ? Tone::bad : Tone::good, true};
  for (int i = 0; i < cp::max_tokens; ++i) {
    put(i < run.tokens ? desk.glyphs.token : desk.glyphs.no_token,
        i < run.tokens ? held : styled(Tone::dim));
  }
  put(short_words ? "  " : "   Garnets ", plain);
  put(std::to_string(run.garnets), Style{Tone::normal, true, false, Hue::red});
  if (short_words) put(run.garnets == 1 ? " garnet" : " garnets", plain);
  put((short_words ? "  asc " : "   Ascension ") + std::to_string(run.ascension),
      styled(run.ascension > 0 ? Tone::warning : Tone::dim));
  const std::string seed = (short_words ? "seed " : "Seed ") + std::to_string(run.seed);
  screen.text(0, std::max(col + 2, screen.width() - 1 - text_width(seed)), seed, styled(Tone::dim));
}

int status_width(const Desk& desk, bool short_words) {
  const cp::Run& run = desk.run;
  const std::string words =
      "Act 1/1 " + chapter_title(run.chapter()) +
      (short_words ? "  ooo  " : "   Tokens ooo   Garnets ") + std::to_string(run.garnets) +
      (short_words ? " garnets  asc 0  seed " : "   Ascension 0  Seed ") + std::to_string(run.seed);
  return text_width(words) + 2;
}

}  // namespace

void draw_run_status(const Desk& desk) {
  draw_status_line(desk, status_width(desk, false) > desk.screen.width());
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

std::optional<Exit> wait_for_enter(
    Desk& desk, const std::function<void()>& draw, std::string& message, const std::string& nudge,
    const std::function<std::optional<Leave>(const Key& key)>& own_key) {
  for (;;) {
    const Key key = next_key(desk.screen, desk.glyphs, draw);
    if (key.kind == Key::Kind::interrupt) return Exit::interrupted;
    message.clear();
    if (key.kind == Key::Kind::enter) return std::nullopt;
    if (key.kind == Key::Kind::escape) {
      if (const auto exit = ask_to_quit(desk, draw)) return exit;
      continue;
    }
    if (own_key) {
      if (const std::optional<Leave> leave = own_key(key)) {
        if (*leave == Leave::interrupted) return Exit::interrupted;
        continue;
      }
    }
    bool handled = false;
    if (const auto exit = shared_key(desk, key, draw, handled)) return exit;
    if (!handled) message = nudge;
  }
}

}  // namespace gavel::ui::campaign_screens
