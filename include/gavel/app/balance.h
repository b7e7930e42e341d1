#pragma once
// `gavel balance`: the run's economy measured by the autopilot (campaign/autopilot.h).
// For each perk, rumour answer and kind of room, every seed is played twice, leaning
// to take the item whenever it can and never to take it, and the report gives the
// change in runs won and in score with a 95% interval from the paired differences.
// With --acts it reports instead, for each ascension level, the share of runs won and
// the share lost in each act. The figures never depend on how many jobs play them.

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "gavel/app/command_line.h"
#include "gavel/campaign/autopilot.h"
#include "gavel/campaign/content.h"

namespace gavel {

// Seeds per item when --runs is not given: on the two-core machine that measured it
// (tests/README.md, Balance) every item took 132 s on two jobs, well inside five minutes even
// with the other core busy.
inline constexpr int default_balance_runs = 1000;
inline constexpr int default_balance_jobs = 2;

struct BalanceSettings {
  int runs = default_balance_runs;  // seeds seed..seed+runs-1
  std::uint64_t seed = 1;
  int ascension = 0;
  int jobs = default_balance_jobs;
  bool acts = false;                  // the act-loss report, for every level
  bool every_level = true;            // --acts without --ascension
  std::string only;                   // --only as typed, or empty
  std::vector<campaign::Item> items;  // what to measure: every item, or --only's
};

// The settings of `gavel balance` as invoked. Throws gavel::Error, in one line, for
// bad usage: an ascension past the highest, or an --only that names no item.
BalanceSettings balance_settings(const Invocation& invocation, const campaign::Content& content);

// Plays the runs and returns the report: the items' table, or with `acts` the
// act-loss table. Plain text within 80 columns.
std::string balance_report(const BalanceSettings& settings, const campaign::Content& content,
                           const std::filesystem::path& content_dir);

}  // namespace gavel
