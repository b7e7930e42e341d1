#include "gavel/core/save_file.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

#include "gavel/core/checksum.h"
#include "gavel/core/save_lock.h"
#include "gavel/core/text.h"

namespace gavel {
namespace {

constexpr std::string_view magic = "GAVELSAV";
constexpr std::size_t version_end = 12;  // magic and version: the same in every format

void put_number(std::string& bytes, std::uint64_t value, int width) {
  for (int i = 0; i < width; ++i)
    bytes += static_cast<char>((value >> (8 * i)) & 0xffu);
}

std::uint64_t get_number(std::string_view bytes, std::size_t at, int width) {
  std::uint64_t value = 0;
  for (int i = width - 1; i >= 0; --i) {
    value = (value << 8) | static_cast<unsigned char>(bytes[at + static_cast<std::size_t>(i)]);
  }
  return value;
}

[[noreturn]] void cut_short(const std::string& name, std::size_t have, std::uint64_t need) {
  throw Error(name + ": the save is cut short (" + std::to_string(have) + " bytes of " +
              std::to_string(need) + "); it was not written to the end");
}

[[noreturn]] void damaged(const std::string& name, const std::string& detail) {
  throw Error(name + ": the save is damaged (" + detail + ")");
}

[[noreturn]] void not_a_save(const std::string& name) {
  throw Error(name + ": not a Gavel save file");
}

// Format 1: payload length, CRC-32, payload.
SavePayload unseal_v1(std::string_view file, const std::string& name) {
  if (file.size() < save_header_bytes) cut_short(name, file.size(), save_header_bytes);
  const std::uint64_t length = get_number(file, 12, 8);
  if (length > max_save_payload_bytes) {
    damaged(name, "its header gives a length of " + std::to_string(length) +
                      " bytes, more than any save holds");
  }
  const std::uint64_t expected = save_header_bytes + length;
  if (file.size() < expected) cut_short(name, file.size(), expected);
  if (file.size() > expected) {
    damaged(name, std::to_string(file.size() - expected) + " bytes more than its header says");
  }
  const auto stored = static_cast<std::uint32_t>(get_number(file, 20, 4));
  const std::string_view payload = file.substr(save_header_bytes);
  if (crc32(payload, crc32(file.substr(8, 12))) != stored) {
    damaged(name, "its checksum does not match its contents");
  }
  return SavePayload{1, std::string(payload), false};
}

// The file's state on disk; ENOENT is "not there", other errors are reported.
bool file_exists(const std::filesystem::path& path) {
  struct stat info {};
  if (::lstat(path.c_str(), &info) == 0) return true;
  if (errno == ENOENT) return false;
  const int failure = errno;
  throw Error("cannot look at " + quote_path(path.string()) + ": " + errno_words(failure));
}

void remove_file(const std::filesystem::path& path) {
  if (::unlink(path.c_str()) != 0 && errno != ENOENT) {
    const int failure = errno;
    throw Error("cannot remove " + quote_path(path.string()) + ": " + errno_words(failure));
  }
}

// A rename or link is only on disk once its folder is flushed.
void sync_dir(const std::filesystem::path& dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) {
    const int failure = errno;
    throw Error("cannot open the save folder " + quote_path(dir.string()) + ": " +
                errno_words(failure));
  }
  const int result = ::fsync(fd);
  const int failure = errno;
  ::close(fd);
  // Some file systems cannot flush a folder (EINVAL); their renames are as safe as
  // they get.
  if (result != 0 && failure != EINVAL) {
    throw Error("cannot flush the save folder " + quote_path(dir.string()) + ": " +
                errno_words(failure));
  }
}

// Moves `file` (of any kind: a file, a link, a folder) to FILE.corrupt-N, the first
// free N, and returns where it went. Gavel never deletes what it did not write itself.
std::filesystem::path move_aside(const std::filesystem::path& file,
                                 const std::filesystem::path& dir) {
  for (int n = 1; n < 100000; ++n) {
    const std::filesystem::path target = file.string() + ".corrupt-" + std::to_string(n);
    if (file_exists(target)) continue;
    if (::rename(file.c_str(), target.c_str()) != 0) {
      const int failure = errno;
      throw Error("cannot set aside " + quote_path(file.string()) + ": " + errno_words(failure));
    }
    sync_dir(dir);
    return target;
  }
  throw Error("cannot set aside " + quote_path(file.string()) +
              ": too many saves set aside already");
}

// Clears the way for a name Gavel writes (NAME.tmp, NAME.bak). What is there is a
// leftover: a file or a link is removed, and what cannot be removed, such as a
// folder someone made there, is moved aside, so that it never blocks a save.
void clear_leftover(const std::filesystem::path& path, const std::filesystem::path& dir) {
  if (::unlink(path.c_str()) == 0 || errno == ENOENT) return;
  const int failure = errno;
  if (failure != EISDIR && failure != EPERM) {
    throw Error("cannot remove " + quote_path(path.string()) + ": " + errno_words(failure));
  }
  move_aside(path, dir);
}

// Writes and flushes a new file, 0600: saves are the player's alone. The name must be
// free (clear_leftover): a link left in its place is never followed.
void write_new_file(const std::filesystem::path& path, std::string_view bytes) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd < 0) {
    const int failure = errno;
    throw Error("cannot save to " + quote_path(path.string()) + ": " + errno_words(failure));
  }
  int failure = 0;
  while (!bytes.empty() && failure == 0) {
    const ssize_t written = ::write(fd, bytes.data(), bytes.size());
    if (written > 0) {
      bytes.remove_prefix(static_cast<std::size_t>(written));
    } else if (written == 0) {
      failure = EIO;  // a regular file never takes nothing; do not spin on it
    } else if (errno != EINTR) {
      failure = errno;
    }
  }
  if (failure == 0 && ::fsync(fd) != 0) failure = errno;
  if (::close(fd) != 0 && failure == 0) failure = errno;
  if (failure != 0) {
    ::unlink(path.c_str());
    throw Error("cannot save to " + quote_path(path.string()) + ": " + errno_words(failure));
  }
}

// Makes `backup` the current save's second name. A hard link keeps `current` in
// place the whole time; where the file system has no hard links the current save
// is renamed instead, and for a moment only the backup holds a whole save.
void keep_as_backup(const std::filesystem::path& current, const std::filesystem::path& backup,
                    const std::filesystem::path& dir) {
  clear_leftover(backup, dir);
  if (::link(current.c_str(), backup.c_str()) == 0) return;
  const int failure = errno;
  if (failure != EPERM && failure != EOPNOTSUPP && failure != EXDEV && failure != EMLINK &&
      failure != ENOSYS) {
    throw Error("cannot keep a backup of " + quote_path(current.string()) + ": " +
                errno_words(failure));
  }
  if (::rename(current.c_str(), backup.c_str()) != 0) {
    const int rename_failure = errno;
    throw Error("cannot keep a backup of " + quote_path(current.string()) + ": " +
                errno_words(rename_failure));
  }
}

}  // namespace

namespace save_file_detail {

void payload_unreadable(const std::string& name, const std::string& detail) {
  if (detail.empty()) damaged(name, "its contents cannot be read back");
  throw Error(name + ": the save cannot be loaded (" + detail + ")");
}

void payload_damaged(const std::string& name, const std::string& detail) {
  damaged(name, detail);
}

}  // namespace save_file_detail

std::string seal_save(std::string_view payload) {
  std::string file(magic);
  put_number(file, save_format_version, 4);
  put_number(file, payload.size(), 8);
  const std::uint32_t checksum = crc32(payload, crc32(std::string_view(file).substr(8)));
  put_number(file, checksum, 4);
  file.append(payload);
  return file;
}

SavePayload unseal_save(std::string_view file, const std::string& name) {
  if (file.size() < magic.size()) {
    if (magic.starts_with(file)) cut_short(name, file.size(), save_header_bytes);
    not_a_save(name);
  }
  if (!file.starts_with(magic)) not_a_save(name);
  if (file.size() < version_end) cut_short(name, file.size(), save_header_bytes);
  const auto version = static_cast<std::uint32_t>(get_number(file, 8, 4));
  if (version > save_format_version && version - save_format_version > plausible_version_lead) {
    damaged(name, "its header gives save format " + std::to_string(version) +
                      ", which no Gavel has written; this one writes format " +
                      std::to_string(save_format_version));
  }
  if (version > save_format_version) {
    throw Error(name + ": this save was made by a newer Gavel (save format " +
                std::to_string(version) + "; this one reads up to " +
                std::to_string(save_format_version) + "); update Gavel to continue it");
  }
  // One branch per format this Gavel still reads, oldest first.
  switch (version) {
    case 1:
      return unseal_v1(file, name);
    default:
      throw Error(name + ": save format " + std::to_string(version) +
                  " is older than this Gavel can read");
  }
}

SavePayload read_save(const std::filesystem::path& path) {
  const std::string name = quote_path(path.string());
  // Non-blocking, or a FIFO in the save's place would hang the open; it is refused
  // below as not a regular file.
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) {
    const int failure = errno;
    throw Error(name + ": cannot read the save: " + errno_words(failure));
  }
  struct stat info {};
  if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
    ::close(fd);
    not_a_save(name);
  }
  // Bounded before anything is allocated for it.
  const auto size = static_cast<std::uint64_t>(info.st_size);
  if (size > save_header_bytes + max_save_payload_bytes) {
    ::close(fd);
    throw Error(name + ": too large to be a Gavel save (" + std::to_string(size) + " bytes)");
  }
  std::string bytes(size, '\0');
  std::size_t got = 0;
  while (got < bytes.size()) {
    const ssize_t result = ::read(fd, bytes.data() + got, bytes.size() - got);
    if (result == 0) break;  // shorter than fstat said: unsealing reports it cut short
    if (result < 0) {
      if (errno == EINTR) continue;
      const int failure = errno;
      ::close(fd);
      throw Error(name + ": cannot read the save: " + errno_words(failure));
    }
    got += static_cast<std::size_t>(result);
  }
  ::close(fd);
  bytes.resize(got);
  return unseal_save(bytes, name);
}

SaveFile::SaveFile(const SaveDirLock& lock, std::string name)
    : dir_(lock.dir()), path_(lock.dir() / name) {}

std::filesystem::path SaveFile::backup_path() const {
  return path_.string() + ".bak";
}

std::filesystem::path SaveFile::temp_path() const {
  return path_.string() + ".tmp";
}

bool SaveFile::exists() const {
  return file_exists(path_) || file_exists(backup_path());
}

std::optional<SavePayload> SaveFile::load() {
  // Only this process writes here (it holds the lock), so a temporary file is a
  // leftover of a write that was cut short. Reading does not need it gone: whatever
  // stops its removal is left for store() to deal with.
  try {
    clear_leftover(temp_path(), dir_);
  } catch (const Error&) {
  }
  for (const auto& candidate : {path_, backup_path()}) {
    if (!file_exists(candidate)) continue;
    loaded_ = candidate;
    try {
      SavePayload payload = read_save(candidate);
      payload.from_backup = candidate != path_;
      checked_ = true;
      return payload;
    } catch (const Error&) {
      damaged_ = candidate;
      throw;
    }
  }
  checked_ = true;
  return std::nullopt;
}

void SaveFile::mark_damaged() {
  if (!loaded_.empty()) damaged_ = loaded_;
}

void SaveFile::refuse_if_damaged() const {
  if (damaged_) {
    throw Error(damaged_->string() +
                " could not be loaded, so Gavel will not write over it; set it aside first");
  }
}

void SaveFile::check_current() {
  if (checked_) return;
  if (file_exists(path_)) {
    try {
      read_save(path_);
    } catch (const Error& error) {
      damaged_ = path_;
      throw Error(std::string(error.what()) + "; Gavel will not write over it");
    }
  }
  checked_ = true;
}

void SaveFile::store(std::string_view payload) {
  refuse_if_damaged();
  check_current();
  clear_leftover(temp_path(), dir_);
  write_new_file(temp_path(), seal_save(payload));
  try {
    if (file_exists(path_)) keep_as_backup(path_, backup_path(), dir_);
    if (::rename(temp_path().c_str(), path_.c_str()) != 0) {
      const int failure = errno;
      throw Error("cannot save to " + quote_path(path_.string()) + ": " + errno_words(failure));
    }
  } catch (const Error&) {
    ::unlink(temp_path().c_str());
    throw;
  }
  sync_dir(dir_);
}

std::filesystem::path SaveFile::set_aside() {
  if (!damaged_)
    throw Error(quote_path(path_.string()) + " has not failed to load; nothing to set aside");
  const std::filesystem::path target = move_aside(*damaged_, dir_);
  damaged_.reset();
  checked_ = false;  // what is left in place is checked again before it is replaced
  return target;
}

void SaveFile::remove() {
  refuse_if_damaged();
  check_current();
  remove_file(path_);
  clear_leftover(backup_path(), dir_);
  clear_leftover(temp_path(), dir_);
  sync_dir(dir_);
}

}  // namespace gavel
