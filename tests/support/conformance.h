#pragma once
// The conformance suite every chapter runs with one call (OpenSpiel's basic tests,
// for Gavel's interface): random playouts that check, at every step,
//   - legal moves are sorted and unique, empty exactly when the game is over;
//   - a clone is the same state and offers the same moves;
//   - every legal move's notation parses back to the same move;
//   - every seat's view is stable and equal to its clone's view;
//   - a game rebuilt from its history (as a save loads) is the same state, a game
//     rebuilt mid-way and finished with the same moves ends in the same state, and
//     a damaged history (a move after the end, a wrong seat, an illegal move) is
//     refused with gavel::Error;
//   - the same seed gives the same game, bit for bit;
//   - standings have one entry per seat with places from 1;
//   - the log speaks to each seat: none reads its own "Seat N", and the seats an
//     event is by or about read it in the second person;
//   - the chapter's own invariants hold.
//
//   check_conformance(my_chapter(), {.players = 4}, {.games = 1000, .invariant = …});

#include <cstdint>
#include <filesystem>
#include <functional>

#include "gavel/core/chapter.h"
#include "support/shipped_content.h"

namespace gavel::testing {

struct ConformanceOptions {
  int games = 100;         // the environment's GAVEL_CONFORMANCE_GAMES overrides it
  std::uint64_t seed = 0;  // added to Catch's --rng-seed
  // Called on every state of every playout; use Catch's REQUIRE inside.
  std::function<void(const State&)> invariant;
  // Snapshot round trips are dear for long games; check one state in this many.
  int snapshot_every = 1;
  // Every check of a state (clone, notation, views, standings) costs as much as the
  // state's log is long, so a long game checked at every state costs the square of
  // its length: check one state in this many (the first and the last always).
  int check_every = 1;
  // Competitors that hold no seat but take places (New Mintopia City's AI card): a
  // seat's place may then be as low as seats + this.
  int other_competitors = 0;
  std::filesystem::path content_dir = shipped_content_dir;
};

void check_conformance(const Chapter& chapter, const Setup& setup,
                       const ConformanceOptions& options);

}  // namespace gavel::testing
