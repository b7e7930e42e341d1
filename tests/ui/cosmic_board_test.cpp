// The Cosmic Encounter board on the in-memory screen at 80x24: the galaxy and the
// alien question at the start, an encounter played through its questions (aim,
// launch, invitations, planning, a window), a deal offered in two steps, the pages,
// a tiny terminal, ASCII, and random keys that never break it.

#include <algorithm>

#include <catch2/catch.hpp>

#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/cosmic/moves.h"
#include "gavel/games/cosmic/view.h"
#include "gavel/ui/cosmic/board.h"
#include "gavel/ui/play.h"
#include "gavel/ui/title.h"
#include "ui/cosmic_table.h"

namespace gavel::ui::cosmic_testing {
namespace {

// Three players without aliens or techs, the cards dealt as the deal_accepted scenario
// deals them (each seat holds two negotiates), and destiny blue: red aims next.
Game dealt_game() {
  Game game(Setup{3, {{"aliens", "off"}, {"techs", "off"}, {"lucre", "off"}}});
  game.apply({"draw attack 10",        "draw attack 8",         "draw attack 6",
              "draw negotiate",        "draw negotiate",        "draw morph",
              "draw reinforcement +3", "draw attack 4",         "draw attack 12",
              "draw attack 8",         "draw attack 6",         "draw negotiate",
              "draw negotiate",        "draw reinforcement +2", "draw attack 4",
              "draw attack 5",         "draw attack 14",        "draw attack 8",
              "draw attack 6",         "draw negotiate",        "draw negotiate",
              "draw reinforcement +5", "draw attack 4",         "draw card zap",
              "destiny blue"});
  return game;
}

void nothing_cut(const Game& game, bool ascii = false) {
  const std::vector<std::string> cut = cut_text(game.screen, glyphs_for(ascii));
  INFO(game.screen.all());
  CHECK(cut.empty());
}

TEST_CASE("the start: every home system, the encounter, and the alien to keep", "[ui][cosmic]") {
  Game game;
  REQUIRE(game.play() == interrupted_status);
  INFO(game.screen.all());
  CHECK(game.screen.contains("Cosmic Encounter"));
  for (const char* planet : {"R1 4", "R5 4", "B1 4", "Y3 4", "G5 4"})
    CHECK(game.screen.contains(planet));
  CHECK(game.screen.contains("Warp    empty"));
  CHECK(game.screen.contains("Your alien"));
  CHECK(game.screen.contains("Keep the "));
  CHECK(game.screen.contains("Your turn: choose the alien to keep."));
  // What the alien under the cursor does is shown under the hand.
  const std::vector<int> dealt = game.view().dealt;
  CHECK(std::any_of(dealt.begin(), dealt.end(), [&](int alien) {
    return game.screen.contains(std::string("The ") +
                                cs::alien_name(static_cast<cs::Alien>(alien)) + ": ");
  }));
  nothing_cut(game);
}

TEST_CASE("an encounter through its questions: aim, launch, invite, plan, pass", "[ui][cosmic]") {
  Game game = dealt_game();
  SECTION("the aim: the defense's planets") {
    REQUIRE(game.play() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.screen.contains("Aim the gate"));
    CHECK(game.screen.contains("Aim at B1: Seat 1 4"));
    CHECK(game.screen.contains("Your turn: aim the hyperspace gate at a planet of Seat 1."));
    CHECK(game.screen.contains("Hand attack 4"));
    CHECK(game.screen.contains("Defense Seat 1"));
    nothing_cut(game);
  }
  SECTION("the launch: ships leave their colony for the gate") {
    game.screen.press(Key::Kind::down);
    game.screen.press(Key::Kind::enter);  // aim at B2
    game.screen.press(Key::Kind::enter);  // a ship from R1
    game.screen.press(Key::Kind::enter);  // and another: the cursor stays on R1
    REQUIRE(game.play() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.view().planet == 6);
    CHECK(game.view().sent[0] == 2);
    CHECK(game.screen.contains("R1 2"));
    CHECK_THAT(game.row_with(" gate"), Catch::Contains("2 2r"));
    CHECK_THAT(game.row_with(" planet"), Catch::Contains("4 4b"));
    CHECK(game.screen.contains("Done: 2 ships sent"));
    CHECK(game.screen.contains("Encounter 1 at B2"));
    nothing_cut(game);
  }
  SECTION("invitations are ticked, then sent; the ally joins the gate") {
    game.screen.press(Key::Kind::enter);  // aim at B1
    game.screen.press(Key::Kind::enter);  // a ship from R1
    game.screen.press(Key::Kind::end);    // done
    game.screen.press(Key::Kind::enter);
    game.screen.press(Key::Kind::down);
    game.screen.press(Key::Kind::enter);  // tick Seat 2
    SECTION("ticked") {
      REQUIRE(game.play() == interrupted_status);
      INFO(game.screen.all());
      CHECK(game.screen.contains("Invite allies"));
      CHECK(game.screen.contains("[x] Seat 2 (yellow)"));
      CHECK(game.screen.contains("Invite Seat 2"));
      CHECK(
          game.screen.contains("Your turn: invite allies to the offense (You against Seat 1 "
                               "at B1)."));
    }
    SECTION("sent: planning follows") {
      game.screen.press(Key::Kind::up);
      game.screen.press(Key::Kind::enter);
      SECTION("the question") {
        REQUIRE(game.play() == interrupted_status);
        INFO(game.screen.all());
        CHECK_THAT(game.log(), Catch::Contains("You invite Seat 2"));
        CHECK(game.view().side[2] == cs::Side::offense);
        CHECK_THAT(game.row_with(" gate"), Catch::Contains("1r") && Catch::Contains("1y"));
        CHECK(game.screen.contains("Planning"));
        CHECK(game.screen.contains("Play attack 10"));
        CHECK(game.screen.contains("Your turn: lay an encounter card face down"));
        CHECK(game.screen.contains("attack 4: your side's total is 4"));
        nothing_cut(game);
      }
      SECTION("the card under the cursor is read under the hand") {
        game.screen.press(Key::Kind::down);
        REQUIRE(game.play() == interrupted_status);
        INFO(game.screen.all());
        CHECK(game.screen.contains("attack 6: your side's total is 6"));
        CHECK_FALSE(game.screen.contains("attack 4: your side's"));
      }
      SECTION("a card laid: the reveal, a window to pass, the result") {
        game.screen.press(Key::Kind::enter);  // attack 4
        game.screen.press(Key::Kind::enter);  // pass after the reveal, if asked
        REQUIRE(game.play() == interrupted_status);
        INFO(game.screen.all());
        CHECK_THAT(game.log(), Catch::Contains("Reveal: you play attack 4"));
        CHECK_THAT(game.log(), Catch::Contains("Totals: offense"));
        // Seat 1 attacks next: the player answers as the defense.
        CHECK(game.screen.contains("Defense You"));
      }
    }
  }
}

TEST_CASE("a deal is offered in two steps: what you give, then what you ask", "[ui][cosmic]") {
  Game game = dealt_game();
  game.apply({"aim at B1", "launch from R1", "done", "invite none", "invite none", "play negotiate",
              "play negotiate"});
  SECTION("what you give") {
    REQUIRE(game.play() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.screen.contains("Your offer"));
    CHECK(game.screen.contains("You give nothing"));
    // Any number of the hand's cards: more than the earlier cap of three.
    CHECK(game.screen.contains("You give 4 cards"));
    CHECK(game.screen.contains("Your turn: offer 1 of 3 in the deal with Seat 1: first what"));
    CHECK(game.screen.contains("Cards   neg vs neg"));
  }
  SECTION("the gives with a colony, last") {
    game.screen.press(Key::Kind::end);
    REQUIRE(game.play() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.screen.contains("You give colony+7 cards"));
  }
  SECTION("what you ask, and the offer made and accepted") {
    game.screen.press(Key::Kind::enter);  // give nothing
    SECTION("asked") {
      REQUIRE(game.play() == interrupted_status);
      INFO(game.screen.all());
      CHECK(game.screen.contains("You ask for "));
    }
    SECTION("made") {
      game.screen.press(Key::Kind::enter);
      REQUIRE(game.play() == interrupted_status);
      INFO(game.screen.all());
      CHECK_THAT(game.log(), Catch::Contains("You offer nothing for"));
      CHECK_THAT(game.log(), Catch::Contains("Seat 1 accepts: a deal."));
      CHECK(game.screen.contains("Your colony"));
      CHECK(game.screen.contains("Land on B1: Seat 1 4"));
    }
    SECTION("the colony landed on, then a second encounter offered") {
      game.screen.press(Key::Kind::enter);  // nothing asked: the colony
      game.screen.press(Key::Kind::enter);  // land on B1
      game.screen.press(Key::Kind::enter);  // a ship from R1
      game.screen.press(Key::Kind::end);
      game.screen.press(Key::Kind::enter);  // done landing
      REQUIRE(game.play() == interrupted_status);
      INFO(game.screen.all());
      CHECK_THAT(game.log(), Catch::Contains("You land 1 ship"));
      CHECK(game.screen.contains("B1 4 1r"));
      CHECK(game.screen.contains("Encounter again?"));
      CHECK(game.screen.contains("Have a second encounter"));
      CHECK(game.screen.contains("End your turn"));
      nothing_cut(game);
    }
  }
}

// Four players as the alliance_invitations scenario plays them, to the moment blue
// and green have both invited the player to their sides.
Game invited_game() {
  Game game(Setup{4, {{"aliens", "off"}, {"techs", "off"}, {"lucre", "off"}}});
  game.apply({"draw attack 10",
              "draw attack 8",
              "draw attack 6",
              "draw negotiate",
              "draw negotiate",
              "draw morph",
              "draw reinforcement +3",
              "draw attack 4",
              "draw attack 12",
              "draw attack 8",
              "draw attack 6",
              "draw negotiate",
              "draw negotiate",
              "draw reinforcement +2",
              "draw attack 4",
              "draw attack 5",
              "draw attack 14",
              "draw attack 8",
              "draw attack 6",
              "draw negotiate",
              "draw negotiate",
              "draw reinforcement +5",
              "draw attack 4",
              "draw card zap",
              "draw attack 13",
              "draw attack 11",
              "draw attack 9",
              "draw negotiate",
              "draw negotiate",
              "draw attack 7",
              "draw attack 6",
              "draw attack 6",
              "destiny blue",
              "aim at B1",
              "launch from R1",
              "done",
              "invite none",
              "invite none",
              "play attack 10",
              "play attack 12",
              "pass",
              "pass",
              "destiny green",
              "aim at G1",
              "launch from B1",
              "done",
              "invite 0 2",
              "invite 0",
              "join offense",
              "ally from Y1",
              "ally from Y1",
              "ally from Y1",
              "ally from Y1"});
  return game;
}

TEST_CASE("an invitation answered on the board, then the ships sent as an ally", "[ui][cosmic]") {
  Game game = invited_game();
  SECTION("the question") {
    REQUIRE(game.play() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.screen.contains("Invited"));
    CHECK(game.screen.contains("Join the offense (Seat 1)"));
    CHECK(game.screen.contains("Join the defense (Seat 3)"));
    CHECK(game.screen.contains("Decline"));
    CHECK(game.screen.contains(
        "Your turn: invited by both sides to join (Seat 1 against Seat 3 at G1)."));
    nothing_cut(game);
  }
  SECTION("joined: the ships, one colony at a time") {
    game.screen.press(Key::Kind::end);  // join the defense
    game.screen.press(Key::Kind::enter);
    game.screen.press(Key::Kind::enter);  // a ship from R1
    REQUIRE(game.play() == interrupted_status);
    INFO(game.screen.all());
    CHECK_THAT(game.log(), Catch::Contains("You ally with the defense."));
    CHECK(game.view().sent[0] == 1);
    CHECK(game.screen.contains("Ally ships"));
    CHECK(game.screen.contains("Done: 1 ship sent"));
    CHECK_THAT(game.row_with(" planet"), Catch::Contains("1r"));
  }
}

TEST_CASE("the Mind reads the opponent's hand under its own before Planning", "[ui][cosmic]") {
  Game game(Setup{3, {{"techs", "off"}, {"lucre", "off"}}});
  game.apply({"alien Mind",     "alien Warpish",  "alien Pacifist",
              "alien Virus",    "alien Human",    "alien Tripler",
              "keep Mind",      "keep Pacifist",  "keep Human",
              "draw attack 12", "draw attack 10", "draw attack 6",
              "draw attack 4",  "draw negotiate", "draw negotiate",
              "draw attack 8",  "draw attack 20", "draw attack 10",
              "draw attack 8",  "draw attack 6",  "draw reinforcement +3",
              "draw negotiate", "draw negotiate", "draw attack 15",
              "draw attack 14", "draw attack 8",  "draw attack 6",
              "draw attack 6",  "draw attack 4",  "draw negotiate",
              "draw negotiate", "draw attack 11", "draw attack 13",
              "destiny blue",   "aim at B1",      "launch from R1",
              "launch from R2", "done",           "invite none",
              "invite none"});
  REQUIRE(game.play() == interrupted_status);
  INFO(game.screen.all());
  CHECK(game.screen.contains("Planning"));
  CHECK(game.screen.contains("Seat 1's hand, read: attack 6, attack 8, attack"));
  CHECK(game.screen.contains("10, attack 14, attack 15, negotiate, negotiate,"));
  CHECK(game.screen.contains("Mind"));
}

TEST_CASE("the pages: help, aliens, scores, the log", "[ui][cosmic]") {
  Game game;
  SECTION("help") {
    game.screen.type("?");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Cosmic Encounter " + std::string(unicode_glyphs().dash) + " help"));
    CHECK(game.screen.contains("pick a card of your hand"));
  }
  SECTION("the tech to keep, its text under the hand") {
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.screen.contains("Your tech"));
    CHECK(game.screen.contains("Keep tech "));
    CHECK(game.screen.contains("(research "));
    CHECK(game.screen.contains("Your turn: choose the tech to keep."));
  }
  SECTION("the aliens") {
    game.screen.press(Key::Kind::enter);
    game.screen.type("a");
    REQUIRE(game.play() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.screen.contains("Aliens in play"));
    CHECK(game.screen.contains("Power: "));
    CHECK(game.screen.contains("Wild flare"));
  }
  SECTION("scores") {
    game.screen.type("s");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Foreign colonies"));
  }
  SECTION("the moves menu plays a move in the notation") {
    game.screen.type("m");
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.screen.contains("Your moves"));
    CHECK(game.screen.contains("keep "));
  }
  SECTION("a move chosen from the moves menu is played") {
    game.screen.type("m");
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    CHECK(game.view().aliens[0] != cs::no_alien);
    CHECK(game.screen.contains("Your tech"));
  }
}

TEST_CASE("the rivals are named and greet the table as the first turn begins", "[ui][cosmic]") {
  Game game(Setup{4, {{"lucre", "off"}}});  // no auctions before the turn's first line
  game.screen.press(Key::Kind::enter);      // the alien
  game.screen.press(Key::Kind::enter);      // the tech
  REQUIRE(game.play(false, false, {"auntie-mo", "baron-vex", "cipher"}) == interrupted_status);
  INFO(game.screen.all());
  CHECK(game.screen.contains("Auntie"));
  CHECK(game.screen.contains("Baron"));
  // A rival's greeting, in quotes, or left for L by the recap, which counts it.
  CHECK((game.screen.contains(": \"") || game.screen.contains("--more--")));
  CHECK_FALSE(game.screen.contains("Last: "));  // no encounter has ended yet
  // The rivals' sentences fill the narrow log; the panel says the player is the offense.
  CHECK(game.screen.contains("Offense You"));
}

// The board drawn from `view` at 80x24 with `log`, `card` of the hand picked.
MemoryScreen drawn(const cs::CosmicView& view, int card = -1,
                   const std::vector<std::string>& log = {}) {
  MemoryScreen screen(80, 24);
  const std::vector<LineSource> sources;
  const std::vector<Sitter> sitters = sitters_for(BoardSettings{}, view.players);
  cosmic::draw_board(screen, unicode_glyphs(),
                     {view, log, sources, sitters, 7, 0, nullptr, std::nullopt, card, {}},
                     "Your turn.", {"? help"});
  return screen;
}

TEST_CASE("crowded planets, a long hand and long tech names are drawn whole", "[ui][cosmic]") {
  Game game(Setup{5, {}});
  cs::CosmicView view = dynamic_cast<const cs::CosmicView&>(*game.state->view(0));
  REQUIRE(view.lucre_on);
  REQUIRE(view.planets.size() == 25);
  REQUIRE(view.invested.size() == 25);
  // B1 holds 3 of blue's own, 2 red and $1 invested; R5 2 red, 4 blue, 4 yellow, 1 green.
  view.planets[5] = {2, 3, 0, 0, 0};
  view.invested[5] = 1;
  view.planets[4] = {2, 4, 4, 1, 0};
  // Twelve cards: more than two rows of names.
  view.hand.assign(12, cs::Card{cs::CardKind::reinforcement, 5, false});
  // Your tech known, its name longer than the seat row has room for.
  REQUIRE(view.tech_list != nullptr);
  const auto longest = std::max_element(
      view.tech_list->begin(), view.tech_list->end(),
      [](const cs::Tech& a, const cs::Tech& b) { return a.name.size() < b.name.size(); });
  view.techs[0] = static_cast<int>(longest - view.tech_list->begin());
  view.tech_stages[0] = cs::TechStage::research;
  view.research[0] = 1;
  const MemoryScreen screen = drawn(view);
  INFO(screen.all());
  CHECK(screen.contains("B1 3 $1 2r"));
  CHECK(screen.contains("R5 2 4b 4y 1g"));
  // Every card's name whole: four rows of three, no "+N" standing in for the rest.
  int names = 0;
  for (int r = 0; r < screen.height(); ++r) {
    const std::string row = screen.row(r);
    for (std::size_t at = row.find("reinforcement +5"); at != std::string::npos;
         at = row.find("reinforcement +5", at + 1))
      ++names;
  }
  CHECK(names == 12);
  CHECK(
      screen.contains("Techs: You " + longest->name + " 1/" + std::to_string(longest->cost) + "."));
  CHECK(cut_text(screen, unicode_glyphs()).empty());

  // A card picked out whose text has no rows left under so big a hand: the board says
  // where the text is read whole rather than cut it.
  const MemoryScreen picked = drawn(view, 0);
  INFO(picked.all());
  CHECK(picked.contains("(more: c shows this text whole)"));
  CHECK(cut_text(picked, unicode_glyphs()).empty());
}

TEST_CASE("the last encounter's story: rewards said again told once, a long one left to L",
          "[ui][cosmic]") {
  Game game(Setup{4, {}});
  const cs::CosmicView view = dynamic_cast<const cs::CosmicView&>(*game.state->view(0));
  REQUIRE(view.defense == nobody);
  std::vector<std::string> log = {
      "Totals: offense 18 (card 12, ships 4, Human flare 2), defense 19 (card 8, ships 3).",
      "You lose the encounter: your ships go to the warp."};
  for (const char* ally : {"Dottie Ferrante", "Auntie Mo"}) {
    for (int ship = 0; ship < 3; ++ship)
      log.push_back(std::string(ally) + " draws a Reward card.");
  }
  const MemoryScreen screen = drawn(view, -1, log);
  INFO(screen.all());
  CHECK(screen.contains("Last: "));
  CHECK(screen.contains("(18 vs 19) You lose the"));
  // Six lines of rewards come to two; still more than the panel's four rows hold.
  CHECK(screen.contains("(more: L shows the log)"));
  CHECK(cut_text(screen, unicode_glyphs()).empty());

  log.resize(3);  // one reward: the story fits, whole; the market's news is not a reward
  log.push_back("The market shows Best of 2 Reward (at least 3 Lucre).");
  const MemoryScreen short_story = drawn(view, -1, log);
  INFO(short_story.all());
  CHECK(short_story.contains("Dottie Ferrante draws a"));
  for (int row = 0; row < 12; ++row)  // above the log panel, which tells it
    CHECK_THAT(short_story.row(row), !Catch::Contains("Best of 2"));
  CHECK_FALSE(short_story.contains("(more: L shows the log)"));

  // Three rewards alike are told once, as the log panel tells them.
  const MemoryScreen folded =
      drawn(view, -1,
            {"Seat 1 wins the encounter and lands on Y2.", "Seat 2 draws a Reward card.",
             "Seat 2 draws a Reward card.", "Seat 2 draws a Reward card."});
  INFO(folded.all());
  int last_row = 0;
  int panel = 0;
  REQUIRE(folded.find("Last: ", last_row, panel));
  std::string told;  // the panel's rows under "Last:", joined
  for (int row = last_row + 1; row < last_row + 5; ++row) {
    std::string line;
    for (int col = panel; col < folded.width(); ++col)
      line += static_cast<char>(folded.cell(row, col).ch);
    told += " " + line.substr(0, line.find_last_not_of(' ') + 1);
  }
  CHECK_THAT(told, Catch::Contains("Seat 2 draws a Reward card (3 times)."));

  // The Loser flare's Wild calls the upset that makes the lower total win.
  const MemoryScreen upset =
      drawn(view, -1,
            {"Auntie Mo plays the Loser flare as a Wild.",
             "An upset is called: in attack against attack the lower total wins.",
             "Totals: offense 9 (card 6, ships 3), defense 6 (card 4, ships 2).",
             "Auntie Mo holds G2: the offense's ships go to the warp."});
  INFO(upset.all());
  CHECK(upset.contains("(9 vs 6, upset) Auntie Mo"));
}

TEST_CASE("a system too crowded for one row of planets takes two, every ship whole",
          "[ui][cosmic]") {
  Game game(Setup{5, {}});
  cs::CosmicView view = dynamic_cast<const cs::CosmicView&>(*game.state->view(0));
  // Each of blue's five planets: 3 of blue's own, 2 red, 4 yellow and $2 invested.
  for (int planet = 5; planet < 10; ++planet) {
    view.planets[static_cast<std::size_t>(planet)] = {2, 3, 4, 0, 0};
    view.invested[static_cast<std::size_t>(planet)] = 2;
  }
  const MemoryScreen screen = drawn(view);
  INFO(screen.all());
  int rows_of_b = 0;
  for (int planet = 1; planet <= 5; ++planet)
    CHECK(screen.contains("B" + std::to_string(planet) + " 3 $2 2r 4y"));
  for (int r = 0; r < screen.height(); ++r)
    rows_of_b += screen.row(r).find("B1 3") != std::string::npos ||
                         screen.row(r).find("B4 3") != std::string::npos
                     ? 1
                     : 0;
  CHECK(rows_of_b == 2);
  // Yellow's system follows under blue's second row.
  CHECK(screen.row(6).find("Y ") != std::string::npos);
  CHECK(cut_text(screen, unicode_glyphs()).empty());
}

TEST_CASE("c shows every card of the hand with its text", "[ui][cosmic]") {
  Game game = dealt_game();
  game.screen.type("c");
  REQUIRE(game.play() == interrupted_status);
  INFO(game.screen.all());
  CHECK(game.screen.contains("Your hand:"));
  CHECK(game.screen.contains("attack 10: your side's total is 10 plus its ships"));
}

TEST_CASE("a terminal too small gets one clear message", "[ui][cosmic]") {
  Game game(Setup{4, {}}, 40, 10);
  REQUIRE(game.play() == interrupted_status);
  CHECK(game.screen.contains("Make the terminal at least 80"));
}

TEST_CASE("only ASCII on screen with --ascii, mid-encounter too", "[ui][cosmic]") {
  Game game = dealt_game();
  game.screen.press(Key::Kind::enter);
  game.screen.press(Key::Kind::enter);
  REQUIRE(game.play(false, true) == interrupted_status);
  INFO(game.screen.all());
  CHECK(ascii_only(game.screen.all()));
  CHECK(game.screen.contains("Launch"));
}

TEST_CASE("random keys against random rivals never break the board", "[ui][cosmic]") {
  for (std::uint64_t seed : {1u, 2u}) {
    Game game;
    game.seed = seed;
    Rng pick(seed, Stream::cosmetic, 3);
    press_at_random(game.screen,
                    {key_of(Key::Kind::enter), key_of(Key::Kind::enter), key_of(Key::Kind::down),
                     key_of(Key::Kind::up), key_of(Key::Kind::left), key_of(Key::Kind::escape),
                     key_of(U'n'), key_of(U'a')},
                    pick, 1500);
    const int status = game.play(true, seed == 2);
    CHECK((status == 0 || status == interrupted_status));
  }
}

TEST_CASE("Cosmic Encounter has a board: play opens it", "[ui][cosmic]") {
  CHECK(has_board(cs::chapter()));
  MemoryScreen screen(80, 24);
  CHECK(play_on_screen(screen, unicode_glyphs(), cs::chapter(), Setup{4, {}}, 3,
                       shipped_content_dir) == interrupted_status);
  CHECK(screen.contains("Your alien"));
  CHECK_FALSE(screen.contains("not built yet"));
}

TEST_CASE("Lucre on the board: each purse, the market, an auction called with an amount",
          "[ui][cosmic][lucre]") {
  Game game(Setup{3, {{"aliens", "off"}, {"techs", "off"}}});
  deal_market(game);
  game.screen.press(Key::Kind::down);   // the first market card
  game.screen.press(Key::Kind::enter);  // asks the first bid
  REQUIRE(game.play() == interrupted_status);
  INFO(game.screen.all());
  for (const char* purse : {"$1", "$2", "$3"})
    CHECK(game.screen.contains(purse));
  CHECK(game.screen.contains("1 Best of 2 Cosmic"));
  CHECK(game.screen.contains("3 Rebirth"));
  CHECK(game.screen.contains("6+"));
  CHECK(game.screen.contains("Your first bid"));
  CHECK(game.screen.contains("How much? (1 to 1)"));
  // The card's text shows under the hand while it is asked about.
  CHECK(game.screen.contains("Best of 2 Cosmic (at least 1): Draw two cosmic"));
}

TEST_CASE("an offer's Lucre is asked after its cards, either way", "[ui][cosmic]") {
  // The table of tests/scenarios/cosmic-lucre/lucre_in_a_deal.txt: the player's Extra
  // Deal with Seat 1 over B2, the player holding 5 Lucre and Seat 1 2.
  Setup setup{3, {{"aliens", "off"}, {"techs", "off"}}};
  setup.boons.extra_money = 9;
  Game game(setup);
  game.apply({"draw attack 12",
              "draw attack 10",
              "draw attack 6",
              "draw reinforcement +2",
              "draw negotiate",
              "draw negotiate",
              "draw attack 8",
              "draw attack 20",
              "draw attack 15",
              "draw attack 13",
              "draw attack 9",
              "draw attack 7",
              "draw attack 5",
              "draw attack 1",
              "draw morph",
              "draw attack 11",
              "draw attack 14",
              "draw attack 12",
              "draw attack 10",
              "draw attack 8",
              "draw attack 6",
              "draw attack 4",
              "draw attack 0",
              "draw attack 30",
              "auction Extra Deal",
              "auction Free 3 Ships",
              "auction Free 7 Ships",
              "auction 1 bid 5",
              "pass",
              "pass",
              "carry out",
              "done",
              "done",
              "done",
              "destiny blue",
              "aim at B2",
              "offer 4 cards for colony"});
  SECTION("what you give: up to the 5 Lucre you hold") {
    REQUIRE(game.play() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.screen.contains("Your offer's Lucre"));
    CHECK(game.screen.contains("you give 4 cards for a"));
    CHECK(game.screen.contains("colony; now the Lucre each way"));
    CHECK(game.screen.contains("You give 4 Lucre"));
  }
  SECTION("what you ask: up to the 2 Lucre Seat 1 holds") {
    game.screen.press(Key::Kind::enter);
    REQUIRE(game.play() == interrupted_status);
    INFO(game.screen.all());
    CHECK(game.screen.contains("You ask for 2 Lucre"));
    CHECK_FALSE(game.screen.contains("You ask for 3 Lucre"));
  }
}

}  // namespace
}  // namespace gavel::ui::cosmic_testing
