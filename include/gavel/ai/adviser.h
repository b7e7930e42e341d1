#pragma once
// The adviser: the answer a board puts under Enter. It is the chapter's scripted
// rival at full skill, with an even temper and no grudge, sitting in the player's
// seat and reading only the player's view (man gavel, "Every board"). It never advises a
// blunder (blunder.h), a grave move (one the board asks about first) or accepting a
// rival's offer while anything else may be played, so that pressing Enter alone
// never throws a game away. Its choices are its own: it draws from a stream seeded
// by what the view says, so the same position always gets the same advice and no
// game stream moves.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gavel/ai/minds.h"
#include "gavel/core/agent.h"
#include "gavel/core/chapter.h"
#include "gavel/core/state.h"

namespace gavel {

struct Advice {
  Move move;
  // Why, in one line that speaks to the player ("your 5 beats the 3 that leads on
  // UFO (c)."); other seats are "Seat N", which a board replaces with the rivals'
  // names. Empty where the chapter has no words for the decision: `rather` then
  // names the move the adviser ranks next, when there is one.
  std::string why;
  std::optional<Move> rather;
};

class Adviser {
 public:
  // Throws gavel::Error for a chapter without a mind (ai/minds.h).
  explicit Adviser(const Chapter& chapter);
  explicit Adviser(ChapterMind mind);

  // `legal` must not be empty.
  Advice advise(const View& view, const std::vector<Move>& legal);

 private:
  ChapterMind mind_;
  std::unique_ptr<Agent> strategy_;
};

// The adviser as an agent (`gavel sim --agents adviser`): at each decision, its
// answer for the seat it sits in.
class AdviserAgent final : public Agent {
 public:
  explicit AdviserAgent(const Chapter& chapter) : adviser_(chapter) {}
  explicit AdviserAgent(ChapterMind mind) : adviser_(std::move(mind)) {}
  std::string name() const override { return "adviser"; }
  Move choose(const View& view, const std::vector<Move>& legal, Rng& /*rng*/) override {
    return adviser_.advise(view, legal).move;
  }

 private:
  Adviser adviser_;
};

// The moves the adviser chooses among: the legal moves that are neither blunders
// nor grave, else those that are no blunder, else all of them. The first asks the
// view's chapter (blunder.h); the second the mind given.
std::vector<Move> sound_moves(const View& view, const std::vector<Move>& legal);
std::vector<Move> sound_moves(const ChapterMind& mind, const View& view,
                              const std::vector<Move>& legal);

}  // namespace gavel
