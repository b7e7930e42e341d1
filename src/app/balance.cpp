#include "gavel/app/balance.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <exception>
#include <functional>
#include <optional>
#include <sstream>
#include <thread>

#include "gavel/campaign/ascension.h"
#include "gavel/campaign/progress.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/catalog.h"

namespace gavel {
namespace {

using campaign::Item;
using campaign::Leaning;
using campaign::Run;

// How a run ended, as far as the report cares.
struct RunEnd {
  bool won = false;
  int score = 0;
  int lost_in = -1;  // the act (from 0) the run was lost in, or -1
};

RunEnd end_of(const Run& run) {
  return {run.stage == campaign::Stage::won, campaign::run_score(run),
          run.stage == campaign::Stage::lost ? run.act : -1};
}

// One item on one seed: the run leaning to take it, the run never taking it, and
// whether the first took it at all.
struct Paired {
  RunEnd take;
  RunEnd never;
  bool taken = false;
};

// Runs task(0) .. task(count - 1) on `jobs` threads, each index once. A failure is
// rethrown after all have stopped, the first by index, so it too reads the same
// whatever the jobs.
void in_parallel(std::size_t count, int jobs, const std::function<void(std::size_t)>& task) {
  std::atomic<std::size_t> next{0};
  std::vector<std::exception_ptr> failures(count);
  const auto work = [&] {
    for (std::size_t index = next++; index < count; index = next++) {
      try {
        task(index);
      } catch (...) {
        failures[index] = std::current_exception();
      }
    }
  };
  std::vector<std::thread> threads;
  const std::size_t helpers = std::min<std::size_t>(static_cast<std::size_t>(jobs), count);
  for (std::size_t job = 1; job < helpers; ++job)
    threads.emplace_back(work);
  work();
  for (std::thread& thread : threads)
    thread.join();
  for (const std::exception_ptr& failure : failures) {
    if (failure) std::rethrow_exception(failure);
  }
}

struct SeedPlay {
  RunEnd plain;
  std::vector<Paired> items;  // by settings.items
};

// Every item on one seed, both ways. A leaning run is the plain run until the
// leaning first sways a choice, so the plain run is played once, copied where each
// leaning first sways it, and each copy played on with its leaning: the same runs as
// playing every leaning from the start, for a fraction of the time.
SeedPlay play_seed(std::uint64_t seed, const BalanceSettings& settings,
                   const campaign::Content& content, const std::filesystem::path& content_dir) {
  const std::vector<Item>& items = settings.items;
  std::vector<std::optional<Run>> forks(2 * items.size());  // by item: take, then never
  std::vector<bool> plainly_taken(items.size(), false);
  campaign::Steering plain;
  plain.before_choice = [&](const Run& now) {
    for (std::size_t item = 0; item < items.size(); ++item) {
      if (campaign::plainly_takes(now, content, items[item])) plainly_taken[item] = true;
      for (const bool take : {true, false}) {
        std::optional<Run>& fork = forks[2 * item + (take ? 0 : 1)];
        if (!fork && campaign::sways(now, content, Leaning{items[item], take})) fork = now;
      }
    }
  };
  Run run = campaign::start_run(content, seed, settings.ascension);
  campaign::autoplay(run, content, content_dir, plain);
  const RunEnd plain_end = end_of(run);

  std::vector<Paired> paired(items.size(), Paired{plain_end, plain_end, false});
  for (std::size_t item = 0; item < items.size(); ++item) {
    paired[item].taken = plainly_taken[item] || forks[2 * item].has_value();
    for (const bool take : {true, false}) {
      std::optional<Run>& fork = forks[2 * item + (take ? 0 : 1)];
      if (!fork) continue;
      campaign::Steering leaning;
      leaning.leaning = Leaning{items[item], take};
      campaign::autoplay(*fork, content, content_dir, leaning);
      (take ? paired[item].take : paired[item].never) = end_of(*fork);
      fork.reset();
    }
  }
  return {plain_end, paired};
}

// The mean of paired differences and the half-width of its 95% interval.
struct Interval {
  double mean = 0;
  double half = 0;
};

Interval interval(const std::vector<double>& differences) {
  const auto n = static_cast<double>(differences.size());
  if (differences.empty()) return {};
  double sum = 0;
  for (const double difference : differences)
    sum += difference;
  const double mean = sum / n;
  double squares = 0;
  for (const double difference : differences)
    squares += (difference - mean) * (difference - mean);
  const double sd = differences.size() > 1 ? std::sqrt(squares / (n - 1)) : 0;
  return {mean, 1.96 * sd / std::sqrt(n)};
}

std::string price_of(const Item& item, const BalanceSettings& settings,
                     const campaign::Content& content) {
  switch (item.kind) {
    case Item::Kind::perk: {
      Run priced;
      priced.ascension = settings.ascension;
      return std::to_string(campaign::price(priced, *content.perk(item.id)));
    }
    case Item::Kind::answer:
      return std::to_string(
          content.rumour(item.id)->choices[static_cast<std::size_t>(item.choice)].cost);
    case Item::Kind::room:
      break;
  }
  return "-";
}

// The command that prints the same report again.
std::string command_words(const BalanceSettings& settings) {
  std::string words = "gavel balance";
  if (settings.acts) words += " --acts";
  words += " --runs " + std::to_string(settings.runs) + " --seed " + std::to_string(settings.seed);
  if (!settings.acts || !settings.every_level)
    words += " --ascension " + std::to_string(settings.ascension);
  if (!settings.only.empty()) words += " --only " + settings.only;
  return words;
}

std::string capitalised(std::string words) {
  if (!words.empty())
    words[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(words[0])));
  return words;
}

// Phrases set in lines of at most 80 columns, a space between two, none cut.
std::string wrapped(const std::vector<std::string>& phrases) {
  std::string lines;
  std::size_t column = 0;
  for (const std::string& phrase : phrases) {
    if (column > 0 && column + 1 + phrase.size() > 80) {
      lines += "\n";
      column = 0;
    } else if (column > 0) {
      lines += " ";
      ++column;
    }
    lines += phrase;
    column += phrase.size();
  }
  return lines + "\n";
}

std::string wrapped(const std::string& prose) {
  return wrapped(words(prose));
}

std::string seeds_words(const BalanceSettings& settings) {
  const std::uint64_t last = settings.seed + static_cast<std::uint64_t>(settings.runs) - 1;
  return settings.runs == 1
             ? "seed " + std::to_string(settings.seed)
             : "seeds " + std::to_string(settings.seed) + ".." + std::to_string(last);
}

std::string items_report(const BalanceSettings& settings, const campaign::Content& content,
                         const std::filesystem::path& content_dir) {
  const auto runs = static_cast<std::size_t>(settings.runs);
  std::vector<SeedPlay> seeds(runs);
  in_parallel(runs, settings.jobs, [&](std::size_t index) {
    seeds[index] = play_seed(settings.seed + index, settings, content, content_dir);
  });

  int plain_won = 0;
  long long plain_score = 0;
  for (const SeedPlay& seed : seeds) {
    plain_won += seed.plain.won ? 1 : 0;
    plain_score += seed.plain.score;
  }
  std::ostringstream out;
  char line[200];
  out << command_words(settings) << "\n";
  std::snprintf(line, sizeof line, "the plain autopilot won %.1f%%, scoring %.1f on average.",
                100.0 * plain_won / settings.runs,
                static_cast<double>(plain_score) / settings.runs);
  out << wrapped(capitalised(seeds_words(settings)) + " at ascension " +
                 std::to_string(settings.ascension) + ": " + line +
                 " Each item taken whenever it can against never, on the same seeds. Taken: "
                 "the seeds where it was taken. Won: the change in runs won, in points of "
                 "percent. Score: the change in the run's score. Each with its 95% interval.");
  std::snprintf(line, sizeof line, "%-26s %5s %6s %15s %17s\n", "item", "price", "taken",
                "won (pp)", "score");
  out << line;
  for (std::size_t item = 0; item < settings.items.size(); ++item) {
    std::vector<double> won;
    std::vector<double> score;
    int taken = 0;
    for (const SeedPlay& seed : seeds) {
      const Paired& pair = seed.items[item];
      won.push_back(100.0 * (static_cast<int>(pair.take.won) - static_cast<int>(pair.never.won)));
      score.push_back(pair.take.score - pair.never.score);
      taken += pair.taken ? 1 : 0;
    }
    const Interval won_change = interval(won);
    const Interval score_change = interval(score);
    std::snprintf(line, sizeof line, "%-26s %5s %6d   %+6.1f ± %4.1f   %+7.1f ± %5.1f\n",
                  campaign::item_name(settings.items[item]).c_str(),
                  price_of(settings.items[item], settings, content).c_str(), taken, won_change.mean,
                  won_change.half, score_change.mean, score_change.half);
    out << line;
  }
  return out.str();
}

std::string acts_report(const BalanceSettings& settings, const campaign::Content& content,
                        const std::filesystem::path& content_dir) {
  const int lowest = settings.every_level ? 0 : settings.ascension;
  const int highest = settings.every_level ? campaign::max_ascension : settings.ascension;
  const auto levels = static_cast<std::size_t>(highest - lowest + 1);
  const auto runs = static_cast<std::size_t>(settings.runs);
  std::vector<RunEnd> ends(levels * runs);
  in_parallel(ends.size(), settings.jobs, [&](std::size_t index) {
    Run run = campaign::start_run(content, settings.seed + index % runs,
                                  lowest + static_cast<int>(index / runs));
    campaign::autoplay(run, content, content_dir);
    ends[index] = end_of(run);
  });
  const std::vector<std::string> chapters =
      campaign::start_run(content, settings.seed, lowest).chapters;

  std::ostringstream out;
  char line[160];
  out << command_words(settings) << "\n";
  out << wrapped("The plain autopilot's runs at each ascension level, " + seeds_words(settings) +
                 ": the share won and, of all runs, the share lost in each act (the last act "
                 "dealt again counted as the last act); and the mean score.");
  // An act's number stays on the line of its chapter.
  std::vector<std::string> acts = {"Acts:"};
  for (std::size_t act = 0; act < chapters.size(); ++act) {
    const Chapter* chapter = find_chapter(chapters[act]);
    acts.push_back(std::to_string(act + 1) + " " + (chapter ? chapter->title : chapters[act]) +
                   (act + 1 < chapters.size() ? "," : "."));
  }
  out << wrapped(acts);
  out << "level   runs    won";
  for (std::size_t act = 0; act < chapters.size(); ++act) {
    std::snprintf(line, sizeof line, "  act %zu", act + 1);
    out << line;
  }
  out << "   score\n";
  for (std::size_t level = 0; level < levels; ++level) {
    int won = 0;
    long long score = 0;
    std::vector<int> lost(chapters.size(), 0);
    for (std::size_t seed = 0; seed < runs; ++seed) {
      const RunEnd& end = ends[level * runs + seed];
      won += end.won ? 1 : 0;
      score += end.score;
      if (end.lost_in >= 0 && static_cast<std::size_t>(end.lost_in) < lost.size())
        ++lost[static_cast<std::size_t>(end.lost_in)];
    }
    const auto share = [&](int count) { return 100.0 * count / settings.runs; };
    std::snprintf(line, sizeof line, "%5zu %6d %5.1f%%", lowest + level, settings.runs, share(won));
    out << line;
    for (const int count : lost) {
      std::snprintf(line, sizeof line, " %5.1f%%", share(count));
      out << line;
    }
    std::snprintf(line, sizeof line, " %7.1f\n", static_cast<double>(score) / settings.runs);
    out << line;
  }
  return out.str();
}

}  // namespace

BalanceSettings balance_settings(const Invocation& invocation, const campaign::Content& content) {
  BalanceSettings settings;
  settings.runs = invocation.runs.value_or(default_balance_runs);
  settings.seed = invocation.seed.value_or(1);
  settings.jobs = invocation.jobs.value_or(default_balance_jobs);
  settings.acts = invocation.acts;
  settings.every_level = !invocation.ascension.has_value();
  settings.ascension = invocation.ascension.value_or(0);
  if (settings.ascension > campaign::max_ascension) {
    throw Error("--ascension goes from 0 to " + std::to_string(campaign::max_ascension));
  }
  if (settings.acts && invocation.only) {
    throw Error("--only measures an item, and --acts the acts: give one of them");
  }
  if (invocation.only) {
    settings.only = *invocation.only;
    settings.items = {campaign::read_item(content, settings.only)};
  } else {
    settings.items = campaign::every_item(content);
  }
  return settings;
}

std::string balance_report(const BalanceSettings& settings, const campaign::Content& content,
                           const std::filesystem::path& content_dir) {
  return settings.acts ? acts_report(settings, content, content_dir)
                       : items_report(settings, content, content_dir);
}

}  // namespace gavel
