#include "gavel/core/script.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "gavel/core/error.h"
#include "gavel/core/rng.h"
#include "gavel/core/text.h"

namespace gavel {
namespace {

// Scripts are small; anything bigger is not a script.
constexpr std::uintmax_t max_script_bytes = 4 * 1024 * 1024;

[[noreturn]] void fail(const std::string& source, int line, const std::string& message) {
  throw Error(source + ":" + std::to_string(line) + ": " + message);
}

// Splits "key: rest" at the first colon.
bool split_key(std::string_view line, std::string& key, std::string& rest) {
  const auto colon = line.find(':');
  if (colon == std::string_view::npos) return false;
  key = std::string(trim(line.substr(0, colon)));
  rest = std::string(trim(line.substr(colon + 1)));
  return true;
}

// The line without its comment. A '#' starts a comment at the start of a line or
// after a blank, except right before a digit: move notation names copies of a card
// "Pachinko #2", and a script must read back what the game writes.
std::string_view without_comment(std::string_view line) {
  for (std::size_t at = line.find('#'); at != std::string_view::npos; at = line.find('#', at + 1)) {
    const bool after_blank = at == 0 || line[at - 1] == ' ' || line[at - 1] == '\t';
    const bool before_digit = at + 1 < line.size() && line[at + 1] >= '0' && line[at + 1] <= '9';
    if (after_blank && !before_digit) return line.substr(0, at);
  }
  return line;
}

Seat parse_seat(const std::string& text, const std::string& source, int line) {
  if (text == "chance") return chance_seat;
  const auto seat = parse_integer(text);
  if (!seat || *seat < 0 || *seat > 31) {
    fail(source, line, quote_input(text) + " is not a seat (a number from 0, or 'chance')");
  }
  return static_cast<Seat>(*seat);
}

}  // namespace

Script read_script(std::string_view text, const std::string& source) {
  Script script;
  script.source = source;
  bool have_players = false;
  bool have_seed = false;
  std::istringstream input{std::string(text)};
  std::string raw;
  int number = 0;
  while (std::getline(input, raw)) {
    ++number;
    const std::string_view line = trim(without_comment(raw));
    if (line.empty()) continue;
    std::string key, rest;
    if (!split_key(line, key, rest)) {
      fail(source, number, "expected 'key: value' or 'seat: move', not " + quote_input(line));
    }
    const bool in_header = script.lines.empty();
    if (key == "chapter" || key == "players" || key == "seed" || key == "option" || key == "boon") {
      if (!in_header) fail(source, number, "'" + key + ":' belongs in the header, before any move");
      if (key == "chapter") {
        script.chapter = rest;
      } else if (key == "players") {
        const auto players = parse_integer(rest);
        if (!players || *players < 1 || *players > 32) {
          fail(source, number, "players must be a number from 1 to 32");
        }
        script.setup.players = static_cast<int>(*players);
        have_players = true;
      } else if (key == "seed") {
        const auto seed = parse_integer(rest);
        if (!seed || *seed < 0) fail(source, number, "seed must be a whole number from 0");
        script.seed = static_cast<std::uint64_t>(*seed);
        have_seed = true;
      } else {
        const auto equals = rest.find('=');
        if (equals == std::string::npos) {
          fail(source, number, "expected '" + key + ": name = value'");
        }
        const std::string name(trim(std::string_view(rest).substr(0, equals)));
        const std::string value(trim(std::string_view(rest).substr(equals + 1)));
        if (key == "option") {
          script.setup.options[name] = value;
        } else {
          const auto amount = parse_integer(value);
          if (!amount) fail(source, number, "a boon's value is a whole number");
          try {
            // Clamped first so a huge number is reported as out of range, not wrapped.
            set_boon(script.setup.boons, name,
                     static_cast<int>(std::clamp<long long>(*amount, -1, 1000)));
          } catch (const Error& error) {
            fail(source, number, error.what());
          }
        }
      }
      continue;
    }
    if (in_header && (script.chapter.empty() || !have_players || !have_seed)) {
      fail(source, number, "the header needs 'chapter:', 'players:' and 'seed:' before any move");
    }
    ScriptLine entry;
    entry.number = number;
    if (key == "expect") {
      std::string fact, value;
      const auto equals = rest.find('=');
      if (equals == std::string::npos) fail(source, number, "expected 'expect: fact = value'");
      entry.kind = ScriptLine::Kind::expect;
      entry.fact = std::string(trim(std::string_view(rest).substr(0, equals)));
      entry.value = std::string(trim(std::string_view(rest).substr(equals + 1)));
    } else if (key == "reject") {
      std::string seat;
      if (!split_key(rest, seat, entry.move)) fail(source, number, "expected 'reject: seat: move'");
      entry.kind = ScriptLine::Kind::reject;
      entry.seat = parse_seat(seat, source, number);
    } else {
      entry.seat = parse_seat(key, source, number);
      entry.move = rest;
    }
    script.lines.push_back(std::move(entry));
  }
  if (script.chapter.empty() || !have_players || !have_seed) {
    fail(source, number, "the header needs 'chapter:', 'players:' and 'seed:'");
  }
  return script;
}

Script load_script(const std::filesystem::path& path) {
  std::error_code error;
  const auto size = std::filesystem::file_size(path, error);
  if (error) throw Error(quote_path(path.string()) + ": cannot read the file");
  if (size > max_script_bytes)
    throw Error(quote_path(path.string()) + ": too large to be a script");
  std::ifstream file(path, std::ios::binary);
  std::ostringstream text;
  text << file.rdbuf();
  if (!file) throw Error(quote_path(path.string()) + ": cannot read the file");
  return read_script(text.str(), quote_path(path.string()));
}

void play_script(const Script& script, State& state) {
  Rng chance(script.seed, Stream::chance);
  const auto sample_chance = [&] {
    while (state.to_move() == chance_seat) {
      const std::vector<Move> legal = state.legal_moves();
      const auto pick = chance.below(legal.size());
      state.apply(legal[pick]);
    }
  };
  for (const ScriptLine& line : script.lines) {
    const auto at = [&](const std::string& message) { fail(script.source, line.number, message); };
    if (line.kind == ScriptLine::Kind::expect) {
      std::string actual;
      try {
        actual = state.fact(line.fact);
      } catch (const Error& error) {
        at(error.what());
      }
      if (actual != line.value) {
        at("expected " + line.fact + " = " + quote_input(line.value) + ", but it is " +
           quote_input(actual));
      }
      continue;
    }
    if (line.seat != chance_seat) sample_chance();
    const bool reject = line.kind == ScriptLine::Kind::reject;
    if (state.over()) {
      if (reject) continue;  // nothing is legal after the end
      at("the game is already over");
    }
    Move move;
    try {
      move = state.parse(line.move);
    } catch (const Error& error) {
      if (reject) continue;  // not even a move: rejected
      at(error.what());
    }
    const std::vector<Move> legal = state.legal_moves();
    const bool is_legal =
        state.to_move() == line.seat && std::binary_search(legal.begin(), legal.end(), move);
    if (reject) {
      if (is_legal) at(quote_input(line.move) + " should be illegal here, but it is legal");
      continue;
    }
    if (state.to_move() != line.seat) {
      at("it is " + seat_name(state.to_move()) + "'s turn, not " + seat_name(line.seat) + "'s");
    }
    if (!is_legal) at(quote_input(line.move) + " is not legal here");
    state.apply(move);
  }
}

std::string write_script(const Script& header, const State& start,
                         const std::vector<Turn>& history) {
  std::ostringstream out;
  out << "chapter: " << header.chapter << "\n"
      << "players: " << header.setup.players << "\n"
      << "seed: " << header.seed << "\n";
  for (const auto& [name, value] : header.setup.options) {
    out << "option: " << name << " = " << value << "\n";
  }
  for (const auto& [name, value] : boon_values(header.setup.boons)) {
    if (value != 0) out << "boon: " << name << " = " << value << "\n";
  }
  const auto state = start.clone();
  for (const Turn& turn : history) {
    out << seat_name(turn.seat) << ": " << state->to_text(turn.move) << "\n";
    state->apply(turn.move);
  }
  return out.str();
}

}  // namespace gavel
