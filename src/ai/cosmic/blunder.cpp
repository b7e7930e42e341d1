#include "gavel/ai/cosmic/blunder.h"

#include "gavel/games/cosmic/moves.h"

namespace gavel::cosmic {

bool is_blunder(const CosmicView& view, Move move) {
  const auto mine = [&](int planet) {
    return view.planets[static_cast<std::size_t>(planet)][static_cast<std::size_t>(view.me)];
  };
  switch (kind_of(move)) {
    case Kind::reinforce: {
      const Side side = static_cast<Side>(payload_of(move) / 1000);
      const Side own = view.me == view.offense   ? Side::offense
                       : view.me == view.defense ? Side::defense
                                                 : view.side[static_cast<std::size_t>(view.me)];
      return side != own;
    }
    case Kind::launch_from:
    case Kind::ally_from:
    case Kind::research: {
      if (mine(payload_of(move)) != 1) return false;
      for (int planet = 0; planet < static_cast<int>(view.planets.size()); ++planet) {
        if (planet != view.planet && mine(planet) > 1) return true;
      }
      return false;
    }
    case Kind::play_kicked: {
      // A Kicker x0 on one's own attack of positive value throws the card away.
      if (payload_of(move) % 8 != 0) return false;
      for (std::size_t at = 0; at < view.hand_ids.size(); ++at) {
        const Card& card = view.hand[at];
        if (view.hand_ids[at] == payload_of(move) / 8)
          return card.kind == CardKind::attack && card.value > 0;
      }
      return false;
    }
    default:
      return false;
  }
}

}  // namespace gavel::cosmic
