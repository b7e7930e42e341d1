// BySeat: a container indexed by the seat itself, written as its vector is.

#include "gavel/core/by_seat.h"

#include <catch2/catch.hpp>
#include <cereal/types/vector.hpp>

#include "gavel/core/save_archive.h"

namespace gavel {
namespace {

TEST_CASE("BySeat is indexed by seats and holds one entry a seat", "[core][seats]") {
  BySeat<int> coins(3, 5);
  REQUIRE(coins.seats() == 3);
  coins[2] -= 4;
  ++coins[0];
  CHECK(coins.all() == std::vector<int>{6, 5, 1});
  int total = 0;
  for (int c : coins)
    total += c;
  CHECK(total == 12);
  coins.assign(2, 0);
  CHECK(coins == BySeat<int>{0, 0});
  CHECK_FALSE(coins == BySeat<int>{0, 1});
  BySeat<std::vector<int>> hands(2);
  hands[1].push_back(7);
  CHECK(hands[1].size() == 1);
  CHECK(hands[0].empty());
}

TEST_CASE("BySeat is written to an archive exactly as its vector", "[core][seats]") {
  const std::vector<int> plain = {4, 0, 9};
  BySeat<int> by_seat(3);
  by_seat[0] = 4;
  by_seat[2] = 9;
  std::string vector_bytes;
  SaveWriter vector_writer(vector_bytes);
  vector_writer(plain);
  std::string seat_bytes;
  SaveWriter seat_writer(seat_bytes);
  seat_writer(by_seat);
  CHECK(vector_bytes == seat_bytes);
  CHECK_FALSE(vector_bytes.empty());
}

}  // namespace
}  // namespace gavel
