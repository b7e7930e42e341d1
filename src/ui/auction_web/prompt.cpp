// The question box the board asks in (over the players and the log, under the
// properties and the hand), and key hints that fit the bottom line.

#include <algorithm>
#include <string>

#include "board_parts.h"

namespace gavel::ui::auction_web {

std::vector<std::string> fit_hints(const Screen& screen, const Glyphs& glyphs,
                                   std::vector<std::string> hints, std::size_t essential) {
  const auto length = [&] {
    int total = 0;
    for (const std::string& hint : hints)
      total += text_width(hint) + (total == 0 ? 0 : 2 + text_width(glyphs.bullet));
    return total;
  };
  while (hints.size() > essential && length() > screen.width() - 2)
    hints.pop_back();
  return hints;
}

void draw_prompt(Screen& screen, const Glyphs& glyphs, const Layout& layout, const Prompt& prompt) {
  const int width = std::min(screen.width() - 2, 96);
  const int left = (screen.width() - width) / 2;
  const int inner = width - 4;
  std::vector<std::string> lines;
  for (const std::string& paragraph : prompt.explain) {
    for (std::string& line : wrap_text(paragraph, inner))
      lines.push_back(std::move(line));
  }
  const int bottom = layout.status;  // the last row the box may use
  const int top = layout.lower_top;
  const int wanted_items = prompt.number ? 1 : static_cast<int>(prompt.menu.items.size());
  const int max_lines = std::max(0, bottom - top - 3 - std::min(wanted_items, 3));
  if (static_cast<int>(lines.size()) > max_lines) lines.resize(static_cast<std::size_t>(max_lines));
  const int items_top = top + 1 + static_cast<int>(lines.size()) + (lines.empty() ? 0 : 1);
  const int visible = std::max(1, std::min(wanted_items, bottom - items_top));
  const int height = items_top + visible + 1 - top;

  // Whole rows: the board's marks at the edges must not show beside the box.
  for (int row = top; row < top + height; ++row) {
    screen.text(row, 0, std::string(static_cast<std::size_t>(screen.width()), ' '));
  }
  draw_frame(screen, glyphs, top, left, height, width, prompt.title);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    screen.text(top + 1 + static_cast<int>(i), left + 2, lines[i]);
  }
  if (prompt.number) {
    const std::string number = std::string(glyphs.pointer) + " " + std::to_string(*prompt.number) +
                               "   (" + std::to_string(prompt.low) + " to " +
                               std::to_string(prompt.high) + ")";
    screen.text(items_top, left + 2, number, Style{Tone::accent, true, false});
    return;
  }
  const int count = static_cast<int>(prompt.menu.items.size());
  const int first = std::clamp(prompt.menu.cursor - visible / 2, 0, std::max(0, count - visible));
  Menu window;
  for (int i = first; i < std::min(count, first + visible); ++i)
    window.items.push_back(prompt.menu.items[static_cast<std::size_t>(i)]);
  window.cursor = prompt.menu.cursor - first;
  draw_menu(screen, glyphs, window, items_top, left + 1, width - 2);
  if (first > 0) {
    screen.text(top, left + width - 9, " " + std::string(glyphs.up) + " more ",
                styled(Tone::accent));
  }
  if (first + visible < count) {
    screen.text(top + height - 1, left + width - 9, " " + std::string(glyphs.down) + " more ",
                styled(Tone::accent));
  }
}

}  // namespace gavel::ui::auction_web
