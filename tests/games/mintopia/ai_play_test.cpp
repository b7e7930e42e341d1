// The AI card's "most advantageous" choices: exact margins, the order ties go by,
// and whether it uses an ability at the end of the game.

#include "gavel/games/mintopia/ai_play.h"

#include <catch2/catch.hpp>

#include "gavel/core/error.h"

namespace gavel::mintopia {
namespace {

// No Cultures but the last two, so no Culture bonus moves the margins unless a test
// means it to.
const std::vector<Location> ai_choice_deck = {
    {"Mint Mine", LocationType::deed, 3, Mint::spearmint, Mint::cherry},           // 0
    {"Cherry Hall", LocationType::production, 2, Mint::cherry, Mint::lemon},       // 1
    {"Lemon Lido", LocationType::utility, 4, Mint::lemon, Mint::lemon},            // 2
    {"Blue Bridge", LocationType::utility, 1, Mint::blueberry, Mint::spearmint},   // 3
    {"Tin Works", LocationType::production, 5, Mint::blueberry, Mint::blueberry},  // 4
    {"Sugar Stage", LocationType::deed, 2, Mint::spearmint, Mint::spearmint},      // 5
    {"Berry Barn", LocationType::production, 3, Mint::cherry, Mint::blueberry},    // 6
    {"Spear Spire", LocationType::utility, 4, Mint::spearmint, Mint::lemon},       // 7
    {"Penny Pier", LocationType::deed, 1, Mint::lemon, Mint::blueberry},           // 8
    {"Candy Court", LocationType::culture, 1, Mint::blueberry, Mint::lemon},       // 9
    {"Toffee Theatre", LocationType::culture, 1, Mint::cherry, Mint::cherry},      // 10
};

// Solitaire with the AI's zone holding Mint Mine (Spearmint|Cherry) alone.
City mine_alone() {
  City city = empty_city(Mode::solitaire, 1);
  city.zones[1].place(0, {0, 0}, false);
  return city;
}

// 2 players and an AI. Seat 0: Mint Mine, Cherry Hall, Lemon Lido in a row, two
// matches, 11 points. The AI: Sugar Stage then Blue Bridge, no match, 3 points;
// turning Blue Bridge would make one.
City production_table() {
  City city = empty_city(Mode::duel_against_ai, 2);
  city.zones[0].place(0, {0, 0}, false);
  city.zones[0].place(1, {0, 1}, false);
  city.zones[0].place(2, {0, 2}, false);
  city.zones[2].place(5, {0, 0}, false);
  city.zones[2].place(3, {0, 1}, false);
  return city;
}

TEST_CASE("the AI lays a Location where its margin is largest", "[mintopia][ai_play]") {
  const City city = mine_alone();
  CHECK(ai_margin(city, ai_choice_deck, 0) == 3);
  CHECK(ai_margin(city, ai_choice_deck, 2) == 5);
  // Cherry meets Cherry only to the right, as printed.
  CHECK(best_placement(city, ai_choice_deck, 0, 1) == Placement{1, 1, {0, 1}, false});
  CHECK(ai_margin(after(city, best_placement(city, ai_choice_deck, 0, 1)), ai_choice_deck, 0) == 6);
  // Spear Spire matches only turned, on the left: Lemon|Spearmint against Spearmint.
  CHECK(best_placement(city, ai_choice_deck, 0, 7) == Placement{7, 1, {0, -1}, true});
  // Sugar Stage matches on the left either way: as printed comes first.
  CHECK(best_placement(city, ai_choice_deck, 0, 5) == Placement{5, 1, {0, -1}, false});
  // Tin Works matches nowhere: the first spot, by row then column.
  CHECK(best_placement(city, ai_choice_deck, 0, 4) == Placement{4, 1, {-1, 0}, false});
  // A Deed's drawn Location is laid the same way.
  CHECK(best_deed_placement(city, ai_choice_deck, 0, 7) ==
        best_placement(city, ai_choice_deck, 0, 7));
  CHECK(best_use(city, ai_choice_deck, 0, LocationType::deed, 7) ==
        AbilityUse{best_placement(city, ai_choice_deck, 0, 7)});
  // The first Location of the AI's empty zone goes at the origin.
  CHECK(best_placement(empty_city(Mode::solitaire, 1), ai_choice_deck, 0, 4) ==
        Placement{4, 1, {0, 0}, false});
}

TEST_CASE(
    "Production: breaking the leader's matches beats a match of the AI's own when the "
    "margin says so",
    "[mintopia][ai_play]") {
  City city = production_table();
  city.zones[1].place(4, {0, 0}, false);  // seat 1: 5 points, far behind
  CHECK(ai_margin(city, ai_choice_deck, 0) == -8);
  // Turning Cherry Hall breaks both of seat 0's matches: margin -6; turning Blue
  // Bridge gives the AI a match: only -7.
  CHECK(best_turning(city, ai_choice_deck, 0) == Turning{1, 0});
  CHECK(ai_margin(after(city, Turning{1, 0}), ai_choice_deck, 0) == -6);
}

TEST_CASE("Production: with a second rival close behind, the AI's own match is worth more",
          "[mintopia][ai_play]") {
  City city = production_table();
  city.zones[1].place(4, {0, 0}, false);
  city.zones[1].place(6, {1, 0}, false);
  city.zones[1].place(7, {1, 1}, false);  // seat 1: 12 points, no match to make or break
  CHECK(ai_margin(city, ai_choice_deck, 0) == -9);
  // Breaking seat 0's matches leaves seat 1 ahead: still -9. The AI's match: -8.
  CHECK(best_turning(city, ai_choice_deck, 0) == Turning{3, 2});
  CHECK(best_use(city, ai_choice_deck, 0, LocationType::production) == AbilityUse{Turning{3, 2}});
}

TEST_CASE("Production: equal margins go to the first zone, then the first spot",
          "[mintopia][ai_play]") {
  City city = production_table();
  // Seat 0's zone laid out in the reverse order, to show spots decide, not age.
  city.zones[0] = Zone({{2, {0, 2}, false}, {1, {0, 1}, false}, {0, {0, 0}, false}});
  city.zones[1].place(4, {0, 0}, false);
  city.zones[1].place(7, {0, 1}, false);
  city.zones[1].place(8, {1, 0}, false);  // seat 1: 10 points
  // Turning Mint Mine, Cherry Hall or Blue Bridge: -7 each.
  for (const Turning turn : {Turning{0, 0}, Turning{1, 0}, Turning{3, 2}}) {
    CHECK(ai_margin(after(city, turn), ai_choice_deck, 0) == -7);
  }
  CHECK(best_turning(city, ai_choice_deck, 0) == Turning{0, 0});
}

TEST_CASE("Utility: the AI moves a Location to make a match, ties by the moved one's spot",
          "[mintopia][ai_play]") {
  City city = empty_city(Mode::solitaire, 1);
  city.zones[0].place(4, {0, 0}, false);
  // Blue Bridge listed first, though Mint Mine lies on the earlier spot.
  city.zones[1] = Zone({{3, {0, 1}, false}, {0, {0, 0}, false}});
  CHECK(ai_margin(city, ai_choice_deck, 0) == -1);
  // Mint Mine right of Blue Bridge, or Blue Bridge left of Mint Mine: Spearmint meets
  // Spearmint either way. Mint Mine lies first.
  CHECK(ai_margin(after(city, Relocation{3, 1, {0, -1}}), ai_choice_deck, 0) == 0);
  CHECK(best_relocation(city, ai_choice_deck, 0) == Relocation{0, 1, {0, 2}});
  CHECK(ai_margin(after(city, Relocation{0, 1, {0, 2}}), ai_choice_deck, 0) == 0);
}

TEST_CASE("Utility: the AI may move a rival's Location to break its match", "[mintopia][ai_play]") {
  City city = empty_city(Mode::solitaire, 1);
  city.zones[0].place(0, {0, 0}, false);
  city.zones[0].place(1, {0, 1}, false);  // the player's match: 6 points
  city.zones[1].place(4, {0, 0}, false);  // the AI's lone Tin Works: 5
  // Every move of the player's two breaks the match; the first is Mint Mine upward.
  CHECK(best_relocation(city, ai_choice_deck, 0) == Relocation{0, 0, {-1, 1}});
  CHECK(ai_margin(after(city, Relocation{0, 0, {-1, 1}}), ai_choice_deck, 0) == 0);
}

TEST_CASE("no move or turn to choose: nothing", "[mintopia][ai_play]") {
  const City empty = empty_city(Mode::solitaire, 1);
  CHECK_FALSE(best_turning(empty, ai_choice_deck, 0).has_value());
  CHECK_FALSE(best_relocation(empty, ai_choice_deck, 0).has_value());
  CHECK_FALSE(best_use(empty, ai_choice_deck, 0, LocationType::production).has_value());
  CHECK_FALSE(best_use(empty, ai_choice_deck, 0, LocationType::utility).has_value());
  City lone = mine_alone();
  lone.zones[0].place(4, {0, 0}, false);
  CHECK_FALSE(best_relocation(lone, ai_choice_deck, 0).has_value());
  CHECK(best_turning(lone, ai_choice_deck, 0) == Turning{4, 0});  // no turn helps: the first
  CHECK_FALSE(best_use(lone, ai_choice_deck, 0, LocationType::culture).has_value());
  CHECK_THROWS_AS(best_use(lone, ai_choice_deck, 0, LocationType::deed), Error);
}

TEST_CASE("the AI would win when scored now: solitaire's rule and the Mints step",
          "[mintopia][ai_play]") {
  City solitaire = empty_city(Mode::solitaire, 1);
  solitaire.zones[0].place(4, {0, 0}, false);  // the player: 5
  solitaire.zones[1].place(5, {0, 0}, false);
  solitaire.zones[1].place(3, {0, 1}, false);  // the AI: 3, plus what it banked
  CHECK_FALSE(ai_would_win(solitaire, ai_choice_deck, 1, {0}));
  CHECK(ai_would_win(solitaire, ai_choice_deck, 2, {0}));  // level: the player needs more

  City duel = empty_city(Mode::duel_against_ai, 2);
  duel.zones[0].place(4, {0, 0}, false);                  // 5
  duel.zones[1].place(6, {0, 0}, false);                  // 3
  duel.zones[2].place(7, {0, 0}, false);                  // 4, plus 1 banked: level with seat 0
  CHECK(ai_would_win(duel, ai_choice_deck, 1, {99, 0}));  // its Mints are unlimited
  duel.zones[2] = Zone({{5, {0, 0}, false}, {8, {0, 1}, false}});  // 3 in 2 Locations
  CHECK_FALSE(ai_would_win(duel, ai_choice_deck, 2, {0, 0}));      // level, but more Locations
}

TEST_CASE("at the end the AI uses an ability only when that leaves it first",
          "[mintopia][ai_play]") {
  City city = empty_city(Mode::solitaire, 1);
  city.zones[0].place(4, {0, 0}, false);  // the player: 5
  city.zones[1].place(5, {0, 0}, false);
  city.zones[1].place(3, {0, 1}, false);  // the AI: 3
  const std::optional<AbilityUse> turn =
      best_use(city, ai_choice_deck, 1, LocationType::production);
  REQUIRE(turn == AbilityUse{Turning{3, 1}});                        // Blue Bridge turned: a match
  CHECK(ai_uses_at_end(city, *turn, ai_choice_deck, 1, {0}));        // 5 against 5: the AI wins
  CHECK_FALSE(ai_uses_at_end(city, *turn, ai_choice_deck, 0, {0}));  // 4 against 5: it does not
}

TEST_CASE("the Culture majority counts in the margin, and choices must be valid",
          "[mintopia][ai_play]") {
  City city = empty_city(Mode::duel_against_ai, 2);
  city.zones[0].place(4, {0, 0}, false);
  city.zones[0].place(9, {0, 1}, false);  // Blueberry meets Blueberry: 6, 1 match, 1 bonus
  city.zones[2].place(2, {0, 0}, false);  // the AI: 4
  CHECK(ai_margin(city, ai_choice_deck, 0) == -4);
  // Toffee Theatre matches nowhere, but a second Culture ties the majority: seat 0
  // loses its bonus, so the margin gains 2, not 1.
  const Placement theatre = best_placement(city, ai_choice_deck, 0, 10);
  CHECK(theatre == Placement{10, 2, {-1, 0}, false});
  CHECK(ai_margin(after(city, theatre), ai_choice_deck, 0) == -2);

  CHECK_THROWS_AS(after(city, Placement{4, 2, {0, 1}, false}), Error);  // already laid
  CHECK_THROWS_AS(after(city, Placement{5, 2, {0, 5}, false}), Error);  // not open
  CHECK_THROWS_AS(after(city, Relocation{2, 2, {0, 1}}), Error);        // alone in its zone
  CHECK_THROWS_AS(after(city, Turning{2, 0}), Error);                   // not in that zone
  CHECK_THROWS_AS(after(city, Turning{2, 7}), Error);                   // no such zone
  CHECK_THROWS_AS(ai_margin(empty_city(Mode::duel, 2), ai_choice_deck, 0), Error);
  CHECK_THROWS_AS(best_turning(empty_city(Mode::ring, 3), ai_choice_deck, 0), Error);
}

}  // namespace
}  // namespace gavel::mintopia
