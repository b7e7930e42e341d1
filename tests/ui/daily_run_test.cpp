// The daily run on the in-memory screen: the title's Daily run and `gavel new --daily`
// start the day's run (its seed the date, UTC) as New run starts one, over a saved
// run only once it is abandoned; and the hall of fame marks a daily run's row.

#include <catch2/catch.hpp>

#include "gavel/campaign/daily.h"
#include "ui/campaign_desk.h"

namespace gavel::ui::testing {
namespace {

constexpr std::chrono::year_month_day the_day =
    std::chrono::year{2026} / std::chrono::November / 28;

// The title over a save folder of its own, on 2026-11-28 (UTC).
struct DailyTitle : Title {
  DailyTitle() {
    options.utc_today = [] { return the_day; };
  }
};

// The row of `screen` that holds `text` first, or "".
std::string row_holding(const MemoryScreen& screen, std::string_view text) {
  int r = 0;
  int c = 0;
  return screen.find(text, r, c) ? screen.row(r) : std::string();
}

TEST_CASE("the title's Daily run starts the day's run, marked daily", "[ui][campaign][daily]") {
  DailyTitle title;
  MemoryScreen screen(80, 24);
  screen.type("d");
  REQUIRE(title.run(screen) == interrupted_status);
  CHECK(screen.contains("Seed 20261128"));
  const std::optional<cp::Run> run = title.saved_run();
  REQUIRE(run);
  CHECK(run->seed == 20261128u);
  CHECK(run->daily);
  CHECK(run->ascension == 0);
  // The same day deals the same run as any other start from its seed.
  cp::Run same = cp::start_run(campaign_content(), 20261128, 0);
  same.daily = true;
  CHECK(*run == same);
}

TEST_CASE("gavel new --daily opens on the day's run, at the ascension given",
          "[ui][campaign][daily]") {
  DailyTitle title;
  title.options.opening = Opening::new_run;
  title.options.daily = true;
  title.options.ascension = 1;
  MemoryScreen screen(80, 24);
  REQUIRE(title.run(screen) == interrupted_status);
  const std::optional<cp::Run> run = title.saved_run();
  REQUIRE(run);
  CHECK(run->seed == cp::daily_seed(the_day));
  CHECK(run->daily);
  CHECK(run->ascension == 1);
}

TEST_CASE("Daily run over a saved run asks to abandon it, as New run does",
          "[ui][campaign][daily]") {
  DailyTitle title;
  title.store(cp::run_file, run_on_map(88));
  MemoryScreen asked(80, 24);
  asked.type("d");
  title.run(asked);
  CHECK(asked.contains("A run is saved"));
  CHECK(asked.contains("Abandon it and start a new run? (y/n)"));

  MemoryScreen kept(80, 24);
  kept.type("dn");
  title.run(kept);
  REQUIRE(title.saved_run());
  CHECK(title.saved_run()->seed == 88);

  MemoryScreen abandoned(80, 24);
  abandoned.type("dy");
  title.run(abandoned);
  const std::optional<cp::Run> now = title.saved_run();
  REQUIRE(now);
  CHECK(now->seed == 20261128u);
  CHECK(now->daily);
  const cp::Profile profile = title.saved_profile();
  REQUIRE(profile.hall.size() == 1);
  CHECK(profile.hall[0].seed == 88);
  CHECK_FALSE(profile.hall[0].daily);
}

TEST_CASE("a daily run goes into the hall of fame marked, and its row shows the mark",
          "[ui][campaign][daily]") {
  DailyTitle title;
  cp::Run daily = run_on_map(20261128);
  daily.daily = true;
  title.store(cp::run_file, daily);
  // New run abandons it: it goes into the hall as it stands.
  MemoryScreen abandoned(80, 24);
  abandoned.type("ny");
  title.run(abandoned);
  const cp::Profile profile = title.saved_profile();
  REQUIRE(profile.hall.size() == 1);
  CHECK(profile.hall[0].daily);

  MemoryScreen hall(80, 24);
  hall.type("f");
  title.run(hall);
  INFO(hall.all());
  const std::string row = row_holding(hall, "20261128*");
  CHECK_THAT(row, Catch::Contains("left at Auction Web"));
  CHECK(hall.contains("* a daily run: its seed is its day (UTC), the same run for everyone."));
}

TEST_CASE("the hall of fame's widest rows fit 80 columns, a daily run's too",
          "[ui][campaign][daily]") {
  DailyTitle title;
  cp::Profile profile;
  // Twenty entries (two-digit ranks), the longest ending, nine-digit seeds of their
  // own and a daily run's seed with its mark.
  for (int i = 0; i < 20; ++i) {
    cp::Fame fame{1450 - i, 999999999, 7, 5, "lost at Cosmic Encounter: Lucre", "2026-11-28"};
    fame.daily = i == 19;
    if (fame.daily) fame.seed = 20261128;
    profile.hall.push_back(fame);
  }
  title.store(cp::profile_file, profile);
  MemoryScreen hall(80, 24);
  hall.type("f");
  hall.press(Key::Kind::end);  // the last rows, the daily run's among them
  title.run(hall);
  INFO(hall.all());
  // 76 columns each, the page's width at 80: nothing wraps and nothing is cut.
  CHECK_THAT(row_holding(hall, "20261128*"),
             Catch::Contains("20  1431   20261128*  7    5     lost at Cosmic Encounter: Lucre  "
                             "2026-11-28"));
  CHECK_THAT(row_holding(hall, "19  1432"),
             Catch::Contains("19  1432   999999999  7    5     lost at Cosmic Encounter: Lucre  "
                             "2026-11-28"));
}

}  // namespace
}  // namespace gavel::ui::testing
