#include "gavel/ai/mintopia/advice.h"

#include <algorithm>

#include "gavel/ai/mintopia/blunder.h"
#include "gavel/core/text.h"
#include "gavel/games/mintopia/moves.h"

namespace gavel::mintopia {

namespace {

// What the Location up could ever be worth to me, rounded, as the blunder table
// reckons it.
std::string worth_words(const MintopiaView& view) {
  const std::string& name = view.cards->locations[static_cast<std::size_t>(view.lot)].name;
  return name + ": worth up to " +
         counted(static_cast<int>(std::max(most_worth(view), 0.0) + 0.5), "Mint", "Mints") +
         " to you";
}

}  // namespace

std::string why(const MintopiaView& view, Move move) {
  const int to_beat = std::max(view.bid.total, view.ai_bid);
  switch (kind_of(move)) {
    case Kind::bid:
    case Kind::commit:
      if (view.lot < 0) return {};
      return worth_words(view) + "; " + counted(a_of(move), "Mint", "Mints") +
             (a_of(move) <= most_worth(view) + 0.5 ? " keeps within that." : " goes past that.");
    case Kind::propose:
      if (view.lot < 0) return {};
      return worth_words(view) + "; bid " + std::to_string(a_of(move) + b_of(move)) +
             " with your neighbour, your part " + counted(a_of(move), "Mint", "Mints") + ".";
    case Kind::withdraw:
    case Kind::pass:
      if (view.lot < 0) return {};
      {
        const int mine = view.mints[static_cast<std::size_t>(view.me)];
        if (most_worth(view) <= to_beat)
          return worth_words(view) + ", not more than the " + std::to_string(to_beat) + " to beat.";
        if (mine <= to_beat)
          return worth_words(view) + ", but you hold " + counted(mine, "Mint", "Mints") +
                 " against the " + std::to_string(to_beat) + " to beat.";
        return worth_words(view) + ", against the " + std::to_string(to_beat) + " to beat.";
      }
    case Kind::refuse:
      return "refusing keeps your Mints free; accepting is yours to choose, and the board asks "
             "first.";
    case Kind::place: {
      if (view.lot < 0) return {};
      Zone zone = view.city.zones[static_cast<std::size_t>(a_of(move))];
      const int before = zone.matches(view.cards->locations);
      zone.place(view.lot, spot_of(b_of(move)), c_of(move) == 1);
      const int after = zone.matches(view.cards->locations);
      return "there it makes the most matches it can in zone " + std::to_string(a_of(move)) + ": " +
             std::to_string(before) + " to " + std::to_string(after) + ".";
    }
    default:
      return {};
  }
}

}  // namespace gavel::mintopia
