// `gavel balance`: the same figures whatever the jobs, a report within 80 columns, and
// bad usage in one line.

#include "gavel/app/balance.h"

#include <algorithm>
#include <sstream>

#include <catch2/catch.hpp>

#include "gavel/core/error.h"
#include "support/run_gavel.h"
#include "support/shipped_content.h"

namespace gavel {
namespace {

using Catch::Contains;
using testing::campaign_content;
using testing::shipped_content_dir;

// The report's lines, each as wide as its characters (± is two bytes, one column).
std::vector<std::size_t> line_widths(const std::string& report) {
  std::vector<std::size_t> widths;
  std::istringstream lines(report);
  for (std::string line; std::getline(lines, line);) {
    widths.push_back(static_cast<std::size_t>(std::count_if(line.begin(), line.end(), [](char c) {
      return (static_cast<unsigned char>(c) & 0xc0) != 0x80;
    })));
  }
  return widths;
}

// gavel as the shell runs it: its exit status, and what it wrote to stderr.
int run_gavel(std::vector<std::string> args, std::string& errors) {
  const testing::Told told = testing::run_gavel(std::move(args));
  errors = told.errors;
  return told.status;
}

// The report for `settings`, worked out on one job and on two: the same either way,
// and within 80 columns.
std::string report_on_one_job_and_two(BalanceSettings settings) {
  settings.jobs = 1;
  const std::string report = balance_report(settings, campaign_content(), shipped_content_dir);
  settings.jobs = 2;
  REQUIRE(balance_report(settings, campaign_content(), shipped_content_dir) == report);
  for (const std::size_t width : line_widths(report))
    REQUIRE(width <= 80);
  return report;
}

// Seeds 1 and 2 at ascension 3 play quick runs, one of them swayed by the Black Market.
TEST_CASE("the balance's figures are the same whatever the jobs", "[app][balance]") {
  Invocation invocation;
  invocation.command = "balance";
  invocation.runs = 2;
  invocation.seed = 1;
  invocation.ascension = 3;
  invocation.only = "room:black-market";
  invocation.jobs = 2;
  const BalanceSettings settings = balance_settings(invocation, campaign_content());
  REQUIRE(settings.items.size() == 1);
  REQUIRE(settings.jobs == 2);
  const std::string report = report_on_one_job_and_two(settings);
  REQUIRE_THAT(report, Contains("gavel balance --runs 2 --seed 1 --ascension 3 --only "
                                "room:black-market\nSeeds 1..2 at ascension 3"));
  REQUIRE_THAT(report, Contains("\nroom:black-market              -"));
}

// The long sweep (make test-long): every item over ten seeds.
TEST_CASE("the balance's whole table is the same whatever the jobs", "[.long][app][balance]") {
  Invocation invocation;
  invocation.command = "balance";
  invocation.runs = 10;
  invocation.seed = 1;
  const BalanceSettings settings = balance_settings(invocation, campaign_content());
  REQUIRE(settings.items.size() > 70);
  const std::string report = report_on_one_job_and_two(settings);
  REQUIRE_THAT(report, Contains("Seeds 1..10 at ascension 0"));
}

TEST_CASE("the act-loss report gives each level's runs won and lost by act", "[app][balance]") {
  Invocation invocation;
  invocation.command = "balance";
  invocation.acts = true;
  invocation.runs = 2;
  invocation.ascension = 7;
  BalanceSettings settings = balance_settings(invocation, campaign_content());
  const std::string report = balance_report(settings, campaign_content(), shipped_content_dir);
  settings.jobs = 1;
  REQUIRE(balance_report(settings, campaign_content(), shipped_content_dir) == report);
  REQUIRE_THAT(report, Contains("gavel balance --acts --runs 2 --seed 1 --ascension 7\n"));
  REQUIRE_THAT(report, Contains("Acts: 1 Auction Web, 2 Auctionland"));
  REQUIRE_THAT(report, Contains("level   runs    won  act 1  act 2"));
  REQUIRE_THAT(report, Contains("\n    7      2 "));
  for (const std::size_t width : line_widths(report))
    REQUIRE(width <= 80);
}

TEST_CASE("balance's bad usage is one line and status 2", "[app][balance]") {
  const std::string folder = shipped_content_dir.string();
  std::string errors;
  REQUIRE(run_gavel({"balance", "--only", "perk:nope", "--content-dir", folder}, errors) == 2);
  REQUIRE(errors == "gavel: no perk 'nope' in perks.json\n");
  REQUIRE(run_gavel({"balance", "--only", "fixer", "--content-dir", folder}, errors) == 2);
  REQUIRE_THAT(errors, Contains("'fixer' is not an item: perk:ID, answer:RUMOUR/N or room:KIND"));
  REQUIRE(run_gavel({"balance", "--acts", "--only", "room:rumour", "--content-dir", folder},
                    errors) == 2);
  REQUIRE_THAT(errors, Contains("give one of them"));
  REQUIRE(run_gavel({"balance", "--ascension", "9", "--content-dir", folder}, errors) == 2);
  REQUIRE(errors == "gavel: --ascension goes from 0 to 8\n");
  REQUIRE(run_gavel({"balance", "--jobs", "0"}, errors) == 2);
  REQUIRE_THAT(errors, Contains("--jobs takes a whole number from 1 to 64, not '0'"));
  REQUIRE(run_gavel({"balance", "--runs", "many"}, errors) == 2);
  REQUIRE_THAT(errors, Contains("--runs takes a whole number"));
  REQUIRE(run_gavel({"autoplay", "--runs", "3"}, errors) == 2);
  REQUIRE_THAT(errors, Contains("--runs does not go with 'gavel autoplay'"));
}

}  // namespace
}  // namespace gavel
