#pragma once
// Reading content files: JSON objects read with cereal's JSON archive into plain
// structs. Every error names the file, the entry and the field, e.g.
//   content/auction-web/properties.json: "UFO": victory_points must be 0..6

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace cereal {
class JSONInputArchive;
}

namespace gavel {

// Content files are small; a bigger one is refused before it is read.
inline constexpr std::uintmax_t max_content_bytes = 4 * 1024 * 1024;

// The fields of one JSON object: the whole file, or one entry of a list in it.
class ContentEntry {
 public:
  ContentEntry(cereal::JSONInputArchive& archive, std::string where);

  // A text is never empty, and a text and each of texts is printable_text (text.h).
  std::string text(const char* field);
  int integer(const char* field, int min, int max);
  bool flag(const char* field);
  std::vector<std::string> texts(const char* field);
  std::vector<int> integers(const char* field, int min, int max);
  // Optional fields: absent gives the fallback.
  std::string text_or(const char* field, const std::string& fallback);
  int integer_or(const char* field, int min, int max, int fallback);
  bool flag_or(const char* field, bool fallback);
  std::vector<std::string> texts_or_none(const char* field);

  // Reads each object of the list `field`; entries are named in errors by their
  // "id" or "name" field, or by their position.
  void each(const char* field, const std::function<void(ContentEntry&)>& read);

  // Throws gavel::Error naming this entry and the field.
  [[noreturn]] void fail(const char* field, const std::string& problem) const;

 private:
  bool has(const char* field);
  void check_printable(const char* field, const std::string& value);
  template <class T>
  T read(const char* field, const char* what);

  cereal::JSONInputArchive& archive_;
  std::string where_;  // "content/x.json" or "content/x.json: \"UFO\""
};

// Opens a content file and gives its top-level object to `read`. Throws
// gavel::Error for a missing, oversized or malformed file and for bad fields.
void read_content(const std::filesystem::path& path,
                  const std::function<void(ContentEntry&)>& read);

// The content folder: --content-dir if given, else the installed one next to the
// binary, else the source tree's.
std::filesystem::path find_content_dir(const std::filesystem::path& requested,
                                       const std::filesystem::path& executable);

}  // namespace gavel
