// The log panel and its recap of what happened since the player's last move.

#include "gavel/ui/log_panel.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "gavel/core/text.h"
#include "gavel/ui/widgets.h"

namespace gavel::ui {

namespace {

// One log line as a part of a sentence: "bids 3 on UFO (a)" when it opened with the
// name of the seat its entry is about (`named`), else the whole line.
struct Clause {
  std::string text;
  bool named = false;
  std::size_t line = 0;  // the log line it tells
};

// A recap entry while it is fitted: its clauses, and how many of the oldest are left
// for L.
struct Draft {
  RecapEntry::Kind kind = RecapEntry::Kind::announced;
  Seat seat = nobody;
  std::string name;        // whose clauses they are: "Hollis Crane", "You"
  std::string short_name;  // "Hollis", said again where the subject changed
  std::vector<Clause> clauses;
  std::size_t from = 0;  // the first clause shown
  bool shown = true;
  bool about_you = false;  // an announcement that speaks to the player: kept like a rival's

  std::size_t lines() const { return clauses.size() - from; }
};

std::string without_full_stop(std::string text) {
  if (text.ends_with('.') && !text.ends_with("..")) text.pop_back();
  return text;
}

// A line that names others beside the seat ("Hollis Crane and Rook Abernathy win...")
// is not the seat's alone, so it stays whole.
Clause clause_of(const std::string& line, const std::string& name, std::size_t index) {
  if (!name.empty() && line.starts_with(name + " ") && !line.starts_with(name + " and "))
    return {without_full_stop(line.substr(name.size() + 1)), true, index};
  return {without_full_stop(line), false, index};
}

std::string_view first_word(std::string_view text) {
  return text.substr(0, text.find(' '));
}

std::size_t words_in(std::string_view text) {
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), ' ')) + 1;
}

// Whether two clauses say the same verb of objects alike, to be said once: "bids $1,
// $4 and $6" for "bids $1; bids $4; bids $6".
bool same_verb(const Clause& a, const Clause& b) {
  const auto simple = [](const Clause& c) {
    return c.named && c.text.find_first_of(",;:") == std::string::npos && words_in(c.text) > 1;
  };
  return simple(a) && simple(b) && first_word(a.text) == first_word(b.text) &&
         words_in(a.text) == words_in(b.text);
}

// The entry's shown clauses as one sentence: the name once, "; " between clauses, the
// short name again where a clause follows one about something else ("Rook's 5 does
// not beat ...; Rook passes").
std::string sentence(const Draft& draft) {
  std::string text;
  if (draft.from > 0) text = "(" + counted(draft.from, "earlier line", "earlier lines") + " in L) ";
  for (std::size_t i = draft.from; i < draft.clauses.size(); ++i) {
    const Clause& clause = draft.clauses[i];
    const bool first = i == draft.from;
    // The same words again, once per auction or encounter: said once, with how often.
    std::size_t times = 1;
    while (i + times < draft.clauses.size() && draft.clauses[i + times].text == clause.text &&
           draft.clauses[i + times].named == clause.named)
      ++times;
    if (times > 1) {
      if (!first) text += "; ";
      if (clause.named && (first || !draft.clauses[i - 1].named))
        text += (first ? draft.name : draft.short_name) + " ";
      text += clause.text + said_times(static_cast<long long>(times));
      i += times - 1;
      continue;
    }
    if (!first && same_verb(draft.clauses[i - 1], clause)) {
      const bool last = i + 1 == draft.clauses.size() || !same_verb(clause, draft.clauses[i + 1]);
      text += (last ? " and " : ", ") + clause.text.substr(first_word(clause.text).size() + 1);
      continue;
    }
    // A line of the table's own ("The gavel passes to ...") starts a sentence.
    const bool own_sentence = !clause.named && !clause.text.empty() &&
                              !clause.text.starts_with(draft.name + "'s ") &&
                              std::isupper(static_cast<unsigned char>(clause.text.front()));
    if (!first) text += own_sentence ? ". " : "; ";
    if (clause.named) {
      const bool subject_said = !first && draft.clauses[i - 1].named;
      if (!subject_said) text += (first ? draft.name : draft.short_name) + " ";
      text += clause.text;
    } else if (!first && clause.text.starts_with(draft.name + "'s ")) {
      text += draft.short_name + clause.text.substr(draft.name.size());
    } else {
      text += clause.text;
    }
  }
  if (!text.empty() && std::string_view(".!?:\"").find(text.back()) == std::string_view::npos)
    text += '.';
  return text;
}

// Whether a later line on the same topic has made line `i` untrue.
bool superseded(const TableLogView& log, std::size_t i) {
  if (i >= log.sources.size() || log.sources[i].topic.empty()) return false;
  const std::string& topic = log.sources[i].topic;
  for (std::size_t j = i + 1; j < log.lines.size(); ++j) {
    if (j < log.sources.size() && log.sources[j].topic == topic) return true;
  }
  return false;
}

// The line's source; a line whose chapter names no actor but which opens with a seat's
// name ("Quill Matsuda keeps a tech face down.") is that seat's.
LineSource source_of(const TableLogView& log, std::size_t i) {
  LineSource source = i < log.sources.size() ? log.sources[i] : LineSource{};
  if (source.actor != nobody || source.talk()) return source;
  std::size_t longest = 0;
  for (Seat seat = 0; seat < static_cast<Seat>(log.sitters.size()); ++seat) {
    const std::string name = sitter_name(log.sitters, seat);
    const std::string& line = log.lines[i];
    if (name.size() > longest && (line.starts_with(name + " ") || line.starts_with(name + "'s "))) {
      longest = name.size();
      source.actor = seat;
    }
  }
  if (source.actor == nobody && log.lines[i].starts_with("Your ")) source.actor = log.me;
  return source;
}

// A line in the second person ("Turn 1: you are the offense."): news the player must
// not miss.
bool speaks_to_you(std::string_view line) {
  if (line.starts_with("You ") || line.starts_with("Your ")) return true;
  for (std::string_view word : {" you ", " you.", " you,", " you:", " your "}) {
    if (line.find(word) != std::string_view::npos) return true;
  }
  return false;
}

// The entries in the order shown: done to the player, the rivals by who acted
// first, then the player's own lines, announcements and talk as they came.
std::vector<Draft> drafts(const TableLogView& log) {
  std::vector<Draft> to_you, rivals, rest;
  // Where in `rest` the player's lines since the last other line gather.
  std::optional<std::size_t> yours;
  for (std::size_t i = log.new_from; i < log.lines.size(); ++i) {
    const LineSource source = source_of(log, i);
    const std::string& line = log.lines[i];
    if (source.talk()) {
      rest.push_back({RecapEntry::Kind::talk, source.voice, {}, {}, {{line, false, i}}});
      yours.reset();
      continue;
    }
    if (source.target == log.me && source.actor != log.me) {
      to_you.push_back({RecapEntry::Kind::to_you, source.actor, {}, {}, {{line, false, i}}});
      continue;
    }
    if (superseded(log, i)) continue;
    if (source.actor == log.me) {
      if (!yours) {
        yours = rest.size();
        rest.push_back({RecapEntry::Kind::yours, log.me, "You", "You", {}});
      }
      rest[*yours].clauses.push_back(clause_of(line, "You", i));
      continue;
    }
    yours.reset();
    if (source.actor >= 0) {
      auto rival = std::find_if(rivals.begin(), rivals.end(),
                                [&](const Draft& d) { return d.seat == source.actor; });
      if (rival == rivals.end()) {
        rival = rivals.insert(rivals.end(), {RecapEntry::Kind::rival,
                                             source.actor,
                                             sitter_name(log.sitters, source.actor),
                                             sitter_short_name(log.sitters, source.actor),
                                             {}});
      }
      rival->clauses.push_back(clause_of(line, rival->name, i));
      continue;
    }
    rest.push_back({RecapEntry::Kind::announced, nobody, {}, {}, {{line, false, i}}});
    rest.back().about_you = speaks_to_you(line);
  }
  std::vector<Draft> all = std::move(to_you);
  all.insert(all.end(), rivals.begin(), rivals.end());
  all.insert(all.end(), rest.begin(), rest.end());
  return all;
}

// A line or a sentence as the panel's rows: wrapped, later rows indented two.
std::vector<LogRow> wrapped_rows(const std::string& text, int width, bool fresh, Hue hue) {
  std::vector<LogRow> out;
  const std::vector<std::string> wrapped = wrap_text(text, width);
  for (std::size_t j = 0; j < wrapped.size(); ++j)
    out.push_back({(j == 0 ? "" : "  ") + wrapped[j], fresh, hue});
  return out;
}

bool required(const Draft& draft) {
  return draft.kind == RecapEntry::Kind::to_you || draft.kind == RecapEntry::Kind::rival ||
         draft.about_you;
}

int rows_of(const Draft& draft, int width) {
  return draft.shown ? static_cast<int>(wrap_text(sentence(draft), width).size()) : 0;
}

int rows_of(const std::vector<Draft>& all, int width) {
  int total = 0;
  for (const Draft& draft : all)
    total += rows_of(draft, width);
  return total;
}

// Leaves the oldest lines of the longest rival sentence for L, one at a time, then
// whole entries, oldest rival first, until the required entries fit in `budget`.
void trim_required(std::vector<Draft>& all, int budget, int width) {
  for (Draft& draft : all) {
    if (!required(draft)) draft.shown = false;
  }
  while (rows_of(all, width) > budget) {
    Draft* longest = nullptr;
    for (Draft& draft : all) {
      if (draft.shown && draft.kind == RecapEntry::Kind::rival && draft.lines() > 1 &&
          (longest == nullptr || draft.lines() > longest->lines()))
        longest = &draft;
    }
    if (longest != nullptr) {
      ++longest->from;
      continue;
    }
    // The news for the player, then the rivals' entries, go before what was done to
    // the player.
    auto drop =
        std::find_if(all.begin(), all.end(), [](const Draft& d) { return d.shown && d.about_you; });
    if (drop == all.end()) {
      drop = std::find_if(all.begin(), all.end(), [](const Draft& d) {
        return d.shown && d.kind == RecapEntry::Kind::rival;
      });
    }
    if (drop == all.end())
      drop = std::find_if(all.begin(), all.end(), [](const Draft& d) { return d.shown; });
    if (drop == all.end()) return;
    drop->shown = false;
  }
}

}  // namespace

std::vector<RecapEntry> recap(const TableLogView& log) {
  std::vector<RecapEntry> out;
  for (const Draft& draft : drafts(log)) {
    std::vector<std::size_t> told;
    for (const Clause& clause : draft.clauses)
      told.push_back(clause.line);
    out.push_back({draft.kind, draft.seat, sentence(draft), std::move(told)});
  }
  return out;
}

std::vector<LogRow> recap_rows(const TableLogView& log, int rows, int width) {
  std::vector<Draft> all = drafts(log);
  const bool more_row = rows_of(all, width) > rows;
  if (more_row) {
    const int budget = std::max(0, rows - 1);
    trim_required(all, budget, width);
    // Then the rest, newest first, while it fits.
    for (std::size_t i = all.size(); i-- > 0;) {
      if (required(all[i])) continue;
      all[i].shown = true;
      if (rows_of(all, width) > budget) all[i].shown = false;
    }
    // One short entry left out takes the --more-- row's place: it is shown, not counted.
    const auto left_out =
        std::count_if(all.begin(), all.end(), [](const Draft& d) { return !d.shown; });
    if (left_out == 1) {
      auto last = std::find_if(all.begin(), all.end(), [](const Draft& d) { return !d.shown; });
      last->shown = true;
      if (rows_of(all, width) > rows) last->shown = false;
    }
  }
  std::vector<LogRow> out;
  for (const Draft& draft : all) {
    if (!draft.shown) continue;
    const Hue hue =
        draft.kind == RecapEntry::Kind::talk ? sitter_hue(log.sitters, draft.seat) : Hue::none;
    for (LogRow& row : wrapped_rows(sentence(draft), width, true, hue))
      out.push_back(std::move(row));
  }
  // Lines left for L only inside a rival's sentence are said there.
  std::size_t left_out = 0;
  for (const Draft& draft : all)
    left_out += draft.shown ? 0 : draft.clauses.size();
  if (more_row && left_out > 0 && rows > 0) {
    std::string more = "--more-- " + counted(static_cast<long long>(left_out), "line", "lines") +
                       " since your move not shown: L shows all.";
    for (const std::string& shorter :
         {"--more-- " + std::to_string(left_out) + " more: L shows all.",
          "--more-- " + std::to_string(left_out) + " more in L."}) {
      if (text_width(more) > width) more = shorter;
    }
    out.push_back({more, true, Hue::none});
  }
  return out;
}

void draw_table_log(Screen& screen, const Glyphs& glyphs, const TableLogView& log, int rule_row,
                    int first_row, int rows, int columns) {
  const int across = columns > 0 ? std::min(columns, screen.width()) : screen.width();
  std::string rule;
  for (int i = 0; i < across; ++i)
    rule += glyphs.horizontal;
  screen.text(rule_row, 0, rule, styled(Tone::dim));
  screen.text(rule_row, 2, " Log ", styled(Tone::title));
  const std::string more = " L: the whole log ";
  screen.text(rule_row, across - 2 - text_width(more), more, styled(Tone::dim));
  if (rows <= 0) return;
  const int width = across - 4;
  const auto line_rows = [&](std::size_t i) {
    const LineSource source = source_of(log, i);
    const Hue hue = source.talk() ? sitter_hue(log.sitters, source.voice) : Hue::none;
    return wrapped_rows(log.lines[i], width, i >= log.new_from, hue);
  };
  int new_rows = 0;
  for (std::size_t i = log.new_from; i < log.lines.size(); ++i)
    new_rows += static_cast<int>(line_rows(i).size());

  std::vector<LogRow> shown_rows;  // oldest first
  if (new_rows > rows) {
    // Everything since the player's last choice must be readable without a key.
    shown_rows = recap_rows(log, rows, width);
  } else {
    // Wrap from the newest line back while whole lines fit.
    for (std::size_t i = log.lines.size(); i-- > 0;) {
      const std::vector<LogRow> rows_of_line = line_rows(i);
      if (static_cast<int>(shown_rows.size() + rows_of_line.size()) > rows) break;
      shown_rows.insert(shown_rows.begin(), rows_of_line.begin(), rows_of_line.end());
    }
  }
  const int shown = std::min(static_cast<int>(shown_rows.size()), rows);
  for (int r = 0; r < shown; ++r) {
    const LogRow& line = shown_rows[static_cast<std::size_t>(r)];
    // The newest line sits at the bottom, next to the status line, however few there are.
    const int row = first_row + rows - shown + r;
    Style style = line.fresh ? plain : styled(Tone::dim);
    style.hue = line.hue;
    screen.text(row, 1, line.text, style);
  }
}

}  // namespace gavel::ui
