// What the district offers: every perk and rumour choice in the content states its
// cost and where it acts, and can act in some run; a room never offers what would
// change nothing in the run as it stands.

#include <fstream>
#include <iterator>
#include <vector>

#include <catch2/catch.hpp>

#include "campaign/acts.h"
#include "gavel/campaign/autopilot.h"
#include "gavel/campaign/words.h"
#include "gavel/games/catalog.h"
#include "support/shipped_content.h"

namespace gavel::campaign {
namespace {

using testing::at_act;
using testing::campaign_content;
using testing::shipped_content_dir;

bool begins(const std::string& text, const std::string& start) {
  return text.rfind(start, 0) == 0;
}

// The run at each act's introduction, the first of its table's rivals holding a grudge,
// so that a choice easing one has something to ease.
std::vector<Run> one_run_an_act() {
  std::vector<Run> runs;
  for (int act = 0; act < static_cast<int>(all_chapters().size()); ++act) {
    Run run = at_act(act, 7);
    if (!run.table.rivals.empty()) run.grudges[run.table.rivals.front()] = 1;
    runs.push_back(run);
  }
  return runs;
}

TEST_CASE("every perk states its price and its tables, and acts in some act",
          "[campaign][content][offers]") {
  const std::vector<Run> runs = one_run_an_act();
  for (const Perk& perk : campaign_content().perks) {
    INFO(perk.id);
    CHECK(price(runs.front(), perk) > 0);
    // A perk for some chapters names each in its text, and the wares say the act.
    for (const std::string& chapter : perk.chapters) {
      // "Cosmic Encounter" for "Cosmic Encounter: Lucre": the game, less its variant.
      const std::string title = chapter_title(chapter);
      CHECK(perk.text.find(title.substr(0, title.find(':'))) != std::string::npos);
      CHECK(begins(perk_acts(runs.front(), perk), "act"));
      CHECK(perk_reach(runs.front(), perk).find(chapter_title(chapter) + " at act ") !=
            std::string::npos);
    }
    CHECK(std::any_of(runs.begin(), runs.end(),
                      [&](const Run& run) { return acts_now(run, campaign_content(), perk); }));
  }
}

TEST_CASE("every rumour's choices state their cost, and each rumour acts in some act",
          "[campaign][content][offers]") {
  const std::vector<Run> runs = one_run_an_act();
  for (const Rumour& rumour : campaign_content().rumours) {
    INFO(rumour.id);
    bool told = false;
    for (const Run& run : runs) {
      const int rivals = rumour.names_rival() ? static_cast<int>(run.table.rivals.size()) : 0;
      for (int rival = rumour.names_rival() ? 0 : -1; rival < rivals; ++rival)
        told = told || rumour_acts(run, campaign_content(), rumour, rival);
    }
    CHECK(told);
    for (const Choice& choice : rumour.choices) {
      const std::string words = choice_words(runs.front(), campaign_content(), choice);
      INFO(words);
      CHECK(begins(words, choice.cost > 0 ? "costs " + garnets(choice.cost) + " up front"
                                          : "nothing up front"));
    }
  }
}

TEST_CASE("a gift names the chapter and act of the table it goes to, and its catch",
          "[campaign][offers]") {
  Run run = at_act(0, 7);
  CHECK(gift_words(run, "starts", 1) == "a gift for Auction Web, act 1: you go first");
  run = at_act(1, 7);
  // Auctionland deals money by seat: going first means the first seat's, the least.
  const std::string first = gift_words(run, "starts", 1);
  CHECK(begins(first, "a gift for Auctionland, act 2: you go first, and there the first seat"));
  CHECK(first.find("$10") != std::string::npos);
  CHECK(gift_words(run, "house-colours", 1) ==
        "a gift for Auction Auction, act 4: know the first house's colour");
  // The catch's figures are those of Auctionland's rules file.
  std::ifstream file(shipped_content_dir / "auctionland" / "rules.json");
  const std::string rules{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
  CHECK(rules.find("\"money_by_seat\": [10, 12, 14, 16") != std::string::npos);
}

// Whole runs of each seed at the ascension: every ware and every rumour told would
// change something.
void check_rooms_offer_what_acts(const std::vector<std::uint64_t>& seeds, int ascension) {
  for (const std::uint64_t seed : seeds) {
    Run run = start_run(campaign_content(), seed, ascension);
    int wares = 0;
    int rumours = 0;
    autoplay(run, campaign_content(), shipped_content_dir, [&](const Run& now) {
      if (now.stage == Stage::black_market) {
        for (const std::string& id : now.offers) {
          INFO("seed " << seed << ", act " << now.act << ": " << id);
          CHECK(acts_now(now, campaign_content(), *campaign_content().perk(id)));
          ++wares;
        }
      }
      if (now.stage == Stage::rumour && now.rumour.chosen < 0) {
        INFO("seed " << seed << ", act " << now.act << ": " << now.rumour.id);
        CHECK(rumour_acts(now, campaign_content(), current_rumour(now, campaign_content()),
                          now.rumour.rival));
        ++rumours;
      }
    });
    CHECK(wares + rumours > 0);
  }
}

// Seeds whose runs play all five acts quickly, at ascension 0 and 5.
TEST_CASE("rooms offer nothing that would change nothing", "[campaign][offers]") {
  check_rooms_offer_what_acts({2, 8}, 0);
  check_rooms_offer_what_acts({9, 24}, 5);
}

TEST_CASE("rooms offer nothing that would change nothing, over forty seeds",
          "[.long][campaign][offers]") {
  std::vector<std::uint64_t> seeds;
  for (std::uint64_t seed = 1; seed <= 40; ++seed)
    seeds.push_back(seed);
  check_rooms_offer_what_acts(seeds, 0);
  check_rooms_offer_what_acts(seeds, 5);
}

TEST_CASE("a full hand of tokens or a redraw that seats the same rivals is not sold",
          "[campaign][offers]") {
  Run run = at_act(0, 7);
  const Perk& charm = *campaign_content().perk("lucky-charm");
  const Perk& fixer = *campaign_content().perk("fixer");
  run.tokens = max_tokens;
  CHECK_FALSE(acts_now(run, campaign_content(), charm));
  run.tokens = max_tokens - 1;
  CHECK(acts_now(run, campaign_content(), charm));
  CHECK(acts_now(run, campaign_content(), fixer));
  // Only three rivals in the roster: a redraw can seat no one else.
  Content small = campaign_content();
  small.roster.rivals.clear();
  for (const std::string& id : run.table.rivals)
    small.roster.rivals.push_back(*campaign_content().roster.find(id));
  CHECK_FALSE(acts_now(run, small, fixer));
  run.stage = Stage::black_market;
  run.offers = {"fixer"};
  CHECK_THAT(why_not_buy(run, small, "fixer"), Catch::Contains("same rivals"));
}

}  // namespace
}  // namespace gavel::campaign
