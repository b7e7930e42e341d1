#pragma once
// What a newcomer must be able to read on a board's frame without a key: nothing run
// past the screen's edge, into another text or shortened, and what happened since
// their last move told in the log panel, raw or as the recap (ui/log_panel.h). The
// log panel tests and the frame checker over whole games share it.

#include <algorithm>
#include <string>
#include <vector>

#include "gavel/core/state.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/log_panel.h"
#include "gavel/ui/memory_screen.h"
#include "gavel/ui/table.h"

namespace gavel::ui::testing {

// The log panel's rows as one text: each row under the "Log" rule up to the first
// frame of a question box beside it, joined with single spaces.
inline std::string log_text(const MemoryScreen& screen) {
  std::string joined;
  int first = screen.height();
  for (int r = 0; r < screen.height(); ++r) {
    if (screen.row(r).find(" Log ") != std::string::npos) first = r + 1;
  }
  for (int r = first; r < screen.height(); ++r) {
    std::string row = screen.row(r);
    for (const char* frame : {"\u2502", "\u250c", "\u2514", "|", "+-"}) {
      const std::size_t at = row.find(frame);
      if (at != std::string::npos) row.resize(at);
    }
    for (char c : row) {
      if (c != ' ' || (!joined.empty() && joined.back() != ' ')) joined += c;
    }
    if (!joined.empty() && joined.back() != ' ') joined += ' ';
  }
  return joined;
}

// Every entry the recap must show (what was done to the player, each rival's
// sentence) is on the log panel: whole, or its lines each whole as the raw log shows
// them, or with its newest words after "(N earlier lines in L)", or counted on the
// --more-- row. A fault for each that is not.
inline std::vector<std::string> recap_faults(const MemoryScreen& screen, const TableLogView& log) {
  std::vector<std::string> faults;
  const std::string text = log_text(screen);
  const bool more_row = text.find("--more--") != std::string::npos;
  if (more_row && text.find("L shows all.") == std::string::npos &&
      text.find("more in L.") == std::string::npos)
    faults.push_back("a --more-- row that does not say L holds the rest");
  for (const RecapEntry& entry : recap(log)) {
    const bool must =
        entry.kind == RecapEntry::Kind::to_you || entry.kind == RecapEntry::Kind::rival;
    if (text.find(entry.text) != std::string::npos) continue;
    const bool raw = std::all_of(entry.told.begin(), entry.told.end(), [&](std::size_t line) {
      return text.find(log.lines[line]) != std::string::npos;
    });
    if (raw || more_row) continue;
    const std::string newest =
        entry.text.substr(entry.text.size() - std::min<std::size_t>(8, entry.text.size()));
    const bool trimmed = must && text.find("earlier line") != std::string::npos &&
                         text.find(sitter_name(log.sitters, entry.seat)) != std::string::npos &&
                         text.find(newest) != std::string::npos;
    if (!trimmed) faults.push_back("not on the log panel: " + entry.text);
  }
  return faults;
}

// The faults of the frame on `screen`, whose log panel shows `log` (null: none to
// check, as while the game is not the player's to move). A page framed over the whole
// screen (a round's results) tells what happened in its own words; a board whose
// question box hides its log panel hides what the rivals did, a fault.
inline std::vector<std::string> frame_faults(const MemoryScreen& screen, const Glyphs& glyphs,
                                             const TableLogView* log) {
  std::vector<std::string> faults;
  for (const std::string& cut : screen.cut_at_edge())
    faults.push_back("runs past the edge: " + cut);
  for (const std::string& joined : screen.touching())
    faults.push_back("two columns touch: " + joined);
  for (int r = 0; r < screen.height(); ++r) {
    if (screen.row(r).find(glyphs.ellipsis) != std::string::npos)
      faults.push_back("shortened: " + screen.row(r));
  }
  if (log == nullptr) return faults;
  const std::string& first_row = screen.row(0);
  const bool page = first_row.rfind("\u250c", 0) == 0 || first_row.rfind("+-", 0) == 0;
  if (screen.contains(" Log ")) {
    for (std::string& fault : recap_faults(screen, *log))
      faults.push_back(std::move(fault));
  } else if (!page) {
    for (const RecapEntry& entry : recap(*log)) {
      if (entry.kind == RecapEntry::Kind::to_you || entry.kind == RecapEntry::Kind::rival)
        faults.push_back("the log panel is hidden, and with it: " + entry.text);
    }
  }
  return faults;
}

}  // namespace gavel::ui::testing
