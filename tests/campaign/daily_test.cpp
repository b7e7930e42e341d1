// The daily run: the day's seed, the day of a moment of the clock, and the mark a
// daily run leaves in the hall of fame.

#include "gavel/campaign/daily.h"

#include <catch2/catch.hpp>

#include "gavel/campaign/profile.h"
#include "gavel/campaign/progress.h"
#include "gavel/core/save_file.h"
#include "support/shipped_content.h"

namespace gavel::campaign {
namespace {

using testing::campaign_content;

TEST_CASE("the day's seed is its date as the number YYYYMMDD", "[campaign][daily]") {
  using namespace std::chrono;
  CHECK(daily_seed(2026y / November / 28) == 20261128u);
  CHECK(daily_seed(2027y / January / 1) == 20270101u);
  CHECK(daily_seed(2028y / February / 29) == 20280229u);
  // One day apart, a different run; and the same day is the same run for everyone.
  CHECK(daily_seed(2026y / November / 29) != daily_seed(2026y / November / 28));
  CHECK(day_words(2026y / November / 28) == "2026-11-28");
  CHECK(day_words(2027y / January / 1) == "2027-01-01");
}

TEST_CASE("the day of a moment is its day in UTC", "[campaign][daily]") {
  using namespace std::chrono;
  // 1795824000 is 2026-11-28 00:00:00 UTC.
  const system_clock::time_point midnight{seconds{1795824000}};
  CHECK(utc_day_of(midnight) == 2026y / November / 28);
  CHECK(utc_day_of(midnight + hours{23} + minutes{59} + seconds{59}) == 2026y / November / 28);
  CHECK(utc_day_of(midnight - seconds{1}) == 2026y / November / 27);
  CHECK(utc_day_of(midnight + hours{24}) == 2026y / November / 29);
  CHECK(daily_seed(utc_day_of(midnight)) == 20261128u);
}

TEST_CASE("a daily run goes into the hall of fame marked, and the mark is saved",
          "[campaign][daily][profile]") {
  using namespace std::chrono;
  Run daily = start_run(campaign_content(), daily_seed(2026y / November / 28), 0);
  daily.daily = true;
  const Run own = start_run(campaign_content(), 4, 0);
  Profile profile;
  const Fame entry = enter_hall(profile, daily, "2026-11-28");
  CHECK(entry.daily);
  CHECK(entry.seed == 20261128u);
  CHECK_FALSE(enter_hall(profile, own, "2026-11-28").daily);
  REQUIRE(profile.hall.size() == 2);

  // Fame version 2 keeps the mark.
  Profile back;
  load_payload(SavePayload{save_format_version, save_payload(profile), false}, back, "profile.sav");
  CHECK(back == profile);
  CHECK(back.hall[0].daily != back.hall[1].daily);
  REQUIRE_NOTHROW(check_profile(back));
}

}  // namespace
}  // namespace gavel::campaign
