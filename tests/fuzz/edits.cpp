#include "fuzz/edits.h"

#include <array>
#include <climits>
#include <vector>

#include "fuzz/mutator.h"
#include "gavel/games/catalog.h"

namespace gavel::fuzz {
namespace {

// Numbers at and around the edges of the run's own ranges (tokens 0..3, ascension
// 0..20, garnets 0..999, boons 0..9 and -1..999) and of an int.
constexpr std::array<int, 16> edge_numbers = {INT_MIN, -1000, -2, -1, 0,  1,   2,    3,
                                              4,       9,     10, 20, 21, 999, 1000, INT_MAX};

// The chapter's player range and one past each end.
int players_near_range(Rng& rng, const std::string& chapter_id) {
  const Chapter* chapter = find_chapter(chapter_id);
  if (chapter == nullptr) return pick(rng, edge_numbers);
  const std::array<int, 5> near = {chapter->min_players - 1, chapter->min_players,
                                   chapter->default_players, chapter->max_players,
                                   chapter->max_players + 1};
  return pick(rng, near);
}

void edit_options(Rng& rng, campaign::ActTable& table) {
  const Chapter* chapter = find_chapter(table.chapter);
  if (chapter == nullptr || chapter->options.empty() || rng.below(4) == 0) {
    table.options["no-such-option"] = "on";
    return;
  }
  const ChapterOption& option =
      chapter->options[static_cast<std::size_t>(rng.below(chapter->options.size()))];
  if (rng.below(4) == 0) {
    table.options[option.name] = "maybe";
  } else {
    table.options[option.name] =
        option.values[static_cast<std::size_t>(rng.below(option.values.size()))];
  }
}

void edit_boon(Rng& rng, Boons& boons) {
  const std::array<int Boons::*, 8> numbers = {
      &Boons::extra_cards,  &Boons::hand_limit,    &Boons::peeks,   &Boons::extra_money,
      &Boons::extra_income, &Boons::house_colours, &Boons::garnets, &Boons::extra_aliens};
  const std::array<bool Boons::*, 4> flags = {&Boons::sees_money, &Boons::starts,
                                              &Boons::sealed_peek, &Boons::known_flare};
  if (rng.below(3) == 0) {
    boons.*pick(rng, flags) = rng.below(2) == 0;
  } else {
    boons.*pick(rng, numbers) = pick(rng, edge_numbers);
  }
}

}  // namespace

std::string edit_run(Rng& rng, campaign::Run& run, const campaign::Run& other) {
  campaign::ActTable& table = run.table;
  switch (rng.below(12)) {
    case 0:
      table.players = players_near_range(rng, table.chapter);
      return "table.players";
    case 1:
      edit_options(rng, table);
      return "table.options";
    case 2:
      edit_boon(rng, table.boons);
      return "table.boons";
    case 3:
      edit_boon(rng, run.pending);
      return "pending";
    case 4:
      switch (rng.below(4)) {
        case 0:
          run.tokens = pick(rng, edge_numbers);
          return "tokens";
        case 1:
          run.garnets = pick(rng, edge_numbers);
          return "garnets";
        case 2:
          run.ascension = pick(rng, edge_numbers);
          return "ascension";
        default:
          run.act = pick(rng, edge_numbers);
          return "act";
      }
    case 5: {
      // Trust and grudges of a rival at the table, or of a stranger.
      const std::string rival =
          table.rivals.empty() || rng.below(4) == 0
              ? "no-such-rival"
              : table.rivals[static_cast<std::size_t>(rng.below(table.rivals.size()))];
      (rng.below(2) == 0 ? run.trust : run.grudges)[rival] = pick(rng, edge_numbers);
      return "trust or grudges";
    }
    case 6: {
      // A note at its bounds: long, empty, or with control characters.
      const std::array<std::string, 4> texts = {std::string(5000, 'x'), "", "a\x1b[2Jb",
                                                std::string("\0\n", 2)};
      table.notes[rng.below(2) == 0 ? "Genre" : std::string(300, 'k')] = pick(rng, texts);
      return "table.notes";
    }
    case 7:
      table.history.resize(static_cast<std::size_t>(rng.below(table.history.size() + 1)));
      return "table.history cut";
    case 8:
      // Another game's moves, at this chapter's table or played on after its own.
      if (rng.below(2) == 0) {
        table.history = other.table.history;
      } else {
        table.history.insert(table.history.end(), other.table.history.begin(),
                             other.table.history.end());
      }
      return "table.history of another game";
    case 9:
      if (!table.rivals.empty()) {
        if (rng.below(2) == 0) {
          table.rivals.pop_back();
        } else {
          table.rivals.push_back(table.rivals.front());
        }
      }
      return "table.rivals";
    case 10:
      for (int& shift : table.skill_shifts)
        shift = pick(rng, edge_numbers);
      table.skill_shifts.push_back(pick(rng, edge_numbers));
      if (rng.below(2) == 0) table.skill_shifts.clear();
      return "table.skill_shifts";
    default:
      table.started = !table.started;
      return "table.started";
  }
}

}  // namespace gavel::fuzz
