// The scripted Auctionland rival: legal, fair (it decides alike in games its seat
// cannot tell apart), and sensible where a choice is clear.

#include <algorithm>
#include <sstream>

#include <catch2/catch.hpp>

#include "agent_support.h"
#include "gavel/ai/agents.h"
#include "gavel/ai/auctionland/scripted.h"
#include "gavel/ai/roster.h"
#include "gavel/ai/search_agent.h"
#include "gavel/core/error.h"
#include "gavel/core/script.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/moves.h"
#include "gavel/games/auctionland/state.h"
#include "support/shipped_content.h"

namespace gavel::auctionland {
namespace {

using testing::choose;
using testing::legal;
using testing::play_out;
using testing::scripted_agents;

std::unique_ptr<State> play(const std::string& text) {
  const Script script = read_script(text, "auctionland_scripted_test.txt");
  auto state = auctionland::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  return state;
}

// Lets the plain scripted agent make the move to come, and returns it as text.
std::string let_rival_move(State& state, std::uint64_t seed = 1) {
  const auto agent = make_agent(auctionland::chapter(), "scripted", testing::shipped_content_dir);
  const Move move = choose(*agent, state, seed);
  REQUIRE(legal(state, move));
  const std::string text = state.to_text(move);
  state.apply(move);
  return text;
}

// Two players, seat 0 first with $10, seat 1 with $12; the market holds no icons
// and keeps the order dealt.
std::string two_seats(const std::string& market) {
  std::string text = "chapter: auctionland\nplayers: 2\nseed: 3\nchance: first player 0\n";
  std::istringstream tiles(market);
  for (std::string tile; tiles >> tile;)
    text += "chance: draw " + tile + "\n";
  return text;
}

TEST_CASE("the scripted Auctionland rival always chooses a legal move", "[ai][auctionland]") {
  auto agents = scripted_agents(auctionland::chapter());
  const std::uint64_t base = Catch::rngSeed();
  int decisions = 0;
  std::array<int, 16> phases{};
  for (int players = 2; players <= 6; ++players) {
    for (int game = 0; game < 3; ++game) {
      const std::uint64_t seed = base + static_cast<std::uint64_t>(game * 10 + players);
      const auto state =
          auctionland::chapter().start(Setup{players, {}}, testing::shipped_content_dir);
      play_out(*state, agents, static_cast<std::size_t>(game), seed, 8,
               [&](Agent& agent, Move chosen, const std::vector<Move>& moves) {
                 ++decisions;
                 ++phases[static_cast<std::size_t>(
                     dynamic_cast<const AuctionlandState&>(*state).phase())];
                 if (std::find(moves.begin(), moves.end(), chosen) == moves.end()) {
                   INFO(agent.name() << " chose " << chosen.code << " in\n"
                                     << state->view(state->to_move())->describe());
                   FAIL("an illegal move");
                 }
               });
    }
  }
  REQUIRE(decisions > 1000);
  // Every kind of decision was met.
  for (Phase phase : {Phase::build_take, Phase::build_place, Phase::bonus_take, Phase::bonus_place,
                      Phase::auction_take, Phase::bidding, Phase::sale, Phase::auction_place}) {
    INFO(auctionland::phase_name(phase));
    REQUIRE(phases[static_cast<std::size_t>(phase)] > 0);
  }
}

TEST_CASE("the scripted Auctionland rival decides alike when only hidden money differs",
          "[ai][auctionland]") {
  // A game among rivals, and its twin: the same moves, but one sale between two
  // seats goes for a dollar more or less, so those two seats hold different money
  // from then on. A third seat sees the same in both, and must choose the same.
  // Money is all a seat cannot see: the stack is an unordered pile, and what it
  // holds is every tile not in sight, the same in any two games a seat's view
  // cannot tell apart. The searching rival, on a small budget, is held to it too.
  auto agents = scripted_agents(auctionland::chapter());
  SearchAgent search("search", *find_mind(auctionland::chapter().id), SearchBudget{2, 3});
  int searched = 0;
  int compared = 0;
  for (std::uint64_t game = 0; game < 4; ++game) {
    const std::uint64_t seed = Catch::rngSeed() + 100 + game;
    const auto original = auctionland::chapter().start(Setup{4, {}}, testing::shipped_content_dir);
    play_out(*original, agents, game, seed, 8, [](Agent&, Move, const std::vector<Move>&) {});
    const std::vector<Turn>& history = original->history();

    // The first sale after the opening turns whose winning bid could have been a
    // dollar more or less, and the twin that bid it.
    std::size_t sale = 0, winning_bid = 0;
    std::unique_ptr<State> a, b;
    for (std::size_t i = 61; i < history.size() && sale == 0; ++i) {
      if (auctionland::kind_of(history[i].move) != Kind::sell) continue;
      std::size_t bid = i;
      while (auctionland::kind_of(history[bid].move) != Kind::bid)
        --bid;
      a = auctionland::chapter().start(Setup{4, {}}, testing::shipped_content_dir);
      b = auctionland::chapter().start(Setup{4, {}}, testing::shipped_content_dir);
      for (std::size_t j = 0; j < bid; ++j) {
        a->apply(history[j].move);
        b->apply(history[j].move);
      }
      const int amount = auctionland::first_of(history[bid].move);
      for (int other : {amount + 1, amount - 1}) {
        const Move move = auctionland::make_move(Kind::bid, other);
        if (sale != 0 || !legal(*b, move)) continue;
        a->apply(history[bid].move);
        b->apply(move);
        sale = i;
        winning_bid = bid;
      }
    }
    REQUIRE(sale > 0);
    const Seat auctioneer = history[sale].seat, buyer = history[winning_bid].seat;
    Seat watcher = 0;
    while (watcher == auctioneer || watcher == buyer)
      ++watcher;
    for (std::size_t i = winning_bid + 1; i < history.size(); ++i) {
      const Move move = history[i].move;
      if (!legal(*b, move)) break;  // the twin's buyer or auctioneer cannot pay
      if (i > sale && a->to_move() == watcher) {
        REQUIRE(a->view(watcher)->same_as(*b->view(watcher)));
        REQUIRE_FALSE(a->same_as(*b));
        REQUIRE(a->legal_moves() == b->legal_moves());
        for (const auto& agent : agents) {
          INFO(agent->name() << " at move " << i);
          REQUIRE(choose(*agent, *a, i) == choose(*agent, *b, i));
          ++compared;
        }
        // A search plays whole games out: every fifth decision is enough.
        if (compared % 5 == 0) {
          REQUIRE(choose(search, *a, i) == choose(search, *b, i));
          ++searched;
        }
      }
      a->apply(move);
      b->apply(move);
    }
  }
  REQUIRE(compared > 200);
  REQUIRE(searched > 5);
}

TEST_CASE("the scripted Auctionland rival builds where a tile scores most", "[ai][auctionland]") {
  // Seat 0 has a Park tile at d4 and builds PPBB beside it: its Park side must meet
  // the park and its Beach side face the sea.
  const auto state = play(two_seats("1a 4a 5a 6a 7a 8a 9a 10a") +
                          "0: take 1\n0: build at d4\n0: auction 1\n1: pass\n");
  REQUIRE(state->fact("phase") == "auction-place");
  let_rival_move(*state);
  REQUIRE(state->fact("park-tiles.0") == "2");
  REQUIRE(state->fact("beach-tiles.0") == "1");
}

TEST_CASE("the scripted Auctionland rival fills a row for a Bonus tile", "[ai][auctionland]") {
  // Seat 0's row 4 holds three House tiles; a fourth House tile scores the same
  // anywhere beside them, so the Bonus decides: c4 or g4.
  const auto state = play(two_seats("6a 6b 1a 1b 5a 5b 7a 7b") +
                          "0: take 1\n0: build at d4\n0: auction 1\n1: pass\n0: build at e4\n"
                          "chance: draw 6c\nchance: draw 9a\n"
                          "1: take 1\n1: build at d4\n1: auction 6\n0: bid 1\n1: sell\n"
                          "0: build at f4\nchance: draw 6d\nchance: draw 2a\n0: take 7\n");
  REQUIRE(state->fact("held") == "6d");
  const std::string built = let_rival_move(*state);
  INFO(built);
  REQUIRE((built.rfind("build at c4", 0) == 0 || built.rfind("build at g4", 0) == 0));
  REQUIRE(state->fact("phase") == "bonus-take");
}

TEST_CASE("the scripted Auctionland rival takes the cheaper of two like tiles",
          "[ai][auctionland]") {
  // Two copies of PPPP, at positions 1 and 3: the one further along costs $2 more. (The
  // nearer of two like tiles always holds as much money as the further: every take
  // that passes the further one passes it too.)
  const auto state = play(two_seats("1a 5a 1b 6a 7a 8a 9a 10a"));
  REQUIRE(let_rival_move(*state) != "take 3");
}

TEST_CASE("the scripted Auctionland auctioneer buys back cheap and sells dear",
          "[ai][auctionland]") {
  // Seat 0 has PPPP at d4 and auctions another PPPP: a second park tile for it.
  const std::string opening =
      two_seats("1a 1b 5a 6a 7a 8a 9a 10a") + "0: take 1\n0: build at d4\n0: auction 1\n";
  const auto cheap = play(opening + "1: bid 1\n");
  REQUIRE(let_rival_move(*cheap) == "buy back");
  REQUIRE(cheap->fact("money.1") == "14");  // paid the bid and $1
  const auto dear = play(opening + "1: bid 9\n");
  REQUIRE(legal(*dear, auctionland::make_move(Kind::buy_back)));
  REQUIRE(let_rival_move(*dear) == "sell");
  REQUIRE(dear->fact("money.0") == "19");
}

TEST_CASE("the scripted Auctionland rival never bids past its money or, unbluffing, its value",
          "[ai][auctionland]") {
  // Every rival of the roster with its bluff taken away, and the plain one.
  std::vector<std::unique_ptr<Agent>> agents;
  std::vector<Traits> tempers = {Traits{}};
  for (const Rival& rival : load_roster(testing::shipped_content_dir).rivals)
    tempers.push_back(rival.traits);
  for (Traits traits : tempers) {
    traits.bluff = 0;
    agents.push_back(std::make_unique<auctionland::ScriptedAgent>("plain", traits));
  }
  int bids = 0, passes = 0;
  for (int players = 2; players <= 5; ++players) {
    for (std::uint64_t game = 0; game < 2; ++game) {
      const std::uint64_t seed = Catch::rngSeed() + 300 + game * 10 + players;
      const auto state =
          auctionland::chapter().start(Setup{players, {}}, testing::shipped_content_dir);
      play_out(*state, agents, game, seed, 8,
               [&](Agent& agent, Move chosen, const std::vector<Move>&) {
                 if (auctionland::kind_of(chosen) == Kind::pass) ++passes;
                 if (auctionland::kind_of(chosen) != Kind::bid) return;
                 ++bids;
                 const auto view = state->view(state->to_move());
                 const auto& land = dynamic_cast<const AuctionlandView&>(*view);
                 const int amount = auctionland::first_of(chosen);
                 const auto& rival = dynamic_cast<auctionland::ScriptedAgent&>(agent);
                 const double value = auctionland::appraise(*view, rival.traits());
                 INFO("bid " << amount << " valued at " << value << "\n" << view->describe());
                 REQUIRE(amount <= land.seats[static_cast<std::size_t>(land.me)].money);
                 REQUIRE(amount <= value + 1e-9);
               });
    }
  }
  REQUIRE(bids > 50);
  REQUIRE(passes > 50);
}

TEST_CASE("the scripted Auctionland rival refuses another chapter's view", "[ai][auctionland]") {
  auctionland::ScriptedAgent agent("scripted", Traits{});
  const auto state = auctionland::chapter().start(Setup{2, {}}, testing::shipped_content_dir);
  Rng rng(1, Stream::rivals, 0);
  struct Other : ViewOf<Other> {
    Seat seat() const override { return 0; }
    std::string describe() const override { return "other"; }
    bool operator==(const Other&) const = default;
  };
  REQUIRE_THROWS_AS(agent.choose(Other{}, {Move{1}, Move{2}}, rng), Error);
  REQUIRE_THROWS_AS(auctionland::appraise(Other{}, Traits{}), Error);
  REQUIRE(auctionland::appraise(*state->view(0), agent.traits()) == 0);
}

TEST_CASE("each trait shows in how an Auctionland rival bids", "[ai][auctionland]") {
  // Bidding positions from games among plain rivals; in each, rivals that differ in
  // one trait, 0 against 10, are asked the same question.
  std::vector<std::unique_ptr<State>> asked;
  auto plain = scripted_agents(auctionland::chapter());
  plain.resize(1);
  for (std::uint64_t game = 0; game < 6; ++game) {
    const auto state = auctionland::chapter().start(Setup{4, {}}, testing::shipped_content_dir);
    play_out(*state, plain, 0, 500 + game, 8, [&](Agent&, Move, const std::vector<Move>&) {
      if (dynamic_cast<const AuctionlandState&>(*state).phase() == Phase::bidding)
        asked.push_back(state->clone());
    });
  }
  REQUIRE(asked.size() > 100);

  struct Tally {
    double value = 0;  // appraisals, in dollars
    long dollars = 0;  // bids made
    int bids = 0;
    int past_value = 0;  // bids above the appraisal
  };
  const auto tally = [&](Traits traits, bool early_only) {
    auctionland::ScriptedAgent agent("trial", traits);
    Tally t;
    for (const auto& state : asked) {
      if (early_only && std::stoi(state->fact("turns")) >= 6) continue;
      const double value = auctionland::appraise(*state->view(state->to_move()), traits);
      const Move move = choose(agent, *state, 7);
      t.value += value;
      if (auctionland::kind_of(move) != Kind::bid) continue;
      ++t.bids;
      t.dollars += auctionland::first_of(move);
      t.past_value += auctionland::first_of(move) > value + 1e-9 ? 1 : 0;
    }
    return t;
  };
  const auto with = [](int Traits::*trait, int level) {
    Traits traits;
    traits.*trait = level;
    return traits;
  };
  // Greed prices tiles higher.
  REQUIRE(tally(with(&Traits::greed, 10), false).value >
          tally(with(&Traits::greed, 0), false).value);
  // Nerve lets bids run further.
  REQUIRE(tally(with(&Traits::nerve, 10), false).dollars >
          tally(with(&Traits::nerve, 0), false).dollars);
  // Patience holds money dear early in the game.
  const Tally patient = tally(with(&Traits::patience, 10), true);
  const Tally hasty = tally(with(&Traits::patience, 0), true);
  REQUIRE(patient.value < hasty.value);
  REQUIRE(patient.dollars < hasty.dollars);
  // A bluffer raises past what the tile is worth to it; without bluff, never.
  REQUIRE(tally(with(&Traits::bluff, 10), false).past_value > 0);
  REQUIRE(tally(with(&Traits::bluff, 0), false).past_value == 0);
  // A grudge never adds to what a tile is worth to it, so never to how far it bids.
  REQUIRE(tally(with(&Traits::grudge, 10), false).value ==
          Approx(tally(with(&Traits::grudge, 0), false).value));
}

TEST_CASE("an Auctionland rival bids less for a tile while it saves for a better buy",
          "[ai][auctionland]") {
  // Seat 0 auctions BBHH (10a), worth a few dollars to seat 1's empty island; seat 1
  // bids once. Behind it the market holds plain tiles, or tiles with two icons each,
  // which seat 1 would rather keep its money for.
  const auto bid_for_10a = [](const std::string& rest) {
    const auto state =
        play(two_seats("1a 10a " + rest) + "0: take 1\n0: build at d4\n0: auction 1\n");
    return let_rival_move(*state);
  };
  const std::string plain = bid_for_10a("6a 7a 8a 9a 11a 12a");
  const std::string rich = bid_for_10a("2f 3f 4f 13f 14f 16f");
  REQUIRE(plain == "bid 3");
  REQUIRE(rich == "bid 2");
}

}  // namespace
}  // namespace gavel::auctionland
