// Careless moves that still look human: a rival below full skill slips to a weaker
// choice of its own strategy, never to a blunder, and the blunders of each chapter
// are the moves no beginner would make.

#include <bit>
#include <map>
#include <string>

#include <catch2/catch.hpp>

#include "ai/auctionland_positions.h"
#include "gavel/ai/agents.h"
#include "gavel/ai/auction_web/blunder.h"
#include "gavel/ai/auctionland/blunder.h"
#include "gavel/ai/auctionland/prices.h"
#include "gavel/ai/blunder.h"
#include "gavel/ai/mintopia/blunder.h"
#include "gavel/ai/roster.h"
#include "gavel/core/match.h"
#include "gavel/core/script.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auction_web/moves.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/moves.h"
#include "gavel/games/mintopia/chapter.h"
#include "gavel/games/mintopia/moves.h"
#include "support/shipped_content.h"

namespace gavel {
namespace {

// An Auction Web view of my own making: three seats, me with `hand`, all bidding.
auction_web::AuctionWebView web_view(std::vector<int> hand) {
  auction_web::AuctionWebView view;
  view.cards = std::make_shared<const auction_web::Cards>(
      auction_web::load_cards(testing::shipped_content_dir));
  view.me = 0;
  view.round = 1;
  view.phase = auction_web::Phase::bidding;
  view.to_move = 0;
  view.hand = std::move(hand);
  view.hand_limit = 7;
  view.lots = {auction_web::LotView{}, auction_web::LotView{}};
  view.lots[1].bidder = 1;
  view.seats = BySeat<auction_web::SeatView>(3);
  for (auto& seat : view.seats) {
    seat.hand = 5;
    seat.deck = 7;
  }
  return view;
}

int property_named(const auction_web::AuctionWebView& view, const std::string& name) {
  const auto& properties = view.cards->properties;
  for (std::size_t id = 0; id < properties.size(); ++id) {
    if (properties[id].name == name) return static_cast<int>(id);
  }
  FAIL("no property " << name);
  return -1;
}

// Plays whole games with each seat's agent checked: no move it makes is a blunder.
class CheckedAgent final : public Agent {
 public:
  explicit CheckedAgent(std::unique_ptr<Agent> agent) : agent_(std::move(agent)) {}
  std::string name() const override { return agent_->name(); }
  Move choose(const View& view, const std::vector<Move>& legal, Rng& rng) override {
    const Move move = agent_->choose(view, legal, rng);
    ++decisions;
    if (is_blunder(view, move)) {
      ++blunders;
      blunder = "move " + std::to_string(move.code) + " in\n" + view.describe();
    }
    return move;
  }
  int decisions = 0;
  int blunders = 0;
  std::string blunder;  // the last

 private:
  std::unique_ptr<Agent> agent_;
};

void no_blunders(const Chapter& chapter, int players, int games,
                 std::map<std::string, std::string> options = {}) {
  // Every rival of the roster at its own skill and at the least, so lapses abound.
  std::vector<std::unique_ptr<CheckedAgent>> agents;
  for (Rival rival : load_roster(testing::shipped_content_dir).rivals) {
    agents.push_back(std::make_unique<CheckedAgent>(rival_agent(chapter, rival)));
    rival.traits.skill = 0;
    agents.push_back(std::make_unique<CheckedAgent>(rival_agent(chapter, rival)));
  }
  const auto first =
      chapter.start(Setup{players, std::move(options)}, testing::shipped_content_dir);
  for (int game = 0; game < games; ++game) {
    std::vector<Agent*> seats;
    for (int seat = 0; seat < players; ++seat)
      seats.push_back(
          agents[static_cast<std::size_t>(game * players + seat) % agents.size()].get());
    Match match(first->clone(), static_cast<std::uint64_t>(900 + game), seats);
    match.advance();
    REQUIRE(match.state().over());
  }
  int decisions = 0;
  for (const auto& agent : agents) {
    INFO(agent->name() << ": " << agent->blunder);
    REQUIRE(agent->blunders == 0);
    decisions += agent->decisions;
  }
  REQUIRE(decisions > 500);
}

TEST_CASE("Extortion on an empty property is a blunder while others may still bid",
          "[ai][auction-web][lapses]") {
  using auction_web::Kind;
  using auction_web::make_move;
  auto view = web_view({0, 3, 5});
  REQUIRE(auction_web::is_blunder(view, make_move(Kind::bid, 0, 0)));
  REQUIRE_FALSE(auction_web::is_blunder(view, make_move(Kind::bid, 3, 0)));  // a real bid
  REQUIRE_FALSE(auction_web::is_blunder(view, make_move(Kind::bid, 0, 1)));  // a challenge
  REQUIRE_FALSE(auction_web::is_blunder(view, make_move(Kind::pass)));
  // Nobody else may bid: the 0 takes the property and a token.
  view.seats[1].passed = true;
  view.seats[2].hand = 0;
  REQUIRE_FALSE(auction_web::is_blunder(view, make_move(Kind::bid, 0, 0)));
  // My last card ends the round at once.
  auto last = web_view({0});
  REQUIRE_FALSE(auction_web::is_blunder(last, make_move(Kind::bid, 0, 0)));
}

TEST_CASE("drawing fewer cards than the Crocodile Submarines take is a blunder",
          "[ai][auction-web][lapses]") {
  using auction_web::Kind;
  using auction_web::make_move;
  // The cleanup of round 1, the centre empty.
  auto view = web_view({2, 3, 4});
  view.phase = auction_web::Phase::draw_choice;
  view.lots.clear();
  const int crocodile = property_named(view, "Crocodile Submarine");
  view.seats[1].properties = {{crocodile, false, 1}};
  view.seats[2].properties = {{crocodile + 1, false, 1}};
  REQUIRE(view.cards->properties[static_cast<std::size_t>(crocodile + 1)].name ==
          "Crocodile Submarine");
  REQUIRE(auction_web::is_blunder(view, make_move(Kind::draw, 0)));
  REQUIRE(auction_web::is_blunder(view, make_move(Kind::draw, 1)));
  REQUIRE_FALSE(auction_web::is_blunder(view, make_move(Kind::draw, 2)));
  REQUIRE_FALSE(auction_web::is_blunder(view, make_move(Kind::draw, 4)));
  // A full hand draws for nothing; an empty deck and pile have nothing to give.
  auto full = view;
  full.hand = {0, 1, 2, 3, 4, 5, 6};
  REQUIRE_FALSE(auction_web::is_blunder(full, make_move(Kind::draw, 0)));
  auto spent = view;
  spent.seats[0].deck = 1;
  spent.seats[0].discard = 0;
  REQUIRE_FALSE(auction_web::is_blunder(spent, make_move(Kind::draw, 1)));
  // With round 2's properties up before the draw, the same submarines still bite.
  auto turned_up = view;
  turned_up.round = 2;
  turned_up.lots = web_view({}).lots;
  REQUIRE(auction_web::is_blunder(turned_up, make_move(Kind::draw, 1)));
  REQUIRE_FALSE(auction_web::is_blunder(turned_up, make_move(Kind::draw, 2)));
  // Submarines won in an earlier round, or my own, bite nobody now.
  auto old = view;
  old.round = 2;
  REQUIRE_FALSE(auction_web::is_blunder(old, make_move(Kind::draw, 0)));
  auto mine = view;
  mine.seats[0].properties = view.seats[1].properties;
  mine.seats[1].properties.clear();
  REQUIRE(auction_web::is_blunder(mine, make_move(Kind::draw, 0)));
  REQUIRE_FALSE(auction_web::is_blunder(mine, make_move(Kind::draw, 1)));
}

TEST_CASE("an Auctionland overbid or a buy-back into the box is a blunder",
          "[ai][auctionland][lapses]") {
  using auctionland::Kind;
  using auctionland::make_move;
  const auto state = testing::plain_tile_auction(testing::shipped_content_dir);
  const auto view = state->view(1);
  const auto& land = dynamic_cast<const auctionland::AuctionlandView&>(*view);
  // Early on the tile is worth some $8 to seat 1: $20 is dear, $30 past all reason.
  const double worth = auctionland::own_tile_value(land);
  REQUIRE(worth > 6);
  REQUIRE(worth < 8.5);
  REQUIRE_FALSE(auctionland::is_blunder(land, make_move(Kind::bid, 1)));
  REQUIRE_FALSE(auctionland::is_blunder(land, make_move(Kind::bid, 20)));
  REQUIRE(auctionland::is_blunder(land, make_move(Kind::bid, 30)));
  REQUIRE(is_blunder(*view, make_move(Kind::bid, 30)));  // the same, by any view

  state->apply(make_move(Kind::bid, 1));
  auto sale = dynamic_cast<const auctionland::AuctionlandView&>(*state->view(0));
  REQUIRE(sale.phase == auctionland::Phase::sale);
  REQUIRE_FALSE(auctionland::is_blunder(sale, make_move(Kind::buy_back)));
  REQUIRE_FALSE(auctionland::is_blunder(sale, make_move(Kind::sell)));
  auctionland::Layout& island = sale.seats[0].island;
  while (!island.full())
    island.build(std::countr_zero(auctionland::buildable(island.occupied)), 0);
  REQUIRE(auctionland::is_blunder(sale, make_move(Kind::buy_back)));
  REQUIRE_FALSE(auctionland::is_blunder(sale, make_move(Kind::sell)));
}

TEST_CASE("Auction Web rivals never blunder, careless or not", "[ai][auction-web][lapses]") {
  no_blunders(auction_web::chapter(), 4, 24);
  no_blunders(auction_web::chapter(), 2, 12);
}

TEST_CASE("Auctionland rivals never blunder, careless or not", "[ai][auctionland][lapses]") {
  no_blunders(auctionland::chapter(), 4, 12);
}

TEST_CASE("a New Mintopia City bid past all a Location could be worth is a blunder",
          "[ai][mintopia][lapses]") {
  using mintopia::Kind;
  using mintopia::make_move;
  // Round 1 of 4 players: seat 0 opens on The Mine (3 VP), 11 Locations to come.
  const Script script = read_script(
      "chapter: mintopia\nplayers: 4\nseed: 1\nchance: first auctioneer 0\n"
      "chance: turn up The Mine\nchance: turn up Humbug Heights\n"
      "chance: turn up Caramel Power Plant\nchance: turn up Lozenge Press\n"
      "0: auction The Mine open\n",
      "lapses_test.txt");
  const auto state = mintopia::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  const auto view = state->view(0);
  const auto& city = dynamic_cast<const mintopia::MintopiaView&>(*view);
  const double worth = mintopia::most_worth(city);
  REQUIRE(worth > 1);
  REQUIRE(worth < 20);
  const int most = static_cast<int>(3 * worth + 3);
  REQUIRE_FALSE(mintopia::is_blunder(city, make_move(Kind::bid, 1)));
  REQUIRE_FALSE(mintopia::is_blunder(city, make_move(Kind::bid, most)));
  REQUIRE(mintopia::is_blunder(city, make_move(Kind::bid, most + 1)));
  REQUIRE(mintopia::is_blunder(city, make_move(Kind::propose, most + 1, 1, 0)));
  REQUIRE_FALSE(mintopia::is_blunder(city, make_move(Kind::propose, 1, most + 1, 0)));
  REQUIRE(is_blunder(*view, make_move(Kind::bid, most + 1)));  // the same, by any view
  // For the last Location, Mints buy only the tie-break: nothing is too dear.
  auto last = city;
  last.deck = 0;
  last.block.clear();
  REQUIRE_FALSE(mintopia::is_blunder(last, make_move(Kind::bid, most + 1)));
}

TEST_CASE("New Mintopia City rivals never blunder, careless or not", "[ai][mintopia][lapses]") {
  no_blunders(mintopia::chapter(), 4, 12);
  no_blunders(mintopia::chapter(), 3, 12);
  no_blunders(mintopia::chapter(), 6, 4);
  no_blunders(mintopia::chapter(), 2, 24);
  no_blunders(mintopia::chapter(), 2, 24, {{"ai", "planner"}});
  no_blunders(mintopia::chapter(), 1, 40, {{"ai", "hoarder"}});
}

}  // namespace
}  // namespace gavel
