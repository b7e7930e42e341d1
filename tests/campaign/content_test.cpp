#include "gavel/campaign/content.h"

#include <catch2/catch.hpp>

#include "gavel/core/error.h"
#include "support/shipped_content.h"

namespace gavel::campaign {
namespace {

using Catch::Contains;
using testing::shipped_content_dir;

const std::filesystem::path odd = std::filesystem::path(GAVEL_TEST_DATA_DIR) / "data/campaign";

TEST_CASE("the shipped perks and rumours load and are enough for a campaign",
          "[campaign][content]") {
  const Content content = load_content(shipped_content_dir);
  REQUIRE(content.perks.size() >= 8);
  REQUIRE(content.rumours.size() >= 12);
  int naming_rivals = 0;
  for (const Rumour& rumour : content.rumours) {
    INFO(rumour.id);
    REQUIRE(rumour.choices.size() >= 2);
    REQUIRE(rumour.choices.size() <= 3);
    // Every rumour leaves a way out that costs nothing and risks no token of life.
    const bool free_way = std::any_of(rumour.choices.begin(), rumour.choices.end(), [](auto& c) {
      const auto harmless = [](const std::vector<Effect>& effects) {
        return std::none_of(effects.begin(), effects.end(), [](const Effect& e) {
          return e.kind == Effect::Kind::tokens && e.amount < 0;
        });
      };
      return c.cost == 0 && harmless(c.effects) && harmless(c.otherwise);
    });
    REQUIRE(free_way);
    if (rumour.names_rival()) ++naming_rivals;
  }
  REQUIRE(naming_rivals >= 4);
  for (const Perk& perk : content.perks) {
    INFO(perk.id);
    REQUIRE(perk.cost >= 1);
    REQUIRE(is_boon(perk.effect) == !perk.chapters.empty());
  }
  REQUIRE(content.perk("spare-coin")->effect == PerkEffect::extra_cards);
  // Auction Auction's: a house's colour, and dollars scoped to its table alone.
  REQUIRE(content.perk("crib-sheet")->effect == PerkEffect::house_colours);
  REQUIRE(is_boon(PerkEffect::house_colours));
  REQUIRE(content.perk("sewn-in-lining")->chapters == std::vector<std::string>{"auction-auction"});
  REQUIRE(content.rumour("stuffed-mattress")->chapters ==
          std::vector<std::string>{"auction-auction"});
  REQUIRE(content.rumour("house-painter")->chapters.empty());
  REQUIRE(content.rumour("dropped-ledger")->choices.size() == 3);
}

TEST_CASE("a mistake in a campaign file names the file, the entry and the field",
          "[campaign][content]") {
  REQUIRE_THROWS_WITH(
      read_perks(odd / "perk_bad_effect.json"),
      Contains("perk_bad_effect.json': \"wish\": effect 'wishes' is not a perk effect"));
  REQUIRE_THROWS_WITH(read_perks(odd / "perk_boon_without_chapter.json"),
                      Contains("\"coin\": chapters must name the chapters"));
  REQUIRE_THROWS_WITH(read_perks(odd / "perk_unknown_chapter.json"),
                      Contains("\"coin\": chapters 'poker' is no chapter"));
  const auto perks = read_perks(shipped_content_dir / "perks.json");
  REQUIRE_THROWS_WITH(read_rumours(odd / "rumour_one_choice.json", perks),
                      Contains("\"lonely\": choices must offer 2 or 3 choices"));
  REQUIRE_THROWS_WITH(read_rumours(odd / "rumour_unknown_perk.json", perks),
                      Contains("perk 'cape' is not in perks.json"));
  REQUIRE_THROWS_WITH(read_rumours(odd / "rumour_bad_boon.json", perks),
                      Contains("boon no boon named 'luck'"));
  REQUIRE_THROWS_WITH(read_rumours(odd / "rumour_chance_without_otherwise.json", perks),
                      Contains("otherwise_outcome is missing"));
  REQUIRE_THROWS_WITH(read_rumours(odd / "rumour_unknown_chapter.json", perks),
                      Contains("\"lost\": chapters 'poker' is no chapter"));
  // Every choice costs garnets or risks a token: a run with neither could not answer
  // (the fuzzer found such a file stopping the autopilot).
  REQUIRE_THROWS_WITH(read_rumours(odd / "rumour_no_free_choice.json", perks),
                      Contains("\"toll\": choices must keep one choice that costs nothing and "
                               "risks no token of life"));
  // Two choices that ask, risk and do the same would read the same.
  REQUIRE_THROWS_WITH(read_rumours(odd / "rumour_same_choices.json", perks),
                      Contains("echo") && Contains("reads the same as choice 1"));
  // A choice worse in every way than another is no choice: shooing the cat only makes
  // the rival sharper, and a free gamble that cannot lose leaves walking on pointless.
  REQUIRE_THROWS_WITH(read_rumours(odd / "rumour_outdone_choice.json", perks),
                      Contains("\"cat\"") && Contains("is worse in every way than choice 1"));
  REQUIRE_THROWS_WITH(read_rumours(odd / "rumour_free_gamble.json", perks),
                      Contains("\"tip\"") && Contains("is worse in every way than choice 1"));
  // A label that names a price names the one the choice costs.
  REQUIRE_THROWS_WITH(
      read_rumours(odd / "rumour_label_price.json", perks),
      Contains("\"stall\"") && Contains("label names 2 garnets") && Contains("costs 1"));
}

TEST_CASE("a choice outdoes another only when it is as good whatever the dice say",
          "[campaign][content]") {
  const auto choice = [](int cost, int chance, std::vector<Effect> effects,
                         std::vector<Effect> otherwise = {}) {
    Choice made;
    made.cost = cost;
    made.chance = chance;
    made.effects = std::move(effects);
    made.otherwise = std::move(otherwise);
    return made;
  };
  const Effect garnet{Effect::Kind::garnets, 1, {}};
  const Effect sharper{Effect::Kind::rival_skill, 1, {}};
  const Effect weaker{Effect::Kind::rival_skill, -1, {}};
  const Effect redraw{Effect::Kind::reroll, 1, {}};
  const Choice nothing = choice(0, 100, {});
  CHECK(choice(0, 100, {weaker}).outdoes(nothing));
  CHECK(nothing.outdoes(choice(0, 100, {sharper})));
  CHECK_FALSE(choice(1, 100, {weaker}).outdoes(nothing));  // it costs
  CHECK_FALSE(nothing.outdoes(choice(1, 100, {weaker})));
  CHECK_FALSE(choice(0, 100, {garnet, sharper}).outdoes(choice(1, 100, {weaker})));
  // Dice: a gamble whose worst throw is as good as the other's best outdoes it.
  CHECK(choice(0, 50, {garnet}).outdoes(nothing));
  CHECK_FALSE(choice(0, 50, {garnet}, {weaker, sharper, sharper}).outdoes(nothing));
  // A redraw is neither better nor worse, so it compares only with another.
  CHECK_FALSE(choice(0, 100, {redraw}).outdoes(nothing));
  CHECK_FALSE(nothing.outdoes(choice(0, 100, {redraw})));
  CHECK(choice(0, 100, {redraw, garnet}).outdoes(choice(0, 100, {redraw})));
  CHECK_FALSE(nothing.outdoes(nothing));
}

}  // namespace
}  // namespace gavel::campaign
