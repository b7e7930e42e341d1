// UTF-8 for the screens (declared in screen.h), decoded with core's utf8_at, which
// no locale changes: tests run under any LANG.

#include "gavel/core/text.h"
#include "gavel/ui/screen.h"

namespace gavel::ui {

namespace {

constexpr char32_t replacement = U'?';

// C0 and C1 controls and DEL would move the cursor or start escape sequences.
bool is_control(char32_t c) {
  return c < 0x20 || (c >= 0x7F && c < 0xA0);
}

}  // namespace

std::u32string decode_utf8(std::string_view utf8) {
  std::u32string out;
  out.reserve(utf8.size());
  for (std::size_t i = 0; i < utf8.size();) {
    // A byte that is not UTF-8 is replaced alone, so decoding picks up on the next one.
    const Utf8Char ch = utf8_at(utf8, i);
    out.push_back(!ch.valid || is_control(ch.code) ? replacement : ch.code);
    i += ch.length;
  }
  return out;
}

std::string encode_utf8(char32_t c) {
  std::string out;
  if (c < 0x80) {
    out.push_back(static_cast<char>(c));
  } else if (c < 0x800) {
    out.push_back(static_cast<char>(0xC0U | (c >> 6U)));
    out.push_back(static_cast<char>(0x80U | (c & 0x3FU)));
  } else if (c < 0x10000) {
    out.push_back(static_cast<char>(0xE0U | (c >> 12U)));
    out.push_back(static_cast<char>(0x80U | ((c >> 6U) & 0x3FU)));
    out.push_back(static_cast<char>(0x80U | (c & 0x3FU)));
  } else {
    out.push_back(static_cast<char>(0xF0U | (c >> 18U)));
    out.push_back(static_cast<char>(0x80U | ((c >> 12U) & 0x3FU)));
    out.push_back(static_cast<char>(0x80U | ((c >> 6U) & 0x3FU)));
    out.push_back(static_cast<char>(0x80U | (c & 0x3FU)));
  }
  return out;
}

std::string encode_utf8(std::u32string_view code_points) {
  std::string out;
  out.reserve(code_points.size());
  for (char32_t c : code_points)
    out += encode_utf8(c);
  return out;
}

int text_width(std::string_view utf8) {
  return static_cast<int>(decode_utf8(utf8).size());
}

std::string clip_text(std::string_view utf8, int columns) {
  if (columns <= 0) return {};
  const std::u32string points = decode_utf8(utf8);
  if (static_cast<int>(points.size()) <= columns) return encode_utf8(points);
  return encode_utf8(std::u32string_view(points).substr(0, static_cast<std::size_t>(columns)));
}

}  // namespace gavel::ui
