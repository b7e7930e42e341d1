// The scripted New Mintopia City rival: legal in every mode, fair (it decides alike
// in games its seat cannot tell apart), and sensible where a choice is clear.

#include <algorithm>
#include <array>

#include <catch2/catch.hpp>

#include "agent_support.h"
#include "gavel/ai/agents.h"
#include "gavel/ai/blunder.h"
#include "gavel/ai/lapsing_agent.h"
#include "gavel/ai/mintopia/blunder.h"
#include "gavel/ai/mintopia/scripted.h"
#include "gavel/ai/roster.h"
#include "gavel/ai/search_agent.h"
#include "gavel/core/error.h"
#include "gavel/core/script.h"
#include "gavel/games/mintopia/chapter.h"
#include "gavel/games/mintopia/moves.h"
#include "gavel/games/mintopia/state.h"
#include "support/shipped_content.h"

namespace gavel::mintopia {
namespace {

using testing::choose;
using testing::legal;
using testing::play_out;
using testing::scripted_agents;

Setup table(int players, const std::string& ai = "") {
  Setup setup{players, {}};
  if (!ai.empty()) setup.options["ai"] = ai;
  return setup;
}

std::unique_ptr<State> play(const std::string& text) {
  const Script script = read_script(text, "mintopia_scripted_test.txt");
  auto state = mintopia::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  return state;
}

const MintopiaView& city_view(const std::unique_ptr<View>& view) {
  return dynamic_cast<const MintopiaView&>(*view);
}

// Four players; seat 2 wins the first Location alone and shares it with seat 3, seat
// 1 wins the second and shares it with seat 2, so seat 2 leads; then seat 2, the
// Auctioneer, puts Caramel Power Plant up and asks seat 1 to go in with it.
std::string leader_asks(int yours) {
  return "chapter: mintopia\nplayers: 4\nseed: 1\nchance: first auctioneer 0\n"
         "chance: turn up The Mine\nchance: turn up Humbug Heights\n"
         "chance: turn up Caramel Power Plant\nchance: turn up Lozenge Press\n"
         "0: auction The Mine open\n0: bid 1\n1: withdraw\n2: bid 2\n3: withdraw\n0: withdraw\n"
         "2: share with left\n2: place at row 0 col 0\n"
         "1: auction Humbug Heights open\n1: bid 1\n2: withdraw\n3: withdraw\n0: withdraw\n"
         "1: share with left\n1: place at row 0 col 0\n"
         "2: auction Caramel Power Plant open\n2: propose 1 and " +
         std::to_string(yours) + " to right\n";
}

TEST_CASE("the scripted New Mintopia City rival always chooses a legal move",
          "[ai][mintopia][scripted]") {
  auto agents = scripted_agents(mintopia::chapter());
  const std::uint64_t base = Catch::rngSeed();
  std::vector<Setup> tables = {table(3), table(4), table(5), table(6), table(2)};
  for (const char* card : {"hoarder", "magnate", "speculator", "planner"}) {
    tables.push_back(table(2, card));
    tables.push_back(table(1, card));
  }
  int decisions = 0;
  std::array<int, 18> phases{};
  for (std::size_t at = 0; at < tables.size(); ++at) {
    for (int game = 0; game < 3; ++game) {
      const std::uint64_t seed = base + at * 10 + static_cast<std::uint64_t>(game);
      const auto state = mintopia::chapter().start(tables[at], testing::shipped_content_dir);
      play_out(
          *state, agents, at + static_cast<std::size_t>(game), seed, 10,
          [&](Agent& agent, Move chosen, const std::vector<Move>& moves) {
            ++decisions;
            ++phases[static_cast<std::size_t>(dynamic_cast<const MintopiaState&>(*state).phase())];
            if (std::find(moves.begin(), moves.end(), chosen) == moves.end()) {
              INFO(agent.name() << " chose " << chosen.code << " in\n"
                                << state->view(state->to_move())->describe());
              FAIL("an illegal move");
            }
          });
    }
  }
  REQUIRE(decisions > 2000);
  // Every kind of decision the tables ask for often was met.
  for (Phase phase : {Phase::choose, Phase::open_bid, Phase::answer, Phase::share, Phase::commit,
                      Phase::pick_pair, Phase::ai_answer, Phase::place, Phase::deed_place,
                      Phase::utility, Phase::production}) {
    INFO(mintopia::phase_name(phase));
    REQUIRE(phases[static_cast<std::size_t>(phase)] > 0);
  }
}

TEST_CASE("the scripted New Mintopia City rival decides alike when only sealed bids differ",
          "[ai][mintopia][scripted]") {
  // A game among rivals where every auction is closed, and its twin: the same moves,
  // but the Auctioneer's sealed commitment differs. Until the reveal the seats after
  // it see the same in both games, and must choose the same. The searching rival, on
  // a small budget, is held to it too: it plays out games drawn from the view alone.
  auto agents = scripted_agents(mintopia::chapter());
  SearchAgent search("search", *find_mind(mintopia::chapter().id), SearchBudget{2, 3});
  int searched = 0;
  int compared = 0;
  for (std::uint64_t game = 0; game < 3; ++game) {
    const std::uint64_t seed = Catch::rngSeed() + 300 + game;
    auto a =
        mintopia::chapter().start(table(4 + static_cast<int>(game)), testing::shipped_content_dir);
    Rng dice(seed, Stream::chance);
    std::size_t offset = game;
    while (!a->over()) {
      const auto moves = a->legal_moves();
      const Seat seat = a->to_move();
      if (seat == chance_seat) {
        a->apply(moves[dice.below(moves.size())]);
        continue;
      }
      const auto& state = dynamic_cast<const MintopiaState&>(*a);
      if (state.phase() == Phase::choose) {
        // Always closed: the last choice on offer for each Location is "closed".
        a->apply(moves.back());
        continue;
      }
      // The Auctioneer commits first, before anyone else.
      const bool first_commit = state.phase() == Phase::commit && moves.size() > 1 &&
                                city_view(a->view(seat)).auctioneer == seat;
      Agent& agent = *agents[(offset + static_cast<std::size_t>(seat)) % agents.size()];
      const Move chosen = choose(agent, *a, seed);
      if (first_commit) {
        // The twin commits another amount; the others then decide blind.
        auto b = a->clone();
        a->apply(chosen);
        b->apply(chosen == moves.front() ? moves.back() : moves.front());
        REQUIRE_FALSE(a->same_as(*b));
        while (dynamic_cast<const MintopiaState&>(*a).phase() == Phase::commit) {
          const Seat next = a->to_move();
          REQUIRE(a->view(next)->same_as(*b->view(next)));
          REQUIRE(a->legal_moves() == b->legal_moves());
          for (const auto& each : agents) {
            INFO(each->name() << " in game " << game);
            REQUIRE(choose(*each, *a, seed + 7) == choose(*each, *b, seed + 7));
            ++compared;
          }
          // A search plays whole games out: every fifth decision is enough.
          if (compared % 5 == 0) {
            REQUIRE(choose(search, *a, seed + 7) == choose(search, *b, seed + 7));
            ++searched;
          }
          const Move move =
              choose(*agents[(offset + static_cast<std::size_t>(next)) % agents.size()], *a, seed);
          a->apply(move);
          b->apply(move);
        }
        ++offset;
        continue;
      }
      a->apply(chosen);
    }
  }
  REQUIRE(compared > 100);
  REQUIRE(searched > 5);
}

TEST_CASE("the scripted New Mintopia City rival places for a match", "[ai][mintopia][scripted]") {
  // Seat 1 wins Humbug Heights (Cherry|Blueberry) alone and shares it with seat 0,
  // whose zone holds The Mine (Spearmint|Cherry): to its right it makes a match.
  auto state = play(
      "chapter: mintopia\nplayers: 4\nseed: 1\nchance: first auctioneer 0\n"
      "chance: turn up The Mine\nchance: turn up Humbug Heights\n"
      "chance: turn up Caramel Power Plant\nchance: turn up Lozenge Press\n"
      "0: auction The Mine open\n0: bid 1\n1: withdraw\n2: withdraw\n3: withdraw\n"
      "0: share with left\n0: place at row 0 col 0\n"
      "1: auction Humbug Heights open\n1: bid 1\n2: withdraw\n3: withdraw\n0: withdraw\n");
  // Without a grudge the match decides: the zone with The Mine. With one, seat 0's
  // lead weighs more than the match, and the rival shares with seat 2 instead.
  Traits fair;
  fair.grudge = 0;
  mintopia::ScriptedAgent agent("rival", fair);
  Move move = choose(agent, *state, 1);
  REQUIRE(state->to_text(move) == "share with right");
  Traits spiteful;
  spiteful.grudge = 10;
  mintopia::ScriptedAgent grudging("rival", spiteful);
  REQUIRE(state->to_text(choose(grudging, *state, 1)) == "share with left");
  state->apply(move);
  move = choose(agent, *state, 1);
  REQUIRE(state->to_text(move) == "place at row 0 col 1");
  // Anywhere else would waste the match: a blunder.
  const auto view = state->view(1);
  const auto& city = city_view(view);
  for (const Move other : state->legal_moves()) {
    INFO(state->to_text(other));
    REQUIRE(mintopia::is_blunder(city, other) == (other != move));
    REQUIRE(is_blunder(*view, other) == (other != move));
  }
}

TEST_CASE("a grudge makes the scripted rival less willing to help the leader, a fondness more",
          "[ai][mintopia][scripted]") {
  // Seat 1 is asked by seat 2, the leader, to go in on a 6-VP Location: the rival
  // with a grudge accepts no share the even-tempered one refuses, and refuses some
  // share the other accepts; fondness for partners works the other way.
  const auto answers = [](const Traits& traits) {
    std::vector<bool> accepted;
    for (int yours = 1; yours <= 3; ++yours) {
      const auto state = play(leader_asks(yours));
      REQUIRE(dynamic_cast<const MintopiaState&>(*state).phase() == Phase::answer);
      mintopia::ScriptedAgent agent("rival", traits);
      const Move move = choose(agent, *state, 1);
      REQUIRE(legal(*state, move));
      accepted.push_back(mintopia::kind_of(move) == Kind::accept);
    }
    return accepted;
  };
  Traits even, spiteful, fond, aloof;
  spiteful.grudge = 10;
  even.grudge = 0;
  fond.partner_affinity = 10;
  fond.grudge = aloof.grudge = 0;
  aloof.partner_affinity = 0;
  const std::vector<bool> plain = answers(even);
  const std::vector<bool> grudging = answers(spiteful);
  const std::vector<bool> warm = answers(fond);
  const std::vector<bool> cold = answers(aloof);
  REQUIRE(plain.front());  // a Mint for half a 6-VP Location is a bargain
  REQUIRE(grudging != plain);
  REQUIRE(warm != cold);
  for (std::size_t share = 0; share < plain.size(); ++share) {
    INFO("share " << share + 1);
    REQUIRE((!grudging[share] || plain[share]));
    REQUIRE((!cold[share] || warm[share]));
  }
}

TEST_CASE("two players against an AI card do not outbid each other for the card's sake",
          "[ai][mintopia][scripted][blunder]") {
  // The Hoarder's duel side; seat 0 opens Menthol Signal Station at 1.
  auto duel = play(
      "chapter: mintopia\nplayers: 2\nseed: 1\noption: ai = hoarder\n"
      "chance: first auctioneer 0\nchance: turn up Menthol Signal Station\n"
      "chance: turn up The Mine\n0: auction Menthol Signal Station\n0: bid 1\n");
  REQUIRE(duel->to_move() == 1);
  const Move raise = duel->parse("bid 2");
  const Move withdraw = duel->parse("withdraw");
  const auto legal = duel->legal_moves();
  REQUIRE(std::find(legal.begin(), legal.end(), raise) != legal.end());
  const auto seen = duel->view(1);
  // The card raises over whatever the two reach: a raise over seat 0 only sets its
  // price higher.
  CHECK(mintopia::feeds_the_card(city_view(seen)));
  CHECK(mintopia::is_blunder(city_view(seen), raise));
  CHECK_FALSE(mintopia::is_blunder(city_view(seen), withdraw));
  for (const int greed : {0, 5, 10}) {
    Traits traits;
    traits.greed = greed;
    traits.nerve = 10;
    mintopia::ScriptedAgent agent("scripted", traits);
    CHECK(choose(agent, *duel, 1) == withdraw);
  }
  // Opening is no blunder: somebody must, and the card may yet withdraw.
  auto opening = play(
      "chapter: mintopia\nplayers: 2\nseed: 1\noption: ai = hoarder\n"
      "chance: first auctioneer 0\nchance: turn up Menthol Signal Station\n"
      "chance: turn up The Mine\n0: auction Menthol Signal Station\n");
  const auto opener = opening->view(0);
  CHECK_FALSE(mintopia::feeds_the_card(city_view(opener)));
}

TEST_CASE("the scripted New Mintopia City rival refuses another chapter's view",
          "[ai][mintopia][scripted]") {
  const auto state = play(leader_asks(1));
  mintopia::ScriptedAgent agent("scripted", Traits{});
  Rng rng(1, Stream::rivals, 0);
  struct OtherView : ViewOf<OtherView> {
    Seat seat() const override { return 0; }
    std::string describe() const override { return {}; }
  };
  REQUIRE_THROWS_AS(agent.choose(OtherView{}, {Move{1}, Move{2}}, rng), Error);
}

TEST_CASE("New Mintopia City knows random, scripted and every rival",
          "[ai][mintopia][scripted][agents]") {
  const Chapter chapter = mintopia::chapter();
  REQUIRE(has_rivals(chapter));
  REQUIRE(default_agent(chapter) == "scripted");
  const auto scripted = make_agent(chapter, "scripted", testing::shipped_content_dir);
  REQUIRE(dynamic_cast<mintopia::ScriptedAgent&>(*scripted).traits() == Traits{});
  for (const Rival& rival : load_roster(testing::shipped_content_dir).rivals) {
    INFO(rival.id);
    const auto agent = make_agent(chapter, rival.id, testing::shipped_content_dir);
    REQUIRE(agent->name() == rival.id);
    const Agent* strategy = agent.get();
    if (const auto* lapsing = dynamic_cast<const LapsingAgent*>(strategy))
      strategy = &lapsing->strategy();
    REQUIRE(dynamic_cast<const mintopia::ScriptedAgent&>(*strategy).traits() == rival.traits);
  }
}

TEST_CASE("the Location a Deed drew is in its holder's view, to place it",
          "[ai][mintopia][scripted]") {
  auto agents = scripted_agents(mintopia::chapter());
  int seen = 0;
  for (std::uint64_t game = 0; game < 12 && seen == 0; ++game) {
    const auto state = mintopia::chapter().start(table(4), testing::shipped_content_dir);
    Rng dice(Catch::rngSeed() + 500 + game, Stream::chance);
    while (!state->over()) {
      const auto moves = state->legal_moves();
      const Seat seat = state->to_move();
      if (dynamic_cast<const MintopiaState&>(*state).phase() == Phase::deed_place) {
        const Move drawn = state->history().back().move;
        REQUIRE(mintopia::kind_of(drawn) == Kind::deed_draw);
        for (Seat each = 0; each < 4; ++each)
          REQUIRE(city_view(state->view(each)).lot == mintopia::a_of(drawn));
        ++seen;
      }
      if (seat == chance_seat) {
        state->apply(moves[dice.below(moves.size())]);
        continue;
      }
      state->apply(choose(*agents[static_cast<std::size_t>(seat)], *state, game));
    }
  }
  REQUIRE(seen > 0);
}

}  // namespace
}  // namespace gavel::mintopia
