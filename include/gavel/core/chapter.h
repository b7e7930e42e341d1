#pragma once
// What the rest of Gavel knows of one chapter: its name, its table sizes, its help
// text, and how to deal a new game from its content files.

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "gavel/core/state.h"

namespace gavel {

// How one game is set up. Options are chapter-specific ("draft" = "on"); a chapter
// rejects an option it does not know with a gavel::Error naming it.
struct Setup {
  int players = 0;
  std::map<std::string, std::string> options;
};

struct Chapter {
  std::string id;     // as typed on the command line: "auction-web"
  std::string title;  // as shown to the player: "Auction Web"
  int min_players = 0;
  int max_players = 0;
  int default_players = 0;
  std::string rules_summary;  // the '?' help page, in our own words
  // Loads the chapter's content from `content_dir` and sets up a new game (which
  // starts with chance dealing). Throws gavel::Error for bad content or setup.
  std::function<std::unique_ptr<State>(const Setup& setup,
                                       const std::filesystem::path& content_dir)>
      start;
  // How a seat's points split into named parts ("beaches", "icons"), for the
  // breakdown `gavel sim` prints: the parts' names, and from a state each seat's
  // points in each part, in that order, adding up to its score. A chapter without a
  // breakdown leaves both empty.
  std::vector<std::string> score_parts;
  std::function<std::vector<std::vector<int>>(const State& state)> part_points;
};

}  // namespace gavel
