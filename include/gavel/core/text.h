#pragma once
// Small text helpers shared by the notation parsers, the script reader and the
// command line.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gavel {

std::string_view trim(std::string_view text);
// Splits on runs of blanks; no empty words.
std::vector<std::string> words(std::string_view text);
std::string join(const std::vector<std::string>& parts, std::string_view separator);
std::string lowercase(std::string_view text);
// "1st", "2nd", "11th": a place in the standings.
std::string ordinal(int place);
// A whole decimal integer (optional leading '-'), or nothing.
std::optional<long long> parse_integer(std::string_view text);
// A log line with each "Seat N" replaced by names[N] where that is not empty. The
// chapters' logs name seats by number, so that replays and tests read alike; a front
// end shows who sits there instead.
std::string name_seats(std::string_view line, const std::vector<std::string>& names);

}  // namespace gavel
