// New Mintopia City's modes: which table sizes play which mode, and what each changes.

#include "gavel/games/mintopia/modes.h"

#include <catch2/catch.hpp>

#include "gavel/core/error.h"
#include "support/shipped_content.h"

namespace gavel::mintopia {
namespace {

TEST_CASE("each table size plays its mode, and odd ones are refused", "[mintopia][modes]") {
  CHECK(mode_of(1, true) == Mode::solitaire);
  CHECK(mode_of(2, false) == Mode::duel);
  CHECK(mode_of(2, true) == Mode::duel_against_ai);
  for (int players = 3; players <= 6; ++players)
    CHECK(mode_of(players, false) == Mode::ring);
  CHECK_THROWS_WITH(mode_of(1, false), Catch::Contains("against an AI card"));
  CHECK_THROWS_WITH(mode_of(4, true), Catch::Contains("only in 1- and 2-player games"));
  CHECK_THROWS_AS(mode_of(7, false), Error);
  CHECK_THROWS_AS(mode_of(0, true), Error);
}

TEST_CASE("deck sizes, income and the Auction Block by mode", "[mintopia][modes]") {
  CHECK(deck_size(Mode::ring, 3) == 8);
  CHECK(deck_size(Mode::ring, 4) == 12);
  CHECK(deck_size(Mode::ring, 5) == 16);
  CHECK(deck_size(Mode::ring, 6) == 20);
  CHECK(deck_size(Mode::duel, 2) == 10);
  CHECK(deck_size(Mode::duel_against_ai, 2) == 10);
  CHECK(deck_size(Mode::solitaire, 1) == 8);
  CHECK(income(Mode::ring) == 4);
  CHECK(income(Mode::duel) == 2);
  CHECK(income(Mode::solitaire) == 2);
  CHECK(block_size(Mode::ring, 5) == 5);
  CHECK(block_size(Mode::duel, 2) == 2);
  CHECK(block_size(Mode::solitaire, 1) == 1);
  CHECK(locations_shared(Mode::ring));
  CHECK_FALSE(locations_shared(Mode::duel_against_ai));
  CHECK(closed_auctions_allowed(Mode::ring));
  CHECK_FALSE(closed_auctions_allowed(Mode::duel));  // 2 players always bid in the open
  CHECK(has_roll(Mode::duel));
  CHECK_FALSE(has_roll(Mode::solitaire));
}

TEST_CASE("2-player and solitaire decks leave out the 1-VP and 6-VP Locations",
          "[mintopia][modes]") {
  const Cards cards = load_cards(testing::shipped_content_dir);
  CHECK(deck_pool(cards.locations, Mode::ring).size() == 30);
  for (Mode mode : {Mode::duel, Mode::duel_against_ai, Mode::solitaire}) {
    const std::vector<int> pool = deck_pool(cards.locations, mode);
    CHECK(pool.size() == 20);
    for (int index : pool) {
      const int vp = cards.locations[static_cast<std::size_t>(index)].vp;
      CHECK(vp >= 2);
      CHECK(vp <= 5);
    }
    // Enough left for the deck the mode draws.
    CHECK(static_cast<int>(pool.size()) >= deck_size(mode, mode == Mode::solitaire ? 1 : 2));
  }
}

}  // namespace
}  // namespace gavel::mintopia
