#pragma once
// The daily run: one run a day, the same for every player that day. Its seed is the
// day, UTC, written as the number YYYYMMDD (2026-11-28 deals seed 20261128): readable
// on every screen of the run, and typed back with `--seed` to play that day again.
// UTC rather than the player's own clock, so that players in every time zone share
// one run a day.
//
// The clock is read only at the edge (the title menu, `gavel new --daily`); here the
// day is given, so tests may pass any day they like.

#include <chrono>
#include <cstdint>
#include <string>

namespace gavel::campaign {

// The day, UTC, that a moment of the clock falls on.
std::chrono::year_month_day utc_day_of(std::chrono::system_clock::time_point moment);

// The seed of `day`'s run: YYYYMMDD as a number. `day` must be a real date of the
// years 1 to 9999, as the clock gives.
std::uint64_t daily_seed(std::chrono::year_month_day day);

// "2026-11-28", as the title menu names the day's run.
std::string day_words(std::chrono::year_month_day day);

}  // namespace gavel::campaign
