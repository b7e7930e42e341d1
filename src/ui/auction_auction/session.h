#pragma once
// The board's session (private to src/ui/auction_auction), on the kit's loop:
// board.cpp holds what every question shares here (the pages, the notebook, where
// the box sits); decide.cpp asks each kind of decision.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "gavel/ui/board_kit_session.h"
#include "parts.h"

namespace gavel::ui::auction_auction {

class Session final : public BoxBesideLog<aa::AuctionView, Scene, 40> {
 public:
  Session(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings);

 private:
  // The kit's hooks: the table with the notebook, the access results as news, the
  // questions in a box beside the log, the pages.
  Scene table() const override;
  Leave show_news(Seat to_move) override;
  Outcome decide() override;
  bool answers_offer() const override;
  std::vector<std::string> own_hints() const override;
  std::optional<Leave> own_page(const Key& key, std::string& message) override;
  // The notebook's marks went into the notes: a run saves them.
  void notes_changed();
  // The kit's menu with the table's waiting words on the status line when `explain`
  // is empty.
  Outcome choose(const std::string& title, const std::string& explain,
                 const std::vector<Choice>& choices, bool can_back);
  // A number from `low` to `high`; g trades a garnet instead when that is legal.
  std::optional<int> ask_amount(const std::string& title, const std::string& explain, int low,
                                int high, int start, bool can_back, Outcome& ended_by);

  // decide.cpp
  Outcome talk();
  Outcome open_deal(Seat with);
  Outcome deal_step();  // a deal of the player's resumed mid-way
  Outcome answer_offer();
  Outcome access();
  Outcome sheet();

  std::map<std::string, std::string> own_notes_;  // quick play keeps its notes here
  std::map<std::string, std::string>* notes_;
  int access_page_shown_ = -1;  // the last round whose access results were shown
  int lot_page_shown_ = -1;     // the last round whose lot results were shown
};

}  // namespace gavel::ui::auction_auction
