// A save file in its folder: backups, leftovers, and saves that failed to load.

#include "gavel/core/save_file.h"

#include <catch2/catch.hpp>

#include "core/save_support.h"
#include "gavel/core/error.h"
#include "gavel/core/save_lock.h"
#include "gavel/core/text.h"

namespace gavel {
namespace {

using Catch::Contains;
using testing::FileSizeLimit;
using testing::read_bytes;
using testing::sample_run;
using testing::SampleRun;
using testing::TempDir;
using testing::write_bytes;

TEST_CASE("nothing saved yet loads as nothing", "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  SaveFile file(lock, "run.sav");
  REQUIRE_FALSE(file.exists());
  SampleRun run;
  REQUIRE_FALSE(load_object(file, run));
  REQUIRE_FALSE(file.damaged());
}

TEST_CASE("each save keeps the one before as the backup", "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  SaveFile file(lock, "run.sav");
  store_object(file, sample_run(1));
  REQUIRE_FALSE(std::filesystem::exists(file.backup_path()));
  store_object(file, sample_run(2));
  store_object(file, sample_run(3));
  SampleRun run;
  load_payload(read_save(file.backup_path()), run, "backup");
  REQUIRE(run == sample_run(2));
  REQUIRE(load_object(file, run));
  REQUIRE(run == sample_run(3));
  REQUIRE_FALSE(std::filesystem::exists(file.temp_path()));
  // Saves are the player's alone.
  const auto permissions = std::filesystem::status(file.path()).permissions();
  REQUIRE((permissions & std::filesystem::perms::others_read) == std::filesystem::perms::none);
}

TEST_CASE("a write cut short between its renames loads from the backup", "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  {
    SaveFile writer(lock, "run.sav");
    store_object(writer, sample_run(1));
    store_object(writer, sample_run(2));
  }
  SaveFile file(lock, "run.sav");
  // As a file system without hard links leaves it: the save renamed to the backup,
  // the new one still under its temporary name, and only half written.
  std::filesystem::remove(file.backup_path());
  std::filesystem::rename(file.path(), file.backup_path());
  write_bytes(file.temp_path(), seal_save(save_payload(sample_run(3))).substr(0, 30));
  REQUIRE(file.exists());
  const auto payload = file.load();
  REQUIRE(payload);
  REQUIRE(payload->from_backup);
  REQUIRE_FALSE(std::filesystem::exists(file.temp_path()));
  SampleRun run;
  load_payload(*payload, run, "backup");
  REQUIRE(run == sample_run(2));
  store_object(file, sample_run(4));
  REQUIRE(load_object(file, run));
  REQUIRE(run == sample_run(4));
}

// run.sav holding sample_run(2) with one byte flipped, over a good backup of
// sample_run(1).
// Returns the damaged bytes.
std::string store_damaged_over_backup(const SaveDirLock& lock, const std::filesystem::path& path) {
  {
    SaveFile writer(lock, path.filename().string());
    store_object(writer, sample_run(1));
    store_object(writer, sample_run(2));
  }
  std::string damaged = read_bytes(path);
  damaged[damaged.size() - 3] ^= 0x10;
  write_bytes(path, damaged);
  return damaged;
}

TEST_CASE("a damaged save is never written over until it is set aside", "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  const auto path = dir.path() / "run.sav";
  const std::string damaged = store_damaged_over_backup(lock, path);

  SaveFile file(lock, "run.sav");
  SampleRun run;
  REQUIRE_THROWS_WITH(load_object(file, run), Contains(path.string()) && Contains("checksum"));
  REQUIRE(file.damaged());
  REQUIRE_THROWS_WITH(store_object(file, sample_run(9)),
                      Contains("will not write over it") && Contains("set it aside"));
  REQUIRE_THROWS_WITH(file.remove(), Contains("will not write over it"));
  REQUIRE(read_bytes(path) == damaged);

  // Set aside, the damaged save keeps its bytes under a new name and the backup
  // (the save before) loads.
  const auto aside = file.set_aside();
  REQUIRE(aside == path.string() + ".corrupt-1");
  REQUIRE(read_bytes(aside) == damaged);
  REQUIRE_FALSE(file.damaged());
  const auto payload = file.load();
  REQUIRE(payload);
  REQUIRE(payload->from_backup);
  load_payload(*payload, run, "backup");
  REQUIRE(run == sample_run(1));
  store_object(file, sample_run(5));
  REQUIRE(load_object(file, run));
  REQUIRE(run == sample_run(5));

  // A second damaged save goes beside the first.
  write_bytes(path, "junk");
  SaveFile again(lock, "run.sav");
  REQUIRE_THROWS_AS(again.load(), Error);
  REQUIRE(again.set_aside() == path.string() + ".corrupt-2");
  REQUIRE(read_bytes(path.string() + ".corrupt-1") == damaged);
}

TEST_CASE("a save never loaded in this process is checked before it is replaced", "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  const auto path = dir.path() / "run.sav";
  write_bytes(path, "not a save at all");
  SaveFile file(lock, "run.sav");
  REQUIRE_THROWS_WITH(store_object(file, sample_run()),
                      Contains("not a Gavel save file") && Contains("will not write over it"));
  REQUIRE(file.damaged());
  REQUIRE(read_bytes(path) == "not a save at all");
  file.set_aside();
  store_object(file, sample_run());
  SampleRun run;
  REQUIRE(load_object(file, run));
}

TEST_CASE("a payload that does not decode marks its file damaged", "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  const auto path = dir.path() / "run.sav";
  write_bytes(path, seal_save("\x01 twelve bytes"));
  SaveFile file(lock, "run.sav");
  SampleRun run;
  REQUIRE_THROWS_WITH(load_object(file, run),
                      Contains(quote_path(path.string()) + ": the save is damaged"));
  REQUIRE(file.damaged());
  REQUIRE_THROWS_AS(store_object(file, sample_run()), Error);
}

TEST_CASE("removing a save takes its backup too", "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  SaveFile file(lock, "run.sav");
  store_object(file, sample_run(1));
  store_object(file, sample_run(2));
  file.remove();
  REQUIRE_FALSE(file.exists());
  REQUIRE_FALSE(std::filesystem::exists(file.backup_path()));
  SampleRun run;
  REQUIRE_FALSE(load_object(file, run));
}

TEST_CASE("a save that cannot be written leaves the old one whole", "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  SaveFile file(lock, "run.sav");
  store_object(file, sample_run(1));
  {
    // A disk that takes only a few bytes more (a file size limit; the tests may run
    // as root, whom permissions do not stop).
    const FileSizeLimit full(10);
    REQUIRE_THROWS_WITH(store_object(file, sample_run(2)), Contains("cannot save to"));
  }
  REQUIRE_FALSE(std::filesystem::exists(file.temp_path()));
  SampleRun run;
  REQUIRE(load_object(file, run));
  REQUIRE(run == sample_run(1));
}

TEST_CASE("a folder left where the temporary file goes does not stop setting a save aside",
          "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  const auto path = dir.path() / "run.sav";
  const std::string damaged = store_damaged_over_backup(lock, path);
  const std::filesystem::path temp = path.string() + ".tmp";
  std::filesystem::create_directory(temp);
  write_bytes(temp / "kept.txt", "someone's notes");

  SaveFile file(lock, "run.sav");
  SampleRun run;
  REQUIRE_THROWS_WITH(load_object(file, run), Contains(path.string()) && Contains("checksum"));
  REQUIRE(file.damaged());
  REQUIRE(file.set_aside() == path.string() + ".corrupt-1");
  REQUIRE(load_object(file, run));
  REQUIRE(run == sample_run(1));
  store_object(file, sample_run(3));
  REQUIRE(load_object(file, run));
  REQUIRE(run == sample_run(3));
  // The folder is kept, moved out of the way, with what it held.
  REQUIRE(read_bytes(path.string() + ".tmp.corrupt-1/kept.txt") == "someone's notes");
  REQUIRE_FALSE(std::filesystem::exists(temp));
}

TEST_CASE("leftovers of any kind beside a save never block it", "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  const auto path = dir.path() / "run.sav";
  const std::filesystem::path temp = path.string() + ".tmp";
  const std::filesystem::path backup = path.string() + ".bak";
  const auto elsewhere = dir.path() / "elsewhere.txt";
  write_bytes(elsewhere, "not Gavel's");
  SampleRun run;

  SECTION("a link where the temporary file goes is never written through") {
    {
      SaveFile writer(lock, "run.sav");
      store_object(writer, sample_run(1));
    }
    std::filesystem::create_symlink(elsewhere, temp);
    SaveFile file(lock, "run.sav");
    store_object(file, sample_run(2));  // never loaded in this process: no clean-up first
    REQUIRE(read_bytes(elsewhere) == "not Gavel's");
    REQUIRE(load_object(file, run));
    REQUIRE(run == sample_run(2));
  }
  SECTION("a file without permissions where the temporary file goes") {
    write_bytes(temp, "half a save");
    std::filesystem::permissions(temp, std::filesystem::perms::none);
    SaveFile file(lock, "run.sav");
    REQUIRE_FALSE(load_object(file, run));
    store_object(file, sample_run(4));
    REQUIRE(load_object(file, run));
    REQUIRE(run == sample_run(4));
  }
  SECTION("a folder or a link where the backup goes") {
    SaveFile file(lock, "run.sav");
    store_object(file, sample_run(1));
    std::filesystem::create_directory(backup);
    store_object(file, sample_run(2));
    REQUIRE(std::filesystem::is_directory(backup.string() + ".corrupt-1"));
    load_payload(read_save(backup), run, "backup");
    REQUIRE(run == sample_run(1));
    std::filesystem::remove(backup);
    std::filesystem::create_symlink(elsewhere, backup);
    store_object(file, sample_run(3));
    REQUIRE(read_bytes(elsewhere) == "not Gavel's");
    load_payload(read_save(backup), run, "backup");
    REQUIRE(run == sample_run(2));
  }
  SECTION("a folder or a dangling link in the save's own place is a save that cannot load") {
    {
      SaveFile writer(lock, "run.sav");
      store_object(writer, sample_run(1));
      store_object(writer, sample_run(2));
    }
    std::filesystem::remove(path);
    std::filesystem::create_directory(path);
    SaveFile file(lock, "run.sav");
    REQUIRE_THROWS_WITH(load_object(file, run), Contains("not a Gavel save file"));
    REQUIRE(std::filesystem::is_directory(file.set_aside()));
    REQUIRE(load_object(file, run));
    REQUIRE(run == sample_run(1));
    store_object(file, sample_run(3));
    std::filesystem::remove(path);
    std::filesystem::create_symlink(dir.path() / "nowhere", path);
    SaveFile again(lock, "run.sav");
    REQUIRE_THROWS_WITH(load_object(again, run), Contains("cannot read the save"));
    REQUIRE(std::filesystem::is_symlink(again.set_aside()));
    REQUIRE(load_object(again, run));
  }
  SECTION("folders left beside a run that ends") {
    SaveFile file(lock, "run.sav");
    store_object(file, sample_run(1));
    std::filesystem::create_directory(temp);
    std::filesystem::create_directory(backup);
    file.remove();
    REQUIRE_FALSE(file.exists());
    REQUIRE_FALSE(std::filesystem::exists(temp));
  }
}

}  // namespace
}  // namespace gavel
