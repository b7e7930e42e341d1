// The Rumour room, the Pawnshop and the Quiet Room. (The Black Market has its own
// file.) Each shows what the room offers, greys what cannot be done with the reason
// the run's rules give, and makes the run's move on Enter.

#include <algorithm>

#include "gavel/campaign/progress.h"
#include "gavel/core/chapter.h"
#include "gavel/ui/board_kit.h"
#include "parts.h"

namespace gavel::ui::campaign_screens {

namespace {

int text_width_for(const Screen& screen) {
  return std::min(screen.width() - 8, 76);
}

int text_left(const Screen& screen) {
  return (screen.width() - text_width_for(screen)) / 2;
}

// Writes `text` wrapped from `row`; returns the row after it.
int paragraph(const Desk& desk, int row, const std::string& text, Style style = plain) {
  for (const std::string& line : wrap_text(text, text_width_for(desk.screen)))
    desk.screen.text(row++, text_left(desk.screen), line, style);
  return row;
}

// A list of choices, two rows each: the choice and, dim, what it costs or why it is
// closed. The cursor may rest on a closed one so its reason can be read.
struct Option {
  std::string label;
  std::string detail;
  std::string refused;  // "" when it can be chosen
};

void draw_options(const Desk& desk, int top, const std::vector<Option>& options, int cursor,
                  bool numbered) {
  Screen& screen = desk.screen;
  const int width = text_width_for(screen);
  const int left = text_left(screen);
  int row = top;
  for (std::size_t i = 0; i < options.size(); ++i) {
    const Option& option = options[i];
    const bool here = static_cast<int>(i) == cursor;
    const Style base = here ? Style{Tone::normal, true, true}
                            : (option.refused.empty() ? plain : styled(Tone::dim));
    screen.text(row, left, std::string(static_cast<std::size_t>(width), ' '), base);
    if (here) screen.text(row, left + 1, desk.glyphs.pointer, Style{Tone::accent, true, true});
    const std::string number = numbered ? std::to_string(i + 1) + ". " : "";
    screen.text(row, left + 3, clip_text(number + option.label, width - 4), base);
    ++row;
    // What it asks and risks, or why it is closed: wrapped, never cut.
    const std::string below = option.refused.empty() ? option.detail : option.refused;
    const int indent = left + 3 + text_width(number);
    for (const std::string& line : wrap_text(below, width - 3 - text_width(number)))
      screen.text(row++, indent, line, styled(option.refused.empty() ? Tone::dim : Tone::bad));
  }
}

// Moves the cursor through a list; true when the key was a move.
bool move_in_list(const Key& key, int count, int& cursor) {
  const Step step = step_of(key);
  if (step == Step::up) cursor = (cursor + count - 1) % count;
  if (step == Step::down) cursor = (cursor + 1) % count;
  return step == Step::up || step == Step::down;
}

Exit leave(Desk& desk) {
  cp::leave_room(desk.run);
  desk.save();
  return Exit::moved;
}

}  // namespace

Exit visit_rumour(Desk& desk) {
  cp::Run& run = desk.run;
  const cp::Content& content = desk.content();
  const cp::Rumour& rumour = cp::current_rumour(run, content);
  const int count = static_cast<int>(rumour.choices.size());
  int cursor = cp::enter_choice(rumour);  // the safe choice: see pages.h
  std::string message;
  std::string changed;  // what the choice did, once made in this visit
  auto draw = [&] {
    draw_run_status(desk);
    draw_centred(desk.screen, 2, "? Rumour", styled(Tone::dim));
    draw_centred(desk.screen, 3, cp::rumour_words(run, content, rumour.title),
                 Style{Tone::title, true});
    int row = paragraph(desk, 5, cp::rumour_words(run, content, rumour.text)) + 1;
    const bool chosen = run.rumour.chosen >= 0;
    if (chosen) {
      const cp::Choice& choice = rumour.choices[static_cast<std::size_t>(run.rumour.chosen)];
      row = paragraph(desk, row, "You chose: " + cp::rumour_words(run, content, choice.label),
                      Style{Tone::normal, true}) +
            1;
      const std::string& outcome = run.rumour.happened ? choice.outcome : choice.otherwise_outcome;
      row = paragraph(desk, row, cp::rumour_words(run, content, outcome), styled(Tone::accent)) + 1;
      if (!changed.empty()) paragraph(desk, row, changed, Style{Tone::warning, true});
    } else {
      std::vector<Option> options;
      for (int i = 0; i < count; ++i) {
        const cp::Choice& choice = rumour.choices[static_cast<std::size_t>(i)];
        options.push_back({cp::rumour_words(run, content, choice.label),
                           cp::choice_words(run, content, choice),
                           cp::why_not_choose(run, content, i)});
      }
      draw_options(desk, row, options, cursor, true);
    }
    const std::string ready = chosen ? "Enter: back to the map." : "Enter makes the chosen choice.";
    draw_message(desk, message.empty() ? ready : message,
                 styled(message.empty() ? Tone::accent : Tone::warning));
    std::vector<std::string> hints = {"Enter leave"};
    if (!chosen)
      hints = {std::string(desk.glyphs.up_down) + "/jk choose", "1-3 choice", "Enter choose"};
    for (const char* more : {"i table", "? help", "q save and quit"})
      hints.emplace_back(more);
    draw_footer(desk.screen, desk.glyphs, fit_hints(desk.screen, desk.glyphs, hints, 1));
  };
  for (;;) {
    const Key key = next_key(desk.screen, desk.glyphs, draw);
    if (key.kind == Key::Kind::interrupt) return Exit::interrupted;
    message.clear();
    const bool chosen = run.rumour.chosen >= 0;
    if (chosen && (key.kind == Key::Kind::enter || key.kind == Key::Kind::escape || key.is(U' '))) {
      return leave(desk);
    }
    if (!chosen) {
      if (move_in_list(key, count, cursor)) continue;
      if (key.kind == Key::Kind::character && key.ch >= U'1' && key.ch < U'1' + count) {
        cursor = static_cast<int>(key.ch - U'1');
        continue;
      }
      if (key.kind == Key::Kind::enter) {
        const std::string why = cp::why_not_choose(run, content, cursor);
        if (!why.empty()) {
          message = why;
          continue;
        }
        const cp::Run before = run;
        cp::choose(run, content, cursor);
        desk.save();
        changed = cp::change_words(content, before, run);
        continue;
      }
      if (key.kind == Key::Kind::escape) {
        message = "The rumour waits for your choice; one of them always costs nothing.";
        continue;
      }
    }
    bool handled = false;
    if (const auto exit = shared_key(desk, key, draw, handled)) return *exit;
    if (!handled) message = "That key does nothing here; ? lists the keys.";
  }
}

Exit visit_pawnshop(Desk& desk) {
  cp::Run& run = desk.run;
  const cp::Trade trades[] = {cp::Trade::pawn_token, cp::Trade::redeem_token};
  int cursor = 2;  // on Leave: Enter alone never pawns a token of life
  std::string message;
  Tone tone = Tone::accent;
  auto draw = [&] {
    draw_run_status(desk);
    draw_centred(desk.screen, 2, "% Pawnshop", Style{Tone::title, true});
    draw_centred(desk.screen, 3,
                 "A token of life pawned brings " + garnets(cp::pawn_garnets) +
                     "; buying one back costs " + std::to_string(cp::redeem_garnets) + ".",
                 styled(Tone::dim));
    draw_centred(desk.screen, 5,
                 "You hold " + tokens(run.tokens) + " and " + garnets(run.garnets) + ".");
    const std::vector<Option> options = {
        {"Pawn a token of life", "+" + garnets(cp::pawn_garnets),
         cp::why_not_trade(run, trades[0])},
        {"Buy a token of life back", "-" + garnets(cp::redeem_garnets),
         cp::why_not_trade(run, trades[1])},
        {"Leave", "Back to the map.", ""},
    };
    draw_options(desk, 7, options, cursor, false);
    draw_message(desk, message.empty() ? "Enter makes the chosen trade; Esc leaves." : message,
                 styled(tone));
    draw_footer(desk.screen, desk.glyphs,
                fit_hints(desk.screen, desk.glyphs,
                          {std::string(desk.glyphs.up_down) + "/jk choose", "Enter trade",
                           "Esc leave", "i table", "? help", "q save and quit"},
                          3));
  };
  for (;;) {
    const Key key = next_key(desk.screen, desk.glyphs, draw);
    if (key.kind == Key::Kind::interrupt) return Exit::interrupted;
    message.clear();
    tone = Tone::accent;
    if (move_in_list(key, 3, cursor)) continue;
    if (key.kind == Key::Kind::escape || step_of(key) == Step::left) return leave(desk);
    if (key.kind == Key::Kind::enter) {
      if (cursor == 2) return leave(desk);
      const cp::Trade trade = trades[cursor];
      const std::string why = cp::why_not_trade(run, trade);
      if (!why.empty()) {
        message = why;
        tone = Tone::bad;
        continue;
      }
      cp::trade(run, trade);
      desk.save();
      message = trade == cp::Trade::pawn_token
                    ? "You pawn a token of life for " + garnets(cp::pawn_garnets) + "."
                    : "You buy a token of life back for " + garnets(cp::redeem_garnets) + ".";
      tone = Tone::good;
      continue;
    }
    bool handled = false;
    if (const auto exit = shared_key(desk, key, draw, handled)) return *exit;
    if (!handled) {
      message = "That key does nothing here; ? lists the keys.";
      tone = Tone::warning;
    }
  }
}

Exit visit_quiet_room(Desk& desk) {
  const std::string line = cp::calm_words(desk.run);
  std::string message;
  auto draw = [&] {
    draw_run_status(desk);
    draw_centred(desk.screen, 2, ". Quiet Room", Style{Tone::title, true});
    paragraph(desk, desk.screen.height() / 2 - 2, line);
    draw_message(desk, message.empty() ? "Enter: back to the map." : message,
                 styled(message.empty() ? Tone::accent : Tone::warning));
    draw_footer(desk.screen, desk.glyphs,
                fit_hints(desk.screen, desk.glyphs,
                          {"Enter leave", "i table", "? help", "q save and quit"}, 1));
  };
  for (;;) {
    const Key key = next_key(desk.screen, desk.glyphs, draw);
    if (key.kind == Key::Kind::interrupt) return Exit::interrupted;
    message.clear();
    if (key.kind == Key::Kind::enter || key.kind == Key::Kind::escape || key.is(U' ') ||
        step_of(key) == Step::right) {
      return leave(desk);
    }
    bool handled = false;
    if (const auto exit = shared_key(desk, key, draw, handled)) return *exit;
    if (!handled) message = "Enter leaves the room; ? lists the keys.";
  }
}

}  // namespace gavel::ui::campaign_screens
