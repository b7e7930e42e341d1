#include "gavel/core/rng.h"

#include <algorithm>
#include <limits>

#include "gavel/core/error.h"
#include "gavel/core/field_check.h"

namespace gavel {
namespace {

std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) {
  return (x << k) | (x >> (64 - k));
}

}  // namespace

Rng::Rng(std::uint64_t seed, Stream stream, std::uint64_t index) {
  // Mix the stream and index into the seed through splitmix64 itself, so that
  // neighbouring streams of one seed start far apart.
  std::uint64_t mixer = static_cast<std::uint64_t>(stream) * 0x100000001b3ULL + index;
  std::uint64_t state = seed ^ splitmix64(mixer);
  for (auto& word : words_)
    word = splitmix64(state);
}

std::uint64_t Rng::next() {
  const std::uint64_t result = rotl(words_[1] * 5, 7) * 9;
  const std::uint64_t t = words_[1] << 17;
  words_[2] ^= words_[0];
  words_[3] ^= words_[1];
  words_[1] ^= words_[2];
  words_[0] ^= words_[3];
  words_[2] ^= t;
  words_[3] = rotl(words_[3], 45);
  return result;
}

std::uint64_t Rng::below(std::uint64_t bound) {
  if (bound == 0) throw Error("a random draw from nothing (a bound of 0)");
  // Reject the few low values that would make the modulo uneven.
  const std::uint64_t threshold = (0 - bound) % bound;
  for (;;) {
    const std::uint64_t value = next();
    if (value >= threshold) return value % bound;
  }
}

int Rng::between(int low, int high) {
  if (high < low) throw Error("a random draw from nothing (a range that ends before it starts)");
  const auto span = static_cast<std::uint64_t>(static_cast<std::int64_t>(high) - low) + 1;
  return static_cast<int>(low + static_cast<std::int64_t>(below(span)));
}

bool Rng::sound() const {
  return std::any_of(words_.begin(), words_.end(), [](std::uint64_t word) { return word != 0; });
}

void check_rng(const Rng& rng, std::string_view field) {
  if (!rng.sound()) {
    refuse_field(field, "all zero", "a random stream from any seed has a bit set somewhere");
  }
}

}  // namespace gavel
