#pragma once
// What the ui layer knows of one chapter: its board, and the few words of it that
// other screens show (the text front end's, an act's introduction's). Each chapter
// gives its board from its own folder (`board()` in include/gavel/ui/<chapter>/board.h)
// and joins the one list in src/ui/boards.cpp; a chapter not listed plays only with
// --text.

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gavel/core/match.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/screen.h"
#include "gavel/ui/table.h"

namespace gavel::ui {

// What the player knows of a table's deal before sitting down, as a heading and rows
// of a label and what it says (Cosmic Encounter's aliens to choose from).
struct DealShown {
  std::string heading;
  std::vector<std::pair<std::string, std::string>> rows;
};

struct ChapterBoard {
  std::string chapter;  // the Chapter::id it draws
  // Plays `match` from wherever it is, the human at settings.human and agents in the
  // other seats, until the game is over (after the end screen) or the player leaves.
  // Returns 0, or interrupted_status (title.h) when Key::interrupt stopped it.
  std::function<int(Screen& screen, const Glyphs& glyphs, Match& match,
                    const BoardSettings& settings)>
      play = nullptr;
  // The text front end's words for the turn of settings.human (play.h's text_turn and
  // text_moves); both empty for a chapter whose text front end prints its view's
  // description and the notation.
  std::function<std::string(const State& state, const BoardSettings& settings)> text_turn = nullptr;
  std::function<std::string(const State& state, const BoardSettings& settings)> text_moves =
      nullptr;
  // What an act's introduction shows of the deal, from the player's own view of it;
  // empty, or an empty heading, for nothing.
  std::function<DealShown(const View& view)> deal_shown = nullptr;
  // What a log line is about when a later one can make it untrue (TableLog::Topic):
  // the board's recap leaves such a line out, and so do the checks of its frames.
  TableLog::Topic topic = nullptr;
  // What the rivals say after a line every seat saw (TableLog::Reaction): the board's
  // log reads it, and so can a table played with no screen.
  TableLog::Reaction react = nullptr;
};

// Every chapter's board, in campaign order.
const std::vector<ChapterBoard>& chapter_boards();
// The board of the chapter with this id, or nullptr when it has none.
const ChapterBoard* find_board(std::string_view chapter);

}  // namespace gavel::ui
