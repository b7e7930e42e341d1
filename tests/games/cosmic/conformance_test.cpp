#include "support/conformance.h"

#include <array>

#include <catch2/catch.hpp>

#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/cosmic/state.h"
#include "gavel/games/cosmic/view.h"

namespace gavel::cosmic {
namespace {

// Ships and cards are conserved: every ship is on a planet, in the warp or in the
// encounter; every card is in a deck, a discard pile, a hand or face down. No view
// shows another seat's hand or a face-down card before the reveal.
void check_invariants(const State& state) {
  const auto& game = dynamic_cast<const CosmicState&>(state);
  const int ships_each = game.planets_per_home() * 4;
  for (Seat seat = 0; seat < game.seats(); ++seat) {
    int ships = game.warp()[static_cast<std::size_t>(seat)];
    REQUIRE(ships >= 0);
    for (int planet = 0; planet < game.planet_count(); ++planet) {
      REQUIRE(game.ships_on(planet)[static_cast<std::size_t>(seat)] >= 0);
      ships += game.ships_on(planet)[static_cast<std::size_t>(seat)];
    }
    ships += static_cast<int>(game.encounter().sent_from[static_cast<std::size_t>(seat)].size());
    ships += game.research(seat);
    REQUIRE(ships == ships_each);
  }
  std::size_t cards = game.deck().size() + game.discards().size() + game.reward_deck().size() +
                      game.reward_discards().size() + game.unused_flares().size() +
                      game.drawn().size();
  for (Seat seat = 0; seat < game.seats(); ++seat)
    cards += game.hand(seat).size();
  // Encounter cards are on the table from Planning until Resolution discards them;
  // against the Oracle the defense lays its card first, face up, while the offense
  // plans.
  const Encounter& e = game.encounter();
  const Phase window = game.phase() == Phase::card_zap ? e.pending_window : game.phase();
  const bool on_table = game.phase() == Phase::plan_offense ||
                        game.phase() == Phase::plan_defense || window == Phase::reinforce;
  if (on_table && e.offense_card != no_card) ++cards;
  if (on_table && e.defense_card != no_card) ++cards;
  if (on_table && e.offense_kicker != no_card) ++cards;  // Kickers laid with them
  if (on_table && e.defense_kicker != no_card) ++cards;
  REQUIRE(cards == game.cards().cards.size());
  // Lucre is never made or lost: the bank, the seats' and the invested add up to ten a
  // player; every Auction card of the deck is in it, its discards, the market, or won.
  if (game.has_lucre()) {
    int lucre = game.bank();
    for (Seat seat = 0; seat < game.seats(); ++seat) {
      REQUIRE(game.lucre(seat) >= 0);
      lucre += game.lucre(seat);
    }
    for (int planet = 0; planet < game.planet_count(); ++planet) {
      REQUIRE(game.invested(planet) >= 0);
      lucre += game.invested(planet);
    }
    REQUIRE(game.bank() >= 0);
    REQUIRE(lucre == cosmic::bank_per_player * game.seats());
    std::size_t auctions = game.auction_deck().size() + game.auction_discards().size() +
                           game.market().size() + (game.auctions().card >= 0 ? 1 : 0);
    REQUIRE(game.market().size() <= static_cast<std::size_t>(cosmic::market_size));
    std::size_t in_game = 0;
    for (const cosmic::AuctionCard& card : game.cards().auctions)
      in_game += game.has_techs() || card.effect != cosmic::AuctionEffect::extra_tech ? 1 : 0;
    REQUIRE(auctions == in_game);
  }
  for (Seat seat = 0; seat < game.seats(); ++seat) {
    const auto view = state.view(seat);
    const auto& mine = dynamic_cast<const CosmicView&>(*view);
    REQUIRE(mine.hand.size() == game.hand(seat).size());
    if (!e.revealed) REQUIRE(mine.revealed.empty());
    if (seat != e.offense && seat != e.defense) REQUIRE(mine.my_card.empty());
    if (seat != e.offense && seat != e.defense) REQUIRE(mine.read_hand.empty());
    // A Kicker's multiplier shows to its own player at once, to the others at the reveal.
    const std::array<CardId, 2> kickers = {e.offense_kicker, e.defense_kicker};
    const std::array<Seat, 2> layers = {e.offense, e.defense};
    for (std::size_t at = 0; at < 2; ++at) {
      if (kickers[at] == no_card || e.revealed || seat == layers[at]) continue;
      REQUIRE(mine.kicker[at + 1] == -1);
    }
    // Until a seat has kept its alien it sees only its own two; kept aliens are public.
    for (Seat other = 0; other < game.seats(); ++other)
      REQUIRE(mine.aliens[static_cast<std::size_t>(other)] == game.alien(other));
    REQUIRE(mine.dealt == game.dealt_aliens(seat));
    // A kept tech is face down to the others until it is complete; its research is public.
    for (Seat other = 0; other < game.seats(); ++other) {
      const auto at = static_cast<std::size_t>(other);
      const bool shown = other == seat || game.tech(other) == no_tech ||
                         game.tech_stage(other) != TechStage::research;
      REQUIRE(mine.techs[at] == (shown ? game.tech(other) : hidden_tech));
      REQUIRE(mine.research[at] == game.research(other));
    }
    REQUIRE(mine.dealt_techs ==
            (game.tech(seat) == no_tech ? game.dealt_techs(seat) : std::vector<int>{}));
  }
}

void run(int players, int games, std::uint64_t seed, bool short_game = false, bool aliens = true,
         bool techs = true, int check_every = 1) {
  testing::ConformanceOptions options;
  options.games = games;
  options.seed = seed;
  options.snapshot_every = 1000;
  options.check_every = check_every;
  options.invariant = check_invariants;
  Setup setup{players, {}, {}};
  if (short_game) setup.options["short"] = "on";
  if (!aliens) setup.options["aliens"] = "off";
  if (!techs) setup.options["techs"] = "off";
  testing::check_conformance(cosmic::chapter(), setup, options);
}

// Random play wins late, and checking every state of a long game costs far more than a
// short one (each state is cloned with its whole log). The short game at each table
// size, checked at every state, and one game as printed, checked at one state in ten,
// keep the suite under a minute in the sanitizer build; the long sweep
// (GAVEL_CONFORMANCE_GAMES=N) plays N games a case, checked at every state.
TEST_CASE("Cosmic Encounter passes the conformance suite at 3, 4 and 5 players",
          "[cosmic][conformance]") {
  run(3, 1, 0, true);
  run(4, 1, 100, true);
  run(5, 1, 200, true);
  run(4, 1, 400, true, true, false);
}

TEST_CASE("Cosmic Encounter passes the conformance suite as printed", "[cosmic][conformance]") {
  run(3, 1, 300, false, true, true, 10);
}

// The campaign's boons for seat 0 (core/chapter.h): two aliens more to choose from, and
// a flare of an alien nobody was dealt in hand from the deal; five seats leave two
// aliens undealt for the flare.
TEST_CASE("Cosmic Encounter passes the conformance suite with the campaign's boons",
          "[cosmic][conformance]") {
  testing::ConformanceOptions options;
  options.games = 1;
  options.seed = 500;
  options.snapshot_every = 1000;
  options.invariant = check_invariants;
  Setup setup{5, {{"short", "on"}}, {}};
  setup.boons.extra_aliens = 2;
  setup.boons.known_flare = true;
  testing::check_conformance(cosmic::chapter(), setup, options);
}

}  // namespace
}  // namespace gavel::cosmic
