// The searching rival: the games it draws are ones its seat cannot tell from its own,
// it decides alike where its seat cannot tell two games apart, and a seed replays it.

#include "gavel/ai/search_agent.h"

#include <catch2/catch.hpp>

#include "agent_support.h"
#include "gavel/ai/agents.h"
#include "gavel/ai/auctionland/mind.h"
#include "gavel/ai/mintopia/mind.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/state.h"
#include "gavel/games/auctionland/view.h"
#include "gavel/games/mintopia/chapter.h"
#include "gavel/games/mintopia/state.h"
#include "gavel/games/mintopia/view.h"

using namespace gavel;
using auctionland::AuctionlandState;
using auctionland::AuctionlandView;
using mintopia::MintopiaState;
using mintopia::MintopiaView;
using testing::choose;

namespace {

const std::filesystem::path content = GAVEL_SOURCE_CONTENT_DIR;

// Every dollar at the table: the seats' and the market's.
int dollars(const AuctionlandState& game) {
  int sum = 0;
  for (Seat s = 0; s < game.seats(); ++s)
    sum += game.player(s).money;
  for (const auto& slot : game.market())
    sum += slot.money;
  return sum;
}

// A New Mintopia City game's own fields, without the history and log a drawn game
// starts without.
std::string city_fields(const MintopiaState& game) {
  std::string bytes;
  SaveArchive archive(bytes);
  archive(game);
  return bytes;
}

}  // namespace

TEST_CASE("Auctionland's sampler draws games the seat cannot tell from its own",
          "[ai][search][auctionland]") {
  const ChapterMind mind = auctionland::mind();
  auto agents = testing::scripted_agents(auctionland::chapter());
  int drawn = 0, money_moved = 0;
  for (int players : {2, 4, 6}) {
    const auto state = auctionland::chapter().start(Setup{players, {}}, content);
    Rng dice(Catch::rngSeed() + static_cast<std::uint64_t>(players), Stream::chance);
    while (!state->over()) {
      const auto moves = state->legal_moves();
      const Seat seat = state->to_move();
      if (seat == chance_seat) {
        state->apply(moves[dice.below(moves.size())]);
        continue;
      }
      const auto view = state->view(seat);
      Rng draw(dice.next(), Stream::rivals, static_cast<std::uint64_t>(seat));
      const auto sample = mind.sample(*view, draw);
      const auto& game = dynamic_cast<const AuctionlandState&>(*sample);
      const auto& real = dynamic_cast<const AuctionlandState&>(*state);
      INFO(view->describe());
      REQUIRE(sample->view(seat)->same_as(*view));
      REQUIRE(sample->legal_moves() == moves);
      REQUIRE(game.stack().size() == real.stack().size());
      REQUIRE(dollars(game) == dollars(real));
      for (Seat s = 0; s < players; ++s)
        money_moved += game.player(s).money != real.player(s).money ? 1 : 0;
      // Now and then the drawn game is played to its end: every seat can pay its way.
      if (++drawn % 16 == 0) {
        while (!sample->over()) {
          const auto next = sample->legal_moves();
          const Seat mover = sample->to_move();
          const Move move = mover == chance_seat ? next[dice.below(next.size())]
                                                 : choose(*agents.front(), *sample, 3);
          REQUIRE(testing::legal(*sample, move));
          sample->apply(move);
          for (Seat s = 0; s < players; ++s)
            REQUIRE(game.player(s).money >= 0);
        }
      }
      state->apply(choose(*agents[static_cast<std::size_t>(seat) % agents.size()], *state, 7));
    }
  }
  REQUIRE(drawn > 300);
  REQUIRE(money_moved > 100);  // hidden money is drawn, not copied
}

TEST_CASE("New Mintopia City's sampler draws games the seat cannot tell from its own",
          "[ai][search][mintopia]") {
  const ChapterMind mind = mintopia::mind();
  auto agents = testing::scripted_agents(mintopia::chapter());
  // Every mode: the ring of 3 to 6, the duel, the duel against each AI card, and
  // solitaire against each; and a ring where seat 0 holds the perks that last all game.
  std::vector<Setup> tables = {{3, {}}, {4, {}}, {5, {}}, {6, {}}, {2, {}}};
  for (std::string_view card : mintopia::ai_card_ids) {
    tables.push_back(Setup{2, {{"ai", std::string(card)}}});
    tables.push_back(Setup{1, {{"ai", std::string(card)}}});
  }
  Setup perks{4, {}};
  perks.boons.extra_income = 2;
  perks.boons.sealed_peek = true;
  tables.push_back(perks);
  int drawn = 0, exact = 0, blind = 0, redrawn = 0;
  for (std::size_t at = 0; at < tables.size(); ++at) {
    const auto state = mintopia::chapter().start(tables[at], content);
    Rng dice(Catch::rngSeed() + 20 + at, Stream::chance);
    while (!state->over()) {
      const auto moves = state->legal_moves();
      const Seat seat = state->to_move();
      if (seat == chance_seat) {
        state->apply(moves[dice.below(moves.size())]);
        continue;
      }
      const auto view = state->view(seat);
      Rng draw(dice.next(), Stream::rivals, static_cast<std::uint64_t>(seat));
      const auto sample = mind.sample(*view, draw);
      const auto& game = dynamic_cast<const MintopiaState&>(*sample);
      const auto& real = dynamic_cast<const MintopiaState&>(*state);
      INFO(view->describe());
      REQUIRE(sample->view(seat)->same_as(*view));
      REQUIRE(sample->legal_moves() == moves);
      // The deck and the unused Locations: every Location seen nowhere.
      REQUIRE(game.unseen() == real.unseen());
      REQUIRE(game.deck() == real.deck());
      // Sealed commitments are all a seat cannot see: with none, the game comes back
      // whole (but for the sealed-peek perk, which only seat 0 knows of); with some,
      // they are drawn afresh, each within its seat's Mints.
      const auto& mine = dynamic_cast<const MintopiaView&>(*view);
      bool hidden = false, moved = false;
      for (Seat other = 0; other < state->seats(); ++other) {
        if (mine.commitments[static_cast<std::size_t>(other)] != mintopia::sealed) continue;
        hidden = true;
        const auto theirs = [&](const State& g) {
          return dynamic_cast<const MintopiaView&>(*g.view(other))
              .commitments[static_cast<std::size_t>(other)];
        };
        REQUIRE(theirs(*sample) >= 0);
        REQUIRE(theirs(*sample) <= game.mints(other));
        moved = moved || theirs(*sample) != theirs(*state);
      }
      if (hidden) {
        ++blind;
        redrawn += moved ? 1 : 0;
      } else if (seat == 0 || !tables[at].boons.sealed_peek) {
        REQUIRE(city_fields(game) == city_fields(real));
        ++exact;
      }
      // Now and then the drawn game is played to its end: every seat can pay its way.
      if (++drawn % 16 == 0) {
        while (!sample->over()) {
          const auto next = sample->legal_moves();
          const Seat mover = sample->to_move();
          const Move move = mover == chance_seat ? next[dice.below(next.size())]
                                                 : choose(*agents.front(), *sample, 3);
          REQUIRE(testing::legal(*sample, move));
          sample->apply(move);
          for (Seat s = 0; s < sample->seats(); ++s)
            REQUIRE(game.mints(s) >= 0);
        }
      }
      state->apply(choose(*agents[static_cast<std::size_t>(seat) % agents.size()], *state, 7));
    }
  }
  REQUIRE(drawn > 900);
  REQUIRE(exact > 800);
  REQUIRE(blind > 40);
  REQUIRE(redrawn * 3 > blind * 2);  // sealed commitments are drawn, not copied
}

TEST_CASE("the searching rival replays its seed and weighs the scripted choice",
          "[ai][search][auctionland]") {
  const ChapterMind mind = auctionland::mind();
  SearchAgent search("search", mind, SearchBudget{2, 4});
  const auto state = auctionland::chapter().start(Setup{3, {}}, content);
  Rng dice(5, Stream::chance);
  int decided = 0;
  while (!state->over() && decided < 12) {
    const auto moves = state->legal_moves();
    if (state->to_move() == chance_seat || moves.size() == 1) {
      state->apply(moves[dice.below(moves.size())]);
      continue;
    }
    const Move first = choose(search, *state, 11);
    REQUIRE(choose(search, *state, 11) == first);
    REQUIRE(testing::legal(*state, first));
    state->apply(first);
    ++decided;
  }
  REQUIRE(decided == 12);
  REQUIRE_THROWS_AS(SearchAgent("search",
                                [] {
                                  ChapterMind blind = auctionland::mind();
                                  blind.sample = nullptr;
                                  return blind;
                                }()),
                    Error);
}
