#include "gavel/ui/memory_screen.h"

#include <algorithm>
#include <stdexcept>
#include <tuple>

namespace gavel::ui {

MemoryScreen::MemoryScreen(int width, int height) : width_(width), height_(height) {
  if (width < 1 || height < 1) throw std::invalid_argument("MemoryScreen: size must be positive");
  cells_.resize(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_));
}

void MemoryScreen::clear() {
  std::fill(cells_.begin(), cells_.end(), Cell{});
  writers_.assign(cells_.size(), 0);
  text_lengths_.assign(1, 0);
  texts_ = 0;
  cut_at_edge_.clear();
}

void MemoryScreen::text(int row, int col, std::string_view utf8, Style style) {
  if (row < 0 || row >= height_) return;
  ++texts_;
  writers_.resize(cells_.size(), 0);
  text_lengths_.resize(static_cast<std::size_t>(texts_) + 1, 0);
  for (char32_t ch : decode_utf8(utf8)) {
    if (col >= width_) {
      if (ch != U' ') {
        cut_at_edge_.emplace_back(utf8);
        return;
      }
    } else if (col >= 0) {
      cells_[static_cast<std::size_t>(row * width_ + col)] = Cell{ch, style};
      writers_[static_cast<std::size_t>(row * width_ + col)] = texts_;
      if (ch != U' ') ++text_lengths_[static_cast<std::size_t>(texts_)];
    }
    ++col;
  }
}

std::vector<std::string> MemoryScreen::touching() const {
  const auto letter = [](char32_t ch) {
    return (ch >= U'a' && ch <= U'z') || (ch >= U'A' && ch <= U'Z');
  };
  const auto digit = [](char32_t ch) { return ch >= U'0' && ch <= U'9'; };
  const auto word_at = [&](int r, int c) {
    int from = c;
    while (from > 0 && cell(r, from - 1).ch != U' ')
      --from;
    int to = c;
    while (to + 1 < width_ && cell(r, to + 1).ch != U' ')
      ++to;
    std::string word;
    for (int i = from; i <= to; ++i)
      word += encode_utf8(cell(r, i).ch);
    return word;
  };
  // The characters the text that drew cell `at` drew.
  const auto length = [&](std::size_t at) {
    return text_lengths_[static_cast<std::size_t>(writers_[at])];
  };
  std::vector<std::string> found;
  for (int r = 0; r < height_; ++r) {
    for (int c = 0; c + 1 < width_; ++c) {
      const auto at = static_cast<std::size_t>(r * width_ + c);
      if (at + 1 >= writers_.size() || writers_[at] == writers_[at + 1]) continue;
      // A single character is a cell of its own (a tile's quadrant, a mark).
      if (length(at) < 2 || length(at + 1) < 2) continue;
      const char32_t a = cells_[at].ch;
      const char32_t b = cells_[at + 1].ch;
      // Or a text drawn over the start of an earlier one, whose rest goes on after it.
      const bool over =
          writers_[at] > writers_[at + 1] && (letter(a) || digit(a)) && (letter(b) || digit(b));
      if ((letter(a) && letter(b)) || (digit(a) && digit(b)) || over)
        found.push_back("row " + std::to_string(r) + ": " + word_at(r, c));
    }
  }
  return found;
}

Key MemoryScreen::read_key() {
  if (keys_.empty()) return key_of(Key::Kind::interrupt);
  const Key key = keys_.front().key;
  keys_.pop_front();
  if (key.kind == Key::Kind::resize && !sizes_.empty()) {
    std::tie(width_, height_) = sizes_.front();
    sizes_.pop_front();
    cells_.assign(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), Cell{});
    writers_.assign(cells_.size(), 0);
  }
  return key;
}

void MemoryScreen::type(std::string_view typed) {
  for (char32_t ch : decode_utf8(typed))
    press(key_of(ch));
}

void MemoryScreen::type_ahead(std::string_view typed) {
  for (char32_t ch : decode_utf8(typed))
    press_ahead(key_of(ch));
}

void MemoryScreen::press_ahead(Key key) {
  keys_.push_back({key, true});
}

void MemoryScreen::drop_typed_keys() {
  while (!keys_.empty() && keys_.front().ahead && keys_.front().key.kind != Key::Kind::resize) {
    keys_.pop_front();
    ++dropped_;
  }
}

void MemoryScreen::resize(int width, int height) {
  if (width < 1 || height < 1) throw std::invalid_argument("MemoryScreen: size must be positive");
  sizes_.emplace_back(width, height);
  press(Key::Kind::resize);
}

std::string MemoryScreen::row(int r) const {
  std::u32string line;
  for (int c = 0; c < width_; ++c)
    line.push_back(cell(r, c).ch);
  return encode_utf8(line);
}

std::string MemoryScreen::all() const {
  std::string out;
  for (int r = 0; r < height_; ++r)
    out += row(r) + '\n';
  return out;
}

bool MemoryScreen::contains(std::string_view utf8) const {
  int r = 0;
  int c = 0;
  return find(utf8, r, c);
}

const MemoryScreen::Cell& MemoryScreen::cell(int r, int c) const {
  if (r < 0 || r >= height_ || c < 0 || c >= width_) {
    throw std::out_of_range("MemoryScreen: cell outside the screen");
  }
  return cells_[static_cast<std::size_t>(r * width_ + c)];
}

bool MemoryScreen::find(std::string_view utf8, int& r, int& c) const {
  const std::u32string wanted = decode_utf8(utf8);
  if (wanted.empty()) return false;
  for (int row_index = 0; row_index < height_; ++row_index) {
    std::u32string line;
    for (int col = 0; col < width_; ++col)
      line.push_back(cell(row_index, col).ch);
    const std::size_t at = line.find(wanted);
    if (at != std::u32string::npos) {
      r = row_index;
      c = static_cast<int>(at);
      return true;
    }
  }
  return false;
}

}  // namespace gavel::ui
