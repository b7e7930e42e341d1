#include "gavel/ai/blunder.h"

#include "gavel/ai/minds.h"

namespace gavel {

bool is_blunder(const View& view, Move move) {
  const ChapterMind* mind = mind_reading(view);
  return mind != nullptr && mind->is_blunder(view, move);
}

std::optional<std::string> grave(const View& view, Move move) {
  const ChapterMind* mind = mind_reading(view);
  return mind != nullptr ? mind->grave(view, move) : std::nullopt;
}

}  // namespace gavel
