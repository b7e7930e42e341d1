// The autopilot's leanings (`gavel balance`): taking an item whenever it can, or never,
// and nothing else changed; a run leaning one way is the plain run until the leaning
// first sways a choice.

#include <algorithm>
#include <functional>
#include <optional>

#include <catch2/catch.hpp>

#include "gavel/campaign/autopilot.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/summary.h"
#include "gavel/core/error.h"
#include "support/shipped_content.h"

namespace gavel::campaign {
namespace {

using Catch::Contains;
using testing::campaign_content;
using testing::shipped_content_dir;

// A choice of the plain run of some seed (1, then the next) where `wanted` names an
// item: the seed, the run as it stood and the item.
struct Moment {
  std::uint64_t seed = 0;
  Run run;
  Item item;
};

Moment first_choice_where(const std::function<std::optional<Item>(const Run&)>& wanted) {
  for (std::uint64_t seed = 1; seed < 20; ++seed) {
    Run run = start_run(campaign_content(), seed, 0);
    std::optional<Moment> found;
    Steering steering;
    steering.before_choice = [&](const Run& now) {
      if (const std::optional<Item> item = wanted(now)) {
        found = Moment{seed, now, *item};
        throw seed;  // the rest of the run is not needed
      }
    };
    try {
      autoplay(run, campaign_content(), shipped_content_dir, steering);
    } catch (std::uint64_t) {
    }
    if (found) return *found;
  }
  FAIL("no plain run came to the wanted choice");
  return Moment();
}

// A perk on offer that the player can buy and the plain autopilot would (or would not).
std::optional<Item> perk_on_offer(const Run& now, bool plainly_bought) {
  if (now.stage != Stage::black_market) return std::nullopt;
  for (const std::string& id : now.offers) {
    const Item item{Item::Kind::perk, id, 0, RoomKind::quiet_room};
    if (why_not_buy(now, campaign_content(), id).empty() &&
        plainly_takes(now, campaign_content(), item) == plainly_bought)
      return item;
  }
  return std::nullopt;
}

// Every perk bought in the run, in order, acts finished and the one under way.
std::vector<std::string> bought(const Run& run) {
  std::vector<std::string> perks;
  for (const ChapterResult& result : run.results)
    perks.insert(perks.end(), result.bought.begin(), result.bought.end());
  if (!run.over()) perks.insert(perks.end(), run.bought.begin(), run.bought.end());
  return perks;
}

bool holds_in(const std::vector<std::string>& perks, const std::string& perk) {
  return std::find(perks.begin(), perks.end(), perk) != perks.end();
}

std::string steered_summary(std::uint64_t seed, const Steering& steering, int* taken = nullptr) {
  Run run = start_run(campaign_content(), seed, 0);
  const int times = autoplay(run, campaign_content(), shipped_content_dir, steering);
  if (taken != nullptr) *taken = times;
  return run_summary(run, campaign_content());
}

TEST_CASE("a leaning to take a perk buys it where it is offered", "[campaign][autoplay][leaning]") {
  const Moment offer = first_choice_where([](const Run& now) { return perk_on_offer(now, false); });
  const Leaning take{offer.item, true};
  REQUIRE(sways(offer.run, campaign_content(), take));

  Run run = start_run(campaign_content(), offer.seed, 0);
  Steering steering;
  steering.leaning = take;
  REQUIRE(autoplay(run, campaign_content(), shipped_content_dir, steering) >= 1);
  REQUIRE(holds_in(bought(run), offer.item.id));
}

TEST_CASE("a leaning never to take a perk never buys it", "[campaign][autoplay][leaning]") {
  const Moment buying = first_choice_where([](const Run& now) { return perk_on_offer(now, true); });
  const Leaning never{buying.item, false};
  REQUIRE(sways(buying.run, campaign_content(), never));

  Run run = start_run(campaign_content(), buying.seed, 0);
  Steering steering;
  steering.leaning = never;
  bool ever = false;
  steering.before_choice = [&](const Run& now) {
    ever = ever || holds_in(bought(now), never.item.id);
  };
  REQUIRE(autoplay(run, campaign_content(), shipped_content_dir, steering) == 0);
  REQUIRE_FALSE(ever);
  REQUIRE_FALSE(holds_in(bought(run), never.item.id));
}

TEST_CASE("a leaning run is the plain run until the leaning sways, and plays on alike from there",
          "[campaign][autoplay][leaning]") {
  const Moment offer = first_choice_where([](const Run& now) { return perk_on_offer(now, false); });
  Steering leaning;
  leaning.leaning = Leaning{offer.item, true};
  int from_start = 0;
  const std::string whole = steered_summary(offer.seed, leaning, &from_start);

  // The balance's shortcut: the plain run copied where the leaning first swayed.
  std::optional<Run> fork;
  Steering plain;
  plain.before_choice = [&](const Run& now) {
    if (!fork && sways(now, campaign_content(), *leaning.leaning)) fork = now;
  };
  Run run = start_run(campaign_content(), offer.seed, 0);
  autoplay(run, campaign_content(), shipped_content_dir, plain);
  REQUIRE(run_summary(run, campaign_content()) != whole);
  REQUIRE(fork.has_value());
  REQUIRE(autoplay(*fork, campaign_content(), shipped_content_dir, leaning) == from_start);
  REQUIRE(run_summary(*fork, campaign_content()) == whole);
}

TEST_CASE("without a leaning, or with one the run never meets, the autopilot plays as always",
          "[campaign][autoplay][leaning]") {
  // Seed 2 plays all five acts quickly.
  Run plain = start_run(campaign_content(), 2, 0);
  autoplay(plain, campaign_content(), shipped_content_dir);
  const std::string summary = run_summary(plain, campaign_content());
  REQUIRE(steered_summary(2, {}) == summary);

  // A rumour the plain run never heard: leaning on its answers changes nothing.
  const auto untold = std::find_if(
      campaign_content().rumours.begin(), campaign_content().rumours.end(), [&](auto& r) {
        return std::find(plain.rumours_heard.begin(), plain.rumours_heard.end(), r.id) ==
               plain.rumours_heard.end();
      });
  REQUIRE(untold != campaign_content().rumours.end());
  for (const bool take : {true, false}) {
    Steering steering;
    steering.leaning = Leaning{read_item(campaign_content(), "answer:" + untold->id + "/1"), take};
    int taken = -1;
    REQUIRE(steered_summary(2, steering, &taken) == summary);
    REQUIRE(taken == 0);
  }
}

TEST_CASE("items are named as the balance lists them, and a wrong name says what is wrong",
          "[campaign][leaning]") {
  const std::vector<Item> items = every_item(campaign_content());
  REQUIRE(items.size() > campaign_content().perks.size() + 4);
  for (const Item& item : items)
    REQUIRE(read_item(campaign_content(), item_name(item)) == item);
  REQUIRE(item_name(read_item(campaign_content(), "room:quiet-room")) == "room:quiet-room");
  REQUIRE(read_item(campaign_content(), "answer:dice-in-the-back/2").choice == 1);

  REQUIRE_THROWS_WITH(read_item(campaign_content(), "perk:nope"), Contains("no perk 'nope'"));
  REQUIRE_THROWS_WITH(read_item(campaign_content(), "room:attic"), Contains("no room 'attic'"));
  REQUIRE_THROWS_WITH(read_item(campaign_content(), "answer:nope/1"), Contains("no rumour 'nope'"));
  for (const char* name : {"answer:dice-in-the-back/3", "answer:dice-in-the-back",
                           "answer:dice-in-the-back/0", "answer:dice-in-the-back/x"}) {
    REQUIRE_THROWS_WITH(read_item(campaign_content(), name), Contains("has answers 1 to 2"));
  }
  REQUIRE_THROWS_WITH(read_item(campaign_content(), "fixer"), Contains("is not an item"));
}

}  // namespace
}  // namespace gavel::campaign
