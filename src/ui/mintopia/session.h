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

class Session final : public BoardSessionOf<mt::MintopiaView, Scene> {
 public:
  Session(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings);

 private:
  // The kit's hooks: a question sits at the right, under the auction panel or over the
  // log; a neighbour's proposal is an offer; s opens the scores.
  Scene table() const override;
  void draw(const std::string& status, const std::vector<std::string>& hints,
            int log_columns) override;
  Rows place_question(Question& question, const std::string& status) override;
  bool answers_offer() const override;
  std::optional<Leave> own_page(const Key& key, std::string& message) override;
  std::vector<std::string> own_hints() const override;
  Outcome decide() override;

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
