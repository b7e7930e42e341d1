#include "gavel/app/sim.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "gavel/ai/agents.h"
#include "gavel/ai/decision_watch.h"
#include "gavel/ai/search_agent.h"
#include "gavel/core/error.h"
#include "gavel/core/match.h"

namespace gavel {
namespace {

using Clock = std::chrono::steady_clock;

// Decision times in buckets 1/32 of a doubling wide (about 2%), from 100 ns to
// over a minute: exact enough for percentiles, fine for a scripted rival's
// microseconds and a searching one's milliseconds alike, and constant memory however
// many games run.
class DecisionTimes {
 public:
  void add(Clock::duration time) {
    const double nanoseconds = std::max(
        1.0,
        static_cast<double>(std::chrono::duration_cast<std::chrono::nanoseconds>(time).count()));
    const double steps = std::max(0.0, std::log2(nanoseconds / first_ns) * per_doubling);
    ++buckets_[std::min(static_cast<std::size_t>(steps), buckets_.size() - 1)];
    ++count_;
  }
  long long count() const { return count_; }
  // In microseconds; the upper edge of the bucket holding the fraction.
  double percentile(double fraction) const {
    if (count_ == 0) return 0;
    const auto wanted = static_cast<long long>(fraction * static_cast<double>(count_ - 1)) + 1;
    long long seen = 0;
    std::size_t bucket = 0;
    while (bucket + 1 < buckets_.size() && seen + buckets_[bucket] < wanted)
      seen += buckets_[bucket++];
    return first_ns * std::exp2(static_cast<double>(bucket + 1) / per_doubling) / 1000.0;
  }

 private:
  static constexpr double first_ns = 100;
  static constexpr int per_doubling = 32;
  static constexpr int doublings = 30;
  std::vector<long long> buckets_ = std::vector<long long>(per_doubling * doublings, 0);
  long long count_ = 0;
};

// Times each decision of the agent it wraps, and shows it to the chapter's watch.
class TimedAgent final : public Agent {
 public:
  TimedAgent(std::unique_ptr<Agent> agent, DecisionTimes& times, DecisionTimes& own_times,
             DecisionWatch* watch, Clock::duration& watching)
      : agent_(std::move(agent)),
        times_(times),
        own_times_(own_times),
        watch_(watch),
        watching_(watching) {}
  std::string name() const override { return agent_->name(); }
  bool searches() const override { return agent_->searches(); }
  Move choose(const View& view, const std::vector<Move>& legal, Rng& rng) override {
    const auto start = Clock::now();
    const Move move = agent_->choose(view, legal, rng);
    const auto decided = Clock::now();
    times_.add(decided - start);
    own_times_.add(decided - start);
    if (watch_ != nullptr) {
      watch_->seen(view, move);
      watching_ += Clock::now() - decided;
    }
    return move;
  }

 private:
  std::unique_ptr<Agent> agent_;
  DecisionTimes& times_;
  DecisionTimes& own_times_;  // this agent's, pooled with others of its name
  DecisionWatch* watch_;
  Clock::duration& watching_;  // the watch's own time, kept out of games/s
};

}  // namespace

SimReport simulate(const Chapter& chapter, const SimSettings& settings,
                   const std::filesystem::path& content_dir) {
  Setup setup;
  setup.players = settings.players > 0 ? settings.players : chapter.default_players;
  setup.options = settings.options;
  if (setup.players < chapter.min_players || setup.players > chapter.max_players) {
    throw Error(chapter.title + " takes " + std::to_string(chapter.min_players) + " to " +
                std::to_string(chapter.max_players) + " players");
  }
  std::vector<std::string> names = settings.agents;
  if (names.empty()) names.push_back(default_agent(chapter));
  if (names.size() > static_cast<std::size_t>(setup.players)) {
    throw Error("--agents names more agents than there are seats");
  }
  while (names.size() < static_cast<std::size_t>(setup.players))
    names.push_back(names.back());

  DecisionTimes times;
  std::map<std::string, DecisionTimes> by_agent;
  std::map<std::string, std::vector<const SearchAgent*>> searching;
  const std::unique_ptr<DecisionWatch> watch = decision_watch(chapter);
  Clock::duration watching{};
  std::vector<std::unique_ptr<Agent>> agents;
  std::vector<Agent*> seats;
  SimReport report;
  report.chapter = chapter.id;
  for (const std::string& name : names) {
    std::unique_ptr<Agent> agent = make_agent(chapter, name, content_dir);
    if (const auto* search = dynamic_cast<const SearchAgent*>(agent.get()))
      searching[name].push_back(search);
    agents.push_back(std::make_unique<TimedAgent>(std::move(agent), times, by_agent[name],
                                                  watch.get(), watching));
    seats.push_back(agents.back().get());
    report.seats.push_back({name, 0, 0});
  }

  report.parts = chapter.part_points ? chapter.score_parts : std::vector<std::string>{};
  report.winner_part_points.assign(report.parts.size(), 0);
  const auto first = chapter.start(setup, content_dir);
  const auto start = Clock::now();
  for (int game = 0; game < settings.games; ++game) {
    Match match(first->clone(), settings.seed + static_cast<std::uint64_t>(game), seats);
    match.advance();
    if (watch != nullptr) {
      const auto ending = Clock::now();
      for (Seat seat = 0; seat < match.state().seats(); ++seat)
        watch->ended(*match.state().view(seat));
      watching += Clock::now() - ending;
    }
    const auto standings = match.state().standings();
    const auto parts =
        report.parts.empty() ? std::vector<std::vector<int>>{} : chapter.part_points(match.state());
    for (std::size_t seat = 0; seat < standings.size(); ++seat) {
      if (standings[seat].place == 1) {
        ++report.seats[seat].wins;
        for (std::size_t part = 0; part < report.parts.size() && seat < parts.size(); ++part)
          report.winner_part_points[part] += parts[seat][part];
      }
      report.seats[seat].score_total += standings[seat].score;
    }
  }
  report.seconds = std::chrono::duration<double>(Clock::now() - start - watching).count();
  report.games = settings.games;
  report.decisions = times.count();
  report.decision_p50_us = times.percentile(0.50);
  report.decision_p99_us = times.percentile(0.99);
  if (by_agent.size() > 1) {
    for (const auto& [name, own] : by_agent) {
      AgentTimes line{name, own.count(), own.percentile(0.50), own.percentile(0.99), 0};
      for (const SearchAgent* search : searching[name])
        line.playouts += search->playouts();
      report.by_agent.push_back(line);
    }
  }
  if (watch != nullptr) report.watch = watch->summary();
  return report;
}

std::string format_report(const SimReport& report) {
  std::ostringstream out;
  char line[160];
  out << report.chapter << ": " << report.games << " games\n";
  out << "seat  agent              wins    win%   avg score\n";
  for (std::size_t seat = 0; seat < report.seats.size(); ++seat) {
    const SeatResult& result = report.seats[seat];
    std::snprintf(line, sizeof line, "%4zu  %-16s %6d  %5.1f%%  %9.2f\n", seat,
                  result.agent.c_str(), result.wins, 100.0 * result.wins / report.games,
                  static_cast<double>(result.score_total) / report.games);
    out << line;
  }
  std::snprintf(line, sizeof line,
                "%.0f games/s (%.2f s); %lld decisions, p50 %.1f us, p99 %.1f us\n",
                report.games / std::max(report.seconds, 1e-9), report.seconds, report.decisions,
                report.decision_p50_us, report.decision_p99_us);
  out << line;
  for (const AgentTimes& own : report.by_agent) {
    std::snprintf(line, sizeof line, "  %s: %lld decisions, p50 %.1f us, p99 %.1f us",
                  own.agent.c_str(), own.decisions, own.p50_us, own.p99_us);
    out << line;
    if (own.playouts > 0) {
      std::snprintf(line, sizeof line, ", %.1f playouts a decision",
                    static_cast<double>(own.playouts) / static_cast<double>(own.decisions));
      out << line;
    }
    out << "\n";
  }
  long long all = 0;
  for (long long points : report.winner_part_points)
    all += points;
  if (all > 0) {
    out << "winners' points by part:";
    for (std::size_t part = 0; part < report.parts.size(); ++part) {
      std::snprintf(
          line, sizeof line, "%s %s %.1f%%", part == 0 ? "" : ",", report.parts[part].c_str(),
          100.0 * static_cast<double>(report.winner_part_points[part]) / static_cast<double>(all));
      out << line;
    }
    out << "\n";
  }
  if (!report.watch.empty()) out << report.watch << "\n";
  return out.str();
}

}  // namespace gavel
