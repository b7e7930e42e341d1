#pragma once
// The command line, as the man page's SYNOPSIS, COMMANDS and OPTIONS give it: keep
// man/gavel.6 in step.

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gavel {

struct Invocation {
  std::string command;  // empty: the title menu
  std::string target;   // the chapter of play and sim, the file of replay

  std::filesystem::path save_dir;     // empty: the default location
  std::filesystem::path content_dir;  // empty: found next to the binary
  bool ascii = false;
  bool no_color = false;
  bool text = false;
  bool daily = false;  // new --daily: the day's run (campaign/daily.h)
  bool help = false;
  bool version = false;

  std::optional<std::uint64_t> seed;
  std::optional<int> ascension;
  std::optional<int> players;
  int games = 100;
  std::vector<std::string> agents;
  std::string agent = "scripted";              // autoplay: who plays the player's seat
  std::map<std::string, std::string> options;  // --option KEY=VALUE, checked by the chapter
  // balance: seeds per item (or per level), threads, the one item, the act-loss report.
  std::optional<int> runs;
  std::optional<int> jobs;
  std::optional<std::string> only;
  bool acts = false;
};

// Throws gavel::Error with one line for bad usage.
Invocation parse_command_line(int argc, const char* const* argv);

std::string usage_text();

// --save-dir, else $XDG_DATA_HOME/gavel, else ~/.local/share/gavel.
std::filesystem::path resolve_save_dir(const std::filesystem::path& requested);

}  // namespace gavel
