// The scripted Auction Auction rival: legal at every step and table size, fair (it
// decides alike in games its seat cannot tell apart, never learns the bids of a
// house it is not in, never reads the colour code off the table), free of blunders
// at full skill, and moved by its traits the way content/README.md says.

#include <algorithm>
#include <map>

#include <catch2/catch.hpp>

#include "agent_support.h"
#include "auction_auction_support.h"
#include "gavel/ai/agents.h"
#include "gavel/ai/auction_auction/blunder.h"
#include "gavel/ai/auction_auction/scripted.h"
#include "gavel/ai/auction_auction/tally.h"
#include "gavel/ai/blunder.h"
#include "gavel/ai/lapsing_agent.h"
#include "gavel/ai/minds.h"
#include "gavel/ai/roster.h"
#include "gavel/ai/search_agent.h"
#include "gavel/app/sim.h"
#include "gavel/core/error.h"
#include "gavel/games/auction_auction/chapter.h"
#include "gavel/games/auction_auction/state.h"
#include "support/shipped_content.h"

namespace gavel::auction_auction {
namespace {

using testing::auction_view;
using testing::choose;
using testing::end_talk;
using testing::play_out;
using testing::scripted_agents;
using testing::shipped_auction_table;

const AuctionState& game_of(const State& state) {
  return dynamic_cast<const AuctionState&>(state);
}

// Applies moves in the notation, seat by seat as the state asks.
void play_lines(State& state, const std::vector<std::string>& lines) {
  for (const std::string& line : lines)
    state.apply(state.parse(line));
}

Move decide(const Traits& traits, const State& state, std::uint64_t seed = 1) {
  ScriptedAgent agent("rival", traits);
  return choose(agent, state, seed);
}

TEST_CASE("the scripted Auction Auction rival always chooses a legal move, and no blunder",
          "[ai][auction-auction][scripted]") {
  auto agents = scripted_agents(auction_auction::chapter());
  // The same rivals at full skill: their strategy's own choices, never a blunder.
  std::vector<std::unique_ptr<Agent>> sharp;
  sharp.push_back(std::make_unique<ScriptedAgent>("scripted", Traits{}));
  for (Rival rival : load_roster(testing::shipped_content_dir).rivals) {
    rival.traits.skill = max_trait;
    sharp.push_back(std::make_unique<ScriptedAgent>(rival.id, rival.traits));
  }
  std::map<Step, int> steps;
  int decisions = 0;
  for (const int players : {4, 8, 12}) {
    for (std::uint64_t game = 0; game < 4; ++game) {
      const std::uint64_t seed = Catch::rngSeed() + static_cast<std::uint64_t>(players) * 10 + game;
      for (auto* set : {&agents, &sharp}) {
        AuctionState state(shipped_auction_table(), players);
        play_out(state, *set, game, seed, set == &agents ? 8 : 1000,
                 [&](Agent& agent, Move chosen, const std::vector<Move>& moves) {
                   ++decisions;
                   ++steps[state.step()];
                   INFO(agent.name() << " chose " << chosen.code << " in\n"
                                     << state.view(state.to_move())->describe());
                   REQUIRE(std::binary_search(moves.begin(), moves.end(), chosen));
                   if (set == &sharp) {
                     const auto view = state.view(state.to_move());
                     REQUIRE_FALSE(is_blunder(auction_view(view), chosen));
                     REQUIRE_FALSE(gavel::is_blunder(*view, chosen));
                   }
                 });
      }
    }
  }
  REQUIRE(decisions > 3000);
  for (Step step : {Step::talk, Step::deal_give, Step::deal_promise, Step::deal_ask,
                    Step::deal_answer, Step::access, Step::sheet}) {
    INFO(step_name(step));
    REQUIRE(steps[step] > 0);
  }
}

TEST_CASE("a scripted rival outside a house never learns the bids made inside it",
          "[ai][auction-auction][scripted][fairness]") {
  auto agents = scripted_agents(auction_auction::chapter());
  int compared = 0;
  for (std::uint64_t game = 0; game < 4; ++game) {
    const std::uint64_t seed = Catch::rngSeed() + 700 + game;
    const int players = 8 + static_cast<int>(game);
    AuctionState a(shipped_auction_table(), players);
    Rng dice(seed, Stream::chance);
    const auto agent_for = [&](Seat seat) -> Agent& {
      return *agents[(game + static_cast<std::size_t>(seat)) % agents.size()];
    };
    // Play to the first auction with anyone in a house.
    // (Not the last round: its reveal ends the game and shows every hand.)
    while (!a.over() && !(a.step() == Step::sheet && a.round() == static_cast<int>(game % 2))) {
      if (a.to_move() == chance_seat) {
        const auto moves = a.legal_moves();
        a.apply(moves[dice.below(moves.size())]);
        continue;
      }
      a.apply(choose(agent_for(a.to_move()), a, seed));
    }
    REQUIRE(a.step() == Step::sheet);
    const std::vector<int> where =
        auction_view(a.view(0)).where[static_cast<std::size_t>(a.round())];
    int house = unknown;
    for (int each = 0; each < house_count && house == unknown; ++each) {
      if (std::count(where.begin(), where.end(), each) > 0) house = each;
    }
    REQUIRE(house != unknown);
    // The twin: every seat in that house seals other amounts.
    auto b = a.clone();
    const int round = a.round();
    while (!a.over() && a.round() == round && a.step() == Step::sheet) {
      const Seat seat = a.to_move();
      const Move chosen = choose(agent_for(seat), a, seed);
      if (where[static_cast<std::size_t>(seat)] == house) {
        Move other = chosen;
        for (const Move move : b->legal_moves()) {
          if (kind_of(move) == Kind::lot_bid && move != chosen) other = move;
        }
        a.apply(chosen);
        b->apply(kind_of(chosen) == Kind::lot_bid ? other : chosen);
        continue;
      }
      REQUIRE(choose(agent_for(seat), *b, seed) == chosen);
      a.apply(chosen);
      b->apply(chosen);
    }
    REQUIRE_FALSE(a.same_as(*b));
    // After the reveal, every seat outside the house sees the same in both games,
    // and decides the same while it does.
    for (Seat seat = 0; seat < players; ++seat) {
      if (where[static_cast<std::size_t>(seat)] == house) continue;
      REQUIRE(a.view(seat)->same_as(*b->view(seat)));
    }
    while (!a.over()) {
      const Seat seat = a.to_move();
      if (seat == chance_seat || !a.view(seat)->same_as(*b->view(seat))) break;
      for (const auto& each : agents) {
        INFO(each->name() << " in game " << game);
        REQUIRE(choose(*each, a, seed + 3) == choose(*each, *b, seed + 3));
        ++compared;
      }
      const Move move = choose(agent_for(seat), a, seed);
      a.apply(move);
      b->apply(move);
    }
  }
  REQUIRE(compared > 100);
}

TEST_CASE("a scripted rival never reads the colour code off the table",
          "[ai][auction-auction][scripted][fairness]") {
  // Two tables whose houses hide other colours: a seat that has not been inside
  // them sees the same and must decide the same.
  TableContent swapped = load_table(testing::shipped_content_dir);
  std::swap(swapped.houses[0].colour, swapped.houses[1].colour);
  auto agents = scripted_agents(auction_auction::chapter());
  SearchAgent search("search", *find_mind(auction_auction::chapter().id), SearchBudget{2, 3});
  int compared = 0, searched = 0;
  for (std::uint64_t game = 0; game < 3; ++game) {
    const std::uint64_t seed = Catch::rngSeed() + 800 + game;
    AuctionState a(shipped_auction_table(), 12);
    AuctionState b(std::make_shared<const TableContent>(swapped), 12);
    Rng dice(seed, Stream::chance);
    while (!a.over()) {
      const Seat seat = a.to_move();
      if (seat == chance_seat) {
        const auto moves = a.legal_moves();
        const Move move = moves[dice.below(moves.size())];
        a.apply(move);
        b.apply(move);
        continue;
      }
      // The same moves in both: cash and turns stay alike, only cubes' colours differ.
      Agent& agent = *agents[(game + static_cast<std::size_t>(seat)) % agents.size()];
      const Move move = choose(agent, a, seed);
      if (a.view(seat)->same_as(*b.view(seat))) {
        REQUIRE(choose(agent, b, seed) == move);
        // The searching rival draws the colours it has not seen afresh: it too decides
        // alike (now and then, for time).
        if (++compared % 20 == 0) {
          REQUIRE(choose(search, a, seed) == choose(search, b, seed));
          ++searched;
        }
      }
      a.apply(move);
      b.apply(move);
    }
  }
  REQUIRE(compared > 100);
  REQUIRE(searched > 5);
}

TEST_CASE("the scripted rival reads the names by its traits, and works the third house out",
          "[ai][auction-auction][scripted]") {
  AuctionState state(shipped_auction_table(), 12);
  state.apply(state.parse("black market is red"));
  Traits bright;
  bright.skill = 10;
  bright.nerve = 10;
  Traits dull;
  dull.skill = 0;
  dull.nerve = 0;
  int bright_codes = 0;
  for (Seat seat = 0; seat < 12; ++seat) {
    const auto view = state.view(seat);
    REQUIRE_FALSE(knows_code(*view, dull));
    bright_codes += knows_code(*view, bright) ? 1 : 0;
  }
  REQUIRE(bright_codes > 0);
  // Seen inside two houses, the third follows whatever the traits.
  AuctionView view = auction_view(state.view(3));
  view.colours[0] = static_cast<int>(auction_auction::Colour::red);
  view.colours[1] = static_cast<int>(auction_auction::Colour::green);
  REQUIRE(knows_code(view, dull));
}

TEST_CASE("the scripted rival bids and spends by its nerve and patience",
          "[ai][auction-auction][scripted]") {
  AuctionState state(shipped_auction_table(), 12);
  state.apply(state.parse("black market is red"));
  end_talk(state);
  const auto bid_of = [&](const Traits& traits) {
    return payload_of(decide(traits, state)) % house_step;
  };
  Traits bold;
  bold.nerve = 10;
  bold.greed = 10;
  Traits timid;
  timid.nerve = 0;
  timid.greed = 0;
  REQUIRE(bid_of(bold) > bid_of(timid));
  REQUIRE(bid_of(timid) > 0);
  REQUIRE(bid_of(bold) * 4 <= game_of(state).cash(0) * 3);
  // Into the first auction: the hasty spend more of their cash than the patient.
  for (Seat seat = 0; seat < 12; ++seat) {
    const int house = seat < 9 ? seat / 3 : 0;
    state.apply(access_move(house, seat < 9 ? 20 - seat : 0));
  }
  end_talk(state);
  REQUIRE(state.step() == Step::sheet);
  const auto first_lots = [&](const Traits& traits) {
    int spent = 0;
    auto twin = state.clone();
    while (twin->to_move() == 0) {
      const Move move = decide(traits, *twin);
      if (kind_of(move) == Kind::lot_bid) spent += payload_of(move);
      twin->apply(move);
    }
    return spent;
  };
  Traits patient;
  patient.patience = 10;
  Traits hasty;
  hasty.patience = 0;
  REQUIRE(first_lots(hasty) > first_lots(patient));
  REQUIRE(first_lots(patient) > 0);
}

TEST_CASE("the scripted rival keeps or breaks its word by its temper",
          "[ai][auction-auction][scripted]") {
  // Seat 1 would go to some house; seat 0 pays it to promise to stay out of it.
  AuctionState plain(shipped_auction_table(), 12);
  plain.apply(plain.parse("black market is red"));
  auto asked = plain.clone();
  end_talk(plain);
  plain.apply(plain.parse("access 0 at Dr. E"));
  Traits honest;
  honest.partner_affinity = 10;
  honest.bluff = 0;
  Traits schemer;
  schemer.partner_affinity = 0;
  schemer.bluff = 10;
  const int wanted = payload_of(decide(schemer, plain)) / house_step;
  REQUIRE(payload_of(decide(honest, plain)) / house_step == wanted);
  const std::string house =
      game_of(plain).table().houses[static_cast<std::size_t>(wanted)].short_name;
  play_lines(*asked, {"deal with 1", "give 5", "promise none", "ask out of " + house, "accept"});
  end_talk(*asked);
  asked->apply(asked->parse("access 0 at Dr. E"));
  REQUIRE(asked->to_move() == 1);
  REQUIRE(payload_of(decide(honest, *asked)) / house_step != wanted);
  REQUIRE(payload_of(decide(schemer, *asked)) / house_step == wanted);
}

TEST_CASE("paying for a lot promise from a seat that stands elsewhere is a blunder",
          "[ai][auction-auction][scripted]") {
  AuctionState state(shipped_auction_table(), 4);
  state.apply(state.parse("black market is red"));
  end_talk(state);
  play_lines(state, {"access 10 at Genre", "access 5 at Wolley", "access 5 at Dr. E",
                     "access 5 at Genre"});
  REQUIRE(game_of(state).step() == Step::talk);
  REQUIRE(state.to_move() == 0);
  // Seat 0, in Genre, pays $7 to seat 2, who stands in Dr. E this round.
  play_lines(state, {"deal with 2", "give 7", "promise none"});
  const auto view = state.view(0);
  CHECK(is_blunder(auction_view(view), state.parse("ask nothing on Wolley 2")));
  CHECK(is_blunder(auction_view(view), state.parse("ask nothing on Genre 1")));
  CHECK_FALSE(is_blunder(auction_view(view), state.parse("ask nothing on Dr. E 2")));
  CHECK_FALSE(is_blunder(auction_view(view), state.parse("ask none")));
}

TEST_CASE("the scripted rival answers offers by their worth and its fondness for deals",
          "[ai][auction-auction][scripted]") {
  AuctionState state(shipped_auction_table(), 12);
  state.apply(state.parse("black market is red"));
  auto free_cash = state.clone();
  play_lines(*free_cash, {"deal with 1", "give 3", "promise none", "ask none"});
  Traits cold;
  cold.partner_affinity = 0;
  const Move taken = decide(cold, *free_cash);
  REQUIRE(payload_of(taken) == accept_code);
  // Refusing what asks nothing is a blunder.
  const auto view = free_cash->view(1);
  REQUIRE(is_blunder(auction_view(view), make_move(Kind::answer, refuse_code)));
  REQUIRE_FALSE(is_blunder(auction_view(view), taken));
  // A promise for nothing where it costs the rival little: the fond say yes, the cold no.
  auto bare = state.clone();
  play_lines(*bare, {"deal with 1", "give 0", "promise none", "ask nothing on Market 2"});
  Traits fond;
  fond.partner_affinity = 10;
  REQUIRE(payload_of(decide(fond, *bare)) == accept_code);
  REQUIRE(payload_of(decide(cold, *bare)) == refuse_code);
}

TEST_CASE("a fond rival opens more deals than a cold one", "[ai][auction-auction][scripted]") {
  const auto deals = [](const Traits& traits) {
    int opened = 0;
    std::vector<std::unique_ptr<Agent>> agents;
    agents.push_back(std::make_unique<ScriptedAgent>("rival", traits));
    for (std::uint64_t game = 0; game < 6; ++game) {
      AuctionState state(shipped_auction_table(), 12);
      play_out(state, agents, 0, 900 + game, 1000,
               [&](Agent&, Move chosen, const std::vector<Move>&) {
                 opened += kind_of(chosen) == Kind::deal_with ? 1 : 0;
               });
    }
    return opened;
  };
  Traits fond;
  fond.partner_affinity = 10;
  Traits cold;
  cold.partner_affinity = 0;
  REQUIRE(deals(fond) > deals(cold));
}

TEST_CASE("Auction Auction knows random, scripted and every rival",
          "[ai][auction-auction][scripted][agents]") {
  const Chapter chapter = auction_auction::chapter();
  REQUIRE(has_rivals(chapter));
  REQUIRE(default_agent(chapter) == "scripted");
  const auto scripted = make_agent(chapter, "scripted", testing::shipped_content_dir);
  REQUIRE(dynamic_cast<ScriptedAgent&>(*scripted).traits() == Traits{});
  for (const Rival& rival : load_roster(testing::shipped_content_dir).rivals) {
    INFO(rival.id);
    const auto agent = make_agent(chapter, rival.id, testing::shipped_content_dir);
    const Agent* strategy = agent.get();
    if (const auto* lapsing = dynamic_cast<const LapsingAgent*>(strategy))
      strategy = &lapsing->strategy();
    REQUIRE(dynamic_cast<const ScriptedAgent&>(*strategy).traits() == rival.traits);
  }
  Rng rng(1, Stream::rivals, 0);
  struct OtherView : ViewOf<OtherView> {
    Seat seat() const override { return 0; }
    std::string describe() const override { return {}; }
  };
  REQUIRE_THROWS_AS(
      dynamic_cast<ScriptedAgent&>(*scripted).choose(OtherView{}, {Move{1}, Move{2}}, rng), Error);
}

}  // namespace
}  // namespace gavel::auction_auction
