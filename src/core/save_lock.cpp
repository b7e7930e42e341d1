#include "gavel/core/save_lock.h"

#include <cerrno>
#include <fcntl.h>
#include <string>
#include <sys/file.h>
#include <system_error>
#include <unistd.h>
#include <utility>

#include "gavel/core/text.h"

namespace gavel {
namespace {

// The holder writes its process id into the lock file; reading it back lets the
// refusal say which process to look for. It is only a hint: the lock is the flock.
std::string holder_of(int fd) {
  char text[32] = {};
  const ssize_t got = ::pread(fd, text, sizeof text - 1, 0);
  std::string id;
  for (ssize_t i = 0; i < got && text[i] >= '0' && text[i] <= '9'; ++i)
    id += text[i];
  return id.empty() ? "" : " (process " + id + ")";
}

}  // namespace

SaveDirLock::SaveDirLock(std::filesystem::path dir) : dir_(std::move(dir)) {
  std::error_code error;
  std::filesystem::create_directories(dir_, error);
  if (error) {
    throw Error("cannot create the save folder " + quote_path(dir_.string()) + ": " +
                error.message());
  }
  const auto path = dir_ / save_lock_name;
  fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (fd_ < 0) {
    const int failure = errno;
    throw Error("cannot open " + quote_path(path.string()) +
                " to lock the save folder: " + errno_words(failure));
  }
  int result = 0;
  do {
    result = ::flock(fd_, LOCK_EX | LOCK_NB);
  } while (result != 0 && errno == EINTR);
  if (result != 0) {
    const int failure = errno;
    const std::string holder = failure == EWOULDBLOCK ? holder_of(fd_) : "";
    ::close(fd_);
    fd_ = -1;
    if (failure == EWOULDBLOCK) {
      throw SaveDirInUse("another gavel" + holder + " is using the save folder " +
                         quote_path(dir_.string()) + "; quit it first or give another --save-dir");
    }
    throw Error("cannot lock the save folder " + quote_path(dir_.string()) + ": " +
                errno_words(failure));
  }
  // Best effort: a lock file without the id still locks.
  const std::string id = std::to_string(::getpid()) + "\n";
  if (::ftruncate(fd_, 0) == 0) {
    [[maybe_unused]] const ssize_t written = ::pwrite(fd_, id.data(), id.size(), 0);
  }
}

SaveDirLock::~SaveDirLock() {
  if (fd_ >= 0) ::close(fd_);
}

SaveDirLock::SaveDirLock(SaveDirLock&& other) noexcept
    : dir_(std::move(other.dir_)), fd_(std::exchange(other.fd_, -1)) {}

SaveDirLock& SaveDirLock::operator=(SaveDirLock&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    dir_ = std::move(other.dir_);
    fd_ = std::exchange(other.fd_, -1);
  }
  return *this;
}

}  // namespace gavel
