#pragma once
// The cereal archives that save payloads are written and read with.
//
// The bytes are cereal's portable binary format: one byte saying "little-endian",
// then every number little-endian and every container as a 64-bit size followed by
// its elements. A save file is untrusted input, and cereal's own reader believes a
// size prefix: it resizes the container before it reads one element, so a few
// bytes can ask for gigabytes. SaveReader reads from memory, so it always knows how
// many bytes are left. It refuses a size larger than that (every element of a saved
// container takes at least one byte), and a vector's size larger than the elements
// the bytes left could hold at the fewest bytes each of them takes
// (least_saved_bytes). A vector is therefore never larger in memory than its bytes
// in the payload times the ratio of its element's size in memory to its size saved
// empty: a few times the payload at most, where cereal alone allowed the payload's
// length times the element's size.
//
// The writer is ours too, not cereal's PortableBinaryOutputArchive, only because
// cereal pairs each input archive with one output archive (for load_minimal and
// save_minimal) and that one is already paired with cereal's reader. The two
// writers give the same bytes; a test checks it.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <cereal/cereal.hpp>

#include "gavel/core/error.h"

namespace gavel {

// Thrown while a payload is read when its bytes cannot be anything a Gavel wrote:
// the save is damaged, whatever the bytes seem to say. The text says what was found.
class SaveDamage : public Error {
 public:
  using Error::Error;
};

// Versions grow by one with each change of a format. A version this far ahead of
// the one the code knows is no version at all but damage (a byte-swapped 1 reads as
// 16,777,216).
inline constexpr std::uint32_t plausible_version_lead = 100;

namespace save_archive_detail {

// Reverses each `width`-byte number in place, for a big-endian machine.
inline void swap_each(unsigned char* bytes, std::size_t size, std::size_t width) {
  if (width <= 1) return;
  for (std::size_t start = 0; start + width <= size; start += width) {
    for (std::size_t i = 0; i < width / 2; ++i) {
      std::swap(bytes[start + i], bytes[start + width - 1 - i]);
    }
  }
}

inline constexpr bool native_little = std::endian::native == std::endian::little;

}  // namespace save_archive_detail

class SaveWriter : public cereal::OutputArchive<SaveWriter, cereal::AllowEmptyClassElision> {
 public:
  // Appends to `bytes`.
  explicit SaveWriter(std::string& bytes)
      : cereal::OutputArchive<SaveWriter, cereal::AllowEmptyClassElision>(this), bytes_(bytes) {
    const std::uint8_t little_endian = 1;
    (*this)(little_endian);
  }

  // `size` bytes of numbers `width` bytes wide each.
  void write_numbers(const void* data, std::size_t size, std::size_t width) {
    if (size == 0) return;  // an empty container's data may be null
    const auto* first = static_cast<const char*>(data);
    const std::size_t start = bytes_.size();
    bytes_.append(first, size);
    if constexpr (!save_archive_detail::native_little) {
      save_archive_detail::swap_each(reinterpret_cast<unsigned char*>(bytes_.data() + start), size,
                                     width);
    }
  }

 private:
  std::string& bytes_;
};

class SaveReader : public cereal::InputArchive<SaveReader, cereal::AllowEmptyClassElision> {
 public:
  // Reads `bytes`, which must outlive the reader. Throws SaveDamage when the first
  // byte is not the one SaveWriter writes (1, little-endian): every Gavel writes that
  // byte, so any other is damage, not data of another byte order.
  explicit SaveReader(std::string_view bytes)
      : cereal::InputArchive<SaveReader, cereal::AllowEmptyClassElision>(this), bytes_(bytes) {
    if (bytes.empty()) throw SaveDamage("its data is empty");
    const auto little_endian = static_cast<unsigned char>(bytes.front());
    if (little_endian != 1) {
      throw SaveDamage("its data starts with byte " + std::to_string(little_endian) +
                       " where every Gavel writes 1, the mark of its byte order");
    }
    position_ = 1;
    swap_ = !save_archive_detail::native_little;
  }

  void read_numbers(void* data, std::size_t size, std::size_t width) {
    if (size == 0) return;  // an empty container's data may be null, even for memcpy
    if (size > left()) throw cereal::Exception("the data ends too soon");
    std::memcpy(data, bytes_.data() + position_, size);
    position_ += size;
    if (swap_) save_archive_detail::swap_each(static_cast<unsigned char*>(data), size, width);
  }

  std::size_t left() const { return bytes_.size() - position_; }

  // A container's size prefix: refused when its elements, `least_each` bytes each at
  // the fewest, would run past the end of the data.
  template <class Size>
  void read_size(Size& size, std::size_t least_each = 1) {
    std::uint64_t claimed = 0;
    read_numbers(&claimed, sizeof claimed, sizeof claimed);
    if (claimed > left() / least_each || claimed > std::numeric_limits<Size>::max()) {
      throw cereal::Exception("a size runs past the end of the data");
    }
    size = static_cast<Size>(claimed);
  }

 private:
  std::string_view bytes_;
  std::size_t position_ = 0;
  bool swap_ = false;
};

// For serialize functions of saved classes: cereal hands them the class version
// read from the file but does not refuse one newer than the code knows. A little
// newer is a newer Gavel's; far newer is damage (SaveDamage).
template <class T>
void refuse_newer_version(std::uint32_t version) {
  const std::uint32_t known = cereal::detail::Version<T>::version;
  if (version <= known) return;
  if (version - known <= plausible_version_lead) throw Error("it holds data of a newer Gavel");
  throw SaveDamage("one of its parts has version " + std::to_string(version) +
                   ", which no Gavel has written; this one writes version " +
                   std::to_string(known));
}

// How cereal reaches the archives: numbers, raw arrays of numbers, names (which a
// binary format drops) and container sizes.
template <class T>
std::enable_if_t<std::is_arithmetic_v<T>> CEREAL_SAVE_FUNCTION_NAME(SaveWriter& archive,
                                                                    const T& value) {
  static_assert(!std::is_floating_point_v<T> || std::numeric_limits<T>::is_iec559);
  archive.write_numbers(&value, sizeof value, sizeof value);
}

template <class T>
std::enable_if_t<std::is_arithmetic_v<T>> CEREAL_LOAD_FUNCTION_NAME(SaveReader& archive, T& value) {
  static_assert(!std::is_floating_point_v<T> || std::numeric_limits<T>::is_iec559);
  if constexpr (std::is_same_v<T, bool>) {
    // Any byte but 0 and 1 in a bool would be undefined behaviour to read as one.
    std::uint8_t byte = 0;
    archive.read_numbers(&byte, 1, 1);
    if (byte > 1) throw cereal::Exception("a true-or-false value is neither");
    value = byte == 1;
  } else {
    archive.read_numbers(&value, sizeof value, sizeof value);
  }
}

template <class T>
void CEREAL_SAVE_FUNCTION_NAME(SaveWriter& archive, const cereal::BinaryData<T>& data) {
  using Element = std::remove_pointer_t<T>;
  archive.write_numbers(data.data, static_cast<std::size_t>(data.size), sizeof(Element));
}

template <class T>
void CEREAL_LOAD_FUNCTION_NAME(SaveReader& archive, cereal::BinaryData<T>& data) {
  using Element = std::remove_pointer_t<T>;
  archive.read_numbers(data.data, static_cast<std::size_t>(data.size), sizeof(Element));
}

template <class T>
void CEREAL_SAVE_FUNCTION_NAME(SaveWriter& archive, const cereal::NameValuePair<T>& pair) {
  archive(pair.value);
}

template <class T>
void CEREAL_LOAD_FUNCTION_NAME(SaveReader& archive, cereal::NameValuePair<T>& pair) {
  archive(pair.value);
}

// The fewest bytes one more T adds to a payload: those of a default T, whose
// containers are empty. Measured as the second of two, because cereal writes a
// class's version before its first instance only.
template <class T>
std::size_t least_saved_bytes() {
  static const std::size_t least = [] {
    std::string one, two;
    SaveWriter once(one);
    once(T{});
    SaveWriter twice(two);
    twice(T{}, T{});
    return std::max<std::size_t>(1, two.size() - one.size());
  }();
  return least;
}

// Vectors, read in place of cereal's own (this overload is the more specialized), so
// that their size is checked against their elements' least size before the vector
// is made that large. A vector<bool> keeps cereal's: its elements are bits.
template <class T, class A>
requires(!std::is_same_v<T, bool>) void CEREAL_LOAD_FUNCTION_NAME(SaveReader& archive,
                                                                  std::vector<T, A>& vector) {
  std::size_t size = 0;
  archive.read_size(size, least_saved_bytes<T>());
  vector.clear();
  vector.resize(size);
  if constexpr (std::is_arithmetic_v<T>) {
    archive.read_numbers(vector.data(), size * sizeof(T), sizeof(T));
  } else {
    for (T& element : vector)
      archive(element);
  }
}

template <class T>
void CEREAL_SAVE_FUNCTION_NAME(SaveWriter& archive, const cereal::SizeTag<T>& tag) {
  const auto size = static_cast<std::uint64_t>(tag.size);
  archive.write_numbers(&size, sizeof size, sizeof size);
}

template <class T>
void CEREAL_LOAD_FUNCTION_NAME(SaveReader& archive, cereal::SizeTag<T>& tag) {
  archive.read_size(tag.size);
}

}  // namespace gavel

CEREAL_REGISTER_ARCHIVE(gavel::SaveWriter)
CEREAL_REGISTER_ARCHIVE(gavel::SaveReader)
CEREAL_SETUP_ARCHIVE_TRAITS(gavel::SaveReader, gavel::SaveWriter)
