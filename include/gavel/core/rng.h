#pragma once
// Gavel's own random numbers. A seed must replay the same game on any machine and
// any standard library, so nothing here uses <random>'s distributions (their results
// differ between implementations): xoshiro256** seeded through splitmix64, with our
// own bounded integers and shuffle.
//
// Rules for callers (as in Crawl's rng guidelines): one random call per statement,
// so that evaluation order cannot change results; separate streams for separate
// purposes, so that a cosmetic roll never shifts a card draw.

#include <array>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include <cereal/cereal.hpp>
#include <cereal/types/array.hpp>

namespace gavel {

// Each purpose draws from its own stream of one seed.
enum class Stream : std::uint64_t {
  chance = 1,    // deals, draws and dice: chance moves in the game history
  rivals = 2,    // decisions of agents; the seat number is added to the index
  cosmetic = 3,  // table talk and other flavour that never touches the rules
  campaign = 4,  // maps and events of a run
  // Which rivals sit at a table (ai/roster.h, draw_table). Apart from chance, so
  // drawing a table never changes a deal; apart from the campaign's own draws, so a
  // change to a run's map or events never reseats its tables.
  seating = 5,
};

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0, Stream stream = Stream::chance, std::uint64_t index = 0);

  std::uint64_t next();
  // Uniform in [0, bound); throws gavel::Error for a bound of 0 (nothing to draw
  // from), which only a damaged save or a bug can ask for.
  std::uint64_t below(std::uint64_t bound);
  // Uniform in [low, high], both included; throws gavel::Error when high < low.
  int between(int low, int high);

  // False for the all-zero state, from which xoshiro only ever returns 0: no seed
  // makes it, so a save holding it is damaged.
  bool sound() const;

  template <class T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      const auto j = static_cast<std::size_t>(below(i));
      std::swap(items[i - 1], items[j]);
    }
  }

  bool operator==(const Rng&) const = default;

  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(words_);
  }

 private:
  std::array<std::uint64_t, 4> words_{};
};

// Throws gavel::Error naming `field` when `rng` is not sound().
void check_rng(const Rng& rng, std::string_view field);

}  // namespace gavel

CEREAL_CLASS_VERSION(gavel::Rng, 1);
