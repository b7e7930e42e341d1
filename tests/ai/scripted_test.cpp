// The scripted Auction Web rival: legal, fair (it cannot see what its seat cannot),
// and using the cards' and properties' abilities.

#include "gavel/ai/auction_web/scripted.h"

#include <algorithm>
#include <map>
#include <sstream>

#include <catch2/catch.hpp>

#include "agent_support.h"
#include "gavel/ai/agents.h"
#include "gavel/ai/minds.h"
#include "gavel/ai/roster.h"
#include "gavel/ai/search_agent.h"
#include "gavel/core/match.h"
#include "gavel/core/script.h"
#include "gavel/games/auction_web/cards.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auction_web/moves.h"
#include "gavel/games/auction_web/view.h"
#include "support/shipped_content.h"

namespace gavel::auction_web {
namespace {

using testing::choose;
using testing::legal;
using testing::scripted_agents;

// "chance: dealt …" lines for one seat's hand, written as "0a 1a 6b".
std::string deal(const std::string& cards) {
  std::istringstream words(cards);
  std::string text;
  for (std::string card; words >> card;)
    text += "chance: dealt " + card + "\n";
  return text;
}

std::unique_ptr<State> play(const std::string& text) {
  const Script script = read_script(text, "scripted_test.txt");
  auto state = auction_web::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  return state;
}

// Two players, seat 0 first, each holding one card of every value; round 1 shows
// Pachinko (a), Litcoin ATM (b), Near Meat Burger (c) and Mochi Waterfall (d).
const std::string two_seat_table =
    "chapter: auction-web\nplayers: 2\nseed: 9\nchance: first player 0\n" +
    deal("0a 1a 2a 3a 4a 5a 6a") + deal("0a 1a 2a 3a 4a 5a 6a") +
    "chance: turn up Pachinko #1\nchance: turn up Litcoin ATM #1\n"
    "chance: turn up Near Meat Burger\nchance: turn up Mochi Waterfall\n";

TEST_CASE("the scripted rival always chooses a legal move", "[ai][auction-web]") {
  const Chapter chapter = auction_web::chapter();
  const auto agents = scripted_agents(chapter);
  const std::uint64_t base = Catch::rngSeed();
  int decisions = 0;
  for (int players = 2; players <= 5; ++players) {
    for (const char* draft : {"off", "on"}) {
      for (int game = 0; game < 12; ++game) {
        const std::uint64_t seed = base + static_cast<std::uint64_t>(game * 10 + players);
        const auto state =
            chapter.start(Setup{players, {{"draft", draft}}}, testing::shipped_content_dir);
        Rng dice(seed, Stream::chance);
        while (!state->over()) {
          const auto moves = state->legal_moves();
          if (state->to_move() == chance_seat) {
            const auto pick = dice.below(moves.size());
            state->apply(moves[pick]);
            continue;
          }
          Agent& agent = *agents[static_cast<std::size_t>(game + state->to_move()) % agents.size()];
          const Move chosen = choose(agent, *state, seed);
          ++decisions;
          if (std::find(moves.begin(), moves.end(), chosen) == moves.end()) {
            INFO(agent.name() << " chose " << chosen.code << " in\n"
                              << state->view(state->to_move())->describe());
            FAIL("an illegal move");
          }
          // Wander off the rival's own line now and then, to reach odd positions.
          const auto wander = dice.below(4);
          const auto other = dice.below(moves.size());
          state->apply(wander == 0 ? moves[other] : chosen);
        }
      }
    }
  }
  REQUIRE(decisions > 1000);
}

TEST_CASE("the scripted rival decides alike when only hidden cards differ", "[ai][auction-web]") {
  // Seat 0 holds the same hand in both games; the other seats hold different cards,
  // and seats 1 and 3 lead with different face-down values. Seat 2's 2 loses to
  // seat 1's lead in both, so everyone sees the same discarded card.
  const std::string header = "chapter: auction-web\nplayers: 4\nseed: 21\nchance: first player 1\n";
  const std::string lots =
      "chance: turn up Pachinko #1\nchance: turn up Litcoin ATM #1\n"
      "chance: turn up Near Meat Burger\nchance: turn up Mochi Waterfall\n"
      "chance: turn up Crocodile Submarine #1\n";
  const std::string mine = deal("0a 1a 3a 3b 4a 5a 6a");
  const std::string first = header + mine + deal("6a 6b 5a 0a 1a 2a 3a") +
                            deal("2a 2b 3a 4a 5a 6a 0b") + deal("5a 5b 1a 1b 0a 0b 3a") + lots +
                            "1: bid 6 on Near Meat Burger\n2: bid 2 on Near Meat Burger\n"
                            "2: decline\n3: bid 5 on Mochi Waterfall\n";
  const std::string second = header + mine + deal("4a 4b 2a 2b 1a 0a 3b") +
                             deal("2a 0a 1a 1b 3a 3b 4b") + deal("1a 6a 6b 2a 4a 4b 5b") + lots +
                             "1: bid 4 on Near Meat Burger\n2: bid 2 on Near Meat Burger\n"
                             "2: decline\n3: bid 1 on Mochi Waterfall\n";
  const auto a = play(first);
  const auto b = play(second);
  REQUIRE(a->to_move() == 0);
  REQUIRE(!a->same_as(*b));
  REQUIRE(a->view(0)->same_as(*b->view(0)));
  REQUIRE(a->legal_moves() == b->legal_moves());
  for (const auto& agent : scripted_agents(auction_web::chapter())) {
    for (std::uint64_t seed = 0; seed < 6; ++seed) {
      INFO(agent->name() << " seed " << seed);
      REQUIRE(choose(*agent, *a, seed) == choose(*agent, *b, seed));
    }
  }
  // The searching rival draws its games from the view alone, so it too decides alike.
  SearchAgent search("search", *find_mind(auction_web::chapter().id), SearchBudget{3, 4});
  for (std::uint64_t seed = 0; seed < 4; ++seed) {
    INFO("search seed " << seed);
    REQUIRE(choose(search, *a, seed) == choose(search, *b, seed));
  }
}

TEST_CASE("the scripted rival uses its lowballs", "[ai][auction-web]") {
  // Seat 0 leads Pachinko with its 1; seat 1 leads Near Meat Burger with Cash and
  // Mochi Waterfall with a 5. Seat 0's next card meets the Cash and loses.
  const std::string board = two_seat_table +
                            "0: bid 1 on Pachinko\n1: bid 6 on Near Meat Burger\n"
                            "0: bid 0 on Litcoin ATM\n1: bid 5 on Mochi Waterfall\n";
  const std::map<int, Kind> uses = {{auction_web::ledger_balance, Kind::ledger},
                                    {auction_web::stocks_buyback, Kind::buyback},
                                    {auction_web::hack_a_private_key, Kind::hack},
                                    {auction_web::data_mining, Kind::mine}};
  for (const auto& [value, kind] : uses) {
    const auto state = play(board + "0: bid " + std::to_string(value) + " on Near Meat Burger\n");
    REQUIRE(state->fact("phase") == "lowball");
    for (const auto& agent : scripted_agents(auction_web::chapter())) {
      INFO(agent->name() << " with a lost " << value);
      const Move chosen = choose(*agent, *state, 3);
      REQUIRE(legal(*state, chosen));
      REQUIRE(auction_web::kind_of(chosen) == kind);
      if (kind == Kind::buyback) {
        // One of my leads (a or b) moves onto Near Meat Burger (c), worth 3.
        REQUIRE(auction_web::first_of(chosen) <= 1);
        REQUIRE(auction_web::second_of(chosen) == 2);
      }
      // The hack looks at the lead still hidden: the 5 on Mochi Waterfall (d).
      if (kind == Kind::hack) REQUIRE(auction_web::first_of(chosen) == 3);
    }
  }
}

TEST_CASE("Ledger Balance strips strong cards and returns weak ones", "[ai][auction-web]") {
  const std::string board =
      two_seat_table +
      "0: bid 1 on Pachinko\n1: bid 6 on Near Meat Burger\n0: bid 2 on Near Meat Burger\n"
      "0: ledger 1\n";
  for (const auto& agent : scripted_agents(auction_web::chapter())) {
    INFO(agent->name());
    const auto strong = play(board + "chance: reveal 5a\n");
    REQUIRE(choose(*agent, *strong, 1) == auction_web::make_move(Kind::ledger_discard));
    const auto weak = play(board + "chance: reveal 3a\n");
    REQUIRE(choose(*agent, *weak, 1) == auction_web::make_move(Kind::ledger_return));
  }
}

TEST_CASE("Ledger Balance on my own hand trades only a card weaker than a draw",
          "[ai][auction-web]") {
  // Seat 0 holds 0 3 4 5 6 after its 2 lost; its deck is one card of every value.
  const std::string board =
      two_seat_table +
      "0: bid 1 on Pachinko\n1: bid 6 on Near Meat Burger\n0: bid 2 on Near Meat Burger\n";
  for (const auto& agent : scripted_agents(auction_web::chapter())) {
    INFO(agent->name());
    const auto lowball = play(board);
    REQUIRE(legal(*lowball, auction_web::make_move(Kind::ledger, 0)));
    // A rival with cards to lose is the better target.
    REQUIRE(choose(*agent, *lowball, 1) == auction_web::make_move(Kind::ledger, 1));
    const auto weak = play(board + "0: ledger 0\nchance: reveal 3a\n");
    REQUIRE(choose(*agent, *weak, 1) == auction_web::make_move(Kind::ledger_discard));
    const auto strong = play(board + "0: ledger 0\nchance: reveal 6a\n");
    REQUIRE(choose(*agent, *strong, 1) == auction_web::make_move(Kind::ledger_return));
  }
}

TEST_CASE("the draw is chosen with the next round's properties on show", "[ai][auction-web]") {
  // Round 1 ends at once; round 2's properties are up when each seat draws, and a
  // rival still fills its hand to the limit.
  const auto state = play(two_seat_table +
                          "0: pass\n1: pass\nchance: turn up UFO #1\nchance: turn up Upper Yard\n"
                          "chance: turn up Kombucha Boba\nchance: turn up Burmese Tricycle\n"
                          "0: draw 0\n");
  REQUIRE(state->fact("phase") == "draw-choice");
  REQUIRE(state->fact("lots") == "UFO, Upper Yard, Kombucha Boba, Burmese Tricycle");
  // Who bids first is decided by the draw, so no view tells it yet.
  REQUIRE(dynamic_cast<const auction_web::AuctionWebView&>(*state->view(1)).first_player == -1);
  for (const auto& agent : scripted_agents(auction_web::chapter())) {
    INFO(agent->name());
    const Move chosen = choose(*agent, *state, 1);
    REQUIRE(auction_web::kind_of(chosen) == Kind::draw);
    REQUIRE(auction_web::first_of(chosen) >= 0);
    REQUIRE(auction_web::first_of(chosen) <= 5);
  }
}

TEST_CASE("scripted games use every card effect and property ability", "[ai][auction-web]") {
  const Chapter chapter = auction_web::chapter();
  const auto agents = scripted_agents(chapter);
  std::map<Kind, int> used;
  int lowballs = 0;
  int declined = 0;
  for (int game = 0; game < 40; ++game) {
    std::vector<Agent*> seats;
    for (int seat = 0; seat < 4; ++seat)
      seats.push_back(agents[static_cast<std::size_t>(game + seat) % agents.size()].get());
    const Setup setup{4, {{"draft", game % 2 == 0 ? "on" : "off"}}};
    Match match(chapter.start(setup, testing::shipped_content_dir),
                Catch::rngSeed() + static_cast<std::uint64_t>(game), seats);
    match.advance();
    const auto replay = chapter.start(setup, testing::shipped_content_dir);
    for (const Turn& turn : match.state().history()) {
      if (turn.seat != chance_seat) {
        ++used[auction_web::kind_of(turn.move)];
        if (replay->fact("phase") == "lowball") {
          ++lowballs;
          if (auction_web::kind_of(turn.move) == Kind::decline) ++declined;
        }
      }
      replay->apply(turn.move);
    }
  }
  for (const Kind kind :
       {Kind::bid, Kind::pass, Kind::atm, Kind::pachinko, Kind::ledger, Kind::buyback, Kind::hack,
        Kind::mine, Kind::ledger_return, Kind::ledger_discard, Kind::keep, Kind::mochi, Kind::ufo,
        Kind::avocado, Kind::draw, Kind::discard}) {
    INFO("move kind " << static_cast<int>(kind));
    REQUIRE(used[kind] > 0);
  }
  // Lowballs are taken, not waved away.
  REQUIRE(lowballs > 100);
  REQUIRE(declined * 5 < lowballs);
}

}  // namespace
}  // namespace gavel::auction_web
