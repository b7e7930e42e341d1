#include "gavel/core/content.h"

#include <algorithm>
#include <fstream>
#include <optional>
#include <sstream>

// cereal's JSON header first: it makes rapidjson's assertions throw.
#include <cereal/archives/json.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <rapidjson/error/en.h>

#include "gavel/core/error.h"
#include "gavel/core/text.h"

namespace gavel {
namespace {

std::string read_file(const std::filesystem::path& path) {
  std::error_code error;
  const auto size = std::filesystem::file_size(path, error);
  if (error) throw Error(quote_path(path.string()) + ": cannot read the file (is it there?)");
  if (size > max_content_bytes)
    throw Error(quote_path(path.string()) + ": too large for a content file");
  std::ifstream file(path, std::ios::binary);
  std::ostringstream text;
  text << file.rdbuf();
  if (!file) throw Error(quote_path(path.string()) + ": cannot read the file");
  return std::move(text).str();
}

// cereal cannot say where a file stops being JSON; rapidjson can.
void check_json(const std::string& text, const std::filesystem::path& path) {
  rapidjson::Document document;
  document.Parse(text.c_str(), text.size());
  if (document.HasParseError()) {
    const auto offset = std::min(document.GetErrorOffset(), text.size());
    const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<long>(offset), '\n');
    throw Error(quote_path(path.string()) + ":" + std::to_string(line) + ": not valid JSON (" +
                rapidjson::GetParseError_En(document.GetParseError()) + ")");
  }
  if (!document.IsObject())
    throw Error(quote_path(path.string()) + ": must hold one JSON object { … }");
}

}  // namespace

ContentEntry::ContentEntry(cereal::JSONInputArchive& archive, std::string where)
    : archive_(archive), where_(std::move(where)) {}

void ContentEntry::fail(const char* field, const std::string& problem) const {
  throw Error(where_ + ": " + field + " " + problem);
}

template <class T>
T ContentEntry::read(const char* field, const char* what) {
  T value{};
  try {
    archive_.setNextName(field);
    archive_(value);
  } catch (const cereal::RapidJSONException&) {
    fail(field, std::string("must be ") + what);
  } catch (const cereal::Exception&) {
    fail(field, "is missing");
  }
  return value;
}

bool ContentEntry::has(const char* field) {
  // Looking a name up moves nothing when it is absent, so a failed look-up is safe.
  try {
    archive_.setNextName(field);
    archive_.startNode();
    archive_.finishNode();
    return true;
  } catch (const cereal::RapidJSONException&) {
    return true;  // present, but not an object: the typed read will say what is wrong
  } catch (const cereal::Exception&) {
    return false;
  }
}

std::string ContentEntry::text(const char* field) {
  auto value = read<std::string>(field, "text in quotes");
  if (value.empty()) fail(field, "must not be empty");
  check_printable(field, value);
  return value;
}

// Content's words are shown as they are written, on the board and in text: a control
// character or a byte that is not UTF-8 would reach the terminal as it is.
void ContentEntry::check_printable(const char* field, const std::string& value) {
  if (!printable_text(value)) {
    fail(field, "must be UTF-8 with no control characters, not " + quote_input(value));
  }
}

int ContentEntry::integer(const char* field, int min, int max) {
  const int value = read<int>(field, "a whole number");
  if (value < min || value > max) {
    fail(field, "must be " + std::to_string(min) + ".." + std::to_string(max));
  }
  return value;
}

bool ContentEntry::flag(const char* field) {
  return read<bool>(field, "true or false");
}

std::vector<std::string> ContentEntry::texts(const char* field) {
  auto values = read<std::vector<std::string>>(field, "a list of texts in quotes");
  for (const std::string& value : values)
    check_printable(field, value);
  return values;
}

std::vector<int> ContentEntry::integers(const char* field, int min, int max) {
  auto values = read<std::vector<int>>(field, "a list of whole numbers");
  for (int value : values) {
    if (value < min || value > max) {
      fail(field, "values must be " + std::to_string(min) + ".." + std::to_string(max));
    }
  }
  return values;
}

std::string ContentEntry::text_or(const char* field, const std::string& fallback) {
  return has(field) ? text(field) : fallback;
}

int ContentEntry::integer_or(const char* field, int min, int max, int fallback) {
  return has(field) ? integer(field, min, max) : fallback;
}

bool ContentEntry::flag_or(const char* field, bool fallback) {
  return has(field) ? flag(field) : fallback;
}

std::vector<std::string> ContentEntry::texts_or_none(const char* field) {
  return has(field) ? texts(field) : std::vector<std::string>{};
}

void ContentEntry::each(const char* field, const std::function<void(ContentEntry&)>& read_entry) {
  if (!has(field)) fail(field, "is missing");
  cereal::size_type count = 0;
  try {
    archive_.setNextName(field);
    archive_.startNode();
    archive_.loadSize(count);
  } catch (const cereal::Exception&) {
    fail(field, "must be a list [ … ]");
  }
  for (cereal::size_type index = 0; index < count; ++index) {
    std::string name = where_ + ": " + field + "[" + std::to_string(index) + "]";
    try {
      archive_.startNode();
    } catch (const cereal::Exception&) {
      throw Error(name + " must be an object { … }");
    }
    ContentEntry entry(archive_, name);
    for (const char* key : {"id", "name"}) {
      if (!entry.has(key)) continue;
      entry.where_ = where_ + ": " + quote_input(entry.text(key), '"');
      break;
    }
    read_entry(entry);
    archive_.finishNode();
  }
  archive_.finishNode();
}

void read_content(const std::filesystem::path& path,
                  const std::function<void(ContentEntry&)>& read) {
  const std::string text = read_file(path);
  check_json(text, path);
  std::istringstream stream(text);
  try {
    cereal::JSONInputArchive archive(stream);
    ContentEntry top(archive, quote_path(path.string()));
    read(top);
  } catch (const Error&) {
    throw;
  } catch (const std::exception&) {
    throw Error(quote_path(path.string()) + ": cannot be read as content");
  }
}

std::filesystem::path find_content_dir(const std::filesystem::path& requested,
                                       const std::filesystem::path& executable) {
  std::error_code error;
  if (!requested.empty()) {
    if (!std::filesystem::is_directory(requested, error)) {
      throw Error("--content-dir " + quote_path(requested.string()) + ": no such folder");
    }
    return requested;
  }
  const auto installed = executable.parent_path().parent_path() / GAVEL_INSTALL_CONTENT_DIR;
  if (!executable.empty() && std::filesystem::is_directory(installed, error)) return installed;
  return GAVEL_SOURCE_CONTENT_DIR;
}

}  // namespace gavel
