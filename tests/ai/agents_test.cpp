#include "gavel/ai/agents.h"

#include <catch2/catch.hpp>

#include "gavel/ai/auction_web/scripted.h"
#include "gavel/ai/auctionland/scripted.h"
#include "gavel/ai/lapsing_agent.h"
#include "gavel/ai/roster.h"
#include "gavel/core/error.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auctionland/chapter.h"
#include "support/shipped_content.h"
#include "toy/sealed_lots.h"

namespace gavel {
namespace {

using Catch::Contains;

// The scripted strategy inside a rival's agent, below the lapses of its skill.
template <class Scripted = auction_web::ScriptedAgent>
const Scripted& strategy_of(const Agent& agent) {
  if (const auto* lapsing = dynamic_cast<const LapsingAgent*>(&agent)) {
    return dynamic_cast<const Scripted&>(lapsing->strategy());
  }
  return dynamic_cast<const Scripted&>(agent);
}

// Always the first legal move, to tell a lapse from the strategy's choice.
class FirstMove final : public Agent {
 public:
  std::string name() const override { return "first"; }
  Move choose(const View&, const std::vector<Move>& legal, Rng&) override { return legal.front(); }
};

TEST_CASE("Auction Web knows random, scripted and every rival", "[ai][agents]") {
  const Chapter web = auction_web::chapter();
  REQUIRE(make_agent(web, "random", testing::shipped_content_dir)->name() == "random");
  const auto scripted = make_agent(web, "scripted", testing::shipped_content_dir);
  REQUIRE(scripted->name() == "scripted");
  REQUIRE(dynamic_cast<auction_web::ScriptedAgent&>(*scripted).traits() == Traits{});
  for (const Rival& rival : load_roster(testing::shipped_content_dir).rivals) {
    INFO(rival.id);
    const auto agent = make_agent(web, rival.id, testing::shipped_content_dir);
    REQUIRE(agent->name() == rival.id);
    REQUIRE(strategy_of(*agent).traits() == rival.traits);
    // Below full skill a rival lapses now and then; at full skill it never does.
    REQUIRE((dynamic_cast<LapsingAgent*>(agent.get()) != nullptr) == (rival.traits.skill < 10));
  }
  REQUIRE(default_agent(web) == "scripted");
}

TEST_CASE("Auctionland knows random, scripted and every rival", "[ai][agents][auctionland]") {
  const Chapter land = auctionland::chapter();
  REQUIRE(make_agent(land, "random", testing::shipped_content_dir)->name() == "random");
  const auto scripted = make_agent(land, "scripted", testing::shipped_content_dir);
  REQUIRE(dynamic_cast<auctionland::ScriptedAgent&>(*scripted).traits() == Traits{});
  for (const Rival& rival : load_roster(testing::shipped_content_dir).rivals) {
    INFO(rival.id);
    const auto agent = make_agent(land, rival.id, testing::shipped_content_dir);
    REQUIRE(agent->name() == rival.id);
    REQUIRE(strategy_of<auctionland::ScriptedAgent>(*agent).traits() == rival.traits);
  }
  REQUIRE(default_agent(land) == "scripted");
  REQUIRE(has_rivals(land));
  REQUIRE_THROWS_WITH(make_agent(land, "genius", testing::shipped_content_dir),
                      Contains("no agent 'genius' for auctionland (agents: random, scripted, ") &&
                          Contains("wren"));

  // Six seats: five rivals from the roster, each playing Auctionland as itself.
  const Seating seating = seat_rivals(land, 6, 5, testing::shipped_content_dir);
  const std::vector<Rival> drawn = draw_table(load_roster(testing::shipped_content_dir), 5, 5);
  for (std::size_t seat = 1; seat < 6; ++seat) {
    INFO("seat " << seat);
    REQUIRE(seating.rivals[seat]->id == drawn[seat - 1].id);
    REQUIRE(strategy_of<auctionland::ScriptedAgent>(*seating.agents[seat]).traits() ==
            drawn[seat - 1].traits);
  }
}

TEST_CASE("an unknown agent's error lists the known ones", "[ai][agents]") {
  const Chapter web = auction_web::chapter();
  REQUIRE_THROWS_AS(make_agent(web, "genius", testing::shipped_content_dir), Error);
  REQUIRE_THROWS_WITH(make_agent(web, "genius", testing::shipped_content_dir),
                      Contains("no agent 'genius' for auction-web (agents: random, scripted, ") &&
                          Contains("auntie-mo") && Contains("kestrel"));
  // A chapter without a scripted strategy has only the random agent.
  const Chapter toy = toy::sealed_lots();
  REQUIRE_THROWS_WITH(make_agent(toy, "scripted", testing::shipped_content_dir),
                      Contains("no agent 'scripted' for sealed-lots (agents: random)"));
  REQUIRE(default_agent(toy) == "random");
}

TEST_CASE("the scripted Auction Web rival refuses another chapter's view", "[ai][agents]") {
  const Chapter toy = toy::sealed_lots();
  const auto state = toy.start(Setup{2, {}}, testing::shipped_content_dir);
  auction_web::ScriptedAgent agent("scripted", Traits{});
  Rng rng(1, Stream::rivals, 0);
  REQUIRE_THROWS_AS(agent.choose(*state->view(0), {Move{1}, Move{2}}, rng), Error);
}

TEST_CASE("a table seats roster rivals who play as themselves", "[ai][agents]") {
  const Chapter web = auction_web::chapter();
  const Seating seating = seat_rivals(web, 4, 11, testing::shipped_content_dir);
  REQUIRE(seating.rivals.size() == 4);
  REQUIRE(seating.agents.size() == 4);
  REQUIRE_FALSE(seating.rivals[0].has_value());  // the player
  REQUIRE(seating.agents[0] == nullptr);
  const std::vector<Rival> drawn = draw_table(load_roster(testing::shipped_content_dir), 11, 3);
  for (std::size_t seat = 1; seat < 4; ++seat) {
    INFO("seat " << seat);
    REQUIRE(seating.rivals[seat]->id == drawn[seat - 1].id);
    REQUIRE(seating.agents[seat]->name() == drawn[seat - 1].id);
    REQUIRE(strategy_of(*seating.agents[seat]).traits() == drawn[seat - 1].traits);
  }
  const std::vector<Agent*> seats = seating.seats();
  REQUIRE(seats.size() == 4);
  REQUIRE(seats[0] == nullptr);
  REQUIRE(seats[2] == seating.agents[2].get());

  // A chapter without roster rivals seats nameless default agents, and reads no roster.
  const Seating plain = seat_rivals(toy::sealed_lots(), 3, 11, "/no/such/folder");
  REQUIRE(plain.agents.size() == 3);
  REQUIRE(plain.agents[1]->name() == "random");
  REQUIRE_FALSE(plain.rivals[1].has_value());
}

TEST_CASE("a rival below full skill makes careless moves as often as its skill says",
          "[ai][agents]") {
  const auto state = toy::sealed_lots().start(Setup{2, {}}, testing::shipped_content_dir);
  const auto view = state->view(0);
  std::vector<Move> legal;
  for (int code = 0; code < 10; ++code)
    legal.push_back(Move{code});
  for (const int skill : {0, 4, 7, 10}) {
    INFO("skill " << skill);
    LapsingAgent agent(std::make_unique<FirstMove>(), skill, {});
    Rng rng(5, Stream::rivals, 1);
    constexpr int decisions = 20000;
    int careless = 0;
    for (int i = 0; i < decisions; ++i) {
      const Move move = agent.choose(*view, legal, rng);
      // A slip is the strategy's second or third choice, here the legal moves' order.
      REQUIRE(move.code <= 2);
      if (move != legal.front()) ++careless;
    }
    const double expected = decisions * lapse_percent(skill) / 100.0;
    REQUIRE(careless >= expected * 0.9 - 10);
    REQUIRE(careless <= expected * 1.1 + 10);
  }
  // A forced move is played as it is, without a draw from the stream.
  LapsingAgent agent(std::make_unique<FirstMove>(), 0, {});
  Rng rng(5, Stream::rivals, 1);
  const Rng before = rng;
  REQUIRE(agent.choose(*view, {Move{3}}, rng) == Move{3});
  REQUIRE(rng == before);
}

TEST_CASE("a slip passes over a blunder to a better choice", "[ai][agents]") {
  const auto state = toy::sealed_lots().start(Setup{2, {}}, testing::shipped_content_dir);
  const auto view = state->view(0);
  const std::vector<Move> legal = {Move{0}, Move{1}, Move{2}, Move{3}};
  // The third choice is a blunder: a slip makes the second; with both, the first.
  LapsingAgent wary(std::make_unique<FirstMove>(), 0,
                    [](const View&, Move move) { return move == Move{2}; });
  LapsingAgent warier(std::make_unique<FirstMove>(), 0,
                      [](const View&, Move move) { return move != Move{0}; });
  Rng rng(5, Stream::rivals, 1);
  int seconds = 0;
  for (int i = 0; i < 2000; ++i) {
    const Move move = wary.choose(*view, legal, rng);
    REQUIRE(move != Move{2});
    REQUIRE(move != Move{3});
    seconds += move == Move{1} ? 1 : 0;
    REQUIRE(warier.choose(*view, legal, rng) == Move{0});
  }
  REQUIRE(seconds > 2000 * lapse_percent(0) / 100 * 8 / 10);
}

}  // namespace
}  // namespace gavel
