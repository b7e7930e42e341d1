#pragma once
// Save files: an envelope around a cereal payload, written atomically with the
// previous save kept as a backup, and never written over a save that failed to load.
//
// The envelope (all numbers little-endian):
//   bytes  0..7   magic "GAVELSAV"
//   bytes  8..11  format version
//   from here on the layout belongs to the version; for version 1:
//   bytes 12..19  payload length
//   bytes 20..23  CRC-32 of bytes 8..19 and of the payload
//   bytes 24..    the payload: a cereal portable binary archive (save_archive.h)
//
// Reading checks, in this order: the file's size (before reading it), the magic,
// the version, the length against the file's size, the checksum, and then that the
// payload decodes into the caller's object with no bytes left over. Each failure
// is one gavel::Error naming the file, in words a player can act on.
//
// Every change to the envelope or to the payload's meaning bumps
// save_format_version, keeps a branch that reads the older versions, and commits a
// save of the new version under tests/data/saves/ (see its README.md).

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "gavel/core/error.h"
#include "gavel/core/save_archive.h"
#include "gavel/core/text.h"

namespace gavel {

class SaveDirLock;

inline constexpr std::uint32_t save_format_version = 1;
inline constexpr std::size_t save_header_bytes = 24;
// A run's save is a few kilobytes, a hundred at most; anything near this is not one.
// The bound also bounds memory: a payload this long loads into at most a few times
// its length (save_archive.h).
inline constexpr std::uint64_t max_save_payload_bytes = 8ull * 1024 * 1024;

struct SavePayload {
  std::uint32_t format_version = 0;  // of the file it came from
  std::string bytes;
  bool from_backup = false;  // set by SaveFile::load
};

// A whole file's bytes for `payload`, in the current format.
std::string seal_save(std::string_view payload);
// Checks a whole file's bytes and takes the payload out. `name` (the file, as a
// message shows it: quote_path for a path) goes into every error message.
SavePayload unseal_save(std::string_view file, const std::string& name);
// Reads and unseals one file, checking its size before reading it.
SavePayload read_save(const std::filesystem::path& path);

// The payload for an object: cereal's serialize functions, through SaveWriter.
template <class T>
std::string save_payload(const T& object) {
  std::string bytes;
  {
    SaveWriter archive(bytes);
    archive(object);
  }
  return bytes;
}

// Decodes a payload into `object`. Whatever goes wrong inside (cereal's own
// exceptions, a size that runs past the end, a serialize function's refusal,
// bytes left over) becomes one gavel::Error naming the file. After a failure the
// object is half loaded: load into a fresh one and drop it.
template <class T>
void load_payload(const SavePayload& payload, T& object, const std::string& name);

// One save file in a locked save folder: NAME, with NAME.bak (the previous save),
// NAME.tmp (a write in progress) and NAME.corrupt-N (saves set aside) beside it.
// Whatever else sits at NAME.tmp or NAME.bak (a folder, a link, a file of any mode)
// is a leftover and never blocks loading, saving or setting aside: a file or a link
// there is removed, anything else is moved aside as NAME.tmp.corrupt-N (or
// NAME.bak.corrupt-N), like a damaged save.
class SaveFile {
 public:
  // The lock is the proof that this process owns the folder; it must outlive the
  // SaveFile.
  SaveFile(const SaveDirLock& lock, std::string name);

  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path backup_path() const;
  std::filesystem::path temp_path() const;
  // True when load() has a file to read: NAME, or NAME.bak alone.
  bool exists() const;

  // The saved payload, or nothing when there is no save. When NAME is missing but
  // NAME.bak is there (a write was cut short between its two renames), reads the
  // backup and says so in from_backup. Clears a NAME.tmp that a cut-short write
  // left, when it can. A file that fails to load is remembered: store() and remove() then refuse
  // until set_aside() moves it out of the way. After a damaged NAME is set aside,
  // load() reads NAME.bak: the player may go on from the save before.
  std::optional<SavePayload> load();

  // Writes `payload` atomically: NAME.tmp is written and flushed to disk, the
  // current save becomes NAME.bak, NAME.tmp is renamed to NAME, and the folder is
  // flushed. Interrupted at any point, NAME (or, for a moment on file systems
  // without hard links, NAME.bak) holds a whole save, the old or the new. Refused
  // when the current save failed to load or, if it was never loaded in this
  // process, fails its checks now: a save that cannot be read is never overwritten.
  void store(std::string_view payload);

  // True after load() or store() found a file that does not load.
  bool damaged() const { return damaged_.has_value(); }
  // For a caller whose payload from load() did not decode: treats that file as
  // damaged, as if load() had failed.
  void mark_damaged();
  // Moves the file that failed to load to NAME.corrupt-N (the first free N) and
  // lets writing go on. Returns where it went.
  std::filesystem::path set_aside();
  // Deletes the save and its backup: the run is over. Refused like store().
  void remove();

 private:
  void refuse_if_damaged() const;
  void check_current();

  std::filesystem::path dir_;
  std::filesystem::path path_;
  std::optional<std::filesystem::path> damaged_;  // the file that failed to load
  std::filesystem::path loaded_;                  // the file the last load() read
  bool checked_ = false;  // the current NAME is known to load (or not to be there)
};

template <class T>
void store_object(SaveFile& file, const T& object) {
  file.store(save_payload(object));
}

// Loads the object saved in `file`; false when there is no save.
template <class T>
bool load_object(SaveFile& file, T& object) {
  const std::optional<SavePayload> payload = file.load();
  if (!payload) return false;
  try {
    load_payload(*payload, object,
                 quote_path((payload->from_backup ? file.backup_path() : file.path()).string()));
  } catch (const Error&) {
    file.mark_damaged();
    throw;
  }
  return true;
}

namespace save_file_detail {
[[noreturn]] void payload_unreadable(const std::string& name, const std::string& detail);
[[noreturn]] void payload_damaged(const std::string& name, const std::string& detail);
}  // namespace save_file_detail

template <class T>
void load_payload(const SavePayload& payload, T& object, const std::string& name) {
  // Version 1 is the only format so far; a later format that changes how the
  // payload is encoded branches here on payload.format_version.
  std::string detail;  // a serialize function's own gavel::Error says what it refused
  try {
    SaveReader archive(payload.bytes);
    archive(object);
    if (archive.left() == 0) return;
  } catch (const SaveDamage& damage) {
    save_file_detail::payload_damaged(name, damage.what());
  } catch (const Error& error) {
    detail = error.what();
  } catch (const std::exception&) {
    // cereal's texts speak of streams and types; the player gets ours instead.
  }
  save_file_detail::payload_unreadable(name, detail);
}

}  // namespace gavel
