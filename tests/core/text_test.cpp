// The small text helpers.

#include "gavel/core/text.h"

#include <catch2/catch.hpp>

using namespace gavel;

TEST_CASE("log lines name the seats that have names", "[core][text]") {
  const std::vector<std::string> names = {"", "Auntie Mo", "Baron Vex"};
  CHECK(
      name_seats("Seat 1 now leads on UFO (a); Seat 2's 3 (Stocks Buyback) is discarded.", names) ==
      "Auntie Mo now leads on UFO (a); Baron Vex's 3 (Stocks Buyback) is discarded.");
  // A seat without a name, or past the list, keeps its number.
  CHECK(name_seats("Seat 0 passes; Seat 3 too.", names) == "Seat 0 passes; Seat 3 too.");
  // Whole numbers and whole words only.
  CHECK(name_seats("Seat 12 and Seat 1.", names) == "Seat 12 and Auntie Mo.");
  CHECK(name_seats("OverSeat 1, Seat x, Seat ", names) == "OverSeat 1, Seat x, Seat ");
  CHECK(name_seats("", names).empty());
  CHECK(name_seats("Seat 2", {}) == "Seat 2");
}
