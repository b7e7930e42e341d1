#include "gavel/core/field_check.h"

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/core/text.h"

namespace gavel {
namespace {

bool id_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
}

}  // namespace

void refuse_field(std::string_view field, std::string_view found, std::string_view rule) {
  throw Error(std::string(field) + " is " + std::string(found) + ", and " + std::string(rule));
}

std::string range_words(long long low, long long high) {
  return std::to_string(low) + " to " + std::to_string(high);
}

std::string field_at(std::string_view field, std::size_t index) {
  return std::string(field) + "[" + std::to_string(index) + "]";
}

std::string quote_text(std::string_view text) {
  return quote_input(text, '"');
}

void check_number(std::string_view field, long long value, long long low, long long high,
                  std::string_view rule) {
  if (value < low || value > high) refuse_field(field, std::to_string(value), rule);
}

void check_count(std::string_view field, std::size_t size, std::size_t low, std::size_t high,
                 std::string_view rule) {
  if (size >= low && size <= high) return;
  throw Error(std::string(field) + " holds " + counted(size, "entry", "entries") + ", and " +
              std::string(rule));
}

void check_id(std::string_view field, std::string_view id) {
  const bool sound =
      !id.empty() && id.size() <= max_id_length && std::all_of(id.begin(), id.end(), id_char);
  if (!sound) {
    refuse_field(
        field, quote_text(id),
        "an id is 1 to " + std::to_string(max_id_length) + " characters of a-z, 0-9 and '-'");
  }
}

void check_words(std::string_view field, std::string_view text, std::size_t longest) {
  if (text.size() > longest) {
    refuse_field(field, std::to_string(text.size()) + " characters long",
                 "it holds at most " + std::to_string(longest));
  }
  if (!printable_text(text)) {
    refuse_field(field, quote_text(text), "it holds UTF-8 with no control characters");
  }
}

}  // namespace gavel
