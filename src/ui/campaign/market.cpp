// The Black Market: the wares laid out with their prices, what each does and where it
// acts. The cursor may rest on a ware that cannot be bought, so its text and the
// reason it is refused can be read; Enter buys, Esc leaves. It starts on Leave, and
// goes back there after a purchase: Enter alone never spends a garnet (as in --text).

#include <algorithm>

#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/ui/board_kit.h"
#include "parts.h"

namespace gavel::ui::campaign_screens {

namespace {

constexpr int list_top = 5;

struct Ware {
  const cp::Perk* perk = nullptr;  // nullptr: the Leave item
  std::string refused;             // why it cannot be bought now, or ""
};

std::vector<Ware> wares_of(const Desk& desk) {
  std::vector<Ware> wares;
  for (const std::string& id : desk.run.offers) {
    const cp::Perk* perk = desk.content().perk(id);
    if (perk != nullptr) wares.push_back({perk, cp::why_not_buy(desk.run, desk.content(), id)});
  }
  wares.push_back({});
  return wares;
}

void draw_wares(const Desk& desk, const std::vector<Ware>& wares, int cursor) {
  Screen& screen = desk.screen;
  draw_centred(screen, 2, "$ Black Market", Style{Tone::title, true});
  draw_centred(screen, 3, "Perks for garnets. You have " + garnets(desk.run.garnets) + ".",
               styled(Tone::dim));
  const int width = std::min(screen.width() - 4, 90);
  const int left = (screen.width() - width) / 2;
  for (std::size_t i = 0; i < wares.size(); ++i) {
    const Ware& ware = wares[i];
    const int row = list_top + static_cast<int>(i) + (ware.perk == nullptr ? 1 : 0);
    const bool here = static_cast<int>(i) == cursor;
    const Style base =
        here ? Style{Tone::normal, true, true} : (ware.refused.empty() ? plain : styled(Tone::dim));
    screen.text(row, left, std::string(static_cast<std::size_t>(width), ' '), base);
    if (here) screen.text(row, left + 1, desk.glyphs.pointer, Style{Tone::accent, true, true});
    if (ware.perk == nullptr) {
      screen.text(row, left + 3, "Leave", base);
      continue;
    }
    const int price = cp::price(desk.run, *ware.perk);
    screen.text(row, left + 3, pad(ware.perk->name, 24), base);
    screen.text(row, left + 28, pad(garnets(price), 12), base);
    screen.text(row, left + 41, cp::perk_acts(desk.run, *ware.perk), base);
  }
}

void draw_detail(const Desk& desk, const Ware& ware, int top) {
  Screen& screen = desk.screen;
  const int width = screen.width() - 6;
  if (ware.perk == nullptr) {
    draw_heading(desk, top, "Leave");
    screen.text(top + 1, 3, "Back to the map. The wares left here stay unsold.");
    return;
  }
  draw_heading(desk, top, ware.perk->name);
  int row = top + 1;
  for (const std::string& line : wrap_text(ware.perk->text, width))
    screen.text(row++, 3, line);
  std::string where;
  if (ware.perk->at_once()) {
    where = "It acts the moment it is bought.";
  } else if (ware.perk->chapters.empty()) {
    where = "It acts on the run, after every table.";
  } else {
    where = "It acts at the tables of " + cp::perk_reach(desk.run, *ware.perk) + ".";
  }
  for (const std::string& line : wrap_text(where, width))
    screen.text(row++, 3, line, styled(Tone::dim));
  if (!ware.refused.empty()) screen.text(row, 3, ware.refused, styled(Tone::bad));
}

}  // namespace

Exit visit_black_market(Desk& desk) {
  std::vector<Ware> wares = wares_of(desk);
  int cursor = static_cast<int>(wares.size()) - 1;  // Leave
  std::string message;
  Tone tone = Tone::accent;
  auto draw = [&] {
    draw_run_status(desk);
    draw_wares(desk, wares, cursor);
    const int detail_top = list_top + static_cast<int>(wares.size()) + 2;
    draw_detail(desk, wares[static_cast<std::size_t>(cursor)], detail_top);
    // The perks held, every name whole: a long list takes the rows above.
    const std::vector<std::string> held = wrap_text(
        "You hold: " + perk_names(desk.content(), desk.run.perks), desk.screen.width() - 6);
    int row = message_row(desk.screen) - static_cast<int>(held.size());
    for (const std::string& line : held)
      desk.screen.text(row++, 3, line, styled(Tone::dim));
    const bool leaving = wares[static_cast<std::size_t>(cursor)].perk == nullptr;
    const std::string nudge = leaving ? "Enter leaves; up and down choose a ware to buy."
                                      : "Enter buys the chosen ware; Esc leaves.";
    draw_message(desk, message.empty() ? nudge : message, styled(tone));
    draw_footer(desk.screen, desk.glyphs,
                fit_hints(desk.screen, desk.glyphs,
                          {std::string(desk.glyphs.up_down) + "/jk choose",
                           leaving ? "Enter leave" : "Enter buy", "Esc leave", "i table", "? help",
                           "q save and quit"},
                          3));
  };
  const auto leave = [&] {
    cp::leave_room(desk.run);
    desk.save();
    return Exit::moved;
  };
  for (;;) {
    const Key key = next_key(desk.screen, desk.glyphs, draw);
    if (key.kind == Key::Kind::interrupt) return Exit::interrupted;
    message.clear();
    tone = Tone::accent;
    const int count = static_cast<int>(wares.size());
    const Step step = step_of(key);
    if (step == Step::up) cursor = (cursor + count - 1) % count;
    if (step == Step::down) cursor = (cursor + 1) % count;
    if (step == Step::up || step == Step::down) continue;
    if (key.kind == Key::Kind::escape || step == Step::left) return leave();
    if (key.kind == Key::Kind::enter) {
      const Ware ware = wares[static_cast<std::size_t>(cursor)];
      if (ware.perk == nullptr) return leave();
      if (!ware.refused.empty()) {
        message = ware.refused;
        tone = Tone::bad;
        continue;
      }
      cp::buy(desk.run, desk.content(), ware.perk->id);
      desk.save();
      message = cp::bought_words(desk.run, desk.content(), *ware.perk);
      tone = Tone::good;
      wares = wares_of(desk);
      cursor = static_cast<int>(wares.size()) - 1;
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

}  // namespace gavel::ui::campaign_screens
