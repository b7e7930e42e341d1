#pragma once
// A screen that lives in memory, for tests (the idea of Brogue's null-platform.c):
// screens draw into a grid of cells, keys come from a script, and the test reads the
// grid back. When the script runs out, read_key() returns an interrupt, so every
// loop ends and the last frame drawn stays in the grid to be checked.

#include <deque>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gavel/ui/screen.h"

namespace gavel::ui {

class MemoryScreen : public Screen {
 public:
  struct Cell {
    char32_t ch = U' ';
    Style style;
  };

  MemoryScreen(int width, int height);

  int width() const override { return width_; }
  int height() const override { return height_; }
  void clear() override;
  void text(int row, int col, std::string_view utf8, Style style = plain) override;
  void present() override { ++presents_; }
  Key read_key() override;

  // The script: keys read_key() returns, in order.
  void press(Key key) { keys_.push_back({key, false}); }
  void press(Key::Kind kind) { press(key_of(kind)); }
  // Each character of `typed` as one key ("?" or "jjk").
  void type(std::string_view typed);
  // Keys typed ahead, before the question that reads them opened: drop_typed_keys()
  // drops them while they are the next to read. Keys scripted otherwise count as
  // typed once the screen asks for them, and are never dropped.
  void type_ahead(std::string_view typed);
  void press_ahead(Key key);
  void drop_typed_keys() override;
  // How many keys drop_typed_keys() dropped.
  int keys_dropped() const { return dropped_; }
  // Queues a resize key after the keys already scripted; when read_key() returns
  // it, the screen takes the new size (blank, as a real terminal may leave it), so
  // the keys before it are read at the old size.
  void resize(int width, int height);
  std::size_t keys_left() const { return keys_.size(); }

  // What is on screen.
  std::string row(int r) const;  // exactly width() columns, UTF-8
  std::string all() const;       // every row, each ending with '\n'
  bool contains(std::string_view utf8) const;
  const Cell& cell(int r, int c) const;
  // Where `utf8` first appears (row by row); false if it does not.
  bool find(std::string_view utf8, int& r, int& c) const;
  int presents() const { return presents_; }
  // Each text since the last clear() that ran past the right edge with more than
  // blanks: what the player could not read.
  const std::vector<std::string>& cut_at_edge() const { return cut_at_edge_; }
  // Each place two texts drawn apart meet with no blank between, letter against
  // letter or digit against digit, so they read as one word ("AbernathyRainbow"), or
  // a text drawn over the start of an earlier one runs into its rest ("+4nk"): the
  // row, with the word they make. A text of one character is a cell of its own (a
  // tile's quadrant, a mark) and may touch anything.
  std::vector<std::string> touching() const;

 private:
  int width_;
  int height_;
  std::vector<Cell> cells_;
  std::vector<int> writers_;       // by cell: which text() call since clear() drew it
  std::vector<int> text_lengths_;  // by text() call: the characters it drew, not blanks
  int texts_ = 0;
  struct Scripted {
    Key key;
    bool ahead = false;  // typed ahead: dropped by drop_typed_keys()
  };
  std::deque<Scripted> keys_;
  int dropped_ = 0;
  std::deque<std::pair<int, int>> sizes_;  // one per resize key in keys_
  int presents_ = 0;
  std::vector<std::string> cut_at_edge_;
};

}  // namespace gavel::ui
