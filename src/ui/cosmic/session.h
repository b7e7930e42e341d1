#pragma once
// The board's loop (private to src/ui/cosmic): rivals play through the match until the
// human must decide; the board then shows the human's view and asks the decision as a
// question. board.cpp runs the loop and the keys every question answers; decide.cpp
// asks each kind of decision.

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "gavel/core/match.h"
#include "parts.h"

namespace gavel::ui::cosmic {

// A menu item that plays a move, or opens a further question (`then`).
struct Choice {
  Choice(std::string label_, Move move_, std::function<Outcome()> then_, int card_ = -1,
         std::string about_ = {})
      : label(std::move(label_)),
        move(move_),
        then(std::move(then_)),
        card(card_),
        about(std::move(about_)) {}
  std::string label;
  Move move;
  std::function<Outcome()> then;  // set: asked when chosen; back returns to the menu
  int card = -1;      // the card of the hand it plays, picked out while the cursor is on it
  std::string about;  // or what it means, shown under the hand while the cursor is on it
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
  // The keys every question answers besides its own: the hand, pages, the moves menu,
  // leaving.
  std::optional<Outcome> other_key(const Key& key, const std::vector<Move>& legal,
                                   const std::function<void()>& draw, std::string& message);

  // decide.cpp
  Outcome decide();
  // A question in the box beside the log: `choices` as a menu from `cursor`; `explain`
  // goes on the status line (the table's waiting words when empty).
  Outcome choose_from(const std::string& title, const std::string& explain,
                      const std::vector<Choice>& choices, bool can_back, int cursor = 0);
  // The board with `question` in its box beside the log, `status` above the keys.
  void draw_asking(Question& question, const std::string& status,
                   const std::vector<std::string>& first);
  Outcome invite(const std::vector<Move>& legal);
  Outcome offer(const std::vector<Move>& legal);
  // lucre.cpp: an auction called, a bid, an investment, and the amount each asks.
  Outcome lucre_decide(const std::vector<Move>& legal);
  Outcome ask_amount(const std::string& title, const std::string& explain, int low, int high,
                     const std::function<Move(int)>& make);
  std::string phase_title() const;

  Screen& screen_;
  const Glyphs& glyphs_;
  Match& match_;
  const BoardSettings& settings_;
  std::vector<Sitter> sitters_;
  TableLog log_;
  std::unique_ptr<View> view_holder_;
  const cs::CosmicView* view_ = nullptr;
  std::unique_ptr<View> before_holder_;
  const cs::CosmicView* before_ = nullptr;
  std::size_t new_from_ = 0;
  int card_ = 0;       // the card of the hand picked out
  std::string about_;  // what the answer under the cursor means, when it says
  // The last move chosen: a question that offers it again (a ship from the same
  // colony) opens with the cursor on it.
  Move last_move_{-1};
  bool last_words_said_ = false;
};

}  // namespace gavel::ui::cosmic
