#pragma once
// Small text helpers shared by the notation parsers, the script reader and the
// command line.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gavel {

std::string_view trim(std::string_view text);
// Splits on runs of blanks; no empty words.
std::vector<std::string> words(std::string_view text);
std::string join(const std::vector<std::string>& parts, std::string_view separator);
// "Pip", "Pip and Rook", "Pip, Rook and Hollis": names in a sentence.
std::string and_list(const std::vector<std::string>& parts);
// "A, B or C".
std::string or_list(const std::vector<std::string>& parts);
// Moves' words with each run of three or more that differ only in their last number,
// a word of its own, said once, as a range: "give 0", "give 1", ... "give 100" read "give N, N from
// 0 to 100". The rest stay as they are, in the order each first appears.
std::vector<std::string> ranged_moves(const std::vector<std::string>& moves);
std::string lowercase(std::string_view text);
// "1st", "2nd", "11th": a place in the standings.
std::string ordinal(int place);
// A whole decimal integer (optional leading '-'), or nothing.
std::optional<long long> parse_integer(std::string_view text);
// A log line with each "Seat N" replaced by names[N] where that is not empty. The
// chapters' logs name seats by number, so that replays and tests read alike; a front
// end shows who sits there instead.
std::string name_seats(std::string_view line, const std::vector<std::string>& names);

// One character of UTF-8 text: a code point, or a single byte that is not UTF-8 (a
// stray continuation byte, a cut sequence, an overlong form, a surrogate).
struct Utf8Char {
  char32_t code = 0;       // the code point, or the byte when not valid
  std::size_t length = 1;  // bytes it takes
  bool valid = true;
};
// The character that starts at byte `at` of `text`, which must be inside it. Written
// by hand rather than with the C library so that no locale changes it.
Utf8Char utf8_at(std::string_view text, std::size_t at);

// What a player typed or a file held, made safe to show inside a message: in quotes,
// cut to about quoted_input_limit characters (then "…" and the whole length, as in
// "… (3,900,000 characters)"), and with control characters, invisible direction
// marks and bytes that are not UTF-8 written as escapes (\x1b, \n, \u202e, \\), so
// that a file cannot flood the terminal or send it escape sequences. Every message
// that echoes input quotes it with this.
inline constexpr std::size_t quoted_input_limit = 80;
std::string quote_input(std::string_view text, char quote = '\'');
// A path as a message shows it: quote_input's escapes and quotes, never cut, since the
// player needs all of it to find the file. Every message that names a path uses it.
std::string quote_path(std::string_view path);
// True when `text` is UTF-8 and holds nothing quote_input writes as an escape for the
// terminal's sake (a control character of any kind, DEL, an invisible mark): words a
// terminal shows as they are written. Tabs and line breaks are controls too.
bool printable_text(std::string_view text);
// 3900000 as "3,900,000".
std::string grouped(std::uint64_t number);

// The words every chapter's log and board count in, written once.
// "1 ship", "3 ships", "0 ships", "-1 garnet": a count with its noun, singular for one
// either way.
std::string counted(long long count, std::string_view one, std::string_view many);
// " (twice)", " (3 times)": after words said again in a row, told once; "" for once.
std::string said_times(long long times);
// "+3", "-2", "0": a change.
std::string signed_number(long long value);
// "+3 garnets", "-1 garnet": a change with its noun.
std::string signed_counted(long long change, std::string_view one, std::string_view many);
// "$30".
std::string dollars(long long amount);
// The index that follows `prefix` in a fact's name ("score.2" after "score." is 2),
// when the name starts so and the index is from 0 to count - 1; else nothing.
std::optional<int> index_after(std::string_view name, std::string_view prefix, int count);

}  // namespace gavel
