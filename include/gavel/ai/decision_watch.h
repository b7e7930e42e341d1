#pragma once
// A chapter's own figures for `gavel sim`, counted over every decision the agents
// make (and each seat's view at a game's end), beyond wins and scores: sim shows
// each watch's summary under its report.

#include <memory>
#include <string>

#include "gavel/core/chapter.h"
#include "gavel/core/state.h"

namespace gavel {

class DecisionWatch {
 public:
  virtual ~DecisionWatch() = default;
  // One decision: the deciding seat's view and the move its agent made.
  virtual void seen(const View& view, Move move) = 0;
  // A game's end, once for each seat, with that seat's view of it.
  virtual void ended(const View& /*view*/) {}
  // The figures so far, one line without its newline; empty while there is nothing to say.
  virtual std::string summary() const = 0;
};

// The chapter's watch, or nullptr when it has none.
std::unique_ptr<DecisionWatch> decision_watch(const Chapter& chapter);

}  // namespace gavel
