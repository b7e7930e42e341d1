#pragma once
// The board's session (private to src/ui/cosmic), on the kit's loop: board.cpp holds
// what every question shares here (the hand, the pages, where the box sits);
// decide.cpp asks each kind of decision; lucre.cpp the Lucre ones.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "gavel/ui/board_kit_session.h"
#include "parts.h"

namespace gavel::ui::cosmic {

class Session final : public BoxBesideLog<cs::CosmicView, Scene, 38> {
 public:
  Session(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings);

 private:
  // The kit's hooks: the view, with the hand's card kept in it; the questions, in a
  // box beside the log; the pages and the hand's keys.
  void take_view(const View& view) override;
  Scene table() const override;
  Outcome decide() override;
  bool answers_offer() const override;
  std::optional<Leave> own_page(const Key& key, std::string& message) override;
  std::vector<std::string> own_hints() const override;

  // A menu answer that picks out the hand's `card` (-1: none) or says `about` under
  // the hand while the cursor is on it.
  Choice choice(std::string label, Move move, std::function<Outcome()> then = nullptr,
                int card = -1, std::string about = {});
  // The kit's menu, with the table's waiting words on the status line when `explain`
  // is empty.
  Outcome choose(const std::string& title, const std::string& explain,
                 const std::vector<Choice>& choices, bool can_back,
                 std::optional<int> cursor = std::nullopt);

  // decide.cpp
  Outcome invite();
  Outcome offer();
  std::string phase_title() const;
  // lucre.cpp: an auction called, a bid, an investment, and the amount each asks.
  Outcome lucre_decide();
  Outcome ask_amount(const std::string& title, const std::string& explain, int low, int high,
                     int start, const std::function<Move(int)>& make);

  int card_ = 0;       // the card of the hand picked out
  std::string about_;  // what the answer under the cursor means, when it says
};

}  // namespace gavel::ui::cosmic
