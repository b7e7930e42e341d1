#include "gavel/ai/cosmic/blunder.h"

#include <vector>

#include "gavel/core/text.h"
#include "gavel/games/cosmic/moves.h"

namespace gavel::cosmic {

namespace {

// The planet a move takes one of my ships from, or -1.
int ship_source(Move move) {
  switch (kind_of(move)) {
    case Kind::launch_from:
    case Kind::ally_from:
    case Kind::research:
    case Kind::land_from:
      return payload_of(move);
    case Kind::move_ship:
      return payload_of(move) / 100;
    default:
      return -1;
  }
}

// Powers that act only for a main player: human and warpish add to a main player's
// total, virus and tripler change its attack card, oracle, trader, loser and mind
// deal with its opponent.
bool main_player_power(Alien alien) {
  switch (alien) {
    case Alien::human:
    case Alien::warpish:
    case Alien::virus:
    case Alien::tripler:
    case Alien::oracle:
    case Alien::trader:
    case Alien::loser:
    case Alien::mind:
      return true;
    default:
      return false;
  }
}

// Powers that only ever raise their side's total.
bool raises_total(Alien alien) {
  return alien == Alien::warrior || alien == Alien::warpish || alien == Alien::macron;
}

const Card* held(const CosmicView& view, int card) {
  for (std::size_t at = 0; at < view.hand_ids.size(); ++at) {
    if (view.hand_ids[at] == card) return &view.hand[at];
  }
  return nullptr;
}

}  // namespace

Side side_in_encounter(const CosmicView& view, Seat seat) {
  if (seat == view.offense) return Side::offense;
  if (seat == view.defense) return Side::defense;
  return view.side[static_cast<std::size_t>(seat)];
}

bool wasted_zap(const CosmicView& view, Seat aimed) {
  if (aimed == nobody || view.aliens[aimed] == no_alien) return false;
  const auto alien = static_cast<Alien>(view.aliens[aimed]);
  const bool main_player = aimed == view.offense || aimed == view.defense;
  if (!main_player && main_player_power(alien)) return true;
  // Under an upset the lower total wins: taking points off the other side helps it.
  const Side mine = side_in_encounter(view, view.me);
  const Side theirs = side_in_encounter(view, aimed);
  return view.upset && raises_total(alien) && mine != Side::none && theirs != Side::none &&
         theirs != mine;
}

bool is_blunder(const CosmicView& view, Move move) {
  const auto mine = [&](int planet) {
    return view.planets[static_cast<std::size_t>(planet)][static_cast<std::size_t>(view.me)];
  };
  switch (kind_of(move)) {
    case Kind::reinforce: {
      // A Reinforcement raises a total: for one's own side, unless an upset makes the
      // lower total win.
      const Side side = static_cast<Side>(payload_of(move) / 1000);
      return (side == side_in_encounter(view, view.me)) == view.upset;
    }
    case Kind::use: {
      const Card* card = held(view, Target::card_of(move));
      return card != nullptr && card->kind == CardKind::artifact &&
             static_cast<Artifact>(card->value) == Artifact::cosmic_zap &&
             wasted_zap(view, Target::seat_of(Target::of(move)));
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
      const Card* card = held(view, payload_of(move) / 8);
      return card != nullptr && card->kind == CardKind::attack && card->value > 0;
    }
    default:
      return false;
  }
}

std::optional<std::string> grave(const CosmicView& view, Move move) {
  const int source = ship_source(move);
  if (source >= 0 &&
      view.planets[static_cast<std::size_t>(source)][static_cast<std::size_t>(view.me)] == 1) {
    const std::string planet = view.planet_name(source);
    return "Send your last ship from " + planet + " away? Your colony on " + planet + " is lost.";
  }
  if (kind_of(move) != Kind::accept || view.terms < 0) return std::nullopt;
  // The terms as their maker, the other side, sees them: what it gives and gets.
  const Terms terms = Terms::of(view.terms);
  const std::string maker = seat_text(view.offering);
  const std::string deal =
      "Accept " + maker +
      "'s deal: " + deal_side_words(terms.give_colony, terms.give_cards, terms.give_lucre) +
      " for " + deal_side_words(terms.get_colony, terms.get_cards, terms.get_lucre) + " of yours?";
  if (terms.get_colony && view.foreign_colonies(view.offering) + 1 >= view.to_win) {
    return deal + " The colony would be " + maker + "'s winning one.";
  }
  if (terms.get_colony || terms.get_cards > 0 || terms.get_lucre > 0) return deal;
  return std::nullopt;
}

}  // namespace gavel::cosmic
