// The scripted Cosmic Encounter rival: legal at every table, fair (it decides alike
// in games its seat cannot tell apart), sensible where a choice is clear, and far
// stronger than chance.

#include <algorithm>
#include <array>

#include <catch2/catch.hpp>

#include "agent_support.h"
#include "games/cosmic/cosmic_support.h"
#include "gavel/ai/agents.h"
#include "gavel/ai/blunder.h"
#include "gavel/ai/cosmic/blunder.h"
#include "gavel/ai/cosmic/scripted.h"
#include "gavel/ai/minds.h"
#include "gavel/ai/search_agent.h"
#include "gavel/app/sim.h"
#include "gavel/core/error.h"
#include "gavel/core/script.h"
#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/cosmic/moves.h"
#include "gavel/games/cosmic/state.h"
#include "gavel/games/cosmic/view.h"
#include "support/scenarios.h"
#include "support/shipped_content.h"

namespace gavel::cosmic {
namespace {

using testing::cosmic_state;

using testing::choose;
using testing::scripted_agents;

Setup table(int players, bool short_game = false, bool aliens = true) {
  Setup setup{players, {}};
  if (short_game) setup.options["short"] = "on";
  if (!aliens) setup.options["aliens"] = "off";
  if (!aliens) setup.options["techs"] = "off";  // the plain game: the cards are dealt first
  return setup;
}

std::unique_ptr<State> play(const std::string& text) {
  const Script script = read_script(text, "cosmic_scripted_test.txt");
  auto state = cosmic::chapter().start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  return state;
}

bool in(const std::vector<Move>& moves, Move move) {
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

// Plays both twins on with the moves chosen in `a` for as long as they stay legal in
// `b`; whenever the seat to move sees the same in both, every agent must decide alike,
// and so must the searching rival, when given (it plays no seat: it is slow).
int compare_twins(State& a, State& b, std::vector<std::unique_ptr<Agent>>& agents,
                  std::uint64_t seed, int steps, Agent* searching = nullptr) {
  Rng dice(seed, Stream::chance);
  int compared = 0;
  for (int step = 0; step < steps && !a.over() && !b.over(); ++step) {
    const auto moves = a.legal_moves();
    const Seat seat = a.to_move();
    if (seat != b.to_move()) break;
    Move move = moves[dice.below(moves.size())];
    if (seat != chance_seat) {
      if (a.view(seat)->same_as(*b.view(seat)) && a.legal_moves() == b.legal_moves()) {
        // What a searching rival's sampler reads tells no more than the view.
        REQUIRE(a.view_to_search(seat)->same_as(*b.view_to_search(seat)));
        for (const auto& agent : agents) {
          INFO(agent->name() << " at step " << step << "\n" << a.view(seat)->describe());
          REQUIRE(choose(*agent, a, seed + 5) == choose(*agent, b, seed + 5));
          ++compared;
        }
        if (searching != nullptr)
          REQUIRE(choose(*searching, a, seed + 5) == choose(*searching, b, seed + 5));
      }
      move = choose(*agents[static_cast<std::size_t>(seat) % agents.size()], a, seed);
    }
    if (!in(b.legal_moves(), move)) break;
    a.apply(move);
    b.apply(move);
  }
  return compared;
}

TEST_CASE("the scripted Cosmic Encounter rival always chooses a legal move, and no blunder",
          "[ai][cosmic][scripted]") {
  auto agents = scripted_agents(cosmic::chapter());
  const std::vector<Setup> tables = {table(3),       table(4),       table(5),
                                     table(4, true), table(3, true), table(4, false, false)};
  const std::vector<Phase> wanted = {
      Phase::choose_alien,   Phase::choose_tech, Phase::research,   Phase::regroup,
      Phase::destiny,        Phase::aim,         Phase::launch,     Phase::invite_offense,
      Phase::invite_defense, Phase::answer,      Phase::ally_ships, Phase::plan_offense,
      Phase::plan_defense,   Phase::reinforce,   Phase::reward,     Phase::deal_offer,
      Phase::deal_answer,    Phase::deal_loss,   Phase::second,     Phase::invest,
      Phase::call_auction,   Phase::bid,         Phase::carry_out,  Phase::choose_drawn};
  int decisions = 0;
  std::array<int, 64> phases{};
  const auto all_seen = [&] {
    return std::all_of(wanted.begin(), wanted.end(),
                       [&](Phase phase) { return phases[static_cast<std::size_t>(phase)] > 0; });
  };
  for (std::size_t at = 0; at < tables.size(); ++at) {
    // Three games at each table, and more at the last ones until every phase was decided in
    // once: a failed deal is rare among rivals.
    for (int game = 0; game < 3 || (at + 1 == tables.size() && !all_seen() && game < 20); ++game) {
      const std::uint64_t seed = Catch::rngSeed() + at * 10 + static_cast<std::uint64_t>(game);
      const auto state = cosmic::chapter().start(tables[at], testing::shipped_content_dir);
      Rng dice(seed, Stream::chance);
      const std::size_t offset = at + static_cast<std::size_t>(game);
      while (!state->over()) {
        const auto moves = state->legal_moves();
        const Seat seat = state->to_move();
        if (seat == chance_seat) {
          state->apply(moves[dice.below(moves.size())]);
          continue;
        }
        Agent& agent = *agents[(offset + static_cast<std::size_t>(seat)) % agents.size()];
        const Move chosen = choose(agent, *state, seed);
        ++decisions;
        ++phases[static_cast<std::size_t>(cosmic_state(*state).phase())];
        if (!in(moves, chosen)) {
          INFO(agent.name() << " chose " << state->to_text(chosen) << " in\n"
                            << state->view(seat)->describe());
          FAIL("an illegal move");
        }
        if (is_blunder(*state->view(seat), chosen)) {
          INFO(agent.name() << " chose " << state->to_text(chosen) << " in\n"
                            << state->view(seat)->describe());
          FAIL("a blunder");
        }
        // Now and then a random move instead, to reach odd positions.
        const auto wander = dice.below(10);
        const auto other = dice.below(moves.size());
        state->apply(wander == 0 ? moves[other] : chosen);
      }
    }
  }
  REQUIRE(decisions > 2000);
  for (Phase phase : wanted) {
    INFO("phase " << static_cast<int>(phase));
    REQUIRE(phases[static_cast<std::size_t>(phase)] > 0);
  }
}

TEST_CASE("the scripted Cosmic Encounter rival decides alike when only other hands differ",
          "[ai][cosmic][scripted]") {
  // Twins dealt the same cards, but the seats other than seat 0 get one another's
  // hands: seat 0 cannot tell them apart until the cards show. The searching rival
  // draws the hands it cannot see afresh: it too decides alike.
  auto agents = scripted_agents(cosmic::chapter());
  SearchAgent search("search", *find_mind(cosmic::chapter().id), SearchBudget{2, 3});
  int compared = 0;
  for (int players = 3; players <= 5; ++players) {
    const std::uint64_t seed = Catch::rngSeed() + 100 + static_cast<std::uint64_t>(players);
    auto a = cosmic::chapter().start(table(players, false, false), testing::shipped_content_dir);
    auto b = a->clone();
    Rng dice(seed, Stream::chance);
    std::vector<Move> theirs;
    // The opening hands: eight cosmic cards a seat, before anything else is drawn.
    while (a->to_move() == chance_seat &&
           cosmic_state(*a).draws().front().from == cosmic::Draw::From::cosmic) {
      const Seat to = cosmic_state(*a).draws().front().to;
      const auto moves = a->legal_moves();
      const Move move = moves[dice.below(moves.size())];
      a->apply(move);
      if (to == 0) {
        b->apply(move);
      } else {
        theirs.push_back(move);
      }
    }
    std::reverse(theirs.begin(), theirs.end());
    for (Move move : theirs)
      b->apply(move);
    REQUIRE_FALSE(a->same_as(*b));
    REQUIRE(a->view(0)->same_as(*b->view(0)));
    compared += compare_twins(*a, *b, agents, seed, 400, &search);
  }
  REQUIRE(compared > 20);
}

TEST_CASE("the scripted Cosmic Encounter rival decides alike when only the face-down card differs",
          "[ai][cosmic][scripted]") {
  // The offense lays one card in one twin and another in the other: the defense and
  // everyone else decide blind until the reveal, the searching rival too.
  auto agents = scripted_agents(cosmic::chapter());
  SearchAgent search("search", *find_mind(cosmic::chapter().id), SearchBudget{2, 3});
  int compared = 0;
  for (int game = 0; game < 6; ++game) {
    const std::uint64_t seed = Catch::rngSeed() + 200 + static_cast<std::uint64_t>(game);
    auto a =
        cosmic::chapter().start(table(3 + game % 3, false, false), testing::shipped_content_dir);
    Rng dice(seed, Stream::chance);
    int laid = 0;
    while (!a->over() && laid < 4) {
      const auto moves = a->legal_moves();
      const Seat seat = a->to_move();
      if (seat == chance_seat) {
        a->apply(moves[dice.below(moves.size())]);
        continue;
      }
      const Move chosen = choose(*agents[static_cast<std::size_t>(seat) % agents.size()], *a, seed);
      // The twin lays another card in the same way: with a Kicker (of any value) when
      // the chosen move lays one, since everyone sees that a second card was laid.
      // A Reward card's back differs from a cosmic card's, and the counts of each in a
      // hand are public: the twin lays a card with the same back.
      const auto back = [&](Move move) {
        const int payload = cosmic::payload_of(move);
        const bool kicked = cosmic::kind_of(move) == cosmic::Kind::play_kicked;
        const bool planned = kicked || cosmic::kind_of(move) == cosmic::Kind::play;
        return planned && cosmic_state(*a).cards()[kicked ? payload / 8 : payload].reward;
      };
      const auto alike = [&](Move move) {
        return move != chosen && cosmic::kind_of(move) == cosmic::kind_of(chosen) &&
               back(move) == back(chosen);
      };
      const auto first = std::find_if(moves.begin(), moves.end(), alike);
      const auto last = std::find_if(moves.rbegin(), moves.rend(), alike);
      if (cosmic_state(*a).phase() == Phase::plan_offense && first != moves.end()) {
        auto b = a->clone();
        a->apply(chosen);
        b->apply(chosen == moves.front() ? *last : *first);
        REQUIRE_FALSE(a->same_as(*b));
        const Seat defense = cosmic_state(*a).encounter().defense;
        REQUIRE(a->view(defense)->same_as(*b->view(defense)));
        REQUIRE(a->view_to_search(defense)->same_as(*b->view_to_search(defense)));
        compared += compare_twins(*a, *b, agents, seed, 3, &search);
        ++laid;
        continue;
      }
      a->apply(chosen);
    }
  }
  REQUIRE(compared > 0);
}

TEST_CASE("the scripted Cosmic Encounter rival decides alike when only Reward cards differ",
          "[ai][cosmic][scripted]") {
  // Whenever a seat draws from the Reward deck, its twin draws another card there:
  // the other seats see only that a Reward card was drawn, and decide alike.
  auto agents = scripted_agents(cosmic::chapter());
  int compared = 0;
  int twins = 0;
  for (int game = 0; game < 4; ++game) {
    const std::uint64_t seed = Catch::rngSeed() + 400 + static_cast<std::uint64_t>(game);
    auto a =
        cosmic::chapter().start(table(3 + game % 3, false, false), testing::shipped_content_dir);
    Rng dice(seed, Stream::chance);
    while (!a->over() && twins < 3 * (game + 1)) {
      const auto moves = a->legal_moves();
      const Seat seat = a->to_move();
      if (seat != chance_seat) {
        a->apply(choose(*agents[static_cast<std::size_t>(seat) % agents.size()], *a, seed));
        continue;
      }
      const Move move = moves[dice.below(moves.size())];
      const auto& state = cosmic_state(*a);
      const auto other = std::find_if(moves.begin(), moves.end(), [&](Move each) {
        return !(state.cards()[cosmic::payload_of(each)] ==
                 state.cards()[cosmic::payload_of(move)]);
      });
      if (state.draws().front().from != cosmic::Draw::From::reward || other == moves.end()) {
        a->apply(move);
        continue;
      }
      auto b = a->clone();
      a->apply(move);
      b->apply(*other);
      REQUIRE_FALSE(a->same_as(*b));
      compared += compare_twins(*a, *b, agents, seed, 60);
      ++twins;
    }
  }
  REQUIRE(twins > 0);
  REQUIRE(compared > 20);
}

TEST_CASE("the scripted Cosmic Encounter rival launches four ships and strips no colony",
          "[ai][cosmic][scripted]") {
  // Seed 1, three players: seat 0 holds attack 10 and attacks Blue, whose planets all
  // hold four ships; the rival aims, and sends all four ships from colonies that keep
  // at least one.
  auto state = play(
      "chapter: cosmic-lucre\nplayers: 3\nseed: 1\noption: aliens = off\noption: techs = "
      "off\noption: lucre = off\n0: "
      "against 1\n");
  cosmic::ScriptedAgent agent("scripted", Traits{});
  const Move aim = choose(agent, *state, 1);
  REQUIRE(cosmic::kind_of(aim) == Kind::aim);
  state->apply(aim);
  for (int ship = 0; ship < 4; ++ship) {
    const Move launch = choose(agent, *state, 1);
    REQUIRE(cosmic::kind_of(launch) == Kind::launch_from);
    state->apply(launch);
  }
  const auto& s = cosmic_state(*state);
  REQUIRE(s.phase() == Phase::invite_offense);
  for (int planet = 0; planet < s.planets_per_home(); ++planet)
    REQUIRE(s.ships_on(planet)[0] >= 1);
}

// Seed 1, three players: seat 0 attacks B1 with two ships and attack 10; seat 2 joins
// it with `allies` ships; Blue's morph copies the 10 against its four ships.
std::unique_ptr<State> window(int allies) {
  std::string text =
      "chapter: cosmic-lucre\nplayers: 3\nseed: 1\noption: aliens = off\noption: techs = "
      "off\noption: lucre = off\n0: "
      "against 1\n0: aim at "
      "B1\n"
      "0: launch from R1\n0: launch from R2\n0: done\n0: invite 2\n1: invite none\n"
      "2: join offense\n";
  for (int ship = 1; ship <= allies; ++ship)
    text += "2: ally from Y" + std::to_string(ship) + "\n";
  if (allies < 4) text += "2: done\n";
  // Blue, holding Ionic Gas, is asked first in the window after the reveal.
  return play(text + "0: play attack 10\n1: play morph\n1: pass\n");
}

TEST_CASE("the scripted Cosmic Encounter rival reinforces only to swing the encounter",
          "[ai][cosmic][scripted]") {
  cosmic::ScriptedAgent agent("scripted", Traits{});
  // 10 + 2 + 1 = 13 against 10 + 4 = 14: the smallest Reinforcement that wins.
  auto losing = window(1);
  REQUIRE(losing->to_move() == 2);
  REQUIRE(choose(agent, *losing, 1) == losing->parse("reinforce offense with reinforcement +2"));
  // 10 + 2 + 4 = 16 against 14: already won, the Reinforcements stay in the hand.
  auto winning = window(4);
  REQUIRE(winning->to_move() == 2);
  REQUIRE(choose(agent, *winning, 1) == winning->parse("pass"));
}

TEST_CASE("Cosmic Encounter's blunders: a Reinforcement against oneself, a colony stripped",
          "[ai][cosmic][scripted]") {
  // Seat 2, an ally of the offense, in the window with Reinforcements in hand.
  auto state = window(1);
  const auto seen = state->view(2);
  const auto& view = dynamic_cast<const cosmic::CosmicView&>(*seen);
  REQUIRE(cosmic::is_blunder(view, state->parse("reinforce defense with reinforcement +2")));
  REQUIRE_FALSE(cosmic::is_blunder(view, state->parse("reinforce offense with reinforcement +2")));
  REQUIRE_FALSE(cosmic::is_blunder(view, state->parse("pass")));
  // Seat 0 launching: every home planet holds four ships, so none is stripped yet.
  auto launching = play(
      "chapter: cosmic-lucre\nplayers: 3\nseed: 1\noption: aliens = off\noption: techs = "
      "off\noption: lucre = off\n0: "
      "against 1\n0: aim at "
      "B1\n"
      "0: launch from R1\n0: launch from R1\n0: launch from R1\n");
  const auto offense_seen = launching->view(0);
  const auto& offense = dynamic_cast<const cosmic::CosmicView&>(*offense_seen);
  // R1 has one ship left; R2 has four.
  REQUIRE(cosmic::is_blunder(offense, launching->parse("launch from R1")));
  REQUIRE_FALSE(cosmic::is_blunder(offense, launching->parse("launch from R2")));
}

TEST_CASE("partner affinity makes the Cosmic Encounter rival join, a cold one declines",
          "[ai][cosmic][scripted]") {
  // Seed 1, three players: seat 0 attacks B1 with two ships and invites seat 2.
  auto state = play(
      "chapter: cosmic-lucre\nplayers: 3\nseed: 1\noption: aliens = off\noption: techs = "
      "off\noption: lucre = off\n0: "
      "against 1\n0: aim at "
      "B1\n"
      "0: launch from R1\n0: launch from R2\n0: done\n0: invite 2\n1: invite none\n");
  REQUIRE(state->to_move() == 2);
  Traits fond;
  fond.partner_affinity = 10;
  Traits cold;
  cold.partner_affinity = 0;
  cosmic::ScriptedAgent warm_agent("fond", fond);
  cosmic::ScriptedAgent cold_agent("cold", cold);
  REQUIRE(choose(warm_agent, *state, 1) == state->parse("join offense"));
  REQUIRE(choose(cold_agent, *state, 1) == state->parse("decline"));
}

TEST_CASE("a grudge turns the Cosmic Encounter rival on a seat with colonies in its system",
          "[ai][cosmic][scripted]") {
  // A Wild for seat 0, three players: seat 2 holds two colonies on Blue's planets and
  // leads, seat 1 holds one on Red's R1. An even temper goes after the leader; a
  // grudge goes after the intruder.
  cosmic::CosmicView view;
  view.me = 0;
  view.to_move = 0;
  view.players = 3;
  view.phase = Phase::destiny;
  view.planets.assign(15, cosmic::Ships{});
  for (int planet = 0; planet < 15; ++planet)
    view.planets[static_cast<std::size_t>(planet)][static_cast<std::size_t>(planet / 5)] = 4;
  view.planets[0][1] = 1;  // R1
  view.planets[5][2] = 2;  // B1
  view.planets[6][2] = 2;  // B2
  view.hand_sizes = {8, 8, 8};
  view.reward_cards = {0, 0, 0};
  const std::vector<Move> legal = {cosmic::make_move(Kind::against, 1),
                                   cosmic::make_move(Kind::against, 2)};
  Traits even;
  Traits spiteful;
  spiteful.grudge = 10;
  Rng rng(1, Stream::rivals, 0);
  REQUIRE(cosmic::ScriptedAgent("even", even).choose(view, legal, rng) == legal[1]);
  REQUIRE(cosmic::ScriptedAgent("spiteful", spiteful).choose(view, legal, rng) == legal[0]);
}

TEST_CASE("the scripted Cosmic Encounter rival refuses another chapter's view",
          "[ai][cosmic][scripted]") {
  struct Other : ViewOf<Other> {
    Seat seat() const override { return 0; }
    std::string describe() const override { return {}; }
  };
  cosmic::ScriptedAgent agent("scripted", Traits{});
  Rng rng(1, Stream::rivals, 0);
  REQUIRE_THROWS_AS(agent.choose(Other{}, {Move{1}, Move{2}}, rng), Error);
}

TEST_CASE("Cosmic Encounter knows random, scripted, the adviser, search and every rival",
          "[ai][cosmic][scripted]") {
  const Chapter chapter = cosmic::chapter();
  REQUIRE(has_rivals(chapter));
  REQUIRE(default_agent(chapter) == "scripted");
  const auto names = agent_names(chapter, testing::shipped_content_dir);
  REQUIRE(names.size() == 4 + load_roster(testing::shipped_content_dir).rivals.size());
  REQUIRE(make_agent(chapter, "adviser", testing::shipped_content_dir)->name() == "adviser");
  REQUIRE(dynamic_cast<SearchAgent*>(
              make_agent(chapter, "search", testing::shipped_content_dir).get()) != nullptr);
}

TEST_CASE("one scripted Cosmic Encounter seat beats three random ones", "[ai][cosmic][scripted]") {
  SimSettings settings;
  settings.games = 40;
  settings.players = 4;
  settings.seed = Catch::rngSeed() + 1;
  settings.agents = {"scripted", "random"};
  const SimReport report = simulate(cosmic::chapter(), settings, testing::shipped_content_dir);
  // Measured at 95% over 2000 games (tests/README.md); 40 games leave room.
  REQUIRE(report.seats[0].wins >= 24);
  // sim counts the turns a game lasts.
  REQUIRE(report.watch.find(" turns a game, ") != std::string::npos);
}

std::unique_ptr<State> scenario_until(const std::string& name, std::string_view stop) {
  return testing::play_scenario_until(cosmic::chapter(),
                                      GAVEL_TEST_DATA_DIR "/scenarios/cosmic-lucre/" + name, stop);
}

TEST_CASE("the scripted Cosmic Encounter rival plays its artifacts where they pay",
          "[ai][cosmic][scripted]") {
  cosmic::ScriptedAgent agent("scripted", Traits{});
  // Yellow, the Plague's target, zaps it.
  auto zap = scenario_until("artifact_card_zap_cancels_an_artifact.txt", "2: play card zap");
  REQUIRE(zap->to_move() == 2);
  CHECK(choose(agent, *zap, 2) == zap->parse("play card zap"));
  // Blue, not the target, lets a Plague on yellow act.
  auto spared = scenario_until("artifact_card_zap_cancels_an_artifact.txt", "1: pass");
  REQUIRE(spared->to_move() == 1);
  CHECK(choose(agent, *spared, 1) == spared->parse("pass"));
  // Red, losing 12 against 16 after the reveal, turns the attacks into negotiates.
  auto losing = scenario_until("artifact_emotion_control_turns_attacks_to_negotiates.txt",
                               "0: play emotion control");
  REQUIRE(losing->to_move() == 0);
  CHECK(choose(agent, *losing, 0) == losing->parse("play emotion control"));
  // Blue, the defense, sends the offense's ally home with its Force Field.
  auto field = scenario_until("artifact_force_field_sends_allies_home.txt", "reject: 1: play");
  REQUIRE(field->to_move() == 1);
  CHECK(choose(agent, *field, 1) == field->parse("play force field on 2"));
  // Yellow, the Human's ally, zaps the Human to win a lost encounter.
  auto human = scenario_until("artifact_cosmic_zap_on_the_human_wins_for_its_side.txt",
                              "2: play cosmic zap");
  REQUIRE(human->to_move() == 2);
  CHECK(choose(agent, *human, 2) == human->parse("play cosmic zap on 0"));
}

TEST_CASE("Cosmic Encounter's blunders: raising a total under an upset, a wasted Cosmic Zap",
          "[ai][cosmic][scripted][blunder]") {
  cosmic::ScriptedAgent agent("scripted", Traits{});
  // The Loser's upset: 6 against 19, and the lower total wins. Blue, the defense, holds
  // Reinforcement +3: on its own side it only loses by more.
  auto upset = scenario_until("alien_loser_calls_an_upset.txt", "1: pass");
  REQUIRE(upset->to_move() == 1);
  const auto upset_seen = upset->view(1);
  const auto& defense = dynamic_cast<const cosmic::CosmicView&>(*upset_seen);
  REQUIRE(defense.upset);
  CHECK(cosmic::is_blunder(defense, upset->parse("reinforce defense with reinforcement +3")));
  CHECK_FALSE(cosmic::is_blunder(defense, upset->parse("reinforce offense with reinforcement +3")));
  CHECK(choose(agent, *upset, 1) == upset->parse("pass"));

  // Yellow, red's ally, holds a Cosmic Zap after the reveal.
  auto zap = scenario_until("artifact_cosmic_zap_on_the_human_wins_for_its_side.txt",
                            "2: play cosmic zap");
  const auto zap_seen = zap->view(2);
  cosmic::CosmicView ally = dynamic_cast<const cosmic::CosmicView&>(*zap_seen);
  // A Loser that is only an ally calls no upset: zapping it changes nothing.
  ally.aliens[2] = static_cast<int>(cosmic::Alien::loser);
  CHECK(cosmic::wasted_zap(ally, 2));
  CHECK(cosmic::is_blunder(ally, zap->parse("play cosmic zap on 2")));
  CHECK_FALSE(cosmic::wasted_zap(ally, 0));  // the Human, a main player
  // Under an upset, zapping the other side's Warrior lowers the total that should stay
  // high for yellow's side to win.
  ally.aliens[1] = static_cast<int>(cosmic::Alien::warrior);
  CHECK_FALSE(cosmic::wasted_zap(ally, 1));
  ally.upset = true;
  CHECK(cosmic::wasted_zap(ally, 1));
  CHECK(cosmic::is_blunder(ally, zap->parse("play cosmic zap on 1")));
}

TEST_CASE("the scripted Cosmic Encounter rival plays its Reward cards sensibly",
          "[ai][cosmic][scripted]") {
  auto agents = scripted_agents(cosmic::chapter());
  Agent& plain = *agents.front();  // the strategy without a persona's lapses
  // Asked for a card in a deal, it gives its Rift: the taker pays four ships for it.
  auto giving = scenario_until("reward_rift_taken_costs_ships.txt", "2: give rift 4");
  CHECK(giving->to_text(choose(plain, *giving, 3)) == "give rift 4");
  // With Kickers in hand, attacking four ships with one: its attack 20, doubled.
  auto kicking =
      scenario_until("reward_kicker_multiplies_the_card.txt", "1: play attack 8 with kicker x2");
  CHECK(kicking->to_text(choose(plain, *kicking, 3)) == "play attack 20 with kicker x2");
  // Four ships at stake against one: a negotiate it lays is the Crooked Deal, and
  // with a Kicker that multiplies the compensation.
  auto crooked = scenario_until("reward_crooked_deal_compensation.txt", "2: play crooked deal");
  for (const auto& agent : agents) {
    for (std::uint64_t seed = 0; seed < 4; ++seed) {
      const std::string laid = crooked->to_text(choose(*agent, *crooked, seed));
      INFO(agent->name() << " lays " << laid);
      CHECK(laid.find("negotiate") == std::string::npos);
      CHECK(laid.find("x0") == std::string::npos);
    }
  }
}

TEST_CASE("the scripted Cosmic Encounter rival researches, completes and uses its tech",
          "[ai][cosmic][scripted]") {
  // Patient rivals in seats 0 and 2, impatient ones in 1 and 3, over the same games.
  Traits patient;
  patient.patience = 9;
  Traits hasty;
  hasty.patience = 1;
  hasty.nerve = 7;
  cosmic::ScriptedAgent patient_agent("patient", patient);
  cosmic::ScriptedAgent hasty_agent("hasty", hasty);
  std::array<int, 2> research{};
  int completed = 0;
  int used = 0;
  for (int game = 0; game < 12; ++game) {
    const std::uint64_t seed = Catch::rngSeed() + 700 + static_cast<std::uint64_t>(game);
    const auto state = cosmic::chapter().start(table(4), testing::shipped_content_dir);
    Rng dice(seed, Stream::chance);
    while (!state->over()) {
      const auto moves = state->legal_moves();
      const Seat seat = state->to_move();
      if (seat == chance_seat) {
        state->apply(moves[dice.below(moves.size())]);
        continue;
      }
      Agent& agent = seat % 2 == 0 ? static_cast<Agent&>(patient_agent) : hasty_agent;
      const Move chosen = choose(agent, *state, seed);
      REQUIRE(in(moves, chosen));
      const auto kind = cosmic::kind_of(chosen);
      if (kind == cosmic::Kind::research) ++research[static_cast<std::size_t>(seat % 2)];
      if (kind == cosmic::Kind::complete_tech) ++completed;
      if (kind == cosmic::Kind::use_tech) ++used;
      // A third encounter by Relay Gate is a use too.
      if (kind == cosmic::Kind::encounter_again && cosmic_state(*state).encounter().number == 2)
        ++used;
      state->apply(chosen);
    }
  }
  INFO("patient " << research[0] << ", hasty " << research[1]);
  CHECK(research[0] > research[1]);
  CHECK(completed > 5);
  CHECK(used > 0);
}

TEST_CASE("the scripted Cosmic Encounter rival plays its flares where they pay",
          "[ai][cosmic][scripted]") {
  cosmic::ScriptedAgent agent("scripted", Traits{});
  // Red ties blue, 12 against 12, a loss for the offense: the Warrior's Wild adds its
  // one foreign colony, and the Warrior's own Super its one point, to win 13 to 12.
  auto wild =
      scenario_until("flare_warrior_wild_adds_the_foreign_colonies.txt", "0: play warrior flare");
  REQUIRE(wild->to_move() == 0);
  CHECK(choose(agent, *wild, 0) == wild->parse("play warrior flare"));
  auto super =
      scenario_until("flare_warrior_super_counts_the_points_twice.txt", "0: play warrior flare");
  REQUIRE(super->to_move() == 0);
  CHECK(choose(agent, *super, 0) == super->parse("play warrior flare"));
  // Winning 22 to 14 with no points yet, the Warrior's Super adds nothing: it passes.
  auto won = scenario_until("flare_warrior_super_counts_the_points_twice.txt",
                            "expect: total.offense = 22");
  REQUIRE(won->to_move() == 0);
  CHECK(choose(agent, *won, 0) == won->parse("pass"));
  // The Loser, losing 6 to 18 after the reveal, calls its upset with its Super.
  auto upset = scenario_until("flare_loser_super_calls_the_upset_after_the_reveal.txt",
                              "0: play loser flare");
  REQUIRE(upset->to_move() == 0);
  CHECK(choose(agent, *upset, 0) == upset->parse("play loser flare"));
  // Holding attack 20, red keeps its hand rather than swap it for blue's with the
  // Trader's Wild; the Trader, holding nothing above 6, swaps with its Super.
  auto kept =
      scenario_until("flare_trader_wild_swaps_hands_with_the_opponent.txt", "0: play trader flare");
  REQUIRE(kept->to_move() == 0);
  CHECK(choose(agent, *kept, 0) == kept->parse("pass"));
  auto swapped =
      scenario_until("flare_trader_super_swaps_with_any_player.txt", "0: play trader flare on 2");
  REQUIRE(swapped->to_move() == 0);
  CHECK(swapped->to_text(choose(agent, *swapped, 0)).starts_with("play Trader flare on "));
  // Before Planning the flares that show the other side's card or hand cost nothing.
  auto oracle = scenario_until("flare_oracle_wild_the_opponent_lays_first_face_up.txt",
                               "0: play oracle flare");
  CHECK(choose(agent, *oracle, 0) == oracle->parse("play oracle flare"));
  auto mind = scenario_until("flare_mind_wild_reads_the_opponent_hand.txt", "0: play mind flare");
  CHECK(choose(agent, *mind, 0) == mind->parse("play mind flare"));
  // An ally of an offense outnumbered three ships to four risks no ship more.
  auto parasite =
      scenario_until("flare_parasite_wild_sends_one_more_ship.txt", "reject: 2: play oracle");
  REQUIRE(parasite->to_move() == 2);
  CHECK(choose(agent, *parasite, 2) == parasite->parse("pass"));
}

TEST_CASE("the scripted Cosmic Encounter rival bids by what an Auction card is worth to it",
          "[ai][cosmic][scripted][lucre]") {
  cosmic::ScriptedAgent rival("scripted", Traits{});
  const auto scenario = GAVEL_TEST_DATA_DIR "/scenarios/cosmic-lucre/auction_rebirth.txt";
  // Seat 0 lost its colony on R1 and holds 11 Lucre; the market shows Rebirth (6), an
  // Extra Home Encounter (3), which can re-establish R1 for less, and Extra Encounter (7).
  const auto calling =
      testing::play_scenario_until(cosmic::chapter(), scenario, "0: auction 1 bid 6");
  CHECK(calling->to_text(choose(rival, *calling, 1)) == "auction 2 bid 3");
  // Seat 1, with 4 Lucre and no home colony lost, lets Rebirth go: it is worth nothing
  // to it.
  const auto bidding = calling->clone();
  bidding->apply(bidding->parse("auction 1 bid 6"));
  REQUIRE(bidding->to_move() == 1);
  CHECK(bidding->to_text(choose(rival, *bidding, 1)) == "pass");
}

TEST_CASE("the scripted Cosmic Encounter rival invests spare Lucre and pays with it",
          "[ai][cosmic][scripted][lucre]") {
  cosmic::ScriptedAgent rival("scripted", Traits{});
  // Seat 0 starts with 10 Lucre: it keeps 3 for the auctions and invests the rest on
  // its home colonies one at a time; with Lucre invested, it pays a price with it.
  const auto investing = testing::play_scenario_until(
      cosmic::chapter(),
      GAVEL_TEST_DATA_DIR "/scenarios/cosmic-lucre/auction_best_of_four_cosmic.txt",
      "(played to its end)");
  REQUIRE(cosmic_state(*investing).phase() == Phase::invest);
  CHECK(investing->to_text(choose(rival, *investing, 1)).starts_with("invest 1 on R"));
  const auto paying = testing::play_scenario_until(
      cosmic::chapter(),
      GAVEL_TEST_DATA_DIR
      "/scenarios/cosmic-lucre/lucre_offense_takes_invested_and_pays_with_it.txt",
      "0: pay with R1");
  CHECK(paying->to_text(choose(rival, *paying, 1)) == "pay with R1");
}

}  // namespace
}  // namespace gavel::cosmic
