#pragma once
// What a loaded field must hold, said in one sentence that names the field.
//
// A save's payload is hostile input even when its checksum is right: edited by hand,
// shared by another player or written by a buggy build. Each saved type has a check
// function that says what is valid for it and calls these, naming the field by its
// path in the save ("run.table.rivals[1]"), so the message reads
//   run.tokens is 7, and a run holds 0 to 3 tokens
// and the player (or a bug report) sees exactly what was wrong.

#include <cstddef>
#include <string>
#include <string_view>

namespace gavel {

// Bounds on saved text, well above anything Gavel writes, so that no save Gavel
// made is refused and no hostile one puts a page of text on the screen:
// ids of content (chapters, rivals, perks, rumours) are a-z, 0-9 and '-';
inline constexpr std::size_t max_id_length = 64;
// words Gavel wrote itself ("lost at New Mintopia City", "after Auctionland");
inline constexpr std::size_t max_words_length = 120;
// a date as the clock gave it ("2026-11-22").
inline constexpr std::size_t max_date_length = 40;

// Throws gavel::Error: "<field> is <found>, and <rule>".
[[noreturn]] void refuse_field(std::string_view field, std::string_view found,
                               std::string_view rule);

// "0 to 3", for rules.
std::string range_words(long long low, long long high);
// `field` with an index: "run.perks[2]".
std::string field_at(std::string_view field, std::size_t index);
// Saved text as a message may show it: quote_input (text.h) in double quotes.
std::string quote_text(std::string_view text);

// Refuses `value` outside low..high: "run.tokens is 7, and <rule>".
void check_number(std::string_view field, long long value, long long low, long long high,
                  std::string_view rule);
// Refuses a container of `size` elements outside low..high: "run.perks holds 90
// entries, and <rule>".
void check_count(std::string_view field, std::size_t size, std::size_t low, std::size_t high,
                 std::string_view rule);
// Refuses an id that is empty, longer than max_id_length or holds anything but
// a-z, 0-9 and '-'.
void check_id(std::string_view field, std::string_view id);
// Refuses text longer than `longest`, or that is not printable_text (text.h): no
// control character of any kind (C0, DEL, C1), no invisible mark, valid UTF-8.
void check_words(std::string_view field, std::string_view text, std::size_t longest);

}  // namespace gavel
