#pragma once
// The one error type a player may see. Its text is a complete sentence meant for a
// person: it names the file, line, entry or option at fault. Anything else that
// escapes to the top is a bug and is reported as one, never shown raw.

#include <stdexcept>
#include <string>
#include <system_error>

namespace gavel {

class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// What an errno value means, in words: "No such file or directory".
inline std::string errno_words(int error) {
  return std::error_code(error, std::generic_category()).message();
}

}  // namespace gavel
