#include "gavel/core/rng.h"

#include <map>
#include <numeric>

#include <catch2/catch.hpp>

#include "gavel/core/error.h"
#include "gavel/core/save_file.h"
#include "gavel/core/state.h"

namespace gavel {
namespace {

TEST_CASE("the same seed and stream give the same numbers", "[core][rng]") {
  Rng a(42), b(42);
  for (int i = 0; i < 100; ++i)
    REQUIRE(a.next() == b.next());
}

TEST_CASE("streams and seeds are independent", "[core][rng]") {
  Rng chance(42, Stream::chance), cosmetic(42, Stream::cosmetic), other(43, Stream::chance);
  Rng seat0(42, Stream::rivals, 0), seat1(42, Stream::rivals, 1);
  const auto first = chance.next();
  REQUIRE(first != cosmetic.next());
  REQUIRE(first != other.next());
  REQUIRE(seat0.next() != seat1.next());
}

TEST_CASE("numbers are pinned so a seed replays across builds", "[core][rng]") {
  // If this changes, every recorded game and save stops replaying: bump the save
  // version and regenerate the golden files instead of editing these numbers.
  Rng rng(1);
  REQUIRE(rng.next() == 0x9ca442aa70aed46aULL);  // checked against a separate script
  REQUIRE(rng.below(1000) == 67);
}

TEST_CASE("below stays in range and is even", "[core][rng]") {
  Rng rng(7);
  std::map<std::uint64_t, int> counts;
  const int draws = 60000;
  for (int i = 0; i < draws; ++i) {
    const auto value = rng.below(6);
    REQUIRE(value < 6);
    ++counts[value];
  }
  for (const auto& [face, count] : counts) {
    INFO("face " << face);
    REQUIRE(count > draws / 6 * 95 / 100);
    REQUIRE(count < draws / 6 * 105 / 100);
  }
  REQUIRE(rng.below(1) == 0);
}

TEST_CASE("between includes both ends", "[core][rng]") {
  Rng rng(3);
  bool low = false, high = false;
  for (int i = 0; i < 1000; ++i) {
    const int value = rng.between(-2, 2);
    REQUIRE(value >= -2);
    REQUIRE(value <= 2);
    low |= value == -2;
    high |= value == 2;
  }
  REQUIRE((low && high));
}

TEST_CASE("shuffle permutes and replays", "[core][rng]") {
  std::vector<int> cards(30);
  std::iota(cards.begin(), cards.end(), 0);
  auto a = cards, b = cards;
  Rng first(9), second(9);
  first.shuffle(a);
  second.shuffle(b);
  REQUIRE(a == b);
  REQUIRE(a != cards);
  std::sort(a.begin(), a.end());
  REQUIRE(a == cards);
}

TEST_CASE("an rng saves and loads mid-stream", "[core][rng]") {
  Rng rng(11);
  rng.next();
  std::string bytes;
  {
    gavel::SaveWriter out(bytes);
    out(rng);
  }
  Rng loaded;
  gavel::SaveReader in(bytes);
  in(loaded);
  REQUIRE(loaded == rng);
  REQUIRE(loaded.next() == rng.next());
}

TEST_CASE("a draw from nothing is an error, not a division by zero", "[core][rng]") {
  Rng rng(7);
  REQUIRE_THROWS_AS(rng.below(0), gavel::Error);
  REQUIRE_THROWS_AS(rng.between(3, 2), gavel::Error);
  REQUIRE(rng.below(1) == 0);
  REQUIRE(rng.between(-2, -2) == -2);
}

TEST_CASE("every seeded stream is sound; the all-zero state is refused", "[core][rng]") {
  for (std::uint64_t seed : {0ull, 1ull, 42ull, ~0ull})
    REQUIRE(Rng(seed, Stream::campaign).sound());
  REQUIRE_NOTHROW(gavel::check_rng(Rng(0), "x"));
  // The all-zero state, read as a damaged save would give it.
  std::string bytes = gavel::save_payload(Rng(1));
  std::fill(bytes.begin() + 5, bytes.end(), '\0');
  Rng zero;
  gavel::load_payload(gavel::SavePayload{1, bytes, false}, zero, "rng");
  REQUIRE_FALSE(zero.sound());
  REQUIRE_THROWS_WITH(gavel::check_rng(zero, "run.rng"), Catch::Contains("run.rng is all zero"));
}

}  // namespace
}  // namespace gavel
