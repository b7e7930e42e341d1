// The total a seat reads from its view (side_total) is the total the rules count at
// the reveal, over random games where powers, flares, techs, allies and Lucre all
// come into play: the rivals and the adviser weigh a card as it will count.

#include <catch2/catch.hpp>

#include "gavel/ai/random_agent.h"
#include "gavel/core/match.h"
#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/cosmic/state.h"
#include "gavel/games/cosmic/view.h"
#include "support/shipped_content.h"

namespace gavel::cosmic {
namespace {

TEST_CASE("a side's total read from a view is the total the rules count", "[cosmic][total]") {
  RandomAgent random;
  int compared = 0;
  int with_power = 0;  // totals where a power or flare changed the sum
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    const int players = 3 + static_cast<int>(seed % 3);
    std::vector<Agent*> agents(static_cast<std::size_t>(players), &random);
    Match match(chapter().start(Setup{players, {}}, testing::shipped_content_dir), seed, agents);
    while (!match.state().over()) {
      const auto& game = dynamic_cast<const CosmicState&>(match.state());
      const Encounter& e = game.encounter();
      if (e.revealed && !e.totals_counted && e.offense_card != no_card &&
          e.defense_card != no_card && !e.emotion_control) {
        const auto view = game.view(e.offense);
        const auto& seen = dynamic_cast<const CosmicView&>(*view);
        for (Side side : {Side::offense, Side::defense}) {
          const auto index = static_cast<std::size_t>(side);
          const Card& laid = seen.revealed[side == Side::offense ? 0 : 1];
          const Card& other = seen.revealed[side == Side::offense ? 1 : 0];
          const Card& counts = laid.kind == CardKind::morph ? other : laid;
          const int kicker = seen.kicked[index] ? seen.kicker[index] : 1;
          std::vector<std::string> parts;
          INFO("seed " << seed << ", move " << game.history().size());
          CHECK(side_total(seen, side, counts.value * kicker, &parts) == seen.totals[index]);
          ++compared;
          for (const std::string& part : parts) {
            if (part.find("card") != 0 && part.find("ships") != 0 && part.find("allies") != 0)
              ++with_power;
          }
        }
      }
      match.step();
    }
  }
  CHECK(compared > 100);
  CHECK(with_power > 10);
}

}  // namespace
}  // namespace gavel::cosmic
