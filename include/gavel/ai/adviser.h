#pragma once
// The adviser: the answer a board puts under Enter. It is the chapter's searching
// mind (search_agent.h) sitting in the player's seat and reading only the player's
// view (man gavel, "Every board"): the scripted rival at full skill, with an even
// temper and no grudge, makes the usual choice, and the mind plays it and a few
// others out in games drawn from what the player sees, keeping another only when it
// did clearly better. It never advises a blunder (blunder.h), a grave move (one the
// board asks about first) or accepting a rival's offer while anything else may be
// played, so that pressing Enter alone never throws a game away. Its choices are its
// own: it draws from a stream seeded by what the view says, so the same position
// always gets the same advice and no game stream moves.

#include <memory>
#include <string>
#include <vector>

#include "gavel/ai/minds.h"
#include "gavel/ai/search_agent.h"
#include "gavel/core/agent.h"
#include "gavel/core/chapter.h"
#include "gavel/core/state.h"

namespace gavel {

struct Advice {
  Move move;
  // Why, in sentences that speak to the player, never empty ("Your 5 beats the 3
  // that leads on UFO (c)."): the chapter's own words for the move, and where the
  // search chose otherwise than the usual choice, what the games played out showed.
  // Other seats are "Seat N", which a board replaces with the rivals' names; a move
  // is named in its notation only where the search compares two.
  std::string why;
};

class Adviser {
 public:
  // Throws gavel::Error for a chapter without a mind (ai/minds.h).
  explicit Adviser(const Chapter& chapter);
  explicit Adviser(ChapterMind mind);

  // `legal` must not be empty. `view` is best the one State::view_to_search gives,
  // which the search of some chapters needs to draw games at all.
  Advice advise(const View& view, const std::vector<Move>& legal);

 private:
  // Held apart, so that the search's hold on it survives the adviser being moved.
  std::unique_ptr<const ChapterMind> mind_;
  std::unique_ptr<Agent> scripted_;
  std::unique_ptr<SearchAgent> search_;  // null for a chapter whose games cannot be drawn
};

// The adviser as an agent (`gavel sim --agents adviser`): at each decision, its
// answer for the seat it sits in.
class AdviserAgent final : public Agent {
 public:
  explicit AdviserAgent(const Chapter& chapter) : adviser_(chapter) {}
  explicit AdviserAgent(ChapterMind mind) : adviser_(std::move(mind)) {}
  std::string name() const override { return "adviser"; }
  bool searches() const override { return true; }
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
