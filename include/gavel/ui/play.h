#pragma once
// One chapter played on a Screen: the human in seat 0, rivals drawn from the roster
// by the seed in the others (default agents where the chapter has no roster rivals),
// on that chapter's board. `gavel play CHAPTER` and Quick play on the
// title menu both come here.

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>

#include "gavel/core/chapter.h"
#include "gavel/core/match.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/screen.h"
#include "gavel/ui/table.h"

namespace gavel::ui {

// Whether `chapter` has a board (ui/boards.h lists them).
bool has_board(const Chapter& chapter);

// Plays `match`, a game of `chapter`, on that chapter's board from wherever it stands
// (a new deal or a game picked up from a save), as the chapter's play_board does.
// Returns 0 when the game is over or the player left, interrupted_status (title.h)
// after Key::interrupt. Throws gavel::Error for a chapter without a board.
int play_board(Screen& screen, const Glyphs& glyphs, const Chapter& chapter, Match& match,
               const BoardSettings& settings);

// Deals a game of `chapter` for `setup` with `seed` (shown on the board) and plays it
// until it ends or the player leaves. Returns 0, or interrupted_status (title.h) after
// Key::interrupt. A chapter without a board gets a page saying so. Throws
// gavel::Error when the chapter cannot start (bad content or setup).
// With `rivals_search`, every rival plays its moves out (ai/agents.h, seat_rivals).
int play_on_screen(Screen& screen, const Glyphs& glyphs, const Chapter& chapter, const Setup& setup,
                   std::uint64_t seed, const std::filesystem::path& content_dir,
                   bool rivals_search = false);

// Options for one game under `title` (a chapter's Chapter::options, and Quick play's
// own), one line each, starting at their defaults: up and down choose an option,
// left, right, + and - change it, Enter accepts. Returns the options set away from
// their defaults (none, at once, when there are none), or nothing after Esc;
// `interrupted` is set after Key::interrupt.
std::optional<std::map<std::string, std::string>> ask_options(
    Screen& screen, const Glyphs& glyphs, const std::string& title,
    const std::vector<ChapterOption>& options, bool& interrupted);

// Quick play: asks how many players (within the chapter's range, starting at its
// default) and the chapter's options, then plays as play_on_screen does. Esc at a
// question goes back (0).
int quick_play_on_screen(Screen& screen, const Glyphs& glyphs, const Chapter& chapter,
                         std::uint64_t seed, const std::filesystem::path& content_dir);

// The plain-text front end's words for the turn of `settings.human`: the table as that
// seat sees it (text_turn) and the legal moves one per line, grouped by kind
// (text_moves), naming the rivals as the board does. Nothing for a chapter without
// words of its own: the front end then prints the view's description and the notation.
std::optional<std::string> text_turn(const Chapter& chapter, const State& state,
                                     const BoardSettings& settings);
std::optional<std::string> text_moves(const Chapter& chapter, const State& state,
                                      const BoardSettings& settings);

}  // namespace gavel::ui
