// A game saved by a Gavel that drew before turning up the next round's properties
// still plays on: the cleanup it was saved in ends in the order it began.

#include <catch2/catch.hpp>

#include "gavel/core/script.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auction_web/state.h"

using namespace gavel;
using namespace gavel::auction_web;

namespace {

// AuctionWebState's saved fields in their saved order, so a test can write the
// state an earlier Gavel would have saved.
struct SavedFields {
  int players = 0;
  bool draft = false;
  Phase phase = Phase::over;
  int round = 0;
  Seat first = 0;
  Seat turn = 0;
  std::vector<Player> seats;
  std::array<std::vector<int>, 3> piles;
  std::vector<Lot> lots;
  int lowball = -1;
  Seat target = -1;
  int revealed = -1;
  int focus = -1;
  Seat dealing = 0;
  int draws_left = 0;
  std::vector<Step> steps;
  std::vector<std::uint8_t> knows;
  Boons boons;

  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(players, draft, phase, round, first, turn, seats, piles, lots, lowball, target,
            revealed, focus, dealing, draws_left, steps, knows, boons);
  }
};

}  // namespace

CEREAL_CLASS_VERSION(SavedFields, 1);

TEST_CASE("a save made mid-draw by the earlier cleanup order plays on", "[auction-web][save]") {
  // Seat 0 wins Pachinko with its 3 and round 1 ends: 6 cards against 7.
  std::string text = "chapter: auction-web\nplayers: 2\nseed: 1\nchance: first player 0\n";
  for (int seat = 0; seat < 2; ++seat) {
    for (const char* card : {"0a", "1a", "2a", "3a", "4a", "5a", "6a"})
      text += std::string("chance: dealt ") + card + "\n";
  }
  text +=
      "chance: turn up Pachinko #1\nchance: turn up Litcoin ATM #1\n"
      "chance: turn up Near Meat Burger\nchance: turn up Mochi Waterfall\n"
      "0: bid 3 on Pachinko\n1: pass\n0: pass\n";
  const Script script = read_script(text, "old-cleanup");
  const Chapter chapter = auction_web::chapter();
  const auto now = chapter.start(script.setup, GAVEL_SOURCE_CONTENT_DIR);
  play_script(script, *now);
  REQUIRE(now->fact("phase") == "deal-lots");  // today: round 2's properties first

  // The same moment as the earlier Gavel saved it: still round 1, seat 0 to draw,
  // then seat 1, then "find the first player and deal round 2".
  const std::string bytes = now->snapshot();
  SaveReader reader(bytes);
  std::vector<Turn> history;
  std::vector<Event> events;
  SavedFields fields;
  reader(history, events, fields);
  REQUIRE(reader.left() == 0);
  fields.phase = Phase::draw_choice;
  fields.round = 1;
  fields.turn = 0;
  fields.steps = {{Phase::deal_lots, 0, -1}, {Phase::draw_choice, 1, -1}};
  std::string old_bytes;
  SaveWriter writer(old_bytes);
  writer(history, events, fields);

  const auto loaded = chapter.start(script.setup, GAVEL_SOURCE_CONTENT_DIR);
  loaded->restore(old_bytes);
  CHECK(loaded->fact("round") == "1");
  CHECK(loaded->fact("phase") == "draw-choice");
  loaded->apply(loaded->parse("draw 0"));
  loaded->apply(loaded->parse("draw 0"));
  // The earlier order: the first player is found, then round 2's properties go up.
  CHECK(loaded->fact("round") == "2");
  CHECK(loaded->fact("first") == "1");
  CHECK(loaded->fact("phase") == "deal-lots");
  for (const char* property : {"UFO #1", "Upper Yard", "Kombucha Boba", "Burmese Tricycle"})
    loaded->apply(loaded->parse(std::string("turn up ") + property));
  CHECK(loaded->fact("phase") == "bidding");
  CHECK(loaded->fact("turn") == "1");
  CHECK(loaded->fact("lots") == "UFO, Upper Yard, Kombucha Boba, Burmese Tricycle");
}
