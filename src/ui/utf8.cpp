// UTF-8 decoding for the screens (declared in screen.h). Hand-written rather than
// std::mbstowcs because it must not depend on the locale: tests run under any LANG.

#include "gavel/ui/screen.h"

namespace gavel::ui {

namespace {

constexpr char32_t replacement = U'?';

bool is_continuation(unsigned char byte) {
  return (byte & 0xC0U) == 0x80U;
}

// C0 and C1 controls and DEL would move the cursor or start escape sequences.
bool is_control(char32_t c) {
  return c < 0x20 || (c >= 0x7F && c < 0xA0);
}

}  // namespace

std::u32string decode_utf8(std::string_view utf8) {
  std::u32string out;
  out.reserve(utf8.size());
  std::size_t i = 0;
  while (i < utf8.size()) {
    const auto lead = static_cast<unsigned char>(utf8[i]);
    std::size_t length = 0;
    char32_t c = 0;
    char32_t smallest = 0;  // to reject overlong forms
    if (lead < 0x80U) {
      length = 1;
      c = lead;
    } else if ((lead & 0xE0U) == 0xC0U) {
      length = 2;
      c = lead & 0x1FU;
      smallest = 0x80;
    } else if ((lead & 0xF0U) == 0xE0U) {
      length = 3;
      c = lead & 0x0FU;
      smallest = 0x800;
    } else if ((lead & 0xF8U) == 0xF0U) {
      length = 4;
      c = lead & 0x07U;
      smallest = 0x10000;
    } else {
      out.push_back(replacement);
      ++i;
      continue;
    }
    bool valid = i + length <= utf8.size();
    for (std::size_t k = 1; valid && k < length; ++k) {
      const auto byte = static_cast<unsigned char>(utf8[i + k]);
      valid = is_continuation(byte);
      c = (c << 6U) | (byte & 0x3FU);
    }
    if (!valid || c < smallest || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) {
      out.push_back(replacement);
      ++i;  // resynchronise on the next byte
      continue;
    }
    out.push_back(is_control(c) ? replacement : c);
    i += length;
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
