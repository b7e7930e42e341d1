// The city as the rules score it: who controls which zone, holdings, majorities,
// scores and places with their tie-breaks.

#include "gavel/games/mintopia/city.h"

#include <catch2/catch.hpp>

#include "gavel/core/error.h"

namespace gavel::mintopia {
namespace {

const std::vector<Location> scoring_deck = {
    {"Mint Mine", LocationType::deed, 3, Mint::spearmint, Mint::cherry},           // 0
    {"Cherry Hall", LocationType::culture, 2, Mint::cherry, Mint::lemon},          // 1
    {"Lemon Lido", LocationType::culture, 4, Mint::lemon, Mint::lemon},            // 2
    {"Blue Bridge", LocationType::utility, 1, Mint::blueberry, Mint::spearmint},   // 3
    {"Tin Works", LocationType::production, 5, Mint::blueberry, Mint::blueberry},  // 4
    {"Sugar Stage", LocationType::culture, 1, Mint::spearmint, Mint::spearmint},   // 5
};

TEST_CASE("an empty city has a zone per pair of neighbours, or per competitor",
          "[mintopia][city]") {
  const City ring = empty_city(Mode::ring, 4);
  CHECK(ring.zones.size() == 4);
  CHECK(competitors(ring) == 4);
  CHECK(ai_competitor(ring) == no_one);

  const City duel = empty_city(Mode::duel, 2);
  CHECK(duel.zones.size() == 2);
  CHECK(ai_competitor(duel) == no_one);

  const City against_ai = empty_city(Mode::duel_against_ai, 2);
  CHECK(against_ai.zones.size() == 3);
  CHECK(competitors(against_ai) == 3);
  CHECK(ai_competitor(against_ai) == 2);

  const City solitaire = empty_city(Mode::solitaire, 1);
  CHECK(solitaire.zones.size() == 2);
  CHECK(ai_competitor(solitaire) == 1);
  for (const Zone& zone : solitaire.zones)
    CHECK(zone.empty());

  CHECK_THROWS_AS(empty_city(Mode::ring, 2), Error);
  CHECK_THROWS_AS(empty_city(Mode::solitaire, 2), Error);
  CHECK_THROWS_AS(empty_city(Mode::duel, 3), Error);
}

TEST_CASE("a seat controls the zones on both its sides, each once", "[mintopia][city]") {
  const City three = empty_city(Mode::ring, 3);
  CHECK(zones_of(three, 0) == std::vector<int>{0, 2});
  CHECK(zones_of(three, 1) == std::vector<int>{0, 1});
  CHECK(zones_of(three, 2) == std::vector<int>{1, 2});
  CHECK(controllers(three, 2) == std::vector<int>{0, 2});
  for (int players = 3; players <= 6; ++players) {
    const City ring = empty_city(Mode::ring, players);
    for (int seat = 0; seat < players; ++seat) {
      const int right = (seat + players - 1) % players;
      std::vector<int> expected = {right, seat};
      std::sort(expected.begin(), expected.end());
      CHECK(zones_of(ring, seat) == expected);
      for (int zone = 0; zone < players; ++zone) {
        const std::vector<int> mine = zones_of(ring, seat);
        const std::vector<int> theirs = controllers(ring, zone);
        const bool controls = std::find(mine.begin(), mine.end(), zone) != mine.end();
        CHECK(controls == (std::find(theirs.begin(), theirs.end(), seat) != theirs.end()));
      }
    }
  }
  const City against_ai = empty_city(Mode::duel_against_ai, 2);
  CHECK(zones_of(against_ai, 2) == std::vector<int>{2});
  CHECK(controllers(against_ai, 1) == std::vector<int>{1});
}

TEST_CASE("a match counts for both controllers of a ring zone", "[mintopia][city]") {
  City city = empty_city(Mode::ring, 3);
  city.zones[0].place(1, {0, 0}, false);  // Cherry|Lemon
  city.zones[0].place(2, {0, 1}, false);  // Lemon|Lemon: a match
  city.zones[1].place(4, {0, 0}, false);
  CHECK(zone_holding(city, 2) == 0);
  CHECK(zone_holding(city, 4) == 1);
  CHECK(zone_holding(city, 0) == no_one);

  Holdings seat0;
  seat0.vp = 6;
  seat0.matches = 1;
  seat0.locations = 2;
  seat0.types[static_cast<std::size_t>(LocationType::culture)] = 2;
  CHECK(holdings(city, scoring_deck, 0) == seat0);
  CHECK(holdings(city, scoring_deck, 1).matches == 1);
  CHECK(holdings(city, scoring_deck, 1).vp == 11);
  CHECK(holdings(city, scoring_deck, 1).locations == 3);
  CHECK(holdings(city, scoring_deck, 2).matches == 0);
  CHECK(holdings(city, scoring_deck, 2).vp == 5);
}

TEST_CASE("a majority is strictly the most of a type; a tie or nobody is no one",
          "[mintopia][city]") {
  City city = empty_city(Mode::ring, 3);
  CHECK(majority(city, scoring_deck, LocationType::culture) == no_one);
  city.zones[0].place(1, {0, 0}, false);
  city.zones[0].place(2, {0, 1}, false);
  // Seats 0 and 1 share zone 0: two Cultures each.
  CHECK(majority(city, scoring_deck, LocationType::culture) == no_one);
  city.zones[2].place(5, {0, 0}, false);  // seat 0's other zone
  CHECK(majority(city, scoring_deck, LocationType::culture) == 0);
  CHECK(majority(city, scoring_deck, LocationType::deed) == no_one);
}

TEST_CASE("the Culture bonus goes to the strict majority alone", "[mintopia][city]") {
  City city = empty_city(Mode::ring, 3);
  city.zones[0].place(1, {0, 0}, false);
  city.zones[0].place(2, {0, 1}, false);  // a match for seats 0 and 1
  std::vector<Score> tied = scores(city, scoring_deck, 7);
  CHECK(tied[0] == Score{6, 1, 0, 0, 2});
  CHECK(tied[1] == Score{6, 1, 0, 0, 2});
  CHECK(tied[2] == Score{});

  city.zones[2].place(5, {0, 0}, false);
  const std::vector<Score> after = scores(city, scoring_deck, 7);
  CHECK(after[0] == Score{7, 1, 1, 0, 3});
  CHECK(after[0].total() == 9);
  CHECK(after[1] == Score{6, 1, 0, 0, 2});
  CHECK(after[2] == Score{1, 0, 0, 0, 1});
}

TEST_CASE("the AI scores its zone and what it banked", "[mintopia][city]") {
  City city = empty_city(Mode::duel_against_ai, 2);
  city.zones[2].place(1, {0, 0}, false);
  city.zones[2].place(2, {0, 1}, false);
  city.zones[0].place(5, {0, 0}, false);
  const std::vector<Score> now = scores(city, scoring_deck, 3);
  // The AI holds 2 of the 3 Cultures: its match counts twice.
  CHECK(now[2] == Score{6, 1, 1, 3, 2});
  CHECK(now[2].total() == 11);
  CHECK(now[0] == Score{1, 0, 0, 0, 1});
  CHECK(now[1] == Score{});
  // Without an AI card nobody banks.
  CHECK(scores(empty_city(Mode::duel, 2), scoring_deck, 3)[1].banked == 0);
}

TEST_CASE("places: points, then fewest Locations, then most Mints, then shared",
          "[mintopia][city]") {
  const City ring = empty_city(Mode::ring, 4);
  const std::vector<Score> level = {
      {10, 0, 0, 0, 3}, {9, 1, 0, 0, 2}, {8, 2, 0, 0, 3}, {8, 0, 0, 0, 1}};
  CHECK(places(ring, level, {5, 0, 7, 9}) == std::vector<int>{3, 1, 2, 4});
  CHECK(places(ring, level, {5, 0, 5, 9}) == std::vector<int>{2, 1, 2, 4});
  CHECK(places(empty_city(Mode::duel, 2), {{4, 0, 0, 0, 2}, {4, 0, 0, 0, 2}}, {1, 1}) ==
        std::vector<int>{1, 1});
  CHECK_THROWS_AS(places(ring, level, {1, 2}), Error);
}

TEST_CASE("the AI's Mints are unlimited: it wins the Mints step", "[mintopia][city]") {
  const City city = empty_city(Mode::duel_against_ai, 2);
  const std::vector<Score> level = {{6, 0, 0, 0, 2}, {6, 0, 0, 0, 2}, {6, 0, 0, 0, 2}};
  CHECK(places(city, level, {100, 3}) == std::vector<int>{2, 3, 1});
  // Fewest Locations comes first.
  const std::vector<Score> more = {{6, 0, 0, 0, 2}, {6, 0, 0, 0, 2}, {6, 0, 0, 0, 3}};
  CHECK(places(city, more, {100, 3}) == std::vector<int>{1, 2, 3});
}

TEST_CASE("solitaire: the player wins only with strictly more points", "[mintopia][city]") {
  const City city = empty_city(Mode::solitaire, 1);
  CHECK(places(city, {{7, 0, 0, 0, 1}, {7, 0, 0, 0, 4}}, {50}) == std::vector<int>{2, 1});
  CHECK(places(city, {{7, 1, 0, 0, 5}, {7, 0, 0, 0, 1}}, {0}) == std::vector<int>{1, 2});
  CHECK(places(city, {{5, 0, 0, 0, 1}, {6, 0, 0, 0, 1}}, {0}) == std::vector<int>{2, 1});
}

}  // namespace
}  // namespace gavel::mintopia
