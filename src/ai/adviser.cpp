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

// The chapter's reason as a sentence: a capital first, a stop at the end.
std::string sentence(std::string words) {
  if (words.empty()) return words;
  if (words.front() >= 'a' && words.front() <= 'z')
    words.front() = static_cast<char>(words.front() - 'a' + 'A');
  if (words.back() != '.' && words.back() != '?' && words.back() != '!') words += '.';
  return words;
}

std::string join_sentences(const std::string& first, const std::string& second) {
  return first.empty() ? second : first + " " + second;
}

std::string games_words(int count, int games) {
  return std::to_string(count) + " of the " + std::to_string(games);
}

// What the search saw: how often the move left the player ahead of every rival, and
// where it replaced the usual choice, how that choice fared in the same games.
std::string played_out_words(const Weighing& weighed) {
  const auto chosen = weighed.chosen;
  std::string words = "Played out in " + std::to_string(weighed.games) +
                      " games drawn from what you see, this leaves you ahead of every rival in " +
                      games_words(weighed.ahead.at(chosen), weighed.games);
  if (chosen == 0) return words + "; no other move weighed did clearly better.";
  return words + ", and does clearly better than the usual choice, " + weighed.texts.at(0) +
         ", which leaves you ahead in " + std::to_string(weighed.ahead.at(0)) + ".";
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
    : mind_(std::make_unique<const ChapterMind>(std::move(mind))),
      scripted_(mind_->scripted("scripted", Traits{})) {
  if (mind_->sample) {
    search_ = std::make_unique<SearchAgent>("adviser", *mind_, mind_->search_budget,
                                            mind_->scripted("scripted", Traits{}));
  }
}

Advice Adviser::advise(const View& view, const std::vector<Move>& legal) {
  const std::vector<Move> sound = sound_moves(*mind_, view, legal);
  // The rivals' stream kind, at an index no seat uses, seeded by the position.
  Rng rng(position_seed(view, legal), Stream::rivals, advice_stream);
  if (sound.size() == 1) {
    const std::string why = sentence(mind_->why(view, sound.front()));
    if (!why.empty()) return {sound.front(), why};
    return {sound.front(), legal.size() == 1 ? "It is the only move."
                                             : "Every other move here is a blunder or grave."};
  }
  Move move = search_ ? search_->choose(view, sound, rng) : scripted_->choose(view, sound, rng);
  // A strategy may insist on a move of its own making; it stands only if it is sound.
  if (!std::binary_search(sound.begin(), sound.end(), move)) move = sound.front();
  const std::string own = sentence(mind_->why(view, move));
  // What the search measured, when it played the move out.
  const Weighing* weighed = nullptr;
  if (search_ && search_->last_weighing().games > 0 &&
      search_->last_weighing().moves.at(search_->last_weighing().chosen) == move)
    weighed = &search_->last_weighing();
  if (weighed != nullptr && weighed->chosen != 0) {
    return {move, join_sentences(own, played_out_words(*weighed))};
  }
  if (!own.empty()) return {move, own};
  if (weighed != nullptr) return {move, played_out_words(*weighed)};
  return {move, "It is what a seasoned rival plays here; this decision is not played out."};
}

}  // namespace gavel
