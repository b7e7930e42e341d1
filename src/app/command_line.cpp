#include "gavel/app/command_line.h"

#include <cstdlib>
#include <map>
#include <set>
#include <sstream>

#include <boost/program_options.hpp>

#include "gavel/core/error.h"
#include "gavel/core/text.h"

namespace po = boost::program_options;

namespace gavel {
namespace {

po::options_description all_options() {
  po::options_description options("Options");
  options.add_options()("save-dir", po::value<std::string>(),
                        "where saves, the profile and the hall of fame live")(
      "content-dir", po::value<std::string>(), "read cards, tiles and rivals from this folder")(
      "ascii", "draw with ASCII characters only")(
      "no-color", "draw without colour (so does a non-empty NO_COLOR)")(
      "text", "play line by line in the move notation instead of the board")(
      "seed", po::value<std::string>(),
      "the seed of the run or game (new, play, autoplay, sim, balance)")(
      "daily", "the day's run, its seed today's date, UTC (new)")(
      "ascension", po::value<std::string>(),
      "the ascension level of a run (new, autoplay, balance)")(
      "players", po::value<std::string>(), "how many seats at the table (play, sim)")(
      "games", po::value<std::string>(), "how many games to simulate (sim)")(
      "agents", po::value<std::string>(), "comma-separated agents, one per seat (sim)")(
      "agent", po::value<std::string>(),
      "who plays your seat: scripted (the default) or search (autoplay)")(
      "option", po::value<std::vector<std::string>>()->composing(),
      "KEY=VALUE: a chapter option, repeatable (play, sim; see man 6 gavel)")(
      "runs", po::value<std::string>(), "seeds per item, or per level with --acts (balance)")(
      "jobs", po::value<std::string>(), "threads to play the runs on (balance)")(
      "only", po::value<std::string>(), "ITEM: measure only this one, as perk:fixer (balance)")(
      "acts", "the share of runs lost in each act, by ascension level (balance)")(
      "help,h", "show this help")("version", "show the version");
  return options;
}

// Which subcommand may take which of the per-command options.
const std::map<std::string, std::set<std::string>>& command_options() {
  static const std::map<std::string, std::set<std::string>> table = {
      {"", {}},
      {"new", {"seed", "ascension", "daily", "text"}},
      {"continue", {"text"}},
      {"play", {"seed", "players", "text", "option"}},
      {"autoplay", {"seed", "ascension", "agent"}},
      {"balance", {"seed", "ascension", "runs", "jobs", "only", "acts"}},
      {"sim", {"seed", "players", "games", "agents", "option"}},
      {"replay", {}},
  };
  return table;
}

const std::set<std::string> per_command = {"seed",   "ascension", "daily", "players", "games",
                                           "agents", "agent",     "text",  "option",  "runs",
                                           "jobs",   "only",      "acts"};

long long number_option(const po::variables_map& values, const std::string& name, long long min,
                        long long max) {
  const auto text = values[name].as<std::string>();
  const auto number = parse_integer(text);
  if (!number || *number < min || *number > max) {
    throw Error("--" + name + " takes a whole number from " + std::to_string(min) + " to " +
                std::to_string(max) + ", not " + quote_input(text));
  }
  return *number;
}

}  // namespace

std::string usage_text() {
  std::ostringstream out;
  out << "Usage:\n"
         "  gavel                          the title menu\n"
         "  gavel new [--seed N | --daily] [--ascension K] [--text]\n"
         "  gavel continue [--text]\n"
         "  gavel play CHAPTER [--players N] [--seed N] [--option KEY=VALUE]... [--text]\n"
         "  gavel autoplay [--seed N] [--ascension K] [--agent scripted|search]\n"
         "  gavel balance [--runs N] [--seed N] [--ascension K] [--jobs J]\n"
         "                [--only ITEM | --acts]\n"
         "  gavel sim CHAPTER [--games N] [--players N] [--seed N] [--agents A,B,...]\n"
         "            [--option KEY=VALUE]...\n"
         "  gavel replay FILE\n\n"
      << all_options() << "\nSee man 6 gavel for the rules, the keys and the move notation.\n";
  return out.str();
}

Invocation parse_command_line(int argc, const char* const* argv) {
  po::options_description options = all_options();
  po::options_description positional_names;
  positional_names.add_options()("command", po::value<std::string>())(
      "target", po::value<std::string>())("extra", po::value<std::vector<std::string>>());
  po::options_description everything;
  everything.add(options).add(positional_names);
  po::positional_options_description positional;
  positional.add("command", 1).add("target", 1).add("extra", -1);

  po::variables_map values;
  try {
    po::store(po::command_line_parser(argc, argv).options(everything).positional(positional).run(),
              values);
  } catch (const po::unknown_option& error) {
    // Boost's own text would echo the option as typed, escape sequences and all.
    throw Error("unrecognised option " + quote_input(error.get_option_name()) +
                " (see gavel --help)");
  } catch (const po::error& error) {
    throw Error(std::string(error.what()) + " (see gavel --help)");
  }

  Invocation invocation;
  invocation.help = values.count("help") > 0;
  invocation.version = values.count("version") > 0;
  if (invocation.help || invocation.version) return invocation;

  if (values.count("command")) invocation.command = values["command"].as<std::string>();
  const auto known = command_options().find(invocation.command);
  if (known == command_options().end()) {
    throw Error(quote_input(invocation.command) +
                " is not a command (new, continue, play, autoplay, sim, balance, replay)");
  }
  for (const std::string& name : per_command) {
    if (values.count(name) && !known->second.count(name)) {
      throw Error(
          "--" + name + " does not go with " +
          (invocation.command.empty() ? "the title menu" : "'gavel " + invocation.command + "'"));
    }
  }
  const bool wants_target =
      invocation.command == "play" || invocation.command == "sim" || invocation.command == "replay";
  if (values.count("target")) invocation.target = values["target"].as<std::string>();
  if (wants_target && invocation.target.empty()) {
    throw Error("'gavel " + invocation.command + "' needs " +
                (invocation.command == "replay" ? "a FILE" : "a CHAPTER"));
  }
  if (values.count("extra") || (!wants_target && !invocation.target.empty())) {
    throw Error("too many arguments (see gavel --help)");
  }

  // An empty folder would quietly mean the default one: a slip (an unset variable in
  // a script), not a choice.
  for (const char* name : {"save-dir", "content-dir"}) {
    if (values.count(name) && values[name].as<std::string>().empty()) {
      throw Error(std::string("--") + name + " needs a folder, not an empty path");
    }
  }
  if (values.count("save-dir")) invocation.save_dir = values["save-dir"].as<std::string>();
  if (values.count("content-dir")) invocation.content_dir = values["content-dir"].as<std::string>();
  invocation.ascii = values.count("ascii") > 0;
  invocation.no_color = values.count("no-color") > 0;
  invocation.text = values.count("text") > 0;
  invocation.daily = values.count("daily") > 0;
  // The day's run is dealt from the date, the same for every player: a seed of one's
  // own would make it another run under the daily's name.
  if (invocation.daily && values.count("seed")) {
    throw Error("--daily and --seed do not go together: the daily run's seed is the date");
  }
  if (values.count("seed")) {
    invocation.seed = static_cast<std::uint64_t>(number_option(values, "seed", 0, 1LL << 62));
  }
  if (values.count("ascension")) {
    invocation.ascension = static_cast<int>(number_option(values, "ascension", 0, 20));
  }
  if (values.count("players")) {
    invocation.players = static_cast<int>(number_option(values, "players", 1, 32));
  }
  if (values.count("runs")) {
    invocation.runs = static_cast<int>(number_option(values, "runs", 1, 1'000'000));
  }
  if (values.count("jobs"))
    invocation.jobs = static_cast<int>(number_option(values, "jobs", 1, 64));
  if (values.count("only")) {
    invocation.only = values["only"].as<std::string>();
    if (invocation.only->empty()) throw Error("--only needs an item, such as perk:fixer");
  }
  invocation.acts = values.count("acts") > 0;
  if (values.count("games")) {
    invocation.games = static_cast<int>(number_option(values, "games", 1, 10'000'000));
  }
  if (values.count("agent")) {
    invocation.agent = values["agent"].as<std::string>();
    if (invocation.agent != "scripted" && invocation.agent != "search") {
      throw Error("--agent is scripted or search, not " + quote_input(invocation.agent));
    }
  }
  if (values.count("agents")) {
    // Exactly as typed: an empty name or a space is a mistake to point out, not to
    // guess around.
    const std::string list = values["agents"].as<std::string>();
    std::size_t start = 0;
    for (;;) {
      const std::size_t comma = std::min(list.find(',', start), list.size());
      const std::string name = list.substr(start, comma - start);
      if (name.empty() || name.find_first_of(" \t") != std::string::npos) {
        throw Error(
            "--agents takes agent names separated by commas, with no spaces and none "
            "left empty, not " +
            quote_input(list));
      }
      invocation.agents.push_back(name);
      if (comma == list.size()) break;
      start = comma + 1;
    }
  }
  if (values.count("option")) {
    for (const std::string& typed : values["option"].as<std::vector<std::string>>()) {
      const auto equals = typed.find('=');
      const std::string key = typed.substr(0, std::min(equals, typed.size()));
      const std::string value = equals == std::string::npos ? "" : typed.substr(equals + 1);
      if (key.empty() || value.empty() || typed.find_first_of(" \t") != std::string::npos) {
        throw Error("--option takes KEY=VALUE, such as draft=on, not " + quote_input(typed));
      }
      if (!invocation.options.emplace(key, value).second) {
        throw Error("--option " + quote_input(key) + " is given twice");
      }
    }
  }
  return invocation;
}

std::filesystem::path resolve_save_dir(const std::filesystem::path& requested) {
  if (!requested.empty()) return requested;
  const char* data_home = std::getenv("XDG_DATA_HOME");
  if (data_home != nullptr && *data_home != '\0') return std::filesystem::path(data_home) / "gavel";
  const char* home = std::getenv("HOME");
  if (home == nullptr || *home == '\0') throw Error("no HOME set; give --save-dir DIR");
  return std::filesystem::path(home) / ".local" / "share" / "gavel";
}

}  // namespace gavel
