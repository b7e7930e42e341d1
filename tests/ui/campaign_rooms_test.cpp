// The rooms of a district, a table's results and the run's end, on the in-memory
// screen: what each shows, what is greyed and why, and the moves their keys make.

#include <catch2/catch.hpp>

#include "gavel/campaign/autopilot.h"
#include "gavel/campaign/summary.h"
#include "ui/campaign_desk.h"

namespace gavel::ui::testing {
namespace {

TEST_CASE("the Black Market lays out its wares with prices and what they do", "[ui][campaign]") {
  RunDesk desk;
  cp::Run run = run_on_map(5);
  walk_into(run, cp::RoomKind::black_market);
  REQUIRE(run.offers.size() == 3);
  SECTION("every ware, its price and where it acts; the cursor on Leave") {
    REQUIRE(desk.play(run) == interrupted_status);
    INFO(desk.screen.all());
    CHECK(desk.screen.contains("$ Black Market"));
    for (const std::string& id : run.offers) {
      const cp::Perk& perk = *campaign_content().perk(id);
      CHECK_THAT(desk.row_with(perk.name),
                 Catch::Contains(std::to_string(cp::price(run, perk)) + " garnet"));
    }
    CHECK(desk.cell_of("Leave").style.reverse);
    CHECK(desk.screen.contains("Enter leaves; up and down choose a ware to buy."));
    CHECK_THAT(desk.screen.row(desk.screen.height() - 1), Catch::Contains("Enter leave"));
    RunDesk looking;
    looking.screen.press(Key::Kind::down);  // round to the first ware
    REQUIRE(looking.play(run) == interrupted_status);
    const cp::Perk& first = *campaign_content().perk(run.offers.front());
    CHECK(looking.cell_of(first.name).style.reverse);
    CHECK(looking.screen.contains(first.text.substr(0, 30)));
  }
  SECTION("wares beyond the purse are greyed, with the reason when the cursor is on one") {
    run.garnets = 0;
    desk.screen.press(Key::Kind::down);
    desk.screen.press(Key::Kind::enter);
    REQUIRE(desk.play(run) == interrupted_status);
    const cp::Perk& first = *campaign_content().perk(run.offers.front());
    CHECK(desk.cell_of(first.name).style.reverse);
    CHECK(desk.screen.contains(cp::why_not_buy(run, campaign_content(), first.id)));
    const cp::Perk& second = *campaign_content().perk(run.offers[1]);
    CHECK(desk.cell_of(second.name).style.tone == Tone::dim);
    CHECK(run.offers.size() == 3);  // Enter bought nothing
  }
  SECTION("every perk held is named whole, on as many rows as it takes") {
    run.perks = {"spare-coin", "deep-pockets",      "opening-gavel",    "big-wallet",
                 "informant",  "ledger-spy",        "mint-tin",         "candy-stipend",
                 "crib-sheet", "steamed-envelopes", "offworld-account", "soft-landing"};
    REQUIRE(desk.play(run) == interrupted_status);
    INFO(desk.screen.all());
    for (const std::string& id : run.perks)
      CHECK(desk.screen.contains(campaign_content().perk(id)->name));
  }
  SECTION("Enter alone leaves and spends nothing, however full the purse") {
    run.garnets = 30;
    desk.screen.press(Key::Kind::enter);
    desk.play(run);
    CHECK(run.stage == cp::Stage::walking);
    CHECK(run.bought.empty());
    CHECK(run.garnets == 30);
  }
  SECTION("Enter on a ware buys it, the run is saved, the cursor goes back to Leave") {
    run.garnets = 30;
    const std::string first = run.offers.front();
    desk.screen.press(Key::Kind::down);
    desk.screen.press(Key::Kind::enter);
    REQUIRE(desk.play(run) == interrupted_status);
    CHECK(run.bought == std::vector<std::string>{first});
    CHECK(run.garnets == 30 - cp::price(run, *campaign_content().perk(first)));
    CHECK(desk.saved() == run);
    CHECK(desk.cell_of("Leave").style.reverse);
    RunDesk leaving;
    leaving.screen.press(Key::Kind::escape);
    leaving.play(run);
    CHECK(run.stage == cp::Stage::walking);
  }
}

TEST_CASE("a Rumour shows its choices with cost and chance, then what came of it",
          "[ui][campaign]") {
  RunDesk desk;
  cp::Run run = run_on_map(5);
  walk_into(run, cp::RoomKind::rumour);
  REQUIRE(run.stage == cp::Stage::rumour);
  run.rumour = {"dice-in-the-back", -1, -1, false};
  const cp::Rumour& rumour = *campaign_content().rumour("dice-in-the-back");
  SECTION("the title, the text and the choices") {
    REQUIRE(desk.play(run) == interrupted_status);
    INFO(desk.screen.all());
    CHECK(desk.screen.contains(rumour.title));
    CHECK(desk.screen.contains("A man in a paper hat runs a dice game"));
    CHECK(desk.screen.contains("1. Stake 2 garnets"));
    CHECK(desk.screen.contains("costs 2 garnets up front, 50% chance"));
    CHECK(desk.screen.contains("2. Walk on by"));
    CHECK(desk.screen.contains("nothing up front, certain"));
  }
  SECTION("a choice beyond the purse is closed, with the reason; the cursor skips it") {
    run.garnets = 1;
    REQUIRE(desk.play(run) == interrupted_status);
    CHECK(desk.screen.contains("It takes 2 garnets; you have 1."));
    CHECK(desk.cell_of("1. Stake").style.tone == Tone::dim);
    CHECK(desk.cell_of("2. Walk on by").style.reverse);
  }
  SECTION("the cursor starts on the choice that costs and risks nothing") {
    REQUIRE(desk.play(run) == interrupted_status);
    CHECK(desk.cell_of("2. Walk on by").style.reverse);
  }
  SECTION("Enter chooses; the outcome shows; Enter leaves") {
    desk.screen.type("1");
    desk.screen.press(Key::Kind::enter);
    REQUIRE(desk.play(run) == interrupted_status);
    REQUIRE(run.rumour.chosen == 0);
    const cp::Choice& choice = rumour.choices[0];
    CHECK(desk.screen.contains(run.rumour.happened ? choice.outcome : choice.otherwise_outcome));
    CHECK(desk.screen.contains("You chose: Stake 2 garnets"));
    // What it changed, in numbers: the stake, and the winnings if the dice allowed.
    CHECK(desk.screen.contains(run.rumour.happened ? "+3 garnets." : "-2 garnets."));
    CHECK(desk.saved() == run);
    RunDesk leaving;
    leaving.screen.press(Key::Kind::enter);
    leaving.play(run);
    CHECK(run.stage == cp::Stage::walking);
  }
  SECTION("Esc does not leave before a choice is made") {
    desk.screen.press(Key::Kind::escape);
    desk.play(run);
    CHECK(run.stage == cp::Stage::rumour);
    CHECK(desk.screen.contains("The rumour waits for your choice"));
  }
}

TEST_CASE("a Rumour's cursor starts on walking on, not on a free gamble", "[ui][campaign]") {
  RunDesk desk;
  cp::Run run = run_on_map(5);
  walk_into(run, cp::RoomKind::rumour);
  REQUIRE(run.stage == cp::Stage::rumour);
  REQUIRE_FALSE(run.table.rivals.empty());
  // The sleeping powder costs nothing up front, but may cost a grudge.
  run.rumour = {"tea-with-rival", 0, -1, false};
  REQUIRE(desk.play(run) == interrupted_status);
  CHECK(desk.cell_of("3. Leave before the tea cools").style.reverse);
}

TEST_CASE("no two choices of a rumour read the same on screen", "[ui][campaign]") {
  for (const cp::Rumour& rumour : campaign_content().rumours) {
    INFO(rumour.id);
    RunDesk desk;
    cp::Run run = run_on_map(5);
    walk_into(run, cp::RoomKind::rumour);
    run.rumour = {rumour.id, rumour.names_rival() ? 0 : -1, -1, false};
    run.garnets = 9;
    REQUIRE(desk.play(run) == interrupted_status);
    INFO(desk.screen.all());
    // Each choice's lines, from its label to the next label: what it asks, risks and does.
    std::vector<std::string> reads;
    for (std::size_t i = 0; i < rumour.choices.size(); ++i) {
      int row = 0;
      int column = 0;
      const std::string label = cp::rumour_words(run, campaign_content(), rumour.choices[i].label);
      REQUIRE(desk.screen.find(std::to_string(i + 1) + ". " + label, row, column));
      std::string lines;
      for (int r = row + 1; r < desk.screen.height(); ++r) {
        const std::string text = desk.screen.row(r);
        const auto first = text.find_first_not_of(' ');
        // The list's labels stand at `column`, their lines indented further.
        if (first == std::string::npos || static_cast<int>(first) <= column) break;
        lines += text.substr(first) + "\n";
      }
      CHECK_FALSE(lines.empty());
      CHECK_THAT(lines, Catch::Contains(rumour.choices[i].chance < 100 ? "% chance" : "certain"));
      for (const std::string& other : reads)
        CHECK(other != lines);
      reads.push_back(lines);
    }
  }
}

TEST_CASE("the Pawnshop trades tokens and garnets, and says why not", "[ui][campaign]") {
  RunDesk desk;
  cp::Run run = run_on_map(5);
  walk_into(run, cp::RoomKind::pawnshop);
  REQUIRE(run.tokens == 2);
  REQUIRE(run.garnets == 3);
  SECTION("buying back is greyed while garnets are short") {
    desk.play(run);
    CHECK(desk.screen.contains("Pawn a token of life"));
    CHECK(desk.screen.contains("A token costs 6 garnets; you have 3."));
    CHECK(desk.cell_of("Buy a token of life back").style.tone == Tone::dim);
  }
  SECTION("Enter alone leaves with the tokens kept") {
    desk.screen.press(Key::Kind::enter);
    desk.play(run);
    CHECK(run.stage == cp::Stage::walking);
    CHECK(run.tokens == 2);
    CHECK(run.garnets == 3);
  }
  SECTION("the first trade pawns a token; the last one is refused") {
    desk.screen.type("k");  // from Leave up to the trades, round to the first
    desk.screen.type("k");
    desk.screen.press(Key::Kind::enter);
    desk.screen.press(Key::Kind::enter);
    desk.play(run);
    CHECK(run.tokens == 1);
    CHECK(run.garnets == 3 + cp::pawn_garnets);
    CHECK(desk.screen.contains("The pawnbroker will not take your last token of life."));
    CHECK(desk.saved() == run);
  }
}

TEST_CASE("a Quiet Room is calm, and Enter leaves it", "[ui][campaign]") {
  RunDesk desk;
  cp::Run run = run_on_map(5);
  walk_into(run, cp::RoomKind::quiet_room);
  desk.play(run);
  CHECK(desk.screen.contains(". Quiet Room"));
  CHECK(desk.screen.contains("Enter: back to the map."));
  RunDesk leaving;
  leaving.screen.press(Key::Kind::enter);
  leaving.play(run);
  CHECK(run.stage == cp::Stage::walking);
  CHECK(leaving.saved() == run);
}

TEST_CASE("the results show the standings by name, what was earned and the grudges",
          "[ui][campaign]") {
  RunDesk desk;
  cp::Run run = run_on_map(5);
  walk_to_table(run);
  cp::finish_table(run, campaign_content(), {{2, 30}, {1, 40}, {3, 20}, {4, 10}});
  REQUIRE(run.stage == cp::Stage::results);
  desk.play(run);
  INFO(desk.screen.all());
  CHECK(desk.screen.contains("Auction Web, the results"));
  CHECK_THAT(desk.row_with("You"), Catch::Contains("2nd"));
  CHECK_THAT(desk.row_with("You"), Catch::Contains("30"));
  const auto name = [&](std::size_t seat) {
    return campaign_content().roster.find(run.table.rivals[seat - 1])->name;
  };
  CHECK_THAT(desk.row_with(name(1)), Catch::Contains("1st"));
  CHECK_THAT(desk.row_with(name(3)), Catch::Contains("10"));
  CHECK(desk.screen.contains("You finished 2nd of 4."));
  CHECK(desk.screen.contains("You earn 1 garnet."));
  CHECK(desk.screen.contains(name(2) + " and " + name(3) + " finished below you"));
  CHECK(desk.screen.contains("Enter: on to act 2, Auctionland."));

  RunDesk next;
  next.screen.press(Key::Kind::enter);
  next.play(run);
  CHECK(run.act == 1);
  CHECK(run.stage == cp::Stage::intro);
  CHECK(next.saved() == run);
}

TEST_CASE("last place costs a token and says so", "[ui][campaign]") {
  RunDesk desk;
  cp::Run run = run_on_map(5);
  walk_to_table(run);
  cp::finish_table(run, campaign_content(), {{4, 1}, {1, 40}, {2, 20}, {3, 10}});
  desk.play(run);
  CHECK(desk.screen.contains("You finished 4th of 4."));
  CHECK(desk.screen.contains("You lose a token of life."));
  CHECK(desk.cell_of("You lose").style.tone == Tone::bad);
}

TEST_CASE("the run's end goes into the hall of fame, writes the summary, removes the save",
          "[ui][campaign]") {
  RunDesk desk;
  cp::Run run = cp::start_run(campaign_content(), 2, 0);  // a quick run of all five acts
  cp::autoplay(run, campaign_content(), shipped_content_dir);
  REQUIRE(run.over());
  SECTION("a lost run or a won one") {
    const bool won = GENERATE(false, true);
    run.stage = won ? cp::Stage::won : cp::Stage::lost;
    desk.store(run);
    REQUIRE(desk.play(run) == interrupted_status);
    INFO(desk.screen.all());
    CHECK(desk.screen.contains(won ? "The run is won" : "The run is lost"));
    CHECK(desk.screen.contains("Score " + std::to_string(cp::run_score(run)) +
                               ", 1st in the hall of fame."));
    CHECK(desk.screen.contains("Gavel run 2"));
    CHECK(desk.screen.contains("Ascension 1 is unlocked") == won);
    CHECK_FALSE(desk.run_file.exists());
    const std::filesystem::path summary = desk.saves.path() / "run-2.txt";
    CHECK(file_bytes(summary) == cp::run_summary(run, campaign_content()));
    CHECK_FALSE(std::filesystem::exists(summary.string() + ".tmp"));
    SaveFile profile_file(desk.lock, cp::profile_file);
    const cp::Profile profile = cp::load_profile(profile_file);
    REQUIRE(profile.hall.size() == 1);
    CHECK(profile.hall[0].date == "2026-11-22");
    CHECK(profile.hall[0].seed == 2);
    CHECK(profile.ascension_unlocked == (won ? 1 : 0));
  }
}

}  // namespace
}  // namespace gavel::ui::testing
