// Playing one chapter on a screen: the match is dealt here and handed to the
// chapter's board.

#include "gavel/ui/play.h"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gavel/ai/agents.h"
#include "gavel/core/error.h"
#include "gavel/core/match.h"
#include "gavel/ui/board_kit.h"
#include "gavel/ui/boards.h"
#include "gavel/ui/title.h"
#include "gavel/ui/widgets.h"

namespace gavel::ui {

namespace {

int show_no_board(Screen& screen, const Glyphs& glyphs, const Chapter& chapter) {
  const Leave leave =
      show_page(screen, glyphs, chapter.title,
                {"The board for " + chapter.title + " is not built yet.", "",
                 "From a shell, the plain-text table works: gavel play " + chapter.id + " --text"});
  return leave == Leave::interrupted ? interrupted_status : 0;
}

// Quick play's question of its own: only a change from the default is returned, so
// the answer is there only when the rivals search.
const ChapterOption rivals_option{
    "rivals",
    {"scripted", "searching"},
    "scripted",
    "searching: every rival plays its moves out before making them, a harder table"};

// The number of players for Quick play, or nothing when the player backs out.
std::optional<int> ask_players(Screen& screen, const Glyphs& glyphs, const Chapter& chapter,
                               bool& interrupted) {
  int players = std::clamp(chapter.default_players, chapter.min_players, chapter.max_players);
  auto draw = [&] {
    const int top = screen.height() / 2 - 4;
    draw_centred(screen, top, chapter.title, Style{Tone::title, true, false});
    draw_centred(screen, top + 2, "How many players, you included?");
    draw_centred(screen, top + 4, std::string(glyphs.pointer) + " " + std::to_string(players),
                 Style{Tone::accent, true, true});
    draw_centred(screen, top + 6,
                 "from " + std::to_string(chapter.min_players) + " to " +
                     std::to_string(chapter.max_players),
                 styled(Tone::dim));
    draw_footer(screen, glyphs, {"digits or +/- change", "Enter play", "? rules", "Esc back"});
  };
  for (;;) {
    const Key key = next_key(screen, glyphs, draw);
    if (key.kind == Key::Kind::interrupt) {
      interrupted = true;
      return std::nullopt;
    }
    if (key.kind == Key::Kind::escape || key.is(U'q')) return std::nullopt;
    if (key.kind == Key::Kind::enter) return players;
    const Step step = step_of(key);
    if (key.is(U'+') || key.is(U'=') || step == Step::up || step == Step::right) ++players;
    if (key.is(U'-') || step == Step::down || step == Step::left) --players;
    if (key.kind == Key::Kind::character && key.ch >= U'0' && key.ch <= U'9') {
      players = static_cast<int>(key.ch - U'0');
    }
    players = std::clamp(players, chapter.min_players, chapter.max_players);
    if (key.is(U'?')) {
      if (show_page(screen, glyphs, chapter.title, paragraphs_of(chapter.rules_summary)) ==
          Leave::interrupted) {
        interrupted = true;
        return std::nullopt;
      }
    }
  }
}

}  // namespace

std::optional<std::map<std::string, std::string>> ask_options(
    Screen& screen, const Glyphs& glyphs, const std::string& title,
    const std::vector<ChapterOption>& options, bool& interrupted) {
  std::map<std::string, std::string> chosen;
  if (options.empty()) return chosen;
  // Each option's value as an index into its values, starting at its default.
  std::vector<std::size_t> picked;
  for (const ChapterOption& option : options) {
    const auto at = std::find(option.values.begin(), option.values.end(), option.default_value);
    picked.push_back(
        at == option.values.end() ? 0 : static_cast<std::size_t>(at - option.values.begin()));
  }
  std::size_t cursor = 0;
  auto draw = [&] {
    // Each option's meaning wrapped whole, never cut; a blank row between options
    // while the screen has room for them (six options at 80x24 have none).
    std::vector<std::vector<std::string>> meanings;
    int rows = 0;
    for (const ChapterOption& option : options) {
      meanings.push_back(wrap_text(option.meaning, screen.width() - 2));
      rows += 1 + static_cast<int>(meanings.back().size());
    }
    const int gaps = static_cast<int>(options.size()) - 1;
    const bool spaced = 4 + rows + gaps <= screen.height() - 2;
    const int height = 4 + rows + (spaced ? gaps : 0);
    const int top = std::max(1, (screen.height() - 1 - height) / 2);
    draw_centred(screen, top, title, Style{Tone::title, true, false});
    draw_centred(screen, top + 2, "Options for this game");
    int row = top + 4;
    for (std::size_t i = 0; i < options.size(); ++i) {
      const ChapterOption& option = options[i];
      const bool here = i == cursor;
      draw_centred(screen, row++,
                   (here ? std::string(glyphs.pointer) + " " : std::string("  ")) + option.name +
                       ": " + option.values[picked[i]],
                   here ? Style{Tone::accent, true, false} : plain);
      for (const std::string& line : meanings[i])
        draw_centred(screen, row++, line, styled(Tone::dim));
      if (spaced) ++row;
    }
    draw_footer(screen, glyphs,
                {std::string(glyphs.up_down) + " option", "+/- change", "Enter play", "Esc back"});
  };
  for (;;) {
    const Key key = next_key(screen, glyphs, draw);
    if (key.kind == Key::Kind::interrupt) {
      interrupted = true;
      return std::nullopt;
    }
    if (key.kind == Key::Kind::escape || key.is(U'q')) return std::nullopt;
    if (key.kind == Key::Kind::enter) break;
    const Step step = step_of(key);
    const std::size_t count = options[cursor].values.size();
    if (step == Step::up && cursor > 0) --cursor;
    if (step == Step::down && cursor + 1 < options.size()) ++cursor;
    if (key.is(U'+') || key.is(U'=') || key.is(U' ') || step == Step::right) {
      picked[cursor] = (picked[cursor] + 1) % count;
    }
    if (key.is(U'-') || step == Step::left) picked[cursor] = (picked[cursor] + count - 1) % count;
  }
  // Only what differs from the game as printed is set, so the chapter's own default
  // (which its content may move) stands for the rest.
  for (std::size_t i = 0; i < options.size(); ++i) {
    const std::string& value = options[i].values[picked[i]];
    if (value != options[i].default_value) chosen[options[i].name] = value;
  }
  return chosen;
}

bool has_board(const Chapter& chapter) {
  return find_board(chapter.id) != nullptr;
}

int play_on_screen(Screen& screen, const Glyphs& glyphs, const Chapter& chapter, const Setup& setup,
                   std::uint64_t seed, const std::filesystem::path& content_dir,
                   bool rivals_search) {
  if (!has_board(chapter)) return show_no_board(screen, glyphs, chapter);
  // The seed that deals the cards also seats the rivals, from a stream of its own.
  Seating seating = seat_rivals(chapter, setup.players, seed, content_dir, 0, rivals_search);
  Match match(chapter.start(setup, content_dir), seed, seating.seats());
  BoardSettings settings;
  settings.human = 0;
  settings.rivals = std::move(seating.rivals);
  settings.seed = seed;
  settings.rules_summary = chapter.rules_summary;
  return play_board(screen, glyphs, chapter, match, settings);
}

int play_board(Screen& screen, const Glyphs& glyphs, const Chapter& chapter, Match& match,
               const BoardSettings& settings) {
  if (const ChapterBoard* board = find_board(chapter.id))
    return board->play(screen, glyphs, match, settings);
  throw Error("the board for " + chapter.title + " is not built yet");
}

int quick_play_on_screen(Screen& screen, const Glyphs& glyphs, const Chapter& chapter,
                         std::uint64_t seed, const std::filesystem::path& content_dir) {
  if (!has_board(chapter)) return show_no_board(screen, glyphs, chapter);
  Setup setup;
  if (chapter.min_players == chapter.max_players) {
    setup.players = chapter.min_players;
  } else {
    bool interrupted = false;
    const std::optional<int> players = ask_players(screen, glyphs, chapter, interrupted);
    if (interrupted) return interrupted_status;
    if (!players) return 0;
    setup.players = *players;
  }
  // Beside the chapter's options, Quick play asks whether the rivals play their moves
  // out, where they can.
  std::vector<ChapterOption> asked = chapter.options;
  if (can_search(chapter)) asked.push_back(rivals_option);
  bool interrupted = false;
  auto options = ask_options(screen, glyphs, chapter.title, asked, interrupted);
  if (interrupted) return interrupted_status;
  if (!options) return 0;
  const bool searching = options->erase(rivals_option.name) > 0;
  setup.options = std::move(*options);
  if (chapter.check_table) {
    // A table each answer allows but not together (New Mintopia City's solitaire
    // without an AI card): say why, and go back.
    try {
      chapter.check_table(setup);
    } catch (const Error& error) {
      const Leave leave = show_page(screen, glyphs, chapter.title,
                                    {"This table cannot be played:", "", error.what()});
      return leave == Leave::interrupted ? interrupted_status : 0;
    }
  }
  return play_on_screen(screen, glyphs, chapter, setup, seed, content_dir, searching);
}

std::optional<std::string> text_turn(const Chapter& chapter, const State& state,
                                     const BoardSettings& settings) {
  const ChapterBoard* board = find_board(chapter.id);
  if (board == nullptr || !board->text_turn) return std::nullopt;
  return board->text_turn(state, settings);
}

std::optional<std::string> text_moves(const Chapter& chapter, const State& state,
                                      const BoardSettings& settings) {
  const ChapterBoard* board = find_board(chapter.id);
  if (board == nullptr || !board->text_moves) return std::nullopt;
  return board->text_moves(state, settings);
}

}  // namespace gavel::ui
