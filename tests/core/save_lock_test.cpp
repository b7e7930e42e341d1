// One process per save folder.

#include "gavel/core/save_lock.h"

#include <csignal>
#include <optional>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include "core/save_support.h"
#include "gavel/core/error.h"

namespace gavel {
namespace {

using Catch::Contains;
using testing::TempDir;
using testing::write_bytes;

TEST_CASE("a second lock on a save folder is refused until the first goes", "[core][save]") {
  TempDir dir;
  std::optional<SaveDirLock> first(std::in_place, dir.path());
  // flock locks belong to an open file description, so a second open in this very
  // process conflicts just as another process would.
  REQUIRE_THROWS_AS(SaveDirLock(dir.path()), SaveDirInUse);
  REQUIRE_THROWS_WITH(SaveDirLock(dir.path()),
                      Contains("another gavel (process " + std::to_string(::getpid()) + ")") &&
                          Contains(dir.path().string()));
  SaveDirLock moved = std::move(*first);
  first.reset();  // the moved-from lock holds nothing: the folder stays locked
  REQUIRE_THROWS_AS(SaveDirLock(dir.path()), SaveDirInUse);
  { SaveDirLock gone = std::move(moved); }
  REQUIRE_NOTHROW(SaveDirLock(dir.path()));
}

TEST_CASE("a save folder locked by another process is refused", "[core][save]") {
  TempDir dir;
  int ready[2];
  REQUIRE(::pipe(ready) == 0);
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    ::close(ready[0]);
    try {
      SaveDirLock held(dir.path());
      const char byte = 'L';
      if (::write(ready[1], &byte, 1) != 1) ::_exit(3);
      ::pause();  // until killed, holding the lock
    } catch (...) {
      ::_exit(4);
    }
    ::_exit(0);
  }
  ::close(ready[1]);
  char byte = 0;
  REQUIRE(::read(ready[0], &byte, 1) == 1);
  ::close(ready[0]);
  REQUIRE_THROWS_WITH(
      SaveDirLock(dir.path()),
      Contains("(process " + std::to_string(child) + ")") && Contains("is using the save folder"));
  // The kernel lets go of the lock however the holder ends.
  ::kill(child, SIGKILL);
  int status = 0;
  ::waitpid(child, &status, 0);
  REQUIRE(WIFSIGNALED(status));
  REQUIRE_NOTHROW(SaveDirLock(dir.path()));
}

TEST_CASE("the save folder is made when missing", "[core][save]") {
  TempDir dir;
  const auto nested = dir.path() / "data" / "gavel";
  SaveDirLock lock(nested);
  REQUIRE(std::filesystem::is_directory(nested));
  REQUIRE(std::filesystem::exists(nested / save_lock_name));
  write_bytes(dir.path() / "file", "x");
  REQUIRE_THROWS_WITH(SaveDirLock(dir.path() / "file" / "gavel"),
                      Contains("cannot create the save folder"));
}

}  // namespace
}  // namespace gavel
