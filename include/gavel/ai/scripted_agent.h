#pragma once
// The scripted rival every chapter shares: a name, a temper, and the chapter's
// strategy, which reads only the chapter's own view. Each chapter's scripted.h says
// how its rival plays and names its agent through this template:
//
//   using ScriptedAgent = ScriptedAgentOf<AuctionWebView, "Auction Web", scripted_move>;

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "gavel/ai/traits.h"
#include "gavel/core/agent.h"
#include "gavel/core/error.h"

namespace gavel {

// A chapter's title as a template argument, for the one message that names it (a
// string literal cannot be a template argument by itself).
template <std::size_t size>
struct ChapterTitle {
  // Not explicit, so that the title is written as a plain literal.
  constexpr ChapterTitle(const char (&title)[size]) { std::copy_n(title, size, text); }
  char text[size];
};

// A chapter's strategy: the move a rival of these traits makes from this view, out
// of at least two legal ones, drawing what chance it needs from `rng`.
template <class ChapterView>
using ScriptedStrategy = Move (*)(const ChapterView& view, const std::vector<Move>& legal,
                                  const Traits& traits, Rng& rng);

template <class ChapterView, ChapterTitle chapter, ScriptedStrategy<ChapterView> strategy>
class ScriptedAgentOf final : public Agent {
 public:
  // `name` is what sim reports: "scripted", or a rival's id.
  ScriptedAgentOf(std::string name, Traits traits) : name_(std::move(name)), traits_(traits) {}

  std::string name() const override { return name_; }
  const Traits& traits() const { return traits_; }

  // Throws gavel::Error if the view is another chapter's.
  Move choose(const View& view, const std::vector<Move>& legal, Rng& rng) override {
    const auto* own = dynamic_cast<const ChapterView*>(&view);
    if (own == nullptr) {
      throw Error(std::string("the scripted ") + chapter.text + " rival needs its own view");
    }
    // A forced move needs no thought, and takes nothing from the seat's stream.
    if (legal.size() == 1) return legal.front();
    return strategy(*own, legal, traits_, rng);
  }

 private:
  std::string name_;
  Traits traits_;
};

}  // namespace gavel
