// The save envelope and payload against damaged, foreign and hostile files.

#include <array>
#include <cstring>
#include <fstream>
#include <map>
#include <optional>
#include <random>
#include <sstream>
#include <sys/stat.h>

#include <catch2/catch.hpp>
#include <cereal/archives/portable_binary.hpp>
#include <cereal/types/array.hpp>
#include <cereal/types/map.hpp>

#include "core/save_support.h"
#include "gavel/core/checksum.h"
#include "gavel/core/error.h"
#include "gavel/core/save_file.h"
#include "gavel/core/save_lock.h"
#include "gavel/core/text.h"
#include "support/peak_memory.h"

namespace gavel {
namespace {

using Catch::Contains;
using Catch::StartsWith;
using testing::peak_growth;
using testing::read_bytes;
using testing::sample_run;
using testing::SampleRun;
using testing::start_peak;
using testing::TempDir;
using testing::write_bytes;

// The error a load gives, or "" when it loads; anything but gavel::Error fails the
// test by escaping.
std::string load_error(const SaveDirLock& lock, SampleRun& run) {
  SaveFile file(lock, "run.sav");
  try {
    if (!load_object(file, run)) return "(nothing saved)";
  } catch (const Error& error) {
    return error.what();
  }
  return "";
}

template <class Saved = SampleRun>
std::string payload_error(const std::string& payload) {
  Saved saved;
  try {
    load_payload(SavePayload{save_format_version, payload, false}, saved, "test.sav");
  } catch (const Error& error) {
    return error.what();
  }
  return "";
}

// A payload written by hand: SaveWriter's bytes up to a point, then raw numbers.
struct Payload {
  std::string bytes{'\x01'};  // "little-endian"
  Payload& number(std::uint64_t value, int width) {
    for (int i = 0; i < width; ++i)
      bytes += static_cast<char>((value >> (8 * i)) & 0xffu);
    return *this;
  }
};

struct Mixed {
  std::array<std::int16_t, 3> small{};
  std::map<std::string, std::int64_t> named;
  std::vector<bool> flags;
  double ratio = 0;

  bool operator==(const Mixed&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(small, named, flags, ratio);
  }
};

struct Checked {
  std::int32_t value = 0;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    refuse_newer_version<Checked>(version);
    archive(value);
  }
};

// A vector of elements much larger in memory than saved empty, as a run's results are.
struct Book {
  std::string title;
  std::vector<std::string> notes;
  std::vector<int> pages;
  std::int64_t price = 0;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(title, notes, pages, price);
  }
};

struct Shelf {
  std::vector<Book> books;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(books);
  }
};

// A Shelf's payload of `bytes` bytes whose count of books is `count` and whose
// books are all zero bytes: empty, as far as they go. The count is at byte 5, after
// the byte order mark and the Shelf's version; the Book's version follows it.
constexpr std::size_t shelf_count_end = 13;

std::string shelf_payload(std::size_t bytes, std::uint64_t count) {
  std::string payload = save_payload(Shelf{});
  REQUIRE(payload.size() == shelf_count_end);
  payload.resize(bytes, '\0');
  for (int i = 0; i < 8; ++i)
    payload[5 + i] = static_cast<char>((count >> (8 * i)) & 0xffu);
  return payload;
}

// How much a child's resident memory grew, at its peak, while it loaded `payload`
// into a Shelf, and whether the load was refused. The child may be killed by a
// sanitizer or run out of memory: then nullopt.
struct Growth {
  std::size_t peak_bytes = 0;
  bool refused = false;
};

std::optional<Growth> load_growth(const std::string& payload) {
  int channel[2];
  REQUIRE(::pipe(channel) == 0);
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    ::close(channel[0]);
    const std::size_t before = start_peak();
    Growth growth;
    try {
      Shelf shelf;
      load_payload(SavePayload{save_format_version, payload, false}, shelf, "test.sav");
    } catch (const Error&) {
      growth.refused = true;
    } catch (...) {
      ::_exit(3);
    }
    growth.peak_bytes = peak_growth(before);
    const ssize_t written = ::write(channel[1], &growth, sizeof growth);
    ::_exit(written == sizeof growth ? 0 : 4);
  }
  ::close(channel[1]);
  Growth growth;
  const bool heard = ::read(channel[0], &growth, sizeof growth) == sizeof growth;
  ::close(channel[0]);
  int status = 0;
  ::waitpid(child, &status, 0);
  if (!heard || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return std::nullopt;
  return growth;
}

// The same fields, as a later Gavel would write them.
struct CheckedLater {
  std::int32_t value = 0;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(value);
  }
};

}  // namespace
}  // namespace gavel

// CEREAL_CLASS_VERSION specializes a template of cereal's: it stands outside gavel.
CEREAL_CLASS_VERSION(gavel::Mixed, 1);
CEREAL_CLASS_VERSION(gavel::Checked, 1);
CEREAL_CLASS_VERSION(gavel::Book, 1);
CEREAL_CLASS_VERSION(gavel::Shelf, 1);
CEREAL_CLASS_VERSION(gavel::CheckedLater, 2);

namespace gavel {
namespace {

TEST_CASE("CRC-32 gives the standard check value", "[core][save]") {
  REQUIRE(crc32("123456789") == 0xCBF43926u);
  REQUIRE(crc32("") == 0u);
  REQUIRE(crc32("56789", crc32("1234")) == 0xCBF43926u);
}

TEST_CASE("a saved struct loads back equal", "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  SaveFile file(lock, "run.sav");
  const SampleRun saved = sample_run(40);
  store_object(file, saved);
  REQUIRE(read_bytes(file.path()).starts_with("GAVELSAV"));
  SampleRun loaded;
  REQUIRE(load_object(file, loaded));
  REQUIRE(loaded == saved);
}

TEST_CASE("the payload is cereal's portable binary format", "[core][save]") {
  Mixed mixed;
  mixed.small = {-1, 2, 300};
  mixed.named = {{"garnets", 3}, {"tokens", -2}};
  mixed.flags = {true, false, true};
  mixed.ratio = 0.25;
  std::ostringstream theirs;
  {
    cereal::PortableBinaryOutputArchive archive(
        theirs, cereal::PortableBinaryOutputArchive::Options::LittleEndian());
    archive(mixed);
  }
  const std::string ours = save_payload(mixed);
  REQUIRE(ours == theirs.str());
  Mixed back;
  load_payload(SavePayload{1, ours, false}, back, "test.sav");
  REQUIRE(back == mixed);
}

TEST_CASE("a save cut short at any length is refused and left as it was", "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  const auto path = dir.path() / "run.sav";
  const std::string whole = seal_save(save_payload(sample_run()));
  for (std::size_t length = 0; length < whole.size(); ++length) {
    const std::string cut = whole.substr(0, length);
    write_bytes(path, cut);
    SampleRun run;
    const std::string error = load_error(lock, run);
    INFO("cut at " << length << ": " << error);
    REQUIRE_THAT(error, Contains(path.string()) && Contains("cut short"));
    SaveFile writer(lock, "run.sav");
    REQUIRE_THROWS_WITH(writer.store("new"), Contains("will not write over it"));
    REQUIRE(read_bytes(path) == cut);
  }
}

TEST_CASE("a flipped byte anywhere is refused or harmless, never a crash", "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  const auto path = dir.path() / "run.sav";
  const SampleRun saved = sample_run();
  const std::string whole = seal_save(save_payload(saved));
  int refused = 0;
  for (std::size_t at = 0; at < whole.size(); ++at) {
    for (unsigned mask : {0x01u, 0x80u, 0xffu}) {
      std::string flipped = whole;
      flipped[at] = static_cast<char>(static_cast<unsigned char>(flipped[at]) ^ mask);
      write_bytes(path, flipped);
      SampleRun run;
      const std::string error = load_error(lock, run);
      INFO("byte " << at << " ^ " << mask << ": " << error);
      if (error.empty()) {
        REQUIRE(run == saved);
      } else {
        REQUIRE_THAT(error, Contains(path.string()));
        ++refused;
      }
      REQUIRE(read_bytes(path) == flipped);
    }
  }
  // The checksum covers everything after the magic, so no flip goes unnoticed.
  REQUIRE(refused == static_cast<int>(whole.size()) * 3);
}

TEST_CASE("a file that is not a save is refused", "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  const auto path = dir.path() / "run.sav";
  std::string other = seal_save(save_payload(sample_run()));
  other[0] = 'X';
  for (const std::string& bytes : {other, std::string("hello, world\n"), std::string("\x7f")}) {
    write_bytes(path, bytes);
    SampleRun run;
    REQUIRE_THAT(load_error(lock, run),
                 Contains(quote_path(path.string()) + ": not a Gavel save file"));
    REQUIRE(read_bytes(path) == bytes);
  }
  std::filesystem::create_directory(path.string() + ".d");
  REQUIRE_THROWS_WITH(read_save(path.string() + ".d"), Contains("not a Gavel save file"));
  const auto fifo = path.string() + ".fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  REQUIRE_THROWS_WITH(read_save(fifo), Contains("not a Gavel save file"));
}

TEST_CASE("a save from a newer Gavel is refused, not written over", "[core][save]") {
  TempDir dir;
  SaveDirLock lock(dir.path());
  const auto path = dir.path() / "run.sav";
  std::string newer = seal_save(save_payload(sample_run()));
  newer[8] = static_cast<char>(save_format_version + 1);
  write_bytes(path, newer);
  SampleRun run;
  REQUIRE_THAT(load_error(lock, run), Contains("made by a newer Gavel"));
  SaveFile writer(lock, "run.sav");
  REQUIRE_THROWS_WITH(writer.store("x"), Contains("made by a newer Gavel"));
  REQUIRE(read_bytes(path) == newer);
  newer[8] = 0;
  REQUIRE_THROWS_WITH(unseal_save(newer, "old.sav"), Contains("older than this Gavel can read"));
  // A format far beyond this one's is no newer Gavel's but damage: here a
  // byte-swapped 1.
  newer[8] = 0;
  newer[11] = 1;
  REQUIRE_THROWS_WITH(unseal_save(newer, "odd.sav"),
                      "odd.sav: the save is damaged (its header gives save format 16777216, which "
                      "no Gavel has written; this one writes format 1)");
}

TEST_CASE("a length field of 2^62 is refused before anything is allocated", "[core][save]") {
  std::string file = seal_save(save_payload(sample_run()));
  for (int i = 0; i < 8; ++i)
    file[12 + i] = 0;
  file[19] = 0x40;  // 2^62, little-endian
  REQUIRE_THROWS_WITH(unseal_save(file, "big.sav"),
                      Contains("big.sav: the save is damaged") && Contains("4611686018427387904"));
  TempDir dir;
  const auto path = dir.path() / "big.sav";
  write_bytes(path, file);
  REQUIRE_THROWS_WITH(read_save(path), Contains("more than any save holds"));
  REQUIRE(read_bytes(path) == file);
}

TEST_CASE("a file too large for a save is refused without reading it", "[core][save]") {
  TempDir dir;
  const auto path = dir.path() / "huge.sav";
  write_bytes(path, seal_save("x"));
  // Sparse: it takes no room on disk, and reading it would take 8 MiB.
  std::filesystem::resize_file(path, save_header_bytes + max_save_payload_bytes + 1);
  REQUIRE_THROWS_WITH(read_save(path), Contains("too large to be a Gavel save"));
}

TEST_CASE("a payload that passes the checksum but is nonsense is refused", "[core][save]") {
  // Sizes that cereal alone would try to allocate: a string of 2^40 characters, a
  // vector of 3e9 numbers, a vector of 2^62 seats.
  for (std::uint64_t size : {1ull << 40, 3'000'000'000ull, 1ull << 62}) {
    Payload string_size;
    string_size.number(1, 4).number(7, 8).number(size, 8);
    REQUIRE_THAT(payload_error(string_size.bytes), Contains("test.sav: the save is damaged"));
    Payload history_size;
    history_size.number(1, 4).number(7, 8).number(0, 8).number(size, 8);
    REQUIRE_THAT(payload_error(history_size.bytes), Contains("damaged"));
    Payload seat_count;
    seat_count.number(1, 4).number(7, 8).number(0, 8).number(0, 8).number(size, 8);
    REQUIRE_THAT(payload_error(seat_count.bytes), Contains("damaged"));
  }
  const std::string good = save_payload(sample_run());
  REQUIRE(payload_error(good).empty());
  REQUIRE_THAT(payload_error(good + "!"), Contains("damaged"));  // bytes left over
  REQUIRE_THAT(payload_error(""), Contains("damaged"));
  std::string bad_bool = good;
  bad_bool[bad_bool.size() - 1] = 2;  // the last seat's `out`
  REQUIRE_THAT(payload_error(bad_bool), Contains("damaged"));

  // Random damage to a valid payload: a clear error or a load, never a crash.
  std::mt19937_64 random(20240611);
  const std::string longer = save_payload(sample_run(30));
  for (int round = 0; round < 3000; ++round) {
    std::string mutated = longer;
    const int changes = 1 + static_cast<int>(random() % 4);
    for (int i = 0; i < changes; ++i) {
      mutated[random() % mutated.size()] = static_cast<char>(random() & 0xffu);
    }
    if (random() % 4 == 0) mutated.resize(random() % mutated.size());
    const std::string error = payload_error(mutated);
    if (!error.empty()) REQUIRE_THAT(error, Contains("test.sav: the save is damaged"));
  }
}

TEST_CASE("a count that claims every byte left makes nothing near that large", "[core][save]") {
  // Book is 88 bytes in memory and 32 saved empty. A count of every byte left would
  // have made 8 MiB of books, 700 MB; now it is refused before the vector is made.
  const std::size_t bytes = max_save_payload_bytes;
  const std::size_t left = bytes - shelf_count_end;
  const auto all = load_growth(shelf_payload(bytes, left));
  REQUIRE(all.has_value());
  REQUIRE(all->refused);
  REQUIRE(all->peak_bytes < 100u * 1024 * 1024);
  REQUIRE_THAT(payload_error<Shelf>(shelf_payload(bytes, left / least_saved_bytes<Book>() + 1)),
               Contains("damaged"));

  // As many empty books as the bytes hold is a valid shelf, and still small in memory.
  REQUIRE(least_saved_bytes<Book>() == 32);
  const auto most = load_growth(shelf_payload(bytes, left / 32));
  REQUIRE(most.has_value());
  REQUIRE(most->refused);  // the Book's version takes 4 bytes, so 15 are left over
  REQUIRE(most->peak_bytes < 100u * 1024 * 1024);
  REQUIRE(payload_error<Shelf>(shelf_payload(shelf_count_end + 4 + 32 * 1000, 1000)).empty());
}

TEST_CASE("a class saved by a newer version is refused", "[core][save]") {
  Checked checked;
  load_payload(SavePayload{1, save_payload(Checked{5}), false}, checked, "test.sav");
  REQUIRE(checked.value == 5);
  REQUIRE_THROWS_WITH(
      load_payload(SavePayload{1, save_payload(CheckedLater{5}), false}, checked, "test.sav"),
      Contains("test.sav: the save cannot be loaded (it holds data of a newer Gavel)"));
}

TEST_CASE("a payload whose byte order mark or versions no Gavel writes is called damaged",
          "[core][save]") {
  const auto error_of = [](const std::string& payload) {
    Checked checked;
    try {
      load_payload(SavePayload{1, payload, false}, checked, "test.sav");
    } catch (const Error& error) {
      return std::string(error.what());
    }
    return std::string("no error");
  };
  const std::string good = save_payload(Checked{5});
  REQUIRE(error_of(good) == "no error");
  // The byte order mark: Gavel writes 1 (little-endian) and nothing else.
  for (const char mark : {'\0', '\2', '\xff'}) {
    std::string odd = good;
    odd[0] = mark;
    REQUIRE_THAT(error_of(odd),
                 StartsWith("test.sav: the save is damaged (its data starts with byte " +
                            std::to_string(static_cast<unsigned char>(mark)) +
                            " where every Gavel writes 1"));
  }
  // A class version far beyond the code's: a byte-swapped 1, and garbage.
  std::string swapped = good;
  swapped[1] = 0;
  swapped[4] = 1;
  REQUIRE(error_of(swapped) ==
          "test.sav: the save is damaged (one of its parts has version "
          "16777216, which no Gavel has written; this one writes version 1)");
  REQUIRE_THAT(error_of("\x01garbage, not a save"),
               StartsWith("test.sav: the save is damaged (one of its parts has version "));
  REQUIRE_THAT(error_of("garbage, not a save"),
               StartsWith("test.sav: the save is damaged (its data starts with byte 103 "));
  REQUIRE(error_of("") == "test.sav: the save is damaged (its data is empty)");
  // A version a little ahead is a newer Gavel's, as before.
  std::string newer = good;
  newer[1] = static_cast<char>(1 + plausible_version_lead);
  REQUIRE_THAT(error_of(newer), Contains("it holds data of a newer Gavel"));
}

std::filesystem::path fixture_path() {
  return std::filesystem::path(GAVEL_TEST_DATA_DIR) / "data" / "saves" / "format-1.sav";
}

TEST_CASE("the committed format-1 save still loads", "[core][save]") {
  const std::string fixture = read_bytes(fixture_path());
  REQUIRE(!fixture.empty());
  TempDir dir;
  SaveDirLock lock(dir.path());
  write_bytes(dir.path() / "run.sav", fixture);
  SaveFile file(lock, "run.sav");
  SampleRun run;
  REQUIRE(load_object(file, run));
  REQUIRE(run == sample_run(12));
  REQUIRE(read_save(fixture_path()).format_version == 1);
  REQUIRE(read_bytes(dir.path() / "run.sav") == fixture);
  // While the format stays 1 the writer must give the very same bytes: a change
  // that does not bump save_format_version shows up here.
  if (save_format_version == 1) REQUIRE(seal_save(save_payload(sample_run(12))) == fixture);
}

// Run by hand when a new format version comes in (tests/data/saves/README.md):
//   gavel_tests "[save-fixture-writer]"
TEST_CASE("write the save fixture of the current format", "[.][save-fixture-writer]") {
  const auto path =
      fixture_path().parent_path() / ("format-" + std::to_string(save_format_version) + ".sav");
  write_bytes(path, seal_save(save_payload(sample_run(12))));
  INFO("wrote " << path);
  REQUIRE(std::filesystem::exists(path));
}

}  // namespace
}  // namespace gavel
