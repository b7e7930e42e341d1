#include "text_console.h"

#include <algorithm>
#include <istream>
#include <map>
#include <ostream>
#include <regex>

#include "gavel/core/error.h"
#include "gavel/core/stop_signals.h"
#include "gavel/core/text.h"
#include "gavel/ui/play.h"
#include "gavel/ui/screen.h"
#include "gavel/ui/widgets.h"

namespace gavel {

namespace {

std::vector<std::string> lines_of(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t at = 0;
  for (;;) {
    const std::size_t end = text.find('\n', at);
    lines.emplace_back(text.substr(at, end - at));
    if (end == std::string_view::npos) return lines;
    at = end + 1;
  }
}

// A table picked up from a save tells this many of its latest lines again, so the
// player sees where it stands without its whole story.
constexpr std::size_t lines_retold = 12;

// A view's line as the log says it: rivals by name and the player as "you". The
// view's own "you are seat 0" goes, since the player knows who they are.
std::string spoken(std::string line, const std::vector<std::string>& names, Seat human) {
  const std::string me = std::to_string(human);
  line = std::regex_replace(line, std::regex("You are [Ss]eat " + me + " \\((\\w+)\\)"),
                            "You play $1");
  line = std::regex_replace(
      line, std::regex("(; you are seat " + me + "\\b| ?You are seat " + me + "\\.( |$))"), "");
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  std::string out;
  std::size_t at = 0;
  for (std::size_t found = 0; (found = line.find("eat ", at)) != std::string::npos;) {
    std::size_t end = found + 4;
    while (end < line.size() && digit(line[end]))
      ++end;
    const std::size_t start = found - 1;
    const bool word =
        found > 0 && (line[start] == 's' || line[start] == 'S') &&
        (start == 0 || std::isalnum(static_cast<unsigned char>(line[start - 1])) == 0);
    const auto seat = parse_integer(std::string_view(line).substr(found + 4, end - found - 4));
    if (!word || end == found + 4 || !seat || *seat < 0 ||
        static_cast<std::size_t>(*seat) >= names.size() ||
        (*seat != human && names[static_cast<std::size_t>(*seat)].empty())) {
      out.append(line, at, end - at);
      at = end;
      continue;
    }
    out.append(line, at, start - at);
    if (*seat != human) {
      out += names[static_cast<std::size_t>(*seat)];
    } else {
      out += line[start] == 'S' ? "You" : "you";
      if (line.compare(end, 2, "'s") == 0) {
        out += 'r';
        end += 2;
      } else if (line.compare(end, 6, " (you)") == 0) {
        end += 6;
      }
    }
    at = end;
  }
  out.append(line, at);
  return out;
}

// The player's turn as the chapter words it, else as the view describes it, the
// rivals by name.
std::vector<std::string> turn_lines(const TextTable& table, const State& state) {
  const std::optional<std::string> own = ui::text_turn(table.chapter, state, table.words);
  const std::string text = own.value_or(state.view(table.words.human)->describe());
  std::vector<std::string> lines;
  for (const std::string& line : lines_of(text)) {
    std::string said = spoken(line, table.names, table.words.human);
    if (!line.empty() && trim(said).empty()) continue;  // only "you are seat 0" was on it
    lines.push_back(std::move(said));
  }
  // A view's description ends without a question: ask it, as the chapters' own words do.
  while (!lines.empty() && trim(lines.back()).empty())
    lines.pop_back();
  if (!own) lines.push_back("Your move: type it, or ? to list them.");
  return lines;
}

int indent_of(const std::string& line) {
  return static_cast<int>(std::min(line.find_first_not_of(' '), line.size()));
}

// The lines of `now` not among `before` (each counted as often as it stands there),
// and the last line always: it asks the question. A line indented by two is an item
// of the list its unindented heading starts, printed with that heading; deeper lines
// draw a picture (an island), which is printed whole with its heading.
std::vector<std::string> changed_lines(const std::vector<std::string>& before,
                                       const std::vector<std::string>& now) {
  std::map<std::string, int> seen;
  for (const std::string& line : before)
    ++seen[line];
  std::vector<bool> changed(now.size());
  for (std::size_t i = 0; i < now.size(); ++i) {
    int& count = seen[now[i]];
    changed[i] = count == 0 || i + 1 == now.size();
    if (count > 0) --count;
  }
  std::vector<std::string> printed;
  for (std::size_t begin = 0; begin < now.size();) {
    std::size_t end = begin + 1;
    while (end < now.size() && indent_of(now[end]) > 0)
      ++end;
    bool picture = false;
    bool item = false;
    for (std::size_t i = begin + 1; i < end; ++i) {
      picture = picture || (changed[i] && indent_of(now[i]) > 2);
      item = item || changed[i];
    }
    for (std::size_t i = begin; i < end; ++i) {
      if (picture || changed[i] || (i == begin && item)) printed.push_back(now[i]);
    }
    begin = end;
  }
  return printed;
}

}  // namespace

void Console::say(std::string_view text) {
  for (std::string line : lines_of(text)) {
    line.erase(line.find_last_not_of(' ') + 1);  // a picture's padding says nothing
    if (ui::text_width(line) <= width) {
      out_ << line << '\n';
      continue;
    }
    const std::size_t indent = std::min(line.find_first_not_of(' '), line.size());
    const std::string lead(indent, ' ');
    const std::vector<std::string> parts =
        ui::wrap_text(std::string_view(line).substr(indent), width - static_cast<int>(indent) - 2);
    for (std::size_t i = 0; i < parts.size(); ++i)
      out_ << lead << (i == 0 ? "" : "  ") << parts[i] << '\n';
  }
}

void Console::heading(std::string_view text) {
  out_ << '\n';
  say(text);
}

std::optional<std::string> Console::read() {
  std::streambuf& input = *in_.rdbuf();
  constexpr auto end = std::char_traits<char>::eof();
  for (;;) {
    // A stop signal ends the wait at once (the read fails with EINTR) or, caught while
    // the rivals played, before it starts.
    if (caught_stop_signal() != 0) return std::nullopt;
    out_ << "> " << std::flush;
    std::string line;
    std::size_t length = 0;  // bytes, kept or not
    auto c = input.sbumpc();
    const bool ended = c == end;
    for (; c != end && c != '\n'; c = input.sbumpc()) {
      if (++length <= longest_line) {
        line += static_cast<char>(c);
      } else if (length > longest_line + longest_skip) {
        out_ << '\n';
        say("That line runs past " + grouped(longest_line + longest_skip) +
            " bytes with no end; Gavel reads no more of it.");
        return std::nullopt;
      }
    }
    if (ended || caught_stop_signal() != 0) {
      out_ << '\n';
      return std::nullopt;
    }
    if (length <= longest_line) return std::string(trim(line));
    say("That line is " + grouped(length) + " bytes long; an answer is at most " +
        grouped(longest_line) + ". Type it again.");
  }
}

std::string seats_words(const std::vector<std::string>& names) {
  std::vector<std::string> rivals;
  for (std::size_t seat = 1; seat < names.size(); ++seat) {
    if (!names[seat].empty())
      rivals.push_back(names[seat] + " (seat " + std::to_string(seat) + ")");
  }
  return rivals.empty() ? std::string("You are seat 0.")
                        : "You are seat 0; your rivals are " + and_list(rivals) + ".";
}

std::string moves_text(const Chapter& chapter, const State& state, const ui::BoardSettings& words) {
  if (auto own = ui::text_moves(chapter, state, words)) return *own;
  std::vector<std::string> texts;
  for (Move move : state.legal_moves())
    texts.push_back(state.to_text(move));
  std::string listed = "Your moves, type one as it is written:";
  for (const std::string& group : ranged_moves(texts))
    listed += "\n  " + group;
  return listed;
}

TableEnd play_text_table(TextTable& table, Console& console) {
  const std::vector<std::string> log = table.match.state().log_for(table.words.human);
  std::size_t log_shown = 0;
  if (log.size() > lines_retold) {
    log_shown = log.size() - lines_retold;
    console.say("(" + counted(static_cast<int>(log_shown), "line", "lines") +
                " of this table's log before these; the last " + std::to_string(lines_retold) +
                ":)");
  }
  const auto show_log = [&] {
    const auto lines = table.match.state().log_for(table.words.human);
    for (; log_shown < lines.size(); ++log_shown)
      console.say("* " + name_seats(lines[log_shown], table.names));
  };
  std::vector<std::string> shown;  // the turn as last printed
  bool moved = false;
  const bool over = table.match.run([&](const State& state, Seat) -> std::optional<Move> {
    if (moved && table.after_move) table.after_move();
    moved = false;
    show_log();
    std::vector<std::string> turn = turn_lines(table, state);
    for (const std::string& line : shown.empty() ? turn : changed_lines(shown, turn))
      console.say(line);
    shown = std::move(turn);
    for (;;) {
      const std::optional<std::string> typed = console.read();
      if (!typed || *typed == "q" || *typed == "quit") return std::nullopt;
      if (typed->empty()) {
        console.say("Type a move; ? lists your moves, look the whole table.");
        continue;
      }
      if (*typed == "?") {
        console.say(moves_text(table.chapter, state, table.words));
        continue;
      }
      if (*typed == "look" || *typed == "l") {
        for (const std::string& line : shown)
          console.say(line);
        continue;
      }
      if (table.command && table.command(*typed)) continue;
      try {
        const Move move = state.parse(*typed);
        const auto legal = state.legal_moves();
        if (std::binary_search(legal.begin(), legal.end(), move)) {
          moved = true;
          return move;
        }
        console.say(quote_input(*typed) + " is not a move you can make now; ? lists them.");
      } catch (const Error& error) {
        console.say(std::string(error.what()) + "; ? lists your moves.");
      }
    }
  });
  if (moved && table.after_move) table.after_move();
  show_log();
  return over ? TableEnd::over : TableEnd::stopped;
}

}  // namespace gavel
