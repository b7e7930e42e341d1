#include "gavel/ai/adviser.h"

#include <algorithm>

#include "gavel/ai/agents.h"
#include "gavel/ai/minds.h"
#include "gavel/core/error.h"

namespace gavel {

namespace {

// Far past any seat's index in the rivals' streams.
constexpr std::uint64_t advice_stream = 1000;

// FNV-1a over what the view says: the same position seeds the same advice.
std::uint64_t position_seed(const View& view, const std::vector<Move>& legal) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  const auto mix = [&](std::uint64_t byte) {
    hash ^= byte;
    hash *= 0x100000001b3ull;
  };
  for (const char ch : view.describe())
    mix(static_cast<unsigned char>(ch));
  for (const Move move : legal)
    mix(static_cast<std::uint32_t>(move.code));
  return hash;
}

}  // namespace

std::vector<Move> sound_moves(const ChapterMind& mind, const View& view,
                              const std::vector<Move>& legal) {
  std::vector<Move> no_blunder;
  std::copy_if(legal.begin(), legal.end(), std::back_inserter(no_blunder),
               [&](Move move) { return !mind.is_blunder(view, move); });
  if (no_blunder.empty()) return legal;
  std::vector<Move> calm;
  std::copy_if(no_blunder.begin(), no_blunder.end(), std::back_inserter(calm),
               [&](Move move) { return !mind.grave(view, move); });
  return calm.empty() ? no_blunder : calm;
}

std::vector<Move> sound_moves(const View& view, const std::vector<Move>& legal) {
  const ChapterMind* mind = mind_reading(view);
  return mind != nullptr ? sound_moves(*mind, view, legal) : legal;
}

namespace {

const ChapterMind& mind_of_chapter(const Chapter& chapter) {
  const ChapterMind* mind = find_mind(chapter.id);
  if (mind == nullptr) throw Error(chapter.title + " has no adviser: it has no scripted rival");
  return *mind;
}

}  // namespace

Adviser::Adviser(const Chapter& chapter) : Adviser(mind_of_chapter(chapter)) {}

Adviser::Adviser(ChapterMind mind)
    : mind_(std::move(mind)), strategy_(mind_.scripted("scripted", Traits{})) {}

Advice Adviser::advise(const View& view, const std::vector<Move>& legal) {
  const std::vector<Move> sound = sound_moves(mind_, view, legal);
  // The rivals' stream kind, at an index no seat uses, seeded by the position.
  const std::uint64_t seed = position_seed(view, legal);
  Rng rng(seed, Stream::rivals, advice_stream);
  Move move = sound.size() == 1 ? sound.front() : strategy_->choose(view, sound, rng);
  // A strategy may insist on a move of its own making; it stands only if it is sound.
  if (!std::binary_search(sound.begin(), sound.end(), move)) move = sound.front();
  std::string reason = mind_.why(view, move);
  if (reason.empty() && sound.size() > 1) {
    // Without words of the chapter's own: its second choice, asked the same way.
    std::vector<Move> others = sound;
    others.erase(std::find(others.begin(), others.end(), move));
    Rng again(seed, Stream::rivals, advice_stream);
    const Move second = strategy_->choose(view, others, again);
    if (std::binary_search(others.begin(), others.end(), second)) return {move, {}, second};
  }
  return {move, reason, std::nullopt};
}

}  // namespace gavel
