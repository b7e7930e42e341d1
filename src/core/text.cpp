#include "gavel/core/text.h"

#include <cctype>
#include <charconv>

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

}  // namespace gavel
