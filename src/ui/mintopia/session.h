#pragma once
// The board's loop (private to src/ui/mintopia): rivals play through the match until
// the human must decide; the board then shows the human's view and turns keys into
// one legal move. board.cpp runs the loop and the keys every decision answers;
// choices.cpp asks each kind of decision.

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gavel/core/match.h"
#include "parts.h"

namespace gavel::ui::mintopia {

// A menu item that plays a move, or opens a further question (`then`).
struct Choice {
  std::string label;
  Move move;
  std::function<Outcome()> then;  // set: asked when chosen; back returns to the menu
};

class Session {
 public:
  Session(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings);
  int run();

 private:
  void refresh();
  void keep_before();
  Table table() const;
  std::vector<std::string> hints(std::vector<std::string> first) const;
  Outcome moves_menu(const std::vector<Move>& legal, bool can_back);
  std::optional<Outcome> other_key(const Key& key, const std::vector<Move>& legal,
                                   const std::function<void()>& draw, std::string& message);

  // choices.cpp
  Outcome decide();
  // A question over the lower board: `choices` as a menu, `explain` above them.
  Outcome choose_from(const std::string& title, const std::vector<std::string>& explain,
                      const std::vector<Choice>& choices, bool can_back);
  // A number from `low` to `high`, or nothing when the player backs out.
  std::optional<int> ask_number(const std::string& title, const std::vector<std::string>& explain,
                                int low, int high, int start, bool& interrupted);
  Outcome bid_or_withdraw(const std::vector<Move>& legal);
  Outcome commit(const std::vector<Move>& legal);
  Outcome place(const std::vector<Move>& legal);
  Outcome utility(const std::vector<Move>& legal);
  // The cursor over `places` (zone and spot codes of legal moves); `make` builds the
  // move for a spot and an orientation.
  Outcome spot_cursor(const std::vector<std::pair<int, mt::Spot>>& places, int carried,
                      bool can_turn, const std::function<Move(int, mt::Spot, bool)>& make,
                      const std::vector<Move>& legal, bool can_back);

  Screen& screen_;
  const Glyphs& glyphs_;
  Match& match_;
  const BoardSettings& settings_;
  std::vector<Sitter> sitters_;
  TableLog log_;
  std::unique_ptr<View> view_holder_;
  const mt::MintopiaView* view_ = nullptr;
  std::unique_ptr<View> before_holder_;
  const mt::MintopiaView* before_ = nullptr;
  std::size_t new_from_ = 0;
  bool last_words_said_ = false;
};

}  // namespace gavel::ui::mintopia
