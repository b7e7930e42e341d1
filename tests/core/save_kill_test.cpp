// Saves under SIGKILL: a process killed at any moment of a write leaves a save that
// loads. And, run by hand, what a save costs.

#include <chrono>
#include <csignal>
#include <iostream>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include "core/save_support.h"
#include "gavel/core/error.h"
#include "gavel/core/save_file.h"
#include "gavel/core/save_lock.h"

namespace gavel {
namespace {

using testing::kill_while_saving;
using testing::Killed;
using testing::TempDir;

// A save whose every value follows from its number, so a load can tell a whole
// save from a mixture of two.
struct Numbered {
  std::uint32_t number = 0;
  std::vector<std::uint32_t> values;

  static Numbered make(std::uint32_t number, std::size_t bytes) {
    Numbered save{number, {}};
    for (std::size_t i = 0; i < bytes / 4; ++i)
      save.values.push_back(value(number, i));
    return save;
  }
  static std::uint32_t value(std::uint32_t number, std::size_t i) {
    return number * 2654435761u ^ static_cast<std::uint32_t>(i) * 40503u;
  }
  bool whole() const {
    for (std::size_t i = 0; i < values.size(); ++i) {
      if (values[i] != value(number, i)) return false;
    }
    return true;
  }
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(number, values);
  }
};

// Saves forever, growing and shrinking between 1 KB and about 250 KB, and says on
// `ready` when the first save is down.
[[noreturn]] void keep_saving(const SaveDirLock& lock, int ready, std::uint32_t first) {
  SaveFile file(lock, "run.sav");
  for (std::uint32_t number = first;; ++number) {
    store_object(file, Numbered::make(number, 1024 + (number * 7919u) % 250'000u));
    if (number == first) {
      const char byte = 'S';
      if (::write(ready, &byte, 1) != 1) ::_exit(3);
    }
  }
}

void check_loads(const std::filesystem::path& path) {
  Numbered save;
  load_payload(read_save(path), save, path.string());
  REQUIRE(save.whole());
}

}  // namespace
}  // namespace gavel

// CEREAL_CLASS_VERSION specializes a template of cereal's: it stands outside gavel.
CEREAL_CLASS_VERSION(gavel::Numbered, 1);

namespace gavel {
namespace {

// Kills a saving child `kills` times: the kill lands after the first save of each child
// plus a delay that sweeps a few writes' worth of time.
void kill_saves(int kills) {
  TempDir dir;
  SaveDirLock lock(dir.path());
  std::uint32_t next = 1;
  for (int round = 0; round < kills; ++round) {
    // The child shares the parent's lock.
    const Killed killed = kill_while_saving([&](int ready) { keep_saving(lock, ready, next); },
                                            std::chrono::microseconds((round * 1237) % 6000));
    INFO("round " << round);
    REQUIRE(killed.saved);
    REQUIRE(WIFSIGNALED(killed.status));
    REQUIRE(WTERMSIG(killed.status) == SIGKILL);

    SaveFile file(lock, "run.sav");
    Numbered save;
    REQUIRE(load_object(file, save));
    REQUIRE(save.whole());
    REQUIRE(save.number >= next);
    if (std::filesystem::exists(file.backup_path())) check_loads(file.backup_path());
    next = save.number + 1000;
  }
}

TEST_CASE("a save killed by SIGKILL at any moment still loads", "[core][save]") {
  kill_saves(50);
}

TEST_CASE("a save killed by SIGKILL at any moment still loads, 2,000 times",
          "[.long][core][save]") {
  kill_saves(2000);
}

// Not a check: prints what a save costs on this machine, e.g.
//   gavel_tests "[save-cost]"
TEST_CASE("the cost of a save", "[.][save-cost]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  SaveFile file(lock, "run.sav");
  for (std::size_t bytes : {20'000u, 200'000u}) {
    const Numbered save = Numbered::make(1, bytes);
    constexpr int saves = 100;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < saves; ++i)
      store_object(file, save);
    const auto stored = std::chrono::steady_clock::now();
    for (int i = 0; i < saves; ++i) {
      Numbered back;
      load_object(file, back);
    }
    const auto loaded = std::chrono::steady_clock::now();
    using Micro = std::chrono::duration<double, std::micro>;
    std::cout << bytes / 1000 << " KB payload (" << std::filesystem::file_size(file.path())
              << " bytes on disk): save " << Micro(stored - start).count() / saves << " us, load "
              << Micro(loaded - stored).count() / saves << " us, mean of " << saves << "\n";
  }
}

}  // namespace
}  // namespace gavel
