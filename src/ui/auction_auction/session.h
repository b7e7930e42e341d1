#pragma once
// The board's loop (private to src/ui/auction_auction): rivals play through the match
// until the human must decide; the board then shows the human's view and asks the
// decision as a question. board.cpp runs the loop and the keys every question
// answers; decide.cpp asks each kind of decision.

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gavel/core/match.h"
#include "parts.h"

namespace gavel::ui::auction_auction {

// A menu item that plays moves, or opens a further question (`then`).
struct Choice {
  std::string label;
  std::vector<Move> moves;        // played in order: a deal's steps are asked at once
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
  void notes_changed();
  Outcome moves_menu(const std::vector<Move>& legal, bool can_back);
  // The keys every question answers besides its own: pages, the moves menu, leaving.
  std::optional<Outcome> other_key(const Key& key, const std::vector<Move>& legal,
                                   const std::function<void()>& draw, std::string& message);
  void draw_asking(Question& question, const std::string& status,
                   const std::vector<std::string>& first);

  // decide.cpp
  Outcome decide();
  Outcome choose_from(const std::string& title, const std::vector<std::string>& explain,
                      const std::vector<Choice>& choices, bool can_back);
  // A number from `low` to `high`, or nothing when the player backs out. `garnet`
  // lets g trade a garnet (the question then ends with that move).
  std::optional<int> ask_number(const std::string& title, const std::vector<std::string>& explain,
                                int low, int high, int start, bool can_back, Outcome& ended_by);
  Outcome talk();
  Outcome open_deal(Seat with);
  Outcome deal_step();  // a deal of the player's resumed mid-way
  Outcome answer_offer();
  Outcome access();
  Outcome sheet();

  Screen& screen_;
  const Glyphs& glyphs_;
  Match& match_;
  const BoardSettings& settings_;
  std::vector<Sitter> sitters_;
  TableLog log_;
  std::map<std::string, std::string> own_notes_;  // quick play keeps its notes here
  std::map<std::string, std::string>* notes_;
  std::unique_ptr<View> view_holder_;
  const aa::AuctionView* view_ = nullptr;
  std::unique_ptr<View> before_holder_;
  const aa::AuctionView* before_ = nullptr;
  std::size_t new_from_ = 0;
  std::deque<Move> queued_;     // the rest of a deal the player said at once
  int access_page_shown_ = -1;  // the last round whose access results were shown
  bool last_words_said_ = false;
};

}  // namespace gavel::ui::auction_auction
