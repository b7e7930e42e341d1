#pragma once
// The fuzzer's mutations: a few changes to one input's bytes, drawn from the
// project's own Rng so a seed and a variant number make the same mutant anywhere.
//
// Saves are cereal portable binary (every container a 64-bit little-endian size
// before its elements, every int four bytes), content and scripts are text, so
// besides blind byte changes the mutator aims at both: size prefixes set huge,
// four-byte numbers set to the edges of their range, and numbers in text replaced
// by extreme ones.

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/core/rng.h"

namespace gavel::fuzz {

// One of `items`, drawn by `rng`: how the mutations, the run edits and the targets
// choose among their values and inputs.
template <class T, std::size_t N>
const T& pick(Rng& rng, const std::array<T, N>& items) {
  const auto at = static_cast<std::size_t>(rng.below(N));
  return items[at];
}

template <class T>
const T& pick(Rng& rng, const std::vector<T>& items) {
  const auto at = static_cast<std::size_t>(rng.below(items.size()));
  return items[at];
}

enum class Mutation {
  flip_bit,
  set_byte,
  insert_bytes,
  delete_bytes,
  duplicate_bytes,
  splice,
  huge_length,
  edge_number,
  text_number,
  text_junk,
};
inline constexpr int mutation_count = 10;

const char* mutation_name(Mutation mutation);

// What the input is, which decides which mutations are drawn most: a binary save's
// payload, where one byte changed in place reaches furthest (a shifted payload is
// mostly refused at once), or text, where numbers are what a loader must bound.
enum class Input { binary, text };

// Mostly one mutation of `bytes`, sometimes up to four; `other` (another input of
// the same kind) is what splices take from. Never grows the input past twice its
// size plus 4 KB.
std::string mutate(Rng& rng, std::string bytes, std::string_view other, Input input);

// A large mutant: `bytes` padded to `size` (with zeros, or with copies of itself),
// and one of its size prefixes set to claim the bytes after it, as many elements as
// one to 64 bytes each would make. A loader must refuse or read it without its memory
// growing with the claim.
void amplify(Rng& rng, std::string& bytes, std::size_t size);

// A content file changed in its meaning, still valid JSON: one list cut short or
// emptied (a deck, a roster, a table), or one number set to a small value at the edge
// of a range a loader may check (0, 1, 2, 5, 9, 10, 20, 21, 99, 100, -1).
std::string mutate_meaning(Rng& rng, std::string json);

// One mutation, for tests.
void apply_mutation(Rng& rng, Mutation mutation, std::string& bytes, std::string_view other);

}  // namespace gavel::fuzz
