#pragma once
// One gavel process per save folder. Two processes saving one run would each
// overwrite the other's autosaves, so the first to open the folder holds a lock on
// `gavel.lock` in it for as long as it runs and any other is refused.
//
// The lock is flock(2) on that file. The kernel lets go of it when the process
// ends, however it ends (even by SIGKILL), so there is never a stale lock to clear,
// and the file itself is never deleted: deleting a lock file lets a newcomer lock
// a fresh file while the old holder still runs. flock locks belong to an open file
// description, so a second SaveDirLock on the same folder in the same process is
// refused too.

#include <filesystem>

#include "gavel/core/error.h"

namespace gavel {

inline constexpr const char* save_lock_name = "gavel.lock";

// The folder is held by another process (or another SaveDirLock in this one).
class SaveDirInUse : public Error {
 public:
  using Error::Error;
};

class SaveDirLock {
 public:
  // Creates the folder if it is not there and locks it. Throws SaveDirInUse when
  // another holder has it, gavel::Error when it cannot be created or locked.
  explicit SaveDirLock(std::filesystem::path dir);
  ~SaveDirLock();
  SaveDirLock(SaveDirLock&& other) noexcept;
  SaveDirLock& operator=(SaveDirLock&& other) noexcept;
  SaveDirLock(const SaveDirLock&) = delete;
  SaveDirLock& operator=(const SaveDirLock&) = delete;

  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::filesystem::path dir_;
  int fd_ = -1;
};

}  // namespace gavel
