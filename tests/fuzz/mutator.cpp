#include "fuzz/mutator.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

namespace gavel::fuzz {
namespace {

std::size_t position(Rng& rng, std::size_t size) {
  return static_cast<std::size_t>(rng.below(size + 1));  // 0..size: insertions may append
}

// A span of 1..most bytes from `at`, within `size`.
std::size_t span(Rng& rng, std::size_t at, std::size_t size, std::size_t most) {
  const std::size_t room = std::min(size - at, most);
  if (room == 0) return 0;
  return 1 + static_cast<std::size_t>(rng.below(room));
}

std::uint64_t read_le(const std::string& bytes, std::size_t at, std::size_t width) {
  std::uint64_t value = 0;
  for (std::size_t i = 0; i < width; ++i) {
    value |= static_cast<std::uint64_t>(static_cast<unsigned char>(bytes[at + i])) << (8 * i);
  }
  return value;
}

void write_le(std::string& bytes, std::size_t at, std::size_t width, std::uint64_t value) {
  for (std::size_t i = 0; i < width; ++i) {
    bytes[at + i] = static_cast<char>((value >> (8 * i)) & 0xff);
  }
}

void flip_bit(Rng& rng, std::string& bytes) {
  if (bytes.empty()) return;
  const auto at = static_cast<std::size_t>(rng.below(bytes.size()));
  const auto bit = static_cast<int>(rng.below(8));
  bytes[at] = static_cast<char>(bytes[at] ^ (1 << bit));
}

void set_byte(Rng& rng, std::string& bytes) {
  if (bytes.empty()) return;
  static constexpr std::array<unsigned char, 8> edges = {0x00, 0x01, 0x02, 0x7f,
                                                         0x80, 0xfe, 0xff, 0x40};
  const auto at = static_cast<std::size_t>(rng.below(bytes.size()));
  const bool edge = rng.below(2) == 0;
  const auto random = static_cast<unsigned char>(rng.below(256));
  bytes[at] = static_cast<char>(edge ? pick(rng, edges) : random);
}

void insert_bytes(Rng& rng, std::string& bytes) {
  const std::size_t at = position(rng, bytes.size());
  const auto count = static_cast<std::size_t>(1 + rng.below(16));
  std::string added;
  const bool same = rng.below(2) == 0;  // a run of one byte, as padding or a fill
  const auto fill = static_cast<char>(rng.below(256));
  for (std::size_t i = 0; i < count; ++i) {
    const auto random = static_cast<char>(rng.below(256));
    added += same ? fill : random;
  }
  bytes.insert(at, added);
}

void delete_bytes(Rng& rng, std::string& bytes) {
  if (bytes.empty()) return;
  const auto at = static_cast<std::size_t>(rng.below(bytes.size()));
  const bool big = rng.below(8) == 0;
  bytes.erase(at, span(rng, at, bytes.size(), big ? bytes.size() / 2 + 1 : 16));
}

void duplicate_bytes(Rng& rng, std::string& bytes) {
  if (bytes.empty()) return;
  const auto from = static_cast<std::size_t>(rng.below(bytes.size()));
  const std::string chunk = bytes.substr(from, span(rng, from, bytes.size(), 256));
  bytes.insert(position(rng, bytes.size()), chunk);
}

// The head of one input on the tail of the other, or a piece of the other put in.
void splice(Rng& rng, std::string& bytes, std::string_view other) {
  if (other.empty()) return duplicate_bytes(rng, bytes);
  const std::size_t cut = position(rng, bytes.size());
  const auto from = static_cast<std::size_t>(rng.below(other.size()));
  if (rng.below(2) == 0) {
    bytes = bytes.substr(0, cut) + std::string(other.substr(from));
  } else {
    bytes.insert(cut, other.substr(from, span(rng, from, other.size(), 512)));
  }
}

// A four- or eight-byte number at a random place set to the edge of its range.
void edge_number(Rng& rng, std::string& bytes) {
  const bool wide = rng.below(4) == 0;
  const std::size_t width = wide ? 8 : 4;
  if (bytes.size() < width) return set_byte(rng, bytes);
  const auto at = static_cast<std::size_t>(rng.below(bytes.size() - width + 1));
  const std::uint64_t now = read_le(bytes, at, width);
  const std::array<std::uint64_t, 10> edges = {0,
                                               1,
                                               now + 1,
                                               now - 1,
                                               0xffffffffffffffffull,
                                               0x7fffffffull,
                                               0x80000000,
                                               0xffffffff,
                                               0x7fffffffffffffffull,
                                               0x8000000000000000ull};
  write_le(bytes, at, width, pick(rng, edges));
}

// Finds the eight-byte numbers that could be a container's size (no more than the
// bytes after them) and sets one of them huge, or just past the end.
void huge_length(Rng& rng, std::string& bytes) {
  std::vector<std::size_t> sizes;
  for (std::size_t at = 0; at + 8 <= bytes.size(); ++at) {
    const std::uint64_t value = read_le(bytes, at, 8);
    if (value > 0 && value <= bytes.size() - at - 8) sizes.push_back(at);
  }
  if (sizes.empty()) return edge_number(rng, bytes);
  const std::size_t at = sizes[static_cast<std::size_t>(rng.below(sizes.size()))];
  const std::uint64_t left = bytes.size() - at - 8;
  const std::array<std::uint64_t, 8> huge = {
      left + 1,      left * 2 + 1,          0xffffffffull,         0x100000000ull,
      0x7fffffffull, 0x7fffffffffffffffull, 0xffffffffffffffffull, 0x0000100000000000ull};
  write_le(bytes, at, 8, pick(rng, huge));
}

// A number written in text (a JSON field, a seat, a bid) replaced by an extreme one.
void text_number(Rng& rng, std::string& bytes) {
  static constexpr std::array<const char*, 16> numbers = {"0",
                                                          "-1",
                                                          "2147483647",
                                                          "2147483648",
                                                          "-2147483649",
                                                          "4294967296",
                                                          "9223372036854775807",
                                                          "18446744073709551616",
                                                          "-0",
                                                          "1e308",
                                                          "1.5",
                                                          "99999999999999999999999999",
                                                          "31",
                                                          "32",
                                                          "0000000000000000000007",
                                                          "-2147483648"};
  std::vector<std::pair<std::size_t, std::size_t>> runs;  // start, length
  for (std::size_t at = 0; at < bytes.size();) {
    if (bytes[at] < '0' || bytes[at] > '9') {
      ++at;
      continue;
    }
    std::size_t end = at;
    while (end < bytes.size() && bytes[end] >= '0' && bytes[end] <= '9')
      ++end;
    runs.emplace_back(at, end - at);
    at = end;
  }
  const char* number = pick(rng, numbers);
  if (runs.empty()) {
    bytes.insert(position(rng, bytes.size()), number);
    return;
  }
  const auto& run = runs[static_cast<std::size_t>(rng.below(runs.size()))];
  bytes.replace(run.first, run.second, number);
}

// Structure characters, control characters and long or odd strings put in text.
void text_junk(Rng& rng, std::string& bytes) {
  static const std::array<std::string, 18> junk = {"\"",
                                                   "{",
                                                   "}",
                                                   "[",
                                                   "]",
                                                   ",",
                                                   ":",
                                                   "\n",
                                                   std::string(1, '\0'),
                                                   "\x1b[2J",
                                                   "\xff\xfe",
                                                   "#",
                                                   " = ",
                                                   "null",
                                                   "\"\"",
                                                   "\\u0000",
                                                   std::string(300, 'A'),
                                                   "chance: "};
  const std::string& piece = pick(rng, junk);
  const std::size_t at = position(rng, bytes.size());
  if (rng.below(3) == 0 && at < bytes.size()) {
    bytes.replace(at, span(rng, at, bytes.size(), 8), piece);
  } else {
    bytes.insert(at, piece);
  }
}

}  // namespace

const char* mutation_name(Mutation mutation) {
  static constexpr std::array<const char*, mutation_count> names = {
      "flip-bit", "set-byte",    "insert",      "delete",      "duplicate",
      "splice",   "huge-length", "edge-number", "text-number", "text-junk"};
  return names[static_cast<std::size_t>(mutation)];
}

void apply_mutation(Rng& rng, Mutation mutation, std::string& bytes, std::string_view other) {
  switch (mutation) {
    case Mutation::flip_bit:
      return flip_bit(rng, bytes);
    case Mutation::set_byte:
      return set_byte(rng, bytes);
    case Mutation::insert_bytes:
      return insert_bytes(rng, bytes);
    case Mutation::delete_bytes:
      return delete_bytes(rng, bytes);
    case Mutation::duplicate_bytes:
      return duplicate_bytes(rng, bytes);
    case Mutation::splice:
      return splice(rng, bytes, other);
    case Mutation::huge_length:
      return huge_length(rng, bytes);
    case Mutation::edge_number:
      return edge_number(rng, bytes);
    case Mutation::text_number:
      return text_number(rng, bytes);
    case Mutation::text_junk:
      return text_junk(rng, bytes);
  }
}

void amplify(Rng& rng, std::string& bytes, std::size_t size) {
  std::vector<std::size_t> sizes;  // where a size prefix may be: a small count
  for (std::size_t at = 0; at + 8 <= bytes.size(); ++at) {
    const std::uint64_t value = read_le(bytes, at, 8);
    if (value <= 64) sizes.push_back(at);
  }
  const std::size_t original = bytes.size();
  if (rng.below(2) == 0 || original == 0) {
    bytes.resize(size, '\0');
  } else {
    while (bytes.size() < size)
      bytes.append(bytes, 0, std::min(original, size - bytes.size()));
  }
  if (sizes.empty()) return;
  const std::size_t at = sizes[static_cast<std::size_t>(rng.below(sizes.size()))];
  const std::uint64_t left = bytes.size() - at - 8;
  const std::uint64_t each = 1 + rng.below(64);
  write_le(bytes, at, 8, left / each);
}

namespace {

// Where the JSON value starting at `at` ends (one past it), skipping strings.
std::size_t value_end(const std::string& json, std::size_t at) {
  int depth = 0;
  bool quoted = false;
  for (std::size_t i = at; i < json.size(); ++i) {
    const char c = json[i];
    if (quoted) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        quoted = false;
      continue;
    }
    if (c == '"') quoted = true;
    if (c == '[' || c == '{') ++depth;
    if (c == ']' || c == '}') {
      if (--depth == 0) return i + 1;
      if (depth < 0) return i;
    }
    if (depth == 0 && (c == ',' || c == '\n')) return i;
  }
  return json.size();
}

// A list keeps a random number of its elements, from none to all but one.
void cut_list(Rng& rng, std::string& json) {
  std::vector<std::size_t> lists;
  bool quoted = false;
  for (std::size_t i = 0; i < json.size(); ++i) {
    if (json[i] == '"' && (i == 0 || json[i - 1] != '\\')) quoted = !quoted;
    if (!quoted && json[i] == '[') lists.push_back(i);
  }
  if (lists.empty()) return;
  const std::size_t open = lists[static_cast<std::size_t>(rng.below(lists.size()))];
  const std::size_t close = value_end(json, open) - 1;  // the ']'
  std::vector<std::size_t> ends;                        // one past each element
  std::size_t at = open + 1;
  while (at < close) {
    while (at < close && (json[at] == ' ' || json[at] == '\n' || json[at] == ','))
      ++at;
    if (at >= close) break;
    at = std::min(value_end(json, at), close);
    ends.push_back(at);
  }
  if (ends.empty()) return;
  const auto keep = static_cast<std::size_t>(rng.below(ends.size()));
  const std::size_t from = keep == 0 ? open + 1 : ends[keep - 1];
  json.erase(from, close - from);
}

void edge_count(Rng& rng, std::string& json) {
  static constexpr std::array<const char*, 11> small = {"0",  "1",  "2",  "5",   "9", "10",
                                                        "20", "21", "99", "100", "-1"};
  std::vector<std::pair<std::size_t, std::size_t>> numbers;  // after a ':' or in a list
  for (std::size_t i = 0; i < json.size(); ++i) {
    if (json[i] != ':' && json[i] != '[' && json[i] != ',') continue;
    std::size_t start = i + 1;
    while (start < json.size() && json[start] == ' ')
      ++start;
    std::size_t end = start;
    if (end < json.size() && json[end] == '-') ++end;
    while (end < json.size() && json[end] >= '0' && json[end] <= '9')
      ++end;
    if (end > start && json[end - 1] != '-') numbers.emplace_back(start, end);
  }
  if (numbers.empty()) return;
  const auto [start, end] = numbers[static_cast<std::size_t>(rng.below(numbers.size()))];
  json.replace(start, end - start, small[static_cast<std::size_t>(rng.below(small.size()))]);
}

}  // namespace

std::string mutate_meaning(Rng& rng, std::string json) {
  if (rng.below(2) == 0) {
    cut_list(rng, json);
  } else {
    edge_count(rng, json);
  }
  return json;
}

std::string mutate(Rng& rng, std::string bytes, std::string_view other, Input input) {
  // Each mutation's weight, in the order of Mutation.
  static constexpr std::array<int, mutation_count> binary = {4, 4, 2, 2, 1, 1, 3, 6, 0, 0};
  static constexpr std::array<int, mutation_count> text = {1, 1, 1, 1, 1, 1, 0, 0, 8, 2};
  const auto& weights = input == Input::binary ? binary : text;
  int total = 0;
  for (int weight : weights)
    total += weight;
  const std::size_t most = bytes.size() * 2 + 4096;
  const auto roll = rng.below(10);
  const int count = roll < 7 ? 1 : roll < 9 ? 2 : 4;
  for (int i = 0; i < count; ++i) {
    auto left = static_cast<int>(rng.below(static_cast<std::uint64_t>(total)));
    std::size_t chosen = 0;
    while (left >= weights[chosen])
      left -= weights[chosen++];
    const auto mutation = static_cast<Mutation>(chosen);
    apply_mutation(rng, mutation, bytes, other);
    if (bytes.size() > most) bytes.resize(most);
  }
  return bytes;
}

}  // namespace gavel::fuzz
