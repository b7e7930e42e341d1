// The fuzzer's mutator: the same seed makes the same mutant, and a size prefix set
// huge is one the save reader refuses before it allocates.

#include "fuzz/mutator.h"

#include <algorithm>

#include <catch2/catch.hpp>

#include "core/save_support.h"
#include "gavel/core/error.h"
#include "gavel/core/save_file.h"

namespace gavel::fuzz {
namespace {

using testing::sample_run;
using testing::SampleRun;

TEST_CASE("the fuzzer's mutant depends on its seed and variant alone", "[fuzz]") {
  const std::string payload = save_payload(sample_run(40));
  const std::string other = save_payload(sample_run(3));
  for (std::uint64_t variant = 0; variant < 200; ++variant) {
    Rng first(9, Stream::cosmetic, variant);
    Rng again(9, Stream::cosmetic, variant);
    const Input input = variant % 2 == 0 ? Input::binary : Input::text;
    const std::string mutant = mutate(first, payload, other, input);
    REQUIRE(mutant == mutate(again, payload, other, input));
    REQUIRE(mutant.size() <= payload.size() * 2 + 4096);
  }
}

TEST_CASE("a size prefix the fuzzer sets huge is refused by the save reader", "[fuzz][save]") {
  const std::string payload = save_payload(sample_run(40));
  int changed = 0;
  int refused = 0;
  for (std::uint64_t variant = 0; variant < 100; ++variant) {
    Rng rng(3, Stream::cosmetic, variant);
    std::string mutant = payload;
    apply_mutation(rng, Mutation::huge_length, mutant, "");
    REQUIRE(mutant.size() == payload.size());
    if (mutant == payload) continue;
    ++changed;
    SampleRun run;
    try {
      load_payload(SavePayload{1, mutant, false}, run, "run.sav");
    } catch (const Error&) {
      ++refused;
    }
  }
  REQUIRE(changed == 100);
  // Now and then the number set huge was not a size but two small numbers side by
  // side; a real size set huge is always refused.
  REQUIRE(refused >= 90);
}

TEST_CASE("a large mutant fills a save's whole size and claims it in a size prefix",
          "[fuzz][save]") {
  const std::string payload = save_payload(sample_run(40));
  const std::size_t size = 1 << 20;
  int claims = 0;
  for (std::uint64_t variant = 0; variant < 20; ++variant) {
    Rng rng(5, Stream::cosmetic, variant);
    std::string mutant = payload;
    amplify(rng, mutant, size);
    REQUIRE(mutant.size() == size);
    REQUIRE(mutant.compare(0, 1, payload, 0, 1) == 0);
    // Some eight bytes now count at least a sixty-fourth of the megabyte.
    for (std::size_t at = 0; at + 8 <= payload.size(); ++at) {
      std::uint64_t value = 0;
      for (int i = 7; i >= 0; --i)
        value = value << 8 | static_cast<unsigned char>(mutant[at + static_cast<std::size_t>(i)]);
      if (value >= (size - payload.size()) / 64 && value < size) {
        ++claims;
        break;
      }
    }
  }
  REQUIRE(claims == 20);
}

TEST_CASE("a change of meaning keeps the JSON's shape", "[fuzz]") {
  const std::string json = R"({"deck": [{"name": "a", "count": 2}, {"name": "b,]", "count": 3}],
  "rounds": 3, "money": [10, 12, 14]})";
  int changed = 0;
  for (std::uint64_t variant = 0; variant < 60; ++variant) {
    Rng rng(7, Stream::cosmetic, variant);
    const std::string mutant = mutate_meaning(rng, json);
    INFO(mutant);
    if (mutant != json) ++changed;
    // Still one object, every list closed, no element left half cut.
    REQUIRE(mutant.front() == '{');
    REQUIRE(mutant.back() == '}');
    REQUIRE(std::count(mutant.begin(), mutant.end(), '[') ==
            std::count(json.begin(), json.end(), '['));
    REQUIRE(mutant.find(", ]") == std::string::npos);
    REQUIRE(mutant.find("[,") == std::string::npos);
    REQUIRE(mutant.find(",,") == std::string::npos);
    REQUIRE(mutant.find("\"b,\"") == std::string::npos);  // a comma in a string is no cut
  }
  REQUIRE(changed >= 40);
}

}  // namespace
}  // namespace gavel::fuzz
