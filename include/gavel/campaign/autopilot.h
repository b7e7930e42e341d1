#pragma once
// A whole run with no one at the keys: `gavel autoplay` and the campaign's tests.
// At the tables the player's seat is the chapter's plain scripted agent (every trait
// at 5); on the map plain rules of thumb decide where to walk, what to buy and which
// rumour choice to take. It draws nothing from any stream of its own, so the same
// seed makes the same run.

#include <cstdint>
#include <filesystem>
#include <functional>

#include "gavel/campaign/content.h"
#include "gavel/campaign/run.h"

namespace gavel::campaign {

// Called after every move of the run: every room walked and choice made, every move
// at a table (the run's table record then holds the game as it stands).
using AfterMove = std::function<void(const Run& run)>;

// Plays a run from where `run` stands to its end.
void autoplay(Run& run, const Content& content, const std::filesystem::path& content_dir,
              const AfterMove& after_move = {});

}  // namespace gavel::campaign
