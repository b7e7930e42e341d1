// Pressing only Enter, on every chapter's board, at every player count and option
// value (every combination of them in the long suite): each game reaches its end, and every move
// the player's seat made is the adviser's (ai/adviser.h) and no blunder where another move was
// open. The game is played on the board with the roster's rivals and then replayed beside the
// adviser, so the check reads the board from outside: a sixth chapter needs only its own case.

#include <optional>
#include <set>
#include <string_view>

#include <catch2/catch.hpp>

#include "gavel/ai/adviser.h"
#include "gavel/ai/agents.h"
#include "gavel/ai/blunder.h"
#include "gavel/core/text.h"
#include "gavel/games/catalog.h"
#include "gavel/ui/play.h"
#include "gavel/ui/title.h"
#include "ui/board_game.h"

namespace gavel::ui::testing {
namespace {

// A screen on which the player presses Enter and nothing else, as long as the game
// lasts (at most `limit` times, then it interrupts).
class EnterOnly final : public MemoryScreen {
 public:
  explicit EnterOnly(int limit) : MemoryScreen(80, 24), left_(limit) {}
  Key read_key() override {
    if (left_ == 0) return key_of(Key::Kind::interrupt);
    --left_;
    ++pressed_;
    return key_of(Key::Kind::enter);
  }
  int pressed() const { return pressed_; }

 private:
  int left_;
  int pressed_ = 0;
};

// Whether the chapter seats this setup.
bool seated(const Chapter& chapter, const Setup& setup) {
  if (!chapter.check_table) return true;
  try {
    chapter.check_table(setup);
  } catch (const Error&) {
    return false;
  }
  return true;
}

// Every setup of the chapter: each player count with each combination of its options
// (those a table refuses left out).
std::vector<Setup> every_setup(const Chapter& chapter) {
  std::vector<std::map<std::string, std::string>> option_sets = {{}};
  for (const ChapterOption& option : chapter.options) {
    std::vector<std::map<std::string, std::string>> grown;
    for (const auto& set : option_sets) {
      for (const std::string& value : option.values) {
        auto with = set;
        if (value != option.default_value) with[option.name] = value;
        grown.push_back(std::move(with));
      }
    }
    option_sets = std::move(grown);
  }
  std::vector<Setup> setups;
  for (int players = chapter.min_players; players <= chapter.max_players; ++players) {
    for (const auto& options : option_sets) {
      Setup setup{players, options};
      if (seated(chapter, setup)) setups.push_back(std::move(setup));
    }
  }
  return setups;
}

std::string setup_words(const Setup& setup) {
  std::string words = std::to_string(setup.players) + " players";
  for (const auto& [name, value] : setup.options)
    words += ", " + name + " = " + value;
  return words;
}

// Plays one game pressing Enter only; returns how many moves the player made.
int check_enter_only(const Chapter& chapter, const Setup& setup, std::uint64_t seed,
                     bool every_decision) {
  INFO(chapter.id << ", " << setup_words(setup) << ", seed " << seed);
  Seating seating = seat_rivals(chapter, setup.players, seed, shipped_content_dir);
  Match match(chapter.start(setup, shipped_content_dir), seed, seating.seats());
  BoardSettings settings;
  settings.rivals = std::move(seating.rivals);
  settings.seed = seed;
  settings.rules_summary = chapter.rules_summary;
  EnterOnly screen(40000);
  const int status = play_board(screen, unicode_glyphs(), chapter, match, settings);
  INFO("the last screen:\n" << screen.all());
  REQUIRE(match.state().over());
  CHECK(status == 0);

  std::vector<std::string> names;
  for (const auto& rival : settings.rivals)
    names.push_back(rival ? rival->name : std::string());
  // The same game again beside the adviser.
  std::unique_ptr<State> game = chapter.start(setup, shipped_content_dir);
  Adviser adviser(chapter);
  int decisions = 0;
  for (const Turn& turn : match.state().history()) {
    // Every decision is held to a blunder check; the adviser, which searches, is asked
    // again at every third one (every one in the long suite).
    if (turn.seat == settings.human && (every_decision || decisions % 3 == 1)) {
      const std::vector<Move> legal = game->legal_moves();
      const std::unique_ptr<View> view = game->view_to_search(turn.seat);
      const Advice advice = adviser.advise(*view, legal);
      INFO("move " << decisions << ": played " << game->to_text(turn.move) << ", advised "
                   << game->to_text(advice.move));
      CHECK(turn.move == advice.move);
      // What h says fits whole at 80x24, names and all: in the status line's two rows,
      // or in the note over the board (show_note), its frame and footer included.
      const std::string why =
          name_seats("Adviser: " + game->to_text(advice.move) + ". " + advice.why, names);
      CHECK(wrap_text(why, note_width - 4).size() + 4 <= 24);
      const bool open = std::any_of(legal.begin(), legal.end(),
                                    [&](Move move) { return !is_blunder(*view, move); });
      if (open) CHECK_FALSE(is_blunder(*view, turn.move));
    } else if (turn.seat == settings.human) {
      const std::vector<Move> legal = game->legal_moves();
      const std::unique_ptr<View> view = game->view(turn.seat);
      const bool open = std::any_of(legal.begin(), legal.end(),
                                    [&](Move move) { return !is_blunder(*view, move); });
      if (open) CHECK_FALSE(is_blunder(*view, turn.move));
    }
    if (turn.seat == settings.human) ++decisions;
    game->apply(turn.move);
  }
  return decisions;
}

// The setup with these options at the first player count the chapter seats,
// trying counts from the `from`-th on; none when no count seats them.
std::optional<Setup> seated_from(const Chapter& chapter, std::size_t from,
                                 const std::map<std::string, std::string>& options) {
  const auto counts = static_cast<std::size_t>(chapter.max_players - chapter.min_players + 1);
  for (std::size_t tried = 0; tried < counts; ++tried) {
    Setup setup{chapter.min_players + static_cast<int>((from + tried) % counts), options};
    if (seated(chapter, setup)) return setup;
  }
  return std::nullopt;
}

// The short suite's sample, since the adviser searches at every decision: every
// player count and every value of every option played at least once, game g giving
// each option its g-th value (the default first) at the g-th count, so that a board
// plays as many games as its longest list, not every combination. A mix no count
// seats drops its last options until one does.
std::vector<Setup> covering_setups(const Chapter& chapter) {
  std::size_t games = static_cast<std::size_t>(chapter.max_players - chapter.min_players + 1);
  for (const ChapterOption& option : chapter.options)
    games = std::max(games, option.values.size());
  std::vector<Setup> setups;
  for (std::size_t game = 0; game < games; ++game) {
    std::map<std::string, std::string> options;  // the values other than the defaults
    std::vector<std::string> names;              // their options, in the chapter's order
    for (const ChapterOption& option : chapter.options) {
      std::vector<std::string> values = {option.default_value};
      for (const std::string& value : option.values) {
        if (value != option.default_value) values.push_back(value);
      }
      const std::string& value = values[game % values.size()];
      if (value == option.default_value) continue;
      options[option.name] = value;
      names.push_back(option.name);
    }
    std::optional<Setup> setup = seated_from(chapter, game, options);
    while (!setup && !names.empty()) {
      options.erase(names.back());
      names.pop_back();
      setup = seated_from(chapter, game, options);
    }
    if (setup) setups.push_back(std::move(*setup));
  }
  return setups;
}

// The board's chapter, pressing only Enter: in the short suite the covering sample
// in two cases a board, each playing every other one of its games (`half` 0 or 1),
// so that no ctest entry runs long; in the long suite every setup.
void check_board_on_enter_alone(std::string_view id, int half = -1) {
  const Chapter* chapter = find_chapter(id);
  REQUIRE(chapter != nullptr);
  REQUIRE(has_board(*chapter));
  const bool every = half < 0;
  int games = 0;
  int decisions = 0;
  std::uint64_t seed = 1;
  int index = 0;
  for (const Setup& setup : every ? every_setup(*chapter) : covering_setups(*chapter)) {
    ++seed;
    if (!every && index++ % 2 != half) continue;
    decisions += check_enter_only(*chapter, setup, seed, every);
    ++games;
  }
  CHECK(games > 0);
  CHECK(decisions >= games);
}

// One case a board, so that ctest spreads them over the cores.
const std::set<std::string_view> boards_played = {"auction-web", "auctionland", "mintopia",
                                                  "auction-auction", "cosmic-lucre"};

TEST_CASE("every board has its own case of pressing only Enter", "[ui][enter]") {
  for (const Chapter& chapter : all_chapters()) {
    INFO(chapter.id);
    CHECK(boards_played.count(chapter.id) == (has_board(chapter) ? 1u : 0u));
  }
}

#define ENTER_CASE(title, id, words, half)                                            \
  TEST_CASE("pressing only Enter plays the adviser's moves to the end: " title words, \
            "[ui][enter]") {                                                          \
    check_board_on_enter_alone(id, half);                                             \
  }
#define ENTER_CASES(title, id)             \
  ENTER_CASE(title, id, ", first half", 0) \
  ENTER_CASE(title, id, ", second half", 1)

ENTER_CASES("Auction Web", "auction-web")
ENTER_CASES("Auctionland", "auctionland")
ENTER_CASES("New Mintopia City", "mintopia")
ENTER_CASES("Auction Auction", "auction-auction")
ENTER_CASES("Cosmic Encounter", "cosmic-lucre")

TEST_CASE("pressing only Enter plays the adviser's moves to the end in every setup",
          "[ui][enter][.long]") {
  for (std::string_view id : boards_played)
    check_board_on_enter_alone(id);
}

}  // namespace
}  // namespace gavel::ui::testing
