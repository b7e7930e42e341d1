// The profile as players' disks hold it: a profile written by an older Gavel must
// keep loading (tests/data/saves/README.md).

#include <catch2/catch.hpp>

#include "core/save_support.h"
#include "gavel/campaign/saves.h"
#include "gavel/core/save_lock.h"

namespace gavel::campaign {
namespace {

using testing::read_bytes;
using testing::TempDir;
using testing::write_bytes;

std::filesystem::path profile_fixture(const std::string& name) {
  return std::filesystem::path(GAVEL_TEST_DATA_DIR) / "data" / "saves" / name;
}

// What profile-1.sav holds (Fame and Profile at version 1): ascension 1 unlocked, a
// run won, then a run lost early.
Profile sample_profile() {
  Profile profile;
  profile.ascension_unlocked = 1;
  profile.hall = {{480, 4, 0, 5, "won", "2026-11-22"},
                  {125, 31337, 1, 2, "lost at Auctionland", "2026-11-23"}};
  return profile;
}

// The newest profile: the sample with a daily run in third place (Fame version 2).
Profile daily_profile() {
  Profile profile = sample_profile();
  Fame daily{60, 20261128, 0, 1, "lost at Auction Web", "2026-11-28"};
  daily.daily = true;
  profile.hall.push_back(daily);
  return profile;
}

// Loads a profile's bytes as the title's hall of fame does.
Profile load_as_the_hall_does(const std::string& bytes) {
  REQUIRE(!bytes.empty());
  TempDir dir;
  SaveDirLock lock(dir.path());
  write_bytes(dir.path() / profile_file, bytes);
  SaveFile file(lock, profile_file);
  Profile profile = load_profile(file);
  REQUIRE(read_bytes(dir.path() / profile_file) == bytes);
  return profile;
}

TEST_CASE("the committed profile of the first release loads", "[campaign][save][profile]") {
  const Profile profile = load_as_the_hall_does(read_bytes(profile_fixture("profile-1.sav")));
  REQUIRE(profile == sample_profile());
  // Fame version 1 knew no daily run: every entry is a run of its own seed.
  for (const Fame& fame : profile.hall)
    CHECK_FALSE(fame.daily);
}

// Saved again unchanged, the newest fixture gives the very same bytes: a change to the
// profile's classes that does not bump a version shows up here.
TEST_CASE("the committed profile with a daily run loads and saves the same bytes",
          "[campaign][save][profile]") {
  const std::string bytes = read_bytes(profile_fixture("profile-2.sav"));
  const Profile profile = load_as_the_hall_does(bytes);
  REQUIRE(profile == daily_profile());
  CHECK(profile.hall[2].daily);
  CHECK(seal_save(save_payload(profile)) == bytes);
}

// Run by hand when a saved class of the profile changes (tests/data/saves/README.md):
//   gavel_tests "[profile-fixture-writer]"
// It writes profile-new.sav, never over a committed fixture; rename it profile-N.sav.
TEST_CASE("write the profile fixture", "[.][profile-fixture-writer]") {
  const auto path = profile_fixture("profile-new.sav");
  write_bytes(path, seal_save(save_payload(daily_profile())));
  REQUIRE(std::filesystem::exists(path));
}

}  // namespace
}  // namespace gavel::campaign
