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

class Session final : public BoardSessionOf<aa::AuctionView> {
 public:
  Session(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings);

 private:
  // The kit's hooks.
  Outcome decide() override;
  Leave show_help() override;
  Leave show_end() override;
  Leave show_news(Seat to_move) override;
  void draw_asking(Question& question, const std::string& status,
                   const std::vector<std::string>& hints) override;
  void draw_at_rest(const std::string& status) override;
  std::optional<Leave> own_page(const Key& key, std::string& message) override;
  std::vector<std::string> own_hints() const override;
  bool answers_offer() const override;

  Table table() const;
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
};

}  // namespace gavel::ui::auction_auction
