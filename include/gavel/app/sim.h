#pragma once
// `gavel sim`: AI-only games of one chapter, for balance and speed figures.

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "gavel/core/chapter.h"

namespace gavel {

struct SimSettings {
  int games = 100;
  int players = 0;  // 0: the chapter's default
  std::uint64_t seed = 1;
  std::vector<std::string> agents;             // one per seat; fewer repeat the last; none: default
  std::map<std::string, std::string> options;  // the chapter's options (Setup::options)
};

struct SeatResult {
  std::string agent;
  int wins = 0;  // games in first place, shared first places included
  long long score_total = 0;
};

// One agent's decisions, all its seats together: reported when the seats differ.
struct AgentTimes {
  std::string agent;
  long long decisions = 0;
  double p50_us = 0;
  double p99_us = 0;
  long long playouts = 0;  // games a searching agent played out to decide
};

struct SimReport {
  std::string chapter;
  int games = 0;
  std::vector<SeatResult> seats;
  double seconds = 0;
  long long decisions = 0;
  double decision_p50_us = 0;
  double decision_p99_us = 0;
  std::vector<AgentTimes> by_agent;  // by name, when the seats' agents differ
  // The chapter's score parts, and the points the winners of all games (every seat
  // sharing first place) scored in each.
  std::vector<std::string> parts;
  std::vector<long long> winner_part_points;
  // The chapter's own figures (decision_watch.h), one line, or empty.
  std::string watch;
};

SimReport simulate(const Chapter& chapter, const SimSettings& settings,
                   const std::filesystem::path& content_dir);

std::string format_report(const SimReport& report);

}  // namespace gavel
