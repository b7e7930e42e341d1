#pragma once
// What the ai layer knows of one chapter with rivals: its scripted strategy, its
// blunder table, its adviser's reasons and what `gavel sim` watches in its games.
// Each chapter gives its mind from its own folder (include/gavel/ai/<chapter>/mind.h)
// and joins the one list in src/ai/minds.cpp; a chapter not listed has no rivals
// of the roster, only the random agent.

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "gavel/ai/decision_watch.h"
#include "gavel/ai/search_agent.h"
#include "gavel/ai/traits.h"
#include "gavel/core/agent.h"
#include "gavel/core/error.h"
#include "gavel/core/state.h"

namespace gavel {

struct ChapterMind {
  std::string chapter;  // the Chapter::id it plays
  // True for a view of this chapter. The questions below throw gavel::Error for any
  // other view.
  std::function<bool(const View& view)> reads;
  // The chapter's scripted strategy, playing by `traits` under the name `name`.
  std::function<std::unique_ptr<Agent>(const std::string& name, const Traits& traits)> scripted;
  // As ai/blunder.h's is_blunder and grave.
  std::function<bool(const View& view, Move move)> is_blunder;
  std::function<std::optional<std::string>(const View& view, Move move)> grave;
  // The adviser's reason for a move (ai/adviser.h), or "" when there is none beyond it.
  std::function<std::string(const View& view, Move move)> why;
  // A game the view's seat cannot tell from its own, what it cannot see drawn from
  // the stream (ai/search_agent.h), or nullptr at a decision the chapter cannot
  // rebuild from a view; empty for a chapter whose rivals cannot search.
  std::function<std::unique_ptr<State>(const View& view, Rng& rng)> sample;
  // How hard a searching rival of this chapter looks, measured in `gavel sim`.
  SearchBudget search_budget;
  // Where the view's seat stands, in points, when a searching rival's playout stops
  // short of the end: its score and what the chapter counts its money and prospects
  // worth. Empty: the score alone.
  std::function<double(const View& view)> standing;
  // The chapter's own figures for `gavel sim`, or nullptr when it has none.
  std::function<std::unique_ptr<DecisionWatch>()> watch;
};

// A mind from the chapter's own view type, strategy and (optionally) watch: the
// chapter's `is_blunder`, `grave` and `why` overloads for ChapterView are found in
// its namespace, and so are its `sample` (a std::unique_ptr<State> from the view and
// an Rng) where its rivals can search, and its `standing` (a double from the view)
// where it counts more than the score.
template <class ChapterView, class Strategy, class Watch = void>
ChapterMind mind_of(std::string chapter) {
  // A view of another chapter is a caller's mistake: one clear error, never a bad cast.
  const auto own = [chapter](const View& view) -> const ChapterView& {
    const auto* mine = dynamic_cast<const ChapterView*>(&view);
    if (mine == nullptr) throw Error("the " + chapter + " rivals were asked about another chapter");
    return *mine;
  };
  ChapterMind mind;
  mind.chapter = std::move(chapter);
  mind.reads = [](const View& view) { return dynamic_cast<const ChapterView*>(&view) != nullptr; };
  mind.scripted = [](const std::string& name, const Traits& traits) -> std::unique_ptr<Agent> {
    return std::make_unique<Strategy>(name, traits);
  };
  mind.is_blunder = [own](const View& view, Move move) { return is_blunder(own(view), move); };
  mind.grave = [own](const View& view, Move move) { return grave(own(view), move); };
  mind.why = [own](const View& view, Move move) { return why(own(view), move); };
  if constexpr (requires(const ChapterView& view, Rng& rng) { sample(view, rng); }) {
    mind.sample = [own](const View& view, Rng& rng) -> std::unique_ptr<State> {
      return sample(own(view), rng);
    };
  }
  if constexpr (requires(const ChapterView& view) { standing(view); }) {
    mind.standing = [own](const View& view) -> double { return standing(own(view)); };
  }
  mind.watch = []() -> std::unique_ptr<DecisionWatch> {
    if constexpr (std::is_void_v<Watch>) {
      return nullptr;
    } else {
      return std::make_unique<Watch>();
    }
  };
  return mind;
}

// Every chapter's mind, in campaign order.
const std::vector<ChapterMind>& chapter_minds();
// The mind of the chapter with this id, or nullptr when it has none.
const ChapterMind* find_mind(std::string_view chapter);
// The mind whose chapter `view` belongs to, or nullptr.
const ChapterMind* mind_reading(const View& view);

}  // namespace gavel
