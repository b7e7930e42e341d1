#pragma once
// The board's session (private to src/ui/mintopia), on the kit's loop: board.cpp
// holds what every question shares here (the pages, where the box sits); choices.cpp
// asks each kind of decision, bidding.cpp the bids and placing.cpp the cursor over a
// zone's open spots.

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "gavel/ui/board_kit_session.h"
#include "parts.h"

namespace gavel::ui::mintopia {

class Session final : public BoardSessionOf<mt::MintopiaView> {
 public:
  Session(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings);

 private:
  // The kit's hooks.
  Outcome decide() override;
  Leave show_help() override;
  Leave show_end() override;
  void draw_asking(Question& question, const std::string& status,
                   const std::vector<std::string>& hints) override;
  void draw_at_rest(const std::string& status) override;
  std::optional<Leave> own_page(const Key& key, std::string& message) override;
  std::vector<std::string> own_hints() const override;
  bool answers_offer() const override;

  Table table() const;
  // A number from `low` to `high` (the adviser's where it says, else `low`), or
  // nothing with `ended_by` saying how the question ended.
  std::optional<int> ask_amount(const std::string& title, const std::string& explain, int low,
                                int high, int start, Outcome& ended_by);

  // choices.cpp
  Outcome bid_or_withdraw();
  Outcome commit();
  Outcome place();
  Outcome utility();
  // The cursor over `places` (zone and spot codes of legal moves), starting at
  // `advised` when it is one of them; `make` builds the move for a spot and a turn.
  Outcome spot_cursor(const std::vector<std::pair<int, mt::Spot>>& places, int carried,
                      bool can_turn, const std::function<Move(int, mt::Spot, bool)>& make,
                      bool can_back);
};

}  // namespace gavel::ui::mintopia
