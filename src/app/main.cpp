#include "gavel/app/main.h"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <random>

#include "gavel/ai/agents.h"
#include "gavel/app/balance.h"
#include "gavel/app/command_line.h"
#include "gavel/app/replay.h"
#include "gavel/app/sim.h"
#include "gavel/app/text_run.h"
#include "gavel/campaign/ascension.h"
#include "gavel/campaign/autopilot.h"
#include "gavel/campaign/daily.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/saves.h"
#include "gavel/campaign/summary.h"
#include "gavel/core/content.h"
#include "gavel/core/error.h"
#include "gavel/core/save_file.h"
#include "gavel/core/save_lock.h"
#include "gavel/core/stop_signals.h"
#include "gavel/core/text.h"
#include "gavel/games/catalog.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/play.h"
#include "gavel/ui/terminal_app.h"
#include "gavel/version.h"

namespace gavel {
namespace {

// Bad usage and unknown names exit 2; a command that could not finish exits 1.
constexpr int failed = 1;
constexpr int bad_usage = 2;

// Thrown for what the player typed wrong, as opposed to what went wrong after.
class UsageError : public Error {
 public:
  using Error::Error;
};

const Chapter& chapter_named(const std::string& id) {
  if (const Chapter* chapter = find_chapter(id)) return *chapter;
  throw UsageError("no chapter named " + quote_input(id) +
                   "; playable chapters: " + chapter_list());
}

std::filesystem::path executable_path() {
  std::error_code error;
  auto path = std::filesystem::read_symlink("/proc/self/exe", error);
  return error ? std::filesystem::path() : path;
}

// A seed for a game the player did not give one for; the board shows it, so the
// game can be dealt again.
std::uint64_t fresh_seed() {
  return std::random_device{}() & 0xffffffu;
}

ui::TerminalOptions terminal_options(const Invocation& invocation,
                                     const std::filesystem::path& content_dir) {
  ui::TerminalOptions options;
  options.save_dir = resolve_save_dir(invocation.save_dir);
  options.content_dir = content_dir;
  options.ascii = invocation.ascii;
  const char* no_color = std::getenv("NO_COLOR");
  options.colour = !invocation.no_color && (no_color == nullptr || *no_color == '\0');
  return options;
}

// Held until Gavel ends, so no second gavel uses the same saves meanwhile. Another
// gavel holding them is, like bad usage, something the player fixes before trying
// again: one line and status 2.
SaveDirLock lock_save_dir(const std::filesystem::path& dir) {
  try {
    return SaveDirLock(dir);
  } catch (const SaveDirInUse& error) {
    throw UsageError(error.what());
  }
}

// `gavel new --ascension K`: a level the profile has not unlocked yet is, like bad
// usage, refused before the terminal is taken over.
void check_ascension(int ascension, const SaveDirLock& lock) {
  if (ascension > campaign::max_ascension) {
    throw UsageError("--ascension goes from 0 to " + std::to_string(campaign::max_ascension));
  }
  if (ascension == 0) return;
  SaveFile file(lock, campaign::profile_file);
  const int unlocked = campaign::load_profile(file).ascension_unlocked;
  if (ascension > unlocked) {
    throw UsageError(
        "ascension " + std::to_string(ascension) + " is not unlocked yet (" +
        (unlocked == 0 ? std::string("none is") : "up to " + std::to_string(unlocked) + " is") +
        "); each run won at the highest level unlocks the next");
  }
}

// `gavel sim --agents`: more names than seats, or a name no agent has, is bad usage.
// The roster is read first, outside the check, so that a broken rivals.json is
// reported as the failure it is.
void check_agents(const Chapter& chapter, const std::vector<std::string>& agents, int players,
                  const std::filesystem::path& content_dir) {
  if (agents.size() > static_cast<std::size_t>(players)) {
    throw UsageError("--agents names " + std::to_string(agents.size()) + " agents for " +
                     std::to_string(players) + " seats");
  }
  const std::vector<std::string> known = agent_names(chapter, content_dir);
  for (const std::string& name : agents) {
    if (std::find(known.begin(), known.end(), name) == known.end()) {
      throw UsageError("no agent " + quote_input(name) + " for " + chapter.id +
                       " (agents: " + join(known, ", ") + ")");
    }
  }
}

// The text mode owns the stop signals while it plays, as the board does: the wait
// for a line ends, the run is saved, and the status is 128 plus the signal's number.
// (Without this a run under nohup or in a script's background job would keep the
// SIG_IGN it was started with.)
int in_text(const std::function<int()>& play) {
  const StopSignalScope signals;
  const int status = play();
  if (const int number = caught_stop_signal(); number != 0) return 128 + number;
  return status;
}

// `gavel new --text` and `gavel continue --text`: the run on standard input and output.
int play_run_in_text(const ui::TerminalOptions& options, const SaveDirLock& lock) {
  const campaign::Content content = campaign::load_content(options.content_dir);
  SaveFile run_file(lock, campaign::run_file);
  SaveFile profile_file(lock, campaign::profile_file);
  ui::Campaign campaign{content, options.content_dir, run_file, profile_file, ui::today_date};
  if (options.opening == ui::Opening::continue_run)
    return continue_text_run(campaign, std::cin, std::cout);
  ui::NewRunChoice choice{options.seed, options.ascension, fresh_seed, options.daily};
  if (options.daily) choice.seed = campaign::daily_seed(ui::utc_today());
  return new_text_run(campaign, choice, std::cin, std::cout);
}

int run(const Invocation& invocation) {
  if (invocation.help) {
    std::cout << usage_text();
    return 0;
  }
  if (invocation.version) {
    std::cout << "gavel " << version << "\n";
    return 0;
  }
  const auto content_dir = find_content_dir(invocation.content_dir, executable_path());
  const std::string& command = invocation.command;
  if (command.empty() || command == "new" || command == "continue") {
    ui::TerminalOptions options = terminal_options(invocation, content_dir);
    const SaveDirLock save_dir_lock = lock_save_dir(options.save_dir);
    options.save_lock = &save_dir_lock;
    options.fresh_seed = fresh_seed;
    if (command == "new") {
      options.opening = ui::Opening::new_run;
      options.seed = invocation.seed;
      options.ascension = invocation.ascension;
      options.daily = invocation.daily;
      if (options.ascension) check_ascension(*options.ascension, save_dir_lock);
    }
    if (command == "continue") {
      options.opening = ui::Opening::continue_run;
      if (!SaveFile(save_dir_lock, campaign::run_file).exists()) {
        throw UsageError("no saved run in " + quote_path(options.save_dir.string()) +
                         "; 'gavel new' starts one");
      }
    }
    if (invocation.text) return in_text([&] { return play_run_in_text(options, save_dir_lock); });
    options.play_chapter = [content_dir, ascii = options.ascii](const Chapter& chapter,
                                                                ui::Screen& screen) {
      // run_terminal has set the locale by now, so the glyphs match its own.
      const ui::Glyphs& glyphs = ui::glyphs_for(ascii || !ui::locale_is_utf8());
      return ui::quick_play_on_screen(screen, glyphs, chapter, fresh_seed(), content_dir);
    };
    return ui::run_terminal(options);
  }
  if (command == "autoplay") {
    const campaign::Content content = campaign::load_content(content_dir);
    const int ascension = invocation.ascension.value_or(0);
    if (ascension > campaign::max_ascension) {
      throw UsageError("--ascension goes from 0 to " + std::to_string(campaign::max_ascension));
    }
    campaign::Run run =
        campaign::start_run(content, invocation.seed.value_or(fresh_seed()), ascension);
    campaign::Steering steering;
    steering.agent = invocation.agent;
    campaign::autoplay(run, content, content_dir, steering);
    std::cout << campaign::run_summary(run, content);
    return 0;
  }
  if (command == "balance") {
    const campaign::Content content = campaign::load_content(content_dir);
    BalanceSettings settings;
    try {
      settings = balance_settings(invocation, content);
    } catch (const Error& error) {
      throw UsageError(error.what());
    }
    std::cout << balance_report(settings, content, content_dir);
    return 0;
  }
  if (command == "replay") {
    const Script script = load_script(invocation.target);
    return replay(chapter_named(script.chapter), script, content_dir, std::cout, std::cerr);
  }
  const Chapter& chapter = chapter_named(invocation.target);
  const int players = invocation.players.value_or(chapter.default_players);
  if (players < chapter.min_players || players > chapter.max_players) {
    throw UsageError(chapter.title + " takes " + std::to_string(chapter.min_players) + " to " +
                     std::to_string(chapter.max_players) + " players");
  }
  try {
    check_options(chapter, invocation.options);
    if (chapter.check_table) chapter.check_table(Setup{players, invocation.options, {}});
  } catch (const Error& error) {
    throw UsageError(error.what());
  }
  if (command == "sim") {
    check_agents(chapter, invocation.agents, players, content_dir);
    SimSettings settings;
    settings.games = invocation.games;
    settings.players = players;
    settings.options = invocation.options;
    settings.seed = invocation.seed.value_or(1);
    settings.agents = invocation.agents;
    std::cout << format_report(simulate(chapter, settings, content_dir));
    return 0;
  }
  // play
  Setup setup;
  setup.players = players;
  setup.options = invocation.options;
  // A game without --seed gets a fresh one, shown to the player so it can be replayed.
  const std::uint64_t seed = invocation.seed.value_or(fresh_seed());
  if (invocation.text) {
    return in_text(
        [&] { return play_text(chapter, setup, seed, content_dir, std::cin, std::cout); });
  }
  if (!ui::has_board(chapter)) {
    throw UsageError("the board for " + chapter.title + " is not built yet; add --text");
  }
  return ui::play_in_terminal(terminal_options(invocation, content_dir), chapter, setup, seed);
}

int report(int status, const std::string& message) {
  std::cerr << "gavel: " << message << "\n";
  return status;
}

}  // namespace

int app_main(int argc, char** argv) {
  Invocation invocation;
  try {
    invocation = parse_command_line(argc, argv);
  } catch (const Error& error) {
    return report(bad_usage, error.what());
  }
  try {
    return run(invocation);
  } catch (const UsageError& error) {
    return report(bad_usage, error.what());
  } catch (const Error& error) {
    return report(failed, error.what());
  } catch (const std::bad_alloc&) {
    return report(failed, "out of memory");
  } catch (const std::exception&) {
    return report(failed,
                  "an internal error stopped Gavel; please report it with the command you ran");
  }
}

}  // namespace gavel
