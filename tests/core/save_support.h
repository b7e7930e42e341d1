#pragma once
// What the save-file tests share: a fresh folder per test, a child killed while it
// saves, and the small struct they save.

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

namespace gavel::testing {

// An empty folder of its own, removed afterwards.
class TempDir {
 public:
  TempDir() {
    static std::atomic<int> counter{0};
    path_ = std::filesystem::temp_directory_path() /
            ("gavel-save-test-" + std::to_string(::getpid()) + "-" + std::to_string(++counter));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// How a child killed while it saved ended: whether it had said its first save was
// down, and its wait status.
struct Killed {
  bool saved = false;
  int status = 0;
};

// Forks a child that runs `save_forever`, which saves without end and writes one
// byte to the descriptor it is given once its first save is down (anything thrown
// ends the child with status 4, returning with 5, so the parent sees no kill). When
// the byte comes the parent lets the child go on for `delay`, then kills it with
// SIGKILL and reaps it.
inline Killed kill_while_saving(const std::function<void(int ready)>& save_forever,
                                std::chrono::microseconds delay) {
  int ready[2];
  if (::pipe(ready) != 0) return {};
  const pid_t child = ::fork();
  if (child < 0) return {};
  if (child == 0) {
    ::close(ready[0]);
    try {
      save_forever(ready[1]);
    } catch (...) {
      ::_exit(4);
    }
    ::_exit(5);
  }
  ::close(ready[1]);
  char byte = 0;
  Killed killed;
  killed.saved = ::read(ready[0], &byte, 1) == 1;
  ::close(ready[0]);
  std::this_thread::sleep_for(delay);
  ::kill(child, SIGKILL);
  ::waitpid(child, &killed.status, 0);
  return killed;
}

inline std::string read_bytes(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(file), {});
}

inline void write_bytes(const std::filesystem::path& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

// A full disk, for as long as it lives: writes to files past `bytes` fail with EFBIG
// (SIGXFSZ, which would end the process, is ignored meanwhile).
class FileSizeLimit {
 public:
  explicit FileSizeLimit(rlim_t bytes) : handler_(std::signal(SIGXFSZ, SIG_IGN)) {
    ::getrlimit(RLIMIT_FSIZE, &before_);
    rlimit lower = before_;
    lower.rlim_cur = bytes;
    ::setrlimit(RLIMIT_FSIZE, &lower);
  }
  ~FileSizeLimit() {
    ::setrlimit(RLIMIT_FSIZE, &before_);
    std::signal(SIGXFSZ, handler_);
  }
  FileSizeLimit(const FileSizeLimit&) = delete;
  FileSizeLimit& operator=(const FileSizeLimit&) = delete;

 private:
  rlimit before_{};
  void (*handler_)(int);
};

// The committed format-1 fixture (tests/data/saves/) holds a SampleRun, so its
// fields and their order are frozen: a new field needs a class version bump and a
// loader branch, as the game's own saved classes do.
struct SampleSeat {
  std::string name;
  std::int32_t score = 0;
  bool out = false;

  bool operator==(const SampleSeat&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(name, score, out);
  }
};

struct SampleRun {
  std::uint64_t seed = 0;
  std::string chapter;
  std::vector<std::int32_t> history;
  std::vector<SampleSeat> seats;

  bool operator==(const SampleRun&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(seed, chapter, history, seats);
  }
};

// `moves` long history: the size of the save grows with it.
inline SampleRun sample_run(int moves = 5) {
  SampleRun run;
  run.seed = 0x1234'5678'9abc'def0ull;
  run.chapter = "auction-web";
  for (int i = 0; i < moves; ++i)
    run.history.push_back((i * 37) % 101 - 50);
  run.seats = {{"You", 12, false}, {"Marguerite", 9, false}, {"Oswin", -3, true}};
  return run;
}

}  // namespace gavel::testing

CEREAL_CLASS_VERSION(gavel::testing::SampleSeat, 1);
CEREAL_CLASS_VERSION(gavel::testing::SampleRun, 1);
