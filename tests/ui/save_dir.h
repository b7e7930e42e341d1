#pragma once
// A fresh, empty save directory for one test, removed afterwards.

#include <atomic>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

namespace gavel::ui::testing {

class SaveDir {
 public:
  SaveDir() {
    static std::atomic<int> counter{0};
    path_ = std::filesystem::temp_directory_path() /
            ("gavel-ui-test-" + std::to_string(::getpid()) + "-" + std::to_string(++counter));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~SaveDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  SaveDir(const SaveDir&) = delete;
  SaveDir& operator=(const SaveDir&) = delete;

  const std::filesystem::path& path() const { return path_; }
  void write(const std::string& name, const std::string& text) const {
    std::ofstream(path_ / name, std::ios::binary) << text;
  }

 private:
  std::filesystem::path path_;
};

}  // namespace gavel::ui::testing
