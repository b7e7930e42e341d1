#include "gavel/core/text.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>

namespace gavel {

std::string_view trim(std::string_view text) {
  const auto blank = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
  while (!text.empty() && blank(text.front()))
    text.remove_prefix(1);
  while (!text.empty() && blank(text.back()))
    text.remove_suffix(1);
  return text;
}

std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> result;
  std::string current;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!current.empty()) result.push_back(std::move(current));
      current.clear();
    } else {
      current += c;
    }
  }
  if (!current.empty()) result.push_back(std::move(current));
  return result;
}

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
  std::string result;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) result += separator;
    result += parts[i];
  }
  return result;
}

std::string and_list(const std::vector<std::string>& parts) {
  if (parts.size() < 2) return join(parts, "");
  const std::vector<std::string> most(parts.begin(), parts.end() - 1);
  return join(most, ", ") + " and " + parts.back();
}

std::string or_list(const std::vector<std::string>& parts) {
  if (parts.size() < 2) return join(parts, "");
  const std::vector<std::string> most(parts.begin(), parts.end() - 1);
  return join(most, ", ") + " or " + parts.back();
}

std::vector<std::string> ranged_moves(const std::vector<std::string>& moves) {
  // Each move as its words around its last number, and that number.
  struct Numbered {
    std::string before, after;
    long long number = 0;
  };
  std::vector<std::optional<Numbered>> parsed;
  for (const std::string& move : moves) {
    std::size_t end = move.size();
    while (end > 0 && !std::isdigit(static_cast<unsigned char>(move[end - 1])))
      --end;
    std::size_t start = end;
    while (start > 0 && std::isdigit(static_cast<unsigned char>(move[start - 1])))
      --start;
    // Only a number that is a word of its own: "Y1" to "Y5" name planets, and "YN"
    // would read as a word to type.
    const bool alone = (start == 0 || !std::isalpha(static_cast<unsigned char>(move[start - 1]))) &&
                       (end == move.size() || !std::isalpha(static_cast<unsigned char>(move[end])));
    const auto number = alone && end > start && end - start <= 9
                            ? parse_integer(std::string_view(move).substr(start, end - start))
                            : std::nullopt;
    parsed.push_back(
        number ? std::optional<Numbered>({move.substr(0, start), move.substr(end), *number})
               : std::nullopt);
  }
  std::vector<std::string> said;
  std::vector<bool> done(moves.size(), false);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (done[i]) continue;
    if (!parsed[i]) {
      said.push_back(moves[i]);
      continue;
    }
    // The numbers of the moves that read as this one but for the number.
    std::vector<std::pair<long long, std::size_t>> kin;
    for (std::size_t j = i; j < moves.size(); ++j) {
      if (!done[j] && parsed[j] && parsed[j]->before == parsed[i]->before &&
          parsed[j]->after == parsed[i]->after)
        kin.emplace_back(parsed[j]->number, j);
    }
    std::sort(kin.begin(), kin.end());
    for (std::size_t first = 0; first < kin.size();) {
      std::size_t last = first;
      while (last + 1 < kin.size() && kin[last + 1].first == kin[last].first + 1)
        ++last;
      if (last - first >= 2) {
        said.push_back(parsed[i]->before + "N" + parsed[i]->after + ", N from " +
                       std::to_string(kin[first].first) + " to " + std::to_string(kin[last].first));
      } else {
        for (std::size_t k = first; k <= last; ++k)
          said.push_back(moves[kin[k].second]);
      }
      for (std::size_t k = first; k <= last; ++k)
        done[kin[k].second] = true;
      first = last + 1;
    }
  }
  return said;
}

std::string lowercase(std::string_view text) {
  std::string result(text);
  for (char& c : result)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return result;
}

std::optional<long long> parse_integer(std::string_view text) {
  long long value = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (text.empty() || error != std::errc() || stop != end) return std::nullopt;
  return value;
}

std::string ordinal(int place) {
  const int tens = place % 100;
  if (tens >= 11 && tens <= 13) return std::to_string(place) + "th";
  switch (place % 10) {
    case 1:
      return std::to_string(place) + "st";
    case 2:
      return std::to_string(place) + "nd";
    case 3:
      return std::to_string(place) + "rd";
    default:
      return std::to_string(place) + "th";
  }
}

std::string name_seats(std::string_view line, const std::vector<std::string>& names) {
  constexpr std::string_view seat_word = "Seat ";
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  std::string out;
  std::size_t at = 0;
  for (;;) {
    const std::size_t found = line.find(seat_word, at);
    if (found == std::string_view::npos) break;
    std::size_t end = found + seat_word.size();
    while (end < line.size() && digit(line[end]))
      ++end;
    const std::string_view number =
        line.substr(found + seat_word.size(), end - found - seat_word.size());
    // "Seat" must start a word and the number must be whole ("Seat 12", not "Seat 1").
    const bool word_start =
        found == 0 || std::isalnum(static_cast<unsigned char>(line[found - 1])) == 0;
    const auto seat = parse_integer(number);
    out.append(line.substr(at, found - at));
    if (word_start && !number.empty() && number.size() <= 3 && seat &&
        static_cast<std::size_t>(*seat) < names.size() &&
        !names[static_cast<std::size_t>(*seat)].empty()) {
      out += names[static_cast<std::size_t>(*seat)];
    } else {
      out.append(line.substr(found, end - found));
    }
    at = end;
  }
  out.append(line.substr(at));
  return out;
}

Utf8Char utf8_at(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(at);
  if (lead < 0x80U) return {lead, 1, true};
  std::size_t length = 0;
  char32_t code = 0;
  char32_t smallest = 0;  // shorter forms are overlong
  if ((lead & 0xE0U) == 0xC0U) {
    length = 2, code = lead & 0x1FU, smallest = 0x80;
  } else if ((lead & 0xF0U) == 0xE0U) {
    length = 3, code = lead & 0x0FU, smallest = 0x800;
  } else if ((lead & 0xF8U) == 0xF0U) {
    length = 4, code = lead & 0x07U, smallest = 0x10000;
  } else {
    return {lead, 1, false};
  }
  if (at + length > text.size()) return {lead, 1, false};
  for (std::size_t i = 1; i < length; ++i) {
    if ((byte(at + i) & 0xC0U) != 0x80U) return {lead, 1, false};
    code = (code << 6) | (byte(at + i) & 0x3FU);
  }
  if (code < smallest || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) {
    return {lead, 1, false};
  }
  return {code, length, true};
}

namespace {

// Characters a terminal would act on or hide rather than show: C0 and C1 controls,
// DEL, and the invisible marks that reorder or hide text around them.
bool needs_escape(char32_t code) {
  return code < 0x20 || (code >= 0x7F && code < 0xA0) || (code >= 0x200B && code <= 0x200F) ||
         (code >= 0x2028 && code <= 0x202E) || (code >= 0x2060 && code <= 0x2069) || code == 0xFEFF;
}

std::string hex(std::uint32_t value, int digits) {
  static constexpr char letters[] = "0123456789abcdef";
  std::string out(static_cast<std::size_t>(digits), '0');
  for (int i = digits - 1; i >= 0; --i, value >>= 4)
    out[static_cast<std::size_t>(i)] = letters[value & 0xFU];
  return out;
}

// How one piece is shown.
std::string shown(std::string_view text, std::size_t at, const Utf8Char& piece) {
  if (!piece.valid) return "\\x" + hex(piece.code, 2);
  switch (piece.code) {
    case '\n':
      return "\\n";
    case '\r':
      return "\\r";
    case '\t':
      return "\\t";
    case '\\':
      return "\\\\";
    default:
      break;
  }
  if (piece.code < 0x80 && needs_escape(piece.code)) return "\\x" + hex(piece.code, 2);
  if (needs_escape(piece.code)) return "\\u" + hex(piece.code, 4);
  return std::string(text.substr(at, piece.length));
}

}  // namespace

bool printable_text(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    const Utf8Char piece = utf8_at(text, at);
    if (!piece.valid || needs_escape(piece.code)) return false;
    at += piece.length;
  }
  return true;
}

std::string grouped(std::uint64_t number) {
  std::string digits = std::to_string(number);
  for (std::size_t at = digits.size(); at > 3; at -= 3)
    digits.insert(at - 3, ",");
  return digits;
}

std::string counted(long long count, std::string_view one, std::string_view many) {
  return std::to_string(count) + " " + std::string(count == 1 || count == -1 ? one : many);
}

std::string said_times(long long times) {
  if (times <= 1) return "";
  return times == 2 ? " (twice)" : " (" + std::to_string(times) + " times)";
}

std::string signed_number(long long value) {
  return (value > 0 ? "+" : "") + std::to_string(value);
}

std::string signed_counted(long long change, std::string_view one, std::string_view many) {
  return (change > 0 ? "+" : "") + counted(change, one, many);
}

std::string dollars(long long amount) {
  return "$" + std::to_string(amount);
}

std::optional<int> index_after(std::string_view name, std::string_view prefix, int count) {
  if (!name.starts_with(prefix)) return std::nullopt;
  const auto index = parse_integer(name.substr(prefix.size()));
  if (!index || *index < 0 || *index >= count) return std::nullopt;
  return static_cast<int>(*index);
}

namespace {

std::string quoted(std::string_view text, char quote, std::size_t limit) {
  std::string out(1, quote);
  std::size_t width = 0;  // characters shown so far
  std::size_t characters = 0;
  bool cut = false;
  for (std::size_t at = 0; at < text.size();) {
    const Utf8Char piece = utf8_at(text, at);
    ++characters;
    if (!cut) {
      const std::string part = shown(text, at, piece);
      const std::size_t part_width = piece.valid && part.size() == piece.length ? 1 : part.size();
      if (width + part_width > limit) {
        cut = true;
      } else {
        out += part;
        width += part_width;
      }
    }
    at += piece.length;
  }
  if (!cut) return out + quote;
  return out + "…" + quote + " (" + grouped(characters) + " characters)";
}

}  // namespace

std::string quote_input(std::string_view text, char quote) {
  return quoted(text, quote, quoted_input_limit);
}

std::string quote_path(std::string_view path) {
  return quoted(path, '\'', std::string_view::npos);
}

}  // namespace gavel
